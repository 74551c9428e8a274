//! What a test that runs in the browser (wasm-bindgen-test) needs: waiting for the reactive system
//! and the page ([`settle`], [`wait_until`]), and finding and driving elements as a user would. The
//! app's component tests and the form crate's share it. Behind the feature `testing`; never in the
//! app.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement, HtmlSelectElement};

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

/// Sets the value and fires `input` as a browser does (it bubbles: a form may listen on its root).
pub fn type_into(element: &HtmlInputElement, text: &str) {
    element.set_value(text);
    fire(element, "input");
}

/// Fires an event that bubbles, as the browser's own do.
pub fn fire(target: &web_sys::EventTarget, kind: &str) {
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict(kind, &init).expect("event");
    target.dispatch_event(&event).expect("dispatch");
}

pub fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|window| window.document())
        .expect("a document")
}

/// A fresh, empty container at the end of the page's body, to mount a view in.
pub fn container() -> HtmlElement {
    let container: HtmlElement = document()
        .create_element("div")
        .expect("div")
        .unchecked_into();
    document()
        .body()
        .expect("body")
        .append_child(&container)
        .expect("append");
    container
}
