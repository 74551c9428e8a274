//! The kinds of field: what a value means. Each kind is one module that answers every question
//! about itself: the `field_type` names it answers to, how it reads a value the platform sent or
//! this device kept, how it checks a value, what it keeps, and which control enters it
//! ([`Entry`]). One list names them all ([`KINDS`]); a field holds its kind as a [`FieldKind`],
//! which asks the kind's type each question (`table`).
//!
//! A question has a default answer, a text's, where most kinds answer as text does; a kind says
//! otherwise in its own module.

mod checkbox;
mod date;
mod dropdown;
mod email;
mod long_text;
mod number;
mod phone;
mod radio;
mod several;
mod table;
mod text;
mod time;
mod unknown;
mod web_address;

pub use table::{own_kind, FieldKind, KindTable};

use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;
use crate::controls::Control;
use std::any::TypeId;
use std::borrow::Cow;
use text_rules::Lang;

/// Every kind of the crate's, in the order `field_type` names are looked up (after the app's own).
pub static KINDS: &[FieldKind] = &[
    own_kind::<text::Text>(),
    own_kind::<long_text::LongText>(),
    own_kind::<email::Email>(),
    own_kind::<number::Number<false>>(),
    own_kind::<number::Number<true>>(),
    own_kind::<date::Date>(),
    own_kind::<time::Time>(),
    own_kind::<web_address::WebAddress>(),
    own_kind::<phone::Phone>(),
    own_kind::<dropdown::Dropdown>(),
    own_kind::<radio::Radio>(),
    own_kind::<checkbox::Checkbox>(),
    own_kind::<several::Several>(),
];

/// The kind of a `field_type` no kind answers to: a text box.
pub const UNKNOWN: FieldKind = own_kind::<unknown::Unknown>();

/// How a kind's value is entered: the control that shows it, by name (the controls' list finds it),
/// or an app's own control.
#[derive(Clone, Copy)]
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
    /// A control of the app's own.
    Own(&'static dyn Control),
}

/// A kind of field: what it is named and entered with, as constants, and how it reads, checks and
/// keeps a value. The defaults are a text's answers. Asked through [`FieldKind`], which hands each
/// question to the kind a field has.
pub trait Kind {
    /// The `field_type` names it answers to, as compared: lower case, `_` for `-` and spaces.
    const NAMES: &'static [&'static str];

    /// Its name in the markup (`data-field-type`), for styles and tests; unique among kinds.
    const NAME: &'static str;

    /// The control that enters its values.
    const ENTRY: Entry;

    /// It chooses among the field's options, so without options it cannot be answered (the field is
    /// then a text box rather than a control that blocks a required field).
    const TAKES_OPTIONS: bool = false;

    /// The error of a required field left blank.
    const BLANK_ERROR: FieldError = FieldError::Required;

    /// Its values are shown and checked by the UI language's rules (a decimal comma in Spanish): a
    /// language switch shows them and checks them again.
    const READS_BY_LANGUAGE: bool = false;

    /// The type of the data it asks the app for (`Host::supplies`), if any: asked to be loaded
    /// when a form with a field of this kind is put in the page, and read by its check with
    /// `Locale::supply`.
    fn wants() -> Option<TypeId> {
        None
    }

    /// A field of this kind with nothing entered.
    fn empty() -> FieldValue {
        FieldValue::default()
    }

    /// `value` in this kind's shape, read leniently (sent by the platform, or kept by an older
    /// version of the app); `None` when it cannot be.
    fn conform(value: FieldValue, _options: &Options) -> Option<FieldValue> {
        match value {
            FieldValue::Text(text) => Some(FieldValue::Text(text)),
            FieldValue::Tick(_) | FieldValue::Choices(_) => None,
        }
    }

    /// Checks a value that is not blank; linear in its length.
    fn check(_value: &FieldValue, _options: &Options, _locale: Locale) -> Result<(), FieldError> {
        Ok(())
    }

    /// The value to keep (and, one day, send). A value that does not pass [`Kind::check`] is kept
    /// as typed, trimmed (the check reports it).
    fn kept(value: &FieldValue, _options: &Options, _locale: Locale) -> FieldValue {
        FieldValue::Text(value.text().trim().to_owned())
    }

    /// The value answers the field: something entered that its check takes. A ticked box, at least
    /// one of several, a chosen option, a valid number; what Save would keep without complaint.
    fn answered(value: &FieldValue, options: &Options, locale: Locale) -> bool {
        !value.is_blank() && Self::check(value, options, locale).is_ok()
    }

    /// A value's text as its control shows it in `lang`.
    fn shown(text: &str, _lang: Lang) -> Cow<'_, str> {
        Cow::Borrowed(text)
    }

    /// What was typed in `lang`, as the form holds it ([`Kind::shown`] read back).
    fn typed(text: String, _lang: Lang) -> String {
        text
    }
}

/// The kind a `field_type` names, compared trimmed, in any case, with `-` and spaces as `_`: one of
/// the app's `own` kinds first, then the crate's; [`UNKNOWN`] when no kind answers to it.
pub fn kind_for(field_type: &str, own: &[FieldKind]) -> FieldKind {
    let name: String = field_type
        .trim()
        .chars()
        .map(|c| match c {
            '-' | ' ' => '_',
            c => c.to_ascii_lowercase(),
        })
        .collect();
    own.iter()
        .chain(KINDS)
        .copied()
        .find(|kind| kind.names().contains(&name.as_str()))
        .unwrap_or(UNKNOWN)
}

/// A text value as `read` reads it, or `None` when it cannot; blank text is an empty value.
fn conform_text(
    value: FieldValue,
    read: impl FnOnce(&str) -> Option<String>,
) -> Option<FieldValue> {
    let FieldValue::Text(text) = value else {
        return None;
    };
    if text.trim().is_empty() {
        return Some(FieldValue::default());
    }
    read(&text).map(FieldValue::Text)
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
