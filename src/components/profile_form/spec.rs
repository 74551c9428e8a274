//! The job seeker's profile described to the form engine: one form, the profile's fields in its
//! order, each with the profile's words in both languages, its autofill token and its kind; which
//! fields are required is the profile's rule (`jobseeker_form::is_required`); an update checks only
//! what changed. The form's values and the profile's (`ProfileValues`, what drafts, saves kept
//! offline and the wire are made of) convert both ways.

use crate::i18n::{field_hint, field_label, Translate};
use crate::logic::gender::Gender;
use crate::logic::jobseeker_form::{is_required, Field, ProfileValues};
use dynamic_form::{
    FieldModel, FieldSpec, FieldValue, FieldWords, FormModel, FormSpec, Sent, Words,
};
use leptos::prelude::*;
use text_rules::phone_entry;
use text_rules::Lang;

/// The form's id: its fields' ids are `cf-profile-{key}`.
pub const FORM_ID: &str = "profile";

/// The id in the page of the control that stands for `field` (a group's `<fieldset>` for the picture
/// links): where focus, the error summary's links and the checklist's links go.
pub fn dom_id(field: Field) -> String {
    format!("cf-{FORM_ID}-{}", field.key())
}

/// The kind (`field_type`) and the browser's autofill token of each field.
fn kind_and_autofill(field: Field) -> (&'static str, &'static str) {
    match field {
        Field::Name => ("text", "name"),
        Field::Phone => ("phone", ""),
        Field::ContactEmail => ("email", "email"),
        Field::Address => ("text", "street-address"),
        Field::Country => ("country", "country-name"),
        Field::City => ("text", "address-level2"),
        Field::Gender => ("gender", "sex"),
        Field::DateOfBirth => ("date_of_birth", "bday"),
        Field::Resume => ("resume_url", ""),
        Field::Images => ("picture_links", ""),
    }
}

/// A field's label and hint in `lang`: the profile's own words.
fn words(field: Field, lang: Lang) -> FieldWords {
    FieldWords {
        label: field_label(field).text(lang),
        hint: field_hint(field).map_or("", |hint| hint.text(lang)),
    }
}

/// The words of each field, as the engine takes them (a function of the language alone).
fn words_of(field: Field) -> Words {
    Words(match field {
        Field::Name => |lang| words(Field::Name, lang),
        Field::Phone => |lang| words(Field::Phone, lang),
        Field::ContactEmail => |lang| words(Field::ContactEmail, lang),
        Field::Address => |lang| words(Field::Address, lang),
        Field::Country => |lang| words(Field::Country, lang),
        Field::City => |lang| words(Field::City, lang),
        Field::Gender => |lang| words(Field::Gender, lang),
        Field::DateOfBirth => |lang| words(Field::DateOfBirth, lang),
        Field::Resume => |lang| words(Field::Resume, lang),
        Field::Images => |lang| words(Field::Images, lang),
    })
}

/// What the platform holds, as the form's values: the baseline a draft is compared with and an
/// update's "unchanged".
pub struct Held {
    profile: ProfileValues,
    values: Vec<(Field, FieldValue)>,
}

impl Held {
    pub fn new(profile: ProfileValues) -> Held {
        let values = form_values(&profile);
        Held { profile, values }
    }

    fn value(&self, field: Field) -> Option<Sent<'_>> {
        let (_, value) = self.values.iter().find(|(f, _)| *f == field)?;
        Some(match value {
            FieldValue::Text(text) => Sent::Text(text),
            FieldValue::Choices(list) => Sent::List(list),
            FieldValue::Tick(tick) => Sent::Flag(*tick),
        })
    }
}

/// The profile's form: to create one (`held` is `None`) or to update what the platform holds.
/// Gender is asked only when the tenant asks for it.
pub fn form_spec(held: Option<&Held>, asks_gender: bool) -> FormSpec<'_> {
    let fields = Field::ALL
        .into_iter()
        .filter(|field| *field != Field::Gender || asks_gender)
        .map(|field| {
            let (field_type, autocomplete) = kind_and_autofill(field);
            FieldSpec {
                name: field.key(),
                field_type,
                autocomplete,
                words: Some(words_of(field)),
                required: is_required(field, held.map(|held| &held.profile)),
                value: held.and_then(|held| held.value(field)),
                ..FieldSpec::default()
            }
        })
        .collect();
    FormSpec {
        id: FORM_ID,
        fields,
        checks_changes_only: held.is_some(),
        ..FormSpec::default()
    }
}

/// The profile's values as the form's, one per field in form order: the phone as one number
/// (`+56 9 8765 4321`), gender as its English code, the picture links as a list.
pub fn form_values(profile: &ProfileValues) -> Vec<(Field, FieldValue)> {
    let text = |text: &str| FieldValue::Text(text.to_owned());
    Field::ALL
        .into_iter()
        .map(|field| {
            let value = match field {
                Field::Name => text(&profile.name),
                Field::Phone => FieldValue::Text(phone_entry::combine(
                    &profile.calling_code,
                    &profile.phone_national,
                )),
                Field::ContactEmail => text(&profile.contact_email),
                Field::Address => text(&profile.address),
                Field::Country => text(&profile.country),
                Field::City => text(&profile.city),
                Field::Gender => text(profile.gender.map_or("", |gender| gender.code(Lang::En))),
                Field::DateOfBirth => text(&profile.date_of_birth),
                Field::Resume => text(&profile.resume_url),
                Field::Images => FieldValue::Choices(profile.image_urls.clone()),
            };
            (field, value)
        })
        .collect()
}

/// The form's values as the profile's: `value_of` gives each field's value (none for a field the
/// form does not show, such as gender when the tenant does not ask for it).
pub fn profile_values(value_of: impl Fn(Field) -> Option<FieldValue>) -> ProfileValues {
    let text = |field| match value_of(field) {
        Some(FieldValue::Text(text)) => text,
        _ => String::new(),
    };
    let (calling_code, phone_national) = phone_entry::split_value(&text(Field::Phone));
    ProfileValues {
        name: text(Field::Name),
        calling_code,
        phone_national,
        contact_email: text(Field::ContactEmail),
        address: text(Field::Address),
        country: text(Field::Country),
        city: text(Field::City),
        gender: Gender::from_code(&text(Field::Gender)),
        date_of_birth: text(Field::DateOfBirth),
        resume_url: text(Field::Resume),
        image_urls: match value_of(Field::Images) {
            Some(FieldValue::Choices(links)) => links,
            _ => Vec::new(),
        },
    }
}

/// The form's field that stands for `field`, if the form shows it (gender only when asked).
fn field_model(form: &FormModel, field: Field) -> Option<&FieldModel> {
    form.fields().find(|model| model.def.key == field.key())
}

/// Puts `values` in the form's fields, before it is drawn or in the page. Unlike a draft laid
/// over the form by the engine, a blank value counts: a field the user cleared stays cleared.
pub fn put_values(form: &FormModel, values: &ProfileValues) {
    for (field, value) in form_values(values) {
        if let Some(model) = field_model(form, field) {
            model.value.set(value);
        }
    }
    form.restand_all();
    form.values_revision.update(|n| *n = n.wrapping_add(1));
}

/// What the form holds, as the profile's values; a field the form does not show keeps its value in
/// `before` (gender, when the tenant does not ask for it).
pub fn read_values(form: &FormModel, before: &ProfileValues) -> ProfileValues {
    let mut values =
        profile_values(|field| field_model(form, field).map(|model| model.value.get_untracked()));
    if field_model(form, Field::Gender).is_none() {
        values.gender = before.gender;
    }
    values
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod rules_tests;
