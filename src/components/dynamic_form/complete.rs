//! Every `<select>` of the form gets its whole option list shortly after the first paint, a few
//! fields per task. The first screen holds only each select's chosen option (a thousand-field form
//! has a third of a thousand calling-code selectors, 250 countries each), but a select must not wait
//! to be focused for its options: browser autofill and QA scripts (`selectOption`) choose among the
//! options that are there. A select focused or pressed before its turn gets its list at once
//! (`events::open_list`). Why: docs/performance.md#short-lists-on-the-first-screen.

use super::state::{FieldState, Part, RenderedForm};
use crate::logic::client_form::FieldKind;
use crate::logic::lang::Lang;
use crate::session::AppState;
use browser_timing::tasks::{after_next_paint, next_task};
use leptos::prelude::GetUntracked;
use std::rc::Weak;

/// The form root's attribute, `data-lists="complete"`, once every select holds its whole list: what
/// the benchmark and the tests wait for.
pub const LISTS_ATTRIBUTE: &str = "data-lists";

/// Work per task: a key pressed meanwhile waits at most about this long (plus one select's list).
const SLICE_MS: f64 = 6.0;

/// Completes the form's selects in the tasks after the next paint. Stops when the form is gone.
pub fn after_first_paint(form: Weak<RenderedForm>, state: AppState) {
    leptos::task::spawn_local(async move {
        after_next_paint().await;
        let mut next = 0;
        loop {
            {
                let Some(form) = form.upgrade() else { return };
                let lang = state.lang.try_get_untracked().unwrap_or_default();
                let started = js_sys::Date::now();
                while let Some(field) = form.fields.get(next) {
                    complete_list(&form, field, Part::PhoneCode, lang);
                    complete_list(&form, field, Part::Main, lang);
                    next += 1;
                    if js_sys::Date::now() - started >= SLICE_MS {
                        break;
                    }
                }
                if next >= form.fields.len() {
                    let _ = form.root().set_attribute(LISTS_ATTRIBUTE, "complete");
                    return;
                }
            }
            next_task().await;
        }
    });
}

/// Puts a field's whole option list in its select (a dropdown's options, a phone's countries),
/// once; nothing for other kinds, whose controls show all their choices from the start. `part` is
/// the control that asks: a phone's number box does not need the countries yet.
pub fn complete_list(form: &RenderedForm, field: &FieldState, part: Part, lang: Lang) {
    match (&field.model.def.kind, part) {
        (FieldKind::Phone, Part::PhoneCode) => {
            if let Some(phone) = field.phone_control(form) {
                phone.expand(lang);
            }
        }
        (FieldKind::Dropdown(options), Part::Main) => field.list_options(options, form, lang),
        (
            FieldKind::Text
            | FieldKind::LongText
            | FieldKind::Email
            | FieldKind::Number(_)
            | FieldKind::Date
            | FieldKind::WebAddress
            | FieldKind::Phone
            | FieldKind::Dropdown(_)
            | FieldKind::Radio(_)
            | FieldKind::Checkbox
            | FieldKind::Multi(_)
            | FieldKind::Unknown(_),
            _,
        ) => {}
    }
}
