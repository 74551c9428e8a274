//! One field of every kind: each has its control, tied to its label, hint and error, starts from the
//! value sent, takes edits in its kind's shape, and follows values set from outside.

use crate::support::*;
use dynamic_form::{FieldSpec, FieldValue, Locale, Sent};
use leptos::prelude::*;
use text_rules::Lang;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

/// One field of every kind, each with a value of the shape its kind reads.
fn every_kind_forms() -> Vec<dynamic_form::FormSpec<'static>> {
    let choices = vec![("s", "Small"), ("m", "<b>Medium</b>"), ("l", "Large")];
    vec![form(
        "f",
        "Every kind",
        vec![
            FieldSpec {
                value: Some(Sent::Text("line one\nline two")),
                ..field("notes", "Notes", "Long-Text")
            },
            FieldSpec {
                description: "Where invoices go",
                ..required(field("mail", "E-mail", "email"))
            },
            FieldSpec {
                value: Some(Sent::Number("2.5")),
                ..field("rate", "Rate", "decimal")
            },
            required(field("staff", "Staff", "integer")),
            FieldSpec {
                value: Some(Sent::Text("Mar 07, 1994")),
                ..field("founded", "Founded", "date")
            },
            field("site", "Site", "url"),
            FieldSpec {
                options: choices.clone(),
                description: "Pick one",
                ..required(field("size", "Size", "radio"))
            },
            FieldSpec {
                value: Some(Sent::Text("yes")),
                ..required(field("terms", "Terms", "checkbox"))
            },
            FieldSpec {
                options: choices,
                value: Some(Sent::List(list(&["l", "x"]))),
                ..required(field("days", "Days", "multiselect"))
            },
        ],
    )]
}

/// The form of every kind, mounted and settled.
pub async fn mount_every_kind() -> Mounted {
    let form = mount_form(&every_kind_forms(), &[], &[]);
    settle().await;
    form
}

