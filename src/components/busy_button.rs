//! A button that shows it is working: while `busy` it is disabled and a spinner stands before its
//! label. The caller's label says what is happening ("Signing in…") as well as what the button does,
//! so the text, not the spinner (hidden from assistive technology), is what a screen reader hears.

use leptos::prelude::*;

#[component]
pub fn BusyButton(
    /// The button's `type`: `submit`, or `button` for one with `on_click`.
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
    /// A prop rather than `on:click` on the component.
    /// Shaped for wasm size: docs/performance.md, "Shapes kept for size or speed".
    #[prop(optional)]
    on_click: Option<Callback<()>>,
) -> impl IntoView {
    let on_click = move |_| {
        if let Some(on_click) = on_click {
            on_click.run(());
        }
    };
    view! {
        <button type=kind class=class disabled=move || busy.get() || disabled.get() on:click=on_click>
            <Show when=move || busy.get()>
                <span class="spinner" aria-hidden="true"></span>
            </Show>
            {move || label.get()}
        </button>
    }
}
