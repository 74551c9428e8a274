//! A field's error in the page: the error line (added with the first error and removed when it is
//! fixed, like the app's other fields), `aria-invalid`, `aria-describedby` and the invalid style,
//! on the elements the field's control names. A Save can show thousands at once, so each is a few
//! calls: the line is written as markup, and what is already there is not looked up again.

use crate::controls::Control;
use crate::dom::field_ids::{described_by, error_id, REQUIRED_WORD_ID};
use crate::dom::rendered::{FieldState, RenderedForm};
use leptos::prelude::*;
use text_rules::markup_escape::push_escaped;
use text_rules::Lang;

/// Shows the field's current error, unless the page already shows it in this language.
pub fn sync_error(form: &RenderedForm, field: &FieldState, lang: Lang) {
    let now = field.model.error.get_untracked().map(|error| (error, lang));
    let shown = field.shown_error.get();
    if shown == now {
        return;
    }
    field.shown_error.set(now);
    let text = now.map(|(error, lang)| {
        let plans = (form.host.phone_plans)();
        form.host.texts.error(error, lang, plans.as_deref())
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
    let _ = match text {
        Some(_) => invalid.set_attribute("aria-invalid", "true"),
        None => invalid.remove_attribute("aria-invalid"),
    };
    if let Some(group) = invalid.closest(".field").ok().flatten() {
        let _ = group
            .class_list()
            .toggle_with_force("field--invalid", text.is_some());
    }
    let word = control.says_required(def).then_some(REQUIRED_WORD_ID);
    let ids = described_by(&def.dom_id, word, def.has_hint(), text.is_some());
    for element in described {
        let _ = match &ids {
            Some(ids) => element.set_attribute("aria-describedby", ids),
            None => element.remove_attribute("aria-describedby"),
        };
    }
    Some(())
}
