use super::*;
use crate::base::host::NO_SUPPLIES;
use crate::base::spec::FieldSpec;
use crate::model::def::tests::{built, field, form};
use text_rules::Lang;

const EN: Locale = Locale::new(Lang::En, &NO_SUPPLIES);

fn standing(
    field_type: &'static str,
    options: Vec<(&'static str, &'static str)>,
    value: FieldValue,
) -> Standing {
    let forms = built(&[form(
        "f",
        vec![FieldSpec {
            options,
            ..field("k", field_type)
        }],
    )]);
    Standing::of(&forms[0].fields[0], &value, EN)
}

fn choices(keys: &[&str]) -> FieldValue {
    FieldValue::Choices(keys.iter().map(|key| key.to_string()).collect())
}

#[test]
fn each_kind_says_what_answers_it() {
    let sizes = || vec![("s", "Small"), ("l", "Large")];
    let cases = [
        // A ticked box; unticked is nothing entered.
        (
            "checkbox",
            vec![],
            FieldValue::Tick(true),
            Standing::Answered,
        ),
        ("checkbox", vec![], FieldValue::Tick(false), Standing::Empty),
        // At least one of several, each an option.
        ("checkboxes", sizes(), choices(&["s"]), Standing::Answered),
        ("checkboxes", sizes(), choices(&[]), Standing::Empty),
        ("checkboxes", sizes(), choices(&["x"]), Standing::Refused),
        // A chosen option.
        ("dropdown", sizes(), "l".into(), Standing::Answered),
        ("dropdown", sizes(), "".into(), Standing::Empty),
        ("dropdown", sizes(), "Large".into(), Standing::Refused),
        ("radio", sizes(), "s".into(), Standing::Answered),
        // A valid number, date, time, e-mail and web address.
        ("integer", vec![], "12".into(), Standing::Answered),
        ("integer", vec![], "12.5".into(), Standing::Refused),
        ("number", vec![], " ".into(), Standing::Empty),
        ("date", vec![], "2024-02-30".into(), Standing::Refused),
        ("time", vec![], "09:30".into(), Standing::Answered),
        ("email", vec![], "ana@demo.test".into(), Standing::Answered),
        (
            "url",
            vec![],
            "javascript:alert(1)".into(),
            Standing::Refused,
        ),
        ("string", vec![], "Acme".into(), Standing::Answered),
    ];
    for (field_type, options, value, expected) in cases {
        assert_eq!(
            standing(field_type, options, value.clone()),
            expected,
            "{field_type} {value:?}"
        );
    }
}

#[test]
fn the_counts_follow_each_standing_and_say_what_save_would_refuse() {
    let mut counts = Counts::default();
    assert_eq!(counts.status(), Status::NotStarted);
    counts.count(true, Standing::Empty, 1);
    counts.count(true, Standing::Empty, 1);
    counts.count(false, Standing::Empty, 1);
    assert_eq!((counts.fields, counts.required, counts.left()), (3, 2, 2));
    assert_eq!(counts.status(), Status::NotStarted);
    // One required answer given: in progress.
    counts.count(true, Standing::Empty, -1);
    counts.count(true, Standing::Answered, 1);
    assert_eq!(
        (counts.answered, counts.left(), counts.status()),
        (1, 1, Status::InProgress)
    );
    // The other given: completed, the optional one still empty.
    counts.count(true, Standing::Empty, -1);
    counts.count(true, Standing::Answered, 1);
    assert_eq!((counts.left(), counts.status()), (0, Status::Completed));
    // An optional answer Save would refuse: no longer completed.
    counts.count(false, Standing::Empty, -1);
    counts.count(false, Standing::Refused, 1);
    assert_eq!((counts.left(), counts.status()), (1, Status::InProgress));
    assert_eq!(counts.answered, 2);
}

#[test]
fn a_required_field_refused_is_in_progress_not_started() {
    let mut counts = Counts::default();
    counts.count(true, Standing::Refused, 1);
    assert_eq!((counts.left(), counts.status()), (1, Status::InProgress));
    assert!(Standing::Refused.stops_save(false) && Standing::Empty.stops_save(true));
    assert!(!Standing::Empty.stops_save(false) && !Standing::Answered.stops_save(true));
}

#[test]
fn a_form_with_nothing_required_is_completed_once_answered() {
    let mut counts = Counts::default();
    counts.count(false, Standing::Empty, 1);
    assert_eq!(counts.status(), Status::NotStarted);
    counts.count(false, Standing::Empty, -1);
    counts.count(false, Standing::Answered, 1);
    assert_eq!(counts.status(), Status::Completed);
}
