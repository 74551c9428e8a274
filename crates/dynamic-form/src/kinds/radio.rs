//! One of a few, every option shown as a radio button.

use super::{one_of, Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;

pub struct Radio;

impl Kind for Radio {
    const NAMES: &'static [&'static str] = &["radio", "radio_group"];

    const NAME: &'static str = "radio";

    const ENTRY: Entry = Entry::RadioGroup;

    const TAKES_OPTIONS: bool = true;

    fn check(value: &FieldValue, options: &Options, _: Locale) -> Result<(), FieldError> {
        one_of(options, value)
    }
}
