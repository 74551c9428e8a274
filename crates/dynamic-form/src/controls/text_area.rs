//! Several lines: a `<textarea>`.

use super::Control;
use crate::base::value::FieldValue;
use crate::dom::markup::Markup;
use crate::dom::rendered::{FieldState, RenderedForm};
use crate::model::def::FieldDef;
use std::any::Any;
use text_rules::Lang;
use web_sys::HtmlTextAreaElement;

pub struct TextArea;

impl Control for TextArea {
    fn write(&self, out: &mut Markup, def: &FieldDef, value: &FieldValue, _: &dyn Any) {
        out.labelled(def);
        out.raw("<textarea rows=\"4\"");
        out.control_attrs(def, self.says_required(def));
        out.raw(">");
        let value = value.text();
        // The parser drops one line break right after `<textarea>`: this one, not the value's.
        if value.starts_with(['\n', '\r']) {
            out.raw("\n");
        }
        out.text(value);
        out.raw("</textarea></div>");
    }

    /// A text box has a required state.
    fn says_required(&self, _: &FieldDef) -> bool {
        false
    }

    fn read(&self, form: &RenderedForm, field: &FieldState, _: Lang) -> Option<FieldValue> {
        let area = form.element_as::<HtmlTextAreaElement>(field.id())?;
        Some(FieldValue::Text(area.value()))
    }

    fn show(&self, form: &RenderedForm, field: &FieldState, value: &FieldValue, _: Lang) {
        if let Some(area) = form.element_as::<HtmlTextAreaElement>(field.id()) {
            if area.value() != value.text() {
                area.set_value(value.text());
            }
        }
    }
}
