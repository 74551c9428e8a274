//! Thin, panic-free wrappers over the browser APIs the app needs beyond rendering: storage,
//! geolocation, focus, the document title, the console, the connection and the service worker.
//! Every failure (private mode, quota, denied permission) degrades to "nothing stored" or "no
//! position", never a panic. When work runs (a later task, after a paint, after a press of the
//! pointer) is `browser_timing`'s.

pub mod dom;
pub mod geolocation;
pub mod phone_plans;
pub mod service_worker;
pub mod storage;
