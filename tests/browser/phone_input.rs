//! PhoneInput: the first screen of many instances holds one option each, every selector gets the
//! full country list a moment after the first paint without being focused, and a pasted
//! international number moves its code to the selector. The browser's `RegExp` judges numbers as
//! the native tests' regex engine does.
//!
//! Both tests install the repository's numbering plans, and leave none behind (`Plans`): every
//! test of the crate runs in the same page.

use crate::support::{document, mount, select_at, settle, type_into, wait_until};
use leptos::prelude::*;
use staffing_web::browser::phone_plans::install_text;
use staffing_web::components::field::{FieldGroup, Wiring};
use staffing_web::components::phone_input::{PhoneInput, GROUP_CLASS};
use std::cell::Cell;
use std::rc::Rc;
use text_rules::countries;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

// The profile has one; forty show that each fills in its own list, and that the first screen stays
// at one option each however many there are.
const INSTANCES: usize = 40;

/// Mounts `INSTANCES` phone inputs in a fresh container and returns it with the signals of the first.
fn mount_many() -> (web_sys::HtmlElement, RwSignal<String>, RwSignal<String>) {
    let first = Rc::new(Cell::new(None));
    let container = mount({
        let first = Rc::clone(&first);
        move || {
            (0..INSTANCES)
                .map(|index| {
                    let code = RwSignal::new(if index % 2 == 0 {
                        "56".to_string()
                    } else {
                        String::new()
                    });
                    let number = RwSignal::new(String::new());
                    if index == 0 {
                        first.set(Some((code, number)));
                    }
                    let label = Signal::derive(move || format!("Phone {index}"));
                    view! {
                        <FieldGroup wiring=Wiring::new(format!("phone-{index}"), label) class=GROUP_CLASS>
                            <PhoneInput calling_code=code national=number />
                        </FieldGroup>
                    }
                })
                .collect_view()
        }
    });
    let (code, number) = first.get().expect("the first instance's signals");
    (container, code, number)
}

/// How many `<option>`s the selector of instance `index` holds.
fn option_count(index: usize) -> u32 {
    document()
        .get_element_by_id(&format!("phone-{index}-code"))
        .expect("the selector")
        .unchecked_into::<web_sys::HtmlSelectElement>()
        .length()
}

/// The repository's numbering plans, installed the way the app installs the file it fetches, until
/// dropped. Then plans for calling code 0 alone (no country has it) take their place: with those
/// `text_rules::phone` judges every number as before any file arrives, which is what the other modules'
/// tests expect. They run in the same page, before or after these, in whatever order the linker
/// gave them, and nothing can take installed plans back.
struct Plans;

/// The smallest file that reads: one calling code with one region, neither of them a real one.
const NO_REAL_PLANS: &str = "C\t0\t\t\nR\tZZ\t\t0\t1\t\t\t0\n";

impl Plans {
    fn install() -> Self {
        assert!(install_text(include_str!("../../public/phone-plans.txt")));
        Self
    }
}

impl Drop for Plans {
    fn drop(&mut self) {
        assert!(install_text(NO_REAL_PLANS), "{NO_REAL_PLANS:?} reads");
    }
}

#[wasm_bindgen_test]
async fn many_instances_start_with_one_option_and_list_every_country_after_the_first_paint() {
    let started = js_sys::Date::now();
    let (container, code, number) = mount_many();
    console_log!(
        "{INSTANCES} phone inputs mounted in {:.0} ms",
        js_sys::Date::now() - started
    );
    // The first screen, before any frame: the chosen country (or "Code") alone.
    let total: u32 = (0..INSTANCES).map(option_count).sum();
    assert_eq!(total, INSTANCES as u32, "one option per selector at first");
    // A moment after the first paint every selector lists every country, none of them focused.
    let full = countries::all().len() as u32 + 1;
    wait_until("every country in every selector", || {
        (0..INSTANCES).all(|index| option_count(index) == full)
    })
    .await;
    console_log!(
        "every selector complete {:.0} ms after mounting",
        js_sys::Date::now() - started
    );
    let select = select_at(&container, "#phone-0-code");
    assert_eq!(select.value(), "CL", "the chosen country stays selected");
    let second = select_at(&container, "#phone-1-code");
    assert_eq!(second.value(), "", "no code chosen: the empty option");
    assert_eq!(
        select.get_attribute("autocomplete").as_deref(),
        Some("tel-country-code")
    );

    // A pasted international number gives its code to the selector, grouped as the Spanish plan's
    // international format groups it.
    let _plans = Plans::install();
    let input = crate::support::input(&container, "#phone-0");
    // A plain `input` event with no input type is what autofill sends: a whole insertion.
    type_into(&input, "+34 612 345 678");
    settle().await;
    assert_eq!(code.get_untracked(), "34");
    assert_eq!(number.get_untracked(), "612 34 56 78");
    assert_eq!(select.value(), "ES");
    container.remove();
}

/// The browser's `RegExp` judges numbers as the native tests' regex engine does: a sample of the
/// libphonenumber vectors (every fifth, all regions' examples among them) through `text_rules::phone`
/// with the plans installed the way the app installs them.
#[wasm_bindgen_test]
fn the_browser_regexp_path_agrees_with_libphonenumber_on_a_sample() {
    let _plans = Plans::install();
    let mut checked = 0;
    let mut wrong = Vec::new();
    for line in include_str!("../../crates/text-rules/src/phone_oracle.tsv")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .step_by(5)
    {
        let fields: Vec<&str> = line.split('\t').collect();
        let [region, _kind, code, typed, expected] = fields[..] else {
            panic!("a vector has five fields: {line:?}");
        };
        let plans = staffing_web::browser::phone_plans::installed();
        let ours = text_rules::phone::parse_input(code, typed, plans)
            .map_or_else(|_| "invalid".to_owned(), |number| number.international());
        if ours != expected {
            wrong.push(format!("{region} {typed:?}: {expected:?} but {ours:?}"));
        }
        checked += 1;
    }
    assert!(checked > 500, "{checked} vectors");
    assert!(
        wrong.is_empty(),
        "{} disagree: {}",
        wrong.len(),
        wrong.join("; ")
    );
}
