//! Puts the forms in the page's terms: every field's control writes its markup, and the field's
//! state is kept beside its ids for the events.

use crate::controls::Control;
use crate::dom::markup::Markup;
use crate::dom::rendered::{FieldState, RenderedForm};
use crate::model::form::FormModel;
use leptos::prelude::*;
use std::cell::Cell;
use text_rules::Lang;
use web_sys::Element;

/// The forms as rendered for `root`, and their markup; whether a phone field wants the plans.
pub fn render(model: &FormModel, lang: Lang, root: Element) -> (RenderedForm, String, bool) {
    let count = model.fields().count();
    let mut rendered = RenderedForm::new(root, model.host, count);
    let mut out = Markup::new(lang, model.host.texts, count);
    out.required_word();
    for (header, fields) in &model.forms {
        out.open_section(header);
        for field in fields {
            let def = &field.def;
            let control = def.kind.entry();
            let control_state = control.new_state();
            out.next_field();
            field
                .value
                .with_untracked(|value| control.write(&mut out, def, value, &*control_state));
            rendered.push(
                FieldState {
                    model: field.clone(),
                    control_state,
                    shown_error: Cell::new(None),
                },
                control.second_id(def),
            );
        }
        out.close_section();
    }
    let needs_plans = out.needs_phone_plans;
    (rendered, out.finish(), needs_plans)
}
