//! Renders any client profile form the platform sends, from its field definitions. Each field owns its
//! signals ([`model::FieldModel`]), so typing re-renders nothing but that field's own bindings.
//! Everything from the API is inserted as text.

pub mod model;

use crate::browser::dom;
use crate::components::phone_input::PhoneInput;
use crate::i18n::{phone_error, Client, Translate};
use crate::logic::client_form::{FieldError, FieldKind};
use crate::logic::lang::Lang;
use crate::logic::phone;
use crate::session::tr;
use crate::session::use_app;
use leptos::prelude::*;
use model::{FieldModel, FormModel};
use std::cell::RefCell;
use std::collections::HashSet;
use std::sync::Arc;

/// The message for a field's error, in the UI language.
pub fn field_error_text(error: FieldError, lang: Lang) -> &'static str {
    match error {
        FieldError::Required => Client::FieldRequired.text(lang),
        FieldError::NotAnOption => Client::NotAnOption.text(lang),
        FieldError::Phone(problem) => phone_error(problem).text(lang),
    }
}

thread_local! {
    /// Unknown field types already reported in this page load: one warning per type, not per field.
    static WARNED_TYPES: RefCell<HashSet<String>> = RefCell::new(HashSet::new());
}

/// Logs `console.warn` once per unknown field type: a new type on the platform must be noticed, but
/// never break the page (it renders as a text input).
pub fn warn_unknown_types(types: &[String]) {
    WARNED_TYPES.with(|warned| {
        let mut warned = warned.borrow_mut();
        for field_type in types {
            if warned.insert(field_type.clone()) {
                dom::warn(&format!(
                    "client profile: unknown field type \"{field_type}\" rendered as a text input"
                ));
            }
        }
    });
}

#[component]
pub fn DynamicForm(
    model: Arc<FormModel>,
    /// Called after every edit (the page saves a draft, debounced).
    on_edit: Callback<()>,
) -> impl IntoView {
    let sections = model
        .forms
        .iter()
        .map(|(header, fields)| {
            let heading_id = format!("{}-title", header.dom_id);
            let labelled_by = heading_id.clone();
            let description = (!header.description.trim().is_empty())
                .then(|| view! { <p class="form-section__description">{header.description.clone()}</p> });
            let content = (!header.content.trim().is_empty())
                .then(|| view! { <p class="plain-text form-section__content">{header.content.clone()}</p> });
            let fields: Vec<_> = fields.iter().map(|field| field_view(field.clone(), on_edit)).collect();
            view! {
                <section class="card form-section" id=header.dom_id.clone() aria-labelledby=labelled_by>
                    <h2 id=heading_id>{header.title.clone()}</h2>
                    {description}
                    {content}
                    {fields}
                </section>
            }
        })
        .collect::<Vec<_>>();
    view! { <div class="dynamic-form">{sections}</div> }
}

