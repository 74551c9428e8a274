//! Yielding the main thread from async code.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// Resolves in a later task (a zero timer), so the browser can paint and answer input before the
/// caller goes on. Without a window (never in the app) it resolves at once.
pub async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _reject| {
        if let Some(window) = web_sys::window() {
            if window
                .set_timeout_with_callback(resolve.unchecked_ref())
                .is_ok()
            {
                return;
            }
        }
        let _ = resolve.call0(&wasm_bindgen::JsValue::UNDEFINED);
    });
    let _ = JsFuture::from(promise).await;
}
