//! A field's error in the page: the error line (added with the first error and removed when it is
//! fixed, like the app's other fields), `aria-invalid`, `aria-errormessage`, `aria-describedby` and
//! the invalid style,
//! on the elements the field's control names. A Save can show thousands at once, so each is a few
//! calls: the line is written as markup, and what is already there is not looked up again; and
//! after the first few milliseconds' worth (the first field in error, which Save focuses, first),
//! the rest are shown in the tasks after the next paint
//! (docs/performance.md#errors-after-the-first-screen).

use crate::base::host::Locale;
use crate::controls::Control;
use crate::dom::field_ids::{described_by, error_id, REQUIRED_WORD_ID};
use crate::dom::rendered::{FieldState, RenderedForm};
use browser_timing::tasks::{after_next_paint, next_task};
use leptos::prelude::*;
use std::rc::Rc;
use text_rules::markup_escape::push_escaped;
use text_rules::Lang;

/// Time shown at once, before the next paint; then per task after it.
const AT_ONCE_MS: f64 = 8.0;
const SLICE_MS: f64 = 6.0;

/// Shows every field's current error: the first field in error's at once, then the others in form
/// order, those of [`AT_ONCE_MS`] now and the rest in the tasks after the next paint. A later pass
/// stops an earlier one's remaining tasks; each shows what is current when it runs.
pub fn sync_all(form: &Rc<RenderedForm>, lang: Lang) {
    let pass = form.error_pass.get().wrapping_add(1);
    form.error_pass.set(pass);
    let first_error = form
        .fields
        .iter()
        .find(|field| field.model.error.with_untracked(Option::is_some));
    if let Some(field) = first_error {
        sync_error(form, field, lang);
    }
    let next = sync_for(form, 0, lang, AT_ONCE_MS);
    if next >= form.fields.len() {
        return;
    }
    let form = Rc::downgrade(form);
    leptos::task::spawn_local(async move {
        after_next_paint().await;
        let mut next = next;
        loop {
            let Some(form) = form.upgrade().filter(|form| form.error_pass.get() == pass) else {
                return;
            };
            next = sync_for(&form, next, form.host.lang_now(), SLICE_MS);
            if next >= form.fields.len() {
                return;
            }
            drop(form);
            next_task().await;
        }
    });
}

/// Shows the errors of the fields from `next` on for about `budget_ms`; returns where it stopped.
fn sync_for(form: &RenderedForm, mut next: usize, lang: Lang, budget_ms: f64) -> usize {
    let started = js_sys::Date::now();
    while let Some(field) = form.fields.get(next) {
        sync_error(form, field, lang);
        next += 1;
        if js_sys::Date::now() - started >= budget_ms {
            break;
        }
    }
    next
}

/// Shows the field's current error, unless the page already shows it in this language.
pub fn sync_error(form: &RenderedForm, field: &FieldState, lang: Lang) {
    let now = field.model.error.get_untracked().map(|error| (error, lang));
    let shown = field.shown_error.get();
    if shown == now {
        return;
    }
    field.shown_error.set(now);
    let text = now.map(|(error, lang)| {
        form.host
            .message(error, Locale::new(lang, form.host.supplies))
    });
    show(form, field, text.as_deref(), shown.is_some());
}

/// Shows `text` as the field's error, or clears it; `had_error`: an error line is there now.
fn show(
    form: &RenderedForm,
    field: &FieldState,
    text: Option<&str>,
    had_error: bool,
) -> Option<()> {
    let def = &field.model.def;
    let error_id = error_id(&def.dom_id);
    let control = def.kind.entry();
    let (invalid, described) = control.error_targets(form, field)?;
    let line = if had_error {
        form.element(&error_id)
    } else {
        None
    };
    match (text, line) {
        (Some(text), Some(line)) => line.set_text_content(Some(text)),
        (Some(text), None) => {
            let group = invalid.closest(".field").ok()??;
            let mut markup = String::from("<p class=\"field__error\" id=\"");
            push_escaped(&mut markup, &error_id);
            markup.push_str("\">");
            push_escaped(&mut markup, text);
            markup.push_str("</p>");
            group.insert_adjacent_html("beforeend", &markup).ok()?;
        }
        (None, Some(line)) => line.remove(),
        (None, None) => {}
    }
    if had_error == text.is_some() {
        return Some(());
    }
    // `aria-errormessage` (ARIA 1.2) is what today's assertions read; the error stays in the
    // description too, which every screen reader reads.
    let _ = match text {
        Some(_) => invalid
            .set_attribute("aria-invalid", "true")
            .and_then(|_| invalid.set_attribute("aria-errormessage", &error_id)),
        None => invalid
            .remove_attribute("aria-invalid")
            .and_then(|_| invalid.remove_attribute("aria-errormessage")),
    };
    if let Some(group) = invalid.closest(".field").ok().flatten() {
        let _ = group
            .class_list()
            .toggle_with_force("field--invalid", text.is_some());
    }
    for (element, says_required) in described {
        let word = says_required.then_some(REQUIRED_WORD_ID);
        let ids = described_by(&def.dom_id, word, def.has_hint(), text.is_some());
        let _ = match &ids {
            Some(ids) => element.set_attribute("aria-describedby", ids),
            None => element.remove_attribute("aria-describedby"),
        };
    }
    Some(())
}
