//! Fetching the runtime `config.json` from the app's own origin, bypassing every cache, so a deployment
//! can change it without a rebuild.

use gloo_net::http::{Request, Response};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::RequestCache;

/// Why config.json could not be read. Parsing it is [`crate::config`]'s job.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigFetchError {
    Unreachable,
    Status(u16),
}

/// Where the page's loader leaves the config.json request it started beside the wasm's
/// (scripts/post-build.mjs): the same request this module would make, made earlier.
const EARLY_REQUEST: &str = "__staffingConfig";

pub async fn fetch_config_text() -> Result<String, ConfigFetchError> {
    let response = match take_early_request() {
        Some(early) => JsFuture::from(early)
            .await
            .ok()
            .and_then(|value| value.dyn_into::<web_sys::Response>().ok())
            .map(Response::from),
        None => Request::get("/config.json")
            .cache(RequestCache::NoStore)
            .send()
            .await
            .ok(),
    }
    .ok_or(ConfigFetchError::Unreachable)?;
    if !response.ok() {
        return Err(ConfigFetchError::Status(response.status()));
    }
    response
        .text()
        .await
        .map_err(|_| ConfigFetchError::Unreachable)
}

/// The loader's request, once: "Try again" after a failure fetches anew.
fn take_early_request() -> Option<js_sys::Promise> {
    let window = web_sys::window()?;
    let key = JsValue::from_str(EARLY_REQUEST);
    let value = js_sys::Reflect::get(&window, &key).ok()?;
    let _ = js_sys::Reflect::delete_property(&window, &key);
    value.dyn_into::<js_sys::Promise>().ok()
}
