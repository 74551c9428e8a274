//! A button that shows it is working: while `busy` it is disabled and a spinner stands before its
//! label. The caller's label says what is happening ("Signing in…") as well as what the button does,
//! so the text, not the spinner (hidden from assistive technology), is what a screen reader hears.

use leptos::prelude::*;

#[component]
pub fn BusyButton(
    /// The button's `type`: `submit`, or `button` for one with a click handler (`on:click`).
    #[prop(default = "button")]
    kind: &'static str,
    class: &'static str,
    /// A request of this button's is in flight: spinner, and disabled.
    #[prop(into)]
    busy: Signal<bool>,
    /// Disabled for another reason as well (another request, a cooldown), without the spinner.
    #[prop(optional, into)]
    disabled: Signal<bool>,
    #[prop(into)] label: Signal<String>,
) -> impl IntoView {
    view! {
        <button type=kind class=class disabled=move || busy.get() || disabled.get()>
            <Show when=move || busy.get()>
                <span class="spinner" aria-hidden="true"></span>
            </Show>
            {move || label.get()}
        </button>
    }
}
