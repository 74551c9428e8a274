//! The profile's rules, as the form engine applies them to the profile's form: what Save refuses on
//! creating and on updating, field by field, with the profile's kinds and without the phone
//! numbering plans (a number is then checked by its length).

use super::*;
use crate::components::profile_form::messages::{date_error, resume_error, UNKNOWN_COUNTRY};
use crate::components::profile_form::picture_links::refused_picture;
use crate::components::profile_form::texts::ProfileFormTexts;
use crate::components::profile_form::KINDS;
use crate::logic::fixtures::full_profile;
use dynamic_form::{FieldError, Host, NO_SUPPLIES};
use text_rules::dates::DateError;
use text_rules::phone::PhoneError;
use text_rules::validate::{EmailError, UrlError};

/// What Save refuses in `values`, field by field in form order: on creating (`held` is `None`) or
/// on updating what the platform holds.
fn refused(
    values: &ProfileValues,
    held: Option<&ProfileValues>,
    asks_gender: bool,
) -> Vec<(Field, FieldError)> {
    let owner = Owner::new();
    owner.with(|| {
        let held = held.map(|held| Held::new(held.clone()));
        let host = Host {
            lang: Memo::new(|_| Lang::En),
            texts: &ProfileFormTexts,
            kinds: KINDS,
            supplies: &NO_SUPPLIES,
        };
        let form = FormModel::new(&[form_spec(held.as_ref(), asks_gender)], &[], &[], host);
        put_values(&form, values);
        form.check_all()
            .into_iter()
            .map(|problem| {
                let field = Field::ALL
                    .into_iter()
                    .find(|field| dom_id(*field) == problem.dom_id);
                (field.expect("a profile field"), problem.error)
            })
            .collect()
    })
}

#[test]
fn a_full_profile_is_accepted_on_creating_and_on_updating() {
    assert_eq!(refused(&full_profile(), None, true), []);
    assert_eq!(
        refused(&full_profile(), Some(&ProfileValues::default()), false),
        []
    );
}

#[test]
fn creating_requires_the_products_fields() {
    assert_eq!(
        refused(&ProfileValues::default(), None, true),
        [
            (Field::Name, FieldError::Required),
            (Field::Phone, FieldError::Required),
            (Field::Country, FieldError::Required),
            (Field::City, FieldError::Required),
        ]
    );
}

#[test]
fn updating_requires_nothing_the_platform_does_not_hold() {
    let empty = ProfileValues::default();
    assert_eq!(refused(&empty, Some(&empty), true), []);
}

#[test]
fn blank_means_whitespace_too() {
    let values = ProfileValues {
        name: "  ".into(),
        ..full_profile()
    };
    assert_eq!(
        refused(&values, None, false),
        [(Field::Name, FieldError::Required)]
    );
}

#[test]
fn each_field_is_refused_by_the_profiles_rule_in_form_order() {
    let values = ProfileValues {
        phone_national: "12".into(),
        contact_email: "ana@".into(),
        country: "Atlantis".into(),
        date_of_birth: "2020-01-01".into(),
        resume_url: "https://example.com/cv.png".into(),
        image_urls: vec![
            "https://example.com/a.jpg".into(),
            "javascript:alert(1)".into(),
            "  ".into(),
            "me.png".into(),
        ],
        ..full_profile()
    };
    assert_eq!(
        refused(&values, Some(&ProfileValues::default()), true),
        [
            (Field::Phone, FieldError::Phone(PhoneError::TooShort)),
            (
                Field::ContactEmail,
                FieldError::Email(EmailError::InvalidDomain)
            ),
            (Field::Country, FieldError::Own(UNKNOWN_COUNTRY)),
            (Field::DateOfBirth, date_error(DateError::TooYoung)),
            (Field::Resume, resume_error(UrlError::NotADocument)),
            // The first picture refused is named; blank rows are left out of the count.
            (Field::Images, FieldError::Own(refused_picture(1))),
        ]
    );
}

#[test]
fn a_phone_takes_its_code_from_the_selector_or_a_leading_plus() {
    let values = ProfileValues {
        calling_code: String::new(),
        ..full_profile()
    };
    assert_eq!(
        refused(&values, None, false),
        [(
            Field::Phone,
            FieldError::Phone(PhoneError::MissingCountryCode)
        )]
    );
    let values = ProfileValues {
        calling_code: String::new(),
        phone_national: "+56 9 8765 4321".into(),
        ..full_profile()
    };
    assert_eq!(refused(&values, None, false), []);
}

#[test]
fn a_country_is_known_in_any_case_and_by_its_other_names() {
    for country in ["chile", "USA", " united kingdom "] {
        let values = ProfileValues {
            country: country.into(),
            ..full_profile()
        };
        assert_eq!(refused(&values, None, false), [], "{country}");
    }
}

#[test]
fn a_date_of_birth_is_a_real_date_in_the_past_from_1900_on() {
    for (date, error) in [
        ("2999-01-01", DateError::InFuture),
        ("1850-01-01", DateError::TooEarly),
        ("07/03/1994", DateError::Invalid),
    ] {
        let values = ProfileValues {
            date_of_birth: date.into(),
            ..full_profile()
        };
        assert_eq!(
            refused(&values, None, false),
            [(Field::DateOfBirth, date_error(error))],
            "{date}"
        );
    }
}

#[test]
fn emptying_a_required_value_the_platform_holds_is_refused_on_its_field() {
    let held = full_profile();
    let emptied = ProfileValues {
        name: "  ".into(),
        city: String::new(),
        ..held.clone()
    };
    assert_eq!(
        refused(&emptied, Some(&held), true),
        [
            (Field::Name, FieldError::Required),
            (Field::City, FieldError::Required)
        ]
    );
    // A field the platform does not hold may stay empty.
    let without_city = ProfileValues {
        city: String::new(),
        ..held
    };
    assert_eq!(refused(&without_city, Some(&without_city), true), []);
}

#[test]
fn an_update_does_not_check_again_what_the_platform_already_holds() {
    let held = ProfileValues {
        resume_url: "https://drive.example.com/file/123".into(),
        calling_code: String::new(),
        phone_national: "98765432".into(),
        ..full_profile()
    };
    let edited = ProfileValues {
        city: "Valparaíso".into(),
        ..held.clone()
    };
    assert_eq!(refused(&edited, Some(&held), true), []);
    let edited = ProfileValues {
        resume_url: "https://drive.example.com/file/456".into(),
        ..held.clone()
    };
    assert_eq!(
        refused(&edited, Some(&held), true),
        [(Field::Resume, resume_error(UrlError::NotADocument))]
    );
}

#[test]
fn values_read_back_from_the_form_are_the_ones_put_in_and_gender_not_asked_is_kept() {
    let owner = Owner::new();
    owner.with(|| {
        let host = Host {
            lang: Memo::new(|_| Lang::En),
            texts: &ProfileFormTexts,
            kinds: KINDS,
            supplies: &NO_SUPPLIES,
        };
        let form = FormModel::new(&[form_spec(None, false)], &[], &[], host);
        let cleared = ProfileValues {
            city: String::new(),
            ..full_profile()
        };
        put_values(&form, &cleared);
        assert_eq!(read_values(&form, &cleared), cleared);
        let before = ProfileValues {
            gender: Some(Gender::Male),
            ..cleared.clone()
        };
        assert_eq!(read_values(&form, &before).gender, Some(Gender::Male));
    });
}
