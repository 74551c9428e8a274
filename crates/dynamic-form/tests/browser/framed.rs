//! A form drawn for a page that frames it itself (`framed_by_page`): the page's own heading and
//! progress, so none of the form's; its fields, their checks and Save's problems as ever.

use crate::support::*;
use wasm_bindgen_test::*;

#[wasm_bindgen_test]
async fn a_form_framed_by_its_page_has_no_heading_and_no_task_list() {
    let fields = vec![
        required(field("name", "Full name", "string")),
        field("city", "City", "string"),
    ];
    let framed = mount_framed_by_page(&[form("profile", "Your profile", fields.clone())]);
    let drawn = mount_form(&[form("company", "Company", fields)], &[], &[]);
    for (mounted, expected) in [(&drawn, true), (&framed, false)] {
        let has = |selector: &str| find(&mounted.container, selector).is_some();
        assert_eq!(has("h2"), expected, "heading");
        assert_eq!(has(".task-line, .task-list"), expected, "progress");
        assert_eq!(has("section[aria-labelledby]"), expected, "named section");
        assert!(has("#cf-required-word"), "the Required word");
    }

    let ids = field_ids(&framed.model);
    let name = input(&framed.container, &format!("#{}", ids[0]));
    name.focus().expect("focus");
    name.blur().expect("blur");
    settle().await;
    assert_eq!(name.get_attribute("aria-invalid").as_deref(), Some("true"));
    type_into(&name, "Ana");
    settle().await;
    assert!(framed.model.check_all().is_empty());
}
