//! A button that shows it is working: while `busy` a spinner stands before its label. The caller's
//! label says what is happening ("Signing in…") as well as what the button does, so the text, not
//! the spinner (hidden from assistive technology), is what a screen reader hears. A button whose
//! name must stay what it is while it works (Save: a QA script and a screen reader's list of
//! buttons find it by that name) keeps its label and says what is happening in a `busy_note`
//! before it ("Saving… Save changes").
//!
//! An unavailable button (busy, disabled for another reason, or waiting out the platform's rate
//! limit, `AppState::platform_wait`: every BusyButton calls the platform) is `aria-disabled` and
//! ignores presses, instead of `disabled`: a disabled button loses the keyboard focus, which then
//! falls to the page body, and a screen-reader user is thrown back to the top of the page. This one
//! keeps the focus, and says why it is unavailable: while it waits, the shell's line with the time
//! left (`PlatformWait`) is its description.

use super::shell::PLATFORM_WAIT_ID;
use crate::session::use_app;
use leptos::prelude::*;

#[component]
pub fn BusyButton(
    /// The button's `type`: `submit`, or `button` for one with `on_click`.
    #[prop(default = "button")]
    kind: &'static str,
    class: &'static str,
    #[prop(optional)] id: Option<&'static str>,
    /// A request of this button's is in flight: spinner, and unavailable.
    #[prop(into)]
    busy: Signal<bool>,
    /// Unavailable for another reason as well (another request), without the spinner.
    #[prop(optional, into)]
    disabled: Signal<bool>,
    #[prop(into)] label: Signal<String>,
    /// Said before the label while busy, for a label that stays the same.
    #[prop(optional, into)]
    busy_note: Option<Signal<String>>,
    /// A prop rather than `on:click` on the component: it runs only while the button is available.
    #[prop(optional)]
    on_click: Option<Callback<()>>,
) -> impl IntoView {
    let wait = use_app().platform_wait;
    let waiting = move || wait.left() > 0;
    let unavailable = move || busy.get() || disabled.get() || waiting();
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
    view! {
        <button
            type=kind
            class=class
            id=id
            aria-disabled=move || unavailable().then_some("true")
            aria-describedby=move || waiting().then_some(PLATFORM_WAIT_ID)
            on:click=on_click
        >
            {move || busy.get().then(|| view! {
                <span class="spinner" aria-hidden="true"></span>
                {busy_note.map(|note| view! { <span class="visually-hidden">{note}" "</span> })}
            })}
            {move || label.get()}
        </button>
    }
}
