//! `DynamicForm`, the renderer of the API's form definitions: API text shown literally, option
//! order kept, selects listed after the first paint (or at once when focused), each field edited and
//! validated on its own, and the phone field as the shared control.

use crate::support::{
    choose, element, find, input, mount, select_at, settle, type_into, wait_until,
};
use leptos::prelude::*;
use staffing_web::api::lenient::{OrderedMap, Text};
use staffing_web::api::models::{ClientProfileForm, FormField, SentValue};
use staffing_web::components::dynamic_form::model::FormModel;
use staffing_web::components::dynamic_form::DynamicForm;
use staffing_web::logic::client_form::FieldValue;
use staffing_web::logic::lang::Lang;
use staffing_web::session::{use_app, AppState};
use std::sync::Arc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

/// Waits until the dynamic form has given every select its whole list, which it does in the tasks
/// after the first paint and marks with `data-lists="complete"` (at most 10 s).
async fn lists_complete(container: &HtmlElement) {
    wait_until("the form's selects' whole lists", || {
        find(container, ".dynamic-form[data-lists=\"complete\"]").is_some()
    })
    .await;
}

/// A field as the API describes it, its key as its id.
fn field(key: &str, label: &str, field_type: &str) -> FormField {
    FormField {
        key: Some(key.into()),
        id: Some(key.into()),
        label: Some(label.into()),
        field_type: Some(field_type.into()),
        ..FormField::default()
    }
}

/// `field`, which the API marks required.
fn required(field: FormField) -> FormField {
    FormField {
        required_level: Some("required".into()),
        ..field
    }
}

/// A dropdown's options as the API sends them: a JSON object, its order kept.
fn options(json: &str) -> OrderedMap<Text> {
    serde_json::from_str(json).expect("a JSON object")
}

fn text(value: &str) -> FieldValue {
    FieldValue::Text(value.into())
}

/// The dom ids the form gave its fields, in form order.
fn field_ids(model: &FormModel) -> Vec<String> {
    model
        .fields()
        .map(|field| field.def.dom_id.clone())
        .collect()
}

