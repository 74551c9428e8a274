//! A button that shows it is working: while `busy` a spinner stands before its label. The caller's
//! label says what is happening ("Signing in…") as well as what the button does, so the text, not
//! the spinner (hidden from assistive technology), is what a screen reader hears.
//!
//! An unavailable button (busy, disabled for another reason, or waiting out a platform's rate
//! limit) is `aria-disabled` and ignores presses, instead of `disabled`: a disabled button loses
//! the keyboard focus, which then falls to the page body, and a screen-reader user is thrown back
//! to the top of the page. This one keeps the focus, and says why it is unavailable.

use super::countdown::Countdown;
use crate::i18n::{fill, wait_text, Common, Translate};
use crate::session::use_app;
use leptos::prelude::*;

#[component]
pub fn BusyButton(
    /// The button's `type`: `submit`, or `button` for one with `on_click`.
    #[prop(default = "button")]
    kind: &'static str,
    class: &'static str,
    /// Needed with `wait`: the time left is tied to the button by `{id}-wait`.
    #[prop(optional)]
    id: Option<&'static str>,
    /// A request of this button's is in flight: spinner, and unavailable.
    #[prop(into)]
    busy: Signal<bool>,
    /// Unavailable for another reason as well (another request), without the spinner.
    #[prop(optional, into)]
    disabled: Signal<bool>,
    /// The wait the platform asked for before this button's call may be made again: unavailable
    /// meanwhile, with the time left as the button's description (read when the user reaches the
    /// button; not a live region, so nothing ticks in the user's ears).
    #[prop(optional)]
    wait: Option<Countdown>,
    #[prop(into)] label: Signal<String>,
    /// A prop rather than `on:click` on the component.
    /// Shaped for wasm size: docs/performance.md, "Shapes kept for size or speed".
    #[prop(optional)]
    on_click: Option<Callback<()>>,
) -> impl IntoView {
    let lang = use_app().lang;
    let waiting = move || wait.is_some_and(|wait| wait.left() > 0);
    let unavailable = move || busy.get() || disabled.get() || waiting();
    let wait_id = id.map(|id| format!("{id}-wait"));
    let on_click = move |event: leptos::ev::MouseEvent| {
        if untrack(unavailable) {
            // Also stops a submit button's form from being sent (Enter in a field presses it too).
            event.prevent_default();
            return;
        }
        if let Some(on_click) = on_click {
            on_click.run(());
        }
    };
    let wait_line = {
        let wait_id = wait_id.clone();
        move || {
            let seconds = wait?.left();
            (seconds > 0).then(|| {
                let lang = lang.get();
                let text = fill(
                    Common::AvailableAgainIn.text(lang),
                    &[("wait", &wait_text(seconds, lang))],
                );
                view! { <span class="button-wait" id=wait_id.clone()>{text}</span> }
            })
        }
    };
    view! {
        <button
            type=kind
            class=class
            id=id
            aria-disabled=move || unavailable().then_some("true")
            aria-describedby=move || wait_id.clone().filter(|_| waiting())
            on:click=on_click
        >
            <Show when=move || busy.get()>
                <span class="spinner" aria-hidden="true"></span>
            </Show>
            {move || label.get()}
        </button>
        {wait_line}
    }
}
