//! Model of the job seeker profile form and its mapping to the
//! create_or_update_jobseeker parameters (reference 2.2 and 4.4).

use super::gender::Gender;
use super::lang::Lang;
use serde::{Deserialize, Serialize};
use text_rules::countries;
use text_rules::dates;
use text_rules::numbering::PhonePlans;
use text_rules::phone;
use text_rules::validate::{self, UrlError};

/// What the form holds. Serializable so it can be stored as a draft;
/// `#[serde(default)]` lets a draft from an older version still load.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ProfileValues {
    pub name: String,
    /// Calling code digits of the country selector (`56`).
    pub calling_code: String,
    /// The number as typed (may also be a full `+...` number).
    pub phone_national: String,
    pub contact_email: String,
    pub address: String,
    /// English country name, as the API wants it.
    pub country: String,
    pub city: String,
    pub gender: Option<Gender>,
    /// `yyyy-mm-dd`, the value of the date input.
    pub date_of_birth: String,
    pub resume_url: String,
    pub image_urls: Vec<String>,
}

/// The form's fields, in form order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Field {
    Name,
    Phone,
    ContactEmail,
    Address,
    Country,
    City,
    Gender,
    DateOfBirth,
    Resume,
    Images,
}

impl Field {
    /// Form order.
    pub const ALL: [Field; 10] = [
        Field::Name,
        Field::Phone,
        Field::ContactEmail,
        Field::Address,
        Field::Country,
        Field::City,
        Field::Gender,
        Field::DateOfBirth,
        Field::Resume,
        Field::Images,
    ];

    /// A stable identifier for DOM ids and translation keys.
    pub fn key(self) -> &'static str {
        match self {
            Field::Name => "name",
            Field::Phone => "phone",
            Field::ContactEmail => "contact_email",
            Field::Address => "address",
            Field::Country => "country",
            Field::City => "city",
            Field::Gender => "gender",
            Field::DateOfBirth => "date_of_birth",
            Field::Resume => "resume",
            Field::Images => "images",
        }
    }
}

/// Product rule, kept in this one place: the fields a new job seeker must
/// fill in. The reference leaves required-on-create open (4.6); these are
/// what a staffing match cannot work without. Updates may be partial (4.4
/// rule 2), so nothing is required then.
pub const REQUIRED_ON_CREATE: &[Field] = &[Field::Name, Field::Phone, Field::Country, Field::City];

/// Whether `field` must hold a value: when creating, the fields of [`REQUIRED_ON_CREATE`]; when
/// updating (`held`, what the platform holds), those of them it holds a value for. An update cannot
/// clear a field ([`save_request`] sends no empty value), so emptying one is refused on the field
/// rather than called "no change".
pub fn is_required(field: Field, held: Option<&ProfileValues>) -> bool {
    REQUIRED_ON_CREATE.contains(&field) && held.is_none_or(|held| !is_blank(held, field))
}

/// Order of the onboarding checklist: what most improves a profile first.
pub const CHECKLIST_ORDER: [Field; 9] = [
    Field::Images,
    Field::Resume,
    Field::Phone,
    Field::Address,
    Field::DateOfBirth,
    Field::Name,
    Field::Country,
    Field::City,
    Field::ContactEmail,
];

/// Whether the user left a field empty. A phone counts as empty when the
/// number is, whatever the selector shows.
fn is_blank(values: &ProfileValues, field: Field) -> bool {
    match field {
        Field::Gender => values.gender.is_none(),
        Field::Images => non_blank_images(values).is_empty(),
        _ => text_of(values, field).trim().is_empty(),
    }
}

/// The text of a single-text field (the number for the phone); empty for
/// gender and images, which are not text.
fn text_of(values: &ProfileValues, field: Field) -> &str {
    match field {
        Field::Name => &values.name,
        Field::Phone => &values.phone_national,
        Field::ContactEmail => &values.contact_email,
        Field::Address => &values.address,
        Field::Country => &values.country,
        Field::City => &values.city,
        Field::DateOfBirth => &values.date_of_birth,
        Field::Resume => &values.resume_url,
        Field::Gender | Field::Images => "",
    }
}

