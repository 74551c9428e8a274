//! What every kind answers, asked of each through the list: the names, reading a value, checks.
//! Each kind's own rules are tested in its module.

use super::*;
use crate::base::host::NO_SUPPLIES;
use crate::base::spec::Sent;
use std::collections::HashSet;

fn options() -> Options {
    Options::new(
        [("s", "Small"), ("m", "Medium"), ("l", "Large")].map(|(k, v)| (k.into(), v.into())),
    )
}

fn text(value: &str) -> FieldValue {
    FieldValue::Text(value.into())
}

fn choices(keys: &[&str]) -> FieldValue {
    FieldValue::Choices(keys.iter().map(|key| key.to_string()).collect())
}

/// `sent`, read by `kind` as the renderer reads a value the platform sent.
fn read(kind: FieldKind, sent: Sent) -> Option<FieldValue> {
    kind.conform(FieldValue::from(sent), &options())
}

const EN: Locale = Locale::new(Lang::En, &NO_SUPPLIES);

#[test]
fn every_name_is_read_trimmed_in_any_case_with_dashes_and_spaces_as_underscores() {
    for kind in KINDS {
        assert!(!kind.names().is_empty(), "{kind:?} answers to no name");
        for name in kind.names() {
            let spellings = [
                name.to_string(),
                format!("  {}\t", name.to_uppercase()),
                name.replace('_', "-"),
                name.replace('_', " "),
            ];
            for spelling in spellings {
                assert_eq!(kind_for(&spelling, &[]), *kind, "{spelling:?}");
            }
        }
    }
    for unknown in [" Slider ", "e__mail", ""] {
        assert_eq!(kind_for(unknown, &[]), UNKNOWN, "{unknown:?}");
    }
    assert_eq!(kind_for("integer", &[]).name(), "integer");
    assert_eq!(kind_for("Multi-Select", &[]).name(), "multiselect");
}

#[test]
fn names_are_unique_across_kinds() {
    let (mut markup_names, mut type_names) = (HashSet::new(), HashSet::new());
    for kind in KINDS.iter().copied().chain([UNKNOWN]) {
        assert!(markup_names.insert(kind.name()), "{} twice", kind.name());
        for name in kind.names() {
            assert!(type_names.insert(name), "{name} twice");
        }
    }
}

#[test]
fn text_kinds_read_a_string_or_a_number_as_written() {
    for name in [
        "string", "textarea", "email", "url", "number", "dropdown", "radio",
    ] {
        let kind = kind_for(name, &[]);
        assert_eq!(read(kind, Sent::Text("a b")), Some(text("a b")));
        assert_eq!(read(kind, Sent::Number("12.5")), Some(text("12.5")));
        assert_eq!(read(kind, Sent::Flag(true)), None, "{kind:?}");
        assert_eq!(read(kind, Sent::List(&["s".into()])), None);
    }
}

#[test]
fn a_checkbox_reads_booleans_and_their_usual_spellings() {
    let kind = kind_for("checkbox", &[]);
    assert_eq!(read(kind, Sent::Flag(true)), Some(FieldValue::Tick(true)));
    assert_eq!(read(kind, Sent::Flag(false)), Some(FieldValue::Tick(false)));
    for yes in ["true", "TRUE", "1", "yes", " Yes "] {
        assert_eq!(
            read(kind, Sent::Text(yes)),
            Some(FieldValue::Tick(true)),
            "{yes}"
        );
    }
    for no in ["false", "0", "no", "NO"] {
        assert_eq!(
            read(kind, Sent::Text(no)),
            Some(FieldValue::Tick(false)),
            "{no}"
        );
    }
    assert_eq!(read(kind, Sent::Number("1")), Some(FieldValue::Tick(true)));
    assert_eq!(read(kind, Sent::Text("maybe")), None);
    assert_eq!(read(kind, Sent::Number("2")), None);
    assert_eq!(read(kind, Sent::List(&["true".into()])), None);
}

#[test]
fn several_of_a_list_reads_a_list_or_one_key_and_keeps_only_options() {
    let kind = kind_for("checkboxes", &[]);
    let list = ["l", "x", "s", "l"].map(String::from);
    assert_eq!(read(kind, Sent::List(&list)), Some(choices(&["l", "s"])));
    assert_eq!(read(kind, Sent::Text("m")), Some(choices(&["m"])));
    assert_eq!(read(kind, Sent::Text("nope")), Some(choices(&[])));
    assert_eq!(read(kind, Sent::Flag(true)), None);
}

