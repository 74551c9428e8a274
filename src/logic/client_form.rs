//! Model of the client profile form (reference 2.6 and 4.5), independent of
//! the API types: the API layer converts its response into [`FormInput`]s,
//! [`build`] turns them into render-ready [`FormDef`]s, and the UI renders
//! and validates those.
//!
//! Forms can have a thousand fields, so everything here is linear: ids are
//! de-duplicated with hash sets and dropdown values are checked by hash.

use super::phone::{self, PhoneError};
use crate::i18n::humanize;
use std::collections::{HashMap, HashSet};

/// Longest piece of a form id or field key kept in a DOM id, so a huge key
/// does not make a huge attribute; collisions from the cut are numbered like
/// any other.
const MAX_ID_PART_CHARS: usize = 64;

/// One field as the API describes it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FieldInput {
    pub key: String,
    pub id: String,
    pub label: String,
    pub field_type: String,
    pub required_level: String,
    /// `(value, display text)` in the order sent.
    pub options: Vec<(String, String)>,
    pub description: String,
    /// The client's current value, if any.
    pub value: Option<String>,
}

/// One form as the API describes it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FormInput {
    pub id: String,
    pub title: String,
    pub description: String,
    /// `custom_form_content`, shown as text.
    pub content: String,
    pub fields: Vec<FieldInput>,
}

/// A dropdown's options in the order sent, with the keys hashed for
/// constant-time checks. A repeated key keeps its first display text.
#[derive(Debug, Clone, Default)]
pub struct Options {
    items: Vec<(String, String)>,
    keys: HashSet<String>,
}

impl Options {
    pub fn new(items: impl IntoIterator<Item = (String, String)>) -> Options {
        let mut options = Options::default();
        for (key, text) in items {
            if options.keys.insert(key.clone()) {
                options.items.push((key, text));
            }
        }
        options
    }

    /// `(value, display text)` pairs in the order sent.
    pub fn items(&self) -> &[(String, String)] {
        &self.items
    }

