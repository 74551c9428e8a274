//! Renders any client profile form the platform sends, from its field definitions.
//!
//! Each field owns its signals ([`model::FieldModel`]), made with its definition from the decoded
//! answer: a keystroke sets its field's value and, once the user has left that field, validates
//! that field alone and shows its error. The forms are put in the page once, as escaped markup
//! ([`markup`]); one set of listeners on the form's root handles every control's events
//! ([`events`]) and updates that control (`state`, which knows each field's controls). One render
//! effect follows what changes many fields at once (Save's check, a discarded draft, the UI
//! language), rather than an effect per field: docs/performance.md#one-render-effect.
//! Everything from the API is shown as text. The first screen holds each select's chosen option
//! only; every select gets its whole list in the tasks after the first paint ([`complete`]).

mod complete;
mod events;
mod markup;
pub mod model;
mod phone;
mod state;

use crate::browser::{dom, phone_plans};
use crate::logic::client_form;
use crate::logic::lang::Lang;
use crate::session::{use_app, AppState};
use browser_timing::pointer::after_press;
use leptos::prelude::*;
use model::FormModel;
use state::RenderedForm;
use std::cell::{OnceCell, RefCell};
use std::rc::Rc;
use std::sync::Arc;
use web_sys::Element;

#[component]
pub fn DynamicForm(
    model: Arc<FormModel>,
    /// Called after every edit (the page saves a draft, debounced).
    on_edit: Callback<()>,
) -> impl IntoView {
    let state = use_app();
    let owner = Owner::current();
    let rendered: Rc<OnceCell<Rc<RenderedForm>>> = Rc::default();
    // Runs when the root element is created, before it is in the document: the whole form is
    // parsed detached and laid out once.
    let render = {
        let rendered = Rc::clone(&rendered);
        move |root: Element| {
            if rendered.get().is_some() {
                return;
            }
            let (form, markup) = state::render(&model, state.lang.get_untracked(), root.clone());
            if form.phones > 0 {
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
            let _ = rendered.set(form);
            warn_unknown_types(&model);
        }
    };
    view! {
        <div
            class="dynamic-form"
            use:render
            on:input=delegate(&rendered, state, on_edit, events::input)
            on:change=delegate(&rendered, state, on_edit, events::change)
            on:focusout={
                // Once a press of the pointer that left the field has ended (`browser_timing::pointer`).
                let leave = delegate(&rendered, state, on_edit, events::focus_out);
                move |event: web_sys::FocusEvent| {
                    let leave = leave.clone();
                    after_press(move || leave(event));
                }
            }
            on:focusin=delegate(&rendered, state, on_edit, events::open_list)
            on:pointerdown=delegate(&rendered, state, on_edit, events::open_list)
        ></div>
    }
}

// Thread-local: what the console has already been told in this page load, whichever form told it.
thread_local! {
    /// Unknown field types already reported in this page load: one warning per type, not per field.
    static WARNED_TYPES: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Logs `console.warn` once per unknown field type: a new type on the platform must be noticed, but
/// never break the page (it renders as a text input).
fn warn_unknown_types(model: &FormModel) {
    let types = client_form::unknown_types(model.fields().map(|field| &*field.def));
    WARNED_TYPES.with(|warned| {
        let mut warned = warned.borrow_mut();
        for field_type in types {
            if !warned.iter().any(|warned| warned == field_type) {
                warned.push(field_type.to_owned());
                dom::warn(&format!(
                    "client profile: unknown field type \"{field_type}\" rendered as a text input"
                ));
            }
        }
    });
}

type Handler = fn(&RenderedForm, &web_sys::Event, Lang, Callback<()>);

/// A listener on the form's root that hands the event to `handler` once the form is rendered, and
/// while it is in the page (an event handled after a press has ended may find it gone).
fn delegate<E: AsRef<web_sys::Event>>(
    rendered: &Rc<OnceCell<Rc<RenderedForm>>>,
    state: AppState,
    on_edit: Callback<()>,
    handler: Handler,
) -> impl Fn(E) + Clone + 'static {
    let rendered = Rc::clone(rendered);
    move |event: E| {
        if let Some(form) = rendered.get().filter(|form| form.root().is_connected()) {
            handler(form, event.as_ref(), state.lang.get_untracked(), on_edit);
        }
    }
}

/// The one render effect that follows changes made to many fields at once, owned by the form
/// (dropped with it). Its first run only subscribes: the markup already shows the starting state.
/// After a language switch, the fields read by the language's rules (numbers) are shown in the new
/// one and, once checked, checked again by its rules: an error shown follows the language shown.
fn bind(form: &Rc<RenderedForm>, model: &FormModel, state: AppState) {
    let form = Rc::clone(form);
    let (errors_revision, values_revision) = (model.errors_revision, model.values_revision);
    let effect = RenderEffect::new(move |previous: Option<(Lang, u32)>| {
        errors_revision.track();
        let values = values_revision.get();
        let lang = state.lang.get();
        if let Some((shown_lang, shown_values)) = previous {
            let lang_switched = shown_lang != lang;
            if lang_switched {
                form.relabel(lang);
            }
            let values_set = shown_values != values;
            let plans = phone_plans::installed();
            for field in &form.fields {
                let by_language = lang_switched && field.model.def.kind.reads_by_language();
                if values_set || by_language {
                    field
                        .model
                        .value
                        .with_untracked(|value| field.show(&form, value, lang));
                }
                if by_language && field.model.touched.get_untracked() {
                    field.model.check(lang, plans.as_deref());
                }
                field.sync_error(&form, lang);
            }
        }
        (lang, values)
    });
    StoredValue::new_local(effect);
}
