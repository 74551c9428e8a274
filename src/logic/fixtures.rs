//! What the tests of several modules share.

use crate::logic::gender::Gender;
use crate::logic::jobseeker_form::ProfileValues;
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

/// A job seeker's profile with every field filled in, each valid.
pub(crate) fn full_profile() -> ProfileValues {
    ProfileValues {
        name: "Ana Pérez".into(),
        calling_code: "56".into(),
        phone_national: "9 8765 4321".into(),
        contact_email: "ana@example.com".into(),
        address: "Av. Providencia 1234, Santiago".into(),
        country: "Chile".into(),
        city: "Santiago".into(),
        gender: Some(Gender::Female),
        date_of_birth: "1994-03-07".into(),
        resume_url: "https://example.com/cv.pdf".into(),
        image_urls: vec!["https://example.com/me.jpg".into()],
    }
}
