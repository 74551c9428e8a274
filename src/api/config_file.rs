//! Fetching the runtime `config.json` from the app's own origin, bypassing every cache, so a deployment
//! can change it without a rebuild.

use gloo_net::http::Request;
use web_sys::RequestCache;

/// Why config.json could not be read. Parsing it is [`crate::config`]'s job.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigFetchError {
    Unreachable,
    Status(u16),
}

pub async fn fetch_config_text() -> Result<String, ConfigFetchError> {
    let response = Request::get("/config.json")
        .cache(RequestCache::NoStore)
        .send()
        .await
        .map_err(|_| ConfigFetchError::Unreachable)?;
    if !response.ok() {
        return Err(ConfigFetchError::Status(response.status()));
    }
    response
        .text()
        .await
        .map_err(|_| ConfigFetchError::Unreachable)
}
