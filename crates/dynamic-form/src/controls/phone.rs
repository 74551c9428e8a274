//! A phone number: the same control as an app's own phone input (a `<fieldset>` whose `<legend>`
//! is the label, a calling-code selector with a visually hidden "Country code" label, and the
//! national number box, both tied to the hint and the error). What lands in the box is read by
//! `text_rules::phone_entry`; the kind (`kinds::phone`) checks the number.
//!
//! The field's value is the whole number, `+CC national` (`phone_entry::combine`); the two boxes
//! are its view. The selector's first screen holds only the chosen country, and it gets the full
//! list after the first paint (`view::lists`), or when focused or pressed before that: hundreds of
//! phone fields would otherwise delay the first screen with tens of thousands of `<option>`s.

use super::{Control, ErrorTargets, Reads};
use crate::base::texts::Text;
use crate::base::value::FieldValue;
use crate::dom::field_ids::{code_id, put_calling_codes_form, CALLING_CODES_FORM, LABEL_SUFFIX};
use crate::dom::markup::Markup;
use crate::dom::rendered::{FieldState, Part, RenderedForm};
use crate::model::def::FieldDef;
use std::any::Any;
use std::cell::{Cell, RefCell};
use text_rules::countries::{self, Country};
use text_rules::markup_escape::push_escaped;
use text_rules::numbering::PhonePlans;
use text_rules::phone_entry;
use text_rules::Lang;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Event, HtmlInputElement, HtmlOptionElement, HtmlSelectElement, InputEvent};

/// Class of the selector's hidden "Country code" label, relabelled when the language changes.
const CODE_LABEL_CLASS: &str = "dynamic-form__code-label";

pub struct Phone;

/// A phone field's state besides its value.
#[derive(Default)]
struct PhoneState {
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
    fn start(&self, value: &str) -> String {
        let (code, national) = phone_entry::split_value(value);
        *self.code.borrow_mut() = code;
        national
    }

    /// The country the selector shows for the current code.
    fn selected_country(&self) -> Option<&'static Country> {
        countries::shown_for_code(&self.code.borrow(), self.chosen_iso.get())
    }
}

/// A phone field's state with its two elements, found when an event or a change needs them.
struct PhoneControl<'a> {
    form: &'a RenderedForm,
    state: &'a PhoneState,
    select: HtmlSelectElement,
    number: HtmlInputElement,
}

impl<'a> PhoneControl<'a> {
    fn of(form: &'a RenderedForm, field: &'a FieldState) -> Option<PhoneControl<'a>> {
        Some(PhoneControl {
            form,
            state: field.control_state()?,
            select: form.element_as(&code_id(field.id()))?,
            number: form.element_as(field.id())?,
        })
    }

    /// The field's value as the two boxes show it.
    fn value(&self) -> String {
        phone_entry::combine(&self.state.code.borrow(), &self.number.value())
    }

    fn placeholder(&self, lang: Lang) -> String {
        (self.form.host.texts).code_placeholder(&self.state.code.borrow(), lang)
    }

    /// Sets the calling code and shows it in the selector.
    fn show_code(&self, code: &str, lang: Lang) -> Result<(), JsValue> {
        code.clone_into(&mut self.state.code.borrow_mut());
        if self.state.expanded.get() {
            if let Some(placeholder) = self.select.first_element_child() {
                placeholder.set_text_content(Some(&self.placeholder(lang)));
            }
            let selected = self.state.selected_country();
            self.select
                .set_value(selected.map_or("", |country| country.iso));
            return Ok(());
        }
        // Collapsed: the one option is the selection itself.
        let option = match self.state.selected_country() {
            Some(country) => option(country.iso, &countries::option_label(country))?,
            None => option("", &self.placeholder(lang))?,
        };
        self.select.set_text_content(None);
        self.select.append_child(&option)?;
        Ok(())
    }

    /// Puts the whole country list in the selector, once. One `innerHTML` of the same markup for
    /// every selector: the browser's parser builds the 250 options far faster than 500 calls from
    /// wasm would (docs/performance.md#forms-as-one-markup-string).
    fn expand(&self, lang: Lang) {
        if self.state.expanded.replace(true) {
            return;
        }
        let current = self
            .state
            .selected_country()
            .map_or("", |country| country.iso);
        self.select
            .set_inner_html(&country_options(&self.placeholder(lang)));
        self.select.set_value(current);
    }

    /// The user picked a country (or the empty option).
    fn code_changed(&self) {
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
    fn take_code_from_number(&self, lang: Lang) -> bool {
        let plans = self.form.host.locale().supply::<PhonePlans>();
        let Some((code, rest)) = phone_entry::split_pasted(&self.number.value(), plans) else {
            return false;
        };
        self.state.chosen_iso.set(None);
        self.number.set_value(&rest);
        self.show_code(&code, lang).is_ok()
    }

    /// Shows `value` set from outside, unless the boxes already say the same (so nothing moves
    /// while the user types, spaces included).
    fn show_value(&self, value: &str, lang: Lang) -> Result<(), JsValue> {
        if self.value() == value {
            return Ok(());
        }
        let (code, national) = phone_entry::split_value(value);
        self.state.chosen_iso.set(None);
        self.number.set_value(&national);
        self.show_code(&code, lang)
    }
}

