//! The kinds of field: what a value means. Each kind is one module that answers every question
//! about itself: the `field_type` names it answers to, how it reads a value the platform sent or
//! this device kept, how it checks a value, what it keeps, and which control enters it
//! ([`Entry`]). One list names them all ([`every_kind!`] below writes [`FieldKind`], [`KINDS`] and
//! the questions asked of a field's kind from it); nothing else names them.
//!
//! A question has a default answer, a text's, where most kinds answer as text does; a kind says
//! otherwise in its own module.

#[macro_use]
mod list;

mod checkbox;
mod date;
mod dropdown;
mod email;
mod long_text;
mod number;
mod phone;
mod radio;
mod several;
mod text;
mod time;
mod unknown;
mod web_address;

use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;
use std::borrow::Cow;
use text_rules::Lang;

every_kind! {
    Text = text::Text,
    LongText = long_text::LongText,
    Email = email::Email,
    Decimal = number::Number::<false>,
    Whole = number::Number::<true>,
    Date = date::Date,
    Time = time::Time,
    WebAddress = web_address::WebAddress,
    Phone = phone::Phone,
    Dropdown = dropdown::Dropdown,
    Radio = radio::Radio,
    Checkbox = checkbox::Checkbox,
    Several = several::Several,
}

/// How a kind's value is entered: the control that shows it, by name (the controls' list finds it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// An `<input>` on one line, with these attributes (the kind's own, never from the platform).
    TextBox(&'static str),
    /// A `<textarea>`.
    TextArea,
    /// One of the options, in a `<select>`.
    Select,
    /// One of the options, each a radio button.
    RadioGroup,
    /// Yes or no: one checkbox.
    Checkbox,
    /// Several of the options, each a checkbox.
    CheckboxGroup,
    /// A calling-code selector and the national number.
    Phone,
}

/// A kind of field. The defaults are a text's answers.
pub trait Kind: Sync {
    /// The `field_type` names it answers to, as compared: lower case, `_` for `-` and spaces.
    fn names(&self) -> &'static [&'static str];

    /// Its name in the markup (`data-field-type`), for styles and tests; unique among kinds.
    fn name(&self) -> &'static str;

    /// The control that enters its values.
    fn entry(&self) -> Entry;

    /// It chooses among the field's options, so without options it cannot be answered (the field is
    /// then a text box rather than a control that blocks a required field).
    fn takes_options(&self) -> bool {
        false
    }

    /// A field of this kind with nothing entered.
    fn empty(&self) -> FieldValue {
        FieldValue::default()
    }

    /// `value` in this kind's shape, read leniently (sent by the platform, or kept by an older
    /// version of the app); `None` when it cannot be.
    fn conform(&self, value: FieldValue, _options: &Options) -> Option<FieldValue> {
        match value {
            FieldValue::Text(text) => Some(FieldValue::Text(text)),
            FieldValue::Tick(_) | FieldValue::Choices(_) => None,
        }
    }

    /// The error of a required field left blank.
    fn blank_error(&self) -> FieldError {
        FieldError::Required
    }

    /// Checks a value that is not blank; linear in its length.
    fn check(
        &self,
        _value: &FieldValue,
        _options: &Options,
        _locale: Locale,
    ) -> Result<(), FieldError> {
        Ok(())
    }

    /// The value to keep (and, one day, send). A value that does not pass [`Kind::check`] is kept
    /// as typed, trimmed (the check reports it).
    fn kept(&self, value: &FieldValue, _options: &Options, _locale: Locale) -> FieldValue {
        FieldValue::Text(value.text().trim().to_owned())
    }

    /// Its values are shown and checked by the UI language's rules (a decimal comma in Spanish): a
    /// language switch shows them and checks them again.
    fn reads_by_language(&self) -> bool {
        false
    }

    /// A value's text as its control shows it in `lang`.
    fn shown<'a>(&self, text: &'a str, _lang: Lang) -> Cow<'a, str> {
        Cow::Borrowed(text)
    }

    /// What was typed in `lang`, as the form holds it ([`Kind::shown`] read back).
    fn typed(&self, text: String, _lang: Lang) -> String {
        text
    }
}

/// The kind a `field_type` names, compared trimmed, in any case, with `-` and spaces as `_`;
/// [`UNKNOWN`] when no kind answers to it.
pub fn kind_for(field_type: &str) -> FieldKind {
    let name: String = field_type
        .trim()
        .chars()
        .map(|c| match c {
            '-' | ' ' => '_',
            c => c.to_ascii_lowercase(),
        })
        .collect();
    KINDS
        .iter()
        .find(|kind| kind.names().contains(&name.as_str()))
        .copied()
        .unwrap_or(UNKNOWN)
}

/// The check of a kind that takes one of its options.
fn one_of(options: &Options, value: &FieldValue) -> Result<(), FieldError> {
    if options.contains(value.text()) {
        Ok(())
    } else {
        Err(FieldError::NotAnOption)
    }
}

#[cfg(test)]
mod tests;
