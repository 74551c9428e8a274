//! The form's one set of listeners (on its root; these events bubble). Each finds its field by the
//! target's id and touches that field alone.

use super::build::{Built, Control, FieldNodes, Part};
use crate::logic::lang::Lang;
use crate::logic::phone_entry;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, FocusEvent, InputEvent, Node};

/// The field whose control the event happened on.
fn field_of<'a>(form: &'a Built, event: &Event) -> Option<(&'a FieldNodes, Part)> {
    let target = event.target()?.dyn_into::<Element>().ok()?;
    form.find(&target.id())
}

/// After an edit: validated while typing only once the user has left the field (no error while they
/// start), and the page told (it saves a draft).
fn edited(field: &FieldNodes, on_edit: Callback<()>) {
    if field.model.touched.get_untracked() {
        field.model.check();
    }
    on_edit.run(());
}

/// Typing in a text box or a phone's number box. (Selects are read on `change`.)
pub fn input(form: &Built, event: &Event, lang: Lang, on_edit: Callback<()>) {
    let Some((field, part)) = field_of(form, event) else {
        return;
    };
    match (&field.control, part) {
        (Control::Text(input), _) => field.model.value.set(input.value()),
        (Control::Phone(phone), Part::Main) => {
            let input_type = event.dyn_ref::<InputEvent>().map(InputEvent::input_type);
            // A whole number pasted or autofilled with its code moves the code to the selector
            // at once; typed keys never do, so the text does not jump while typing.
            if phone_entry::splits_on_input(input_type.as_deref()) {
                let _ = phone.take_code_from_number(lang);
            }
            field.model.value.set(phone.value());
        }
        _ => return,
    }
    edited(field, on_edit);
}

/// A choice in a dropdown or a phone's calling-code selector.
pub fn change(form: &Built, event: &Event, _lang: Lang, on_edit: Callback<()>) {
    let Some((field, part)) = field_of(form, event) else {
        return;
    };
    match (&field.control, part) {
        (Control::Dropdown { select, .. }, _) => field.model.value.set(select.value()),
        (Control::Phone(phone), Part::PhoneCode) => {
            phone.code_changed();
            field.model.value.set(phone.value());
        }
        _ => return,
    }
    edited(field, on_edit);
}

/// Leaving a field marks it touched and validates it. A phone field is left when focus goes outside
/// its group, not when it moves between the selector and the number box; leaving the number box
/// moves a typed `+CC` code to the selector.
pub fn focus_out(form: &Built, event: &Event, lang: Lang, on_edit: Callback<()>) {
    let Some((field, part)) = field_of(form, event) else {
        return;
    };
    if let Control::Phone(phone) = &field.control {
        if part == Part::Main && phone.take_code_from_number(lang).unwrap_or(false) {
            field.model.value.set(phone.value());
            on_edit.run(());
        }
        let next = event
            .dyn_ref::<FocusEvent>()
            .and_then(FocusEvent::related_target)
            .and_then(|target| target.dyn_into::<Node>().ok());
        if next.is_some_and(|next| field.group.contains(Some(&next))) {
            return;
        }
    }
    field.model.touched.set(true);
    field.model.check();
}

/// A phone's selector gets the whole country list when it is focused or pressed, before the
/// browser opens its picker.
pub fn open_country_list(form: &Built, event: &Event, lang: Lang, _on_edit: Callback<()>) {
    if let Some((field, Part::PhoneCode)) = field_of(form, event) {
        if let Control::Phone(phone) = &field.control {
            let _ = phone.expand(lang);
        }
    }
}
