//! Model of the client profile form (reference 2.6 and 4.5): [`build`] makes the render-ready
//! [`FormDef`]s straight from the decoded answer ([`ClientProfileForm`]), once; the form model holds
//! them, and the UI renders and validates with them and keeps the draft by their ids.
//!
//! Forms can have a thousand fields, so everything here is linear: ids are
//! de-duplicated with hash sets and dropdown values are checked by hash.

pub use super::field_kinds::{FieldError, FieldKind, FieldValue, Numeric};
use super::lang::Lang;
use crate::api::models::{ClientProfileForm, FormField};
use serde::Deserialize;
use std::collections::{HashMap, HashSet};
use text_rules::numbering::PhonePlans;

/// Longest piece of a form id or field key kept in a DOM id, so a huge key
/// does not make a huge attribute; collisions from the cut are numbered like
/// any other.
const MAX_ID_PART_CHARS: usize = 64;

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

/// A field ready to render.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldDef {
    /// Unique across all forms and fields, only `[A-Za-z0-9_-]`, never empty.
    pub dom_id: String,
    /// The name the value is sent under: the API's `key`, or its `id` when
    /// the key is blank.
    pub key: String,
    /// The API's label as sent; blank when it sent none. The label shown is
    /// made where texts are made (`i18n::client_field_label`): the key,
    /// humanised, stands in for a blank one.
    pub label: String,
    pub kind: FieldKind,
    /// Only `required_level` "required" (any case); unknown levels are
    /// optional, so an unexpected value never blocks the form.
    pub required: bool,
    pub description: String,
    /// The value a draft is compared with and a discarded draft goes back to:
    /// the API's value (empty when there is none), or the one saved on this
    /// device once [`adopt_saved`] has laid it over.
    pub initial: FieldValue,
}

/// A form's heading, ready to render.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormHeader {
    /// Unique like the fields' ids, for `aria-labelledby` and anchors.
    pub dom_id: String,
    pub title: String,
    pub description: String,
    /// `custom_form_content`, shown as text.
    pub content: String,
}

/// A form ready to render.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormDef {
    pub header: FormHeader,
    pub fields: Vec<FieldDef>,
}

/// Text the API may have left out: blank when it did.
fn sent(text: &Option<String>) -> &str {
    text.as_deref().unwrap_or_default()
}

/// Turns the API's forms into render-ready definitions, in the order sent.
pub fn build(forms: &[ClientProfileForm]) -> Vec<FormDef> {
    let field_count = forms.iter().map(|f| f.fields.len() + 1).sum();
    let mut ids = DomIds::for_count(field_count);
    forms
        .iter()
        .map(|form| {
            let form_part = id_part(sent(&form.id), "form");
            let header = FormHeader {
                dom_id: ids.claim(format!("cf-{form_part}")),
                title: sent(&form.form_title).to_owned(),
                description: sent(&form.form_description).to_owned(),
                content: sent(&form.custom_form_content).to_owned(),
            };
            let fields = form
                .fields
                .iter()
                .map(|field| build_field(field, &form_part, &mut ids))
                .collect();
            FormDef { header, fields }
        })
        .collect()
}

fn build_field(field: &FormField, form_part: &str, ids: &mut DomIds) -> FieldDef {
    let key = match sent(&field.key) {
        key if key.trim().is_empty() => sent(&field.id),
        key => key,
    };
    let field_part = id_part(key, "field");
    let kind = kind_of(field);
    let initial = field
        .value
        .as_ref()
        .and_then(|value| kind.read_sent(value))
        .unwrap_or_else(|| kind.empty());
    FieldDef {
        dom_id: ids.claim(format!("cf-{form_part}-{field_part}")),
        kind,
        required: sent(&field.required_level)
            .trim()
            .eq_ignore_ascii_case("required"),
        key: key.to_owned(),
        label: sent(&field.label).to_owned(),
        description: sent(&field.description).to_owned(),
        initial,
    }
}

