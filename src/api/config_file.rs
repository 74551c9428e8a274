//! Fetching the runtime `config.json` from the app's own origin, bypassing every cache, so a deployment
//! can change it without a rebuild.

use super::transport;
use gloo_net::http::{Request, Response};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::RequestCache;

/// Why a file of the app's own origin (config.json, the phone plans) could not be read: no whole
/// answer (offline, aborted, a failed integrity check), or an answer that is not a success. Parsing
/// it is its reader's job.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileFetchError {
    Unreachable,
    Status(u16),
}

/// The body of a file's answer, if there was one and it is a success, read whole.
pub(super) async fn success_text(response: Option<Response>) -> Result<String, FileFetchError> {
    let response = response.ok_or(FileFetchError::Unreachable)?;
    if !response.ok() {
        return Err(FileFetchError::Status(response.status()));
    }
    response
        .text()
        .await
        .map_err(|_| FileFetchError::Unreachable)
}

/// Where the page's loader leaves the config.json request it started beside the wasm's
/// (scripts/post-build.mjs): the same request this module would make, made earlier.
const EARLY_REQUEST: &str = "__staffingConfig";

pub async fn fetch_config_text() -> Result<String, FileFetchError> {
    let response = match take_early_request() {
        Some(early) => transport::response_of(early).await,
        None => transport::send(Request::get("/config.json").cache(RequestCache::NoStore)).await,
    };
    success_text(response).await
}

/// The loader's request, once: "Try again" after a failure fetches anew.
fn take_early_request() -> Option<js_sys::Promise> {
    let window = web_sys::window()?;
    let key = JsValue::from_str(EARLY_REQUEST);
    let value = js_sys::Reflect::get(&window, &key).ok()?;
    let _ = js_sys::Reflect::delete_property(&window, &key);
    value.dyn_into::<js_sys::Promise>().ok()
}
