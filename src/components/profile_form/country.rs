//! The country, as its English name (the platform takes the name), typed with the country table's
//! names as suggestions. The suggestions are put in when the box is first focused: with the page,
//! they would be over half of its elements (docs/performance.md#short-lists-on-the-first-screen).

use super::messages::UNKNOWN_COUNTRY;
use dynamic_form::controls::Control;
use dynamic_form::dom::markup::Markup;
use dynamic_form::dom::rendered::{FieldState, Part, RenderedForm};
use dynamic_form::{Entry, FieldDef, FieldError, FieldValue, Kind, Locale, Options};
use std::any::Any;
use text_rules::countries;
use text_rules::Lang;
use web_sys::HtmlInputElement;

/// The kind: `field_type` "country".
pub struct CountryKind;

impl Kind for CountryKind {
    const NAMES: &'static [&'static str] = &["country"];
    const NAME: &'static str = "country";
    const ENTRY: Entry = Entry::Own(&CountryBox);

    fn check(value: &FieldValue, _: &Options, _: Locale) -> Result<(), FieldError> {
        match countries::by_name(value.text()) {
            Some(_) => Ok(()),
            None => Err(FieldError::Own(UNKNOWN_COUNTRY)),
        }
    }
}

/// The control: a text box with a `<datalist>` of every country, filled on first focus.
pub struct CountryBox;

/// The id of the field's list of suggestions.
fn list_id(field_id: &str) -> String {
    [field_id, "-list"].concat()
}

impl CountryBox {
    fn input(form: &RenderedForm, field: &FieldState) -> Option<HtmlInputElement> {
        form.element_as::<HtmlInputElement>(field.id())
    }
}

impl Control for CountryBox {
    fn write(&self, out: &mut Markup, def: &FieldDef, value: &FieldValue, _: &dyn Any) {
        out.labelled(def);
        out.raw("<input type=\"text\"");
        out.attr("list", &list_id(&def.dom_id));
        out.control_attrs(def, false);
        if !value.text().is_empty() {
            out.attr("value", value.text());
        }
        out.raw("><datalist");
        out.attr("id", &list_id(&def.dom_id));
        out.raw("></datalist></div>");
    }

    fn read(&self, form: &RenderedForm, field: &FieldState, _: Lang) -> Option<FieldValue> {
        Some(FieldValue::Text(Self::input(form, field)?.value()))
    }

    fn show(&self, form: &RenderedForm, field: &FieldState, value: &FieldValue, _: Lang) {
        if let Some(input) = Self::input(form, field) {
            input.set_value(value.text());
        }
    }

    /// Asked after the first paint and on focus: the list goes in only once the box has the focus.
    fn complete_list(&self, form: &RenderedForm, field: &FieldState, _: Part, lang: Lang) {
        let Some(list) = form.element(&list_id(field.id())) else {
            return;
        };
        let focused = Self::input(form, field)
            .and_then(|input| Some((input.owner_document()?.active_element()?, input)))
            .is_some_and(|(active, input)| active == **input);
        if !focused || list.child_element_count() > 0 {
            return;
        }
        let mut out = Markup::new(lang, form.host.texts, 0);
        for country in countries::all() {
            out.raw("<option");
            out.attr("value", country.name);
            out.raw("></option>");
        }
        list.set_inner_html(&out.finish());
    }
}
