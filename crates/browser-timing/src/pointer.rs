//! Work that moves the page waits while a pointer button is held down.
//!
//! Leaving a field shows its error line, which pushes everything below it down. A field is often
//! left by pressing a button below it, Save: the press moves the focus when it starts, the error
//! line appears, and the button moves away from under the pointer before the press ends. The
//! browser sends the click to what is under the pointer when the press ends, so the press would be
//! lost. The checks made on leaving a field therefore wait, while a press is held, until the press
//! has ended and its click has been handled. Keyboard and touch are unaffected: a key moves the
//! focus with no press held, and a tap moves it when the press has already ended.

use crate::tasks::next_task;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

thread_local! {
    static HELD: Cell<bool> = const { Cell::new(false) };
    static WAITING: RefCell<Vec<Box<dyn FnOnce()>>> = const { RefCell::new(Vec::new()) };
}

/// Starts following presses of the pointer: called once, when the app starts.
pub fn watch_presses() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let pressed = Closure::<dyn Fn(web_sys::Event)>::new(|_| HELD.set(true));
    // The work waiting runs in the task after the release: the click of this press is dispatched
    // with the release, so it has been handled by then.
    let released = Closure::<dyn Fn(web_sys::Event)>::new(|_| {
        HELD.set(false);
        let waiting = WAITING.take();
        if !waiting.is_empty() {
            wasm_bindgen_futures::spawn_local(async move {
                next_task().await;
                for work in waiting {
                    work();
                }
            });
        }
    });
    // On the window, where every press ends up: nothing in the app stops these events.
    let _ =
        window.add_event_listener_with_callback("pointerdown", pressed.as_ref().unchecked_ref());
    for kind in ["pointerup", "pointercancel"] {
        let _ = window.add_event_listener_with_callback(kind, released.as_ref().unchecked_ref());
    }
    // For the app's lifetime.
    pressed.forget();
    released.forget();
}

/// Runs `work` now, or, while a press of the pointer is held, once it has ended and its click has
/// been handled.
pub fn after_press(work: impl FnOnce() + 'static) {
    if HELD.get() {
        WAITING.with_borrow_mut(|waiting| waiting.push(Box::new(work)));
    } else {
        work();
    }
}
