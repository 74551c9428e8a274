//! The landing pages' first render, rehearsed while the user is on the sign-in page.
//!
//! The browser compiles each wasm function the first time it is called. Once the sign-in form is
//! idle, each landing page builds itself from a sample nobody sees (`client_profile::rehearse`,
//! `jobseeker_profile::rehearse`), each in an idle task of its own, once per page load, so that its
//! functions are compiled before the user lands.
//! Shaped for speed: docs/performance.md#landing-pages-rehearsed.
//!
//! A rehearsal goes through the very code of a real landing (the decoders, the page's model, its
//! components), into an element that is never in the document, under an owner disposed at the next
//! idle moment. Nothing is sent to the platform, stored, announced or shown: there is no session
//! yet, so there is no token to send and no draft to read or write, and a rehearsal leaves out what
//! would ask the platform. Its one request is for the app's own phone numbering plans, which the
//! landing page would fetch anyway (once per page load, `browser::phone_plans::load_once`).

use crate::browser::dom;
use crate::pages::{client_profile, jobseeker_profile};
use crate::session::AppState;
use browser_timing::tasks::when_idle;
use leptos::prelude::*;
use leptos::tachys::view::{Mountable, Render};
use std::cell::Cell;

// Thread-local: compiled code belongs to the page load, not to the app state a rehearsal is given.
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

/// Rehearses the landing pages when the browser is idle, one per idle task. None runs while a
/// request of the form is in flight (`busy`: the main thread idles while sign_in is answered, and
/// the answer must not wait behind a rehearsal); they stop when the calling page is gone (its
/// `busy` is disposed with it) or the user has signed in (the real page is building).
pub fn when_idle_on_sign_in(state: AppState, busy: Signal<bool>) {
    if STARTED.with(|started| started.replace(true)) {
        return;
    }
    let Some(owner) = Owner::current() else {
        return;
    };
    let moment = move || {
        if state.area_untracked().is_some() {
            return Moment::Never;
        }
        match busy.try_get_untracked() {
            None => Moment::Never,
            Some(true) => Moment::Later,
            Some(false) => Moment::Now,
        }
    };
    next(owner, moment, 0);
}

/// Whether a rehearsal may run when the browser is idle.
enum Moment {
    Now,
    /// A request is in flight: at the next idle moment, in case it fails and the user stays.
    Later,
    /// The page is gone or the user signed in.
    Never,
}

const REHEARSAL_START: &str = "rehearsal start";

fn next(owner: Owner, moment: impl Fn() -> Moment + 'static, index: usize) {
    let Some(&(name, rehearse)) = LANDINGS.get(index) else {
        return;
    };
    when_idle(move || match moment() {
        Moment::Never => {}
        Moment::Later => next(owner, moment, index),
        Moment::Now => {
            dom::mark(REHEARSAL_START);
            owner.with(rehearse);
            dom::measure_since(name, REHEARSAL_START);
            next(owner, moment, index + 1);
        }
    });
}

/// Builds `view` into an element that is never in the document, and drops it with its owner at
/// the next idle moment. Until then its `Later` parts are built in later tasks, as on a real page:
/// the rehearsal comes in short tasks, not one long one that would hold up a tap or a key on a
/// slow phone.
pub(crate) fn offscreen<V: IntoView + 'static>(view: impl FnOnce() -> V) {
    let Some(host) = dom::detached_div() else {
        return;
    };
    let owner = Owner::new();
    let mut built = owner.with(|| view().into_view().build());
    built.mount(&host, None);
    when_idle(move || {
        built.unmount();
        drop(built);
        owner.cleanup();
    });
}
