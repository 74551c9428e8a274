//! A date, kept as `yyyy-mm-dd` (what `<input type=date>` gives); the platform's `Mar 07, 1994`
//! is read too.

use super::{conform_text, Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;
use text_rules::dates;

pub struct Date;

impl Kind for Date {
    const NAMES: &'static [&'static str] = &["date"];

    const NAME: &'static str = "date";

    // The job seeker's date of birth is the same control.
    const ENTRY: Entry = Entry::TextBox("type=\"date\"");

    fn conform(value: FieldValue, _: &Options) -> Option<FieldValue> {
        conform_text(value, |text| {
            let date = dates::parse_ymd(text).or_else(|| dates::parse_mdy(text))?;
            Some(dates::format_ymd(date))
        })
    }

    fn check(value: &FieldValue, _: &Options, _: Locale) -> Result<(), FieldError> {
        dates::parse_ymd(value.text())
            .map(|_| ())
            .ok_or(FieldError::NotADate)
    }
}
