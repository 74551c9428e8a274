//! Component tests in a real browser (headless Chromium through wasm-bindgen-test-runner):
//! `cargo test --target wasm32-unknown-unknown --test components`.
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use staffing_web::components::dynamic_form::model::FormModel;
use staffing_web::components::dynamic_form::DynamicForm;
use staffing_web::components::field::TextField;
use staffing_web::config::AppConfig;
use staffing_web::logic::client_form::{build, FieldInput, FormInput};
use staffing_web::logic::lang::Lang;
use staffing_web::session::{use_app, AppState, Session};
use std::cell::Cell;
use std::rc::Rc;
use std::sync::Arc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Document, Element, HtmlElement, HtmlInputElement, HtmlSelectElement};

wasm_bindgen_test_configure!(run_in_browser);

const CONFIG: &str =
    r#"{"base_url":"","app_url":"","api_key":"k","default_tenant":"demo","tenants":{}}"#;

fn document() -> Document {
    web_sys::window()
        .and_then(|window| window.document())
        .expect("a document")
}

/// Mounts a view into a fresh container, inside an owner that provides the app state.
fn mount<V: IntoView + 'static>(view: impl FnOnce() -> V + 'static) -> HtmlElement {
    let container: HtmlElement = document()
        .create_element("div")
        .expect("div")
        .unchecked_into();
    document()
        .body()
        .expect("body")
        .append_child(&container)
        .expect("append");
    let handle = leptos::mount::mount_to(container.clone(), move || {
        AppState::provide(
            AppConfig::parse(CONFIG).expect("config"),
            Session::restore(),
        );
        view()
    });
    handle.forget();
    container
}

/// Lets scheduled effects run.
async fn settle() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .expect("window")
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 10)
            .expect("timer");
    });
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .expect("timer fired");
}

/// Waits until the dynamic form has given every select its whole list, which it does in the tasks
/// after the first paint and marks with `data-lists="complete"` (at most 10 s).
async fn lists_complete(container: &HtmlElement) {
    for _ in 0..1000 {
        if find(container, ".dynamic-form[data-lists=\"complete\"]").is_some() {
            return;
        }
        settle().await;
    }
    panic!("the form's selects never got their whole lists");
}

/// The element `selector` finds in `container`, if any.
fn find(container: &HtmlElement, selector: &str) -> Option<Element> {
    container.query_selector(selector).ok().flatten()
}

/// The element `selector` finds in `container`; the test fails, naming the selector, without it.
fn element(container: &HtmlElement, selector: &str) -> Element {
    find(container, selector).expect(selector)
}

fn select_at(container: &HtmlElement, selector: &str) -> HtmlSelectElement {
    element(container, selector).unchecked_into()
}

fn input(container: &HtmlElement, selector: &str) -> HtmlInputElement {
    element(container, selector).unchecked_into()
}

/// Sets the value and fires `input` as a browser does (it bubbles: the form renderer listens on its
/// root).
fn type_into(element: &HtmlInputElement, text: &str) {
    element.set_value(text);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict("input", &init).expect("event");
    element.dispatch_event(&event).expect("dispatch");
}

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

fn sample_forms() -> Vec<FormInput> {
    let field = |key: &str, label: &str, field_type: &str, required: bool| FieldInput {
        key: key.into(),
        id: key.into(),
        label: label.into(),
        field_type: field_type.into(),
        required_level: if required {
            "required".into()
        } else {
            String::new()
        },
        ..FieldInput::default()
    };
    let mut country = field("country_id", "Country", "dropdown", true);
    country.options = [
        ("56", "Chile"),
        ("54", "Argentina"),
        ("1", "United States"),
        ("999", "Other"),
    ]
    .iter()
    .map(|(key, text)| (key.to_string(), text.to_string()))
    .collect();
    vec![FormInput {
        id: "base_form".into(),
        title: "Company".into(),
        description: String::new(),
        content: "<script>window.__pwned = true</script>\nSecond line".into(),
        fields: vec![
            field(
                "name",
                "<img src=x onerror=\"window.__pwned=true\">",
                "string",
                true,
            ),
            country,
            field("size", "Size", "slider", false),
            field("name", "Duplicate key", "string", false),
        ],
    }]
}

