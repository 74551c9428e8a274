//! A `phone` field of the client form: the same control as the job seeker profile's
//! [`crate::components::phone_input::PhoneInput`] (a `<fieldset>` whose `<legend>` is the label, a
//! calling-code selector with a hidden "Country code" label, and the national number box, tied to the
//! hint and the error). The rules are shared: [`text_rules::phone_entry`] reads what lands in the
//! box and [`text_rules::phone`] validates.
//!
//! The field's value is the whole number, `+CC national` ([`phone_entry::combine`]); the two boxes
//! are its view. Like `PhoneInput`, the selector's first screen holds only the chosen country, and it
//! gets the full list after the first paint (`complete`), or when focused or pressed before that:
//! hundreds of phone fields would otherwise delay the first screen with tens of thousands of
//! `<option>`s.

use super::markup::{country_options, CountryChoice};
use crate::browser::phone_plans;
use crate::i18n::code_placeholder;
use crate::logic::lang::Lang;
use std::cell::{Cell, RefCell};
use text_rules::countries::{self, Country};
use text_rules::phone_entry;
use wasm_bindgen::JsValue;
use web_sys::{HtmlInputElement, HtmlOptionElement, HtmlSelectElement};

/// A phone field's state besides its value (every field has one; only a phone field's is used).
#[derive(Default)]
pub struct PhoneState {
    /// The calling code's digits (`56`), empty while none is chosen. Kept here because a code that
    /// no country has (typed or pasted) cannot be a value of the selector.
    code: RefCell<String>,
    /// Several countries share a code (+1, +7, +44…): the one picked is remembered, so choosing
    /// Canada does not show as the United States.
    chosen_iso: Cell<Option<&'static str>>,
    /// The full country list has been put in the selector.
    expanded: Cell<bool>,
}

impl PhoneState {
    /// Starts from a value; returns the national part to show.
    pub fn start(&self, value: &str) -> String {
        let (code, national) = phone_entry::split_value(value);
        *self.code.borrow_mut() = code;
        national
    }

    /// The country the selector shows for the current code.
    fn selected_country(&self) -> Option<&'static Country> {
        countries::shown_for_code(&self.code.borrow(), self.chosen_iso.get())
    }

    fn placeholder_text(&self, lang: Lang) -> String {
        code_placeholder(&self.code.borrow(), lang)
    }

    pub fn choice(&self, lang: Lang) -> CountryChoice {
        match self.selected_country() {
            Some(country) => CountryChoice::Country(country),
            None => CountryChoice::None(self.placeholder_text(lang)),
        }
    }
}

/// A phone field's state with its two controls, looked up when an event or a change needs them.
pub struct PhoneControl<'a> {
    pub state: &'a PhoneState,
    pub select: HtmlSelectElement,
    pub number: HtmlInputElement,
}

impl PhoneControl<'_> {
    /// The field's value as the two boxes show it.
    pub fn value(&self) -> String {
        phone_entry::combine(&self.state.code.borrow(), &self.number.value())
    }

    /// Sets the calling code and shows it in the selector.
    fn show_code(&self, code: &str, lang: Lang) -> Result<(), JsValue> {
        code.clone_into(&mut self.state.code.borrow_mut());
        if self.state.expanded.get() {
            if let Some(placeholder) = self.select.first_element_child() {
                placeholder.set_text_content(Some(&self.state.placeholder_text(lang)));
            }
            let selected = self.state.selected_country();
            self.select
                .set_value(selected.map_or("", |country| country.iso));
            return Ok(());
        }
        // Collapsed: the one option is the selection itself.
        let option = match self.state.choice(lang) {
            CountryChoice::Country(country) => {
                option(country.iso, &countries::option_label(country), true)?
            }
            CountryChoice::None(text) => option("", &text, true)?,
        };
        self.select.set_text_content(None);
        self.select.append_child(&option)?;
        Ok(())
    }

    /// Puts the whole country list in the selector, once: after the first paint (`complete`), or
    /// when it is focused or pressed before that (before the browser opens the picker). One
    /// `innerHTML` of the same markup for every selector: the browser's parser builds the 250
    /// options far faster than 500 calls from wasm would
    /// (docs/performance.md#forms-as-one-markup-string).
    pub fn expand(&self, lang: Lang) {
        if self.state.expanded.replace(true) {
            return;
        }
        let current = self
            .state
            .selected_country()
            .map_or("", |country| country.iso);
        self.select
            .set_inner_html(&country_options(&self.state.placeholder_text(lang)));
        self.select.set_value(current);
    }

    /// The user picked a country (or the empty option).
    pub fn code_changed(&self) {
        match countries::by_iso(&self.select.value()) {
            Some(country) => {
                self.state.chosen_iso.set(Some(country.iso));
                country
                    .calling_code
                    .clone_into(&mut self.state.code.borrow_mut());
            }
            None => {
                self.state.chosen_iso.set(None);
                self.state.code.borrow_mut().clear();
            }
        }
    }

    /// A whole international number in the number box gives its code to the selector and leaves
    /// the national part in the box. Returns whether it did.
    pub fn take_code_from_number(&self, lang: Lang) -> Result<bool, JsValue> {
        let plans = phone_plans::installed();
        let Some((code, rest)) = phone_entry::split_pasted(&self.number.value(), plans.as_deref())
        else {
            return Ok(false);
        };
        self.state.chosen_iso.set(None);
        self.number.set_value(&rest);
        self.show_code(&code, lang)?;
        Ok(true)
    }

    /// Shows `value` when it was set from outside (a discarded draft), unless the boxes already say
    /// the same (so nothing moves while the user types, spaces included).
    pub fn show_value(&self, value: &str, lang: Lang) -> Result<(), JsValue> {
        if self.value() == value {
            return Ok(());
        }
        let (code, national) = phone_entry::split_value(value);
        self.state.chosen_iso.set(None);
        self.number.set_value(&national);
        self.show_code(&code, lang)
    }

    /// The empty option's text in the UI language after it changed.
    pub fn relabel(&self, lang: Lang) {
        let placeholder = self
            .select
            .first_element_child()
            .filter(|option| option.get_attribute("value").as_deref() == Some(""));
        if let Some(placeholder) = placeholder {
            placeholder.set_text_content(Some(&self.state.placeholder_text(lang)));
        }
    }
}

/// `new Option(text, value, selected, selected)`: one call, where creating the element and setting
/// its text and value would be three.
fn option(value: &str, text: &str, selected: bool) -> Result<HtmlOptionElement, JsValue> {
    HtmlOptionElement::new_with_text_and_value_and_default_selected_and_selected(
        text, value, selected, selected,
    )
}
