//! The landing pages' first render, rehearsed while the user is on the sign-in page.
//!
//! The browser compiles each wasm function the first time it is called. On the way from sign_in's
//! answer to a usable landing page that is some three hundred functions, 20-40 ms on the bench
//! machine, paid while the user waits. Someone signing in spends seconds on the sign-in form, so
//! once it is idle, each landing page builds itself from a sample nobody sees
//! (`client_profile::rehearse`, `jobseeker_profile::rehearse`), each in an idle task of its own,
//! once per page load.
//!
//! A rehearsal goes through the very code of a real landing (the decoders, the page's model, its
//! components), into an element that is never in the document, under an owner disposed at once.
//! Nothing is sent to the platform, stored, announced or shown: there is no session yet, so there
//! is no token to send and no draft to read or write, and a rehearsal leaves out what would ask the
//! platform. Its one request is for the app's own phone numbering plans, which the landing page
//! would fetch anyway (once per page load, `browser::phone_plans::load_once`).

use crate::browser::dom;
use crate::browser::tasks::when_idle;
use crate::components::later::AtOnce;
use crate::pages::{client_profile, jobseeker_profile};
use crate::session::AppState;
use leptos::prelude::*;
use leptos::tachys::view::{Mountable, Render};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

thread_local! {
    /// Once per page load: compiled code stays for the page's life.
    static STARTED: Cell<bool> = const { Cell::new(false) };
}

/// The rehearsals, in order, by the name of their User Timing measure ("rehearsal <name>"), which
/// says what a rehearsal cost the sign-in page (the benchmark reads it; so can anyone's profiler).
const LANDINGS: [(&str, fn()); 2] = [
    ("rehearsal client_profile", client_profile::rehearse),
    ("rehearsal jobseeker_profile", jobseeker_profile::rehearse),
];

/// Rehearses the landing pages when the browser is idle, one per idle task. It stops when the
/// calling page is gone or the user has signed in (the real page is building: a rehearsal would
/// only compete with it).
pub fn when_idle_on_sign_in(state: AppState) {
    if STARTED.with(|started| started.replace(true)) {
        return;
    }
    let Some(owner) = Owner::current() else {
        return;
    };
    let here = Arc::new(AtomicBool::new(true));
    on_cleanup({
        let here = Arc::clone(&here);
        move || here.store(false, Ordering::Relaxed)
    });
    let still_wanted = move || here.load(Ordering::Relaxed) && state.area_untracked().is_none();
    next(owner, still_wanted, 0);
}

const REHEARSAL_START: &str = "rehearsal start";

fn next(owner: Owner, still_wanted: impl Fn() -> bool + 'static, index: usize) {
    let Some(&(name, rehearse)) = LANDINGS.get(index) else {
        return;
    };
    when_idle(move || {
        if !still_wanted() {
            return;
        }
        dom::mark(REHEARSAL_START);
        owner.with(rehearse);
        dom::measure_since(name, REHEARSAL_START);
        next(owner, still_wanted, index + 1);
    });
}

/// Builds `view` into an element that is never in the document, then drops it with its owner.
pub(crate) fn offscreen<V: IntoView>(view: impl FnOnce() -> V) {
    let Some(host) = dom::detached_div() else {
        return;
    };
    let owner = Owner::new();
    owner.with(|| {
        provide_context(AtOnce);
        let mut built = view().into_view().build();
        built.mount(&host, None);
        built.unmount();
    });
    owner.cleanup();
}
