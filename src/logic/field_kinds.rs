//! The kinds of a client form field: which `field_type` names each kind answers to, how a kind reads
//! the value the API sent and a value kept on this device, how it checks a value, and what it keeps.
//! Every rule here is one exhaustive match over [`FieldKind`], so a new kind is one arm, and the
//! compiler names every place that must handle it (here, and the renderer in
//! `components::dynamic_form`).
//!
//! The reference (2.6) shows three field types (`string`, `phone`, `dropdown`) and no value on a
//! field; the other names and the value shapes are the product's choice (README, "Product rules").

use super::client_form::Options;
use super::lang::Lang;
use crate::api::models::SentValue;
use serde::{Deserialize, Deserializer, Serialize};
use std::borrow::Cow;
use text_rules::dates;
use text_rules::numbering::PhonePlans;
use text_rules::phone::{self, PhoneError};
use text_rules::validate::{self, EmailError};

/// A number box: any number, or a whole one (`integer`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Numeric {
    Decimal,
    Whole,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldKind {
    /// One line of text.
    Text,
    /// Several lines of text.
    LongText,
    Email,
    Number(Numeric),
    /// Kept as `yyyy-mm-dd`.
    Date,
    /// `http` or `https` only.
    WebAddress,
    /// Holds a full international number (`+56 9 8765 4321`).
    Phone,
    /// One of a list, in a `<select>`.
    Dropdown(Options),
    /// One of a few, all shown as radio buttons.
    Radio(Options),
    /// Yes or no, one checkbox.
    Checkbox,
    /// Several of a list, as checkboxes.
    Multi(Options),
    /// A `field_type` this app does not know, as sent; rendered as text.
    Unknown(String),
}

/// A field's value as the form holds it and this device keeps it: text for the kinds typed or
/// chosen one at a time, a tick as a boolean, several choices as a list of option keys. Stored as
/// JSON: a string, a boolean or a list of strings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum FieldValue {
    Text(String),
    Tick(bool),
    Choices(Vec<String>),
}

impl Default for FieldValue {
    fn default() -> FieldValue {
        FieldValue::Text(String::new())
    }
}

/// A stored value, read leniently so one odd entry never costs a whole stored draft: a number
/// becomes its text, a list keeps its strings, anything else is blank text (which the draft's rules
/// ignore).
impl<'de> Deserialize<'de> for FieldValue {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match serde_json::Value::deserialize(deserializer)? {
            serde_json::Value::String(text) => FieldValue::Text(text),
            serde_json::Value::Bool(tick) => FieldValue::Tick(tick),
            serde_json::Value::Number(number) => FieldValue::Text(number.to_string()),
            serde_json::Value::Array(items) => FieldValue::Choices(
                items
                    .into_iter()
                    .filter_map(|item| match item {
                        serde_json::Value::String(key) => Some(key),
                        _ => None,
                    })
                    .collect(),
            ),
            serde_json::Value::Null | serde_json::Value::Object(_) => FieldValue::default(),
        })
    }
}

impl FieldValue {
    /// Nothing entered: blank text, an unticked box, no choice.
    pub fn is_blank(&self) -> bool {
        match self {
            FieldValue::Text(text) => text.trim().is_empty(),
            FieldValue::Tick(tick) => !tick,
            FieldValue::Choices(keys) => keys.is_empty(),
        }
    }

    /// Worth keeping over another value: text that is not blank, a tick either way (unticking a box
    /// the platform sent ticked is an answer), a list of choices, empty too (choosing none is one).
    /// Blank text is not: it may be a field not filled in yet, and never wipes a kept value.
    pub fn is_answer(&self) -> bool {
        match self {
            FieldValue::Text(text) => !text.trim().is_empty(),
            FieldValue::Tick(_) | FieldValue::Choices(_) => true,
        }
    }

