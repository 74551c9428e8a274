//! The form's one set of listeners (on its root; these events bubble). Each finds its field by the
//! target's id (or, for a box of a group, its name) and hands the event to that field's control.

use super::errors::sync_error;
use super::progress::say_if_changed;
use crate::base::host::Locale;
use crate::controls::{Control, Reads};
use crate::dom::rendered::{FieldState, Part, RenderedForm};
use leptos::prelude::*;
use text_rules::Lang;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, FocusEvent, HtmlElement, Node};

/// The field whose control the event happened on, and that element: found by the element's id, or
/// its name (a box of a group), or else (an element of a control's view, `Control::mount`) by the
/// closest `.field` around it that has a field's id.
fn field_of<'a>(form: &'a RenderedForm, event: &Event) -> Option<(&'a FieldState, Part, Element)> {
    let target = event.target()?.dyn_into::<Element>().ok()?;
    let found = form.find(&target.id()).or_else(|| {
        let name = target.get_attribute("name");
        name.and_then(|name| form.find(&name))
            .or_else(|| enclosing_field(form, &target))
    })?;
    Some((found.0, found.1, target))
}

/// The field of the closest `.field` element around `target` whose id is a field's. Only asked
/// when the element's own id and name are not known, so a form's usual events never walk up.
fn enclosing_field<'a>(form: &'a RenderedForm, target: &Element) -> Option<(&'a FieldState, Part)> {
    let mut group = target.closest(".field").ok().flatten();
    while let Some(element) = group {
        if let Some(found) = form.find(&element.id()) {
            return Some(found);
        }
        group = element.parent_element()?.closest(".field").ok().flatten();
    }
    None
}

/// Reads the field's value from its control after an edit: where it stands is worked out again;
/// it is checked while typing only once the user has left the field (no error while they start);
/// the page is told (it keeps a draft).
fn read(form: &RenderedForm, field: &FieldState, lang: Lang, on_edit: Callback<()>) {
    let control = field.model.def.kind.entry();
    if let Some(value) = control.read(form, field, lang) {
        field.model.value.set(value);
        let locale = Locale::new(lang, form.host.supplies);
        field.model.restand(locale);
        if field.model.touched.get_untracked() {
            field.model.check(locale);
            sync_error(form, field, lang);
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
        read(form, field, lang, on_edit);
    }
    if control.is_group() && stays_in_group(&target, event) {
        return;
    }
    field.model.touched.set(true);
    field.model.check(Locale::new(lang, form.host.supplies));
    sync_error(form, field, lang);
    say_if_changed(form, field);
}

/// A field focused or pressed: "next required question" goes on from the field after it; and a
/// select focused or pressed before its turn after the first paint (`lists`) gets its whole list
/// at once, before the browser opens its picker.
pub fn focus_in(form: &RenderedForm, event: &Event, lang: Lang, _on_edit: Callback<()>) {
    if let Some((field, part, _)) = field_of(form, event) {
        form.next_from.set(field.index + 1);
        let control = field.model.def.kind.entry();
        control.complete_list(form, field, part, lang);
    }
}

/// A task list's link moves to its form: the focus goes to the form's heading, as the error
/// summary's links move it to their field (the router would take a fragment for a page); and
/// "next required question" looks from that form's first field on.
pub fn follow_link(form: &RenderedForm, event: &Event, _lang: Lang, _on_edit: Callback<()>) {
    let link = event
        .target()
        .and_then(|target| target.dyn_into::<Element>().ok())
        .and_then(|target| target.closest(".task-list__link").ok().flatten());
    let Some(section) = link.and_then(|link| link.get_attribute("href")) else {
        return;
    };
    event.prevent_default();
    let section = section.trim_start_matches('#');
    if let Some((_, first)) = form.form_starts.iter().find(|(id, _)| id == section) {
        form.next_from.set(*first);
    }
    let heading = [section, "-title"].concat();
    if let Some(heading) = form.element_as::<HtmlElement>(&heading) {
        let _ = heading.focus();
    }
}
