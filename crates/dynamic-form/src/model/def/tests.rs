use super::*;
use crate::base::host::NO_SUPPLIES;
use crate::base::spec::Sent;
use crate::base::texts::PlainEnglish;
use text_rules::phone::PhoneError;
use text_rules::Lang;

const EN: Locale = Locale::new(Lang::En, &NO_SUPPLIES);

/// A required field labelled "Label {name}".
pub(crate) fn field(name: &'static str, field_type: &'static str) -> FieldSpec<'static> {
    FieldSpec {
        name,
        label: Box::leak(format!("Label {name}").into_boxed_str()),
        field_type,
        required: true,
        ..FieldSpec::default()
    }
}

/// A form titled "Title".
pub(crate) fn form(id: &'static str, fields: Vec<FieldSpec<'static>>) -> FormSpec<'static> {
    FormSpec {
        id,
        title: "Title",
        fields,
        ..FormSpec::default()
    }
}

pub(crate) fn built(forms: &[FormSpec]) -> Vec<FormDef> {
    build(forms, &[], &PlainEnglish)
}

fn t(text: &str) -> FieldValue {
    FieldValue::Text(text.into())
}

/// Name, phone, country (a dropdown) and an optional category.
pub(crate) fn sample() -> Vec<FormDef> {
    let country = FieldSpec {
        options: vec![("cl", "Chile"), ("pe", "Peru")],
        ..field("country_id", "dropdown")
    };
    let name = FieldSpec {
        value: Some(Sent::Text("Acme")),
        ..field("name", "string")
    };
    let category = FieldSpec {
        required: false,
        ..field("category", "string")
    };
    built(&[form(
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
    assert_eq!(f.fields[0].kind.name(), "string");
    assert_eq!(f.fields[0].initial, t("Acme"));
    assert_eq!(f.fields[1].kind.name(), "phone");
    assert_eq!(f.fields[1].initial, t(""));
    assert_eq!(f.fields[2].kind.name(), "dropdown");
    assert_eq!(
        f.fields[2].options.items(),
        [("cl".into(), "Chile".into()), ("pe".into(), "Peru".into())]
    );
    assert!(f.fields[0].options.is_empty(), "a text takes no options");
    assert!(f.fields[0].required);
    assert!(!f.fields[3].required);
    assert_eq!(f.fields[0].label, "Label name");
}

#[test]
fn a_blank_label_is_made_from_the_name_and_text_is_kept_literally() {
    let forms = built(&[FormSpec {
        content: "<script>alert(1)</script>",
        ..form(
            "f",
            vec![
                FieldSpec {
                    label: "  ",
                    ..field("company_size", "string")
                },
                FieldSpec {
                    label: "<img src=x onerror=alert(1)>",
                    ..field("x", "slider")
                },
            ],
        )
    }]);
    assert_eq!(forms[0].fields[0].label, "Company size");
    // Text from the platform is kept literally; the markup writes it as text.
    assert_eq!(forms[0].header.content, "<script>alert(1)</script>");
    assert_eq!(forms[0].fields[1].label, "<img src=x onerror=alert(1)>");
    assert!(forms[0].fields[1].kind.is_unknown());
    assert_eq!(forms[0].fields[1].unknown_type.as_deref(), Some("slider"));
}

#[test]
fn kinds_with_choices_but_no_options_are_text() {
    for name in ["dropdown", "radio", "multiselect"] {
        let forms = built(&[form("f", vec![field("d", name)])]);
        assert_eq!(forms[0].fields[0].kind.name(), "string", "{name}");
    }
}

#[test]
fn options_keep_their_order_and_the_first_of_repeated_keys() {
    let d = FieldSpec {
        options: vec![("z", "Zed"), ("a", "A"), ("z", "Again"), ("", "None")],
        ..field("d", "dropdown")
    };
    let forms = built(&[form("f", vec![d])]);
    let o = &forms[0].fields[0].options;
    let keys: Vec<&str> = o.items().iter().map(|(key, _)| key.as_str()).collect();
    assert_eq!(keys, ["z", "a", ""]);
    assert_eq!(o.items()[0].1, "Zed");
    assert!(o.contains("a"));
    assert!(!o.contains("Zed"));
}

#[test]
fn a_value_of_a_shape_the_kind_cannot_hold_starts_empty() {
    let ticked = FieldSpec {
        value: Some(Sent::Flag(true)),
        ..field("t", "checkbox")
    };
    let wrong = FieldSpec {
        value: Some(Sent::Flag(true)),
        ..field("w", "string")
    };
    let forms = built(&[form("f", vec![ticked, wrong])]);
    assert_eq!(forms[0].fields[0].initial, FieldValue::Tick(true));
    assert_eq!(forms[0].fields[1].initial, t(""));
}

#[test]
fn dom_ids_are_sanitised_and_never_empty() {
    let forms = built(&[
        form(
            "",
            vec![
                field("", "string"),
                field("Teléfono móvil!", "string"),
                field("<script>", "string"),
            ],
        ),
        form("ñ", vec![]),
    ]);
    assert_eq!(
        all_ids(&forms),
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
    let forms = built(&[
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
    assert_eq!(
        all_ids(&forms),
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
    let forms = built(&[form("a", vec![field("b", "string")]), form("a-b", vec![])]);
    assert_eq!(all_ids(&forms), ["cf-a", "cf-a-b", "cf-a-b-2"]);
}

#[test]
fn long_names_are_capped() {
    let long: &'static str = Box::leak("k".repeat(10_000).into_boxed_str());
    let forms = built(&[form(
        "f",
        vec![field(long, "string"), field(long, "string")],
    )]);
    let ids = all_ids(&forms);
    assert!(ids.iter().all(|id| id.len() < 80), "{ids:?}");
    assert_ne!(ids[1], ids[2]);
}

#[test]
fn many_duplicates_stay_fast_and_unique() {
    let fields: Vec<_> = (0..5_000).map(|_| field("same", "string")).collect();
    let ids = all_ids(&built(&[form("f", fields)]));
    let unique: HashSet<_> = ids.iter().collect();
    assert_eq!(unique.len(), ids.len());
}

#[test]
fn required_means_filled_ticked_or_one_chosen() {
    let forms = sample();
    let name = &forms[0].fields[0];
    assert_eq!(name.check(&t("Acme"), EN), Ok(()));
    assert_eq!(name.check(&t(" \t"), EN), Err(FieldError::Required));
    let category = &forms[0].fields[3];
    assert_eq!(category.check(&t(""), EN), Ok(()));
    assert_eq!(category.check(&t("anything"), EN), Ok(()));
    let boxes = built(&[form(
        "f",
        vec![
            field("t", "checkbox"),
            FieldSpec {
                options: vec![("m", "M")],
                ..field("m", "checkboxes")
            },
        ],
    )]);
    let (tick, several) = (&boxes[0].fields[0], &boxes[0].fields[1]);
    assert_eq!(
        tick.check(&FieldValue::Tick(false), EN),
        Err(FieldError::NotTicked)
    );
    assert_eq!(tick.check(&FieldValue::Tick(true), EN), Ok(()));
    assert_eq!(
        several.check(&FieldValue::Choices(vec![]), EN),
        Err(FieldError::NoneChosen)
    );
    let mut optional = tick.clone();
    optional.required = false;
    assert_eq!(optional.check(&FieldValue::Tick(false), EN), Ok(()));
}

#[test]
fn a_choice_of_a_dropdown_is_one_of_its_keys() {
    let [_, _, country, _] = &sample()[0].fields[..] else {
        panic!("the sample's four fields")
    };
    let mut optional = country.clone();
    optional.required = false;
    let cases = [
        (country, "cl", Ok(())),
        (country, "Chile", Err(FieldError::NotAnOption)),
        (country, "CL", Err(FieldError::NotAnOption)),
        (country, "", Err(FieldError::Required)),
        (&optional, "", Ok(())),
        (&optional, "xx", Err(FieldError::NotAnOption)),
    ];
    for (field, value, checked) in cases {
        assert_eq!(field.check(&t(value), EN), checked, "{value:?}");
    }
}

#[test]
fn validates_phones() {
    let forms = sample();
    let phone = &forms[0].fields[1];
    assert_eq!(phone.check(&t("+56 9 8765 4321"), EN), Ok(()));
    assert_eq!(phone.check(&t("+56987654321"), EN), Ok(()));
    assert_eq!(phone.check(&t(""), EN), Err(FieldError::Required));
    assert_eq!(
        phone.check(&t("9 8765 4321"), EN),
        Err(FieldError::Phone(PhoneError::MissingCountryCode))
    );
    assert_eq!(
        phone.check(&t("+56 12"), EN),
        Err(FieldError::Phone(PhoneError::TooShort))
    );
    assert_eq!(
        phone.check(&t("+56 9x"), EN),
        Err(FieldError::Phone(PhoneError::InvalidCharacters))
    );
}

#[test]
fn unknown_kinds_validate_as_text() {
    let forms = built(&[form("f", vec![field("x", "slider")])]);
    assert_eq!(forms[0].fields[0].check(&t("whatever"), EN), Ok(()));
    assert_eq!(
        forms[0].fields[0].check(&t(""), EN),
        Err(FieldError::Required)
    );
}

#[test]
fn kept_values_are_normalised() {
    let forms = sample();
    assert_eq!(forms[0].fields[0].kept(&t("  Acme "), EN), t("Acme"));
    assert_eq!(
        forms[0].fields[1].kept(&t("+56987654321"), EN),
        t("+56 9 8765 4321")
    );
    assert_eq!(forms[0].fields[1].kept(&t(" bad "), EN), t("bad"));
}

#[test]
fn unknown_types_are_distinct_and_ordered() {
    let forms = built(&[
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
    let types = |forms: &[FormDef]| -> Vec<String> {
        unknown_types(forms.iter().flat_map(|form| &form.fields))
            .into_iter()
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(types(&forms), ["slider", "rating", "", "Slider"]);
    assert!(types(&sample()).is_empty());
    assert!(types(&[]).is_empty());
}

#[test]
fn a_form_that_checks_changes_only_takes_what_the_platform_holds_as_it_is() {
    let held = FieldSpec {
        value: Some(Sent::Text("ana at example")),
        ..field("contact_email", "email")
    };
    let update = |checks_changes_only| {
        let forms = built(&[FormSpec {
            checks_changes_only,
            ..form("f", vec![held.clone()])
        }]);
        forms[0].fields[0].clone()
    };
    let (changes_only, every_value) = (update(true), update(false));
    // Kept as held, spaces aside: not checked again.
    assert_eq!(changes_only.check(&t(" ana at example "), EN), Ok(()));
    assert!(every_value.check(&t("ana at example"), EN).is_err());
    // Changed: checked as ever; emptied, still required.
    assert!(changes_only.check(&t("ana at"), EN).is_err());
    assert_eq!(changes_only.check(&t(""), EN), Err(FieldError::Required));
}
