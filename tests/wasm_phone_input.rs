//! PhoneInput in a real browser (`cargo test --target wasm32-unknown-unknown --test wasm_phone_input`):
//! the first screen of many instances holds one option each, every selector gets the full
//! country list a moment after the first paint without being focused, and a pasted international
//! number moves its code to the selector.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use staffing_web::components::phone_input::PhoneInput;
use staffing_web::config::AppConfig;
use staffing_web::logic::countries;
use staffing_web::session::{AppState, Session};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const CONFIG: &str = r#"{"base_url":"","app_url":"","api_key":"k","default_tenant":"demo"}"#;
// The profile has one; forty show that each fills in its own list, and that the first screen stays
// at one option each however many there are.
const INSTANCES: usize = 40;

fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|window| window.document())
        .expect("a browser document")
}

/// Mounts `INSTANCES` phone inputs in a fresh container and returns it with the signals of the first.
fn mount_many() -> (web_sys::HtmlElement, RwSignal<String>, RwSignal<String>) {
    let container: web_sys::HtmlElement = document()
        .create_element("div")
        .expect("a div")
        .unchecked_into();
    document()
        .body()
        .expect("a body")
        .append_child(&container)
        .expect("appended");
    let first = Rc::new(Cell::new(None));
    let config = AppConfig::parse(CONFIG).expect("a valid config");
    let handle = leptos::mount::mount_to(container.clone(), {
        let first = Rc::clone(&first);
        move || {
            AppState::provide(config, Session::restore());
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
                    view! {
                        <PhoneInput
                            id=format!("phone-{index}")
                            label=Signal::derive(move || format!("Phone {index}"))
                            calling_code=code
                            national=number
                        />
                    }
                })
                .collect_view()
        }
    });
    handle.forget();
    let (code, number) = first.get().expect("the first instance's signals");
    (container, code, number)
}

/// Lets the reactive system and the DOM settle.
async fn tick() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = web_sys::window()
            .expect("a window")
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 20);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// How many `<option>`s the selector of instance `index` holds.
fn option_count(index: usize) -> u32 {
    document()
        .get_element_by_id(&format!("phone-{index}-code"))
        .expect("the selector")
        .unchecked_into::<web_sys::HtmlSelectElement>()
        .length()
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
    let mut waited = 0;
    while (0..INSTANCES).any(|index| option_count(index) != full) {
        assert!(waited < 500, "the selectors never got every country");
        tick().await;
        waited += 1;
    }
    console_log!(
        "every selector complete {:.0} ms after mounting",
        js_sys::Date::now() - started
    );
    let select: web_sys::HtmlSelectElement = container
        .query_selector("#phone-0-code")
        .expect("a valid selector")
        .expect("the first selector")
        .unchecked_into();
    assert_eq!(select.value(), "CL", "the chosen country stays selected");
    let second: web_sys::HtmlSelectElement = container
        .query_selector("#phone-1-code")
        .expect("a valid selector")
        .expect("the second selector")
        .unchecked_into();
    assert_eq!(second.value(), "", "no code chosen: the empty option");
    assert_eq!(
        select.get_attribute("autocomplete").as_deref(),
        Some("tel-country-code")
    );

    // A pasted international number gives its code to the selector, grouped as the Spanish plan's
    // international format groups it.
    assert!(staffing_web::browser::phone_plans::install_text(
        include_str!("../public/phone-plans.txt")
    ));
    let input: web_sys::HtmlInputElement = container
        .query_selector("#phone-0")
        .expect("a valid selector")
        .expect("the first number box")
        .unchecked_into();
    input.set_value("+34 612 345 678");
    // A plain `input` event with no input type is what autofill sends: a whole insertion.
    input
        .dispatch_event(&web_sys::Event::new("input").expect("an event"))
        .expect("dispatched");
    tick().await;
    assert_eq!(code.get_untracked(), "34");
    assert_eq!(number.get_untracked(), "612 34 56 78");
    assert_eq!(select.value(), "ES");
    container.remove();
}

/// The browser's `RegExp` judges numbers as the native tests' regex engine does: a sample of the
/// libphonenumber vectors (every fifth, all regions' examples among them) through `logic::phone`
/// with the plans installed the way the app installs them.
#[wasm_bindgen_test]
fn the_browser_regexp_path_agrees_with_libphonenumber_on_a_sample() {
    assert!(staffing_web::browser::phone_plans::install_text(
        include_str!("../public/phone-plans.txt")
    ));
    let mut checked = 0;
    let mut wrong = Vec::new();
    for line in include_str!("../src/logic/phone_oracle.tsv")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .step_by(5)
    {
        let fields: Vec<&str> = line.split('\t').collect();
        let [region, _kind, code, typed, expected] = fields[..] else {
            panic!("a vector has five fields: {line:?}");
        };
        let ours = staffing_web::logic::phone::parse_input(code, typed)
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
