//! The browser's position for sign-in. A refusal, an error or no answer within the time limit all give
//! `None`: sharing a location must never block signing in.

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::PositionOptions;

/// How long sign-in waits for the browser's position before going on without it.
pub const WAIT_MS: i32 = 5_000;

/// (latitude, longitude) as the strings the platform asks for.
pub async fn current_position() -> Option<(String, String)> {
    let window = web_sys::window()?;
    let geolocation = window.navigator().geolocation().ok()?;
    let promise = Promise::new(&mut |resolve: Function, _reject: Function| {
        let on_success = {
            let resolve = resolve.clone();
            Closure::once_into_js(move |position: JsValue| {
                let _ = resolve.call1(&JsValue::NULL, &position);
            })
        };
        let on_error = {
            let resolve = resolve.clone();
            Closure::once_into_js(move |_error: JsValue| {
                let _ = resolve.call1(&JsValue::NULL, &JsValue::NULL);
            })
        };
        // Our own deadline too: some browsers never call back while the permission prompt is open.
        let on_timeout = Closure::once_into_js(move || {
            let _ = resolve.call1(&JsValue::NULL, &JsValue::NULL);
        });
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            on_timeout.unchecked_ref(),
            WAIT_MS,
        );
        let options = PositionOptions::new();
        options.set_timeout(WAIT_MS as u32);
        options.set_maximum_age(60_000);
        let _ = geolocation.get_current_position_with_error_callback_and_options(
            on_success.unchecked_ref(),
            Some(on_error.unchecked_ref()),
            &options,
        );
    });
    let position = JsFuture::from(promise).await.ok()?;
    let coords = Reflect::get(&position, &JsValue::from_str("coords")).ok()?;
    // The browser's own spelling of the number (`String(-33.4489)`), not Rust's float formatting.
    // Shaped for wasm size: docs/performance.md#no-float-formatting.
    // JavaScript writes numbers under 1e-6 in exponent notation (`1e-7`); a coordinate that close
    // to 0 (under 11 cm) is sent as 0.
    let number = |name: &str| {
        let value = Reflect::get(&coords, &JsValue::from_str(name))
            .ok()?
            .as_f64()
            .filter(|value| value.is_finite())?;
        let value = if value.abs() < 1e-6 { 0.0 } else { value };
        js_sys::Number::from(value)
            .to_string_with_radix(10)
            .ok()
            .map(String::from)
    };
    Some((number("latitude")?, number("longitude")?))
}
