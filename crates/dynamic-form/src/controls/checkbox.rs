//! Yes or no: one checkbox, then its label beside it, then the hint.

use super::{Control, Reads};
use crate::base::value::FieldValue;
use crate::dom::markup::Markup;
use crate::dom::rendered::{FieldState, Part, RenderedForm};
use crate::model::def::FieldDef;
use std::any::Any;
use text_rules::Lang;
use web_sys::HtmlInputElement;

pub struct Checkbox;

impl Control for Checkbox {
    fn write(&self, out: &mut Markup, def: &FieldDef, value: &FieldValue, _: &dyn Any) {
        out.open_field("div class=\"field field--checkbox\"", def);
        out.raw("><input type=\"checkbox\"");
        out.control_attrs(def, self.says_required(def));
        if matches!(value, FieldValue::Tick(true)) {
            out.raw(" checked");
        }
        out.raw(">");
        out.label(def);
        out.hint(def);
        out.raw("</div>");
    }

    fn read(&self, form: &RenderedForm, field: &FieldState, _: Lang) -> Option<FieldValue> {
        let input = form.element_as::<HtmlInputElement>(field.id())?;
        Some(FieldValue::Tick(input.checked()))
    }

    fn show(&self, form: &RenderedForm, field: &FieldState, value: &FieldValue, _: Lang) {
        if let Some(input) = form.element_as::<HtmlInputElement>(field.id()) {
            input.set_checked(matches!(value, FieldValue::Tick(true)));
        }
    }

    fn reads_on(&self, _: Part) -> Reads {
        Reads::Choice
    }
}