    pub fn contains(&self, key: &str) -> bool {
        self.keys.contains(key)
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

impl PartialEq for Options {
    fn eq(&self, other: &Options) -> bool {
        // `keys` is derived from `items`.
        self.items == other.items
    }
}

impl Eq for Options {}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldKind {
    Text,
    /// Holds a full international number (`+56 9 8765 4321`).
    Phone,
    Dropdown(Options),
    /// A `field_type` this app does not know, as sent; rendered as text.
    Unknown(String),
}

/// A field ready to render.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldDef {
    /// Unique across all forms and fields, only `[A-Za-z0-9_-]`, never empty.
    pub dom_id: String,
    /// The name the value is sent under: the API's `key`, or its `id` when
    /// the key is blank.
    pub key: String,
    /// The API's label, or the humanised key when the label is blank.
    pub label: String,
    pub kind: FieldKind,
    /// Only `required_level` "required" (any case); unknown levels are
    /// optional, so an unexpected value never blocks the form.
    pub required: bool,
    pub description: String,
    /// The value to prefill; empty when there is none.
    pub initial: String,
}

/// A form ready to render.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormDef {
    /// Unique like the fields' ids, for `aria-labelledby` and anchors.
    pub dom_id: String,
    pub id: String,
    pub title: String,
    pub description: String,
    pub content: String,
    pub fields: Vec<FieldDef>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FieldError {
    Required,
    Phone(PhoneError),
    /// A dropdown value that is not one of its options.
    NotAnOption,
}

/// Turns the API's forms into render-ready definitions, in the order sent.
pub fn build(forms: &[FormInput]) -> Vec<FormDef> {
    let field_count = forms.iter().map(|f| f.fields.len() + 1).sum();
    let mut ids = DomIds::with_capacity(field_count);
    forms
        .iter()
        .map(|form| {
            let form_part = id_part(&form.id, "form");
            let dom_id = ids.claim(format!("cf-{form_part}"));
            let fields = form
                .fields
                .iter()
                .map(|field| build_field(field, &form_part, &mut ids))
                .collect();
            FormDef {
                dom_id,
                id: form.id.clone(),
                title: form.title.clone(),
                description: form.description.clone(),
                content: form.content.clone(),
                fields,
            }
        })
        .collect()
}

fn build_field(field: &FieldInput, form_part: &str, ids: &mut DomIds) -> FieldDef {
    let key = if field.key.trim().is_empty() {
        field.id.clone()
    } else {
        field.key.clone()
    };
    let field_part = id_part(&key, "field");
    let label = if field.label.trim().is_empty() {
        humanize(&key)
    } else {
        field.label.clone()
    };
    FieldDef {
        dom_id: ids.claim(format!("cf-{form_part}-{field_part}")),
        kind: kind_of(field),
        required: field.required_level.trim().eq_ignore_ascii_case("required"),
        key,
        label,
        description: field.description.clone(),
        initial: field.value.clone().unwrap_or_default(),
    }
}

/// The field's kind. A dropdown without options cannot be answered, so it
/// becomes a text input rather than a control that blocks a required field.
fn kind_of(field: &FieldInput) -> FieldKind {
    let field_type = field.field_type.trim();
    if field_type.eq_ignore_ascii_case("string") {
        FieldKind::Text
    } else if field_type.eq_ignore_ascii_case("phone") {
        FieldKind::Phone
    } else if field_type.eq_ignore_ascii_case("dropdown") {
        if field.options.is_empty() {
            FieldKind::Text
        } else {
            FieldKind::Dropdown(Options::new(field.options.iter().cloned()))
        }
    } else {
        FieldKind::Unknown(field_type.to_owned())
    }
}

/// `text` reduced to `[A-Za-z0-9_-]` (other characters become `_`) and
/// capped in length; `fallback` when nothing is left.
fn id_part(text: &str, fallback: &str) -> String {
    let part: String = text
        .trim()
        .chars()
        .take(MAX_ID_PART_CHARS)
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if part.is_empty() {
        fallback.to_owned()
    } else {
        part
    }
}

/// Hands out unique ids: the wanted one if free, else `wanted-2`, `-3`, ...
/// The next suffix is remembered per base, so many duplicates stay linear.
struct DomIds {
    used: HashSet<String>,
    next_suffix: HashMap<String, usize>,
}

impl DomIds {
    fn with_capacity(n: usize) -> DomIds {
        DomIds {
            used: HashSet::with_capacity(n),
            next_suffix: HashMap::new(),
        }
    }

