//! A page going away disposes the form's state before it takes the form's elements out: an event
//! that reaches the form in between (a focused box taken out still says it lost the focus) is
//! left alone, not handled on a state that is gone.

use crate::support::*;
use dynamic_form::{DynamicForm, FormModel};
use leptos::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use text_rules::Lang;
use wasm_bindgen_test::*;

/// Whether anything panicked since [`count_panics`]: a panic in an event listener does not fail the
/// test by itself (the browser reports the trap and goes on).
static PANICKED: AtomicBool = AtomicBool::new(false);

fn count_panics() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        PANICKED.store(true, Ordering::SeqCst);
        previous(info);
    }));
}

#[wasm_bindgen_test]
async fn an_event_after_the_form_state_is_disposed_is_left_alone() {
    count_panics();
    let edits = RwSignal::new(0);
    let on_edit = Callback::new(move |()| edits.update(|count| *count += 1));
    let container = container();
    let made: Arc<OnceLock<Arc<FormModel>>> = Arc::default();
    // The page's own owner, as a route's: the form's state is made under it.
    let page = Owner::new();
    page.with(|| {
        let forms = [form("about", "About", vec![field("name", "Name", "text")])];
        let model = Arc::new(FormModel::new(
            &forms,
            &[],
            &[],
            host(RwSignal::new(Lang::En)),
        ));
        let _ = made.set(Arc::clone(&model));
        let handle = leptos::mount::mount_to(container.clone(), move || {
            view! { <DynamicForm model on_edit /> }
        });
        handle.forget();
    });
    settle().await;
    let model = made.get().cloned().expect("the form was made");
    let value = model.fields().next().expect("the field").value;
    let name = input(&container, "#cf-about-name");
    type_into(&name, "Ana");
    assert_eq!(
        edits.get_untracked(),
        1,
        "the form is live: the edit is told"
    );

    // The state goes first; the elements are still in the page.
    page.cleanup();
    assert!(value.try_get_untracked().is_none(), "the state is gone");
    assert!(name.is_connected());
    type_into(&name, "Ana B");
    settle().await;
    assert_eq!(
        edits.get_untracked(),
        1,
        "an edit on a gone form is not handled"
    );
    assert!(
        !PANICKED.load(Ordering::SeqCst),
        "nothing read the gone state"
    );
}
