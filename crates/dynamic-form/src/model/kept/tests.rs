use super::*;
use crate::base::spec::{FieldSpec, Sent};
use crate::model::def::tests::{built, field, form, sample};

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

/// The draft after an edit that left each field of `forms` with the text at its place in `values`.
fn draft_after(stored: &[(String, FieldValue)], forms: &[FormDef], values: &[&str]) -> Values {
    let values: Vec<FieldValue> = values.iter().map(|value| t(value)).collect();
    update_draft(
        stored,
        forms.iter().flat_map(|form| &form.fields).zip(&values),
    )
}

#[test]
fn draft_wins_unless_blank() {
    let draft = [
        ("cf-base_form-name", ""),
        ("cf-base_form-contact_phone", "+56 9 8765 4321"),
        ("cf-base_form-category", "Retail"),
        ("cf-base_form-category", "   "),
        ("cf-unknown", "ignored"),
    ];
    assert_eq!(
        starting_values(&sample(), &vals(&draft)),
        [t("Acme"), t("+56 9 8765 4321"), t(""), t("Retail")]
    );
}

#[test]
fn draft_over_the_platforms_value() {
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
    let uniforms = FieldSpec {
        value: Some(Sent::Flag(true)),
        ..field("uniforms", "checkbox")
    };
    let spanish: &'static [String] = Box::leak(Box::new(["es".to_owned()]));
    let languages = FieldSpec {
        options: vec![("es", "Spanish"), ("en", "English")],
        value: Some(Sent::List(spanish)),
        ..field("languages", "checkboxes")
    };
    let forms = built(&[form("f", vec![uniforms, languages])]);
    let unticked = FieldValue::Tick(false);
    let none_chosen = FieldValue::Choices(Vec::new());
    let kept = vec![
        ("cf-f-uniforms".to_owned(), unticked.clone()),
        ("cf-f-languages".to_owned(), none_chosen.clone()),
    ];

    // Kept on this device: the answers become the baseline over the platform's values.
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
