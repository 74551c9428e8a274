//! "Next required question": a control that moves the focus to the next field Save would refuse (a
//! required one with no answer, or any with an answer it refuses) from where the user is (after the
//! field last focused, or from the first field of the form a task list's link took them to), going
//! round at the end; the browser scrolls it into view. When nothing is left, it says so, and takes
//! the user to Save. The page places it beside its Save.

use crate::base::texts::Text;
use crate::model::form::FormModel;
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// The control, for `model`'s forms; `on_none_left` is called when nothing Save would refuse is
/// left (the page moves to its Save).
#[component]
pub fn NextRequired(model: Arc<FormModel>, on_none_left: Callback<()>) -> impl IntoView {
    let host = model.host;
    let left = {
        let model = Arc::clone(&model);
        Memo::new(move |_| model.left())
    };
    let label = move || {
        let lang = host.lang.get();
        if left.get() == 0 {
            host.texts.text(Text::NoneLeft, lang)
        } else {
            host.texts.text(Text::NextRequired, lang)
        }
    };
    let go = move |_| match model.next_to_answer() {
        Some((index, field)) => {
            // Noted here too: a focus moved by a script fires no focus event while the window
            // itself has none.
            model.next_from.set(index + 1);
            let control = web_sys::window()
                .and_then(|window| window.document())
                .and_then(|document| document.get_element_by_id(&field.def.dom_id))
                .and_then(|element| element.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(control) = control {
                let _ = control.focus();
            }
        }
        None => on_none_left.run(()),
    };
    view! {
        <button type="button" class="button button--secondary next-required" on:click=go>
            {label}
        </button>
    }
}
