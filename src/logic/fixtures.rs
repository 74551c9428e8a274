//! What the tests of several modules share.

use chrono::NaiveDate;

/// The day the date-dependent tests count from (an expiry "in 30 days", an age): one day for all of
/// them, so their cases agree with each other and never depend on the clock.
pub(crate) fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2024, 6, 15).unwrap()
}

/// Owned `(key, value)` pairs, as forms, drafts and options hold them, from string literals.
pub(crate) fn pairs(items: &[(&str, &str)]) -> Vec<(String, String)> {
    items
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}
