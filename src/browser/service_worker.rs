//! The service worker (service-worker/sw.js, docs/offline.md): registered by release builds, and the
//! one thing the app needs from it: knowing that a new build has taken over this page.

use js_sys::Reflect;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::ServiceWorkerContainer;

/// Whether this build registers the worker. Debug builds (`make dev`, whose `trunk serve` rebuilds on
/// every change, and the component tests) do not; their sw.js only removes an earlier one.
pub const REGISTERS: bool = !cfg!(debug_assertions);

/// Where the post-build step writes the worker: the site root, so that its scope is every route.
const WORKER_URL: &str = "/sw.js";

/// Registers the worker and calls `on_new_build` each time a new worker takes over a page that
/// already had one (a first install takes over an uncontrolled page and is not news). Does nothing
/// where service workers are missing (an insecure origin, an old browser) or in a debug build.
pub fn register(on_new_build: impl Fn() + 'static) {
    if !REGISTERS {
        return;
    }
    let Some(container) = container() else {
        return;
    };
    let controlled = Rc::new(Cell::new(container.controller().is_some()));
    let on_change = Closure::<dyn Fn()>::new(move || {
        if controlled.replace(true) {
            on_new_build();
        }
    });
    let _ = container
        .add_event_listener_with_callback("controllerchange", on_change.as_ref().unchecked_ref());
    // Listens for the page's whole life.
    on_change.forget();
    let registration = container.register(WORKER_URL);
    // Awaited so that a refusal (e.g. offline on a first visit) is handled, not an unhandled
    // rejection (which src/panic.rs would show as a crash). Nothing the user can do about it.
    wasm_bindgen_futures::spawn_local(async move {
        let _ = JsFuture::from(registration).await;
    });
}

/// `navigator.serviceWorker`, when this browser and origin have it.
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    let value = Reflect::get(&navigator, &JsValue::from_str("serviceWorker")).ok()?;
    if value.is_undefined() || value.is_null() {
        return None;
    }
    value.dyn_into::<ServiceWorkerContainer>().ok()
}