    fn claim(&mut self, wanted: String) -> String {
        if !self.used.contains(&wanted) {
            self.used.insert(wanted.clone());
            return wanted;
        }
        let next = self.next_suffix.entry(wanted.clone()).or_insert(2);
        loop {
            let candidate = format!("{wanted}-{next}");
            *next += 1;
            if !self.used.contains(&candidate) {
                self.used.insert(candidate.clone());
                return candidate;
            }
        }
    }
}

/// Checks one value; linear in the value's length. Blank values are only
/// an error for required fields.
pub fn validate(def: &FieldDef, value: &str) -> Result<(), FieldError> {
    if value.trim().is_empty() {
        return if def.required {
            Err(FieldError::Required)
        } else {
            Ok(())
        };
    }
    match &def.kind {
        FieldKind::Text | FieldKind::Unknown(_) => Ok(()),
        FieldKind::Phone => phone::parse_input("", value)
            .map(|_| ())
            .map_err(FieldError::Phone),
        FieldKind::Dropdown(options) if options.contains(value) => Ok(()),
        FieldKind::Dropdown(_) => Err(FieldError::NotAnOption),
    }
}

/// The value to send for a field: trimmed, and phone numbers in the API's
/// international format (falling back to the trimmed text if it does not
/// parse, which [`validate`] will have reported).
pub fn submit_value(def: &FieldDef, value: &str) -> String {
    let value = value.trim();
    match def.kind {
        FieldKind::Phone => phone::parse_input("", value)
            .map(|p| p.international())
            .unwrap_or_else(|_| value.to_owned()),
        _ => value.to_owned(),
    }
}

/// Distinct unknown field types, in order of first appearance, to be
/// reported once each.
pub fn unknown_types(forms: &[FormDef]) -> Vec<String> {
    let mut seen = HashSet::new();
    forms
        .iter()
        .flat_map(|form| &form.fields)
        .filter_map(|field| match &field.kind {
            FieldKind::Unknown(t) if seen.insert(t.as_str()) => Some(t.clone()),
            _ => None,
        })
        .collect()
}

// Drafts. A draft is a list of `(dom_id, value)` pairs kept in storage so a
// reload (or a sign-in after an expired session) does not lose typing. Two
// rules keep it from ever being wiped by accident:
// - on load, a draft value wins over the API's value, but a blank draft
//   value never replaces a non-blank one;
// - on save, a blank value never replaces a stored draft value (the form may
//   be saving before its values are filled in), and fields whose
//   definitions are not known yet keep their stored entries.
// The price is that clearing a field is not remembered across a reload:
// the stored or API value comes back, which loses nothing.

/// The values to start editing with, `(dom_id, value)` in field order.
/// When the draft repeats an id, its last non-blank value counts.
pub fn merge_draft(forms: &[FormDef], draft: &[(String, String)]) -> Vec<(String, String)> {
    let drafted: HashMap<&str, &str> = draft
        .iter()
        .filter(|(_, value)| !value.trim().is_empty())
        .map(|(id, value)| (id.as_str(), value.as_str()))
        .collect();
    forms
        .iter()
        .flat_map(|form| &form.fields)
        .map(|field| {
            let value = drafted
                .get(field.dom_id.as_str())
                .copied()
                .unwrap_or(&field.initial);
            (field.dom_id.clone(), value.to_owned())
        })
        .collect()
}

/// The draft to store after an edit. Starts from the stored draft; a
/// non-blank value that differs from the field's API value is recorded, one
/// equal to it is dropped (nothing to restore), and a blank one changes
/// nothing. Entries are unique by id, in first-stored order.
pub fn update_draft(
    forms: &[FormDef],
    stored: &[(String, String)],
    values: &[(String, String)],
) -> Vec<(String, String)> {
    let initial: HashMap<&str, &str> = forms
        .iter()
        .flat_map(|form| &form.fields)
        .map(|field| (field.dom_id.as_str(), field.initial.as_str()))
        .collect();
    let mut entries: Vec<Option<(String, String)>> =
        Vec::with_capacity(stored.len() + values.len());
    let mut position: HashMap<String, usize> = HashMap::with_capacity(stored.len() + values.len());
    let mut put = |id: &str, value: Option<&str>| match (position.get(id), value) {
        (Some(&i), value) => entries[i] = value.map(|v| (id.to_owned(), v.to_owned())),
        (None, Some(v)) => {
            position.insert(id.to_owned(), entries.len());
            entries.push(Some((id.to_owned(), v.to_owned())));
        }
        (None, None) => {}
    };
    for (id, value) in stored {
        if !value.trim().is_empty() {
            put(id, Some(value));
        }
    }
    for (id, value) in values {
        let Some(initial) = initial.get(id.as_str()) else {
            continue;
        };
        if value.trim().is_empty() {
            continue;
        }
        if value == initial {
            put(id, None);
        } else {
            put(id, Some(value));
        }
    }
    entries.into_iter().flatten().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::fixtures::pairs;

    fn field(key: &str, field_type: &str) -> FieldInput {
        FieldInput {
            key: key.into(),
            id: key.into(),
            label: format!("Label {key}"),
            field_type: field_type.into(),
            required_level: "required".into(),
            ..FieldInput::default()
        }
    }

    fn form(id: &str, fields: Vec<FieldInput>) -> FormInput {
        FormInput {
            id: id.into(),
            title: "Title".into(),
            fields,
            ..FormInput::default()
        }
    }

    fn sample() -> Vec<FormDef> {
        let mut country = field("country_id", "dropdown");
        country.options = pairs(&[("cl", "Chile"), ("pe", "Peru")]);
        let mut name = field("name", "string");
        name.value = Some("Acme".into());
        let mut category = field("category", "string");
        category.required_level = "optional".into();
        build(&[form(
            "base_form",
            vec![name, field("contact_phone", "phone"), country, category],
        )])
    }

    fn all_ids(forms: &[FormDef]) -> Vec<String> {
        forms
            .iter()
            .flat_map(|f| {
                std::iter::once(f.dom_id.clone()).chain(f.fields.iter().map(|x| x.dom_id.clone()))
            })
            .collect()
    }

    #[test]
    fn builds_the_seen_shape() {
        let forms = sample();
        assert_eq!(forms.len(), 1);
        let f = &forms[0];
        assert_eq!(f.dom_id, "cf-base_form");
        assert_eq!(f.id, "base_form");
        assert_eq!(f.title, "Title");
        let ids: Vec<_> = f.fields.iter().map(|x| x.dom_id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "cf-base_form-name",
                "cf-base_form-contact_phone",
                "cf-base_form-country_id",
                "cf-base_form-category"
            ]
        );
        assert_eq!(f.fields[0].kind, FieldKind::Text);
        assert_eq!(f.fields[0].initial, "Acme");
        assert_eq!(f.fields[1].kind, FieldKind::Phone);
        assert_eq!(f.fields[1].initial, "");
        match &f.fields[2].kind {
            FieldKind::Dropdown(o) => {
                assert_eq!(
                    o.items(),
                    pairs(&[("cl", "Chile"), ("pe", "Peru")]).as_slice()
                );
                assert_eq!(o.len(), 2);
            }
            other => panic!("{other:?}"),
        }
        assert!(f.fields[0].required);
        assert!(!f.fields[3].required);
        assert_eq!(f.fields[0].label, "Label name");
    }

