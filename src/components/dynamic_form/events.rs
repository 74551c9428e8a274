//! The form's one set of listeners (on its root; these events bubble). Each finds its field by the
//! target's id and touches that field alone.

use super::state::{FieldState, Part, RenderedForm};
use crate::browser::phone_plans;
use crate::logic::lang::Lang;
use crate::logic::phone_entry;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, FocusEvent, HtmlInputElement, HtmlSelectElement, InputEvent, Node};

/// The field whose control the event happened on, and that control.
fn field_of<'a>(form: &'a RenderedForm, event: &Event) -> Option<(&'a FieldState, Part, Element)> {
    let target = event.target()?.dyn_into::<Element>().ok()?;
    let (field, part) = form.find(&target.id())?;
    Some((field, part, target))
}

/// After an edit: validated while typing only once the user has left the field (no error while they
/// start), and the page told (it saves a draft).
fn edited(form: &RenderedForm, field: &FieldState, lang: Lang, on_edit: Callback<()>) {
    if field.model.touched.get_untracked() {
        field.model.check(phone_plans::installed().as_deref());
        field.sync_error(form, lang);
    }
    on_edit.run(());
}

/// Typing in a text box or a phone's number box. (Selects are read on `change`.)
pub fn input(form: &RenderedForm, event: &Event, lang: Lang, on_edit: Callback<()>) {
    let Some((field, part, target)) = field_of(form, event) else {
        return;
    };
    if field.phone.is_some() {
        let Some(phone) = field.phone_control(form).filter(|_| part == Part::Main) else {
            return;
        };
        let input_type = event.dyn_ref::<InputEvent>().map(InputEvent::input_type);
        // A whole number pasted or autofilled with its code moves the code to the selector at
        // once; typed keys never do, so the text does not jump while typing.
        if phone_entry::splits_on_input(input_type.as_deref()) {
            let _ = phone.take_code_from_number(lang);
        }
        field.model.value.set(phone.value());
    } else if let Some(input) = target.dyn_ref::<HtmlInputElement>() {
        field.model.value.set(input.value());
    } else {
        return;
    }
    edited(form, field, lang, on_edit);
}

/// A choice in a dropdown or a phone's calling-code selector.
pub fn change(form: &RenderedForm, event: &Event, lang: Lang, on_edit: Callback<()>) {
    let Some((field, part, target)) = field_of(form, event) else {
        return;
    };
    if field.phone.is_some() {
        let Some(phone) = field
            .phone_control(form)
            .filter(|_| part == Part::PhoneCode)
        else {
            return;
        };
        phone.code_changed();
        field.model.value.set(phone.value());
    } else if let Some(select) = target.dyn_ref::<HtmlSelectElement>() {
        field.model.value.set(select.value());
    } else {
        return;
    }
    edited(form, field, lang, on_edit);
}

/// Leaving a field marks it touched and validates it. A phone field is left when focus goes outside
/// its group, not when it moves between the selector and the number box; leaving the number box
/// moves a typed `+CC` code to the selector.
pub fn focus_out(form: &RenderedForm, event: &Event, lang: Lang, on_edit: Callback<()>) {
    let Some((field, part, target)) = field_of(form, event) else {
        return;
    };
    if let Some(phone) = field.phone_control(form) {
        if part == Part::Main && phone.take_code_from_number(lang).unwrap_or(false) {
            field.model.value.set(phone.value());
            on_edit.run(());
        }
        let group = target.closest("fieldset").ok().flatten();
        let next = event
            .dyn_ref::<FocusEvent>()
            .and_then(FocusEvent::related_target)
            .and_then(|next| next.dyn_into::<Node>().ok());
        if let (Some(group), Some(next)) = (group, next) {
            if group.contains(Some(&next)) {
                return;
            }
        }
    }
    field.model.touched.set(true);
    field.model.check(phone_plans::installed().as_deref());
    field.sync_error(form, lang);
}

/// A select focused or pressed before its turn after the first paint (`complete`) gets its whole
/// list at once, before the browser opens its picker: a phone's selector the countries, a dropdown
/// its options.
pub fn open_list(form: &RenderedForm, event: &Event, lang: Lang, _on_edit: Callback<()>) {
    match field_of(form, event) {
        Some((field, Part::PhoneCode, _)) => {
            if let Some(phone) = field.phone_control(form) {
                phone.expand(lang);
            }
        }
        Some((field, Part::Main, target)) => {
            if let Some(select) = target.dyn_ref::<HtmlSelectElement>() {
                field.list_options(select, lang);
            }
        }
        None => {}
    }
}