// Parameter names of create_or_update_jobseeker (reference 4.4).
const PARAM_NAME: &str = "name";
const PARAM_PHONE: &str = "contact_phone";
const PARAM_EMAIL: &str = "contact_email";
const PARAM_ADDRESS: &str = "address";
const PARAM_COUNTRY: &str = "country_id";
const PARAM_CITY: &str = "city_id";
const PARAM_GENDER: &str = "gender";
const PARAM_DATE_OF_BIRTH: &str = "date_of_birth";
const PARAM_RESUME: &str = "profiletype";
/// Always the array form, even for one image (reference 4.4).
const PARAM_IMAGES: &str = "profile_url[]";

/// What one profile save sends: the create_or_update_jobseeker query parameters, tenant aside, in
/// form order, and the country and city names among them (the answer has ids only, so these are
/// the names the app keeps for them, `logic::place_names`). Computed once, when the user presses
/// Save, and kept with a save that waits (`logic::pending_save`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SaveRequest {
    pub params: Vec<(String, String)>,
    pub country: Option<String>,
    pub city: Option<String>,
}

impl SaveRequest {
    /// Nothing would change: the record already holds it.
    pub fn is_empty(&self) -> bool {
        self.params.is_empty()
    }
}

/// The save of `values`. Values are trimmed and put in the API's formats (international phone,
/// English country name, `mmm dd, yyyy` date, gender code in `lang`).
///
/// Without `original` (creating) every non-empty field is sent; with it
/// (updating) only the fields whose sent value would change, and a changed
/// image list is sent whole. Empty values are never sent: an update cannot
/// clear a field (the reference does not say how the server treats an empty
/// parameter, and an empty contact_phone would get the whole call
/// rejected). Values that cannot be put in the API's format (a phone or date
/// that does not parse) are left out too; [`validate`] reports them first.
/// The phone goes in the format of `plans` once they have arrived.
pub fn save_request(
    values: &ProfileValues,
    original: Option<&ProfileValues>,
    lang: Lang,
    gender_enabled: bool,
    plans: Option<&PhonePlans>,
) -> SaveRequest {
    let mut request = SaveRequest::default();
    for field in Field::ALL {
        if field == Field::Gender && !gender_enabled {
            continue;
        }
        let new = field_params(values, field, lang, plans);
        if new.is_empty() {
            continue;
        }
        if let Some(original) = original {
            if field_params(original, field, lang, plans) == new {
                continue;
            }
        }
        let sent = new.first().map(|(_, value)| value.clone());
        match field {
            Field::Country => request.country = sent,
            Field::City => request.city = sent,
            _ => {}
        }
        request.params.extend(
            new.into_iter()
                .map(|(name, value)| (name.to_owned(), value)),
        );
    }
    request
}

/// The parameters one field contributes, empty when it has nothing to send.
fn field_params(
    values: &ProfileValues,
    field: Field,
    lang: Lang,
    plans: Option<&PhonePlans>,
) -> Vec<(&'static str, String)> {
    let one = |name: &'static str, value: Option<String>| -> Vec<(&'static str, String)> {
        value
            .filter(|v| !v.is_empty())
            .map(|v| vec![(name, v)])
            .unwrap_or_default()
    };
    let trimmed = |s: &str| Some(s.trim().to_owned());
    match field {
        Field::Name => one(PARAM_NAME, trimmed(&values.name)),
        Field::Phone => one(
            PARAM_PHONE,
            phone::parse_input(&values.calling_code, &values.phone_national, plans)
                .ok()
                .map(|p| p.international()),
        ),
        Field::ContactEmail => one(PARAM_EMAIL, trimmed(&values.contact_email)),
        Field::Address => one(PARAM_ADDRESS, trimmed(&values.address)),
        Field::Country => one(PARAM_COUNTRY, Some(country_name(&values.country))),
        Field::City => one(PARAM_CITY, trimmed(&values.city)),
        Field::Gender => one(PARAM_GENDER, values.gender.map(|g| g.code(lang).to_owned())),
        Field::DateOfBirth => one(
            PARAM_DATE_OF_BIRTH,
            dates::parse_ymd(&values.date_of_birth).map(dates::format_mdy),
        ),
        Field::Resume => one(PARAM_RESUME, trimmed(&values.resume_url)),
        Field::Images => non_blank_images(values)
            .into_iter()
            .map(|url| (PARAM_IMAGES, url.to_owned()))
            .collect(),
    }
}

