//! The onboarding overview that opens the job seeker area: how complete the saved profile is and what
//! is still missing (the credentials that need attention are counted by
//! [`super::credentials::CredentialCounts`]). Everything is derived from data the app already has;
//! the reference has no onboarding endpoint.

use super::jobseeker_form::{self, Field, ProfileValues, CHECKLIST_ORDER};

/// The checklist items still missing from a saved profile, in [`CHECKLIST_ORDER`].
///
/// The API answers with numeric ids for country and city (reference 2.2), and the app only knows their
/// names when they were entered on this device. An id alone still means the record has the place, so
/// it is not reported as missing.
pub fn missing_on_record(
    values: &ProfileValues,
    has_country_id: bool,
    has_city_id: bool,
) -> Vec<Field> {
    jobseeker_form::missing_items(values)
        .into_iter()
        .filter(|field| match field {
            Field::Country => !has_country_id,
            Field::City => !has_city_id,
            _ => true,
        })
        .collect()
}

/// The share of checklist items present, in whole percent, rounded down so that 100 means nothing is
/// missing.
pub fn completeness_percent(missing: usize) -> u8 {
    let total = CHECKLIST_ORDER.len();
    let done = total.saturating_sub(missing);
    // At most 100, so the conversion cannot fail; 0 is a safe answer anyway.
    u8::try_from(done * 100 / total).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn complete() -> ProfileValues {
        ProfileValues {
            name: "Ana".into(),
            calling_code: "56".into(),
            phone_national: "987654321".into(),
            contact_email: "ana@example.com".into(),
            address: "Av. Providencia 1234".into(),
            country: "Chile".into(),
            city: "Santiago".into(),
            gender: None,
            date_of_birth: "1994-03-07".into(),
            resume_url: "https://example.com/cv.pdf".into(),
            image_urls: vec!["https://example.com/me.jpg".into()],
        }
    }

    #[test]
    fn ids_count_as_present_places() {
        let values = ProfileValues {
            country: String::new(),
            city: String::new(),
            ..complete()
        };
        assert!(missing_on_record(&values, true, true).is_empty());
        assert_eq!(missing_on_record(&values, true, false), [Field::City]);
        assert_eq!(
            missing_on_record(&values, false, false),
            [Field::Country, Field::City]
        );
        // A known name needs no id.
        assert!(missing_on_record(&complete(), false, false).is_empty());
    }

    #[test]
    fn missing_items_keep_checklist_order() {
        let values = ProfileValues {
            address: String::new(),
            image_urls: Vec::new(),
            ..complete()
        };
        assert_eq!(
            missing_on_record(&values, false, false),
            [Field::Images, Field::Address]
        );
    }

    #[test]
    fn completeness_rounds_down_and_reaches_100_only_when_complete() {
        let total = CHECKLIST_ORDER.len();
        assert_eq!(completeness_percent(0), 100);
        assert_eq!(completeness_percent(total), 0);
        assert_eq!(completeness_percent(total + 3), 0);
        assert!(completeness_percent(1) < 100);
        // 8 of 9.
        assert_eq!(completeness_percent(1), 88);
    }
}
