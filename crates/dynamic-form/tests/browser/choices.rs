//! A group of boxes (radio buttons, checkboxes): moving between its boxes does not leave the field;
//! leaving the group does, and checks it.

use crate::every_kind::mount_every_kind;
use crate::support::*;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

#[wasm_bindgen_test]
async fn a_group_of_boxes_is_left_when_the_focus_leaves_the_group() {
    let form = mount_every_kind().await;
    let (model, container) = (form.model, form.container);
    let ids = field_ids(&model);
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