fn sample_forms() -> Vec<ClientProfileForm> {
    let mut country = required(field("country_id", "Country", "dropdown"));
    country.options =
        options(r#"{"56": "Chile", "54": "Argentina", "1": "United States", "999": "Other"}"#);
    vec![ClientProfileForm {
        id: Some("base_form".into()),
        form_title: Some("Company".into()),
        custom_form_content: Some("<script>window.__pwned = true</script>\nSecond line".into()),
        fields: vec![
            required(field(
                "name",
                "<img src=x onerror=\"window.__pwned=true\">",
                "string",
            )),
            country,
            field("size", "Size", "slider"),
            field("name", "Duplicate key", "string"),
        ],
        ..ClientProfileForm::default()
    }]
}

#[wasm_bindgen_test]
async fn dynamic_form_renders_api_text_literally_and_keeps_option_order() {
    let model = Arc::new(FormModel::new(&sample_forms(), &[], &[]));
    let ids = field_ids(&model);
    let container = mount(move || view! { <DynamicForm model on_edit=Callback::new(|()| {}) /> });
    settle().await;
    for (tag, source) in [("img", "a label"), ("script", "content")] {
        assert!(
            find(&container, tag).is_none(),
            "{source} must not create elements"
        );
    }
    let text = container.text_content().unwrap_or_default();
    assert!(text.contains("<img src=x onerror=\"window.__pwned=true\">"));
    assert!(text.contains("<script>window.__pwned = true</script>"));
    let options = || -> Vec<String> {
        let list = container
            .query_selector_all("select option")
            .expect("options");
        (0..list.length())
            .filter_map(|index| list.item(index))
            .filter_map(|node| node.text_content())
            .collect()
    };
    // A moment after the first paint the dropdown holds its whole list in the order sent, without
    // being focused (autofill and QA scripts never focus it); nothing is chosen.
    lists_complete(&container).await;
    assert_eq!(
        options(),
        ["Choose…", "Chile", "Argentina", "United States", "Other"]
    );
    let country = select_at(&container, "select");
    assert_eq!(country.value(), "");
    // The unknown type is an editable text input with its label.
    let size_input = input(&container, &format!("#{}", ids[2]));
    assert_eq!(size_input.type_(), "text");
    // Duplicate keys get distinct ids, and each label points at its own input.
    let labels = container.query_selector_all("label").expect("labels");
    let mut targets: Vec<String> = (0..labels.length())
        .filter_map(|index| labels.item(index))
        .filter_map(|node| {
            node.unchecked_into::<web_sys::Element>()
                .get_attribute("for")
        })
        .collect();
    let count = targets.len();
    targets.sort();
    targets.dedup();
    assert_eq!(targets.len(), count);
}

#[wasm_bindgen_test]
async fn selects_start_with_their_choice_and_a_focus_before_their_turn_lists_at_once() {
    let model = Arc::new(FormModel::new(&phone_and_dropdown_forms(), &[], &[]));
    let ids = field_ids(&model);
    let container = mount(move || view! { <DynamicForm model on_edit=Callback::new(|()| {}) /> });
    let (phone_id, size_id) = (&ids[0], &ids[1]);
    let code = select_at(&container, &format!("#{phone_id}-code"));
    let size = select_at(&container, &format!("#{size_id}"));
    // The first screen, before any frame: each select holds its chosen option only.
    assert_eq!(code.length(), 1);
    assert_eq!(size.length(), 1);
    assert!(find(&container, "[data-lists]").is_none());
    // Focused before its turn: the whole list at once, before the browser opens its picker.
    code.focus().expect("focus");
    assert!(code.length() > 200, "{} options", code.length());
    assert_eq!(code.value(), "CL");
    assert_eq!(size.length(), 1, "the others wait for their turn");
    lists_complete(&container).await;
    assert!(size.length() > 1);
    assert!(
        code.length() > 200,
        "listed once, not twice: {}",
        code.length()
    );
    assert_eq!(
        code.length() as usize,
        staffing_web::logic::countries::all().len() + 1
    );
}

#[wasm_bindgen_test]
async fn typing_changes_only_its_own_field_and_blur_validates_required() {
    let model = Arc::new(FormModel::new(&sample_forms(), &[], &[]));
    let name_id = field_ids(&model)[0].clone();
    let edits = RwSignal::new(0);
    let container = {
        let model = Arc::clone(&model);
        mount(
            move || view! { <DynamicForm model on_edit=Callback::new(move |()| edits.update(|count| *count += 1)) /> },
        )
    };
    let name = input(&container, &format!("#{name_id}"));
    name.focus().expect("focus");
    name.blur().expect("blur");
    settle().await;
    assert_eq!(name.get_attribute("aria-invalid").as_deref(), Some("true"));
    let error = element(&container, &format!("#{name_id}-error"));
    assert_eq!(
        error.text_content().as_deref(),
        Some("This field is required.")
    );

    type_into(&name, "Acme");
    settle().await;
    assert_eq!(
        name.get_attribute("aria-invalid"),
        None,
        "fixed while typing once touched"
    );
    assert_eq!(edits.get_untracked(), 1);
    let values: Vec<FieldValue> = model
        .fields()
        .map(|field| field.value.get_untracked())
        .collect();
    assert_eq!(values[0], text("Acme"));
    assert!(
        values[1..].iter().all(FieldValue::is_blank),
        "other fields untouched: {values:?}"
    );
    assert!(
        model
            .fields()
            .skip(1)
            .all(|field| field.error.get_untracked().is_none()),
        "no other field validated"
    );
}

fn phone_and_dropdown_forms() -> Vec<ClientProfileForm> {
    let phone = FormField {
        description: Some("Include the area code".into()),
        value: Some(SentValue::Text("+56 2 2345 6789".into())),
        ..required(field("phone", "Contact phone", "phone"))
    };
    let size = FormField {
        options: options(r#"{"s": "Small", "l": "Large"}"#),
        ..field("size", "Size", "dropdown")
    };
    vec![ClientProfileForm {
        id: Some("base_form".into()),
        form_title: Some("Company".into()),
        fields: vec![phone, size, field("name", "Name", "string")],
        ..ClientProfileForm::default()
    }]
}

#[wasm_bindgen_test]
async fn phone_field_is_the_shared_control_and_follows_the_model() {
    let (phone_id, size_id, name_id) = (
        "cf-base_form-phone",
        "cf-base_form-size",
        "cf-base_form-name",
    );
    // Values saved on this device before, and a draft from a later visit over them; the phone has
    // neither, so it starts from the API's value.
    let saved = [(size_id, "l"), (name_id, "Acme")].map(|(id, value)| (id.into(), text(value)));
    let draft =
        [(size_id, "s"), (name_id, "Acme draft")].map(|(id, value)| (id.into(), text(value)));
    let model = Arc::new(FormModel::new(&phone_and_dropdown_forms(), &saved, &draft));
    assert_eq!(field_ids(&model), [phone_id, size_id, name_id]);
    let app_state = std::rc::Rc::new(std::cell::Cell::new(None::<AppState>));
    let container = {
        let model = Arc::clone(&model);
        let app_state = std::rc::Rc::clone(&app_state);
        mount(move || {
            app_state.set(Some(use_app()));
            view! { <DynamicForm model on_edit=Callback::new(|()| {}) /> }
        })
    };
    settle().await;
    let number = input(&container, &format!("#{phone_id}"));
    let select = select_at(&container, &format!("#{phone_id}-code"));
    // Prefilled from the API value, split into the two boxes; only the chosen country is listed.
    assert_eq!(number.value(), "223456789");
    assert_eq!(select.value(), "CL");
    assert_eq!(
        number.get_attribute("aria-labelledby").as_deref(),
        Some(format!("{phone_id}-label").as_str())
    );
    assert_eq!(
        number.get_attribute("aria-describedby").as_deref(),
        Some(format!("{phone_id}-hint").as_str())
    );
    assert_eq!(
        number.get_attribute("aria-required").as_deref(),
        Some("true")
    );

    // A moment after the first paint the selector lists every country without being focused, the
    // chosen one still selected, and says what it is to autofill.
    lists_complete(&container).await;
    assert!(select.length() > 200, "{} options", select.length());
    assert_eq!(select.value(), "CL");
    assert_eq!(
        select.get_attribute("autocomplete").as_deref(),
        Some("tel-country-code")
    );

    // Another country: the field's value follows, in international format.
    choose(&select, "AR");
    settle().await;
    let value = || model.fields().next().expect("phone").value.get_untracked();
    assert_eq!(value(), text("+54 223456789"));

    // A whole number arriving at once (autofill, paste) gives its code to the selector.
    type_into(&number, "+1 555 123 4567");
    settle().await;
    assert_eq!(select.value(), "US");
    assert_eq!(number.value(), "555 123 4567");
    assert_eq!(value(), text("+1 555 123 4567"));

    // Values set on the model from outside (a discarded draft: each field back to its baseline)
    // show in every kind of control.
    let size = select_at(&container, &format!("#{size_id}"));
    let name = input(&container, &format!("#{name_id}"));
    assert_eq!(
        (size.value(), name.value()),
        ("s".into(), "Acme draft".into())
    );
    model.reset();
    settle().await;
    assert_eq!(select.value(), "CL");
    assert_eq!(number.value(), "223456789");
    assert_eq!(value(), text("+56 2 2345 6789"));
    assert_eq!(size.value(), "l");
    assert_eq!(name.value(), "Acme");

    // Emptying a required phone and leaving the group shows the error on the number box.
    type_into(&number, "");
    number.focus().expect("focus");
    number.blur().expect("blur");
    settle().await;
    assert_eq!(
        number.get_attribute("aria-invalid").as_deref(),
        Some("true")
    );
    let error = element(&container, &format!("#{phone_id}-error"));
    assert_eq!(
        error.text_content().as_deref(),
        Some("This field is required.")
    );
    // Switching the language relabels what the renderer wrote, the error included.
    let code_label = element(&container, &format!("label[for={phone_id}-code]"));
    let choose = size.first_element_child().expect("placeholder option");
    assert_eq!(code_label.text_content().as_deref(), Some("Country code"));
    assert_eq!(choose.text_content().as_deref(), Some("Choose…"));
    app_state.get().expect("app state").choose_lang(Lang::Es);
    settle().await;
    assert_eq!(code_label.text_content().as_deref(), Some("Código de país"));
    assert_eq!(choose.text_content().as_deref(), Some("Elige…"));
    assert_eq!(
        error.text_content().as_deref(),
        Some("Este campo es obligatorio.")
    );
    app_state.get().expect("app state").choose_lang(Lang::En);
    settle().await;
    // The error is tied to both controls of the group, after the hint.
    let both = format!("{phone_id}-hint {phone_id}-error");
    assert_eq!(
        number.get_attribute("aria-describedby").as_deref(),
        Some(both.as_str())
    );
    assert_eq!(
        select.get_attribute("aria-describedby").as_deref(),
        Some(both.as_str())
    );
    // Fixed: the error goes, and the description is the hint again.
    type_into(&number, "9 8765 4321");
    settle().await;
    assert_eq!(number.get_attribute("aria-invalid"), None);
    assert!(find(&container, &format!("#{phone_id}-error")).is_none());
    assert_eq!(
        number.get_attribute("aria-describedby").as_deref(),
        Some(format!("{phone_id}-hint").as_str())
    );
}

#[wasm_bindgen_test]
async fn api_text_survives_the_markup_exactly_in_text_and_attributes() {
    let tricky = "\"><b onmouseover='x'>&amp; < > ' \" ñ</b>\n";
    let text = FormField {
        id: Some("tricky".into()),
        description: Some(tricky.into()),
        value: Some(SentValue::Text(tricky.into())),
        ..field(tricky, tricky, "string")
    };
    let choice = FormField {
        options: OrderedMap(vec![(tricky.into(), Text(tricky.into()))]),
        value: Some(SentValue::Text(tricky.into())),
        ..field("choice", "Choice", "dropdown")
    };
    let forms = [ClientProfileForm {
        id: Some("f".into()),
        form_title: Some(tricky.into()),
        custom_form_content: Some(tricky.into()),
        fields: vec![text, choice],
        ..ClientProfileForm::default()
    }];
    let model = Arc::new(FormModel::new(&forms, &[], &[]));
    let ids = field_ids(&model);
    let container = mount(move || view! { <DynamicForm model on_edit=Callback::new(|()| {}) /> });
    settle().await;
    assert!(find(&container, "b").is_none());
    let text_id = &ids[0];
    let input = input(&container, &format!("#{text_id}"));
    // A text box drops line breaks from its value, as it would from typed text.
    assert_eq!(input.value(), tricky.replace('\n', ""));
    assert_eq!(input.name(), tricky);
    let label = element(&container, &format!("label[for={text_id}]"));
    assert_eq!(label.text_content().as_deref(), Some(tricky));
    let select = select_at(&container, &format!("#{}", ids[1]));
    assert_eq!(select.value(), tricky);
    let heading = element(&container, "h2");
    assert_eq!(heading.text_content().as_deref(), Some(tricky));
}

/// One field of every kind, each with a value of the shape its kind reads.
fn every_kind_forms() -> Vec<ClientProfileForm> {
    let sent = |value: &str| Some(SentValue::Text(value.into()));
    let choices = || options(r#"{"s": "Small", "m": "<b>Medium</b>", "l": "Large"}"#);
    vec![ClientProfileForm {
        id: Some("f".into()),
        form_title: Some("Every kind".into()),
        fields: vec![
            FormField {
                value: sent("line one\nline two"),
                ..field("notes", "Notes", "Long-Text")
            },
            FormField {
                description: Some("Where invoices go".into()),
                ..required(field("mail", "E-mail", "email"))
            },
            FormField {
                value: Some(SentValue::Number("2.5".into())),
                ..field("rate", "Rate", "decimal")
            },
            required(field("staff", "Staff", "integer")),
            FormField {
                value: sent("Mar 07, 1994"),
                ..field("founded", "Founded", "date")
            },
            field("site", "Site", "url"),
            FormField {
                options: choices(),
                description: Some("Pick one".into()),
                ..required(field("size", "Size", "radio"))
            },
            FormField {
                value: sent("yes"),
                ..required(field("terms", "Terms", "checkbox"))
            },
            FormField {
                options: choices(),
                value: Some(SentValue::List(vec!["l".into(), "x".into()])),
                ..required(field("days", "Days", "multiselect"))
            },
        ],
        ..ClientProfileForm::default()
    }]
}

/// Clicks an element as a user does (a box's `input` and `change` follow, and bubble).
fn click(container: &HtmlElement, selector: &str) {
    element(container, selector)
        .unchecked_into::<HtmlElement>()
        .click();
}

/// The form of every kind, mounted and settled: its model, its fields' ids, and its container.
async fn mount_every_kind() -> (Arc<FormModel>, Vec<String>, HtmlElement) {
    let model = Arc::new(FormModel::new(&every_kind_forms(), &[], &[]));
    let ids = field_ids(&model);
    let container = {
        let model = Arc::clone(&model);
        mount(move || view! { <DynamicForm model on_edit=Callback::new(|()| {}) /> })
    };
    settle().await;
    (model, ids, container)
}

#[wasm_bindgen_test]
async fn every_kind_has_its_control_tied_to_its_label_hint_and_error() {
    let (model, ids, container) = mount_every_kind().await;
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
        mail.get_attribute("aria-describedby").as_deref(),
        Some(format!("{}-hint", ids[1]).as_str())
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
    assert_eq!(
        labelled("Site")
            .unchecked_into::<web_sys::HtmlInputElement>()
            .type_(),
        "url"
    );
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
        size_group.get_attribute("aria-describedby").as_deref(),
        Some(format!("{}-hint", ids[6]).as_str())
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
    notes.dispatch_event(&bubbling("input")).expect("dispatch");
    settle().await;
    assert_eq!(value(0), text("three"));
    assert_eq!(value(2), text("12,5"));
    assert_eq!(value(6), text("m"));
    assert_eq!(value(7), FieldValue::Tick(false));
    assert_eq!(value(8), FieldValue::Choices(vec!["s".into(), "l".into()]));

    // Save's check: every error tied to its control or its group, in the UI language.
    click(&container, &format!("input[name={}][value=m]", ids[6]));
    type_into(&mail, "not an address");
    type_into(&staff, "4.5");
    let invalid = model.check_all(Lang::En);
    settle().await;
    let errors: Vec<&str> = invalid.iter().map(|(def, _)| def.dom_id.as_str()).collect();
    // "12,5" is a number in Spanish only.
    assert_eq!(errors, [&ids[1], &ids[2], &ids[3], &ids[7]]);
    assert_eq!(
        element(&container, &format!("#{}-error", ids[2]))
            .text_content()
            .as_deref(),
        Some("Enter a number, like 12.5.")
    );
    assert_eq!(mail.get_attribute("aria-invalid").as_deref(), Some("true"));
    assert_eq!(
        mail.get_attribute("aria-describedby").as_deref(),
        Some(format!("{0}-hint {0}-error", ids[1]).as_str())
    );
    let staff_error = element(&container, &format!("#{}-error", ids[3]));
    assert_eq!(
        staff_error.text_content().as_deref(),
        Some("Enter a whole number, like 12.")
    );
    assert_eq!(terms.get_attribute("aria-invalid").as_deref(), Some("true"));
    let terms_error = element(&container, &format!("#{}-error", ids[7]));
    assert_eq!(
        terms_error.text_content().as_deref(),
        Some("Tick this box to go on.")
    );
    // A group's error goes on the group, inside its fieldset.
    {
        let box_id = &ids[8];
        let days = model.fields().nth(8).expect("days");
        days.value.set(FieldValue::Choices(Vec::new()));
        days.check(Lang::En, None);
        model.errors_revision.update(|n| *n += 1);
        settle().await;
        let group = element(&container, &format!("#{box_id}-group"));
        assert_eq!(group.get_attribute("aria-invalid").as_deref(), Some("true"));
        // A required group of checkboxes says so in words, before its error.
        assert_eq!(
            group.get_attribute("aria-describedby").as_deref(),
            Some(format!("required-word {box_id}-error").as_str())
        );
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

/// An event that bubbles, as the browser's own `input` does.
fn bubbling(kind: &str) -> web_sys::Event {
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    web_sys::Event::new_with_event_init_dict(kind, &init).expect("event")
}

#[wasm_bindgen_test]
async fn a_group_of_boxes_is_left_when_the_focus_leaves_the_group() {
    let (model, ids, container) = mount_every_kind().await;
    let size = model.fields().nth(6).expect("the radio group");
    let focus = |selector: String| {
        element(&container, &selector)
            .unchecked_into::<HtmlElement>()
            .focus()
            .expect("focus");
    };
    // From one radio button to another: still in the field, nothing checked yet.
    focus(format!("#{}", ids[6]));
    focus(format!("input[name={}][value=l]", ids[6]));
    settle().await;
    assert!(!size.touched.get_untracked());
    assert!(find(&container, &format!("#{}-error", ids[6])).is_none());
    // Out of the group: the field was left, and its required check shows on the group.
    focus(format!("#{}", ids[7]));
    settle().await;
    assert!(size.touched.get_untracked());
    let group = element(&container, &format!("#{}-group", ids[6]));
    assert_eq!(group.get_attribute("aria-invalid").as_deref(), Some("true"));
}
