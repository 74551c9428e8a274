//! Renders any client profile form the platform sends, from its field definitions.
//!
//! Each field owns its signals ([`model::FieldModel`]): a keystroke sets its field's value and, once
//! the user has left that field, validates that field alone and shows its error. The forms are put
//! in the page once, as escaped markup ([`markup`]); one set of listeners on the form's root handles
//! every control's events ([`events`]) and updates that control. One render effect follows what
//! changes many fields at once (Save's check, a discarded draft, the UI language): creating an
//! effect per field cost about a fifth of a thousand-field form's render. Everything from the API
//! is shown as text. The first screen holds each select's chosen option only; every select gets its
//! whole list in the tasks after the first paint ([`complete`]).

mod complete;
mod events;
mod markup;
pub mod model;
mod phone;
mod state;

use crate::browser::dom;
use crate::components::field::described_by;
use crate::i18n::{client_field_error_text, Client, Translate};
use crate::logic::client_form::FieldKind;
use crate::logic::lang::Lang;
use crate::session::{use_app, AppState};
use leptos::prelude::*;
use model::FormModel;
use state::{Built, FieldState};
use std::cell::{OnceCell, RefCell};
use std::collections::HashSet;
use std::rc::Rc;
use std::sync::Arc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};

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
    // Runs when the root element is created, before it is in the document: the whole form is
    // parsed detached and laid out once.
    let render = {
        let built = Rc::clone(&built);
        move |root: Element| {
            if built.get().is_some() {
                return;
            }
            let (form, markup) = state::render(&model, state.lang.get_untracked(), root.clone());
            if form.fields.iter().any(|field| field.phone.is_some()) {
                // The numbering plans the phone fields are judged by, fetched once.
                crate::browser::phone_plans::load_once();
            }
            root.set_inner_html(&markup);
            let form = Rc::new(form);
            let bind = || bind(&form, &model, state);
            match &owner {
                Some(owner) => owner.with(bind),
                None => bind(),
            }
            complete::after_first_paint(Rc::downgrade(&form), state);
            let _ = built.set(form);
        }
    };
    view! {
        <div
            class="dynamic-form"
            use:render
            on:input=delegate(&built, state, on_edit, events::input)
            on:change=delegate(&built, state, on_edit, events::change)
            on:focusout=delegate(&built, state, on_edit, events::focus_out)
            on:focusin=delegate(&built, state, on_edit, events::open_list)
            on:pointerdown=delegate(&built, state, on_edit, events::open_list)
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

/// The one render effect that follows changes made to many fields at once, owned by the form
/// (dropped with it). Its first run only subscribes: the markup already shows the starting state.
fn bind(form: &Rc<Built>, model: &FormModel, state: AppState) {
    let form = Rc::clone(form);
    let (errors_revision, values_revision) = (model.errors_revision, model.values_revision);
    let effect = RenderEffect::new(move |previous: Option<(Lang, u32)>| {
        errors_revision.track();
        let values = values_revision.get();
        let lang = state.lang.get();
        if let Some((shown_lang, shown_values)) = previous {
            if shown_lang != lang {
                relabel(&form, lang);
            }
            let values_set = shown_values != values;
            for field in &form.fields {
                if values_set {
                    field
                        .model
                        .value
                        .with_untracked(|value| show(&form, field, value, lang));
                }
                sync_error(&form, field, lang);
            }
        }
        (lang, values)
    });
    StoredValue::new_local(effect);
}

/// Shows the field's current error (text, `aria-invalid`, the invalid style), unless the page
/// already shows it in this language.
fn sync_error(form: &Built, field: &FieldState, lang: Lang) {
    let now = field.model.error.get_untracked().map(|error| (error, lang));
    if field.shown_error.get() == now {
        return;
    }
    field.shown_error.set(now);
    set_error(
        form,
        field,
        now.map(|(error, lang)| client_field_error_text(error, lang))
            .as_deref(),
    );
}

/// Puts a dropdown's whole option list in its `<select>`, once, keeping the current choice.
/// (`complete` calls it for every dropdown after the first paint.)
fn list_options(field: &FieldState, select: &HtmlSelectElement, lang: Lang) {
    let FieldKind::Dropdown(options) = &field.model.def.kind else {
        return;
    };
    if field.listed.replace(true) {
        return;
    }
    field
        .model
        .value
        .with_untracked(|value| select.set_inner_html(&markup::list_options(options, value, lang)));
}

/// Shows or clears a field's error: the error element (added with the first error and removed when
/// it is fixed, like the app's other fields), `aria-invalid`, `aria-describedby`, the invalid style.
fn set_error(form: &Built, field: &FieldState, text: Option<&str>) -> Option<()> {
    let def = &field.model.def;
    let id = &def.dom_id;
    let error_id = format!("{id}-error");
    let control = form.element(id)?;
    let group = control.closest(".field").ok()??;
    let mut described = vec![control.clone()];
    if field.phone.is_some() {
        described.extend(form.element(&markup::code_id(id)));
    }
    let existing = form.element(&error_id);
    match text {
        Some(text) => {
            let error = match existing {
                Some(error) => error,
                None => {
                    let error = control.owner_document()?.create_element("p").ok()?;
                    error.set_class_name("field__error");
                    error.set_id(&error_id);
                    group.append_child(&error).ok()?;
                    error
                }
            };
            error.set_text_content(Some(text));
            control.set_attribute("aria-invalid", "true").ok()?;
        }
        None => {
            if let Some(error) = existing {
                error.remove();
            }
            control.remove_attribute("aria-invalid").ok()?;
        }
    }
    let _ = group
        .class_list()
        .toggle_with_force("field--invalid", text.is_some());
    let ids = described_by(id, markup::has_hint(def), text.is_some());
    for element in described {
        let _ = match &ids {
            Some(ids) => element.set_attribute("aria-describedby", ids),
            None => element.remove_attribute("aria-describedby"),
        };
    }
    Some(())
}

fn show(form: &Built, field: &FieldState, value: &str, lang: Lang) {
    if let Some(phone) = field.phone_control(form) {
        let _ = phone.show_value(value, lang);
        return;
    }
    let Some(control) = form.element(&field.model.def.dom_id) else {
        return;
    };
    if let Some(input) = control.dyn_ref::<HtmlInputElement>() {
        if input.value() != value {
            input.set_value(value);
        }
    } else if let Some(select) = control.dyn_ref::<HtmlSelectElement>() {
        if select.value() != value {
            list_options(field, select, lang);
            select.set_value(value);
            // A value that is no option shows as "Choose…"; Save reports it.
            if select.value() != value {
                select.set_value("");
            }
        }
    }
}

/// Texts in the UI language after it changed.
fn relabel(form: &Built, lang: Lang) {
    for (selector, text) in [
        (
            format!(".{}", markup::CHOOSE_CLASS),
            Client::ChooseOption.text(lang),
        ),
        (
            format!(".{}", markup::CODE_LABEL_CLASS),
            crate::i18n::Phone::CountryCode.text(lang),
        ),
    ] {
        if let Ok(nodes) = form.root().query_selector_all(&selector) {
            for node in (0..nodes.length()).filter_map(|index| nodes.item(index)) {
                node.set_text_content(Some(text));
            }
        }
    }
    for field in &form.fields {
        if let Some(phone) = field.phone_control(form) {
            phone.relabel(lang);
        }
    }
}
