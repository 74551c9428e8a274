//! The profile's country, date of birth and résumé link as kinds of the app's own, handed to the
//! form engine: checked by the profile's rules, refused in the profile's words, and the country's
//! suggestions put in on first focus only.

use crate::support::*;
use dynamic_form::{own_kind, FieldKind, FieldSpec, FormModel};
use leptos::prelude::*;
use staffing_web::components::profile_form::country::CountryKind;
use staffing_web::components::profile_form::rules::{DateOfBirth, ResumeLink};
use staffing_web::i18n::{date_error_text, url_error, Profile, Translate};
use std::sync::Arc;
use text_rules::dates::DateError;
use text_rules::validate::UrlError;
use text_rules::Lang;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

static KINDS: &[FieldKind] = &[
    own_kind::<CountryKind>(),
    own_kind::<DateOfBirth>(),
    own_kind::<ResumeLink>(),
];

fn mount_profile_rules() -> (Arc<FormModel>, HtmlElement) {
    let field = |name, field_type| FieldSpec {
        name,
        label: name,
        field_type,
        ..FieldSpec::default()
    };
    let fields = vec![
        field("country", "country"),
        field("date_of_birth", "date_of_birth"),
        field("resume_url", "resume_url"),
    ];
    mount_own_fields(KINDS, fields, RwSignal::new(Lang::En))
}

fn error_text(container: &HtmlElement, id: &str) -> Option<String> {
    find(container, &format!("#{id}-error")).and_then(|error| error.text_content())
}

#[wasm_bindgen_test]
async fn the_profiles_rules_and_words_check_its_fields_in_the_form_engine() {
    let (model, container) = mount_profile_rules();
    let ids: Vec<String> = model.fields().map(|f| f.def.dom_id.clone()).collect();
    let values = [
        ("Narnia", 0),
        ("2099-01-01", 1),
        ("https://example.com/cv", 2),
    ];
    for (text, index) in values {
        let input = input(&container, &format!("#{}", ids[index]));
        input.focus().expect("focus");
        type_into(&input, text);
        input.blur().expect("blur");
    }
    settle().await;
    assert_eq!(
        error_text(&container, &ids[0]),
        Some(Profile::ErrorUnknownCountry.text(Lang::En).to_owned())
    );
    assert_eq!(
        error_text(&container, &ids[1]),
        Some(date_error_text(DateError::InFuture, Lang::En))
    );
    assert_eq!(
        error_text(&container, &ids[2]),
        Some(url_error(UrlError::NotADocument).text(Lang::En).to_owned())
    );

    let country = input(&container, &format!("#{}", ids[0]));
    type_into(&country, "chile");
    let born = input(&container, &format!("#{}", ids[1]));
    type_into(&born, "1990-05-17");
    let resume = input(&container, &format!("#{}", ids[2]));
    type_into(&resume, "https://example.com/cv.pdf");
    settle().await;
    assert_eq!(model.check_all(), Vec::new());
}

#[wasm_bindgen_test]
async fn the_countrys_suggestions_come_with_the_first_focus_not_with_the_page() {
    let (model, container) = mount_profile_rules();
    let id = model
        .fields()
        .next()
        .map(|f| f.def.dom_id.clone())
        .unwrap_or_default();
    let suggestions = || {
        find(&container, &format!("#{id}-list"))
            .map(|list| list.child_element_count())
            .unwrap_or_default()
    };
    wait_until("the form's lists after the first paint", || {
        find(&container, ".dynamic-form[data-lists=\"complete\"]").is_some()
    })
    .await;
    assert_eq!(suggestions(), 0, "none with the page");
    input(&container, &format!("#{id}")).focus().expect("focus");
    settle().await;
    assert!(suggestions() > 200, "{} suggestions", suggestions());
}
