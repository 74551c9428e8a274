//! A `field_type` no kind answers to: one line of text, never a broken page. The type as sent is
//! kept on the field (`FieldDef::unknown_type`) and reported once per type.

use super::{Entry, Kind};

pub struct Unknown;

impl Kind for Unknown {
    const NAMES: &'static [&'static str] = &[];

    const NAME: &'static str = "unknown";

    const ENTRY: Entry = Entry::TextBox("type=\"text\"");
}
