//! A field's error in the page: the error line (added with the first error and removed when it is
//! fixed, like the app's other fields), `aria-invalid`, `aria-describedby` and the invalid style,
//! on the elements the field's control names.

use crate::controls::Control;
use crate::dom::field_ids::{described_by, error_id, REQUIRED_WORD_ID};
use crate::dom::rendered::{FieldState, RenderedForm};
use leptos::prelude::*;
use text_rules::Lang;

/// Shows the field's current error, unless the page already shows it in this language.
pub fn sync_error(form: &RenderedForm, field: &FieldState, lang: Lang) {
    let now = field.model.error.get_untracked().map(|error| (error, lang));
    if field.shown_error.get() == now {
        return;
    }
    field.shown_error.set(now);
    let text = now.map(|(error, lang)| {
        let plans = (form.host.phone_plans)();
        form.host.texts.error(error, lang, plans.as_deref())
    });
    show(form, field, text.as_deref());
}

/// Shows or clears the error `text`.
fn show(form: &RenderedForm, field: &FieldState, text: Option<&str>) -> Option<()> {
    let def = &field.model.def;
    let id = &def.dom_id;
    let error_id = error_id(id);
    let control = def.kind.entry();
    let (invalid, described) = control.error_targets(form, field)?;
    let group = invalid.closest(".field").ok()??;
    let existing = form.element(&error_id);
    match text {
        Some(text) => {
            let error = match existing {
                Some(error) => error,
                None => {
                    let error = invalid.owner_document()?.create_element("p").ok()?;
                    error.set_class_name("field__error");
                    error.set_id(&error_id);
                    group.append_child(&error).ok()?;
                    error
                }
            };
            error.set_text_content(Some(text));
            invalid.set_attribute("aria-invalid", "true").ok()?;
        }
        None => {
            if let Some(error) = existing {
                error.remove();
            }
            invalid.remove_attribute("aria-invalid").ok()?;
        }
    }
    let _ = group
        .class_list()
        .toggle_with_force("field--invalid", text.is_some());
    let word = control.says_required(def).then_some(REQUIRED_WORD_ID);
    let ids = described_by(id, word, def.has_hint(), text.is_some());
    for element in described {
        let _ = match &ids {
            Some(ids) => element.set_attribute("aria-describedby", ids),
            None => element.remove_attribute("aria-describedby"),
        };
    }
    Some(())
}
