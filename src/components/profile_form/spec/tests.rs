use super::*;

fn ana() -> ProfileValues {
    ProfileValues {
        name: "Ana".into(),
        calling_code: "56".into(),
        phone_national: "9 8765 4321".into(),
        contact_email: "ana@example.com".into(),
        address: String::new(),
        country: "Chile".into(),
        city: "Santiago".into(),
        gender: Some(Gender::Female),
        date_of_birth: "1990-05-17".into(),
        resume_url: "https://example.com/cv.pdf".into(),
        image_urls: vec!["https://e.com/a.jpg".into(), "https://e.com/b.jpg".into()],
    }
}

#[test]
fn a_profile_goes_into_the_form_and_comes_back_the_same() {
    let values = form_values(&ana());
    assert_eq!(values.len(), Field::ALL.len());
    assert!(values.contains(&(Field::Phone, FieldValue::Text("+56 9 8765 4321".into()))));
    assert!(values.contains(&(Field::Gender, FieldValue::Text("Female".into()))));
    let back = profile_values(|field| {
        values
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, value)| value.clone())
    });
    assert_eq!(back, ana());
    assert_eq!(
        profile_values(|_| None),
        ProfileValues::default(),
        "an empty form is an empty profile"
    );
}

#[test]
fn creating_asks_the_profiles_required_fields_and_gender_only_when_the_tenant_does() {
    let spec = form_spec(None, false);
    let names: Vec<&str> = spec.fields.iter().map(|field| field.name).collect();
    assert!(!names.contains(&"gender"), "{names:?}");
    assert_eq!(names.len(), Field::ALL.len() - 1);
    let required: Vec<&str> = spec
        .fields
        .iter()
        .filter(|field| field.required)
        .map(|field| field.name)
        .collect();
    assert_eq!(required, ["name", "phone", "country", "city"]);
    assert!(!spec.checks_changes_only);
    assert!(spec.fields.iter().all(|field| field.value.is_none()));
    assert!(form_spec(None, true)
        .fields
        .iter()
        .any(|field| field.name == "gender"));
}

#[test]
fn an_update_starts_from_what_the_platform_holds_and_checks_changes_only() {
    let held = Held::new(ProfileValues {
        city: String::new(),
        ..ana()
    });
    let spec = form_spec(Some(&held), true);
    assert!(spec.checks_changes_only);
    let field = |name: &str| spec.fields.iter().find(|field| field.name == name);
    // What it does not hold may stay blank; what it holds may not be emptied.
    assert!(field("name").is_some_and(|field| field.required));
    assert!(field("city").is_some_and(|field| !field.required));
    assert_eq!(
        field("gender").and_then(|field| field.value),
        Some(Sent::Text("Female"))
    );
    let links = field("images").and_then(|field| field.value);
    assert!(
        matches!(links, Some(Sent::List(links)) if links.len() == 2),
        "{links:?}"
    );
}

#[test]
fn each_field_says_the_profiles_words_in_both_languages_and_its_autofill_token() {
    let spec = form_spec(None, true);
    for field in &spec.fields {
        let words = field.words.expect("every field has the profile's words");
        assert!(!words.0(Lang::En).label.is_empty() && !words.0(Lang::Es).label.is_empty());
    }
    let phone = &spec.fields[1];
    assert_eq!(
        phone.words.map(|words| words.0(Lang::Es).label),
        Some("Teléfono")
    );
    assert_eq!(spec.fields[0].autocomplete, "name");
}