#[wasm_bindgen_test]
async fn dynamic_form_renders_api_text_literally_and_keeps_option_order() {
    let defs = build(&sample_forms());
    let model = Arc::new(FormModel::new(&defs, &[]));
    let container = mount(move || view! { <DynamicForm model on_edit=Callback::new(|()| {}) /> });
    settle().await;
    assert!(
        find(&container, "img").is_none(),
        "a label must not create elements"
    );
    assert!(
        find(&container, "script").is_none(),
        "content must not create elements"
    );
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
    let country = select_at(&container, "select");
    assert_eq!(country.value(), "");
    // The unknown type is an editable text input with its label.
    let size = &defs[0].fields[2];
    let size_input = input(&container, &format!("#{}", size.dom_id));
    assert_eq!(size_input.type_(), "text");
    // Duplicate keys get distinct ids, and each label points at its own input.
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
    let defs = build(&phone_and_dropdown_forms());
    let model = Arc::new(FormModel::new(&defs, &[]));
    let container = mount(move || view! { <DynamicForm model on_edit=Callback::new(|()| {}) /> });
    let phone_id = defs[0].fields[0].dom_id.clone();
    let size_id = defs[0].fields[1].dom_id.clone();
    let code = select_at(&container, &format!("#{phone_id}-code"));
    let size = select_at(&container, &format!("#{size_id}"));
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
    assert!(
        code.length() > 200,
        "listed once, not twice: {}",
        code.length()
    );
    assert_eq!(
        code.length() as usize,
        staffing_web::logic::countries::all().len() + 1
    );
}

#[wasm_bindgen_test]
async fn typing_changes_only_its_own_field_and_blur_validates_required() {
    let defs = build(&sample_forms());
    let model = Arc::new(FormModel::new(&defs, &[]));
    let edits = RwSignal::new(0);
    let container = {
        let model = Arc::clone(&model);
        mount(
            move || view! { <DynamicForm model on_edit=Callback::new(move |()| edits.update(|count| *count += 1)) /> },
        )
    };
    let name_id = defs[0].fields[0].dom_id.clone();
    let name = input(&container, &format!("#{name_id}"));
    name.focus().expect("focus");
    name.blur().expect("blur");
    settle().await;
    assert_eq!(name.get_attribute("aria-invalid").as_deref(), Some("true"));
    let error = element(&container, &format!("#{name_id}-error"));
    assert_eq!(
        error.text_content().as_deref(),
        Some("This field is required.")
    );

    type_into(&name, "Acme");
    settle().await;
    assert_eq!(
        name.get_attribute("aria-invalid"),
        None,
        "fixed while typing once touched"
    );
    assert_eq!(edits.get_untracked(), 1);
    let values = model.values();
    assert_eq!(values[0].1, "Acme");
    assert!(
        values[1..].iter().all(|(_, value)| value.is_empty()),
        "other fields untouched: {values:?}"
    );
    assert!(
        model
            .fields()
            .skip(1)
            .all(|field| field.error.get_untracked().is_none()),
        "no other field validated"
    );
}

/// Fires `change` as a browser does after a choice in a select (it bubbles).
fn choose(select: &HtmlSelectElement, value: &str) {
    select.set_value(value);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let event = web_sys::Event::new_with_event_init_dict("change", &init).expect("event");
    select.dispatch_event(&event).expect("dispatch");
}

fn phone_and_dropdown_forms() -> Vec<FormInput> {
    let mut phone = FieldInput {
        key: "phone".into(),
        id: "phone".into(),
        label: "Contact phone".into(),
        field_type: "phone".into(),
        required_level: "required".into(),
        description: "Include the area code".into(),
        ..FieldInput::default()
    };
    phone.value = Some("+56 2 2345 6789".into());
    let mut size = FieldInput {
        key: "size".into(),
        id: "size".into(),
        label: "Size".into(),
        field_type: "dropdown".into(),
        ..FieldInput::default()
    };
    size.options = vec![("s".into(), "Small".into()), ("l".into(), "Large".into())];
    vec![FormInput {
        id: "base_form".into(),
        title: "Company".into(),
        fields: vec![
            phone,
            size,
            FieldInput {
                key: "name".into(),
                id: "name".into(),
                label: "Name".into(),
                field_type: "string".into(),
                ..FieldInput::default()
            },
        ],
        ..FormInput::default()
    }]
}

