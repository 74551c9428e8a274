//! Puts the forms in the page's terms: every field's control writes its markup, and the field's
//! state is kept beside its ids for the events.

use crate::controls::Control;
use crate::dom::markup::Markup;
use crate::dom::rendered::{FieldState, RenderedForm};
use crate::dom::tasks::TASK_LIST_FIELDS;
use crate::model::form::FormModel;
use crate::model::progress::Counts;
use leptos::prelude::*;
use std::cell::Cell;
use text_rules::Lang;
use web_sys::Element;

/// The forms as rendered for `root`, and their markup. What the fields' controls need outside the
/// form is put in the page first; the data their kinds want, each type once, is in
/// `RenderedForm::wanted`. `framed_by_page`: no headings and no task list, the page has its own.
pub fn render(
    model: &FormModel,
    lang: Lang,
    root: Element,
    framed_by_page: bool,
) -> (RenderedForm, String) {
    let document = document();
    let count = model.fields().count();
    let mut rendered = RenderedForm::new(root, model, count);
    let mut out = Markup::new(lang, model.host.texts, count);
    out.required_word();
    if !framed_by_page {
        let counts: Vec<Counts> = model.progress.iter().map(|c| c.get_untracked()).collect();
        let headers = model.forms.iter().map(|(header, _)| header);
        out.progress(headers.zip(counts), count > TASK_LIST_FIELDS);
    }
    for (form, (header, fields)) in model.forms.iter().enumerate() {
        if framed_by_page {
            out.open_bare_section(header);
        } else {
            out.open_section(header);
        }
        for field in fields {
            let def = &field.def;
            let control = def.kind.entry();
            let control_state = control.new_state();
            control.prepare_page(&document);
            if let Some(wanted) = def.kind.wants().filter(|w| !rendered.wanted.contains(w)) {
                rendered.wanted.push(wanted);
            }
            out.next_field();
            field
                .value
                .with_untracked(|value| control.write(&mut out, def, value, &*control_state));
            rendered.push(
                FieldState {
                    index: rendered.fields.len(),
                    form,
                    model: field.clone(),
                    control_state,
                    shown_error: Cell::new(None),
                },
                control.second_id(def),
            );
        }
        out.close_section();
    }
    (rendered, out.finish())
}
