//! The unsaved job seeker form, kept in storage as a draft (per tenant and user, see
//! `session::drafts`). A draft holds the typed values and the saved values the edit started from, so
//! that restoring it brings back only what the user changed: a field they did not touch shows the
//! record as it is now, even when the record changed since (a save on another device, a re-sign-in).

use super::jobseeker_form::{Field, ProfileValues};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProfileDraft {
    /// What the form held.
    pub values: ProfileValues,
    /// The saved values the edit started from; without them, the draft is restored as it is.
    #[serde(default)]
    pub base: Option<ProfileValues>,
}

impl ProfileDraft {
    pub fn new(values: ProfileValues, base: ProfileValues) -> ProfileDraft {
        ProfileDraft {
            values,
            base: Some(base),
        }
    }

    pub fn to_json(&self) -> Option<String> {
        serde_json::to_string(self).ok()
    }

    /// Reads a stored draft; `None` when storage holds something else, which is then ignored.
    pub fn parse(json: &str) -> Option<ProfileDraft> {
        super::stored_json::parse(json)
    }

    /// The values to put in the form: each field the user edited (it differs from the base) from the
    /// draft, every other field from `current`, the saved values now.
    pub fn restore(&self, current: &ProfileValues) -> ProfileValues {
        let Some(base) = &self.base else {
            return self.values.clone();
        };
        let mut restored = current.clone();
        for field in Field::ALL {
            if !same_field(&self.values, base, field) {
                copy_field(&self.values, &mut restored, field);
            }
        }
        restored
    }
}

fn same_field(a: &ProfileValues, b: &ProfileValues, field: Field) -> bool {
    match field {
        Field::Name => a.name == b.name,
        Field::Phone => a.calling_code == b.calling_code && a.phone_national == b.phone_national,
        Field::ContactEmail => a.contact_email == b.contact_email,
        Field::Address => a.address == b.address,
        Field::Country => a.country == b.country,
        Field::City => a.city == b.city,
        Field::Gender => a.gender == b.gender,
        Field::DateOfBirth => a.date_of_birth == b.date_of_birth,
        Field::Resume => a.resume_url == b.resume_url,
        Field::Images => a.image_urls == b.image_urls,
    }
}

fn copy_field(from: &ProfileValues, to: &mut ProfileValues, field: Field) {
    match field {
        Field::Name => to.name.clone_from(&from.name),
        Field::Phone => {
            to.calling_code.clone_from(&from.calling_code);
            to.phone_national.clone_from(&from.phone_national);
        }
        Field::ContactEmail => to.contact_email.clone_from(&from.contact_email),
        Field::Address => to.address.clone_from(&from.address),
        Field::Country => to.country.clone_from(&from.country),
        Field::City => to.city.clone_from(&from.city),
        Field::Gender => to.gender = from.gender,
        Field::DateOfBirth => to.date_of_birth.clone_from(&from.date_of_birth),
        Field::Resume => to.resume_url.clone_from(&from.resume_url),
        Field::Images => to.image_urls.clone_from(&from.image_urls),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::gender::Gender;

    fn saved() -> ProfileValues {
        ProfileValues {
            name: "Ana".into(),
            calling_code: "56".into(),
            phone_national: "987654321".into(),
            city: "Santiago".into(),
            gender: Some(Gender::Female),
            image_urls: vec!["https://example.com/a.jpg".into()],
            ..ProfileValues::default()
        }
    }

    #[test]
    fn round_trips_through_json() {
        let draft = ProfileDraft::new(
            ProfileValues {
                name: "Ana María".into(),
                ..saved()
            },
            saved(),
        );
        let json = draft.to_json().unwrap();
        assert_eq!(ProfileDraft::parse(&json), Some(draft));
    }

    #[test]
    fn a_draft_without_base_is_restored_as_it_is() {
        let json = format!(
            r#"{{"values":{}}}"#,
            serde_json::to_string(&saved()).unwrap()
        );
        let draft = ProfileDraft::parse(&json).unwrap();
        assert_eq!(draft.base, None);
        assert_eq!(draft.restore(&ProfileValues::default()), saved());
    }

    #[test]
    fn garbage_is_no_draft() {
        let bare_values = serde_json::to_string(&saved()).unwrap();
        for json in [
            "",
            "null",
            "[1,2]",
            "\"text\"",
            "{\"values\": 3}",
            &bare_values,
        ] {
            assert_eq!(ProfileDraft::parse(json), None, "{json}");
        }
    }

    #[test]
    fn restore_keeps_edits_and_takes_the_rest_from_the_record() {
        let draft = ProfileDraft::new(
            ProfileValues {
                name: "Ana María".into(),
                phone_national: "+56 9 1111 2222".into(),
                image_urls: vec![
                    "https://example.com/a.jpg".into(),
                    "https://example.com/b.jpg".into(),
                ],
                ..saved()
            },
            saved(),
        );
        // Saved elsewhere since: city and gender changed, and so did the name.
        let current = ProfileValues {
            name: "Ana P.".into(),
            city: "Valparaíso".into(),
            gender: Some(Gender::Other),
            ..saved()
        };
        let restored = draft.restore(&current);
        assert_eq!(restored.name, "Ana María");
        assert_eq!(restored.calling_code, "56");
        assert_eq!(restored.phone_national, "+56 9 1111 2222");
        assert_eq!(restored.image_urls.len(), 2);
        assert_eq!(restored.city, "Valparaíso");
        assert_eq!(restored.gender, Some(Gender::Other));
    }

    #[test]
    fn an_untouched_draft_restores_the_record() {
        let draft = ProfileDraft::new(saved(), saved());
        let current = ProfileValues {
            city: "Valparaíso".into(),
            ..saved()
        };
        assert_eq!(draft.restore(&current), current);
    }

    #[test]
    fn every_field_is_merged() {
        let edited = ProfileValues {
            name: "n".into(),
            calling_code: "34".into(),
            phone_national: "612345678".into(),
            contact_email: "e@example.com".into(),
            address: "a".into(),
            country: "Spain".into(),
            city: "c".into(),
            gender: Some(Gender::Male),
            date_of_birth: "1990-01-01".into(),
            resume_url: "https://example.com/cv.pdf".into(),
            image_urls: vec!["https://example.com/x.png".into()],
        };
        let draft = ProfileDraft::new(edited.clone(), ProfileValues::default());
        assert_eq!(draft.restore(&ProfileValues::default()), edited);
        for field in Field::ALL {
            assert!(
                !same_field(&edited, &ProfileValues::default(), field),
                "{field:?}"
            );
        }
    }
}