    /// The text of a text value; empty for the other shapes.
    pub fn text(&self) -> &str {
        match self {
            FieldValue::Text(text) => text,
            FieldValue::Tick(_) | FieldValue::Choices(_) => "",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FieldError {
    Required,
    /// A required checkbox left unticked.
    NotTicked,
    /// A required list of checkboxes with none ticked.
    NoneChosen,
    Phone(PhoneError),
    Email(EmailError),
    NotANumber,
    NotWhole,
    NotADate,
    /// Not an `http` or `https` address.
    NotAWebAddress,
    /// A choice that is not one of the options.
    NotAnOption,
}

/// `field_type` as compared: trimmed, lower case, `-` and spaces as `_`.
fn type_name(field_type: &str) -> String {
    field_type
        .trim()
        .chars()
        .map(|c| match c {
            '-' | ' ' => '_',
            c => c.to_ascii_lowercase(),
        })
        .collect()
}

impl FieldKind {
    /// The kind a `field_type` names, with `options()` for the kinds with choices (the others never
    /// read them). A kind with choices but no options cannot be answered, so it becomes a text box
    /// rather than a control that blocks a required field.
    pub fn from_wire(field_type: &str, options: impl FnOnce() -> Options) -> FieldKind {
        let choices = |kind: fn(Options) -> FieldKind| {
            let options = options();
            if options.is_empty() {
                FieldKind::Text
            } else {
                kind(options)
            }
        };
        match type_name(field_type).as_str() {
            "string" | "text" | "short_text" => FieldKind::Text,
            "textarea" | "text_area" | "long_text" | "paragraph" => FieldKind::LongText,
            "email" | "e_mail" => FieldKind::Email,
            "number" | "numeric" | "decimal" => FieldKind::Number(Numeric::Decimal),
            "integer" => FieldKind::Number(Numeric::Whole),
            "date" => FieldKind::Date,
            "url" | "uri" | "link" | "website" => FieldKind::WebAddress,
            "phone" | "tel" | "telephone" => FieldKind::Phone,
            "dropdown" | "select" | "single_select" => choices(FieldKind::Dropdown),
            "radio" | "radio_group" => choices(FieldKind::Radio),
            "checkbox" | "boolean" | "bool" | "toggle" => FieldKind::Checkbox,
            "multiselect" | "multi_select" | "checkboxes" | "multiple_choice" => {
                choices(FieldKind::Multi)
            }
            _ => FieldKind::Unknown(field_type.trim().to_owned()),
        }
    }

    /// A field of this kind with nothing entered.
    pub fn empty(&self) -> FieldValue {
        match self {
            FieldKind::Checkbox => FieldValue::Tick(false),
            FieldKind::Multi(_) => FieldValue::Choices(Vec::new()),
            FieldKind::Text
            | FieldKind::LongText
            | FieldKind::Email
            | FieldKind::Number(_)
            | FieldKind::Date
            | FieldKind::WebAddress
            | FieldKind::Phone
            | FieldKind::Dropdown(_)
            | FieldKind::Radio(_)
            | FieldKind::Unknown(_) => FieldValue::default(),
        }
    }

    /// The value the API sent, read for this kind; `None` when it is of a shape this kind cannot
    /// hold (the field then starts empty).
    pub fn read_sent(&self, sent: &SentValue) -> Option<FieldValue> {
        let value = match sent {
            SentValue::Text(text) | SentValue::Number(text) => FieldValue::Text(text.clone()),
            SentValue::Flag(flag) => FieldValue::Tick(*flag),
            SentValue::List(keys) => FieldValue::Choices(keys.clone()),
        };
        self.conform(value)
    }

    /// `value` in this kind's shape, read leniently (a value sent by the API or kept by an older
    /// version of the app); `None` when it cannot be.
    pub fn conform(&self, value: FieldValue) -> Option<FieldValue> {
        match (self, value) {
            (FieldKind::Checkbox, FieldValue::Tick(tick)) => Some(FieldValue::Tick(tick)),
            (FieldKind::Checkbox, FieldValue::Text(text)) => {
                tick_from_text(&text).map(FieldValue::Tick)
            }
            (FieldKind::Checkbox, FieldValue::Choices(_)) => None,
            (FieldKind::Multi(options), FieldValue::Choices(keys)) => {
                Some(FieldValue::Choices(only_options(options, keys)))
            }
            (FieldKind::Multi(options), FieldValue::Text(key)) => {
                Some(FieldValue::Choices(only_options(options, vec![key])))
            }
            (FieldKind::Multi(_), FieldValue::Tick(_)) => None,
            (FieldKind::Date, FieldValue::Text(text)) => {
                if text.trim().is_empty() {
                    return Some(FieldValue::default());
                }
                dates::parse_ymd(&text)
                    .or_else(|| dates::parse_mdy(&text))
                    .map(|date| FieldValue::Text(dates::format_ymd(date)))
            }
            (
                FieldKind::Text
                | FieldKind::LongText
                | FieldKind::Email
                | FieldKind::Number(_)
                | FieldKind::WebAddress
                | FieldKind::Phone
                | FieldKind::Dropdown(_)
                | FieldKind::Radio(_)
                | FieldKind::Unknown(_),
                FieldValue::Text(text),
            ) => Some(FieldValue::Text(text)),
            (
                FieldKind::Text
                | FieldKind::LongText
                | FieldKind::Email
                | FieldKind::Number(_)
                | FieldKind::Date
                | FieldKind::WebAddress
                | FieldKind::Phone
                | FieldKind::Dropdown(_)
                | FieldKind::Radio(_)
                | FieldKind::Unknown(_),
                FieldValue::Tick(_) | FieldValue::Choices(_),
            ) => None,
        }
    }

    /// Checks one value; linear in its length. A blank value is only an error for a required field.
    pub fn check(
        &self,
        value: &FieldValue,
        required: bool,
        lang: Lang,
        plans: Option<&PhonePlans>,
    ) -> Result<(), FieldError> {
        if value.is_blank() {
            return match (required, self) {
                (false, _) => Ok(()),
                (true, FieldKind::Checkbox) => Err(FieldError::NotTicked),
                (true, FieldKind::Multi(_)) => Err(FieldError::NoneChosen),
                (
                    true,
                    FieldKind::Text
                    | FieldKind::LongText
                    | FieldKind::Email
                    | FieldKind::Number(_)
                    | FieldKind::Date
                    | FieldKind::WebAddress
                    | FieldKind::Phone
                    | FieldKind::Dropdown(_)
                    | FieldKind::Radio(_)
                    | FieldKind::Unknown(_),
                ) => Err(FieldError::Required),
            };
        }
        let text = value.text();
        match self {
            FieldKind::Text | FieldKind::LongText | FieldKind::Unknown(_) | FieldKind::Checkbox => {
                Ok(())
            }
            FieldKind::Email => validate::email(text).map_err(FieldError::Email),
            FieldKind::Number(numeric) => number(text, *numeric, lang).map(|_| ()),
            FieldKind::Date => dates::parse_ymd(text)
                .map(|_| ())
                .ok_or(FieldError::NotADate),
            FieldKind::WebAddress => validate::safe_http_url(text)
                .map(|_| ())
                .ok_or(FieldError::NotAWebAddress),
            FieldKind::Phone => phone::parse_input("", text, plans)
                .map(|_| ())
                .map_err(FieldError::Phone),
            FieldKind::Dropdown(options) | FieldKind::Radio(options) => {
                if options.contains(text) {
                    Ok(())
                } else {
                    Err(FieldError::NotAnOption)
                }
            }
            FieldKind::Multi(options) => match value {
                FieldValue::Choices(keys) if keys.iter().all(|key| options.contains(key)) => Ok(()),
                FieldValue::Choices(_) | FieldValue::Text(_) | FieldValue::Tick(_) => {
                    Err(FieldError::NotAnOption)
                }
            },
        }
    }

    /// The value to keep (and, one day, send): trimmed text, a number with a decimal point, a
    /// phone number in the API's international format, choices in the order of the options. A value
    /// that does not pass [`FieldKind::check`] is kept as typed, trimmed (the check reports it).
    pub fn kept(&self, value: &FieldValue, lang: Lang, plans: Option<&PhonePlans>) -> FieldValue {
        let text = value.text().trim();
        match self {
            FieldKind::Checkbox | FieldKind::Multi(_) if value.is_blank() => self.empty(),
            FieldKind::Checkbox => FieldValue::Tick(true),
            FieldKind::Multi(options) => FieldValue::Choices(
                options
                    .items()
                    .iter()
                    .filter(
                        |(key, _)| matches!(value, FieldValue::Choices(keys) if keys.contains(key)),
                    )
                    .map(|(key, _)| key.clone())
                    .collect(),
            ),
            FieldKind::Number(numeric) => {
                FieldValue::Text(number(text, *numeric, lang).unwrap_or_else(|_| text.to_owned()))
            }
            FieldKind::Phone => FieldValue::Text(
                phone::parse_input("", text, plans)
                    .map(|p| p.international())
                    .unwrap_or_else(|_| text.to_owned()),
            ),
            FieldKind::Text
            | FieldKind::LongText
            | FieldKind::Email
            | FieldKind::Date
            | FieldKind::WebAddress
            | FieldKind::Dropdown(_)
            | FieldKind::Radio(_)
            | FieldKind::Unknown(_) => FieldValue::Text(text.to_owned()),
        }
    }

    /// A value of this kind is shown and checked by the UI language's rules (a number's decimal
    /// comma in Spanish): a language switch shows it and checks it again.
    pub fn reads_by_language(&self) -> bool {
        match self {
            FieldKind::Number(_) => true,
            FieldKind::Text
            | FieldKind::LongText
            | FieldKind::Email
            | FieldKind::Date
            | FieldKind::WebAddress
            | FieldKind::Phone
            | FieldKind::Dropdown(_)
            | FieldKind::Radio(_)
            | FieldKind::Checkbox
            | FieldKind::Multi(_)
            | FieldKind::Unknown(_) => false,
        }
    }

    /// The `field_type` as sent, when the app has no kind for it.
    pub fn unknown_type(&self) -> Option<&str> {
        match self {
            FieldKind::Unknown(field_type) => Some(field_type),
            FieldKind::Text
            | FieldKind::LongText
            | FieldKind::Email
            | FieldKind::Number(_)
            | FieldKind::Date
            | FieldKind::WebAddress
            | FieldKind::Phone
            | FieldKind::Dropdown(_)
            | FieldKind::Radio(_)
            | FieldKind::Checkbox
            | FieldKind::Multi(_) => None,
        }
    }

    /// The kind's name in the markup (`data-field-type`), for styles and tests.
    pub fn name(&self) -> &'static str {
        match self {
            // The name the reference shows, which the benchmark's scripts look for.
            FieldKind::Text => "string",
            FieldKind::LongText => "long_text",
            FieldKind::Email => "email",
            FieldKind::Number(Numeric::Decimal) => "number",
            FieldKind::Number(Numeric::Whole) => "integer",
            FieldKind::Date => "date",
            FieldKind::WebAddress => "url",
            FieldKind::Phone => "phone",
            FieldKind::Dropdown(_) => "dropdown",
            FieldKind::Radio(_) => "radio",
            FieldKind::Checkbox => "checkbox",
            FieldKind::Multi(_) => "multiselect",
            FieldKind::Unknown(_) => "unknown",
        }
    }
}

/// `true`/`false`, `1`/`0`, `yes`/`no`, any case; blank is unticked.
fn tick_from_text(text: &str) -> Option<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "true" | "1" | "yes" => Some(true),
        "false" | "0" | "no" | "" => Some(false),
        _ => None,
    }
}

