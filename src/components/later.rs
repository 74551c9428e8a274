//! Building a long page in several tasks instead of one.

use leptos::prelude::*;
use std::time::Duration;

/// Renders its children in a later task (a zero timer), so the browser can paint and answer input
/// in between: a page built in one go blocked a phone's main thread for several hundred
/// milliseconds (Lighthouse's Total Blocking Time). Siblings each take a task of their own, in
/// order; a `Later` inside a `Later` waits for its parent's.
#[component]
pub fn Later(children: ChildrenFn) -> impl IntoView {
    let ready = RwSignal::new(false);
    set_timeout(
        move || {
            ready.try_set(true);
        },
        Duration::ZERO,
    );
    view! { <Show when=move || ready.get()>{children()}</Show> }
}