    #[test]
    fn kinds_and_levels_are_case_insensitive() {
        let mut a = field("a", " String ");
        a.required_level = " REQUIRED ".into();
        let mut b = field("b", "PHONE");
        b.required_level = "mandatory".into();
        let mut c = field("c", "textarea");
        c.required_level = "".into();
        let forms = build(&[form("f", vec![a, b, c])]);
        let f = &forms[0].fields;
        assert_eq!(f[0].kind, FieldKind::Text);
        assert!(f[0].required);
        assert_eq!(f[1].kind, FieldKind::Phone);
        assert!(!f[1].required, "unknown levels are optional");
        assert_eq!(f[2].kind, FieldKind::Unknown("textarea".into()));
        assert!(!f[2].required);
    }

    #[test]
    fn dropdown_without_options_is_text() {
        let forms = build(&[form("f", vec![field("d", "dropdown")])]);
        assert_eq!(forms[0].fields[0].kind, FieldKind::Text);
    }

    #[test]
    fn dropdown_keeps_order_and_first_of_repeated_keys() {
        let mut d = field("d", "dropdown");
        d.options = pairs(&[("z", "Zed"), ("a", "A"), ("z", "Again"), ("", "None")]);
        let forms = build(&[form("f", vec![d])]);
        let FieldKind::Dropdown(o) = &forms[0].fields[0].kind else {
            panic!()
        };
        assert_eq!(
            o.items(),
            pairs(&[("z", "Zed"), ("a", "A"), ("", "None")]).as_slice()
        );
        assert!(o.contains("a"));
        assert!(!o.contains("Zed"));
    }

    #[test]
    fn key_falls_back_to_id_and_label_to_key() {
        let mut f = field("", "string");
        f.id = "company_size".into();
        f.label = "  ".into();
        let forms = build(&[form("f", vec![f])]);
        let def = &forms[0].fields[0];
        assert_eq!(def.key, "company_size");
        assert_eq!(def.dom_id, "cf-f-company_size");
        assert_eq!(def.label, "Company size");
    }

