//! `Field` and the controls inside it: the field's label, hint, error and required state reach the
//! control the accessible way, through the wiring the field provides.

use crate::support::{element, find, input, mount, settle, type_into};
use leptos::prelude::*;
use staffing_web::components::field::{Field, TextInput, Wiring};
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

fn text(value: &'static str) -> Signal<String> {
    Signal::derive(move || value.to_string())
}

/// Each attribute of `element` has the value given, `None` for none.
fn expect_attributes(element: &Element, expected: &[(&str, Option<&str>)]) {
    for (name, value) in expected {
        let id = element.id();
        assert_eq!(
            element.get_attribute(name).as_deref(),
            *value,
            "#{id} {name}"
        );
    }
}

/// The text of the element `selector` finds.
fn text_of(container: &HtmlElement, selector: &str) -> String {
    element(container, selector)
        .text_content()
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn text_input_takes_its_label_hint_and_error_from_its_field() {
    let value = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let container = mount(move || {
        view! {
            <Field wiring=Wiring::new("email", text("E-mail"))
                .hint(text("We never share it"))
                .error(error.into())
                .required(true)>
                <TextInput value input_type="email" autocomplete="username" />
            </Field>
        }
    });
    let field = input(&container, "input#email");
    assert!(text_of(&container, "label[for=email]").contains("E-mail"));
    expect_attributes(
        &field,
        &[
            ("name", Some("email")),
            ("type", Some("email")),
            ("autocomplete", Some("username")),
            ("aria-required", Some("true")),
            ("aria-invalid", None),
            ("aria-errormessage", None),
            ("aria-describedby", Some("email-hint")),
        ],
    );

    error.set(Some("Enter a valid e-mail address".into()));
    settle().await;
    expect_attributes(
        &field,
        &[
            ("aria-invalid", Some("true")),
            ("aria-errormessage", Some("email-error")),
            ("aria-describedby", Some("email-hint email-error")),
        ],
    );
    assert_eq!(
        text_of(&container, "#email-error"),
        "Enter a valid e-mail address"
    );

    type_into(&field, "ana@demo.test");
    assert_eq!(value.get_untracked(), "ana@demo.test");
    container.remove();
}

/// Each control gets its own field's wiring, also one built after a later field was (a control shown
/// by a `Show`): a wiring seen beyond its field would give it the next field's id, label, hint, error
/// and required state.
#[wasm_bindgen_test]
async fn a_control_gets_the_wiring_of_the_field_it_is_in() {
    let shown = RwSignal::new(false);
    let error = RwSignal::new(None::<String>);
    let required = RwSignal::new(true);
    let left = RwSignal::new(0);
    let on_blur = Callback::new(move |()| left.update(|count| *count += 1));
    let container = mount(move || {
        view! {
            <Field wiring=Wiring::new("city", text("City"))
                .hint(text("Its English name"))
                .error(error.into())
                .required(required)
                .on_blur(on_blur)>
                <Show when=move || shown.get()>
                    <TextInput value=RwSignal::new(String::new()) />
                </Show>
            </Field>
            <Field wiring=Wiring::new("name", text("Name"))>
                <TextInput value=RwSignal::new(String::new()) />
            </Field>
        }
    });
    shown.set(true);
    settle().await;
    let city = input(&container, "input#city");
    assert!(text_of(&container, "label[for=city]").starts_with("City"));
    assert!(find(&container, "label[for=city] .required-mark").is_some());
    assert_eq!(text_of(&container, "#city-hint"), "Its English name");
    expect_attributes(
        &city,
        &[
            ("aria-required", Some("true")),
            ("aria-describedby", Some("city-hint")),
        ],
    );

    error.set(Some("Unknown city".into()));
    required.set(false);
    settle().await;
    expect_attributes(
        &city,
        &[
            ("aria-invalid", Some("true")),
            ("aria-describedby", Some("city-hint city-error")),
            ("aria-required", None),
        ],
    );
    assert_eq!(text_of(&container, "#city-error"), "Unknown city");
    assert!(find(&container, "label[for=city] .required-mark").is_none());
    city.focus().expect("focus");
    city.blur().expect("blur");
    assert_eq!(left.get_untracked(), 1, "leaving the box runs on_blur");

    // A field without hint, error or requirement: its control says none.
    let none = [
        ("aria-describedby", None),
        ("aria-invalid", None),
        ("aria-required", None),
    ];
    expect_attributes(&input(&container, "input#name"), &none);
    container.remove();
}