/// `keys` that are options, each once, in the order given.
fn only_options(options: &Options, keys: Vec<String>) -> Vec<String> {
    let mut kept: Vec<String> = Vec::with_capacity(keys.len());
    for key in keys {
        if options.contains(&key) && !kept.contains(&key) {
            kept.push(key);
        }
    }
    kept
}

/// The decimal separator a number box shows and takes in `lang`, besides the point it always takes.
fn decimal_separator(lang: Lang) -> char {
    match lang {
        Lang::En => '.',
        Lang::Es => ',',
    }
}

/// A number box's text as typed in `lang`, as the form holds it: with a decimal point when the
/// language reads it as a number (`12,5` typed in Spanish is `12.5`), so that it means the same
/// whichever language shows it next; as typed otherwise (its check reports it).
pub fn typed_number(text: String, lang: Lang) -> String {
    let separator = decimal_separator(lang);
    if separator != '.' && number(&text, Numeric::Decimal, lang).is_ok() {
        text.replace(separator, ".")
    } else {
        text
    }
}

/// A number box's value as it shows in `lang`: a number written with a point (as the API sends it,
/// this device keeps it and the form holds it) with the language's decimal separator (`12.5` is
/// `12,5` in Spanish); any other text as it is. [`typed_number`] reads it back to the same text.
pub fn shown_number(text: &str, lang: Lang) -> Cow<'_, str> {
    let separator = decimal_separator(lang);
    // English takes the point alone: this asks whether the text is a number written with one.
    if separator != '.' && number(text, Numeric::Decimal, Lang::En).is_ok() {
        Cow::Owned(text.replace('.', &separator.to_string()))
    } else {
        Cow::Borrowed(text)
    }
}

