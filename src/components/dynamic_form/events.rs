//! The form's one set of listeners (on its root; these events bubble). Each finds its field by the
//! target's id (or, for a box of a radio or checkbox group, its name) and touches that field alone.
//! What an event means for a field is decided by the field's kind.

use super::state::{FieldState, Part, RenderedForm};
use crate::browser::phone_plans;
use crate::logic::client_form::{FieldKind, FieldValue};
use crate::logic::lang::Lang;
use leptos::prelude::*;
use text_rules::phone_entry;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, FocusEvent, InputEvent, Node};

/// The field whose control the event happened on, and that control.
fn field_of<'a>(form: &'a RenderedForm, event: &Event) -> Option<(&'a FieldState, Part, Element)> {
    let target = event.target()?.dyn_into::<Element>().ok()?;
    let (field, part) = match form.find(&target.id()) {
        Some(found) => found,
        None => form.find(&target.get_attribute("name")?)?,
    };
    Some((field, part, target))
}

/// After an edit: validated while typing only once the user has left the field (no error while they
/// start), and the page told (it saves a draft).
fn edited(form: &RenderedForm, field: &FieldState, lang: Lang, on_edit: Callback<()>) {
    if field.model.touched.get_untracked() {
        field.model.check(lang, phone_plans::installed().as_deref());
        field.sync_error(form, lang);
    }
    on_edit.run(());
}

/// Reads the field's value from its controls after an edit.
fn read(form: &RenderedForm, field: &FieldState, lang: Lang, on_edit: Callback<()>) {
    if let Some(value) = field.read(form, lang) {
        field.model.value.set(value);
        edited(form, field, lang, on_edit);
    }
}

/// Typing in a text box, a number box, a date, or a phone's number box. (Choices are read on
/// `change`.)
pub fn input(form: &RenderedForm, event: &Event, lang: Lang, on_edit: Callback<()>) {
    let Some((field, part, _)) = field_of(form, event) else {
        return;
    };
    match (&field.model.def.kind, part) {
        (FieldKind::Phone, Part::Main) => {
            let Some(phone) = field.phone_control(form) else {
                return;
            };
            let input_type = event.dyn_ref::<InputEvent>().map(InputEvent::input_type);
            // A whole number pasted or autofilled with its code moves the code to the selector at
            // once; typed keys never do, so the text does not jump while typing.
            if phone_entry::splits_on_input(input_type.as_deref()) {
                let _ = phone.take_code_from_number(lang);
            }
            read(form, field, lang, on_edit);
        }
        (
            FieldKind::Text
            | FieldKind::LongText
            | FieldKind::Email
            | FieldKind::Number(_)
            | FieldKind::Date
            | FieldKind::WebAddress
            | FieldKind::Unknown(_),
            _,
        ) => read(form, field, lang, on_edit),
        (
            FieldKind::Phone
            | FieldKind::Dropdown(_)
            | FieldKind::Radio(_)
            | FieldKind::Checkbox
            | FieldKind::Multi(_),
            _,
        ) => {}
    }
}

/// A choice: a dropdown's option, a radio button, a checkbox, or a phone's calling code.
pub fn change(form: &RenderedForm, event: &Event, lang: Lang, on_edit: Callback<()>) {
    let Some((field, part, _)) = field_of(form, event) else {
        return;
    };
    match (&field.model.def.kind, part) {
        (FieldKind::Phone, Part::PhoneCode) => {
            if let Some(phone) = field.phone_control(form) {
                phone.code_changed();
                read(form, field, lang, on_edit);
            }
        }
        (
            FieldKind::Dropdown(_)
            | FieldKind::Radio(_)
            | FieldKind::Checkbox
            | FieldKind::Multi(_),
            _,
        ) => read(form, field, lang, on_edit),
        // Read as typed.
        (
            FieldKind::Text
            | FieldKind::LongText
            | FieldKind::Email
            | FieldKind::Number(_)
            | FieldKind::Date
            | FieldKind::WebAddress
            | FieldKind::Phone
            | FieldKind::Unknown(_),
            _,
        ) => {}
    }
}

/// Whether focus moving from `target` to the event's next element stays inside the field's group
/// (its `.field`): a phone's two boxes, a group's radio buttons or checkboxes.
fn stays_in_group(target: &Element, event: &Event) -> bool {
    let group = target.closest(".field").ok().flatten();
    let next = event
        .dyn_ref::<FocusEvent>()
        .and_then(FocusEvent::related_target)
        .and_then(|next| next.dyn_into::<Node>().ok());
    match (group, next) {
        (Some(group), Some(next)) => group.contains(Some(&next)),
        _ => false,
    }
}

/// Leaving a field marks it touched and validates it. A field of several controls (a phone, a
/// group of boxes) is left when focus goes outside its group, not when it moves inside it; leaving
/// a phone's number box moves a typed `+CC` code to the selector.
pub fn focus_out(form: &RenderedForm, event: &Event, lang: Lang, on_edit: Callback<()>) {
    let Some((field, part, target)) = field_of(form, event) else {
        return;
    };
    match &field.model.def.kind {
        FieldKind::Phone => {
            if let Some(phone) = field.phone_control(form) {
                if part == Part::Main && phone.take_code_from_number(lang).unwrap_or(false) {
                    field.model.value.set(FieldValue::Text(phone.value()));
                    on_edit.run(());
                }
            }
            if stays_in_group(&target, event) {
                return;
            }
        }
        FieldKind::Radio(_) | FieldKind::Multi(_) => {
            if stays_in_group(&target, event) {
                return;
            }
        }
        FieldKind::Text
        | FieldKind::LongText
        | FieldKind::Email
        | FieldKind::Number(_)
        | FieldKind::Date
        | FieldKind::WebAddress
        | FieldKind::Dropdown(_)
        | FieldKind::Checkbox
        | FieldKind::Unknown(_) => {}
    }
    field.model.touched.set(true);
    field.model.check(lang, phone_plans::installed().as_deref());
    field.sync_error(form, lang);
}

/// A select focused or pressed before its turn after the first paint (`complete`) gets its whole
/// list at once, before the browser opens its picker: a phone's selector the countries, a dropdown
/// its options.
pub fn open_list(form: &RenderedForm, event: &Event, lang: Lang, _on_edit: Callback<()>) {
    if let Some((field, part, _)) = field_of(form, event) {
        super::complete::complete_list(form, field, part, lang);
    }
}