    #[test]
    fn dom_ids_are_sanitised_and_never_empty() {
        let mut a = field("", "string");
        a.id = "".into();
        let b = field("Teléfono móvil!", "string");
        let c = field("<script>", "string");
        let forms = build(&[form("", vec![a, b, c]), form("ñ", vec![])]);
        let ids = all_ids(&forms);
        assert_eq!(
            ids,
            [
                "cf-form",
                "cf-form-field",
                "cf-form-Tel_fono_m_vil_",
                "cf-form-_script_",
                "cf-_"
            ]
        );
    }

    #[test]
    fn duplicate_ids_get_numbered() {
        let forms = build(&[
            form(
                "f",
                vec![
                    field("a", "string"),
                    field("a", "string"),
                    field("a-2", "string"),
                    field("a", "string"),
                ],
            ),
            form("f", vec![field("a", "string")]),
        ]);
        let ids = all_ids(&forms);
        assert_eq!(
            ids,
            [
                "cf-f",
                "cf-f-a",
                "cf-f-a-2",
                "cf-f-a-2-2",
                "cf-f-a-3",
                "cf-f-2",
                "cf-f-a-4"
            ]
        );
    }

    #[test]
    fn form_and_field_ids_do_not_collide() {
        let forms = build(&[form("a", vec![field("b", "string")]), form("a-b", vec![])]);
        assert_eq!(all_ids(&forms), ["cf-a", "cf-a-b", "cf-a-b-2"]);
    }

    #[test]
    fn long_keys_are_capped() {
        let long = "k".repeat(10_000);
        let forms = build(&[form(
            "f",
            vec![field(&long, "string"), field(&long, "string")],
        )]);
        let ids = all_ids(&forms);
        assert!(ids.iter().all(|id| id.len() < 80), "{ids:?}");
        assert_ne!(ids[1], ids[2]);
    }

    #[test]
    fn many_duplicates_stay_fast_and_unique() {
        let fields: Vec<_> = (0..5_000).map(|_| field("same", "string")).collect();
        let forms = build(&[form("f", fields)]);
        let ids = all_ids(&forms);
        let unique: HashSet<_> = ids.iter().collect();
        assert_eq!(unique.len(), ids.len());
    }

    #[test]
    fn validates_required_text() {
        let forms = sample();
        let name = &forms[0].fields[0];
        assert_eq!(validate(name, "Acme"), Ok(()));
        assert_eq!(validate(name, ""), Err(FieldError::Required));
        assert_eq!(validate(name, " \t"), Err(FieldError::Required));
        let category = &forms[0].fields[3];
        assert_eq!(validate(category, ""), Ok(()));
        assert_eq!(validate(category, "anything"), Ok(()));
    }

    #[test]
    fn validates_phones() {
        let forms = sample();
        let phone = &forms[0].fields[1];
        assert_eq!(validate(phone, "+56 9 8765 4321"), Ok(()));
        assert_eq!(validate(phone, "+56987654321"), Ok(()));
        assert_eq!(validate(phone, ""), Err(FieldError::Required));
        assert_eq!(
            validate(phone, "9 8765 4321"),
            Err(FieldError::Phone(PhoneError::MissingCountryCode))
        );
        assert_eq!(
            validate(phone, "+56 12"),
            Err(FieldError::Phone(PhoneError::TooShort))
        );
        assert_eq!(
            validate(phone, "+56 9x"),
            Err(FieldError::Phone(PhoneError::InvalidCharacters))
        );
    }

    #[test]
    fn validates_dropdowns() {
        let forms = sample();
        let country = &forms[0].fields[2];
        assert_eq!(validate(country, "cl"), Ok(()));
        assert_eq!(validate(country, "Chile"), Err(FieldError::NotAnOption));
        assert_eq!(validate(country, "CL"), Err(FieldError::NotAnOption));
        assert_eq!(validate(country, ""), Err(FieldError::Required));
        let mut optional = country.clone();
        optional.required = false;
        assert_eq!(validate(&optional, ""), Ok(()));
        assert_eq!(validate(&optional, "xx"), Err(FieldError::NotAnOption));
    }

