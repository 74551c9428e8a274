//! The task list kept true: each form's status and count follow its counts (one effect a form, not
//! a field), and are said politely when a field is left and its form's counts changed, never on a
//! keystroke. Where every field stands is worked out again when the UI language or a supply the
//! kinds want (the phone numbering plans) changes what a check says.

use crate::base::texts::Text;
use crate::dom::rendered::{FieldState, RenderedForm};
use crate::dom::tasks::{answered_id, status_class, status_id, PROGRESS_SAID_ID};
use crate::model::form::FormModel;
use leptos::prelude::*;
use std::rc::Rc;
use std::sync::Arc;

/// Keeps each form's words in the page up to date with its counts and the UI language; and every
/// field's standing with the language and the supplies. Owned by the form: dropped with it.
pub fn follow(form: &Rc<RenderedForm>, model: &Arc<FormModel>) {
    for (index, (header, _)) in model.forms.iter().enumerate() {
        let (form, counts, host) = (Rc::clone(form), model.progress[index], model.host);
        let (status_id, answered_id) = (status_id(&header.dom_id), answered_id(&header.dom_id));
        let effect = RenderEffect::new(move |_| {
            let (counts, lang) = (counts.get(), host.lang.get());
            let status = counts.status();
            if let Some(element) = form.element(&status_id) {
                element.set_class_name(status_class(status));
                element.set_text_content(Some(host.texts.text(Text::Status(status), lang)));
            }
            if let Some(element) = form.element(&answered_id) {
                let count = host
                    .texts
                    .answered_count(counts.answered, counts.fields, lang);
                element.set_text_content(Some(&count));
            }
        });
        StoredValue::new_local(effect);
    }
    let (model, host, form) = (Arc::clone(model), model.host, Rc::clone(form));
    let effect = RenderEffect::new(move |first: Option<()>| {
        host.lang.track();
        // Tracked where the app keeps a supply in a signal: a phone's check changes when the
        // numbering plans arrive.
        for wanted in &form.wanted {
            let _ = (host.supplies.get)(*wanted);
        }
        if first.is_some() {
            model.restand_all();
        }
    });
    StoredValue::new_local(effect);
}

/// Says the counts of the form of the field just left, if they changed since they were last said.
pub fn say_if_changed(form: &RenderedForm, field: &FieldState) {
    let Some((title, said)) = form.said.get(field.form) else {
        return;
    };
    let counts = field.model.counts.get_untracked();
    if said.replace(counts) == counts {
        return;
    }
    let Some(region) = form.element(PROGRESS_SAID_ID) else {
        return;
    };
    let text = form.host.texts.progress_said(
        title,
        counts.status(),
        (counts.answered, counts.fields),
        form.host.lang_now(),
    );
    region.set_text_content(Some(&text));
}
