//! `BusyButton`: the one spinner-plus-label button of the app's forms.

use crate::support::{element, find, mount, settle};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

/// The spinner button: the spinner and `disabled` follow `busy`, `disabled` alone gives no spinner,
/// the label follows its signal and a click runs `on_click`.
#[wasm_bindgen_test]
async fn busy_button_shows_its_spinner_and_is_disabled_only_while_busy() {
    use staffing_web::components::busy_button::BusyButton;
    let busy = RwSignal::new(false);
    let other = RwSignal::new(false);
    let clicks = RwSignal::new(0u32);
    let container = mount(move || {
        view! {
            <BusyButton
                kind="submit"
                class="button button--primary"
                busy
                disabled=other
                label=Signal::derive(move || if busy.get() { "Saving…" } else { "Save" }.to_string())
                on_click=Callback::new(move |()| clicks.update(|n| *n += 1))
            />
        }
    });
    settle().await;
    let button: HtmlElement = element(&container, "button").unchecked_into();
    let spinner = |container: &HtmlElement| find(container, "button > .spinner");
    let disabled = |button: &HtmlElement| button.has_attribute("disabled");
    assert_eq!(button.get_attribute("type").as_deref(), Some("submit"));
    assert_eq!(button.class_name(), "button button--primary");
    assert!(!disabled(&button));
    assert!(spinner(&container).is_none());
    assert_eq!(button.text_content().as_deref(), Some("Save"));
    button.click();
    assert_eq!(clicks.get_untracked(), 1, "a click runs on_click");

    busy.set(true);
    settle().await;
    assert!(disabled(&button), "busy disables");
    let shown = spinner(&container).expect("the spinner while busy");
    assert_eq!(shown.get_attribute("aria-hidden").as_deref(), Some("true"));
    assert_eq!(button.text_content().as_deref(), Some("Saving…"));

    busy.set(false);
    other.set(true);
    settle().await;
    assert!(disabled(&button), "disabled for another reason");
    assert!(spinner(&container).is_none(), "without the spinner");
    assert_eq!(button.text_content().as_deref(), Some("Save"));
}
