//! Yielding the main thread from async code.
//! Shaped for speed: docs/performance.md#pages-built-in-parts (start-up's steps and `Later`'s parts
//! each take a task of their own, through [`next_task`]).

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

/// Resolves in the task after the next frame has been painted: a frame callback runs before its
/// frame's style, layout and paint, and a timer started from it runs after them. Work that must not
/// delay the first screen waits for this. Without a window it resolves at once.
pub async fn after_next_paint() {
    let promise = js_sys::Promise::new(&mut |resolve, _reject| {
        let Some(window) = web_sys::window() else {
            let _ = resolve.call0(&wasm_bindgen::JsValue::UNDEFINED);
            return;
        };
        let in_frame = resolve.clone();
        let after_frame = wasm_bindgen::closure::Closure::once_into_js(move || {
            let timer_set = web_sys::window().is_some_and(|window| {
                window
                    .set_timeout_with_callback(in_frame.unchecked_ref())
                    .is_ok()
            });
            if !timer_set {
                let _ = in_frame.call0(&wasm_bindgen::JsValue::UNDEFINED);
            }
        });
        if window
            .request_animation_frame(after_frame.unchecked_ref())
            .is_err()
        {
            let _ = resolve.call0(&wasm_bindgen::JsValue::UNDEFINED);
        }
    });
    let _ = JsFuture::from(promise).await;
}

/// Runs `work` once the browser is idle (`requestIdleCallback`), or after a short timer where there
/// is no idle callback (Safari): never in the middle of a frame or an input's handling.
pub fn when_idle(work: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let callback = wasm_bindgen::closure::Closure::once_into_js(work);
    if window
        .request_idle_callback(callback.unchecked_ref())
        .is_err()
    {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            callback.unchecked_ref(),
            IDLE_FALLBACK_MS,
        );
    }
}

/// Without `requestIdleCallback`: long enough for the page's first frames to be done.
const IDLE_FALLBACK_MS: i32 = 300;
