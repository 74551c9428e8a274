//! What every component test needs: forms described as the app hands them over, a host with texts
//! in two languages, a form mounted in a fresh container ([`mount_form`]), the one way to wait for
//! the reactive system and the DOM ([`settle`], [`wait_until`]), and elements found and driven as a
//! browser user would drive them.

pub use browser_timing::testing::{
    container, element, find, fire, input, select_at, settle, type_into, wait_until,
};
use dynamic_form::{
    DynamicForm, FieldError, FieldSpec, FieldValue, FormModel, FormSpec, Host, Locale,
    PlainEnglish, Text, Texts, NO_SUPPLIES,
};
use leptos::prelude::*;
use std::sync::Arc;
use text_rules::Lang;
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlSelectElement};

/// The texts the tests read, in both languages, as an app would give them.
pub struct TwoLanguages;

impl Texts for TwoLanguages {
    fn text(&self, text: Text, lang: Lang) -> &'static str {
        match (text, lang) {
            (Text::Required, Lang::Es) => "Obligatorio",
            (Text::ChooseOption, Lang::Es) => "Elige…",
            (Text::CountryCode, Lang::Es) => "Código de país",
            // The task list's words: English is enough here (the app's journeys test both).
            (text, _) => PlainEnglish.text(text, lang),
        }
    }

    fn code_placeholder(&self, code: &str, _: Lang) -> String {
        format!("+{code}")
    }

    fn error(&self, error: FieldError, locale: Locale) -> String {
        let (en, es) = match error {
            FieldError::Required => ("This field is required.", "Este campo es obligatorio."),
            FieldError::NotANumber => (
                "Enter a number, like 12.5.",
                "Escribe un número, como 12,5.",
            ),
            FieldError::NotWhole => (
                "Enter a whole number, like 12.",
                "Escribe un número entero, como 12.",
            ),
            FieldError::NotTicked => (
                "Tick this box to go on.",
                "Marca esta casilla para continuar.",
            ),
            FieldError::NoneChosen => ("Tick at least one option.", "Marca al menos una opción."),
            other => return format!("{other:?}"),
        };
        match locale.lang {
            Lang::En => en.to_owned(),
            Lang::Es => es.to_owned(),
        }
    }

    fn answered_count(&self, answered: usize, fields: usize, lang: Lang) -> String {
        PlainEnglish.answered_count(answered, fields, lang)
    }

    fn label_from_key(&self, key: &str) -> String {
        key.replace('_', " ")
    }
}

/// A host in `lang`, which a test may switch; no phone numbering plans (a plain length check).
pub fn host(lang: RwSignal<Lang>) -> Host {
    Host {
        lang: Memo::new(move |_| lang.get()),
        texts: &TwoLanguages,
        kinds: &[],
        supplies: &NO_SUPPLIES,
    }
}

/// A field as described, its name as its label unless given.
pub fn field(
    name: &'static str,
    label: &'static str,
    field_type: &'static str,
) -> FieldSpec<'static> {
    FieldSpec {
        name,
        label,
        field_type,
        ..FieldSpec::default()
    }
}

/// `field`, required.
pub fn required(field: FieldSpec<'static>) -> FieldSpec<'static> {
    FieldSpec {
        required: true,
        ..field
    }
}

/// One form of these fields.
pub fn form(
    id: &'static str,
    title: &'static str,
    fields: Vec<FieldSpec<'static>>,
) -> FormSpec<'static> {
    let titled = FormSpec {
        id,
        title,
        ..FormSpec::default()
    };
    FormSpec { fields, ..titled }
}

pub fn text(value: &str) -> FieldValue {
    FieldValue::Text(value.into())
}

/// A list kept for the test's whole run, for a value sent as a list.
pub fn list(keys: &[&str]) -> &'static [String] {
    Box::leak(keys.iter().map(|key| key.to_string()).collect())
}

/// The dom ids the form gave its fields, in form order.
pub fn field_ids(model: &FormModel) -> Vec<String> {
    model
        .fields()
        .map(|field| field.def.dom_id.clone())
        .collect()
}

/// A mounted form: its model, the language its host follows, the number of edits reported, and
/// its container.
pub struct Mounted {
    pub model: Arc<FormModel>,
    pub lang: RwSignal<Lang>,
    pub edits: RwSignal<usize>,
    pub container: HtmlElement,
}

/// Mounts the forms, with what this device kept of them, in a fresh container.
pub fn mount_form(
    forms: &[FormSpec],
    saved: &[(String, FieldValue)],
    draft: &[(String, FieldValue)],
) -> Mounted {
    mount(forms, saved, draft, false)
}

/// Mounts the forms in a fresh container, drawn for a page that frames them itself.
pub fn mount_framed_by_page(forms: &[FormSpec]) -> Mounted {
    mount(forms, &[], &[], true)
}

fn mount(
    forms: &[FormSpec],
    saved: &[(String, FieldValue)],
    draft: &[(String, FieldValue)],
    framed_by_page: bool,
) -> Mounted {
    let lang = RwSignal::new(Lang::En);
    let edits = RwSignal::new(0);
    let model = Arc::new(FormModel::new(forms, saved, draft, host(lang)));
    let container = container();
    let shown = Arc::clone(&model);
    let handle = leptos::mount::mount_to(container.clone(), move || {
        let on_edit = Callback::new(move |()| edits.update(|count| *count += 1));
        view! { <DynamicForm model=shown on_edit framed_by_page /> }
    });
    handle.forget();
    Mounted {
        model,
        lang,
        edits,
        container,
    }
}

/// Waits until the form has given every select its whole list, which it does in the tasks after
/// the first paint and marks with `data-lists="complete"`.
pub async fn lists_complete(container: &HtmlElement) {
    wait_until("the form's selects' whole lists", || {
        find(container, ".dynamic-form[data-lists=\"complete\"]").is_some()
    })
    .await;
}

/// Clicks an element as a user does (a box's `input` and `change` follow, and bubble).
pub fn click(container: &HtmlElement, selector: &str) {
    element(container, selector)
        .unchecked_into::<HtmlElement>()
        .click();
}

/// Chooses `value` and fires `change` as a browser does after a choice in a select.
pub fn choose(select: &HtmlSelectElement, value: &str) {
    select.set_value(value);
    fire(select, "change");
}
