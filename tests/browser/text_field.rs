//! `TextField`: its label, hint and error tied to the input the accessible way.

use crate::support::{element, input, mount, settle, type_into};
use leptos::prelude::*;
use staffing_web::components::field::TextField;
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
async fn text_field_ties_its_label_hint_and_error_to_the_input() {
    let value = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let container = mount(move || {
        view! {
            <TextField
                id="email"
                label=Signal::derive(|| "E-mail".to_string())
                value
                hint=Signal::derive(|| "We never share it".to_string())
                error=Signal::derive(move || error.get())
                required=true
            />
        }
    });
    let field = input(&container, "input#email");
    let label = element(&container, "label[for=email]");
    assert!(label.text_content().unwrap_or_default().contains("E-mail"));
    assert_eq!(
        field.get_attribute("aria-required").as_deref(),
        Some("true")
    );
    assert_eq!(field.get_attribute("aria-invalid"), None);
    assert_eq!(
        field.get_attribute("aria-describedby").as_deref(),
        Some("email-hint")
    );

    error.set(Some("Enter a valid e-mail address".into()));
    settle().await;
    assert_eq!(field.get_attribute("aria-invalid").as_deref(), Some("true"));
    assert_eq!(
        field.get_attribute("aria-describedby").as_deref(),
        Some("email-hint email-error")
    );
    let message = element(&container, "#email-error");
    assert_eq!(
        message.text_content().as_deref(),
        Some("Enter a valid e-mail address")
    );

    type_into(&field, "ana@demo.test");
    assert_eq!(value.get_untracked(), "ana@demo.test");
}
