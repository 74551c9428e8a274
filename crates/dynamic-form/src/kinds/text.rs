//! One line of text; also what a `field_type` the renderer does not know is ([`super::unknown`]).

use super::{Entry, Kind};

pub struct Text;

impl Kind for Text {
    const NAMES: &'static [&'static str] = &["string", "text", "short_text"];

    // The name the reference shows, which the benchmark's scripts look for.
    const NAME: &'static str = "string";

    const ENTRY: Entry = Entry::TextBox("type=\"text\"");
}