#[wasm_bindgen_test]
async fn phone_field_is_the_shared_control_and_follows_the_model() {
    let defs = build(&phone_and_dropdown_forms());
    let model = Arc::new(FormModel::new(&defs, &[]));
    let app_state = std::rc::Rc::new(std::cell::Cell::new(None::<AppState>));
    let container = {
        let model = Arc::clone(&model);
        let app_state = std::rc::Rc::clone(&app_state);
        mount(move || {
            app_state.set(Some(use_app()));
            view! { <DynamicForm model on_edit=Callback::new(|()| {}) /> }
        })
    };
    settle().await;
    let phone_id = defs[0].fields[0].dom_id.clone();
    let number = input(&container, &format!("#{phone_id}"));
    let select = select_at(&container, &format!("#{phone_id}-code"));
    // Prefilled from the API value, split into the two boxes; only the chosen country is listed.
    assert_eq!(number.value(), "223456789");
    assert_eq!(select.value(), "CL");
    assert_eq!(
        number.get_attribute("aria-labelledby").as_deref(),
        Some(format!("{phone_id}-label").as_str())
    );
    assert_eq!(
        number.get_attribute("aria-describedby").as_deref(),
        Some(format!("{phone_id}-hint").as_str())
    );
    assert_eq!(
        number.get_attribute("aria-required").as_deref(),
        Some("true")
    );

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
    assert_eq!(value(), "+54 223456789");

    // A whole number arriving at once (autofill, paste) gives its code to the selector.
    type_into(&number, "+1 555 123 4567");
    settle().await;
    assert_eq!(select.value(), "US");
    assert_eq!(number.value(), "555 123 4567");
    assert_eq!(value(), "+1 555 123 4567");

    // A value set on the model from outside (a discarded draft) shows in every kind of control.
    let size_id = defs[0].fields[1].dom_id.clone();
    let name_id = defs[0].fields[2].dom_id.clone();
    model.reset_to(&[
        (phone_id.clone(), "+56 9 8765 4321".into()),
        (size_id.clone(), "l".into()),
        (name_id.clone(), "Acme".into()),
    ]);
    settle().await;
    assert_eq!(select.value(), "CL");
    assert_eq!(number.value(), "987654321");
    let size = select_at(&container, &format!("#{size_id}"));
    assert_eq!(size.value(), "l");
    assert_eq!(input(&container, &format!("#{name_id}")).value(), "Acme");

    // Emptying a required phone and leaving the group shows the error on the number box.
    type_into(&number, "");
    number.focus().expect("focus");
    number.blur().expect("blur");
    settle().await;
    assert_eq!(
        number.get_attribute("aria-invalid").as_deref(),
        Some("true")
    );
    let error = element(&container, &format!("#{phone_id}-error"));
    assert_eq!(
        error.text_content().as_deref(),
        Some("This field is required.")
    );
    // Switching the language relabels what the renderer wrote, the error included.
    let code_label = element(&container, &format!("label[for={phone_id}-code]"));
    let choose = size.first_element_child().expect("placeholder option");
    assert_eq!(code_label.text_content().as_deref(), Some("Country code"));
    assert_eq!(choose.text_content().as_deref(), Some("Choose…"));
    app_state.get().expect("app state").choose_lang(Lang::Es);
    settle().await;
    assert_eq!(code_label.text_content().as_deref(), Some("Código de país"));
    assert_eq!(choose.text_content().as_deref(), Some("Elige…"));
    assert_eq!(
        error.text_content().as_deref(),
        Some("Este campo es obligatorio.")
    );
    app_state.get().expect("app state").choose_lang(Lang::En);
    settle().await;
    // The error is tied to both controls of the group, after the hint.
    let both = format!("{phone_id}-hint {phone_id}-error");
    assert_eq!(
        number.get_attribute("aria-describedby").as_deref(),
        Some(both.as_str())
    );
    assert_eq!(
        select.get_attribute("aria-describedby").as_deref(),
        Some(both.as_str())
    );
    // Fixed: the error goes, and the description is the hint again.
    type_into(&number, "9 8765 4321");
    settle().await;
    assert_eq!(number.get_attribute("aria-invalid"), None);
    assert!(find(&container, &format!("#{phone_id}-error")).is_none());
    assert_eq!(
        number.get_attribute("aria-describedby").as_deref(),
        Some(format!("{phone_id}-hint").as_str())
    );
}

