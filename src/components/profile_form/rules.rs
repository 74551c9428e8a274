//! The profile's date of birth and résumé link: boxes of `dynamic_form`'s, checked by the profile's
//! own rules (`text_rules::dates`, `text_rules::validate`), with its own messages.

use super::messages::{date_error, resume_error};
use chrono::Local;
use dynamic_form::{Entry, FieldError, FieldValue, Kind, Locale, Options};
use text_rules::dates::{self, MIN_AGE_YEARS};
use text_rules::validate;

/// A date of birth: a real date, not in the future, from 1900 on, and at least
/// [`MIN_AGE_YEARS`] years ago on the user's own calendar.
pub struct DateOfBirth;

impl Kind for DateOfBirth {
    const NAMES: &'static [&'static str] = &["date_of_birth"];
    const NAME: &'static str = "date-of-birth";
    const ENTRY: Entry = Entry::TextBox("type=\"date\"");

    fn check(value: &FieldValue, _: &Options, _: Locale) -> Result<(), FieldError> {
        // The user's date, as the profile's rules have always been read.
        let today = Local::now().date_naive();
        dates::validate_date_of_birth(value.text(), today, Some(MIN_AGE_YEARS))
            .map(|_| ())
            .map_err(date_error)
    }
}

/// A résumé link: an http(s) address of a document.
pub struct ResumeLink;

impl Kind for ResumeLink {
    const NAMES: &'static [&'static str] = &["resume_url"];
    const NAME: &'static str = "resume-url";
    const ENTRY: Entry = Entry::TextBox(
        "type=\"url\" inputmode=\"url\" spellcheck=\"false\" autocapitalize=\"off\"",
    );

    fn check(value: &FieldValue, _: &Options, _: Locale) -> Result<(), FieldError> {
        validate::resume_url(value.text()).map_err(resume_error)
    }
}
