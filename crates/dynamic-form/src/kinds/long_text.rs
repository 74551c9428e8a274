//! Several lines of text.

use super::{Entry, Kind};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LongText;

impl Kind for LongText {
    fn names(&self) -> &'static [&'static str] {
        &["textarea", "text_area", "long_text", "paragraph"]
    }

    fn name(&self) -> &'static str {
        "long_text"
    }

    fn entry(&self) -> Entry {
        Entry::TextArea
    }
}
