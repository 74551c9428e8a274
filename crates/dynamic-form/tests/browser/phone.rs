//! The phone control: the two boxes from one value, the country list after the first paint, a
//! pasted number's code going to the selector, values set from outside, the error tied to both
//! boxes, and its texts following the UI language.

use crate::support::*;
use dynamic_form::{FieldSpec, Sent};
use leptos::prelude::*;
use text_rules::Lang;
use wasm_bindgen_test::*;

fn phone_and_dropdown_forms() -> Vec<dynamic_form::FormSpec<'static>> {
    let phone = FieldSpec {
        description: "Include the area code",
        value: Some(Sent::Text("+56 2 2345 6789")),
        ..required(field("phone", "Contact phone", "phone"))
    };
    let size = FieldSpec {
        options: vec![("s", "Small"), ("l", "Large")],
        ..field("size", "Size", "dropdown")
    };
    vec![form(
        "base_form",
        "Company",
        vec![phone, size, field("name", "Name", "string")],
    )]
}

#[wasm_bindgen_test]
async fn the_phone_is_one_value_in_two_boxes_and_follows_the_model() {
    let (phone_id, size_id, name_id) = (
        "cf-base_form-phone",
        "cf-base_form-size",
        "cf-base_form-name",
    );
    // Values kept on this device before, and a draft from a later visit over them; the phone has
    // neither, so it starts from the platform's value.
    let saved = [(size_id, "l"), (name_id, "Acme")].map(|(id, value)| (id.into(), text(value)));
    let draft =
        [(size_id, "s"), (name_id, "Acme draft")].map(|(id, value)| (id.into(), text(value)));
    let form = mount_form(&phone_and_dropdown_forms(), &saved, &draft);
    let (model, container) = (form.model, form.container);
    assert_eq!(field_ids(&model), [phone_id, size_id, name_id]);
    settle().await;
    let number = input(&container, &format!("#{phone_id}"));
    let select = select_at(&container, &format!("#{phone_id}-code"));
    // Prefilled from the value, split into the two boxes, the number as written; only the chosen
    // country is listed.
    assert_eq!(number.value(), "2 2345 6789");
    assert_eq!(select.value(), "CL");
    // Its selector belongs to the hidden form the crate put in the page, outside the page's forms.
    let owner = select.form().expect("the selector's form");
    assert_eq!(owner.id(), dynamic_form::field_ids::CALLING_CODES_FORM);
    assert!(owner.hidden() && !container.contains(Some(&owner)));
    let attribute = |name: &str| number.get_attribute(name);
    assert_eq!(
        attribute("aria-labelledby"),
        Some(format!("{phone_id}-label"))
    );
    assert_eq!(
        attribute("aria-describedby"),
        Some(format!("{phone_id}-hint"))
    );
    assert_eq!(attribute("aria-required").as_deref(), Some("true"));

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
    assert_eq!(value(), text("+54 2 2345 6789"));

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
    assert_eq!(number.value(), "2 2345 6789");
    assert_eq!(value(), text("+56 2 2345 6789"));
    assert_eq!(size.value(), "l");
    assert_eq!(name.value(), "Acme");

    // Emptying a required phone and leaving the group shows the error on the number box.
    type_into(&number, "");
    number.focus().expect("focus");
    number.blur().expect("blur");
    settle().await;
    assert_eq!(attribute("aria-invalid").as_deref(), Some("true"));
    let error = element(&container, &format!("#{phone_id}-error"));
    assert_eq!(
        error.text_content().as_deref(),
        Some("This field is required.")
    );
    // Switching the language relabels what the form wrote, the error included.
    let code_label = element(&container, &format!("label[for={phone_id}-code]"));
    let choose_option = size.first_element_child().expect("placeholder option");
    assert_eq!(code_label.text_content().as_deref(), Some("Country code"));
    assert_eq!(choose_option.text_content().as_deref(), Some("Choose…"));
    form.lang.set(Lang::Es);
    settle().await;
    assert_eq!(code_label.text_content().as_deref(), Some("Código de país"));
    assert_eq!(choose_option.text_content().as_deref(), Some("Elige…"));
    assert_eq!(
        error.text_content().as_deref(),
        Some("Este campo es obligatorio.")
    );
    form.lang.set(Lang::En);
    settle().await;
    // The error is tied to both controls of the group, after the hint; the required phone's
    // selector says "Required" first (a dropdown has no required state), the number box is named
    // invalid by its error message too (`aria-errormessage`).
    let both = format!("{phone_id}-hint {phone_id}-error");
    assert_eq!(
        attribute("aria-describedby").as_deref(),
        Some(both.as_str())
    );
    assert_eq!(
        select.get_attribute("aria-describedby"),
        Some(format!("cf-required-word {both}"))
    );
    assert_eq!(
        attribute("aria-errormessage"),
        Some(format!("{phone_id}-error"))
    );
    // Fixed: the error goes, and the description is the hint again.
    type_into(&number, "9 8765 4321");
    settle().await;
    assert_eq!(attribute("aria-invalid"), None);
    assert_eq!(attribute("aria-errormessage"), None);
    assert!(find(&container, &format!("#{phone_id}-error")).is_none());
    assert_eq!(
        attribute("aria-describedby"),
        Some(format!("{phone_id}-hint"))
    );
}
