//! The form's one set of listeners (on its root; these events bubble). Each finds its field by the
//! target's id (or, for a box of a group, its name) and hands the event to that field's control.

use super::errors::sync_error;
use crate::controls::{Control, Reads};
use crate::dom::rendered::{FieldState, Part, RenderedForm};
use leptos::prelude::*;
use text_rules::Lang;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, FocusEvent, Node};

/// The field whose control the event happened on, and that element.
fn field_of<'a>(form: &'a RenderedForm, event: &Event) -> Option<(&'a FieldState, Part, Element)> {
    let target = event.target()?.dyn_into::<Element>().ok()?;
    let (field, part) = match form.find(&target.id()) {
        Some(found) => found,
        None => form.find(&target.get_attribute("name")?)?,
    };
    Some((field, part, target))
}

/// Checks the field as it is now and shows the result.
fn check(form: &RenderedForm, field: &FieldState, lang: Lang) {
    let plans = (form.host.phone_plans)();
    field
        .model
        .check(crate::base::host::Locale::new(lang, plans.as_deref()));
    sync_error(form, field, lang);
}

/// Reads the field's value from its control after an edit: checked while typing only once the
/// user has left the field (no error while they start), and the page told (it keeps a draft).
fn read(form: &RenderedForm, field: &FieldState, lang: Lang, on_edit: Callback<()>) {
    let control = field.model.def.kind.entry();
    if let Some(value) = control.read(form, field, lang) {
        field.model.value.set(value);
        if field.model.touched.get_untracked() {
            check(form, field, lang);
        }
        on_edit.run(());
    }
}

/// An event that may carry a new value: read when the field's control takes it from `reads`.
fn edited(form: &RenderedForm, event: &Event, reads: Reads, lang: Lang, on_edit: Callback<()>) {
    let Some((field, part, _)) = field_of(form, event) else {
        return;
    };
    let control = field.model.def.kind.entry();
    if control.reads_on(part) == reads {
        control.before_reading(form, field, part, event, lang);
        read(form, field, lang, on_edit);
    }
}

/// Typing (`input`).
pub fn input(form: &RenderedForm, event: &Event, lang: Lang, on_edit: Callback<()>) {
    edited(form, event, Reads::Typing, lang, on_edit);
}

/// A choice (`change`).
pub fn change(form: &RenderedForm, event: &Event, lang: Lang, on_edit: Callback<()>) {
    edited(form, event, Reads::Choice, lang, on_edit);
}

/// Whether focus moving from `target` to the event's next element stays inside the field's group
/// (its `.field`).
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

/// Leaving a field marks it touched and checks it. A field of several elements is left when focus
/// goes outside its group, not when it moves inside it.
pub fn focus_out(form: &RenderedForm, event: &Event, lang: Lang, on_edit: Callback<()>) {
    let Some((field, part, target)) = field_of(form, event) else {
        return;
    };
    let control = field.model.def.kind.entry();
    if control.on_leave(form, field, part, lang) {
        if let Some(value) = control.read(form, field, lang) {
            field.model.value.set(value);
            on_edit.run(());
        }
    }
    if control.is_group() && stays_in_group(&target, event) {
        return;
    }
    field.model.touched.set(true);
    check(form, field, lang);
}

/// A select focused or pressed before its turn after the first paint (`lists`) gets its whole list
/// at once, before the browser opens its picker.
pub fn open_list(form: &RenderedForm, event: &Event, lang: Lang, _on_edit: Callback<()>) {
    if let Some((field, part, _)) = field_of(form, event) {
        field
            .model
            .def
            .kind
            .entry()
            .complete_list(form, field, part, lang);
    }
}
