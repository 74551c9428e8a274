//! Yes or no, one checkbox: held and kept as a tick. Required means ticked.

use super::{Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;

pub struct Checkbox;

impl Kind for Checkbox {
    const NAMES: &'static [&'static str] = &["checkbox", "boolean", "bool", "toggle"];

    const NAME: &'static str = "checkbox";

    const ENTRY: Entry = Entry::Checkbox;

    fn empty() -> FieldValue {
        FieldValue::Tick(false)
    }

    /// A tick, or its usual spellings as text: `true`/`false`, `1`/`0`, `yes`/`no`, any case; blank is
    /// unticked.
    fn conform(value: FieldValue, _: &Options) -> Option<FieldValue> {
        match value {
            FieldValue::Tick(tick) => Some(FieldValue::Tick(tick)),
            FieldValue::Text(text) => match text.trim().to_ascii_lowercase().as_str() {
                "true" | "1" | "yes" => Some(FieldValue::Tick(true)),
                "false" | "0" | "no" | "" => Some(FieldValue::Tick(false)),
                _ => None,
            },
            FieldValue::Choices(_) => None,
        }
    }

    const BLANK_ERROR: FieldError = FieldError::NotTicked;

    fn kept(value: &FieldValue, _: &Options, _: Locale) -> FieldValue {
        FieldValue::Tick(!value.is_blank())
    }
}