/// The field's kind; its options are read only for a kind with choices.
fn kind_of(field: &FormField) -> FieldKind {
    FieldKind::from_wire(sent(&field.field_type), || {
        Options::new(
            field
                .options
                .iter()
                .map(|(key, text)| (key.clone(), text.0.clone())),
        )
    })
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
    fn for_count(n: usize) -> DomIds {
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

/// Checks one value; linear in the value's length. Blank values are only an error for required
/// fields. Numbers are read in the UI language `lang` (`12,5` in Spanish); a phone number is judged
/// by `plans` once they have arrived.
pub fn validate(
    def: &FieldDef,
    value: &FieldValue,
    lang: Lang,
    plans: Option<&PhonePlans>,
) -> Result<(), FieldError> {
    def.kind.check(value, def.required, lang, plans)
}

/// The value to keep for a field (see [`FieldKind::kept`]).
pub fn submit_value(
    def: &FieldDef,
    value: &FieldValue,
    lang: Lang,
    plans: Option<&PhonePlans>,
) -> FieldValue {
    def.kind.kept(value, lang, plans)
}

/// Distinct unknown field types, in order of first appearance, to be
/// reported once each.
pub fn unknown_types<'a>(fields: impl IntoIterator<Item = &'a FieldDef>) -> Vec<&'a str> {
    let mut types: Vec<&str> = Vec::new();
    for unknown in fields
        .into_iter()
        .filter_map(|field| field.kind.unknown_type())
    {
        if !types.contains(&unknown) {
            types.push(unknown);
        }
    }
    types
}

// Values kept on this device, as `(dom_id, value)` pairs in storage: the
// last saved values, and a draft, so a reload (or a sign-in after an
// expired session) does not lose typing. A value is text, a tick as a boolean
// or several choices as a list ([`FieldValue`]); entries kept as text by an
// older version are read for their field's kind. Two rules keep a draft from
// ever being wiped by accident:
// - on load, a stored value wins over the API's value, but blank stored text
//   never replaces anything;
// - on save, blank text never replaces a stored draft value (the form may
//   be saving before its values are filled in), and entries of fields that
//   are not in the form keep their place.
// The price is that clearing a text field is not remembered across a reload:
// the stored or API value comes back, which loses nothing. A tick and a list
// of choices are always answers (`FieldValue::is_answer`): an unticked box or
// no choice, over the platform's tick or choices, is what the user said.

/// `(dom_id, value)` pairs, as this device stores a form's values.
pub type Values = Vec<(String, FieldValue)>;

/// A form's values as this device stores them, `[[dom_id, value], …]`, read leniently: each entry is
/// read on its own, and one of another shape is skipped, never the list, so an odd or older entry
/// costs itself alone. Written as [`Values`] is.
#[derive(Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(from = "Vec<serde_json::Value>")]
pub struct StoredValues(pub Values);

impl From<Vec<serde_json::Value>> for StoredValues {
    fn from(entries: Vec<serde_json::Value>) -> StoredValues {
        StoredValues(
            entries
                .into_iter()
                .filter_map(|entry| serde_json::from_value(entry).ok())
                .collect(),
        )
    }
}

/// Stored answers by id: when the list repeats an id, its last answer
/// counts; blank text counts for nothing.
fn answers(values: &[(String, FieldValue)]) -> HashMap<&str, &FieldValue> {
    values
        .iter()
        .filter(|(_, value)| value.is_answer())
        .map(|(id, value)| (id.as_str(), value))
        .collect()
}

/// A stored answer for `field`, read for its kind; `None` when there is none or it is of a shape
/// the kind cannot hold.
fn stored_for(field: &FieldDef, stored: &HashMap<&str, &FieldValue>) -> Option<FieldValue> {
    let value = (*stored.get(field.dom_id.as_str())?).clone();
    field.kind.conform(value).filter(FieldValue::is_answer)
}

