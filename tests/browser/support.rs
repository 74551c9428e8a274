//! What every component test needs: a fresh container with the app state provided ([`mount`]),
//! the one way to wait for the reactive system and the DOM ([`settle`], [`wait_until`]), and
//! elements found and driven as a browser user would drive them.

pub use browser_timing::testing::{
    container, document, element, find, fire, input, select_at, settle, type_into, wait_until,
};
use leptos::prelude::*;
use staffing_web::config::AppConfig;
use staffing_web::session::{AppState, Session};
use web_sys::HtmlElement;

/// A config with nothing the tests depend on: no server (no call leaves the page), the demo tenant.
const CONFIG: &str =
    r#"{"base_url":"","app_url":"","api_key":"k","default_tenant":"demo","tenants":{}}"#;

/// Mounts a view into a fresh container, inside an owner that provides the app state.
pub fn mount<V: IntoView + 'static>(view: impl FnOnce() -> V + 'static) -> HtmlElement {
    let container = container();
    let handle = leptos::mount::mount_to(container.clone(), move || {
        AppState::provide(
            AppConfig::parse(CONFIG).expect("config"),
            Session::restore(),
        );
        view()
    });
    handle.forget();
    container
}