#[wasm_bindgen_test]
async fn api_text_survives_the_markup_exactly_in_text_and_attributes() {
    let tricky = "\"><b onmouseover='x'>&amp; < > ' \" ñ</b>\n";
    let mut field = FieldInput {
        key: tricky.into(),
        id: "tricky".into(),
        label: tricky.into(),
        field_type: "string".into(),
        description: tricky.into(),
        ..FieldInput::default()
    };
    field.value = Some(tricky.into());
    let mut choice = FieldInput {
        key: "choice".into(),
        id: "choice".into(),
        label: "Choice".into(),
        field_type: "dropdown".into(),
        ..FieldInput::default()
    };
    choice.options = vec![(tricky.into(), tricky.into())];
    choice.value = Some(tricky.into());
    let defs = build(&[FormInput {
        id: "f".into(),
        title: tricky.into(),
        content: tricky.into(),
        fields: vec![field, choice],
        ..FormInput::default()
    }]);
    let model = Arc::new(FormModel::new(&defs, &[]));
    let container = mount(move || view! { <DynamicForm model on_edit=Callback::new(|()| {}) /> });
    settle().await;
    assert!(find(&container, "b").is_none());
    let text_id = defs[0].fields[0].dom_id.clone();
    let input = input(&container, &format!("#{text_id}"));
    // A text box drops line breaks from its value, as it would from typed text.
    assert_eq!(input.value(), tricky.replace('\n', ""));
    assert_eq!(input.name(), tricky);
    let label = element(&container, &format!("label[for={text_id}]"));
    assert_eq!(label.text_content().as_deref(), Some(tricky));
    let select = select_at(&container, &format!("#{}", defs[0].fields[1].dom_id));
    assert_eq!(select.value(), tricky);
    let heading = element(&container, "h2");
    assert_eq!(heading.text_content().as_deref(), Some(tricky));
}

/// `Later` builds its children in a task of their own, siblings in order, a nested one after its
/// parent's: a timer set between two siblings runs between them, not after both.
#[wasm_bindgen_test]
async fn later_builds_each_part_in_a_task_of_its_own_in_order() {
    use staffing_web::components::later::Later;
    use std::sync::Mutex;
    static LOG: Mutex<Vec<&str>> = Mutex::new(Vec::new());
    fn note(what: &'static str) {
        LOG.lock().expect("log").push(what);
    }
    let container = mount(|| {
        view! {
            <p id="now">"now"</p>
            <Later>
                {note("first")}
                <p id="first">"first"</p>
                <Later>
                    {note("nested")}
                    <p id="nested">"nested"</p>
                </Later>
            </Later>
            {set_timeout(|| note("between"), std::time::Duration::ZERO)}
            <Later>
                {note("second")}
                <p id="second">"second"</p>
            </Later>
        }
    });
    assert!(
        find(&container, "#now").is_some(),
        "what comes before is built at once"
    );
    assert!(
        find(&container, "#first").is_none(),
        "a Later part waits for a later task"
    );
    // The nested part's timer is only set once its parent is built, so it can come after a timer
    // the test set earlier: wait a few rounds (when other tests hold the thread, all are late).
    for _ in 0..10 {
        if find(&container, "#nested").is_some() {
            break;
        }
        settle().await;
    }
    for id in ["#first", "#second", "#nested"] {
        assert!(
            find(&container, id).is_some(),
            "{id} is built after a few tasks"
        );
    }
    assert_eq!(
        *LOG.lock().expect("log"),
        ["first", "between", "second", "nested"]
    );
}

/// Issue 16: the shell's one connection notice, and the new build's "Reload", each announced by
/// the live region.
#[wasm_bindgen_test]
async fn connection_and_new_build_notices_follow_the_state_and_are_announced() {
    use staffing_web::components::shell::{ConnectionNotice, LiveRegion, NewBuildNotice};
    let captured: Rc<Cell<Option<AppState>>> = Rc::new(Cell::new(None));
    let slot = Rc::clone(&captured);
    let container = mount(move || {
        slot.set(Some(use_app()));
        view! { <ConnectionNotice /> <NewBuildNotice /> <LiveRegion /> }
    });
    settle().await;
    let state = captured.get().expect("the state");
    let notice = |container: &HtmlElement| {
        find(container, "[data-testid=connection-notice]")
            .map(|element| element.text_content().unwrap_or_default())
    };
    let announced = |container: &HtmlElement| {
        element(container, "[data-testid=live-region]")
            .text_content()
            .unwrap_or_default()
    };
    assert_eq!(notice(&container), None);
    assert!(find(&container, "[data-testid=update-notice]").is_none());

    state.online.set(false);
    settle().await;
    let offline = notice(&container).expect("the offline notice");
    assert!(offline.starts_with("You're offline."), "{offline}");
    assert_eq!(announced(&container), offline);

    state.online.set(true);
    settle().await;
    assert_eq!(notice(&container).as_deref(), Some("You're back online."));
    assert_eq!(announced(&container), "You're back online.");

    state.new_build.set(true);
    settle().await;
    let update = element(&container, "[data-testid=update-notice]");
    assert_eq!(
        update
            .query_selector("p")
            .ok()
            .flatten()
            .and_then(|p| p.text_content())
            .as_deref(),
        Some("A new version is available.")
    );
    let button = update
        .query_selector("button")
        .ok()
        .flatten()
        .expect("Reload");
    assert_eq!(button.text_content().as_deref(), Some("Reload"));
    assert_eq!(announced(&container), "A new version is available.");
}

