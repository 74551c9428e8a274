//! The example's app: its kind, its control, its message and its texts, handed to the form.

use dynamic_form::controls::Control;
use dynamic_form::dom::markup::Markup;
use dynamic_form::dom::rendered::{FieldState, Part, RenderedForm};
use dynamic_form::{
    own_kind, DynamicForm, Entry, FieldDef, FieldError, FieldKind, FieldSpec, FieldValue,
    FormModel, FormSpec, Host, Kind, Locale, Message, Options, PlainEnglish, Text, Texts,
    NO_SUPPLIES,
};
use leptos::prelude::*;
use serde::Deserialize;
use std::any::Any;
use std::sync::Arc;
use text_rules::Lang;
use web_sys::HtmlInputElement;

/// A Dutch postcode: four digits, the first not 0, and two letters, kept as `1234 AB`.
pub struct Postcode;

/// What the postcode kind says of a value it refuses, in both the app's languages.
pub const NOT_A_POSTCODE: Message = Message {
    code: "not-a-postcode",
    words: |lang| match lang {
        Lang::En => "Enter four digits and two letters, like 1234 AB.".into(),
        Lang::Es => "Escribe cuatro cifras y dos letras, como 1234 AB.".into(),
    },
};

impl Kind for Postcode {
    const NAMES: &'static [&'static str] = &["postcode", "postal_code"];
    const NAME: &'static str = "postcode";
    const ENTRY: Entry = Entry::Own(&PostcodeBox);

    fn check(value: &FieldValue, _: &Options, _: Locale) -> Result<(), FieldError> {
        tidy(value.text())
            .map(|_| ())
            .ok_or(FieldError::Own(NOT_A_POSTCODE))
    }

    fn kept(value: &FieldValue, _: &Options, _: Locale) -> FieldValue {
        let text = value.text().trim();
        FieldValue::Text(tidy(text).unwrap_or_else(|| text.to_owned()))
    }
}

/// `1234ab`, ` 1234 ab ` → `1234 AB`; `None` for anything that is not a postcode.
pub fn tidy(text: &str) -> Option<String> {
    let plain: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let (digits, letters) = plain.split_at_checked(4)?;
    let is_postcode = digits.bytes().all(|b| b.is_ascii_digit())
        && !digits.starts_with('0')
        && letters.len() == 2
        && letters.bytes().all(|b| b.is_ascii_alphabetic());
    is_postcode.then(|| format!("{digits} {}", letters.to_ascii_uppercase()))
}

/// The postcode's control: a text box that tidies what was typed as focus leaves it.
pub struct PostcodeBox;

impl PostcodeBox {
    fn input(form: &RenderedForm, field: &FieldState) -> Option<HtmlInputElement> {
        form.element_as::<HtmlInputElement>(field.id())
    }
}

impl Control for PostcodeBox {
    fn write(&self, out: &mut Markup, def: &FieldDef, value: &FieldValue, _: &dyn Any) {
        out.labelled(def);
        out.raw("<input type=\"text\" autocomplete=\"postal-code\" spellcheck=\"false\"");
        out.control_attrs(def, false);
        if !value.text().is_empty() {
            out.attr("value", value.text());
        }
        out.raw("></div>");
    }

    fn read(&self, form: &RenderedForm, field: &FieldState, _: Lang) -> Option<FieldValue> {
        Some(FieldValue::Text(Self::input(form, field)?.value()))
    }

    fn show(&self, form: &RenderedForm, field: &FieldState, value: &FieldValue, _: Lang) {
        if let Some(input) = Self::input(form, field) {
            input.set_value(value.text());
        }
    }

    fn on_leave(&self, form: &RenderedForm, field: &FieldState, _: Part, _: Lang) -> bool {
        let Some(input) = Self::input(form, field) else {
            return false;
        };
        match tidy(&input.value()).filter(|tidied| *tidied != input.value()) {
            Some(tidied) => {
                input.set_value(&tidied);
                true
            }
            None => false,
        }
    }
}

/// The app's kinds, looked up before the crate's.
pub static KINDS: &[FieldKind] = &[own_kind::<Postcode>()];

/// The app's texts: plain English, with the Spanish the example's test reads.
pub struct AppTexts;

impl Texts for AppTexts {
    fn text(&self, text: Text, lang: Lang) -> &'static str {
        match (text, lang) {
            (Text::Required, Lang::Es) => "Obligatorio",
            (text, lang) => PlainEnglish.text(text, lang),
        }
    }
    fn code_placeholder(&self, code: &str, lang: Lang) -> String {
        PlainEnglish.code_placeholder(code, lang)
    }
    fn error(&self, error: FieldError, locale: Locale) -> String {
        match (error, locale.lang) {
            (FieldError::Required, Lang::Es) => "Este campo es obligatorio.".into(),
            (FieldError::Required, _) => "This field is required.".into(),
            (error, _) => PlainEnglish.error(error, locale),
        }
    }
    fn answered_count(&self, answered: usize, fields: usize, lang: Lang) -> String {
        PlainEnglish.answered_count(answered, fields, lang)
    }
    fn label_from_key(&self, key: &str) -> String {
        PlainEnglish.label_from_key(key)
    }
}

/// A form as `form.json` describes it.
#[derive(Deserialize)]
struct JsonForm {
    id: String,
    title: String,
    #[serde(default)]
    description: String,
    fields: Vec<JsonField>,
}

/// A field as `form.json` describes it.
#[derive(Deserialize)]
struct JsonField {
    name: String,
    label: String,
    field_type: String,
    #[serde(default)]
    required: bool,
    #[serde(default)]
    description: String,
}

/// The form's model, from `form.json`, in the language `lang` follows.
pub fn model(lang: Memo<Lang>) -> Arc<FormModel> {
    let forms: Vec<JsonForm> = serde_json::from_str(include_str!("form.json")).unwrap_or_default();
    let specs: Vec<FormSpec> = forms
        .iter()
        .map(|form| FormSpec {
            id: &form.id,
            title: &form.title,
            description: &form.description,
            fields: form
                .fields
                .iter()
                .map(|field| FieldSpec {
                    name: &field.name,
                    label: &field.label,
                    field_type: &field.field_type,
                    required: field.required,
                    description: &field.description,
                    ..FieldSpec::default()
                })
                .collect(),
            ..FormSpec::default()
        })
        .collect();
    let host = Host {
        lang,
        texts: &AppTexts,
        kinds: KINDS,
        supplies: &NO_SUPPLIES,
    };
    Arc::new(FormModel::new(&specs, &[], &[], host))
}

/// The page: the form, and what Save would keep.
#[component]
pub fn App() -> impl IntoView {
    let model = model(Memo::new(|_| Lang::En));
    let kept = RwSignal::new(String::new());
    let save = {
        let model = Arc::clone(&model);
        move |event: leptos::ev::SubmitEvent| {
            event.prevent_default();
            if model.check_all().is_empty() {
                kept.set(serde_json::to_string(&model.kept_values()).unwrap_or_default());
            }
        }
    };
    view! {
        <form novalidate on:submit=save>
            <DynamicForm model on_edit=Callback::new(|()| {}) />
            <button type="submit">"Save"</button>
            <output>{move || kept.get()}</output>
        </form>
    }
}