/// One field. Its `aria-describedby` always names the error element, which is empty while valid, so
/// the attribute stays static and only `aria-invalid` and the error text react.
fn field_view(field: FieldModel, on_edit: Callback<()>) -> impl IntoView {
    let state = use_app();
    let def = Arc::clone(&field.def);
    let id = def.dom_id.clone();
    let hint_id = format!("{id}-hint");
    let error_id = format!("{id}-error");
    let has_hint = !def.description.trim().is_empty();
    if def.kind == FieldKind::Phone {
        return phone_field_view(field, on_edit, has_hint).into_any();
    }
    let described_by = if has_hint {
        format!("{hint_id} {error_id}")
    } else {
        error_id.clone()
    };
    let FieldModel {
        value,
        touched,
        error,
        ..
    } = field.clone();
    let invalid = move || error.with(Option::is_some).then_some("true");
    // Always a text node ("" while valid): an `Option` here would add a placeholder node per field.
    let error_text = move || {
        error
            .get()
            .map_or("", |problem| field_error_text(problem, state.lang.get()))
    };
    let on_input = {
        let field = field.clone();
        move |event: leptos::ev::Event| {
            value.set(event_target_value(&event));
            // Validated while typing only once the user has left the field: no error while they start.
            if touched.get_untracked() {
                field.check();
            }
            on_edit.run(());
        }
    };
    let on_blur = move |_| {
        touched.set(true);
        field.check();
    };
    let required = def.required.then_some("true");
    // The required mark is drawn by CSS (hidden from assistive technology, which hears
    // `aria-required`): no extra element per field.
    let label_class = if def.required { "label--required" } else { "" };
    let control = match &def.kind {
        FieldKind::Dropdown(options) => {
            let options = options
                .items()
                .iter()
                .map(|(key, text)| view! { <option value=key.clone()>{text.clone()}</option> })
                .collect::<Vec<_>>();
            view! {
                <select
                    id=id.clone()
                    name=def.key.clone()
                    prop:value=value
                    on:change=on_input
                    on:blur=on_blur
                    aria-required=required
                    aria-invalid=invalid
                    aria-describedby=described_by
                >
                    <option value="">{tr(Client::ChooseOption)}</option>
                    {options}
                </select>
            }
            .into_any()
        }
        kind => {
            let (input_type, autocomplete) = match kind {
                FieldKind::Phone => ("tel", Some("tel")),
                _ => ("text", None),
            };
            view! {
                <input
                    id=id.clone()
                    name=def.key.clone()
                    type=input_type
                    autocomplete=autocomplete
                    prop:value=value
                    on:input=on_input
                    on:blur=on_blur
                    aria-required=required
                    aria-invalid=invalid
                    aria-describedby=described_by
                />
            }
            .into_any()
        }
    };
    view! {
        <div class="field" data-field-type=field_type_name(&def.kind)>
            <label for=id class=label_class>{def.label.clone()}</label>
            {has_hint.then(|| view! { <p class="field__hint" id=hint_id>{def.description.clone()}</p> })}
            {control}
            <p class="field__error" id=error_id>{error_text}</p>
        </div>
    }
    .into_any()
}

/// A `phone` field: the same control as the job seeker profile (calling code and national number).
/// The field's value is the whole number as typed, `+CC national`; it is validated and sent in the
/// platform's international format.
fn phone_field_view(field: FieldModel, on_edit: Callback<()>, has_hint: bool) -> impl IntoView {
    let state = use_app();
    let def = Arc::clone(&field.def);
    let (code, national) = field
        .value
        .with_untracked(|value| phone::split_international(value))
        .unwrap_or_else(|| (String::new(), field.value.get_untracked()));
    let calling_code = RwSignal::new(code);
    let national = RwSignal::new(national);
    let FieldModel {
        value,
        touched,
        error,
        ..
    } = field.clone();
    // The two controls are the source; the field's value follows them. Not run at start, so a
    // prefilled number is not counted as an edit.
    Effect::watch(
        move || (calling_code.get(), national.get()),
        {
            let field = field.clone();
            move |(code, number): &(String, String), _, _| {
                let number = number.trim();
                let combined = match (code.is_empty(), number.is_empty()) {
                    (_, true) => String::new(),
                    (true, false) => number.to_string(),
                    (false, false) => format!("+{code} {number}"),
                };
                value.set(combined);
                if touched.get_untracked() {
                    field.check();
                }
                on_edit.run(());
            }
        },
        false,
    );
    let label = Signal::stored(def.label.clone());
    let description = def.description.clone();
    let message = Signal::derive(move || {
        error
            .get()
            .map(|problem| field_error_text(problem, state.lang.get()).to_string())
    });
    let on_blur = Callback::new(move |()| {
        touched.set(true);
        field.check();
    });
    let id = def.dom_id.clone();
    let required = def.required;
    let control = if has_hint {
        let hint = Signal::stored(description);
        view! { <PhoneInput id label calling_code national error=message hint required on_blur /> }
            .into_any()
    } else {
        view! { <PhoneInput id label calling_code national error=message required on_blur /> }
            .into_any()
    };
    view! { <div data-field-type="phone">{control}</div> }
}

fn field_type_name(kind: &FieldKind) -> &'static str {
    match kind {
        FieldKind::Text => "string",
        FieldKind::Phone => "phone",
        FieldKind::Dropdown(_) => "dropdown",
        FieldKind::Unknown(_) => "unknown",
    }
}