/// Lays the values last saved on this device over the API's: each becomes
/// its field's `initial`, the baseline a draft is compared with.
pub fn adopt_saved(forms: &mut [FormDef], saved: &[(String, FieldValue)]) {
    let saved = answers(saved);
    for field in forms.iter_mut().flat_map(|form| form.fields.iter_mut()) {
        if let Some(value) = stored_for(field, &saved) {
            field.initial = value;
        }
    }
}

/// The values to start editing with, in field order: the draft's where it
/// has one, else the field's `initial`.
pub fn starting_values(forms: &[FormDef], draft: &[(String, FieldValue)]) -> Vec<FieldValue> {
    let drafted = answers(draft);
    forms
        .iter()
        .flat_map(|form| &form.fields)
        .map(|field| stored_for(field, &drafted).unwrap_or_else(|| field.initial.clone()))
        .collect()
}

/// The draft to store after an edit, from the stored one and each field
/// with its current value. An answer that differs from the field's
/// `initial` is recorded, one equal to it is dropped (nothing to restore),
/// and blank text changes nothing. Entries are unique by id, in
/// first-stored order.
pub fn update_draft<'a>(
    stored: &[(String, FieldValue)],
    fields: impl IntoIterator<Item = (&'a FieldDef, &'a FieldValue)>,
) -> Values {
    let mut entries: Vec<Option<(String, FieldValue)>> = Vec::with_capacity(stored.len());
    let mut position: HashMap<String, usize> = HashMap::with_capacity(stored.len());
    let mut put = |id: &str, value: Option<&FieldValue>| match (position.get(id), value) {
        (Some(&i), value) => entries[i] = value.map(|v| (id.to_owned(), v.clone())),
        (None, Some(v)) => {
            position.insert(id.to_owned(), entries.len());
            entries.push(Some((id.to_owned(), v.clone())));
        }
        (None, None) => {}
    };
    for (id, value) in stored {
        if value.is_answer() {
            put(id, Some(value));
        }
    }
    for (field, value) in fields {
        if !value.is_answer() {
            continue;
        }
        if *value == field.initial {
            put(&field.dom_id, None);
        } else {
            put(&field.dom_id, Some(value));
        }
    }
    entries.into_iter().flatten().collect()
}

/// The API's forms as tests write them: text fields set, the rest left out.
#[cfg(test)]
pub(crate) mod wire {
    use crate::api::lenient::{OrderedMap, Text};
    use crate::api::models::{ClientProfileForm, FormField};

    /// A required field labelled "Label {key}", its key as its id.
    pub fn field(key: &str, field_type: &str) -> FormField {
        FormField {
            key: Some(key.into()),
            id: Some(key.into()),
            label: Some(format!("Label {key}")),
            field_type: Some(field_type.into()),
            required_level: Some("required".into()),
            ..FormField::default()
        }
    }

    /// A form titled "Title".
    pub fn form(id: &str, fields: Vec<FormField>) -> ClientProfileForm {
        ClientProfileForm {
            id: Some(id.into()),
            form_title: Some("Title".into()),
            fields,
            ..ClientProfileForm::default()
        }
    }

