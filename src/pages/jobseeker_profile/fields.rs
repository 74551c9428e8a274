//! The form's values as signals, one per control, and the DOM ids of the controls (for focus, error
//! links and checklist links).

use crate::components::profile_form::picture_links::rows::PictureRows;
use crate::logic::gender::Gender;
use crate::logic::jobseeker_form::{Field, ProfileValues};
use leptos::prelude::*;

/// The DOM id of the control that represents a field: the one that takes focus for it. The images
/// field is a group; its rows have ids of their own ([`image_input_id`]).
pub(super) fn field_id(field: Field) -> String {
    format!("profile-{}", field.key().replace('_', "-"))
}

/// The DOM id of one image row's link box; `key` stays with the row when it moves.
pub(super) fn image_input_id(key: u32) -> String {
    format!("profile-image-{key}")
}

#[derive(Clone, Copy)]
pub(super) struct FormFields {
    pub name: RwSignal<String>,
    pub calling_code: RwSignal<String>,
    pub phone_national: RwSignal<String>,
    pub contact_email: RwSignal<String>,
    pub address: RwSignal<String>,
    pub country: RwSignal<String>,
    pub city: RwSignal<String>,
    pub gender: RwSignal<Option<Gender>>,
    pub date_of_birth: RwSignal<String>,
    pub resume_url: RwSignal<String>,
    pub images: PictureRows,
}

impl FormFields {
    pub fn new(values: &ProfileValues) -> FormFields {
        let fields = FormFields {
            name: RwSignal::new(String::new()),
            calling_code: RwSignal::new(String::new()),
            phone_national: RwSignal::new(String::new()),
            contact_email: RwSignal::new(String::new()),
            address: RwSignal::new(String::new()),
            country: RwSignal::new(String::new()),
            city: RwSignal::new(String::new()),
            gender: RwSignal::new(None),
            date_of_birth: RwSignal::new(String::new()),
            resume_url: RwSignal::new(String::new()),
            images: PictureRows::new(&[]),
        };
        fields.set(values);
        fields
    }

    /// The current values, tracked: a reactive closure that calls this reruns on any change.
    pub fn values(&self) -> ProfileValues {
        ProfileValues {
            name: self.name.get(),
            calling_code: self.calling_code.get(),
            phone_national: self.phone_national.get(),
            contact_email: self.contact_email.get(),
            address: self.address.get(),
            country: self.country.get(),
            city: self.city.get(),
            gender: self.gender.get(),
            date_of_birth: self.date_of_birth.get(),
            resume_url: self.resume_url.get(),
            image_urls: self.images.links(),
        }
    }

    pub fn values_untracked(&self) -> ProfileValues {
        untrack(|| self.values())
    }

    /// Puts `values` in every control.
    pub fn set(&self, values: &ProfileValues) {
        self.name.set(values.name.clone());
        self.calling_code.set(values.calling_code.clone());
        self.phone_national.set(values.phone_national.clone());
        self.contact_email.set(values.contact_email.clone());
        self.address.set(values.address.clone());
        self.country.set(values.country.clone());
        self.city.set(values.city.clone());
        self.gender.set(values.gender);
        self.date_of_birth.set(values.date_of_birth.clone());
        self.resume_url.set(values.resume_url.clone());
        self.images.set(&values.image_urls);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values() -> ProfileValues {
        ProfileValues {
            name: "Ana".into(),
            image_urls: vec!["https://e.com/a.jpg".into(), "https://e.com/b.jpg".into()],
            ..ProfileValues::default()
        }
    }

    #[test]
    fn ids_are_readable_and_unique() {
        assert_eq!(field_id(Field::Phone), "profile-phone");
        assert_eq!(field_id(Field::DateOfBirth), "profile-date-of-birth");
        let ids: std::collections::HashSet<String> = Field::ALL.into_iter().map(field_id).collect();
        assert_eq!(ids.len(), Field::ALL.len());
    }

    #[test]
    fn values_round_trip_and_rows_move() {
        let owner = Owner::new();
        owner.with(|| {
            let fields = FormFields::new(&values());
            assert_eq!(fields.values_untracked(), values());
            let first = fields.images.key_at(0).unwrap();
            assert_eq!(fields.images.move_row(first, true), None);
            assert_eq!(fields.images.move_row(first, false), Some(1));
            assert_eq!(fields.images.move_row(first, false), None);
            assert_eq!(
                fields.values_untracked().image_urls,
                ["https://e.com/b.jpg", "https://e.com/a.jpg"]
            );
            let added = fields.images.add();
            assert_eq!(fields.images.index_of(added), Some(2));
            assert_eq!(fields.images.remove(first), Some(1));
            assert_eq!(
                fields.values_untracked().image_urls,
                ["https://e.com/b.jpg", ""]
            );
            fields.set(&ProfileValues::default());
            assert_eq!(fields.values_untracked(), ProfileValues::default());
        });
    }
}
