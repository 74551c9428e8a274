//! Gender, when the tenant asks for it: one of three, each choice read in the UI language. The value
//! is the English code (`Male`); the code sent follows the UI language (`logic::gender`). Once one is
//! saved there is no empty choice, since an update cannot clear a field.

use crate::i18n::{gender_label, Profile, Translate};
use crate::logic::gender::Gender;
use dynamic_form::controls::{Control, Reads};
use dynamic_form::dom::markup::Markup;
use dynamic_form::dom::rendered::{FieldState, Part, RenderedForm};
use dynamic_form::{Entry, FieldDef, FieldError, FieldValue, Kind, Locale, Options};
use std::any::Any;
use text_rules::Lang;
use web_sys::{Element, HtmlSelectElement};

/// The kind: `field_type` "gender".
pub struct GenderKind;

impl Kind for GenderKind {
    const NAMES: &'static [&'static str] = &["gender"];
    const NAME: &'static str = "gender";
    const ENTRY: Entry = Entry::Own(&GenderSelect);

    /// A code in either language, read as its gender; anything else is no choice.
    fn conform(value: FieldValue, _: &Options) -> Option<FieldValue> {
        let gender = Gender::from_code(value.text());
        Some(FieldValue::Text(
            gender.map_or("", |gender| gender.code(Lang::En)).to_owned(),
        ))
    }

    fn check(value: &FieldValue, _: &Options, _: Locale) -> Result<(), FieldError> {
        match Gender::from_code(value.text()) {
            Some(_) => Ok(()),
            None => Err(FieldError::NotAnOption),
        }
    }
}

/// The control: a `<select>` of the three, with "Choose…" first while none is saved.
pub struct GenderSelect;

/// The option values are the English codes: stable whatever the UI language.
fn option_value(gender: Gender) -> &'static str {
    gender.code(Lang::En)
}

/// Whether the select offers the empty choice: only while the platform holds no gender.
fn offers_none(def: &FieldDef) -> bool {
    def.initial.is_blank()
}

impl GenderSelect {
    fn select(form: &RenderedForm, field: &FieldState) -> Option<HtmlSelectElement> {
        form.element_as::<HtmlSelectElement>(field.id())
    }
}

impl Control for GenderSelect {
    fn write(&self, out: &mut Markup, def: &FieldDef, value: &FieldValue, _: &dyn Any) {
        out.labelled(def);
        out.raw("<select");
        // A dropdown has no required state in the accessibility tree: it says so in words.
        out.control_attrs(def, def.required);
        out.raw(">");
        let chosen = Gender::from_code(value.text());
        if offers_none(def) {
            out.raw("<option value=\"\">");
            out.text(Profile::GenderChoose.text(out.lang));
            out.raw("</option>");
        }
        for gender in Gender::ALL {
            out.raw("<option");
            out.attr("value", option_value(gender));
            if chosen == Some(gender) {
                out.raw(" selected");
            }
            out.raw(">");
            out.text(gender_label(gender).text(out.lang));
            out.raw("</option>");
        }
        out.raw("</select></div>");
    }

    fn read(&self, form: &RenderedForm, field: &FieldState, _: Lang) -> Option<FieldValue> {
        Some(FieldValue::Text(Self::select(form, field)?.value()))
    }

    fn show(&self, form: &RenderedForm, field: &FieldState, value: &FieldValue, _: Lang) {
        if let Some(select) = Self::select(form, field) {
            let chosen = Gender::from_code(value.text()).map_or("", option_value);
            select.set_value(chosen);
        }
    }

    fn reads_on(&self, _: Part) -> Reads {
        Reads::Choice
    }

    fn relabel(&self, form: &RenderedForm, field: &FieldState, lang: Lang) {
        let options: Vec<Element> = form.all(&format!("#{} option", field.id()));
        for option in options {
            let value = option.get_attribute("value").unwrap_or_default();
            let text = match Gender::from_code(&value) {
                Some(gender) => gender_label(gender).text(lang),
                None => Profile::GenderChoose.text(lang),
            };
            option.set_text_content(Some(text));
        }
    }
}
