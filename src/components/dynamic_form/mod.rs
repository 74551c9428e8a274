//! Renders any client profile form the platform sends, from its field definitions.
//!
//! Each field owns its signals ([`model::FieldModel`]): a keystroke sets its field's value and, once
//! the user has left that field, validates that field alone. The DOM is built once, directly
//! ([`build`]); two small render effects per field keep it in step with the model (the error and
//! `aria-invalid`; a value set from outside, such as a discarded draft), and one set of listeners on
//! the form's root handles every control's events. Everything from the API is inserted as text.

mod build;
mod events;
pub mod model;
mod phone;

use crate::browser::dom;
use crate::i18n::{phone_error, Client, Translate};
use crate::logic::client_form::FieldError;
use crate::logic::lang::Lang;
use crate::session::{use_app, AppState};
use build::{Built, Control, FieldNodes};
use leptos::prelude::*;
use model::FormModel;
use std::cell::{OnceCell, RefCell};
use std::collections::HashSet;
use std::rc::Rc;
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
    let state = use_app();
    let owner = Owner::current();
    let built: Rc<OnceCell<Rc<Built>>> = Rc::default();
    // Runs when the root element is created, before it is in the document: the whole form is built
    // detached and laid out once.
    let render = {
        let built = Rc::clone(&built);
        move |root: web_sys::Element| {
            if built.get().is_some() {
                return;
            }
            let lang = state.lang.get_untracked();
            match build::build(&root, &model, lang) {
                Ok(form) => {
                    let form = Rc::new(form);
                    let bind = || bind(&form, state);
                    match &owner {
                        Some(owner) => owner.with(bind),
                        None => bind(),
                    }
                    let _ = built.set(form);
                }
                Err(_) => {
                    // Only a broken DOM gets here; say so rather than show half a form.
                    root.set_text_content(Some(Client::RenderFailed.text(lang)));
                }
            }
        }
    };
    view! {
        <div
            class="dynamic-form"
            use:render
            on:input=delegate(&built, state, on_edit, events::input)
            on:change=delegate(&built, state, on_edit, events::change)
            on:focusout=delegate(&built, state, on_edit, events::focus_out)
            on:focusin=delegate(&built, state, on_edit, events::open_country_list)
            on:pointerdown=delegate(&built, state, on_edit, events::open_country_list)
        ></div>
    }
}

type Handler = fn(&Built, &web_sys::Event, Lang, Callback<()>);

/// A listener on the form's root that hands the event to `handler` once the form is built.
fn delegate<E: AsRef<web_sys::Event>>(
    built: &Rc<OnceCell<Rc<Built>>>,
    state: AppState,
    on_edit: Callback<()>,
    handler: Handler,
) -> impl Fn(E) + 'static {
    let built = Rc::clone(built);
    move |event: E| {
        if let Some(form) = built.get() {
            handler(form, event.as_ref(), state.lang.get_untracked(), on_edit);
        }
    }
}

/// The render effects that keep the DOM in step with the model, owned by the form (dropped with it).
fn bind(form: &Rc<Built>, state: AppState) {
    let mut effects = Vec::with_capacity(form.fields.len());
    let mut values = Vec::with_capacity(form.fields.len());
    for (index, field) in form.fields.iter().enumerate() {
        effects.push(show_error(field, state));
        values.extend(show_value(form, index, state));
    }
    let relabel = Rc::clone(form);
    let texts = RenderEffect::new(move |first: Option<()>| {
        let lang = state.lang.get();
        if first.is_some() {
            relabel_all(&relabel, lang);
        }
    });
    StoredValue::new_local((effects, values, texts));
}

/// The error text, `aria-invalid` and the group's invalid style follow the field's error.
fn show_error(field: &FieldNodes, state: AppState) -> RenderEffect<bool> {
    let error = field.model.error;
    let text = field.error.clone();
    let target = field.invalid_target().clone();
    let group = field.group.clone();
    RenderEffect::new(move |shown: Option<bool>| {
        let problem = error.get();
        let was_invalid = shown.unwrap_or(false);
        match problem {
            Some(problem) => {
                text.set_text_content(Some(field_error_text(problem, state.lang.get())));
            }
            None if was_invalid => text.set_text_content(None),
            None => {}
        }
        let invalid = problem.is_some();
        if invalid != was_invalid {
            let _ = if invalid {
                target.set_attribute("aria-invalid", "true")
            } else {
                target.remove_attribute("aria-invalid")
            };
            let _ = group
                .class_list()
                .toggle_with_force("field--invalid", invalid);
        }
        invalid
    })
}

/// A value set from outside (a discarded draft) shows in the control. The first run does nothing:
/// the control was built with its value.
fn show_value(form: &Rc<Built>, index: usize, state: AppState) -> Option<RenderEffect<()>> {
    let value = form.fields.get(index)?.model.value;
    let form = Rc::clone(form);
    Some(RenderEffect::new(move |first: Option<()>| {
        value.with(|value| match form.fields.get(index) {
            Some(field) if first.is_some() => show(field, value, state.lang.get_untracked()),
            _ => {}
        });
    }))
}

/// Puts `value` in the field's control unless it already shows it (so nothing moves while the user
/// types into it).
fn show(field: &FieldNodes, value: &str, lang: Lang) {
    match &field.control {
        Control::Text(input) => {
            if input.value() != value {
                input.set_value(value);
            }
        }
        Control::Dropdown { select, .. } => {
            if select.value() != value {
                select.set_value(value);
                // A value that is no option shows as "Choose…"; Save reports it.
                if select.value() != value {
                    select.set_value("");
                }
            }
        }
        Control::Phone(phone) => {
            let _ = phone.show_value(value, lang);
        }
    }
}

fn relabel_all(form: &Built, lang: Lang) {
    for field in &form.fields {
        match &field.control {
            Control::Dropdown { placeholder, .. } => {
                placeholder.set_text_content(Some(Client::ChooseOption.text(lang)));
            }
            Control::Phone(phone) => phone.relabel(lang),
            Control::Text(_) => {}
        }
    }
}
