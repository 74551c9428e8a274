//! A control of the app's own drawn by a Leptos view (`Control::mount`): a tally, counted up by a
//! button. The view is put in the element its markup left, a press reaches the field's value
//! through the control's `read` (the button has no id the form knows: the event finds the field by
//! its `.field`), the page is told of the edit, a discarded draft is shown in the view, and the
//! view goes with the form.

use crate::support::*;
use dynamic_form::controls::Control;
use dynamic_form::dom::markup::Markup;
use dynamic_form::dom::rendered::{FieldState, RenderedForm};
use dynamic_form::{
    own_kind, DynamicForm, Entry, FieldDef, FieldKind, FieldSpec, FieldValue, FormModel, Host,
    Kind, Sent, NO_SUPPLIES,
};
use leptos::prelude::*;
use std::any::Any;
use std::cell::{Cell, OnceCell};
use std::sync::Arc;
use text_rules::Lang;
use wasm_bindgen_test::*;

/// A count, kept as its digits.
struct Tally;

impl Kind for Tally {
    const NAMES: &'static [&'static str] = &["tally"];
    const NAME: &'static str = "tally";
    const ENTRY: Entry = Entry::Own(&TallyButton);
}

/// The tally's control: a `<fieldset>` in the markup, and in it a button drawn by a view.
struct TallyButton;

// Thread-local: how many tally views were dropped in this page.
thread_local! {
    static VIEWS_DROPPED: Cell<usize> = const { Cell::new(0) };
}

/// Held by a tally's view: counts in `VIEWS_DROPPED` when the view is dropped.
struct HeldByTheView;

impl Drop for HeldByTheView {
    fn drop(&mut self) {
        VIEWS_DROPPED.with(|dropped| dropped.set(dropped.get() + 1));
    }
}

fn view_id(field_id: &str) -> String {
    [field_id, "-view"].concat()
}

fn count_of(value: &FieldValue) -> u32 {
    value.text().parse().unwrap_or(0)
}

/// The count the view shows, once the view is drawn.
fn shown_count(field: &FieldState) -> Option<RwSignal<u32>> {
    field
        .control_state::<OnceCell<RwSignal<u32>>>()?
        .get()
        .copied()
}

impl Control for TallyButton {
    fn new_state(&self) -> Box<dyn Any> {
        Box::new(OnceCell::<RwSignal<u32>>::new())
    }

    fn write(&self, out: &mut Markup, def: &FieldDef, _: &FieldValue, _: &dyn Any) {
        out.open_field("fieldset class=\"field\"", def);
        out.attr("id", &def.dom_id);
        out.raw(">");
        out.legend(def);
        out.raw("<div");
        out.attr("id", &view_id(&def.dom_id));
        out.raw("></div></fieldset>");
    }

    fn read(&self, _: &RenderedForm, field: &FieldState, _: Lang) -> Option<FieldValue> {
        let count = shown_count(field)?.get_untracked();
        Some(FieldValue::Text(count.to_string()))
    }

    fn show(&self, _: &RenderedForm, field: &FieldState, value: &FieldValue, _: Lang) {
        if let Some(count) = shown_count(field) {
            count.set(count_of(value));
        }
    }

    fn is_group(&self) -> bool {
        true
    }

    fn mount(&self, form: &RenderedForm, field: &FieldState) -> Option<Box<dyn Any>> {
        let parent = form.element(&view_id(field.id()))?;
        let count = RwSignal::new(field.model.value.with_untracked(count_of));
        let state = field.control_state::<OnceCell<RwSignal<u32>>>()?;
        state.set(count).ok()?;
        let held = HeldByTheView;
        let press = move |event: leptos::ev::MouseEvent| {
            count.update(|count| *count += 1);
            if let Some(button) = event.target() {
                fire(&button, "input");
            }
        };
        let view = view! {
            <button type="button" class="tally" on:click=press>
                {move || {
                    let _held = &held;
                    count.get()
                }}
            </button>
        };
        let mut view = view.build();
        view.mount(&parent, None);
        Some(Box::new(view))
    }
}

static KINDS: &[FieldKind] = &[own_kind::<Tally>()];

#[wasm_bindgen_test]
async fn a_control_drawn_by_a_view_is_mounted_read_shown_and_dropped_with_the_form() {
    let edits = RwSignal::new(0);
    let host = Host {
        lang: Memo::new(|_| Lang::En),
        texts: &TwoLanguages,
        kinds: KINDS,
        supplies: &NO_SUPPLIES,
    };
    let tally = FieldSpec {
        value: Some(Sent::Text("2")),
        ..field("presses", "Presses", "tally")
    };
    let forms = [form("counts", "Counts", vec![tally])];
    let model = Arc::new(FormModel::new(&forms, &[], &[], host));
    let container = container();
    let (form_model, on_page) = (Arc::clone(&model), RwSignal::new(true));
    leptos::mount::mount_to(container.clone(), move || {
        let on_edit = Callback::new(move |()| edits.update(|count| *count += 1));
        // As a page shows it: gone when the page goes.
        view! {
            <Show when=move || on_page.get()>
                <DynamicForm model=Arc::clone(&form_model) on_edit />
            </Show>
        }
    })
    .forget();
    settle().await;

    // Drawn by its view, in the element its markup left, showing the value.
    let button = || element(&container, "#cf-counts-presses-view > button.tally");
    assert_eq!(button().text_content().as_deref(), Some("2"));

    // A press: the view's event reaches the field, read by the control; the page is told.
    click(&container, "button.tally");
    settle().await;
    assert_eq!(button().text_content().as_deref(), Some("3"));
    let value = || {
        model
            .fields()
            .next()
            .map(|field| field.value.get_untracked())
    };
    assert_eq!(value(), Some(text("3")));
    assert_eq!(edits.get_untracked(), 1);

    // A discarded draft is shown by the control in its view.
    model.reset();
    settle().await;
    assert_eq!(value(), Some(text("2")));
    assert_eq!(button().text_content().as_deref(), Some("2"));

    // Gone with the form.
    let dropped = VIEWS_DROPPED.with(Cell::get);
    on_page.set(false);
    settle().await;
    assert_eq!(VIEWS_DROPPED.with(Cell::get), dropped + 1);
    assert!(find(&container, "button.tally").is_none());
}