/// A typed number, written with a decimal point: digits with an optional sign and at most one
/// decimal separator, a point in any language and also a comma in Spanish (`12,5` there is `12.5`).
/// No thousands separators: in Spanish `1.234` would read as a thousand and in English as one.
pub fn number(text: &str, numeric: Numeric, lang: Lang) -> Result<String, FieldError> {
    let text = text.trim();
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", text.strip_prefix('+').unwrap_or(text)),
    };
    let is_separator = |c: char| c == '.' || c == decimal_separator(lang);
    let (whole, fraction) = match digits.find(is_separator) {
        Some(at) => (&digits[..at], Some(&digits[at + 1..])),
        None => (digits, None),
    };
    let all_digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    let fraction_ok = fraction.is_none_or(|part| !part.is_empty() && all_digits(part));
    if whole.is_empty() || !all_digits(whole) || !fraction_ok {
        return Err(FieldError::NotANumber);
    }
    match (numeric, fraction) {
        (Numeric::Whole, Some(_)) => Err(FieldError::NotWhole),
        (Numeric::Whole | Numeric::Decimal, None) => Ok(format!("{sign}{whole}")),
        (Numeric::Decimal, Some(part)) => Ok(format!("{sign}{whole}.{part}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::fixtures::pairs;

    fn options() -> Options {
        Options::new(pairs(&[("s", "Small"), ("m", "Medium"), ("l", "Large")]))
    }

    fn text(value: &str) -> FieldValue {
        FieldValue::Text(value.into())
    }

    fn choices(keys: &[&str]) -> FieldValue {
        FieldValue::Choices(keys.iter().map(|key| key.to_string()).collect())
    }

    #[test]
    fn every_name_is_read_trimmed_in_any_case_with_dashes_and_spaces_as_underscores() {
        let cases: &[(&[&str], FieldKind)] = &[
            (&["string", "text", "short_text"], FieldKind::Text),
            (
                &["textarea", "text_area", "long_text", "paragraph"],
                FieldKind::LongText,
            ),
            (&["email", "e_mail"], FieldKind::Email),
            (
                &["number", "numeric", "decimal"],
                FieldKind::Number(Numeric::Decimal),
            ),
            (&["integer"], FieldKind::Number(Numeric::Whole)),
            (&["date"], FieldKind::Date),
            (&["url", "uri", "link", "website"], FieldKind::WebAddress),
            (&["phone", "tel", "telephone"], FieldKind::Phone),
            (
                &["dropdown", "select", "single_select"],
                FieldKind::Dropdown(options()),
            ),
            (&["radio", "radio_group"], FieldKind::Radio(options())),
            (
                &["checkbox", "boolean", "bool", "toggle"],
                FieldKind::Checkbox,
            ),
            (
                &[
                    "multiselect",
                    "multi_select",
                    "checkboxes",
                    "multiple_choice",
                ],
                FieldKind::Multi(options()),
            ),
        ];
        for (names, kind) in cases {
            for name in *names {
                let spellings = [
                    name.to_string(),
                    format!("  {}\t", name.to_uppercase()),
                    name.replace('_', "-"),
                    name.replace('_', " "),
                ];
                for spelling in spellings {
                    assert_eq!(
                        &FieldKind::from_wire(&spelling, options),
                        kind,
                        "{spelling:?}"
                    );
                }
            }
        }
        assert_eq!(
            FieldKind::from_wire(" Slider ", options),
            FieldKind::Unknown("Slider".into())
        );
        assert_eq!(
            FieldKind::from_wire("e__mail", options),
            FieldKind::Unknown("e__mail".into())
        );
        assert_eq!(
            FieldKind::from_wire("", options),
            FieldKind::Unknown("".into())
        );
    }

    #[test]
    fn kinds_with_choices_but_no_options_are_text() {
        for name in ["dropdown", "radio", "multiselect"] {
            assert_eq!(
                FieldKind::from_wire(name, Options::default),
                FieldKind::Text
            );
        }
        assert_eq!(
            FieldKind::from_wire("checkbox", || panic!("a checkbox reads no options")),
            FieldKind::Checkbox
        );
    }

    #[test]
    fn text_kinds_read_a_string_or_a_number_as_written() {
        for kind in [
            FieldKind::Text,
            FieldKind::LongText,
            FieldKind::Email,
            FieldKind::WebAddress,
            FieldKind::Number(Numeric::Decimal),
            FieldKind::Dropdown(options()),
            FieldKind::Radio(options()),
        ] {
            assert_eq!(
                kind.read_sent(&SentValue::Text("a b".into())),
                Some(text("a b"))
            );
            assert_eq!(
                kind.read_sent(&SentValue::Number("12.5".into())),
                Some(text("12.5"))
            );
            assert_eq!(kind.read_sent(&SentValue::Flag(true)), None, "{kind:?}");
            assert_eq!(kind.read_sent(&SentValue::List(vec!["s".into()])), None);
        }
    }

    #[test]
    fn a_checkbox_reads_booleans_and_their_usual_spellings() {
        let kind = FieldKind::Checkbox;
        let read = |sent: SentValue| kind.read_sent(&sent);
        assert_eq!(read(SentValue::Flag(true)), Some(FieldValue::Tick(true)));
        assert_eq!(read(SentValue::Flag(false)), Some(FieldValue::Tick(false)));
        for yes in ["true", "TRUE", "1", "yes", " Yes "] {
            assert_eq!(
                read(SentValue::Text(yes.into())),
                Some(FieldValue::Tick(true)),
                "{yes}"
            );
        }
        for no in ["false", "0", "no", "NO"] {
            assert_eq!(
                read(SentValue::Text(no.into())),
                Some(FieldValue::Tick(false)),
                "{no}"
            );
        }
        assert_eq!(
            read(SentValue::Number("1".into())),
            Some(FieldValue::Tick(true))
        );
        assert_eq!(read(SentValue::Text("maybe".into())), None);
        assert_eq!(read(SentValue::Number("2".into())), None);
        assert_eq!(read(SentValue::List(vec!["true".into()])), None);
    }

    #[test]
    fn several_of_a_list_reads_a_list_or_one_key_and_keeps_only_options() {
        let kind = FieldKind::Multi(options());
        assert_eq!(
            kind.read_sent(&SentValue::List(vec![
                "l".into(),
                "x".into(),
                "s".into(),
                "l".into()
            ])),
            Some(choices(&["l", "s"]))
        );
        assert_eq!(
            kind.read_sent(&SentValue::Text("m".into())),
            Some(choices(&["m"]))
        );
        assert_eq!(
            kind.read_sent(&SentValue::Text("nope".into())),
            Some(choices(&[]))
        );
        assert_eq!(kind.read_sent(&SentValue::Flag(true)), None);
    }

    #[test]
    fn a_date_reads_either_of_the_references_formats() {
        let kind = FieldKind::Date;
        assert_eq!(
            kind.read_sent(&SentValue::Text("2024-02-29".into())),
            Some(text("2024-02-29"))
        );
        assert_eq!(
            kind.read_sent(&SentValue::Text("Mar 07, 1994".into())),
            Some(text("1994-03-07"))
        );
        assert_eq!(kind.read_sent(&SentValue::Text("2023-02-29".into())), None);
        assert_eq!(kind.read_sent(&SentValue::Text("07/03/1994".into())), None);
        assert_eq!(kind.read_sent(&SentValue::Number("1994".into())), None);
        assert_eq!(kind.read_sent(&SentValue::Flag(false)), None);
    }

    #[test]
    fn stored_values_of_every_shape_are_read_and_odd_ones_become_blank() {
        let read: Vec<FieldValue> =
            serde_json::from_str(r#"["text",true,["x","y",3],12.5,null,{"x":1}]"#).expect("reads");
        assert_eq!(
            read,
            [
                text("text"),
                FieldValue::Tick(true),
                choices(&["x", "y"]),
                text("12.5"),
                text(""),
                text(""),
            ]
        );
    }

    #[test]
    fn values_are_written_as_json_that_reads_back_the_same() {
        let tricky = "quote \" backslash \\ line\n tab\t bell\u{7} ñ ✓ </script>";
        for value in [
            text(tricky),
            text(""),
            FieldValue::Tick(true),
            FieldValue::Tick(false),
            choices(&[]),
            choices(&["s", tricky]),
        ] {
            let json = serde_json::to_string(&value).expect("written");
            let read: FieldValue = serde_json::from_str(&json).expect("valid JSON");
            assert_eq!(read, value, "{json}");
        }
        assert_eq!(
            serde_json::to_string(&choices(&["s", "l"])).expect("written"),
            r#"["s","l"]"#
        );
    }

    #[test]
    fn required_means_filled_ticked_or_one_chosen() {
        let en = Lang::En;
        assert_eq!(
            FieldKind::Text.check(&text(" "), true, en, None),
            Err(FieldError::Required)
        );
        assert_eq!(FieldKind::Text.check(&text(" "), false, en, None), Ok(()));
        assert_eq!(
            FieldKind::Checkbox.check(&FieldValue::Tick(false), true, en, None),
            Err(FieldError::NotTicked)
        );
        assert_eq!(
            FieldKind::Checkbox.check(&FieldValue::Tick(false), false, en, None),
            Ok(())
        );
        assert_eq!(
            FieldKind::Checkbox.check(&FieldValue::Tick(true), true, en, None),
            Ok(())
        );
        let multi = FieldKind::Multi(options());
        assert_eq!(
            multi.check(&choices(&[]), true, en, None),
            Err(FieldError::NoneChosen)
        );
        assert_eq!(multi.check(&choices(&["m"]), true, en, None), Ok(()));
        assert_eq!(
            multi.check(&choices(&["m", "x"]), true, en, None),
            Err(FieldError::NotAnOption)
        );
        for kind in [FieldKind::Radio(options()), FieldKind::Dropdown(options())] {
            assert_eq!(
                kind.check(&text(""), true, en, None),
                Err(FieldError::Required)
            );
            assert_eq!(kind.check(&text("s"), true, en, None), Ok(()));
            assert_eq!(
                kind.check(&text("Small"), true, en, None),
                Err(FieldError::NotAnOption)
            );
        }
    }

    #[test]
    fn e_mail_and_web_addresses_are_checked() {
        let en = Lang::En;
        assert_eq!(
            FieldKind::Email.check(&text(" ana@demo.test "), true, en, None),
            Ok(())
        );
        assert_eq!(
            FieldKind::Email.check(&text("ana.demo.test"), true, en, None),
            Err(FieldError::Email(EmailError::MissingAt))
        );
        let web = FieldKind::WebAddress;
        assert_eq!(
            web.check(&text("https://demo.test/a?b=1"), true, en, None),
            Ok(())
        );
        assert_eq!(web.check(&text("HTTP://demo.test"), true, en, None), Ok(()));
        for bad in [
            "javascript:alert(1)",
            "data:text/html,x",
            "ftp://demo.test",
            "demo.test",
            "https://",
        ] {
            assert_eq!(
                web.check(&text(bad), false, en, None),
                Err(FieldError::NotAWebAddress),
                "{bad}"
            );
        }
    }

    #[test]
    fn numbers_take_the_languages_decimal_comma_and_whole_numbers_no_fraction() {
        let decimal = Numeric::Decimal;
        assert_eq!(number("12.5", decimal, Lang::En), Ok("12.5".into()));
        assert_eq!(number(" -3 ", decimal, Lang::En), Ok("-3".into()));
        assert_eq!(number("+7", decimal, Lang::En), Ok("7".into()));
        assert_eq!(number("12,5", decimal, Lang::Es), Ok("12.5".into()));
        assert_eq!(number("12.5", decimal, Lang::Es), Ok("12.5".into()));
        assert_eq!(
            number("12,5", decimal, Lang::En),
            Err(FieldError::NotANumber)
        );
        for bad in [
            "", "-", "1.2.3", "1,2,3", "12.", ".5", "1e3", "abc", "1 000", "--1",
        ] {
            assert_eq!(
                number(bad, decimal, Lang::Es),
                Err(FieldError::NotANumber),
                "{bad}"
            );
        }
        assert_eq!(number("40", Numeric::Whole, Lang::En), Ok("40".into()));
        assert_eq!(
            number("40.5", Numeric::Whole, Lang::En),
            Err(FieldError::NotWhole)
        );
        assert_eq!(
            number("40,5", Numeric::Whole, Lang::Es),
            Err(FieldError::NotWhole)
        );
        let kind = FieldKind::Number(decimal);
        assert_eq!(kind.check(&text("12,5"), true, Lang::Es, None), Ok(()));
        assert_eq!(kind.kept(&text(" 12,5 "), Lang::Es, None), text("12.5"));
        assert_eq!(kind.kept(&text(" twelve "), Lang::Es, None), text("twelve"));
    }

    #[test]
    fn a_number_is_held_with_a_point_and_shown_with_the_languages_separator() {
        assert_eq!(typed_number("12,5".into(), Lang::Es), "12.5");
        assert_eq!(typed_number(" -12,5 ".into(), Lang::Es), " -12.5 ");
        assert_eq!(typed_number("12.5".into(), Lang::Es), "12.5");
        // Not a number in that language: held as typed, for its check to report.
        assert_eq!(typed_number("12,5".into(), Lang::En), "12,5");
        assert_eq!(typed_number("1,2,3".into(), Lang::Es), "1,2,3");
        assert_eq!(shown_number("12.5", Lang::Es), "12,5");
        assert_eq!(shown_number("+7", Lang::Es), "+7");
        assert_eq!(shown_number("12.5", Lang::En), "12.5");
        assert_eq!(shown_number("1.2.3", Lang::Es), "1.2.3");
        assert_eq!(shown_number("12,5", Lang::Es), "12,5");
        // What is shown reads back as the same text, in either language.
        for held in ["12.5", "-0.25", "+3", "40", " 7.5 ", "twelve", "1.2.3", ""] {
            for lang in Lang::ALL {
                let shown = shown_number(held, lang).into_owned();
                assert_eq!(typed_number(shown, lang), held, "{held:?} in {lang:?}");
            }
        }
    }

    #[test]
    fn a_date_must_be_real() {
        let en = Lang::En;
        assert_eq!(
            FieldKind::Date.check(&text("2024-02-29"), true, en, None),
            Ok(())
        );
        assert_eq!(
            FieldKind::Date.check(&text("2023-02-29"), true, en, None),
            Err(FieldError::NotADate)
        );
        assert_eq!(
            FieldKind::Date.check(&text("Mar 07, 1994"), true, en, None),
            Err(FieldError::NotADate)
        );
    }

    #[test]
    fn what_is_kept() {
        let en = Lang::En;
        assert_eq!(
            FieldKind::Text.kept(&text("  Acme "), en, None),
            text("Acme")
        );
        assert_eq!(
            FieldKind::Checkbox.kept(&FieldValue::Tick(true), en, None),
            FieldValue::Tick(true)
        );
        assert_eq!(
            FieldKind::Checkbox.kept(&FieldValue::Tick(false), en, None),
            FieldValue::Tick(false)
        );
        // Several choices in the order of the options.
        assert_eq!(
            FieldKind::Multi(options()).kept(&choices(&["l", "s"]), en, None),
            choices(&["s", "l"])
        );
        assert_eq!(
            FieldKind::Phone.kept(&text("+56987654321"), en, None),
            text("+56 9 8765 4321")
        );
    }
}
