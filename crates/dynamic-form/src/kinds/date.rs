//! A date, kept as `yyyy-mm-dd` (what `<input type=date>` gives); the platform's `Mar 07, 1994`
//! is read too.

use super::{Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;
use text_rules::dates;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Date;

impl Kind for Date {
    fn names(&self) -> &'static [&'static str] {
        &["date"]
    }

    fn name(&self) -> &'static str {
        "date"
    }

    // The job seeker's date of birth is the same control.
    fn entry(&self) -> Entry {
        Entry::TextBox("type=\"date\"")
    }

    fn conform(&self, value: FieldValue, _: &Options) -> Option<FieldValue> {
        let FieldValue::Text(text) = value else {
            return None;
        };
        if text.trim().is_empty() {
            return Some(FieldValue::default());
        }
        dates::parse_ymd(&text)
            .or_else(|| dates::parse_mdy(&text))
            .map(|date| FieldValue::Text(dates::format_ymd(date)))
    }

    fn check(&self, value: &FieldValue, _: &Options, _: Locale) -> Result<(), FieldError> {
        dates::parse_ymd(value.text())
            .map(|_| ())
            .ok_or(FieldError::NotADate)
    }
}