/// A dropdown has no required state in the accessibility tree: a required phone's calling-code
/// selector says "Required" in words, in its markup and whenever its description is written again.
fn selector_says_required(def: &FieldDef) -> bool {
    def.required
}

impl Control for Phone {
    fn new_state(&self) -> Box<dyn Any> {
        Box::new(PhoneState::default())
    }

    fn write(&self, out: &mut Markup, def: &FieldDef, value: &FieldValue, state: &dyn Any) {
        let Some(state) = state.downcast_ref::<PhoneState>() else {
            return;
        };
        let national = state.start(value.text());
        let id = def.dom_id.as_str();
        out.open_field("fieldset class=\"field phone-field\"", def);
        out.raw(">");
        out.legend(def);
        let code_id = code_id(id);
        out.raw("<div class=\"phone\"><label class=\"visually-hidden ");
        out.raw(CODE_LABEL_CLASS);
        out.raw("\"");
        out.attr("for", &code_id);
        out.raw(">");
        out.text(out.texts.text(Text::CountryCode, out.lang));
        out.raw("</label><select autocomplete=\"tel-country-code\"");
        out.attr("form", CALLING_CODES_FORM);
        out.attr("id", &code_id);
        out.described_by(def, selector_says_required(def));
        out.raw(">");
        // Only the chosen country on the first screen: a lone option is selected without saying so.
        match state.selected_country() {
            Some(country) => {
                out.raw("<option");
                out.attr("value", country.iso);
                out.raw(">");
                out.text(&countries::option_label(country));
            }
            None => {
                out.raw("<option value=\"\">");
                let placeholder = out.texts.code_placeholder(&state.code.borrow(), out.lang);
                out.text(&placeholder);
            }
        }
        out.raw("</option></select><input type=\"tel\" autocomplete=\"tel\"");
        out.attr("id", id);
        out.raw(" aria-labelledby=\"");
        out.part_id(id, LABEL_SUFFIX);
        out.raw("\"");
        if def.required {
            out.raw(" aria-required=\"true\"");
        }
        out.described_by(def, self.says_required(def));
        if !national.is_empty() {
            out.attr("value", &national);
        }
        out.raw("></div></fieldset>");
    }

    fn second_id(&self, def: &FieldDef) -> Option<String> {
        Some(code_id(&def.dom_id))
    }

    fn prepare_page(&self, document: &web_sys::Document) {
        put_calling_codes_form(document);
    }

    /// The number box has a required state (its calling-code selector says it in words).
    fn says_required(&self, _: &FieldDef) -> bool {
        false
    }

    fn read(&self, form: &RenderedForm, field: &FieldState, _: Lang) -> Option<FieldValue> {
        Some(FieldValue::Text(PhoneControl::of(form, field)?.value()))
    }

    fn show(&self, form: &RenderedForm, field: &FieldState, value: &FieldValue, lang: Lang) {
        if let Some(phone) = PhoneControl::of(form, field) {
            let _ = phone.show_value(value.text(), lang);
        }
    }

