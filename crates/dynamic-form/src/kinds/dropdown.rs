//! One of a list, in a `<select>`.

use super::{one_of, Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;

pub struct Dropdown;

impl Kind for Dropdown {
    const NAMES: &'static [&'static str] = &["dropdown", "select", "single_select"];

    const NAME: &'static str = "dropdown";

    const ENTRY: Entry = Entry::Select;

    const TAKES_OPTIONS: bool = true;

    fn check(value: &FieldValue, options: &Options, _: Locale) -> Result<(), FieldError> {
        one_of(options, value)
    }
}
