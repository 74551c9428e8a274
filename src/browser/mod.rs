//! Thin, panic-free wrappers over the browser APIs the app needs beyond rendering: storage, geolocation,
//! focus, the document title, the console, the connection, presses of the pointer and the service worker. Every failure (private mode, quota, denied permission)
//! degrades to "nothing stored" or "no position", never a panic.

pub mod dom;
pub mod geolocation;
pub mod phone_plans;
pub mod pointer;
pub mod service_worker;
pub mod storage;
pub mod tasks;
