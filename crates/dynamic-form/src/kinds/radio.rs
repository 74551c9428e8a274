//! One of a few, every option shown as a radio button.

use super::{one_of, Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Radio;

impl Kind for Radio {
    fn names(&self) -> &'static [&'static str] {
        &["radio", "radio_group"]
    }

    fn name(&self) -> &'static str {
        "radio"
    }

    fn entry(&self) -> Entry {
        Entry::RadioGroup
    }

    fn takes_options(&self) -> bool {
        true
    }

    fn check(&self, value: &FieldValue, options: &Options, _: Locale) -> Result<(), FieldError> {
        one_of(options, value)
    }
}
