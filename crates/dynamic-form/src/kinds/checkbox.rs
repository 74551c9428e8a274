//! Yes or no, one checkbox: held and kept as a tick. Required means ticked.

use super::{Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Checkbox;

impl Kind for Checkbox {
    fn names(&self) -> &'static [&'static str] {
        &["checkbox", "boolean", "bool", "toggle"]
    }

    fn name(&self) -> &'static str {
        "checkbox"
    }

    fn entry(&self) -> Entry {
        Entry::Checkbox
    }

    fn empty(&self) -> FieldValue {
        FieldValue::Tick(false)
    }

    /// A tick, or its usual spellings as text: `true`/`false`, `1`/`0`, `yes`/`no`, any case; blank is
    /// unticked.
    fn conform(&self, value: FieldValue, _: &Options) -> Option<FieldValue> {
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

    fn blank_error(&self) -> FieldError {
        FieldError::NotTicked
    }

    fn kept(&self, value: &FieldValue, _: &Options, _: Locale) -> FieldValue {
        FieldValue::Tick(!value.is_blank())
    }
}