    /// A dropdown's options, in this order.
    pub fn options(pairs: &[(&str, &str)]) -> OrderedMap<Text> {
        OrderedMap(
            pairs
                .iter()
                .map(|(key, text)| (key.to_string(), Text(text.to_string())))
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::wire::{field, form, options};
    use super::*;
    use crate::api::models::SentValue;
    use crate::logic::fixtures::pairs;
    use crate::logic::stored_json;
    use text_rules::phone::PhoneError;

    fn t(text: &str) -> FieldValue {
        FieldValue::Text(text.into())
    }

    /// Stored `(dom_id, text)` pairs.
    fn vals(entries: &[(&str, &str)]) -> Values {
        entries
            .iter()
            .map(|(id, value)| (id.to_string(), t(value)))
            .collect()
    }

    const EN: Lang = Lang::En;

    fn sample() -> Vec<FormDef> {
        let mut country = field("country_id", "dropdown");
        country.options = options(&[("cl", "Chile"), ("pe", "Peru")]);
        let mut name = field("name", "string");
        name.value = Some(SentValue::Text("Acme".into()));
        let mut category = field("category", "string");
        category.required_level = Some("optional".into());
        build(&[form(
            "base_form",
            vec![name, field("contact_phone", "phone"), country, category],
        )])
    }

    fn all_ids(forms: &[FormDef]) -> Vec<String> {
        forms
            .iter()
            .flat_map(|f| {
                std::iter::once(f.header.dom_id.clone())
                    .chain(f.fields.iter().map(|x| x.dom_id.clone()))
            })
            .collect()
    }

    /// The draft after an edit that left each field of `forms` with the text at its place in
    /// `values`.
    fn draft_after(stored: &[(String, FieldValue)], forms: &[FormDef], values: &[&str]) -> Values {
        let values: Vec<FieldValue> = values.iter().map(|value| t(value)).collect();
        update_draft(
            stored,
            forms.iter().flat_map(|form| &form.fields).zip(&values),
        )
    }

    #[test]
    fn builds_the_seen_shape() {
        let forms = sample();
        assert_eq!(forms.len(), 1);
        let f = &forms[0];
        assert_eq!(f.header.dom_id, "cf-base_form");
        assert_eq!(f.header.title, "Title");
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
        assert_eq!(f.fields[0].initial, t("Acme"));
        assert_eq!(f.fields[1].kind, FieldKind::Phone);
        assert_eq!(f.fields[1].initial, t(""));
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
    fn a_decoded_profile_builds_forms_in_order_with_unique_ids() {
        let body = r#"[
          {"id":"base_form","form_title":"Company","custom_form_content":"<script>alert(1)</script>",
           "fields":[
             {"key":"name","id":"name","label":"<img src=x onerror=alert(1)>","field_type":"string","required_level":"required","value":"Acme"},
             {"key":"name","id":"name","label":"Name again","field_type":"string"},
             {"key":"country_id","label":"Country","field_type":"dropdown","options":{"56":"Chile","54":"Argentina","1":"United States","999":"Other"}},
             {"key":"size","label":"Size","field_type":"slider","required_level":"mandatory"}
           ]},
          {"id":"base_form","form_title":"Again","fields":[{"key":"name","field_type":"phone"}]}
        ]"#;
        let forms = build(&crate::api::decode::client_profile(200, body).expect("decodes"));
        assert_eq!(forms.len(), 2);
        let first = &forms[0];
        // Text from the API is kept literally; the view renders it as text.
        assert_eq!(first.header.content, "<script>alert(1)</script>");
        assert_eq!(first.fields[0].label, "<img src=x onerror=alert(1)>");
        assert_eq!(first.fields[0].initial, t("Acme"));
        assert!(first.fields[0].required);
        // Unknown required levels are optional.
        assert!(!first.fields[3].required);
        assert_eq!(first.fields[3].kind, FieldKind::Unknown("slider".into()));
        let FieldKind::Dropdown(options) = &first.fields[2].kind else {
            panic!("a dropdown")
        };
        let keys: Vec<&str> = options
            .items()
            .iter()
            .map(|(key, _)| key.as_str())
            .collect();
        assert_eq!(keys, ["56", "54", "1", "999"]);
        let mut ids: Vec<&str> = forms
            .iter()
            .flat_map(|form| form.fields.iter().map(|field| field.dom_id.as_str()))
            .collect();
        let count = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), count, "duplicate keys get distinct ids");
    }

