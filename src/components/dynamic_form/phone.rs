//! A `phone` field of the client form: the same control as the job seeker profile's
//! [`crate::components::phone_input::PhoneInput`] (a `<fieldset>` whose `<legend>` is the label, a
//! calling-code selector with a hidden "Country code" label, and the national number box, tied to the
//! hint and the error), built with web-sys like the rest of this renderer. The rules are shared:
//! [`crate::logic::phone_entry`] reads what lands in the box and [`crate::logic::phone`] validates.
//!
//! The field's value is the whole number, `+CC national` ([`phone_entry::combine`]); the two boxes
//! are its view. Like `PhoneInput`, the selector holds only the chosen country until it is first
//! focused or pressed, then gets the full list: hundreds of phone fields would otherwise build tens of
//! thousands of `<option>`s nobody opens.

use super::build::{append_error, append_hint, country_code_label, Dom};
use crate::i18n::{Phone, Translate};
use crate::logic::client_form::FieldDef;
use crate::logic::countries::{self, Country};
use crate::logic::lang::Lang;
use crate::logic::phone_entry;
use std::cell::{Cell, RefCell};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};

pub struct PhoneNodes {
    pub select: HtmlSelectElement,
    pub number: HtmlInputElement,
    /// The selector's visually hidden label ("Country code").
    pub code_label: Element,
    /// The calling code's digits (`56`), empty while none is chosen. Kept here because a code that
    /// no country has (typed or pasted) cannot be a value of the selector.
    code: RefCell<String>,
    /// Several countries share a code (+1, +7, +44…): the one picked is remembered, so choosing
    /// Canada does not show as the United States.
    chosen_iso: Cell<Option<&'static str>>,
    /// The full country list has been put in the selector.
    expanded: Cell<bool>,
}

/// Builds the `<fieldset>`; returns it, the control's nodes and the error element.
pub fn build(
    dom: &Dom,
    def: &FieldDef,
    value: &str,
    lang: Lang,
) -> Result<(Element, PhoneNodes, Element), JsValue> {
    let id = &def.dom_id;
    let group = dom.element("fieldset", "field phone-field")?;
    group.set_attribute("data-field-type", "phone")?;
    let legend_id = format!("{id}-label");
    let legend = dom.text(
        "legend",
        if def.required { "label--required" } else { "" },
        &def.label,
    )?;
    legend.set_id(&legend_id);
    group.append_child(&legend)?;
    let described_by = append_hint(dom, &group, def)?;

    let row = dom.element("div", "phone")?;
    let select_id = format!("{id}-code");
    let code_label = dom.text("label", "visually-hidden", country_code_label(lang))?;
    code_label.set_attribute("for", &select_id)?;
    row.append_child(&code_label)?;
    let select: HtmlSelectElement = dom.element("select", "")?.unchecked_into();
    select.set_id(&select_id);
    select.set_attribute("aria-describedby", &described_by)?;
    row.append_child(&select)?;
    let number: HtmlInputElement = dom.element("input", "")?.unchecked_into();
    number.set_id(id);
    number.set_type("tel");
    number.set_attribute("autocomplete", "tel")?;
    number.set_attribute("aria-labelledby", &legend_id)?;
    if def.required {
        number.set_attribute("aria-required", "true")?;
    }
    number.set_attribute("aria-describedby", &described_by)?;
    row.append_child(&number)?;
    group.append_child(&row)?;
    let error = append_error(dom, &group, def)?;

    let (code, national) = phone_entry::split_value(value);
    if !national.is_empty() {
        number.set_value(&national);
    }
    let nodes = PhoneNodes {
        select,
        number,
        code_label,
        code: RefCell::new(String::new()),
        chosen_iso: Cell::new(None),
        expanded: Cell::new(false),
    };
    nodes.show_code(dom, &code, lang)?;
    Ok((group, nodes, error))
}

impl PhoneNodes {
    /// The field's value as the two boxes show it.
    pub fn value(&self) -> String {
        phone_entry::combine(&self.code.borrow(), &self.number.value())
    }

