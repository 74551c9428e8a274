//! Several lines of text.

use super::{Entry, Kind};

pub struct LongText;

impl Kind for LongText {
    const NAMES: &'static [&'static str] = &["textarea", "text_area", "long_text", "paragraph"];

    const NAME: &'static str = "long_text";

    const ENTRY: Entry = Entry::TextArea;
}