    #[test]
    fn unknown_kinds_validate_as_text() {
        let forms = build(&[form("f", vec![field("x", "date")])]);
        assert_eq!(validate(&forms[0].fields[0], "whatever"), Ok(()));
        assert_eq!(validate(&forms[0].fields[0], ""), Err(FieldError::Required));
    }

    #[test]
    fn submit_values_are_normalised() {
        let forms = sample();
        assert_eq!(submit_value(&forms[0].fields[0], "  Acme "), "Acme");
        assert_eq!(
            submit_value(&forms[0].fields[1], "+56987654321"),
            "+56 9 8765 4321"
        );
        assert_eq!(submit_value(&forms[0].fields[1], " bad "), "bad");
    }

    #[test]
    fn unknown_types_are_distinct_and_ordered() {
        let forms = build(&[
            form(
                "a",
                vec![
                    field("1", "date"),
                    field("2", "string"),
                    field("3", "checkbox"),
                ],
            ),
            form(
                "b",
                vec![field("4", "date"), field("5", ""), field("6", "Date")],
            ),
        ]);
        assert_eq!(unknown_types(&forms), ["date", "checkbox", "", "Date"]);
        assert!(unknown_types(&sample()).is_empty());
        assert!(unknown_types(&[]).is_empty());
    }

    #[test]
    fn draft_wins_unless_blank() {
        let forms = sample();
        let draft = pairs(&[
            ("cf-base_form-name", ""),
            ("cf-base_form-contact_phone", "+56 9 8765 4321"),
            ("cf-base_form-category", "Retail"),
            ("cf-base_form-category", "   "),
            ("cf-unknown", "ignored"),
        ]);
        let merged = merge_draft(&forms, &draft);
        assert_eq!(
            merged,
            pairs(&[
                ("cf-base_form-name", "Acme"),
                ("cf-base_form-contact_phone", "+56 9 8765 4321"),
                ("cf-base_form-country_id", ""),
                ("cf-base_form-category", "Retail"),
            ])
        );
    }

    #[test]
    fn draft_over_api_value() {
        let forms = sample();
        let merged = merge_draft(&forms, &pairs(&[("cf-base_form-name", "Acme Ltd")]));
        assert_eq!(merged[0].1, "Acme Ltd");
        let merged = merge_draft(
            &forms,
            &pairs(&[("cf-base_form-name", "A"), ("cf-base_form-name", "B")]),
        );
        assert_eq!(merged[0].1, "B", "last entry wins");
    }

    #[test]
    fn saving_blank_values_keeps_the_stored_draft() {
        let forms = sample();
        let stored = pairs(&[
            ("cf-base_form-name", "Acme Ltd"),
            ("cf-base_form-category", "Retail"),
        ]);
        let blank: Vec<_> = forms[0]
            .fields
            .iter()
            .map(|f| (f.dom_id.clone(), String::new()))
            .collect();
        assert_eq!(update_draft(&forms, &stored, &blank), stored);
        // Before the definitions arrive nothing is known, so nothing changes.
        assert_eq!(
            update_draft(&[], &stored, &pairs(&[("cf-base_form-name", "X")])),
            stored
        );
    }

    #[test]
    fn saving_records_changes_and_drops_reverts() {
        let forms = sample();
        let stored = pairs(&[("cf-base_form-name", "Acme Ltd"), ("cf-old", "kept")]);
        let values = pairs(&[
            ("cf-base_form-name", "Acme"),
            ("cf-base_form-contact_phone", "+56 9 8765 4321"),
            ("cf-base_form-country_id", ""),
            ("cf-not-a-field", "ignored"),
        ]);
        assert_eq!(
            update_draft(&forms, &stored, &values),
            pairs(&[
                ("cf-old", "kept"),
                ("cf-base_form-contact_phone", "+56 9 8765 4321")
            ])
        );
    }

    #[test]
    fn saving_deduplicates_stored_entries() {
        let forms = sample();
        let stored = pairs(&[
            ("cf-base_form-category", "A"),
            ("cf-base_form-category", "B"),
            ("x", " "),
        ]);
        assert_eq!(
            update_draft(&forms, &stored, &[]),
            pairs(&[("cf-base_form-category", "B")])
        );
    }

