//! `BusyButton`: the one spinner-plus-label button of the app's forms.

use crate::support::{element, find, mount, settle};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

/// The spinner button: the spinner and `aria-disabled` follow `busy`, `disabled` alone gives no
/// spinner, the label follows its signal and a click runs `on_click` only while it is available.
/// It is never `disabled`: a disabled button drops the keyboard focus to the page body.
#[wasm_bindgen_test]
async fn busy_button_shows_its_spinner_and_is_unavailable_only_while_busy() {
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
    let disabled = |button: &HtmlElement| {
        assert!(
            !button.has_attribute("disabled"),
            "never the disabled attribute"
        );
        button.get_attribute("aria-disabled").as_deref() == Some("true")
    };
    assert_eq!(button.get_attribute("type").as_deref(), Some("submit"));
    assert_eq!(button.class_name(), "button button--primary");
    assert!(!disabled(&button));
    assert!(spinner(&container).is_none());
    assert_eq!(button.text_content().as_deref(), Some("Save"));
    button.click();
    assert_eq!(clicks.get_untracked(), 1, "a click runs on_click");

    busy.set(true);
    settle().await;
    assert!(disabled(&button), "busy makes it unavailable");
    button.focus().expect("focusable");
    button.click();
    assert_eq!(clicks.get_untracked(), 1, "a press while busy does nothing");
    assert_eq!(
        crate::support::document().active_element().as_ref(),
        Some(button.unchecked_ref()),
        "the focus stays on the busy button"
    );
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

/// The platform's wait after a 429 (`AppState::platform_wait`): unavailable, presses ignored, the
/// time left as the button's description (not a live region), and available again once it is over.
#[wasm_bindgen_test]
async fn busy_button_waits_out_the_platforms_wait_and_describes_the_time_left() {
    use staffing_web::components::busy_button::BusyButton;
    use staffing_web::session::use_app;
    let clicks = RwSignal::new(0u32);
    let app = StoredValue::new(None);
    let container = mount(move || {
        app.set_value(Some(use_app()));
        view! {
            <staffing_web::components::shell::PlatformWait />
            <BusyButton
                class="button"
                id="try"
                busy=false
                label="Try again".to_string()
                on_click=Callback::new(move |()| clicks.update(|n| *n += 1))
            />
        }
    });
    settle().await;
    let button: HtmlElement = element(&container, "button").unchecked_into();
    assert_eq!(button.get_attribute("aria-disabled"), None);
    assert_eq!(button.get_attribute("aria-describedby"), None);
    assert!(find(&container, "#platform-wait").is_none());
    app.get_value().expect("mounted").platform_wait.start(1);
    settle().await;
    assert_eq!(
        button.get_attribute("aria-disabled").as_deref(),
        Some("true")
    );
    assert_eq!(
        button.get_attribute("aria-describedby").as_deref(),
        Some("platform-wait")
    );
    let line = element(&container, "#platform-wait");
    assert_eq!(
        line.text_content().as_deref(),
        Some("Available again in 1 second.")
    );
    assert_eq!(line.get_attribute("aria-live"), None);
    assert_eq!(line.get_attribute("role"), None);
    button.click();
    assert_eq!(
        clicks.get_untracked(),
        0,
        "a press during the wait does nothing"
    );
    crate::support::wait_until("the end of the wait", || {
        button.get_attribute("aria-disabled").is_none()
    })
    .await;
    assert!(find(&container, "#platform-wait").is_none());
    button.click();
    assert_eq!(clicks.get_untracked(), 1, "available again");
}

/// A button whose name must not change while it works (Save) keeps its label and says what is
/// happening before it, to assistive technology only: "Saving… Save changes".
#[wasm_bindgen_test]
async fn a_busy_note_is_said_before_a_label_that_stays() {
    use staffing_web::components::busy_button::BusyButton;
    let busy = RwSignal::new(false);
    let container = mount(move || {
        view! {
            <BusyButton
                class="button"
                busy
                label=Signal::derive(|| "Save changes".to_string())
                busy_note=Signal::derive(|| "Saving…".to_string())
            />
        }
    });
    settle().await;
    let button: HtmlElement = element(&container, "button").unchecked_into();
    assert_eq!(button.text_content().as_deref(), Some("Save changes"));
    busy.set(true);
    settle().await;
    assert_eq!(
        button.text_content().as_deref(),
        Some("Saving… Save changes")
    );
    let note = element(&container, "button > .visually-hidden");
    assert_eq!(note.text_content().as_deref(), Some("Saving… "));
    busy.set(false);
    settle().await;
    assert_eq!(button.text_content().as_deref(), Some("Save changes"));
}
