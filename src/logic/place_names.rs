//! Country and city names as the job seeker last sent them. create_or_update_jobseeker takes English
//! names but answers with numeric ids (reference 2.2 and 4.4), and no call turns an id back into a
//! name. The app keeps the names it sent, with the ids the answer carried, so the profile can show
//! names; a name is trusted only while the record still carries the id it was saved with.

use serde::{Deserialize, Serialize};

/// Stored per tenant and user. `#[serde(default)]` lets an entry written by an older version load.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PlaceNames {
    pub country: String,
    pub country_id: Option<i64>,
    pub city: String,
    pub city_id: Option<i64>,
}

impl PlaceNames {
    /// The country name for a record whose `country_id` is `id`, if one is known for that id.
    pub fn country_for(&self, id: Option<i64>) -> Option<&str> {
        name_for(&self.country, self.country_id, id)
    }

    /// The city name for a record whose `city_id` is `id`, if one is known for that id.
    pub fn city_for(&self, id: Option<i64>) -> Option<&str> {
        name_for(&self.city, self.city_id, id)
    }

    /// The names after a successful save: a name that was sent (`sent_country`, `sent_city`, as
    /// the save's [`super::jobseeker_form::SaveRequest`] holds them) replaces the old one; one that
    /// was not sent is kept while the answer still carries the same id. The ids are the answer's.
    pub fn after_save(
        previous: &PlaceNames,
        sent_country: Option<&str>,
        sent_city: Option<&str>,
        country_id: Option<i64>,
        city_id: Option<i64>,
    ) -> PlaceNames {
        let sent = |name: Option<&str>| {
            name.map(str::trim)
                .filter(|name| !name.is_empty())
                .map(str::to_owned)
        };
        PlaceNames {
            country: sent(sent_country)
                .or_else(|| previous.country_for(country_id).map(str::to_owned))
                .unwrap_or_default(),
            country_id,
            city: sent(sent_city)
                .or_else(|| previous.city_for(city_id).map(str::to_owned))
                .unwrap_or_default(),
            city_id,
        }
    }
}

fn name_for(name: &str, saved_with: Option<i64>, record_id: Option<i64>) -> Option<&str> {
    (!name.trim().is_empty() && saved_with == record_id).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chile() -> PlaceNames {
        PlaceNames {
            country: "Chile".into(),
            country_id: Some(152),
            city: "Santiago".into(),
            city_id: Some(7),
        }
    }

    #[test]
    fn names_hold_only_for_their_ids() {
        let names = chile();
        assert_eq!(names.country_for(Some(152)), Some("Chile"));
        assert_eq!(names.city_for(Some(7)), Some("Santiago"));
        // The record changed elsewhere (another device): the name is stale.
        assert_eq!(names.country_for(Some(32)), None);
        assert_eq!(names.city_for(None), None);
        assert_eq!(PlaceNames::default().country_for(None), None);
    }

    #[test]
    fn sent_names_replace_and_take_the_new_ids() {
        let saved =
            PlaceNames::after_save(&chile(), None, Some(" Valparaíso "), Some(152), Some(9));
        assert_eq!(
            saved,
            PlaceNames {
                country: "Chile".into(),
                country_id: Some(152),
                city: "Valparaíso".into(),
                city_id: Some(9),
            }
        );
    }

    #[test]
    fn unsent_names_are_dropped_when_the_id_changed() {
        let saved = PlaceNames::after_save(&chile(), None, None, Some(32), Some(7));
        assert_eq!(saved.country, "");
        assert_eq!(saved.city, "Santiago");
    }

    #[test]
    fn first_save_without_places_knows_no_names() {
        let saved = PlaceNames::after_save(&PlaceNames::default(), None, None, Some(152), None);
        assert_eq!(saved.country_for(Some(152)), None);
        assert_eq!(saved.city_for(None), None);
    }

    #[test]
    fn old_entries_still_load() {
        let names: PlaceNames = serde_json::from_str(r#"{"country":"Chile"}"#).unwrap();
        assert_eq!(names.country_for(None), Some("Chile"));
        let round: PlaceNames =
            serde_json::from_str(&serde_json::to_string(&chile()).unwrap()).unwrap();
        assert_eq!(round, chile());
    }
}