    #[test]
    fn load_then_save_keeps_the_draft() {
        let forms = sample();
        let stored = pairs(&[
            ("cf-base_form-name", "Acme Ltd"),
            ("cf-base_form-category", "Retail"),
        ]);
        let loaded = merge_draft(&forms, &stored);
        assert_eq!(update_draft(&forms, &stored, &loaded), stored);
        assert_eq!(update_draft(&forms, &[], &loaded), stored);
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod proptests {
    use super::*;
    use proptest::prelude::*;

    fn odd_text() -> impl Strategy<Value = String> {
        prop_oneof![
            Just(String::new()),
            Just("a".to_owned()),
            Just("a-2".to_owned()),
            Just("cf-a".to_owned()),
            Just(" ".to_owned()),
            "[a-c_ -]{0,4}",
            ".{0,12}",
        ]
    }

    fn field_input() -> impl Strategy<Value = FieldInput> {
        (
            odd_text(),
            odd_text(),
            odd_text(),
            prop_oneof![
                Just("string"),
                Just("phone"),
                Just("dropdown"),
                Just("DropDown"),
                Just(""),
                Just("weird")
            ],
            prop_oneof![
                Just("required"),
                Just("optional"),
                Just(""),
                Just("REQUIRED"),
                Just("??")
            ],
            proptest::collection::vec((odd_text(), odd_text()), 0..4),
            proptest::option::of(odd_text()),
        )
            .prop_map(
                |(key, id, label, field_type, level, options, value)| FieldInput {
                    key,
                    id,
                    label,
                    field_type: field_type.into(),
                    required_level: level.into(),
                    options,
                    description: String::new(),
                    value,
                },
            )
    }

    fn forms() -> impl Strategy<Value = Vec<FormInput>> {
        proptest::collection::vec(
            (odd_text(), proptest::collection::vec(field_input(), 0..12)).prop_map(
                |(id, fields)| FormInput {
                    id,
                    fields,
                    ..FormInput::default()
                },
            ),
            0..4,
        )
    }

    proptest! {
        #[test]
        fn dom_ids_are_unique_valid_and_non_empty(input in forms()) {
            let built = build(&input);
            prop_assert_eq!(built.len(), input.len());
            let mut seen = HashSet::new();
            for (form, source) in built.iter().zip(&input) {
                prop_assert_eq!(form.fields.len(), source.fields.len());
                for id in std::iter::once(&form.dom_id).chain(form.fields.iter().map(|f| &f.dom_id)) {
                    prop_assert!(!id.is_empty());
                    prop_assert!(id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-'), "{}", id);
                    prop_assert!(seen.insert(id.clone()), "duplicate {}", id);
                }
            }
        }

        #[test]
        fn validation_and_drafts_never_panic(
            input in forms(),
            value in ".{0,20}",
            draft in proptest::collection::vec((odd_text(), odd_text()), 0..6),
        ) {
            let built = build(&input);
            for field in built.iter().flat_map(|f| &f.fields) {
                let _ = validate(field, &value);
                let _ = submit_value(field, &value);
                // The prefilled value of an optional field never fails as blank.
                if !field.required {
                    prop_assert_eq!(validate(field, ""), Ok(()));
                }
            }
            let _ = unknown_types(&built);
            let merged = merge_draft(&built, &draft);
            prop_assert_eq!(merged.len(), built.iter().map(|f| f.fields.len()).sum::<usize>());
            let saved = update_draft(&built, &draft, &merged);
            // Nothing non-blank that was stored is lost by a load-save cycle,
            // unless it equals the API's value.
            for (id, value) in &draft {
                if value.trim().is_empty() {
                    continue;
                }
                let kept = saved.iter().any(|(i, _)| i == id);
                let is_initial = built
                    .iter()
                    .flat_map(|f| &f.fields)
                    .any(|f| &f.dom_id == id && &f.initial == value);
                prop_assert!(kept || is_initial, "{} lost", id);
            }
        }
    }
}