/// The table's spelling of a known country (so `usa` is sent as
/// `United States`), else the trimmed text.
fn country_name(text: &str) -> String {
    match countries::by_name(text) {
        Some(country) => country.name.to_owned(),
        None => text.trim().to_owned(),
    }
}

fn non_blank_images(values: &ProfileValues) -> Vec<&str> {
    non_blank_links(&values.image_urls)
}

/// The picture links as they are sent: trimmed, blank rows left out.
pub fn non_blank_links(links: &[String]) -> Vec<&str> {
    links
        .iter()
        .map(|u| u.trim())
        .filter(|u| !u.is_empty())
        .collect()
}

/// The picture links the image rule refuses, by their place in the list, in order. Blank rows are
/// not refused: they are not sent.
pub fn refused_images(links: &[String]) -> impl Iterator<Item = (usize, UrlError)> + '_ {
    links
        .iter()
        .enumerate()
        .filter(|(_, url)| !url.trim().is_empty())
        .filter_map(|(index, url)| validate::image_url(url).err().map(|error| (index, error)))
}

/// The plain values of an existing jobseeker record (reference 2.2), as the
/// API layer extracts them. `country` and `city` are names (the record
/// itself carries numeric ids, which the API layer must resolve).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Record<'a> {
    pub name: Option<&'a str>,
    pub contact_phone: Option<&'a str>,
    pub contact_email: Option<&'a str>,
    pub address: Option<&'a str>,
    pub country: Option<&'a str>,
    pub city: Option<&'a str>,
    pub gender: Option<&'a str>,
    /// `yyyy-mm-dd` (a `mmm dd, yyyy` value is accepted too).
    pub date_of_birth: Option<&'a str>,
    /// The resume URL.
    pub profiletype: Option<&'a str>,
    /// The profile picture URL.
    pub profile_url: Option<&'a str>,
}

/// Form values for an existing record. The stored phone is split into
/// calling code and number; one that is not in international format goes
/// into the number field with no calling code, for the user to fix. A date
/// of birth that does not parse is left empty, since a date input cannot
/// show it.
pub fn from_record(record: &Record<'_>) -> ProfileValues {
    let text = |v: Option<&str>| v.unwrap_or("").trim().to_owned();
    let phone = text(record.contact_phone);
    let (calling_code, phone_national) = match phone::split_international(&phone) {
        Some(split) => split,
        None => (String::new(), phone),
    };
    let date_of_birth = record
        .date_of_birth
        .and_then(|d| dates::parse_ymd(d).or_else(|| dates::parse_mdy(d)))
        .map(dates::format_ymd)
        .unwrap_or_default();
    let country = text(record.country);
    ProfileValues {
        name: text(record.name),
        calling_code,
        phone_national,
        contact_email: text(record.contact_email),
        address: text(record.address),
        country: if country.is_empty() {
            country
        } else {
            country_name(&country)
        },
        city: text(record.city),
        gender: record.gender.and_then(Gender::from_code),
        date_of_birth,
        resume_url: text(record.profiletype),
        image_urls: record
            .profile_url
            .map(str::trim)
            .filter(|u| !u.is_empty())
            .map(|u| vec![u.to_owned()])
            .unwrap_or_default(),
    }
}

