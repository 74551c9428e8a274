//! The select: text from the platform shown literally, the options in the order sent, the first
//! screen holding the chosen option only, and the whole list after the first paint or at once when
//! focused.

use crate::support::*;
use dynamic_form::FieldSpec;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

fn sample_forms() -> Vec<dynamic_form::FormSpec<'static>> {
    let country = FieldSpec {
        options: vec![
            ("56", "Chile"),
            ("54", "Argentina"),
            ("1", "United States"),
            ("999", "Other"),
        ],
        ..required(field("country_id", "Country", "dropdown"))
    };
    vec![dynamic_form::FormSpec {
        content: "<script>window.__pwned = true</script>\nSecond line",
        ..form(
            "base_form",
            "Company",
            vec![
                required(field(
                    "name",
                    "<img src=x onerror=\"window.__pwned=true\">",
                    "string",
                )),
                country,
                field("size", "Size", "slider"),
                field("name", "Duplicate key", "string"),
            ],
        )
    }]
}

#[wasm_bindgen_test]
async fn text_is_shown_literally_and_options_keep_their_order() {
    let form = mount_form(&sample_forms(), &[], &[]);
    let (ids, container) = (field_ids(&form.model), form.container);
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
    assert_eq!(select_at(&container, "select").value(), "");
    // The unknown type is an editable text input with its label.
    assert_eq!(input(&container, &format!("#{}", ids[2])).type_(), "text");
    // Duplicate names get distinct ids, and each label points at its own input.
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
    let phone = FieldSpec {
        value: Some(dynamic_form::Sent::Text("+56 2 2345 6789")),
        ..required(field("phone", "Contact phone", "phone"))
    };
    let size = FieldSpec {
        options: vec![("s", "Small"), ("l", "Large")],
        ..field("size", "Size", "dropdown")
    };
    let form = mount_form(&[form("base_form", "Company", vec![phone, size])], &[], &[]);
    let (ids, container) = (field_ids(&form.model), form.container);
    let code = select_at(&container, &format!("#{}-code", ids[0]));
    let size = select_at(&container, &format!("#{}", ids[1]));
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
    assert_eq!(
        code.length() as usize,
        text_rules::countries::all().len() + 1,
        "listed once, not twice"
    );
}
