//! What every component test needs: a fresh container with the app state provided ([`mount`]),
//! the one way to wait for the reactive system and the DOM ([`settle`], [`wait_until`]), and
//! elements found and driven as a browser user would drive them.

use leptos::prelude::*;
use staffing_web::config::AppConfig;
use staffing_web::session::{AppState, Session};
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement, HtmlInputElement, HtmlSelectElement};

/// A config with nothing the tests depend on: no server (no call leaves the page), the demo tenant.
const CONFIG: &str =
    r#"{"base_url":"","app_url":"","api_key":"k","default_tenant":"demo","tenants":{}}"#;

pub fn document() -> Document {
    web_sys::window()
        .and_then(|window| window.document())
        .expect("a document")
}

/// Mounts a view into a fresh container, inside an owner that provides the app state.
pub fn mount<V: IntoView + 'static>(view: impl FnOnce() -> V + 'static) -> HtmlElement {
    let container: HtmlElement = document()
        .create_element("div")
        .expect("div")
        .unchecked_into();
    document()
        .body()
        .expect("body")
        .append_child(&container)
        .expect("append");
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

/// Lets scheduled effects run and the DOM follow: one timer task (10 ms) later.
pub async fn settle() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .expect("window")
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 10)
            .expect("timer");
    });
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .expect("timer fired");
}

/// Settles until `done` holds, for at most 10 s; the test fails saying `what` never came.
pub async fn wait_until(what: &str, done: impl Fn() -> bool) {
    for _ in 0..1000 {
        if done() {
            return;
        }
        settle().await;
    }
    panic!("{what} never came (waited 10 s)");
}

/// The element `selector` finds in `container`, if any.
pub fn find(container: &HtmlElement, selector: &str) -> Option<Element> {
    container.query_selector(selector).ok().flatten()
}

/// The element `selector` finds in `container`; the test fails, naming the selector, without it.
pub fn element(container: &HtmlElement, selector: &str) -> Element {
    find(container, selector).expect(selector)
}

pub fn select_at(container: &HtmlElement, selector: &str) -> HtmlSelectElement {
    element(container, selector).unchecked_into()
}

pub fn input(container: &HtmlElement, selector: &str) -> HtmlInputElement {
    element(container, selector).unchecked_into()
}

/// Sets the value and fires `input` as a browser does (it bubbles: the form renderer listens on its
/// root).
pub fn type_into(element: &HtmlInputElement, text: &str) {
    element.set_value(text);
    fire(element, "input");
}

fn fire(target: &web_sys::EventTarget, kind: &str) {
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict(kind, &init).expect("event");
    target.dispatch_event(&event).expect("dispatch");
}
