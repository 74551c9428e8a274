//! Building a long page in several tasks instead of one, so that a phone's main thread is never
//! held long: docs/performance.md#pages-built-in-parts.

use browser_timing::tasks::next_task;
use leptos::prelude::*;
use leptos::task::tick;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;

/// How long the parts waiting may be built in one task before the browser gets the thread back:
/// about one frame at 60 Hz. One queue for the whole app, so parts of any page share the slice.
/// Shaped for speed: docs/performance.md#one-later-queue.
const SLICE_MS: f64 = 16.0;

// Thread-local: one queue for the page load, shared by every page's parts and a rehearsal's alike.
thread_local! {
    /// The parts waiting to be built, oldest first: each one's switch.
    static WAITING: RefCell<VecDeque<RwSignal<bool>>> = const { RefCell::new(VecDeque::new()) };
    /// Whether `build_waiting` is running (it stops when nothing waits).
    static BUILDING: Cell<bool> = const { Cell::new(false) };
}

/// Renders its children after the current task, so the browser can paint and answer input first.
/// Siblings are built in order, a `Later` inside a `Later` after its parent; several share a task
/// while they fit in `SLICE_MS`.
#[component]
pub fn Later(children: ChildrenFn) -> impl IntoView {
    let ready = RwSignal::new(false);
    WAITING.with_borrow_mut(|waiting| waiting.push_back(ready));
    if !BUILDING.replace(true) {
        // Not leptos' spawn_local: the builder belongs to no page, whichever part started it.
        wasm_bindgen_futures::spawn_local(build_waiting());
    }
    move || ready.get().then(|| children())
}

/// Builds the waiting parts, oldest first, a slice of time per task, until none waits. A part whose
/// page is gone has a disposed switch: setting it does nothing.
async fn build_waiting() {
    loop {
        next_task().await;
        // Whole milliseconds (Date) are precise enough for this.
        let started = js_sys::Date::now();
        loop {
            let Some(ready) = WAITING.with_borrow_mut(VecDeque::pop_front) else {
                BUILDING.set(false);
                return;
            };
            ready.try_set(true);
            // The part is built by the effect that switch wakes, which runs before this resumes.
            tick().await;
            if js_sys::Date::now() - started >= SLICE_MS {
                break;
            }
        }
    }
}
