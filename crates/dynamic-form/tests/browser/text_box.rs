//! A text box: an edit changes its own field alone, leaving it checks it, and text from the
//! platform survives the markup exactly, in text and in attributes.

use crate::support::*;
use dynamic_form::{FieldSpec, FieldValue, Sent};
use leptos::prelude::*;
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
async fn typing_changes_only_its_own_field_and_leaving_checks_it() {
    let fields = vec![
        required(field("name", "Name", "string")),
        required(field("country", "Country", "string")),
        field("size", "Size", "slider"),
    ];
    let form = mount_form(&[form("base_form", "Company", fields)], &[], &[]);
    let (model, container) = (form.model, form.container);
    let name_id = field_ids(&model)[0].clone();
    let name = input(&container, &format!("#{name_id}"));
    name.focus().expect("focus");
    name.blur().expect("blur");
    settle().await;
    assert_eq!(name.get_attribute("aria-invalid").as_deref(), Some("true"));
    let error = element(&container, &format!("#{name_id}-error"));
    assert_eq!(
        error.text_content().as_deref(),
        Some("This field is required.")
    );

    type_into(&name, "Acme");
    settle().await;
    assert_eq!(
        name.get_attribute("aria-invalid"),
        None,
        "fixed while typing once touched"
    );
    assert_eq!(form.edits.get_untracked(), 1);
    let values: Vec<FieldValue> = model
        .fields()
        .map(|field| field.value.get_untracked())
        .collect();
    assert_eq!(values[0], text("Acme"));
    assert!(
        values[1..].iter().all(FieldValue::is_blank),
        "other fields untouched: {values:?}"
    );
    assert!(
        model
            .fields()
            .skip(1)
            .all(|field| field.error.get_untracked().is_none()),
        "no other field checked"
    );
}

#[wasm_bindgen_test]
async fn platform_text_survives_the_markup_exactly_in_text_and_attributes() {
    let tricky = "\"><b onmouseover='x'>&amp; < > ' \" ñ</b>\n";
    let text = FieldSpec {
        description: tricky,
        value: Some(Sent::Text(tricky)),
        ..field(tricky, tricky, "string")
    };
    let choice = FieldSpec {
        options: vec![(tricky, tricky)],
        value: Some(Sent::Text(tricky)),
        ..field("choice", "Choice", "dropdown")
    };
    let forms = [dynamic_form::FormSpec {
        content: tricky,
        ..form("f", tricky, vec![text, choice])
    }];
    let form = mount_form(&forms, &[], &[]);
    let (ids, container) = (field_ids(&form.model), form.container);
    settle().await;
    assert!(find(&container, "b").is_none());
    let box_ = input(&container, &format!("#{}", ids[0]));
    // A text box drops line breaks from its value, as it would from typed text.
    assert_eq!(box_.value(), tricky.replace('\n', ""));
    assert_eq!(box_.name(), tricky);
    let label = element(&container, &format!("label[for={}]", ids[0]));
    assert_eq!(label.text_content().as_deref(), Some(tricky));
    assert_eq!(
        select_at(&container, &format!("#{}", ids[1])).value(),
        tricky
    );
    assert_eq!(
        element(&container, "h2").text_content().as_deref(),
        Some(tricky)
    );
}
