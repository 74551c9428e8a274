//! Fetching the numbering plans file (`text_rules::numbering`) from the app's own origin. Its name carries
//! its hash and the page names it, with its integrity, in `<meta name="phone-plans">`
//! (scripts/post-build.mjs): the browser checks the bytes, and static hosts may cache it for a year.

use super::config_file::{success_text, FileFetchError};
use super::transport;
use gloo_net::http::Request;

/// The file's URL and its subresource integrity (`sha384-…`), from the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlansFile {
    pub url: String,
    pub integrity: String,
}

/// The file the page names, if it names one.
pub fn plans_file() -> Option<PlansFile> {
    let meta = web_sys::window()?
        .document()?
        .query_selector("meta[name=\"phone-plans\"]")
        .ok()??;
    let url = meta.get_attribute("content")?;
    let integrity = meta.get_attribute("data-integrity")?;
    (!url.is_empty() && !integrity.is_empty()).then_some(PlansFile { url, integrity })
}

/// The file's text, fetched whole and intact (the browser checks its integrity).
pub async fn fetch_phone_plans(file: &PlansFile) -> Result<String, FileFetchError> {
    let response = transport::send(Request::get(&file.url).integrity(&file.integrity)).await;
    success_text(response).await
}
