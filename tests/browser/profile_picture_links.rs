//! The profile's picture links as a kind and control of the app's own
//! (`components::profile_form::picture_links`), handed to the form engine and driven as a user
//! drives them: rows added and typed in, moved, removed, a link refused by its number, and the
//! links kept in order, blank rows left out.

use crate::support::*;
use dynamic_form::{own_kind, FieldKind, FieldSpec, FieldValue};
use leptos::prelude::*;
use staffing_web::components::profile_form::picture_links::PictureLinks;
use text_rules::Lang;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

static KINDS: &[FieldKind] = &[own_kind::<PictureLinks>()];

/// The button whose accessible name (its `aria-label`, else its text) is `name`.
fn button(container: &HtmlElement, name: &str) -> HtmlElement {
    let buttons = container.query_selector_all("button").expect("buttons");
    (0..buttons.length())
        .filter_map(|index| buttons.item(index)?.dyn_into::<HtmlElement>().ok())
        .find(|button| {
            let label = button.get_attribute("aria-label");
            let text = button.text_content().unwrap_or_default();
            label.as_deref() == Some(name) || text.trim().ends_with(name)
        })
        .unwrap_or_else(|| panic!("a button named {name:?}"))
}

/// The link box labelled `label`.
fn link_box(container: &HtmlElement, label: &str) -> web_sys::HtmlInputElement {
    let labels = container.query_selector_all("label").expect("labels");
    let target = (0..labels.length())
        .filter_map(|index| labels.item(index)?.dyn_into::<web_sys::Element>().ok())
        .find(|element| element.text_content().as_deref() == Some(label))
        .and_then(|element| element.get_attribute("for"))
        .unwrap_or_else(|| panic!("a box labelled {label:?}"));
    input(container, &format!("#{target}"))
}

fn focused_id() -> String {
    crate::support::document()
        .active_element()
        .map(|element| element.id())
        .unwrap_or_default()
}

async fn wait_for_focus_on(id: &str) {
    wait_until(&format!("the focus on #{id}"), || focused_id() == id).await;
}

fn links(links: &[&str]) -> FieldValue {
    FieldValue::Choices(links.iter().map(|link| link.to_string()).collect())
}

const A: &str = "https://example.com/a.jpg";
const B: &str = "https://example.com/b.jpg";
const C: &str = "https://example.com/c.jpg";

#[wasm_bindgen_test]
async fn picture_links_are_added_moved_removed_refused_by_number_and_kept_in_order() {
    let field = FieldSpec {
        name: "picture_links",
        label: "Profile pictures",
        field_type: "picture_links",
        description: "Web links (http or https) to pictures of you.",
        ..FieldSpec::default()
    };
    let (model, container) = mount_own_field(KINDS, field, RwSignal::new(Lang::En));
    settle().await;
    let field = model.fields().next().expect("the field");
    let id = field.def.dom_id.clone();
    let value = || field.value.get_untracked();
    let legend = element(&container, &format!("#{id} > legend"));
    assert_eq!(legend.text_content().as_deref(), Some("Profile pictures"));
    assert!(find(&container, ".image-list__empty").is_some());

    // Two rows added and typed in; the focus goes to each new row's box.
    button(&container, "Add a picture link").click();
    wait_for_focus_on(&format!("{id}-link-0")).await;
    type_into(&link_box(&container, "Picture 1 link"), A);
    button(&container, "Add a picture link").click();
    wait_for_focus_on(&format!("{id}-link-1")).await;
    type_into(&link_box(&container, "Picture 2 link"), B);
    assert_eq!(value(), links(&[A, B]));
    assert!(find(&container, ".image-list__empty").is_none());

    // The second moved up: its up button is then disabled, so the focus goes to its down button.
    button(&container, "Move picture 2 up").click();
    wait_for_focus_on(&format!("{id}-link-1-down")).await;
    assert_eq!(value(), links(&[B, A]));
    assert_eq!(link_box(&container, "Picture 1 link").value(), B);
    assert!(button(&container, "Move picture 1 up").has_attribute("disabled"));

    // The last one removed: the focus goes to the row before.
    button(&container, "Remove picture 2").click();
    wait_for_focus_on(&format!("{id}-link-1")).await;
    assert_eq!(value(), links(&[B]));

    // A bad link, left: refused by its number, on its box and in the form's error line.
    button(&container, "Add a picture link").click();
    wait_for_focus_on(&format!("{id}-link-2")).await;
    let bad = link_box(&container, "Picture 2 link");
    type_into(&bad, "example.com/c.jpg");
    bad.blur().expect("blur");
    settle().await;
    assert_eq!(bad.get_attribute("aria-invalid").as_deref(), Some("true"));
    let error_id = format!("{id}-error");
    assert_eq!(
        bad.get_attribute("aria-errormessage"),
        Some(error_id.clone())
    );
    let error = element(&container, &format!("#{error_id}"));
    assert_eq!(
        error.text_content().as_deref(),
        Some("Picture 2: Enter a full web link that starts with http:// or https://.")
    );
    let good = link_box(&container, "Picture 1 link");
    assert_eq!(good.get_attribute("aria-invalid"), None);

    // Put right, and a blank row added: kept in order, the blank row left out.
    type_into(&bad, C);
    settle().await;
    assert_eq!(bad.get_attribute("aria-invalid"), None);
    button(&container, "Add a picture link").click();
    wait_for_focus_on(&format!("{id}-link-3")).await;
    assert_eq!(value(), links(&[B, C, ""]));
    assert_eq!(model.kept_values(), vec![(id.clone(), links(&[B, C]))]);
}
