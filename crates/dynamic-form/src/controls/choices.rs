//! The controls whose every option is a box, in a `<fieldset>` named by its `<legend>`: a radio
//! group ([`RADIO_GROUP`], one of a few) and a group of checkboxes ([`CHECKBOX_GROUP`], several of
//! a list). The group carries the hint, the error and `aria-invalid`; the first box has the field's
//! id (focused on Save and from the error summary), and every box the field's id as its name, which
//! is how an event finds its field.
//!
//! A radio group's required state is its `role="radiogroup"`'s `aria-required`. ARIA gives a plain
//! group of checkboxes no required state, so a required one says so in words.

use super::{Control, ErrorTargets, Reads};
use crate::base::value::FieldValue;
use crate::dom::field_ids::{GROUP_SUFFIX, LABEL_SUFFIX};
use crate::dom::markup::Markup;
use crate::dom::rendered::{FieldState, Part, RenderedForm};
use crate::model::def::FieldDef;
use std::any::Any;
use text_rules::Lang;
use web_sys::HtmlInputElement;

/// A group of boxes: radio buttons, or checkboxes when several may be chosen.
pub struct Choices {
    several: bool,
}

pub static RADIO_GROUP: Choices = Choices { several: false };
pub static CHECKBOX_GROUP: Choices = Choices { several: true };

impl Choices {
    /// The group's boxes, ticked ones only or all.
    fn boxes(form: &RenderedForm, field: &FieldState, ticked_only: bool) -> Vec<HtmlInputElement> {
        let ticked = if ticked_only { ":checked" } else { "" };
        form.all(&format!("input[name=\"{}\"]{ticked}", field.id()))
    }
}

impl Control for Choices {
    fn write(&self, out: &mut Markup, def: &FieldDef, value: &FieldValue, _: &dyn Any) {
        let id = def.dom_id.as_str();
        out.open_field("fieldset class=\"field choice-field\"", def);
        out.raw(" id=\"");
        out.part_id(id, GROUP_SUFFIX);
        out.raw("\"");
        if !self.several {
            out.raw(" role=\"radiogroup\"");
            if def.required {
                out.raw(" aria-required=\"true\"");
            }
        }
        out.raw(" aria-labelledby=\"");
        out.part_id(id, LABEL_SUFFIX);
        out.raw("\"");
        out.described_by(def, self.says_required(def));
        out.raw(">");
        out.legend(def);
        out.raw("<div class=\"choices\">");
        let input_type = if self.several { "checkbox" } else { "radio" };
        for (index, (key, text)) in def.options.items().iter().enumerate() {
            out.raw("<label class=\"choice\"><input type=\"");
            out.raw(input_type);
            out.raw("\"");
            if index == 0 {
                out.attr("id", id);
            }
            out.attr("name", id);
            out.attr("value", key);
            if value.chooses(key) {
                out.raw(" checked");
            }
            out.raw("><span>");
            out.text(text);
            out.raw("</span></label>");
        }
        out.raw("</div></fieldset>");
    }

    /// ARIA gives a plain group of checkboxes no required state; a radio group has one.
    fn says_required(&self, def: &FieldDef) -> bool {
        self.several && def.required
    }

    fn read(&self, form: &RenderedForm, field: &FieldState, _: Lang) -> Option<FieldValue> {
        let ticked = Self::boxes(form, field, true);
        let mut keys = ticked.iter().map(HtmlInputElement::value);
        Some(if self.several {
            FieldValue::Choices(keys.collect())
        } else {
            FieldValue::Text(keys.next().unwrap_or_default())
        })
    }

    fn show(&self, form: &RenderedForm, field: &FieldState, value: &FieldValue, _: Lang) {
        for input in Self::boxes(form, field, false) {
            input.set_checked(value.chooses(&input.value()));
        }
    }

    fn reads_on(&self, _: Part) -> Reads {
        Reads::Choice
    }

    fn is_group(&self) -> bool {
        true
    }

    fn error_targets(&self, form: &RenderedForm, field: &FieldState) -> Option<ErrorTargets> {
        let group = form.element(&[field.id(), GROUP_SUFFIX].concat())?;
        let says_required = self.says_required(&field.model.def);
        Some((group.clone(), vec![(group, says_required)]))
    }
}