#[wasm_bindgen_test]
async fn every_kind_has_its_control_tied_to_its_label_hint_and_error() {
    let form = mount_every_kind().await;
    let (model, container) = (form.model, form.container);
    let ids = field_ids(&model);
    let value = |index: usize| {
        model
            .fields()
            .nth(index)
            .expect("a field")
            .value
            .get_untracked()
    };
    // Each label names a control of its kind, which starts from the value sent.
    let labelled = |label: &str| -> web_sys::Element {
        let labels = container.query_selector_all("label[for]").expect("labels");
        let target = (0..labels.length())
            .filter_map(|index| labels.item(index))
            .map(|node| node.unchecked_into::<web_sys::Element>())
            .find(|node| node.text_content().as_deref() == Some(label))
            .and_then(|node| node.get_attribute("for"))
            .unwrap_or_else(|| panic!("a label {label}"));
        element(&container, &format!("#{target}"))
    };
    let notes = labelled("Notes").unchecked_into::<web_sys::HtmlTextAreaElement>();
    assert_eq!(notes.value(), "line one\nline two");
    let mail = labelled("E-mail").unchecked_into::<web_sys::HtmlInputElement>();
    assert_eq!(mail.type_(), "email");
    assert_eq!(
        mail.get_attribute("aria-describedby"),
        Some(format!("{}-hint", ids[1]))
    );
    let rate = labelled("Rate").unchecked_into::<web_sys::HtmlInputElement>();
    assert_eq!(
        (rate.type_(), rate.input_mode(), rate.value()),
        ("text".into(), "decimal".into(), "2.5".into())
    );
    let staff = labelled("Staff").unchecked_into::<web_sys::HtmlInputElement>();
    assert_eq!(staff.input_mode(), "numeric");
    let founded = labelled("Founded").unchecked_into::<web_sys::HtmlInputElement>();
    assert_eq!(
        (founded.type_(), founded.value()),
        ("date".into(), "1994-03-07".into())
    );
    let site = labelled("Site").unchecked_into::<web_sys::HtmlInputElement>();
    assert_eq!(site.type_(), "url");
    let terms = labelled("Terms").unchecked_into::<web_sys::HtmlInputElement>();
    assert_eq!(terms.type_(), "checkbox");
    assert!(terms.checked());
    // The groups: named by their legend, the boxes by their option's text.
    let size_group = element(&container, &format!("#{}-group", ids[6]));
    assert_eq!(
        size_group.get_attribute("role").as_deref(),
        Some("radiogroup")
    );
    let legend = element(&container, &format!("#{}-label", ids[6]));
    assert_eq!(legend.text_content().as_deref(), Some("Size"));
    assert_eq!(
        size_group.get_attribute("aria-describedby"),
        Some(format!("{}-hint", ids[6]))
    );
    let ticked = |name: &str| -> Vec<String> {
        let list = container
            .query_selector_all(&format!("input[name={name}]:checked"))
            .expect("boxes");
        (0..list.length())
            .filter_map(|index| list.item(index))
            .map(|node| node.unchecked_into::<web_sys::HtmlInputElement>().value())
            .collect()
    };
    assert!(ticked(&ids[6]).is_empty());
    assert_eq!(ticked(&ids[8]), ["l"], "only the options sent");
    assert!(find(&container, "b").is_none(), "option text is text");

    // Edits reach each field's value in its kind's shape.
    type_into(&rate, "12,5");
    click(&container, &format!("input[name={}][value=m]", ids[6]));
    click(&container, &format!("#{}", ids[7]));
    click(&container, &format!("input[name={}][value=s]", ids[8]));
    notes.set_value("three");
    fire(&notes, "input");
    settle().await;
    assert_eq!(value(0), text("three"));
    assert_eq!(value(2), text("12,5"));
    assert_eq!(value(6), text("m"));
    assert_eq!(value(7), FieldValue::Tick(false));
    assert_eq!(value(8), FieldValue::Choices(vec!["s".into(), "l".into()]));

    // Save's check: every error tied to its control or its group, in the UI language.
    type_into(&mail, "not an address");
    type_into(&staff, "4.5");
    let problems = model.check_all();
    settle().await;
    let refused: Vec<&str> = problems
        .iter()
        .map(|problem| problem.dom_id.as_str())
        .collect();
    // "12,5" is a number in Spanish only.
    assert_eq!(refused, [&ids[1], &ids[2], &ids[3], &ids[7]]);
    let error_text =
        |index: usize| element(&container, &format!("#{}-error", ids[index])).text_content();
    assert_eq!(error_text(2).as_deref(), Some("Enter a number, like 12.5."));
    assert_eq!(mail.get_attribute("aria-invalid").as_deref(), Some("true"));
    assert_eq!(
        mail.get_attribute("aria-describedby"),
        Some(format!("{0}-hint {0}-error", ids[1]))
    );
    assert_eq!(
        error_text(3).as_deref(),
        Some("Enter a whole number, like 12.")
    );
    assert_eq!(terms.get_attribute("aria-invalid").as_deref(), Some("true"));
    assert_eq!(error_text(7).as_deref(), Some("Tick this box to go on."));
    // A group's error goes on the group, inside its fieldset.
    {
        let box_id = &ids[8];
        let days = model.fields().nth(8).expect("days");
        days.value.set(FieldValue::Choices(Vec::new()));
        days.check(Locale::new(Lang::En, &dynamic_form::NO_SUPPLIES));
        model.errors_revision.update(|n| *n += 1);
        settle().await;
        let group = element(&container, &format!("#{box_id}-group"));
        assert_eq!(group.get_attribute("aria-invalid").as_deref(), Some("true"));
        // A required group of checkboxes says so in words first: ARIA gives it no required state.
        assert_eq!(
            group.get_attribute("aria-describedby"),
            Some(format!("cf-required-word {box_id}-error"))
        );
        let word = element(&container, "#cf-required-word");
        assert_eq!(word.text_content().as_deref(), Some("Required"));
        let error = element(&container, &format!("#{box_id}-group > #{box_id}-error"));
        assert_eq!(
            error.text_content().as_deref(),
            Some("Tick at least one option.")
        );
    }

    // Put back from outside (a discarded draft): every kind's controls follow.
    model.reset();
    settle().await;
    assert!(terms.checked());
    assert_eq!(notes.value(), "line one\nline two");
    assert!(ticked(&ids[6]).is_empty());
    assert_eq!(ticked(&ids[8]), ["l"]);
    assert_eq!(rate.value(), "2.5");
}