/// The onboarding checklist: fields still empty, in [`CHECKLIST_ORDER`].
/// Only emptiness counts here; invalid values are the form's business.
pub fn missing_items(values: &ProfileValues) -> Vec<Field> {
    CHECKLIST_ORDER
        .into_iter()
        .filter(|field| is_blank(values, *field))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::fixtures::{full_profile, pairs};

    #[test]
    fn a_save_names_the_country_and_city_it_sends() {
        let request = save_request(&full_profile(), None, Lang::En, true, None);
        assert_eq!(request.country.as_deref(), Some("Chile"));
        assert!(request.city.is_some());
        assert!(request
            .params
            .contains(&("country_id".to_owned(), "Chile".to_owned())));
        // Unchanged places are not sent, so they name nothing.
        let mut edited = full_profile();
        edited.name = "Someone Else".into();
        let request = save_request(&edited, Some(&full_profile()), Lang::En, true, None);
        assert_eq!((request.country, request.city), (None, None));
        assert_eq!(request.params.len(), 1);
    }

    #[test]
    fn a_value_is_required_on_creating_and_when_the_platform_holds_it() {
        let held = full_profile();
        let without_city = ProfileValues {
            city: String::new(),
            ..full_profile()
        };
        assert!(is_required(Field::Name, Some(&held)));
        assert!(!is_required(Field::City, Some(&without_city)));
        assert!(!is_required(Field::Address, Some(&held)));
        assert!(is_required(Field::City, None));
        let on_create: Vec<Field> = Field::ALL
            .into_iter()
            .filter(|field| is_required(*field, None))
            .collect();
        assert_eq!(on_create, REQUIRED_ON_CREATE);
    }

    #[test]
    fn create_params_in_form_order() {
        assert_eq!(
            save_request(&full_profile(), None, Lang::Es, true, None).params,
            pairs(&[
                ("name", "Ana Pérez"),
                ("contact_phone", "+56 9 8765 4321"),
                ("contact_email", "ana@example.com"),
                ("address", "Av. Providencia 1234, Santiago"),
                ("country_id", "Chile"),
                ("city_id", "Santiago"),
                ("gender", "Mujer"),
                ("date_of_birth", "Mar 07, 1994"),
                ("profiletype", "https://example.com/cv.pdf"),
                ("profile_url[]", "https://example.com/me.jpg"),
            ])
        );
    }

    #[test]
    fn gender_only_when_enabled_and_in_the_users_language() {
        let params = save_request(&full_profile(), None, Lang::En, true, None).params;
        assert!(params.contains(&("gender".into(), "Female".into())));
        let params = save_request(&full_profile(), None, Lang::En, false, None).params;
        assert!(params.iter().all(|(k, _)| k != "gender"));
    }

    #[test]
    fn create_skips_empty_fields_and_trims() {
        let values = ProfileValues {
            name: "  Ana  ".into(),
            calling_code: "56".into(),
            country: "usa".into(),
            image_urls: vec![
                " ".into(),
                " https://e.com/a.png ".into(),
                "https://e.com/b".into(),
            ],
            ..ProfileValues::default()
        };
        assert_eq!(
            save_request(&values, None, Lang::En, true, None).params,
            pairs(&[
                ("name", "Ana"),
                ("country_id", "United States"),
                ("profile_url[]", "https://e.com/a.png"),
                ("profile_url[]", "https://e.com/b"),
            ])
        );
        assert!(
            save_request(&ProfileValues::default(), None, Lang::En, true, None)
                .params
                .is_empty()
        );
    }

    #[test]
    fn unparseable_phone_and_date_are_not_sent() {
        let values = ProfileValues {
            phone_national: "12".into(),
            date_of_birth: "soon".into(),
            ..full_profile()
        };
        let params = save_request(&values, None, Lang::En, false, None).params;
        assert!(params
            .iter()
            .all(|(k, _)| k != "contact_phone" && k != "date_of_birth"));
    }

    #[test]
    fn update_sends_only_changes() {
        let original = full_profile();
        assert!(
            save_request(&full_profile(), Some(&original), Lang::En, true, None)
                .params
                .is_empty()
        );
        let edited = ProfileValues {
            city: "Valparaíso".into(),
            // Same number, typed differently: not a change.
            calling_code: "".into(),
            phone_national: "+56987654321".into(),
            // Same country, other spelling: not a change.
            country: "CHILE".into(),
            contact_email: " ana@example.com ".into(),
            ..full_profile()
        };
        assert_eq!(
            save_request(&edited, Some(&original), Lang::En, true, None).params,
            pairs(&[("city_id", "Valparaíso")])
        );
    }

    #[test]
    fn update_sends_the_whole_image_list_when_it_changes() {
        let original = full_profile();
        let edited = ProfileValues {
            image_urls: vec![
                "https://example.com/me.jpg".into(),
                "https://example.com/2.jpg".into(),
            ],
            ..full_profile()
        };
        assert_eq!(
            save_request(&edited, Some(&original), Lang::En, false, None).params,
            pairs(&[
                ("profile_url[]", "https://example.com/me.jpg"),
                ("profile_url[]", "https://example.com/2.jpg"),
            ])
        );
        let reordered_blank = ProfileValues {
            image_urls: vec!["".into(), "https://example.com/me.jpg".into()],
            ..full_profile()
        };
        assert!(
            save_request(&reordered_blank, Some(&original), Lang::En, false, None)
                .params
                .is_empty()
        );
    }

    #[test]
    fn update_never_sends_cleared_fields() {
        let edited = ProfileValues {
            address: "".into(),
            phone_national: "".into(),
            image_urls: vec![],
            gender: None,
            ..full_profile()
        };
        assert!(
            save_request(&edited, Some(&full_profile()), Lang::En, true, None)
                .params
                .is_empty()
        );
    }

    #[test]
    fn update_gender_change_is_sent_but_not_a_language_switch() {
        let edited = ProfileValues {
            gender: Some(Gender::Other),
            ..full_profile()
        };
        assert_eq!(
            save_request(&edited, Some(&full_profile()), Lang::Es, true, None).params,
            pairs(&[("gender", "Otro")])
        );
        assert!(
            save_request(&full_profile(), Some(&full_profile()), Lang::Es, true, None)
                .params
                .is_empty()
        );
    }

    #[test]
    fn record_to_values() {
        let record = Record {
            name: Some(" Ana Pérez "),
            contact_phone: Some("+56 9 8765 4321"),
            contact_email: Some("ana@example.com"),
            address: Some("Av. Providencia 1234, Santiago"),
            country: Some("chile"),
            city: Some("Santiago"),
            gender: Some("Mujer"),
            date_of_birth: Some("1994-03-07"),
            profiletype: Some("https://example.com/cv.pdf"),
            profile_url: Some("https://example.com/me.jpg"),
        };
        let values = from_record(&record);
        // The number comes back as digits.
        let expected = ProfileValues {
            phone_national: "987654321".into(),
            ..full_profile()
        };
        assert_eq!(values, expected);
        assert!(
            save_request(&values, Some(&full_profile()), Lang::Es, true, None)
                .params
                .is_empty()
        );
    }

    #[test]
    fn empty_record() {
        let values = from_record(&Record::default());
        assert_eq!(values, ProfileValues::default());
        let values = from_record(&Record {
            profile_url: Some("  "),
            gender: Some("unknown"),
            date_of_birth: Some("garbage"),
            ..Record::default()
        });
        assert_eq!(values, ProfileValues::default());
    }

    #[test]
    fn record_odd_values() {
        let values = from_record(&Record {
            contact_phone: Some("98765432"),
            date_of_birth: Some("Mar 07, 1994"),
            country: Some("Narnia"),
            ..Record::default()
        });
        assert_eq!(values.calling_code, "");
        assert_eq!(values.phone_national, "98765432");
        assert_eq!(values.date_of_birth, "1994-03-07");
        assert_eq!(values.country, "Narnia");
    }

    #[test]
    fn checklist() {
        assert!(missing_items(&full_profile()).is_empty());
        assert_eq!(missing_items(&ProfileValues::default()), CHECKLIST_ORDER);
        let values = ProfileValues {
            image_urls: vec!["  ".into()],
            resume_url: "".into(),
            calling_code: "56".into(),
            phone_national: " ".into(),
            ..full_profile()
        };
        assert_eq!(
            missing_items(&values),
            [Field::Images, Field::Resume, Field::Phone]
        );
        // Gender is not part of the checklist.
        let values = ProfileValues {
            gender: None,
            ..full_profile()
        };
        assert!(missing_items(&values).is_empty());
    }

    #[test]
    fn draft_serde_round_trips_and_tolerates_missing_fields() {
        let json = serde_json::to_string(&full_profile()).unwrap();
        assert_eq!(
            serde_json::from_str::<ProfileValues>(&json).unwrap(),
            full_profile()
        );
        let old: ProfileValues = serde_json::from_str(r#"{"name":"Ana"}"#).unwrap();
        assert_eq!(old.name, "Ana");
        assert_eq!(old.image_urls, Vec::<String>::new());
    }

    #[test]
    fn field_keys_are_unique() {
        let keys: std::collections::HashSet<_> = Field::ALL.iter().map(|f| f.key()).collect();
        assert_eq!(keys.len(), Field::ALL.len());
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod proptests {
    use super::*;
    use proptest::prelude::*;

    fn values() -> impl Strategy<Value = ProfileValues> {
        let text = || ".{0,12}";
        (
            (
                text(),
                "[+0-9]{0,4}",
                "[+0-9 ()-]{0,16}",
                text(),
                text(),
                text(),
            ),
            (
                text(),
                proptest::option::of(proptest::sample::select(Gender::ALL.to_vec())),
                prop_oneof![
                    Just("1994-03-07".to_owned()),
                    "[0-9-]{0,12}".prop_map(String::from)
                ],
                text(),
                proptest::collection::vec(text(), 0..3),
            ),
        )
            .prop_map(
                |(
                    (name, calling_code, phone_national, contact_email, address, country),
                    (city, gender, date_of_birth, resume_url, image_urls),
                )| ProfileValues {
                    name,
                    calling_code,
                    phone_national,
                    contact_email,
                    address,
                    country,
                    city,
                    gender,
                    date_of_birth,
                    resume_url,
                    image_urls,
                },
            )
    }

    proptest! {
        #[test]
        fn never_panics_and_sends_no_empty_values(a in values(), b in values(), gender in any::<bool>()) {
            let _ = missing_items(&a);
            for params in [save_request(&a, None, Lang::Es, gender, None).params, save_request(&a, Some(&b), Lang::En, gender, None).params] {
                prop_assert!(params.iter().all(|(_, v)| !v.is_empty() && v.trim() == v));
            }
            prop_assert!(save_request(&a, Some(&a), Lang::En, gender, None).params.is_empty());
        }

        #[test]
        fn valid_create_sends_every_required_field(a in values()) {
            let filled = REQUIRED_ON_CREATE.iter().all(|field| !is_blank(&a, *field));
            if filled && phone::parse_input(&a.calling_code, &a.phone_national, None).is_ok() {
                let params = save_request(&a, None, Lang::En, true, None).params;
                for name in ["name", "contact_phone", "country_id", "city_id"] {
                    prop_assert!(params.iter().any(|(k, _)| k == name), "{} missing", name);
                }
            }
        }
    }
}