    /// The country the selector shows for the current code.
    fn selected_country(&self) -> Option<&'static Country> {
        let code = self.code.borrow();
        if code.is_empty() {
            return None;
        }
        self.chosen_iso
            .get()
            .and_then(countries::by_iso)
            .filter(|country| country.calling_code == code.as_str())
            .or_else(|| countries::default_iso_for_calling_code(&code).and_then(countries::by_iso))
    }

    /// The empty option's text: "Code", or an unknown code as it is, so the user can see what to fix.
    fn placeholder_text(&self, lang: Lang) -> String {
        let code = self.code.borrow();
        if code.is_empty() {
            Phone::NoCode.text(lang).to_string()
        } else {
            format!("+{code}")
        }
    }

    /// Sets the calling code and shows it in the selector.
    fn show_code(&self, dom: &Dom, code: &str, lang: Lang) -> Result<(), JsValue> {
        code.clone_into(&mut self.code.borrow_mut());
        let selected = self.selected_country();
        if self.expanded.get() {
            if let Some(placeholder) = self.select.first_element_child() {
                placeholder.set_text_content(Some(&self.placeholder_text(lang)));
            }
            self.select
                .set_value(selected.map_or("", |country| country.iso));
            return Ok(());
        }
        // Collapsed: the one option is the selection itself.
        self.select.set_text_content(None);
        let option = match selected {
            Some(country) => dom.option(country.iso, &option_text(country), true)?,
            None => dom.option("", &self.placeholder_text(lang), true)?,
        };
        self.select.append_child(&option)?;
        Ok(())
    }

    /// Puts the whole country list in the selector, the first time it is focused or pressed (before
    /// the browser opens the picker).
    pub fn expand(&self, lang: Lang) -> Result<(), JsValue> {
        if self.expanded.replace(true) {
            return Ok(());
        }
        let dom = Dom::new()?;
        let current = self.selected_country().map(|country| country.iso);
        self.select.set_text_content(None);
        let placeholder = dom.option("", &self.placeholder_text(lang), current.is_none())?;
        self.select.append_child(&placeholder)?;
        for country in countries::all() {
            let selected = current == Some(country.iso);
            let option = dom.option(country.iso, &option_text(country), selected)?;
            self.select.append_child(&option)?;
        }
        Ok(())
    }

    /// The user picked a country (or the empty option).
    pub fn code_changed(&self) {
        match countries::by_iso(&self.select.value()) {
            Some(country) => {
                self.chosen_iso.set(Some(country.iso));
                country.calling_code.clone_into(&mut self.code.borrow_mut());
            }
            None => {
                self.chosen_iso.set(None);
                self.code.borrow_mut().clear();
            }
        }
    }

    /// A whole international number in the number box gives its code to the selector and leaves
    /// the national part in the box. Returns whether it did.
    pub fn take_code_from_number(&self, lang: Lang) -> Result<bool, JsValue> {
        let Some((code, rest)) = phone_entry::split_pasted(&self.number.value()) else {
            return Ok(false);
        };
        self.chosen_iso.set(None);
        self.number.set_value(&rest);
        self.show_code(&Dom::new()?, &code, lang)?;
        Ok(true)
    }

    /// Shows `value` when it was set from outside (a discarded draft), unless the boxes already say
    /// the same (so nothing moves while the user types, spaces included).
    pub fn show_value(&self, value: &str, lang: Lang) -> Result<(), JsValue> {
        if self.value() == value {
            return Ok(());
        }
        let (code, national) = phone_entry::split_value(value);
        self.chosen_iso.set(None);
        self.number.set_value(&national);
        self.show_code(&Dom::new()?, &code, lang)
    }

    /// Texts in the UI language after it changed.
    pub fn relabel(&self, lang: Lang) {
        self.code_label
            .set_text_content(Some(country_code_label(lang)));
        let placeholder = self
            .select
            .first_element_child()
            .filter(|option| option.get_attribute("value").as_deref() == Some(""));
        if let Some(placeholder) = placeholder {
            placeholder.set_text_content(Some(&self.placeholder_text(lang)));
        }
    }
}

fn option_text(country: &Country) -> String {
    format!("{} (+{})", country.name, country.calling_code)
}
