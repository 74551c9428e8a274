//! The job seeker's record as the profile form's values: what a save is computed against, in the
//! outbox and on the profile page. The reference has no call to read a job seeker: the record is
//! the one sign_in brought, replaced by each save's answer, and it names its country and city by id
//! only, so the names are the ones last sent from this device.

use crate::api::models::Jobseeker;
use crate::browser::phone_plans;
use crate::logic::jobseeker_form::{self, ProfileValues, Record};
use crate::logic::place_names::PlaceNames;
use text_rules::phone_entry;

/// The record as form values, with the country and city names known for its ids. A stored
/// international phone shows its national part grouped as it was sent (`9 8765 4321`).
pub fn record_values(record: Option<&Jobseeker>, names: &PlaceNames) -> ProfileValues {
    let Some(record) = record else {
        return ProfileValues::default();
    };
    let mut values = jobseeker_form::from_record(&Record {
        name: record.name.as_deref(),
        contact_phone: record.contact_phone.as_deref(),
        contact_email: record.contact_email.as_deref(),
        address: record.address.as_deref(),
        country: names.country_for(record.country_id),
        city: names.city_for(record.city_id),
        gender: record.gender.as_deref(),
        date_of_birth: record.date_of_birth.as_deref(),
        profiletype: record.profiletype.as_deref(),
        profile_url: record.profile_url.as_deref(),
    });
    let plans = phone_plans::installed();
    if let Some((code, national)) = record
        .contact_phone
        .as_deref()
        .and_then(|phone| phone_entry::split_pasted(phone, plans))
    {
        values.calling_code = code;
        values.phone_national = national;
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::gender::Gender;

    #[test]
    fn no_record_means_an_empty_form() {
        assert_eq!(
            record_values(None, &PlaceNames::default()),
            ProfileValues::default()
        );
    }

    #[test]
    fn the_record_fills_the_form_with_the_names_known_for_its_ids() {
        let record = Jobseeker {
            name: Some("Ana Pérez".into()),
            contact_phone: Some("+56 9 8765 4321".into()),
            country_id: Some(152),
            city_id: Some(7),
            gender: Some("Mujer".into()),
            date_of_birth: Some("1994-03-07".into()),
            profile_url: Some("https://example.com/me.jpg".into()),
            ..Jobseeker::default()
        };
        let names = PlaceNames {
            country: "Chile".into(),
            country_id: Some(152),
            city: "Santiago".into(),
            city_id: Some(8),
        };
        let values = record_values(Some(&record), &names);
        assert_eq!(values.name, "Ana Pérez");
        assert_eq!(values.calling_code, "56");
        assert_eq!(values.phone_national, "9 8765 4321");
        assert_eq!(values.country, "Chile");
        // The city name was saved for another id: unknown.
        assert_eq!(values.city, "");
        assert_eq!(values.gender, Some(Gender::Female));
        assert_eq!(values.date_of_birth, "1994-03-07");
        assert_eq!(values.image_urls, ["https://example.com/me.jpg"]);
    }
}
