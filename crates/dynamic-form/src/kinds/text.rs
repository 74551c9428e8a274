//! One line of text; also what a `field_type` the renderer does not know is ([`super::unknown`]).

use super::{Entry, Kind};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Text;

impl Kind for Text {
    fn names(&self) -> &'static [&'static str] {
        &["string", "text", "short_text"]
    }

    // The name the reference shows, which the benchmark's scripts look for.
    fn name(&self) -> &'static str {
        "string"
    }

    fn entry(&self) -> Entry {
        Entry::TextBox("type=\"text\"")
    }
}
