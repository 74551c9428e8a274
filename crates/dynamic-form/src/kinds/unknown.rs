//! A `field_type` no kind answers to: one line of text, never a broken page. The type as sent is
//! kept on the field (`FieldDef::unknown_type`) and reported once per type.

use super::{Entry, Kind};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Unknown;

impl Kind for Unknown {
    fn names(&self) -> &'static [&'static str] {
        &[]
    }

    fn name(&self) -> &'static str {
        "unknown"
    }

    fn entry(&self) -> Entry {
        Entry::TextBox("type=\"text\"")
    }
}
