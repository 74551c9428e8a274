//! A field the app describes itself (`FieldSpec::words`): its label and hint are the app's, in the
//! UI language, and follow a language switch, in the page and in Save's problems.

use crate::support::*;
use dynamic_form::{FieldSpec, FieldWords, Words};
use leptos::prelude::*;
use text_rules::Lang;
use wasm_bindgen_test::*;

fn name_words(lang: Lang) -> FieldWords {
    match lang {
        Lang::En => FieldWords {
            label: "Full name",
            hint: "",
        },
        Lang::Es => FieldWords {
            label: "Nombre completo",
            hint: "",
        },
    }
}

fn phone_words(lang: Lang) -> FieldWords {
    match lang {
        Lang::En => FieldWords {
            label: "Contact phone",
            hint: "With its country code.",
        },
        Lang::Es => FieldWords {
            label: "Teléfono de contacto",
            hint: "Con su código de país.",
        },
    }
}

#[wasm_bindgen_test]
async fn an_apps_own_words_follow_the_ui_language() {
    let fields = vec![
        FieldSpec {
            words: Some(Words(name_words)),
            ..required(field("name", "", "string"))
        },
        FieldSpec {
            words: Some(Words(phone_words)),
            ..field("phone", "", "phone")
        },
        field("size", "Size", "string"),
    ];
    let form = mount_form(&[form("profile", "Profile", fields)], &[], &[]);
    let ids = field_ids(&form.model);
    let text_of = |selector: String| element(&form.container, &selector).text_content();
    let name_label = || text_of(format!("label[for=\"{}\"]", ids[0]));
    let phone_label = || text_of(format!("#{}-label", ids[1]));
    let phone_hint = || text_of(format!("#{}-hint", ids[1]));
    let size_label = || text_of(format!("label[for=\"{}\"]", ids[2]));

    assert_eq!(name_label().as_deref(), Some("Full name"));
    assert_eq!(phone_label().as_deref(), Some("Contact phone"));
    assert_eq!(phone_hint().as_deref(), Some("With its country code."));
    let phone = input(&form.container, &format!("#{}", ids[1]));
    let described = phone.get_attribute("aria-describedby").unwrap_or_default();
    assert!(
        described.contains(&format!("{}-hint", ids[1])),
        "{described}"
    );

    form.lang.set(Lang::Es);
    settle().await;
    assert_eq!(name_label().as_deref(), Some("Nombre completo"));
    assert_eq!(phone_label().as_deref(), Some("Teléfono de contacto"));
    assert_eq!(phone_hint().as_deref(), Some("Con su código de país."));
    assert_eq!(
        size_label().as_deref(),
        Some("Size"),
        "the platform's label stays"
    );

    let problems = form.model.check_all();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].label, "Nombre completo");

    form.lang.set(Lang::En);
    settle().await;
    assert_eq!(name_label().as_deref(), Some("Full name"));
    assert_eq!(phone_hint().as_deref(), Some("With its country code."));
}
