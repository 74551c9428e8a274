//! One line: an `<input>` with the kind's attributes (`type=email`, `inputmode=decimal`, …). The
//! kind shows and reads its text in the UI language (`Kind::shown`, `Kind::typed`).

use super::Control;
use crate::base::value::FieldValue;
use crate::dom::markup::Markup;
use crate::dom::rendered::{FieldState, RenderedForm};
use crate::kinds::Entry;
use crate::model::def::FieldDef;
use std::any::Any;
use text_rules::Lang;
use web_sys::HtmlInputElement;

pub struct TextBox;

/// The boxes that open a picker, whose role has no required state in the accessibility tree.
const PICKERS: [&str; 2] = ["type=\"date\"", "type=\"time\""];

/// The `<input>`'s attributes: its kind's; a plain box otherwise.
fn attributes(def: &FieldDef) -> &'static str {
    if let Entry::TextBox(attributes) = def.kind.entry() {
        attributes
    } else {
        "type=\"text\""
    }
}

impl Control for TextBox {
    fn write(&self, out: &mut Markup, def: &FieldDef, value: &FieldValue, _: &dyn Any) {
        out.labelled(def);
        out.raw("<input ");
        out.raw(attributes(def));
        out.control_attrs(def, self.says_required(def));
        let shown = def.kind.shown(value.text(), out.lang);
        if !shown.is_empty() {
            out.attr("value", &shown);
        }
        out.raw("></div>");
    }

    /// A date or a time picker's role has no required state; a text box's has.
    fn says_required(&self, def: &FieldDef) -> bool {
        def.required
            && PICKERS
                .iter()
                .any(|picker| attributes(def).starts_with(picker))
    }

    fn read(&self, form: &RenderedForm, field: &FieldState, lang: Lang) -> Option<FieldValue> {
        let typed = form.element_as::<HtmlInputElement>(field.id())?.value();
        Some(FieldValue::Text(field.model.def.kind.typed(typed, lang)))
    }

    fn show(&self, form: &RenderedForm, field: &FieldState, value: &FieldValue, lang: Lang) {
        let text = field.model.def.kind.shown(value.text(), lang);
        if let Some(input) = form.element_as::<HtmlInputElement>(field.id()) {
            if input.value() != text {
                input.set_value(&text);
            }
        }
    }
}
