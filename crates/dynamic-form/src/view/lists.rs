//! Every `<select>` of the form gets its whole option list shortly after the first paint, a few
//! fields per task. The first screen holds only each select's chosen option (a thousand-field form
//! has a third of a thousand calling-code selectors, 250 countries each), but a select must not
//! wait to be focused for its options: browser autofill and QA scripts (`selectOption`) choose
//! among the options that are there. A select focused or pressed before its turn gets its list at
//! once (`events::open_list`). Why: docs/performance.md#short-lists-on-the-first-screen.

use crate::controls::Control;
use crate::dom::rendered::{Part, RenderedForm};
use browser_timing::tasks::{after_next_paint, next_task};
use std::rc::Weak;

/// The form root's attribute, `data-lists="complete"`, once every select holds its whole list:
/// what the benchmark and the tests wait for.
pub const LISTS_ATTRIBUTE: &str = "data-lists";

/// Work per task: a key pressed meanwhile waits at most about this long (plus one select's list).
const SLICE_MS: f64 = 6.0;

/// Completes the form's selects in the tasks after the next paint. Stops when the form is gone.
pub fn after_first_paint(form: Weak<RenderedForm>) {
    leptos::task::spawn_local(async move {
        after_next_paint().await;
        let mut next = 0;
        loop {
            {
                let Some(form) = form.upgrade() else { return };
                let lang = form.host.lang_now();
                let started = js_sys::Date::now();
                while let Some(field) = form.fields.get(next) {
                    let control = field.model.def.kind.entry();
                    for part in [Part::Second, Part::Main] {
                        control.complete_list(&form, field, part, lang);
                    }
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