    /// The number is typed; the calling code is chosen.
    fn reads_on(&self, part: Part) -> Reads {
        match part {
            Part::Main => Reads::Typing,
            Part::Second => Reads::Choice,
        }
    }

    fn before_reading(
        &self,
        form: &RenderedForm,
        field: &FieldState,
        part: Part,
        event: &Event,
        lang: Lang,
    ) {
        let Some(phone) = PhoneControl::of(form, field) else {
            return;
        };
        match part {
            // A whole number pasted or autofilled with its code moves the code to the selector at
            // once; typed keys never do, so the text does not jump while typing.
            Part::Main => {
                let input_type = event.dyn_ref::<InputEvent>().map(InputEvent::input_type);
                if phone_entry::splits_on_input(input_type.as_deref()) {
                    phone.take_code_from_number(lang);
                }
            }
            Part::Second => phone.code_changed(),
        }
    }

    fn is_group(&self) -> bool {
        true
    }

    /// Leaving the number box moves a typed `+CC` code to the selector.
    fn on_leave(&self, form: &RenderedForm, field: &FieldState, part: Part, lang: Lang) -> bool {
        part == Part::Main
            && PhoneControl::of(form, field).is_some_and(|phone| phone.take_code_from_number(lang))
    }

    /// The selector gets the countries; the number box needs none.
    fn complete_list(&self, form: &RenderedForm, field: &FieldState, part: Part, lang: Lang) {
        if part == Part::Second {
            if let Some(phone) = PhoneControl::of(form, field) {
                phone.expand(lang);
            }
        }
    }

    fn relabel(&self, form: &RenderedForm, field: &FieldState, lang: Lang) {
        let Some(phone) = PhoneControl::of(form, field) else {
            return;
        };
        let label = phone
            .select
            .previous_element_sibling()
            .filter(|label| label.class_list().contains(CODE_LABEL_CLASS));
        if let Some(label) = label {
            label.set_text_content(Some(form.host.texts.text(Text::CountryCode, lang)));
        }
        let placeholder = phone
            .select
            .first_element_child()
            .filter(|option| option.get_attribute("value").as_deref() == Some(""));
        if let Some(placeholder) = placeholder {
            placeholder.set_text_content(Some(&phone.placeholder(lang)));
        }
    }

    /// The number box carries `aria-invalid`; both boxes are described by the hint and the error,
    /// and a required phone's calling-code selector says "Required" first.
    fn error_targets(&self, form: &RenderedForm, field: &FieldState) -> Option<ErrorTargets> {
        let number = form.element(field.id())?;
        let mut described = vec![(number.clone(), false)];
        if let Some(code) = form.element(&code_id(field.id())) {
            described.push((code, selector_says_required(&field.model.def)));
        }
        Some((number, described))
    }
}

/// `new Option(text, value, true, true)`: one call, where creating the element and setting its
/// text and value would be three.
fn option(value: &str, text: &str) -> Result<HtmlOptionElement, JsValue> {
    HtmlOptionElement::new_with_text_and_value_and_default_selected_and_selected(
        text, value, true, true,
    )
}

/// A calling-code selector's options: the empty option with `placeholder` ("Code", or a code no
/// country has, `+999`), then every country. Not selected here: the caller sets the select's value.
pub fn country_options(placeholder: &str) -> String {
    // Thread-local: written once, on first use, and the page has one thread, so it needs no lock.
    thread_local! {
        /// The same ~250 options for every phone field: written once.
        static COUNTRIES: String = {
            let mut out = String::new();
            for country in countries::all() {
                out.push_str("<option value=\"");
                push_escaped(&mut out, country.iso);
                out.push_str("\">");
                push_escaped(&mut out, &countries::option_label(country));
                out.push_str("</option>");
            }
            out
        };
    }
    let mut out = String::from("<option value=\"\">");
    push_escaped(&mut out, placeholder);
    out.push_str("</option>");
    COUNTRIES.with(|countries| out.push_str(countries));
    out
}
