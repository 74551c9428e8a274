//! One of a list: a `<select>` whose first option is the empty "Choose…". The first screen holds
//! only the chosen option: the browser's work per `<option>` is most of a select's cost. The whole
//! list follows after the first paint, or at once when the select is focused or pressed
//! (`view::lists`; docs/performance.md#short-lists-on-the-first-screen).

use super::{Control, Reads};
use crate::base::texts::Text;
use crate::base::value::FieldValue;
use crate::dom::markup::Markup;
use crate::dom::rendered::{FieldState, Part, RenderedForm};
use crate::model::def::FieldDef;
use leptos::prelude::*;
use std::any::Any;
use std::cell::Cell;
use text_rules::Lang;
use web_sys::HtmlSelectElement;

/// Class of the empty "Choose…" option, relabelled when the language changes.
pub const CHOOSE_CLASS: &str = "dynamic-form__choose";

pub struct Select;

/// The whole list is in the select.
type Listed = Cell<bool>;

impl Control for Select {
    fn new_state(&self) -> Box<dyn Any> {
        Box::new(Listed::new(false))
    }

    fn write(&self, out: &mut Markup, def: &FieldDef, value: &FieldValue, _: &dyn Any) {
        out.labelled(def);
        out.raw("<select");
        out.control_attrs(def, self.says_required(def));
        out.raw(">");
        let chosen = value.text();
        options(
            out,
            def.options.items().iter().filter(|(key, _)| key == chosen),
            chosen,
        );
        out.raw("</select></div>");
    }

    fn read(&self, form: &RenderedForm, field: &FieldState, _: Lang) -> Option<FieldValue> {
        let select = form.element_as::<HtmlSelectElement>(field.id())?;
        Some(FieldValue::Text(select.value()))
    }

    fn show(&self, form: &RenderedForm, field: &FieldState, value: &FieldValue, lang: Lang) {
        let Some(select) = form.element_as::<HtmlSelectElement>(field.id()) else {
            return;
        };
        let value = value.text();
        if select.value() != value {
            self.complete_list(form, field, Part::Main, lang);
            select.set_value(value);
            // A value that is no option shows as "Choose…"; Save reports it.
            if select.value() != value {
                select.set_value("");
            }
        }
    }

    fn reads_on(&self, _: Part) -> Reads {
        Reads::Choice
    }

    /// Puts the whole list in, once, keeping the current choice.
    fn complete_list(&self, form: &RenderedForm, field: &FieldState, _: Part, lang: Lang) {
        let Some(listed) = field.control_state::<Listed>() else {
            return;
        };
        if listed.replace(true) {
            return;
        }
        let Some(select) = form.element_as::<HtmlSelectElement>(field.id()) else {
            return;
        };
        let def = &field.model.def;
        let mut out = Markup::new(lang, form.host.texts, 0);
        field
            .model
            .value
            .with_untracked(|value| options(&mut out, def.options.items().iter(), value.text()));
        select.set_inner_html(&out.finish());
    }

    fn relabel(&self, form: &RenderedForm, field: &FieldState, lang: Lang) {
        let choose = form
            .element(field.id())
            .and_then(|select| select.first_element_child())
            .filter(|option| option.class_name() == CHOOSE_CLASS);
        if let Some(choose) = choose {
            choose.set_text_content(Some(form.host.texts.text(Text::ChooseOption, lang)));
        }
    }
}

/// A select's options: the empty "Choose…", then `items` (`chosen` selected).
pub fn options<'a>(
    out: &mut Markup,
    items: impl Iterator<Item = &'a (String, String)>,
    chosen: &str,
) {
    out.raw("<option value=\"\" class=\"");
    out.raw(CHOOSE_CLASS);
    out.raw("\">");
    out.text(out.texts.text(Text::ChooseOption, out.lang));
    out.raw("</option>");
    for (key, text) in items {
        out.raw("<option");
        out.attr("value", key);
        if key == chosen {
            out.raw(" selected");
        }
        out.raw(">");
        out.text(text);
        out.raw("</option>");
    }
}
