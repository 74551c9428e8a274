//! How far along each form is: the task list's markup, its words following the answers, what is
//! said when a field is left, and "next required question" going round the fields Save would
//! refuse.

use crate::support::*;
use dynamic_form::{FieldSpec, NextRequired};
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

/// Two forms: two required names; an optional tick and a required choice.
fn two_forms() -> Vec<dynamic_form::FormSpec<'static>> {
    let choice = FieldSpec {
        options: vec![("s", "Small"), ("l", "Large")],
        ..required(field("size", "Size", "radio"))
    };
    vec![
        form(
            "people",
            "People",
            vec![
                required(field("first", "First name", "string")),
                required(field("last", "Last name", "string")),
            ],
        ),
        form(
            "terms",
            "Terms",
            vec![field("news", "News", "checkbox"), choice],
        ),
    ]
}

fn text_of(container: &HtmlElement, selector: &str) -> String {
    element(container, selector)
        .text_content()
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn the_task_list_names_each_form_with_its_status_and_count_and_follows_the_answers() {
    let form = mount_form(&two_forms(), &[], &[]);
    let container = form.container;
    settle().await;
    let list = element(&container, "ul.task-list");
    assert_eq!(
        list.get_attribute("aria-label").as_deref(),
        Some("Your forms")
    );
    let links = container
        .query_selector_all("ul.task-list a.task-list__link")
        .expect("links");
    assert_eq!(links.length(), 2);
    let link = element(&container, "a.task-list__link[href='#cf-people']");
    assert_eq!(link.text_content().as_deref(), Some("People"));
    assert_eq!(
        link.get_attribute("aria-describedby").as_deref(),
        Some("cf-people-answered cf-people-status")
    );
    assert_eq!(text_of(&container, "#cf-people-status"), "Not yet started");
    assert_eq!(
        text_of(&container, "#cf-people-answered"),
        "0 of 2 answered"
    );
    assert_eq!(
        element(&container, "#cf-people-status").class_name(),
        "tag tag--not-started"
    );

    // Typing: the words follow; nothing is said while typing.
    let first = input(&container, "#cf-people-first");
    type_into(&first, "Ana");
    settle().await;
    assert_eq!(text_of(&container, "#cf-people-status"), "In progress");
    assert_eq!(
        text_of(&container, "#cf-people-answered"),
        "1 of 2 answered"
    );
    assert_eq!(text_of(&container, "#cf-progress-said"), "");
    // Leaving the field says its form's counts, politely.
    let region = element(&container, "#cf-progress-said");
    assert_eq!(region.get_attribute("aria-live").as_deref(), Some("polite"));
    first.focus().expect("focus");
    first.blur().expect("blur");
    settle().await;
    assert_eq!(
        text_of(&container, "#cf-progress-said"),
        "People: In progress, 1 of 2 answered."
    );

    type_into(&input(&container, "#cf-people-last"), "Pérez");
    settle().await;
    assert_eq!(text_of(&container, "#cf-people-status"), "Completed");
    assert_eq!(
        element(&container, "#cf-people-status").class_name(),
        "tag tag--completed"
    );
    assert_eq!(text_of(&container, "#cf-terms-status"), "Not yet started");

    // A link moves the focus to its form's heading.
    link.unchecked_ref::<HtmlElement>().click();
    let active = document().active_element().expect("focus");
    assert_eq!(active.id(), "cf-people-title");
}

#[wasm_bindgen_test]
async fn one_short_form_gets_a_single_line_in_the_same_words() {
    let form = mount_form(&two_forms()[..1], &[], &[]);
    settle().await;
    assert!(find(&form.container, "ul.task-list").is_none());
    let line = element(&form.container, "p.task-line");
    assert_eq!(
        line.text_content().as_deref(),
        Some("Not yet started 0 of 2 answered")
    );
}

#[wasm_bindgen_test]
async fn next_required_goes_round_the_fields_save_would_refuse_then_to_save() {
    let form = mount_form(&two_forms(), &[], &[]);
    let model = Arc::clone(&form.model);
    let to_save = RwSignal::new(0);
    let buttons = container();
    let shown = Arc::clone(&model);
    leptos::mount::mount_to(buttons.clone(), move || {
        let on_none_left = Callback::new(move |()| to_save.update(|n| *n += 1));
        view! { <NextRequired model=shown on_none_left /> }
    })
    .forget();
    settle().await;
    let button = element(&buttons, "button").unchecked_into::<HtmlElement>();
    assert_eq!(
        button.text_content().as_deref(),
        Some("Next required question")
    );
    let focused = || {
        document()
            .active_element()
            .map(|active| active.id())
            .unwrap_or_default()
    };
    button.click();
    assert_eq!(focused(), "cf-people-first");
    button.click();
    assert_eq!(focused(), "cf-people-last");
    // The optional tick is passed over; the radio group's first box has the field's id.
    button.click();
    assert_eq!(focused(), "cf-terms-size");
    // Round to the first again.
    button.click();
    assert_eq!(focused(), "cf-people-first");
    // An answer is no longer stopped at.
    type_into(&input(&form.container, "#cf-people-last"), "Pérez");
    input(&form.container, "#cf-people-first")
        .focus()
        .expect("focus");
    button.click();
    assert_eq!(focused(), "cf-terms-size");

    type_into(&input(&form.container, "#cf-people-first"), "Ana");
    click(&form.container, "input[name=cf-terms-size][value=l]");
    settle().await;
    assert_eq!(
        button.text_content().as_deref(),
        Some("Nothing required is left: go to the end")
    );
    button.click();
    assert_eq!(to_save.get_untracked(), 1);
}

#[wasm_bindgen_test]
async fn a_language_switch_works_out_again_what_each_answer_counts_as() {
    let share = form(
        "share",
        "Share",
        vec![required(field("rate", "Rate", "number"))],
    );
    let mounted = mount_form(&[share], &[], &[]);
    let container = mounted.container;
    // "1,5" is not a number in English: entered, and refused.
    type_into(&input(&container, "#cf-share-rate"), "1,5");
    settle().await;
    assert_eq!(text_of(&container, "#cf-share-status"), "In progress");
    assert_eq!(text_of(&container, "#cf-share-answered"), "0 of 1 answered");
    // In Spanish it is one and a half.
    mounted.lang.set(text_rules::Lang::Es);
    settle().await;
    assert_eq!(text_of(&container, "#cf-share-status"), "Completed");
    assert_eq!(text_of(&container, "#cf-share-answered"), "1 of 1 answered");
    mounted.lang.set(text_rules::Lang::En);
    settle().await;
}
