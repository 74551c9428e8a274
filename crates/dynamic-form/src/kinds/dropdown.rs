//! One of a list, in a `<select>`.

use super::{one_of, Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Dropdown;

impl Kind for Dropdown {
    fn names(&self) -> &'static [&'static str] {
        &["dropdown", "select", "single_select"]
    }

    fn name(&self) -> &'static str {
        "dropdown"
    }

    fn entry(&self) -> Entry {
        Entry::Select
    }

    fn takes_options(&self) -> bool {
        true
    }

    fn check(&self, value: &FieldValue, options: &Options, _: Locale) -> Result<(), FieldError> {
        one_of(options, value)
    }
}