    #[test]
    fn kinds_and_levels_are_case_insensitive() {
        let mut a = field("a", " String ");
        a.required_level = Some(" REQUIRED ".into());
        let mut b = field("b", "PHONE");
        b.required_level = Some("mandatory".into());
        let mut c = field("c", "Text-Area");
        c.required_level = None;
        let forms = build(&[form("f", vec![a, b, c])]);
        let f = &forms[0].fields;
        assert_eq!(f[0].kind, FieldKind::Text);
        assert!(f[0].required);
        assert_eq!(f[1].kind, FieldKind::Phone);
        assert!(!f[1].required, "unknown levels are optional");
        assert_eq!(f[2].kind, FieldKind::LongText);
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
        d.options = options(&[("z", "Zed"), ("a", "A"), ("z", "Again"), ("", "None")]);
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
    fn key_falls_back_to_id_and_a_blank_label_stays_blank() {
        let mut f = field("", "string");
        f.id = Some("company_size".into());
        f.label = Some("  ".into());
        let mut g = field("x", "string");
        g.key = None;
        g.id = Some("fallback".into());
        g.label = None;
        let forms = build(&[form("f", vec![f, g])]);
        let def = &forms[0].fields[0];
        assert_eq!(def.key, "company_size");
        assert_eq!(def.dom_id, "cf-f-company_size");
        // The shown label is made from the key where labels are made (i18n).
        assert_eq!(def.label, "  ");
        assert_eq!(forms[0].fields[1].key, "fallback");
        assert_eq!(forms[0].fields[1].label, "");
    }

    #[test]
    fn dom_ids_are_sanitised_and_never_empty() {
        let mut a = field("", "string");
        a.id = None;
        let b = field("Teléfono móvil!", "string");
        let c = field("<script>", "string");
        let mut nameless = form("", vec![a, b, c]);
        nameless.id = None;
        let forms = build(&[nameless, form("ñ", vec![])]);
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
        assert_eq!(validate(name, &t("Acme"), EN, None), Ok(()));
        assert_eq!(validate(name, &t(""), EN, None), Err(FieldError::Required));
        assert_eq!(
            validate(name, &t(" \t"), EN, None),
            Err(FieldError::Required)
        );
        let category = &forms[0].fields[3];
        assert_eq!(validate(category, &t(""), EN, None), Ok(()));
        assert_eq!(validate(category, &t("anything"), EN, None), Ok(()));
    }

    #[test]
    fn validates_phones() {
        let forms = sample();
        let phone = &forms[0].fields[1];
        assert_eq!(validate(phone, &t("+56 9 8765 4321"), EN, None), Ok(()));
        assert_eq!(validate(phone, &t("+56987654321"), EN, None), Ok(()));
        assert_eq!(validate(phone, &t(""), EN, None), Err(FieldError::Required));
        assert_eq!(
            validate(phone, &t("9 8765 4321"), EN, None),
            Err(FieldError::Phone(PhoneError::MissingCountryCode))
        );
        assert_eq!(
            validate(phone, &t("+56 12"), EN, None),
            Err(FieldError::Phone(PhoneError::TooShort))
        );
        assert_eq!(
            validate(phone, &t("+56 9x"), EN, None),
            Err(FieldError::Phone(PhoneError::InvalidCharacters))
        );
    }

    #[test]
    fn validates_dropdowns() {
        let forms = sample();
        let country = &forms[0].fields[2];
        assert_eq!(validate(country, &t("cl"), EN, None), Ok(()));
        assert_eq!(
            validate(country, &t("Chile"), EN, None),
            Err(FieldError::NotAnOption)
        );
        assert_eq!(
            validate(country, &t("CL"), EN, None),
            Err(FieldError::NotAnOption)
        );
        assert_eq!(
            validate(country, &t(""), EN, None),
            Err(FieldError::Required)
        );
        let mut optional = country.clone();
        optional.required = false;
        assert_eq!(validate(&optional, &t(""), EN, None), Ok(()));
        assert_eq!(
            validate(&optional, &t("xx"), EN, None),
            Err(FieldError::NotAnOption)
        );
    }

    #[test]
    fn unknown_kinds_validate_as_text() {
        let forms = build(&[form("f", vec![field("x", "slider")])]);
        assert_eq!(
            validate(&forms[0].fields[0], &t("whatever"), EN, None),
            Ok(())
        );
        assert_eq!(
            validate(&forms[0].fields[0], &t(""), EN, None),
            Err(FieldError::Required)
        );
    }

    #[test]
    fn submit_values_are_normalised() {
        let forms = sample();
        assert_eq!(
            submit_value(&forms[0].fields[0], &t("  Acme "), EN, None),
            t("Acme")
        );
        assert_eq!(
            submit_value(&forms[0].fields[1], &t("+56987654321"), EN, None),
            t("+56 9 8765 4321")
        );
        assert_eq!(
            submit_value(&forms[0].fields[1], &t(" bad "), EN, None),
            t("bad")
        );
    }

    #[test]
    fn unknown_types_are_distinct_and_ordered() {
        let forms = build(&[
            form(
                "a",
                vec![
                    field("1", "slider"),
                    field("2", "string"),
                    field("3", "rating"),
                ],
            ),
            form(
                "b",
                vec![field("4", "slider"), field("5", ""), field("6", "Slider")],
            ),
        ]);
        let fields = |forms: &[FormDef]| -> Vec<String> {
            unknown_types(forms.iter().flat_map(|form| &form.fields))
                .into_iter()
                .map(str::to_owned)
                .collect()
        };
        assert_eq!(fields(&forms), ["slider", "rating", "", "Slider"]);
        assert!(fields(&sample()).is_empty());
        assert!(fields(&[]).is_empty());
    }

    #[test]
    fn stored_values_round_trip_and_older_text_entries_read() {
        let values = vec![
            ("cf-a".to_owned(), t("x \" y")),
            ("cf-b".to_owned(), FieldValue::Tick(true)),
            (
                "cf-c".to_owned(),
                FieldValue::Choices(vec!["s".into(), "l".into()]),
            ),
        ];
        let json = serde_json::to_string(&values).expect("written");
        assert_eq!(
            json,
            r#"[["cf-a","x \" y"],["cf-b",true],["cf-c",["s","l"]]]"#
        );
        let read = |json: &str| stored_json::parse::<StoredValues>(json).map(|read| read.0);
        assert_eq!(read(&json), Some(values));
        // As the app stored them before it knew more kinds: text only, and entries of other shapes
        // skipped one by one.
        assert_eq!(
            read(r#"[["cf-a","Acme"],["odd"],3,["cf-b","true"],[7,"x"],["cf-c","y","z"]]"#),
            Some(vals(&[("cf-a", "Acme"), ("cf-b", "true")]))
        );
        // Not a list: nothing (the page then starts from the platform's values).
        assert_eq!(read(r#"{"not": "a list"}"#), None);
        assert_eq!(read("[]"), Some(Vec::new()));
        assert_eq!(
            serde_json::to_string(&Values::new()).expect("written"),
            "[]"
        );
    }

    #[test]
    fn draft_wins_unless_blank() {
        let forms = sample();
        let draft = vals(&[
            ("cf-base_form-name", ""),
            ("cf-base_form-contact_phone", "+56 9 8765 4321"),
            ("cf-base_form-category", "Retail"),
            ("cf-base_form-category", "   "),
            ("cf-unknown", "ignored"),
        ]);
        assert_eq!(
            starting_values(&forms, &draft),
            [t("Acme"), t("+56 9 8765 4321"), t(""), t("Retail")]
        );
    }

    #[test]
    fn draft_over_api_value() {
        let forms = sample();
        let start = starting_values(&forms, &vals(&[("cf-base_form-name", "Acme Ltd")]));
        assert_eq!(start[0], t("Acme Ltd"));
        let start = starting_values(
            &forms,
            &vals(&[("cf-base_form-name", "A"), ("cf-base_form-name", "B")]),
        );
        assert_eq!(start[0], t("B"), "last entry wins");
    }

    #[test]
    fn saved_values_become_the_baseline_unless_blank() {
        let mut forms = sample();
        adopt_saved(
            &mut forms,
            &vals(&[
                ("cf-base_form-name", "   "),
                ("cf-base_form-contact_phone", "+56 9 8765 4321"),
                ("cf-base_form-category", "Retail"),
                ("cf-base_form-category", "Services"),
                ("cf-unknown", "ignored"),
            ]),
        );
        let initial: Vec<&str> = forms[0]
            .fields
            .iter()
            .map(|field| field.initial.text())
            .collect();
        assert_eq!(initial, ["Acme", "+56 9 8765 4321", "", "Services"]);
        // The draft is then laid over that baseline.
        assert_eq!(
            starting_values(&forms, &vals(&[("cf-base_form-category", "Retail")])),
            [t("Acme"), t("+56 9 8765 4321"), t(""), t("Retail")]
        );
    }

    #[test]
    fn an_untick_and_no_choice_are_kept_over_the_platforms_tick_and_choices() {
        let mut uniforms = field("uniforms", "checkbox");
        uniforms.value = Some(SentValue::Flag(true));
        let mut languages = field("languages", "checkboxes");
        languages.options = options(&[("es", "Spanish"), ("en", "English")]);
        languages.value = Some(SentValue::List(vec!["es".into()]));
        let forms = build(&[form("f", vec![uniforms, languages])]);
        let unticked = FieldValue::Tick(false);
        let none_chosen = FieldValue::Choices(Vec::new());
        let kept = vec![
            ("cf-f-uniforms".to_owned(), unticked.clone()),
            ("cf-f-languages".to_owned(), none_chosen.clone()),
        ];

        // Saved on this device: the answers become the baseline over the platform's values.
        let mut saved = forms.clone();
        adopt_saved(&mut saved, &kept);
        let initial: Vec<&FieldValue> = saved[0].fields.iter().map(|f| &f.initial).collect();
        assert_eq!(initial, [&unticked, &none_chosen]);

        // A draft of the same edits is recorded, and comes back on the next load.
        let edited = [unticked.clone(), none_chosen.clone()];
        let draft = update_draft(&[], forms[0].fields.iter().zip(&edited));
        assert_eq!(draft, kept);
        assert_eq!(starting_values(&forms, &draft), edited);

        // Blank text kept by an older version for these fields still says nothing.
        let older = vals(&[("cf-f-uniforms", ""), ("cf-f-languages", " ")]);
        assert_eq!(
            starting_values(&forms, &older),
            [
                FieldValue::Tick(true),
                FieldValue::Choices(vec!["es".into()])
            ]
        );
    }

    #[test]
    fn saving_blank_values_keeps_the_stored_draft() {
        let forms = sample();
        let stored = vals(&[
            ("cf-base_form-name", "Acme Ltd"),
            ("cf-base_form-category", "Retail"),
        ]);
        assert_eq!(draft_after(&stored, &forms, &["", "", " ", ""]), stored);
        // Before the definitions arrive nothing is known, so nothing changes.
        assert_eq!(update_draft(&stored, []), stored);
    }

    #[test]
    fn saving_records_changes_and_drops_reverts() {
        let forms = sample();
        let stored = vals(&[("cf-base_form-name", "Acme Ltd"), ("cf-old", "kept")]);
        let values = ["Acme", "+56 9 8765 4321", "", ""];
        assert_eq!(
            draft_after(&stored, &forms, &values),
            vals(&[
                ("cf-old", "kept"),
                ("cf-base_form-contact_phone", "+56 9 8765 4321")
            ])
        );
    }

    #[test]
    fn saving_deduplicates_stored_entries() {
        let stored = vals(&[
            ("cf-base_form-category", "A"),
            ("cf-base_form-category", "B"),
            ("x", " "),
        ]);
        assert_eq!(
            update_draft(&stored, []),
            vals(&[("cf-base_form-category", "B")])
        );
    }

    #[test]
    fn load_then_save_keeps_the_draft() {
        let forms = sample();
        let stored = vals(&[
            ("cf-base_form-name", "Acme Ltd"),
            ("cf-base_form-category", "Retail"),
        ]);
        let loaded = starting_values(&forms, &stored);
        assert_eq!(
            update_draft(&stored, forms[0].fields.iter().zip(&loaded)),
            stored
        );
        assert_eq!(
            update_draft(&[], forms[0].fields.iter().zip(&loaded)),
            stored
        );
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod proptests {
    use super::*;
    use crate::api::lenient::{OrderedMap, Text};
    use crate::api::models::SentValue;
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

    fn form_field() -> impl Strategy<Value = FormField> {
        (
            proptest::option::of(odd_text()),
            proptest::option::of(odd_text()),
            proptest::option::of(odd_text()),
            prop_oneof![
                Just("string"),
                Just("phone"),
                Just("dropdown"),
                Just("DropDown"),
                Just("radio"),
                Just("multi-select"),
                Just("checkbox"),
                Just("integer"),
                Just("number"),
                Just("date"),
                Just("url"),
                Just("email"),
                Just("textarea"),
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
                |(key, id, label, field_type, level, options, value)| FormField {
                    key,
                    id,
                    label,
                    field_type: Some(field_type.into()),
                    required_level: Some(level.into()),
                    options: OrderedMap(
                        options
                            .into_iter()
                            .map(|(key, text)| (key, Text(text)))
                            .collect(),
                    ),
                    value: value.map(SentValue::Text),
                    ..FormField::default()
                },
            )
    }

    fn forms() -> impl Strategy<Value = Vec<ClientProfileForm>> {
        proptest::collection::vec(
            (
                proptest::option::of(odd_text()),
                proptest::collection::vec(form_field(), 0..12),
            )
                .prop_map(|(id, fields)| ClientProfileForm {
                    id,
                    fields,
                    ..ClientProfileForm::default()
                }),
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
                for id in std::iter::once(&form.header.dom_id).chain(form.fields.iter().map(|f| &f.dom_id)) {
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
            tick in any::<bool>(),
            saved in proptest::collection::vec((odd_text(), odd_text()), 0..6),
            draft in proptest::collection::vec((odd_text(), odd_text()), 0..6),
        ) {
            let as_values = |entries: Vec<(String, String)>| -> Values {
                entries.into_iter().map(|(id, text)| (id, FieldValue::Text(text))).collect()
            };
            let (saved, draft) = (as_values(saved), as_values(draft));
            let mut built = build(&input);
            adopt_saved(&mut built, &saved);
            let fields = || built.iter().flat_map(|f| &f.fields);
            for field in fields() {
                for value in [
                    FieldValue::Text(value.clone()),
                    FieldValue::Tick(tick),
                    FieldValue::Choices(vec![value.clone()]),
                ] {
                    for lang in [Lang::En, Lang::Es] {
                        let _ = validate(field, &value, lang, None);
                        let _ = submit_value(field, &value, lang, None);
                    }
                }
                // The prefilled value of an optional field never fails as blank.
                if !field.required {
                    prop_assert_eq!(validate(field, &field.kind.empty(), Lang::En, None), Ok(()));
                }
            }
            let _ = unknown_types(fields());
            let start = starting_values(&built, &draft);
            prop_assert_eq!(start.len(), fields().count());
            let stored = update_draft(&draft, fields().zip(&start));
            // No answer that was stored is lost by a load-save cycle, unless its field started
            // at its baseline (the entry equals it, or its kind cannot read it).
            for (id, value) in &draft {
                if !value.is_answer() {
                    continue;
                }
                let kept = stored.iter().any(|(i, _)| i == id);
                let at_baseline = fields().zip(&start).any(|(f, v)| &f.dom_id == id && *v == f.initial);
                prop_assert!(kept || at_baseline, "{} lost", id);
            }
        }
    }
}
