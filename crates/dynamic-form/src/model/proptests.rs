//! Properties of building forms and keeping their values, over odd input: ids are unique and
//! valid, and no value of any shape makes a check, a kept value or a draft panic or lose an answer.

use super::def::build;
use super::kept::{adopt_saved, starting_values, update_draft};
use crate::base::host::Locale;
use crate::base::spec::{FieldSpec, FormSpec, Sent};
use crate::base::texts::PlainEnglish;
use crate::base::value::{FieldValue, Values};
use proptest::prelude::*;
use std::collections::HashSet;
use text_rules::Lang;

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

/// A field's parts, owned, for a [`FieldSpec`] to borrow.
#[derive(Debug, Clone)]
struct OwnedField {
    name: String,
    label: String,
    field_type: &'static str,
    required: bool,
    options: Vec<(String, String)>,
    value: Option<String>,
}

fn owned_field() -> impl Strategy<Value = OwnedField> {
    (
        odd_text(),
        odd_text(),
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
        any::<bool>(),
        proptest::collection::vec((odd_text(), odd_text()), 0..4),
        proptest::option::of(odd_text()),
    )
        .prop_map(
            |(name, label, field_type, required, options, value)| OwnedField {
                name,
                label,
                field_type,
                required,
                options,
                value,
            },
        )
}

fn owned_forms() -> impl Strategy<Value = Vec<(String, Vec<OwnedField>)>> {
    proptest::collection::vec(
        (odd_text(), proptest::collection::vec(owned_field(), 0..12)),
        0..4,
    )
}

fn specs(forms: &[(String, Vec<OwnedField>)]) -> Vec<FormSpec<'_>> {
    forms
        .iter()
        .map(|(id, fields)| FormSpec {
            id,
            fields: fields
                .iter()
                .map(|field| FieldSpec {
                    name: &field.name,
                    label: &field.label,
                    field_type: field.field_type,
                    required: field.required,
                    options: field
                        .options
                        .iter()
                        .map(|(key, text)| (key.as_str(), text.as_str()))
                        .collect(),
                    value: field.value.as_deref().map(Sent::Text),
                    ..FieldSpec::default()
                })
                .collect(),
            ..FormSpec::default()
        })
        .collect()
}

proptest! {
    #[test]
    fn dom_ids_are_unique_valid_and_non_empty(input in owned_forms()) {
        let built = build(&specs(&input), &[], &PlainEnglish);
        prop_assert_eq!(built.len(), input.len());
        let mut seen = HashSet::new();
        for (form, source) in built.iter().zip(&input) {
            prop_assert_eq!(form.fields.len(), source.1.len());
            for id in std::iter::once(&form.header.dom_id).chain(form.fields.iter().map(|f| &f.dom_id)) {
                prop_assert!(!id.is_empty());
                prop_assert!(id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-'), "{}", id);
                prop_assert!(seen.insert(id.clone()), "duplicate {}", id);
            }
        }
    }

    #[test]
    fn checks_and_drafts_never_panic(
        input in owned_forms(),
        value in ".{0,20}",
        tick in any::<bool>(),
        saved in proptest::collection::vec((odd_text(), odd_text()), 0..6),
        draft in proptest::collection::vec((odd_text(), odd_text()), 0..6),
    ) {
        let as_values = |entries: Vec<(String, String)>| -> Values {
            entries.into_iter().map(|(id, text)| (id, FieldValue::Text(text))).collect()
        };
        let (saved, draft) = (as_values(saved), as_values(draft));
        let mut built = build(&specs(&input), &[], &PlainEnglish);
        adopt_saved(&mut built, &saved);
        let fields = || built.iter().flat_map(|f| &f.fields);
        for field in fields() {
            for value in [
                FieldValue::Text(value.clone()),
                FieldValue::Tick(tick),
                FieldValue::Choices(vec![value.clone()]),
            ] {
                for lang in Lang::ALL {
                    let locale = Locale::new(lang, &crate::NO_SUPPLIES);
                    let _ = field.check(&value, locale);
                    let _ = field.kept(&value, locale);
                }
            }
            // The starting value of an optional field never fails as blank.
            if !field.required {
                prop_assert_eq!(field.check(&field.kind.empty(), Locale::default()), Ok(()));
            }
        }
        let start = starting_values(&built, &draft);
        prop_assert_eq!(start.len(), fields().count());
        let stored = update_draft(&draft, fields().zip(&start));
        // No answer that was stored is lost by a load-save cycle, unless its field started at its
        // baseline (the entry equals it, or its kind cannot read it).
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
