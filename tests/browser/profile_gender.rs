//! The profile's gender as a kind and control of the app's own (`components::profile_form::gender`),
//! handed to the form engine: its choices read in the UI language, and no empty choice once one is
//! saved.

use crate::support::*;
use dynamic_form::{own_kind, FieldKind, FieldSpec, FieldValue, FormModel, Sent};
use leptos::prelude::*;
use staffing_web::components::profile_form::gender::GenderKind;
use std::sync::Arc;
use text_rules::Lang;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlSelectElement};

static KINDS: &[FieldKind] = &[own_kind::<GenderKind>()];

/// A form of one gender field, holding `saved` on the platform; its model, language and container.
fn mount_gender(saved: Option<&'static str>) -> (Arc<FormModel>, RwSignal<Lang>, HtmlElement) {
    let lang = RwSignal::new(Lang::En);
    let field = FieldSpec {
        name: "gender",
        label: "Gender",
        field_type: "gender",
        value: saved.map(Sent::Text),
        ..FieldSpec::default()
    };
    let (model, container) = mount_own_field(KINDS, field, lang);
    (model, lang, container)
}

fn choices(select: &HtmlSelectElement) -> Vec<(String, String)> {
    let Ok(options) = select.query_selector_all("option") else {
        return Vec::new();
    };
    (0..options.length())
        .filter_map(|index| options.item(index)?.dyn_into::<Element>().ok())
        .map(|option| {
            let value = option.get_attribute("value").unwrap_or_default();
            (value, option.text_content().unwrap_or_default())
        })
        .collect()
}

fn pair(value: &str, text: &str) -> (String, String) {
    (value.to_owned(), text.to_owned())
}

#[wasm_bindgen_test]
async fn gender_reads_in_the_ui_language_and_is_chosen_by_its_english_code() {
    let (model, lang, container) = mount_gender(None);
    let select: HtmlSelectElement = select_at(&container, "select");
    assert_eq!(
        choices(&select),
        [
            pair("", "Choose…"),
            pair("Male", "Male"),
            pair("Female", "Female"),
            pair("Other", "Other")
        ]
    );
    lang.set(Lang::Es);
    settle().await;
    assert_eq!(
        choices(&select),
        [
            pair("", "Elige…"),
            pair("Male", "Hombre"),
            pair("Female", "Mujer"),
            pair("Other", "Otro")
        ]
    );
    select.set_value("Female");
    fire(&select, "change");
    settle().await;
    let value = model
        .fields()
        .next()
        .map(|field| field.value.get_untracked());
    assert_eq!(value, Some(FieldValue::Text("Female".into())));
}

#[wasm_bindgen_test]
async fn once_a_gender_is_saved_there_is_no_empty_choice() {
    // Saved in Spanish: read as the same gender.
    let (_model, _lang, container) = mount_gender(Some("Mujer"));
    let select: HtmlSelectElement = select_at(&container, "select");
    assert_eq!(
        choices(&select),
        [
            pair("Male", "Male"),
            pair("Female", "Female"),
            pair("Other", "Other")
        ]
    );
    assert_eq!(select.value(), "Female");
}
