//! Fetching the numbering plans file (`logic::numbering`) from the app's own origin. Its name carries
//! its hash and the page names it, with its integrity, in `<meta name="phone-plans">`
//! (scripts/post-build.mjs): the browser checks the bytes, and static hosts may cache it for a year.

use gloo_net::http::Request;

/// The file's URL and its subresource integrity (`sha384-…`), from the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlansFile {
    pub url: String,
    pub integrity: String,
}

/// Why the plans could not be had: the page names no file, or it could not be fetched whole and
/// intact (offline, a server error, a failed integrity check).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlansFetchError {
    NotNamed,
    Unreachable,
    Status(u16),
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

pub async fn fetch_phone_plans(file: &PlansFile) -> Result<String, PlansFetchError> {
    let response = Request::get(&file.url)
        .integrity(&file.integrity)
        .send()
        .await
        .map_err(|_| PlansFetchError::Unreachable)?;
    if !response.ok() {
        return Err(PlansFetchError::Status(response.status()));
    }
    response
        .text()
        .await
        .map_err(|_| PlansFetchError::Unreachable)
}