// ---- Issue 17 (branch i17-forms): the busy button and the debounce. Appended here as one block, to
// be folded into the reorganised harness at merge.

/// The spinner button: the spinner and `disabled` follow `busy`, `disabled` alone gives no spinner,
/// the label follows its signal and a click runs `on_click`.
#[wasm_bindgen_test]
async fn busy_button_shows_its_spinner_and_is_disabled_only_while_busy() {
    use staffing_web::components::busy_button::BusyButton;
    let busy = RwSignal::new(false);
    let other = RwSignal::new(false);
    let clicks = RwSignal::new(0u32);
    let container = mount(move || {
        view! {
            <BusyButton
                kind="submit"
                class="button button--primary"
                busy
                disabled=other
                label=Signal::derive(move || if busy.get() { "Saving…" } else { "Save" }.to_string())
                on_click=Callback::new(move |()| clicks.update(|n| *n += 1))
            />
        }
    });
    settle().await;
    let button: HtmlElement = element(&container, "button").unchecked_into();
    let spinner = |container: &HtmlElement| find(container, "button > .spinner");
    let disabled = |button: &HtmlElement| button.has_attribute("disabled");
    assert_eq!(button.get_attribute("type").as_deref(), Some("submit"));
    assert_eq!(button.class_name(), "button button--primary");
    assert!(!disabled(&button));
    assert!(spinner(&container).is_none());
    assert_eq!(button.text_content().as_deref(), Some("Save"));
    button.click();
    assert_eq!(clicks.get_untracked(), 1, "a click runs on_click");

    busy.set(true);
    settle().await;
    assert!(disabled(&button), "busy disables");
    let shown = spinner(&container).expect("the spinner while busy");
    assert_eq!(shown.get_attribute("aria-hidden").as_deref(), Some("true"));
    assert_eq!(button.text_content().as_deref(), Some("Saving…"));

    busy.set(false);
    other.set(true);
    settle().await;
    assert!(disabled(&button), "disabled for another reason");
    assert!(spinner(&container).is_none(), "without the spinner");
    assert_eq!(button.text_content().as_deref(), Some("Save"));
}

/// The debounce runs its work once after a pause, and when its owner goes away a waiting call runs
/// then (WhenGone::Run) or never (WhenGone::Drop), and no timer fires afterwards.
#[wasm_bindgen_test]
async fn debounce_runs_once_after_a_pause_and_cleans_up_with_its_owner() {
    use staffing_web::components::debounce::{use_debounce, WhenGone};
    use std::sync::atomic::{AtomicU32, Ordering};
    use std::sync::Arc;
    use std::time::Duration;
    const DELAY: Duration = Duration::from_millis(30);
    /// Long enough for a 30 ms timer to have fired.
    async fn past_the_delay() {
        for _ in 0..8 {
            settle().await;
        }
    }
    let ran = |runs: &Arc<AtomicU32>| runs.load(Ordering::SeqCst);
    let made = |when_gone: WhenGone| {
        let runs = Arc::new(AtomicU32::new(0));
        let owner = Owner::new();
        let counter = Arc::clone(&runs);
        let debounce = owner.with(|| {
            use_debounce(DELAY, when_gone, move || {
                counter.fetch_add(1, Ordering::SeqCst);
            })
        });
        (owner, debounce, runs)
    };

    let (_owner, debounce, runs) = made(WhenGone::Drop);
    debounce.call();
    debounce.call();
    debounce.call();
    assert_eq!(ran(&runs), 0, "nothing runs before the pause");
    past_the_delay().await;
    assert_eq!(ran(&runs), 1, "three calls in a row run once");
    debounce.call();
    assert!(debounce.cancel(), "a waiting call can be dropped");
    past_the_delay().await;
    assert_eq!(ran(&runs), 1, "a dropped call never runs");

    let (owner, _idle, runs) = made(WhenGone::Run);
    owner.cleanup();
    assert_eq!(ran(&runs), 0, "nothing waiting, nothing runs");
    let (owner, debounce, runs) = made(WhenGone::Run);
    debounce.call();
    owner.cleanup();
    assert_eq!(
        ran(&runs),
        1,
        "a waiting call runs when its owner goes away"
    );
    past_the_delay().await;
    assert_eq!(ran(&runs), 1, "and its timer no longer fires");

    let (owner, debounce, runs) = made(WhenGone::Drop);
    debounce.call();
    owner.cleanup();
    past_the_delay().await;
    assert_eq!(ran(&runs), 0, "a waiting call is dropped with its owner");
}
