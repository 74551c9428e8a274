//! The crate's example app (`examples/postcode/`), whose kind, control and message are defined
//! outside the crate: its postcode is rendered by its own control, checked with its own message in
//! both languages, tidied as focus leaves it, kept as Save keeps it, and kept in a draft.

#[path = "../../examples/postcode/app.rs"]
mod app;

use crate::support::*;
use dynamic_form::{FieldValue, Message};
use leptos::prelude::*;
use text_rules::Lang;
use wasm_bindgen_test::*;

const POSTCODE_ID: &str = "cf-delivery-postcode";

#[wasm_bindgen_test]
async fn an_apps_own_kind_is_rendered_checked_and_kept() {
    let lang = RwSignal::new(Lang::En);
    let model = app::model(Memo::new(move |_| lang.get()));
    let container = container();
    let shown = std::sync::Arc::clone(&model);
    leptos::mount::mount_to(container.clone(), move || {
        view! { <dynamic_form::DynamicForm model=shown on_edit=Callback::new(|()| {}) /> }
    })
    .forget();
    settle().await;

    // Rendered by the app's control, with the crate's label, hint and required state.
    let postcode = input(&container, &format!("#{POSTCODE_ID}"));
    assert_eq!(
        postcode.get_attribute("autocomplete").as_deref(),
        Some("postal-code")
    );
    assert_eq!(
        postcode.get_attribute("aria-required").as_deref(),
        Some("true")
    );
    let label = element(&container, "[data-field-type=\"postcode\"] label");
    assert_eq!(label.text_content().as_deref(), Some("Postcode"));
    assert_eq!(
        postcode.get_attribute("aria-describedby").as_deref(),
        Some("cf-delivery-postcode-hint")
    );

    // Checked by the app's kind, with the app's own message, in each language.
    type_into(&postcode, "12 ab");
    postcode.focus().expect("focus");
    postcode.blur().expect("blur");
    settle().await;
    assert_eq!(
        postcode.get_attribute("aria-invalid").as_deref(),
        Some("true")
    );
    let error = || element(&container, &format!("#{POSTCODE_ID}-error")).text_content();
    assert_eq!(
        error().as_deref(),
        Some("Enter four digits and two letters, like 1234 AB.")
    );
    lang.set(Lang::Es);
    settle().await;
    assert_eq!(
        error().as_deref(),
        Some("Escribe cuatro cifras y dos letras, como 1234 AB.")
    );
    let postcode_field = model.fields().nth(1).expect("the postcode field");
    assert_eq!(
        postcode_field.error.get_untracked(),
        Some(dynamic_form::FieldError::Own(Message {
            code: "not-a-postcode",
            words: |_| String::new(),
        })),
        "told apart by its code"
    );

    // Tidied by the app's control as focus leaves it, and then no longer refused.
    type_into(&postcode, "1234ab");
    postcode.focus().expect("focus");
    postcode.blur().expect("blur");
    settle().await;
    assert_eq!(postcode.value(), "1234 AB");
    assert_eq!(postcode.get_attribute("aria-invalid"), None);

    // Kept as Save keeps it, and in a draft.
    let kept = model.kept_values();
    assert!(
        kept.contains(&(POSTCODE_ID.to_owned(), FieldValue::from("1234 AB"))),
        "{kept:?}"
    );
    let draft = model.draft(&[]);
    assert_eq!(
        draft,
        vec![(POSTCODE_ID.to_owned(), FieldValue::from("1234 AB"))]
    );
}

#[wasm_bindgen_test]
fn the_kinds_rule_reads_what_people_type() {
    assert_eq!(app::tidy(" 1234 ab ").as_deref(), Some("1234 AB"));
    for refused in [
        "0123 AB", "123 AB", "1234 A", "1234 ABC", "12345B", "ñ234 AB", "",
    ] {
        assert_eq!(app::tidy(refused), None, "{refused:?}");
    }
}