#[test]
fn a_date_reads_either_of_the_references_formats() {
    let kind = kind_for("date", &[]);
    assert_eq!(
        read(kind, Sent::Text("2024-02-29")),
        Some(text("2024-02-29"))
    );
    assert_eq!(
        read(kind, Sent::Text("Mar 07, 1994")),
        Some(text("1994-03-07"))
    );
    assert_eq!(read(kind, Sent::Text("2023-02-29")), None);
    assert_eq!(read(kind, Sent::Text("07/03/1994")), None);
    assert_eq!(read(kind, Sent::Number("1994")), None);
    assert_eq!(read(kind, Sent::Flag(false)), None);
    assert_eq!(kind.check(&text("2024-02-29"), &options(), EN), Ok(()));
    assert_eq!(
        kind.check(&text("2023-02-29"), &options(), EN),
        Err(FieldError::NotADate)
    );
    assert_eq!(
        kind.check(&text("Mar 07, 1994"), &options(), EN),
        Err(FieldError::NotADate)
    );
}

#[test]
fn a_blank_required_field_has_its_kinds_error() {
    let blank_errors: Vec<(&str, FieldError)> = KINDS
        .iter()
        .map(|kind| (kind.name(), kind.blank_error()))
        .filter(|(_, error)| *error != FieldError::Required)
        .collect();
    assert_eq!(
        blank_errors,
        [
            ("checkbox", FieldError::NotTicked),
            ("multiselect", FieldError::NoneChosen)
        ]
    );
    for kind in KINDS {
        assert!(kind.empty().is_blank(), "{kind:?}");
    }
}

#[test]
fn a_choice_must_be_an_option() {
    let several = kind_for("multiselect", &[]);
    assert_eq!(several.check(&choices(&["m"]), &options(), EN), Ok(()));
    assert_eq!(
        several.check(&choices(&["m", "x"]), &options(), EN),
        Err(FieldError::NotAnOption)
    );
    for kind in [kind_for("radio", &[]), kind_for("dropdown", &[])] {
        assert_eq!(kind.check(&text("s"), &options(), EN), Ok(()));
        assert_eq!(
            kind.check(&text("Small"), &options(), EN),
            Err(FieldError::NotAnOption)
        );
    }
}

#[test]
fn e_mail_and_web_addresses_are_checked() {
    let email = kind_for("email", &[]);
    assert_eq!(
        email.check(&text(" ana@demo.test "), &options(), EN),
        Ok(())
    );
    assert!(email.check(&text("ana.demo.test"), &options(), EN).is_err());
    let web = kind_for("url", &[]);
    assert_eq!(
        web.check(&text("https://demo.test/a?b=1"), &options(), EN),
        Ok(())
    );
    assert_eq!(web.check(&text("HTTP://demo.test"), &options(), EN), Ok(()));
    for bad in [
        "javascript:alert(1)",
        "data:text/html,x",
        "ftp://demo.test",
        "demo.test",
        "https://",
    ] {
        assert_eq!(
            web.check(&text(bad), &options(), EN),
            Err(FieldError::NotAWebAddress),
            "{bad}"
        );
    }
}

#[test]
fn what_is_kept() {
    let none = Options::default();
    assert_eq!(
        kind_for("string", &[]).kept(&text("  Acme "), &none, EN),
        text("Acme")
    );
    let checkbox = kind_for("checkbox", &[]);
    assert_eq!(
        checkbox.kept(&FieldValue::Tick(true), &none, EN),
        FieldValue::Tick(true)
    );
    assert_eq!(
        checkbox.kept(&FieldValue::Tick(false), &none, EN),
        FieldValue::Tick(false)
    );
    // Several choices in the order of the options.
    assert_eq!(
        kind_for("multiselect", &[]).kept(&choices(&["l", "s"]), &options(), EN),
        choices(&["s", "l"])
    );
    assert_eq!(
        kind_for("multiselect", &[]).kept(&choices(&[]), &options(), EN),
        choices(&[])
    );
}

#[test]
fn only_numbers_read_by_language() {
    let by_language: Vec<&str> = KINDS
        .iter()
        .filter(|kind| kind.reads_by_language())
        .map(|kind| kind.name())
        .collect();
    assert_eq!(by_language, ["number", "integer"]);
}
