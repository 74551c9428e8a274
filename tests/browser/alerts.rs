//! Messages and what is spoken: an error box's words in a `role="alert"` that was in the page
//! before them, the focus on the box around it; the status region in one language at a time; the
//! title marked while a form shows errors.

use crate::support::{document, element, mount, settle, wait_until};
use leptos::prelude::*;
use staffing_web::api::ApiError;
use staffing_web::components::errors::{ErrorBox, Heard};
use staffing_web::components::shell::{mark_title_with_errors, use_page_title, LiveRegion};
use staffing_web::i18n::Common;
use staffing_web::logic::lang::Lang;
use staffing_web::session::{use_app, AppState};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen_test::*;

fn rejected() -> ApiError {
    ApiError::Rejected {
        status: 500,
        message: Some("Internal Server Error".into()),
    }
}

#[wasm_bindgen_test]
async fn an_error_box_fills_its_alert_after_it_is_in_the_page_and_takes_the_focus() {
    let container = mount(|| view! { <ErrorBox error=rejected() heard=Heard::ByFocus /> });
    // Built: the alert is there, empty, and the box has no style of its own yet.
    let alert = element(&container, "[data-testid=error-box] > [role=alert]");
    assert_eq!(alert.text_content().unwrap_or_default(), "");
    let boxed = element(&container, "[data-testid=error-box]");
    assert!(!boxed.class_name().contains("alert--error"));

    wait_until("the words in the alert", || {
        alert.text_content().unwrap_or_default()
            == "The platform refused the request: Internal Server Error"
    })
    .await;
    assert!(boxed.class_name().contains("alert--error"));
    assert_eq!(boxed.get_attribute("tabindex").as_deref(), Some("-1"));
    // The same element, not a new one: it was in the page before its message.
    assert!(element(&container, "[role=alert]").is_same_node(Some(&alert)));
    wait_until("the focus on the box", || {
        document()
            .active_element()
            .is_some_and(|focused| focused.is_same_node(Some(&boxed)))
    })
    .await;
    // The box holds the alert; the alert is not what has the focus, so it is read once.
    assert!(!alert.is_same_node(document().active_element().as_ref().map(|e| e.as_ref())));
}

#[wasm_bindgen_test]
async fn a_page_that_could_not_load_is_an_alert_that_leaves_the_focus_alone() {
    let container = mount(|| view! { <ErrorBox error=ApiError::Timeout heard=Heard::Announced /> });
    let alert = element(&container, "[role=alert]");
    wait_until("the words in the alert", || {
        alert.text_content().unwrap_or_default()
            == "The platform took too long to answer. Try again."
    })
    .await;
    settle().await;
    let boxed = element(&container, "[data-testid=error-box]");
    assert!(!document()
        .active_element()
        .is_some_and(|focused| focused.is_same_node(Some(&boxed))));
}

/// The state the mounted view runs in, for the test to drive.
fn captured() -> (Rc<Cell<Option<AppState>>>, impl Fn() + 'static) {
    let captured: Rc<Cell<Option<AppState>>> = Rc::new(Cell::new(None));
    let slot = Rc::clone(&captured);
    (captured, move || slot.set(Some(use_app())))
}

#[wasm_bindgen_test]
async fn the_status_region_forgets_a_message_when_the_language_changes() {
    let (captured, capture) = captured();
    let container = mount(move || {
        capture();
        view! { <LiveRegion /> }
    });
    let state = captured.get().expect("the state");
    let region = element(&container, "[data-testid=live-region]");
    state.choose_lang(Lang::En);
    settle().await;
    state.announce("Signed in.");
    settle().await;
    assert_eq!(region.text_content().as_deref(), Some("Signed in."));

    state.choose_lang(Lang::Es);
    settle().await;
    assert_eq!(region.text_content().as_deref(), Some(""));
    // Put back for the tests that follow in this page.
    state.choose_lang(Lang::En);
    settle().await;
}

#[wasm_bindgen_test]
async fn the_title_says_error_while_a_form_shows_errors() {
    let errors = RwSignal::new(false);
    let (captured, capture) = captured();
    let _container = mount(move || {
        capture();
        use_page_title(Common::NotFoundTitle);
        mark_title_with_errors(errors.into());
        view! { <p>"A form"</p> }
    });
    let state = captured.get().expect("the state");
    let title_in = |lang: Lang, shows_errors: bool| async move {
        state.choose_lang(lang);
        errors.set(shows_errors);
        settle().await;
        document().title()
    };
    assert!(title_in(Lang::En, false)
        .await
        .starts_with("Page not found · "));
    let title = title_in(Lang::En, true).await;
    assert!(title.starts_with("Error: Page not found · "), "{title}");
    let title = title_in(Lang::Es, true).await;
    assert!(
        title.starts_with("Error: Página no encontrada · "),
        "{title}"
    );
    let title = title_in(Lang::Es, false).await;
    assert!(title.starts_with("Página no encontrada · "), "{title}");
    title_in(Lang::En, false).await;
}
