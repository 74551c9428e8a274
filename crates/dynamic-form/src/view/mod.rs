//! The form in the page: [`DynamicForm`]. Its forms are put in the page once, as escaped markup
//! (`dom::markup`, written by each field's control); one set of listeners on the form's root hands
//! every control's events to that control ([`events`]). One render effect follows what changes
//! many fields at once (Save's check, a discarded draft, the UI language), rather than an effect
//! per field: docs/performance.md#one-render-effect. Every select gets its whole list in the tasks
//! after the first paint ([`lists`]).

mod errors;
mod events;
pub mod lists;
mod next;
mod progress;
mod render;

pub use next::NextRequired;

use crate::base::host::Locale;
use crate::base::texts::Text;
use crate::controls::Control;
use crate::dom::field_ids::{hint_id, REQUIRED_WORD_ID};
use crate::dom::rendered::{FieldState, RenderedForm};
use crate::model::def::unknown_types;
use crate::model::form::FormModel;
use browser_timing::pointer::after_press;
use leptos::prelude::*;
use std::cell::{OnceCell, RefCell};
use std::rc::Rc;
use std::sync::Arc;
use text_rules::Lang;
use web_sys::Element;

/// Renders every form of `model`. The forms are parsed detached, when the root element is made,
/// and laid out once.
#[component]
pub fn DynamicForm(
    model: Arc<FormModel>,
    /// Called after every edit (the page keeps a draft).
    on_edit: Callback<()>,
    /// The page frames the form itself, with its own heading and progress: the forms are drawn
    /// without their headings and without the task list.
    #[prop(optional)]
    framed_by_page: bool,
) -> impl IntoView {
    let host = model.host;
    let owner = Owner::current();
    let rendered: Rc<OnceCell<Rc<RenderedForm>>> = Rc::default();
    let render = {
        let rendered = Rc::clone(&rendered);
        move |root: Element| {
            if rendered.get().is_some() {
                return;
            }
            let (form, markup) =
                render::render(&model, host.lang_now(), root.clone(), framed_by_page);
            for wanted in &form.wanted {
                (host.supplies.load)(*wanted);
            }
            root.set_inner_html(&markup);
            let form = Rc::new(form);
            let bind = || {
                mount_views(&form);
                bind(&form, &model);
                progress::follow(&form, &model);
            };
            match &owner {
                Some(owner) => owner.with(bind),
                None => bind(),
            }
            lists::after_first_paint(Rc::downgrade(&form));
            let _ = rendered.set(form);
            warn_unknown_types(&model);
        }
    };
    view! {
        <div
            class="dynamic-form"
            use:render
            on:input=delegate(&rendered, on_edit, events::input)
            on:change=delegate(&rendered, on_edit, events::change)
            on:focusout={
                // Once a press of the pointer that left the field has ended (`browser_timing::pointer`).
                let leave = delegate(&rendered, on_edit, events::focus_out);
                move |event: web_sys::FocusEvent| {
                    let leave = leave.clone();
                    after_press(move || leave(event));
                }
            }
            on:focusin=delegate(&rendered, on_edit, events::focus_in)
            on:pointerdown=delegate(&rendered, on_edit, events::focus_in)
            on:click=delegate(&rendered, on_edit, events::follow_link)
        ></div>
    }
}

/// Lets each control draw what it draws as a Leptos view (`Control::mount`), now that its markup is
/// in the page. Each view's state belongs to the form's owner: it goes when the form goes, before
/// its effects could run on the form's disposed signals.
fn mount_views(form: &RenderedForm) {
    for field in &form.fields {
        if let Some(view) = field.model.def.kind.entry().mount(form, field) {
            StoredValue::new_local(view);
        }
    }
}

// Thread-local: what the console has already been told in this page load, whichever form told it.
thread_local! {
    /// Unknown field types already reported in this page load: one warning per type, not per field.
    static WARNED_TYPES: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Logs `console.warn` once per unknown field type: a new type must be noticed, but never break
/// the page (it renders as a text box).
fn warn_unknown_types(model: &FormModel) {
    let types = unknown_types(model.fields().map(|field| &*field.def));
    WARNED_TYPES.with(|warned| {
        let mut warned = warned.borrow_mut();
        for field_type in types {
            if !warned.iter().any(|warned| warned == field_type) {
                warned.push(field_type.to_owned());
                web_sys::console::warn_1(
                    &format!(
                        "client form: unknown field type \"{field_type}\" rendered as a text box"
                    )
                    .into(),
                );
            }
        }
    });
}

type Handler = fn(&RenderedForm, &web_sys::Event, Lang, Callback<()>);

/// A listener on the form's root that hands the event to `handler` once the form is rendered, and
/// while it is in the page (an event handled after a press has ended may find it gone).
fn delegate<E: AsRef<web_sys::Event>>(
    rendered: &Rc<OnceCell<Rc<RenderedForm>>>,
    on_edit: Callback<()>,
    handler: Handler,
) -> impl Fn(E) + Clone + 'static {
    let rendered = Rc::clone(rendered);
    move |event: E| {
        if let Some(form) = rendered.get().filter(|form| form.is_live()) {
            handler(form, event.as_ref(), form.host.lang_now(), on_edit);
        }
    }
}

/// The one render effect that follows changes made to many fields at once, owned by the form
/// (dropped with it). Its first run only subscribes: the markup already shows the starting state.
/// After a language switch, the fields read by the language's rules (numbers) are shown in the new
/// one and, once checked, checked again by its rules: an error shown follows the language shown.
fn bind(form: &Rc<RenderedForm>, model: &FormModel) {
    let form = Rc::clone(form);
    let (errors_revision, values_revision) = (model.errors_revision, model.values_revision);
    let host = model.host;
    let effect = RenderEffect::new(move |previous: Option<(Lang, u32)>| {
        errors_revision.track();
        let values = values_revision.get();
        let lang = host.lang.get();
        if let Some((shown_lang, shown_values)) = previous {
            let lang_switched = shown_lang != lang;
            if lang_switched {
                if let Some(word) = form.element(REQUIRED_WORD_ID) {
                    word.set_text_content(Some(host.texts.text(Text::Required, lang)));
                }
            }
            let values_set = shown_values != values;
            let locale = Locale::new(lang, host.supplies);
            for field in &form.fields {
                let control = field.model.def.kind.entry();
                if lang_switched {
                    relabel_words(&form, field, lang);
                    control.relabel(&form, field, lang);
                }
                let by_language = lang_switched && field.model.def.kind.reads_by_language();
                if values_set || by_language {
                    field
                        .model
                        .value
                        .with_untracked(|value| control.show(&form, field, value, lang));
                }
                if by_language && field.model.touched.get_untracked() {
                    field.model.check(locale);
                }
            }
            errors::sync_all(&form, lang);
        }
        (lang, values)
    });
    StoredValue::new_local(effect);
}

/// A field the app describes itself ([`crate::FieldSpec::words`]) says its label and hint in the new
/// language. Its label is the first `<label>` or `<legend>` of its `.field`.
fn relabel_words(form: &RenderedForm, field: &FieldState, lang: Lang) {
    let Some(words) = field.model.def.words else {
        return;
    };
    let words = words.0(lang);
    let group = form
        .element(field.id())
        .and_then(|control| control.closest(".field").ok().flatten());
    if let Some(label) = group.and_then(|group| group.query_selector("label,legend").ok().flatten())
    {
        label.set_text_content(Some(words.label));
    }
    if let Some(hint) = form.element(&hint_id(field.id())) {
        hint.set_text_content(Some(words.hint));
    }
}
