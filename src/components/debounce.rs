//! A call that waits for a pause in the user's input: each new call restarts the wait, and the work
//! runs once, `delay` after the last one. Written once, in the shape of leptos-use's
//! `use_timeout_fn`, so that every use cleans up after itself: when the component that made it goes
//! away, the waiting timer is cleared instead of firing into a page that is gone.
//!
//! What happens to a call still waiting then is the caller's choice ([`WhenGone`]): work that must not
//! be lost (a draft write) runs at once, while the component's state is still there; work that only
//! served the view (a preview) is dropped.

use leptos::prelude::*;
use std::time::Duration;

/// What becomes of a call still waiting when the component that made the debounce goes away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhenGone {
    /// It runs at once, before the component's state is dropped.
    Run,
    /// It is dropped.
    Drop,
}

/// A debounced piece of work, owned by the component that made it ([`use_debounce`]).
#[derive(Clone, Copy)]
pub struct Debounce {
    work: StoredValue<Box<dyn Fn() + Send + Sync>>,
    /// The waiting timer; `None` when nothing waits (also once it has fired).
    timer: StoredValue<Option<TimeoutHandle>>,
    delay: Duration,
}

/// Makes `work` debounced by `delay`, tied to the current reactive owner (the component being
/// built): when that owner is cleaned up, a waiting call is cleared, and run first if `when_gone` is
/// [`WhenGone::Run`].
pub fn use_debounce(
    delay: Duration,
    when_gone: WhenGone,
    work: impl Fn() + Send + Sync + 'static,
) -> Debounce {
    debounce_boxed(delay, when_gone, Box::new(work))
}

/// The part of [`use_debounce`] that does not depend on the work's type: compiled once, not once per
/// caller.
fn debounce_boxed(
    delay: Duration,
    when_gone: WhenGone,
    work: Box<dyn Fn() + Send + Sync>,
) -> Debounce {
    let debounce = Debounce {
        work: StoredValue::new(work),
        timer: StoredValue::new(None),
        delay,
    };
    // Cleanups run before the owner's values are dropped, so the work still finds them.
    on_cleanup(move || {
        if debounce.cancel() && when_gone == WhenGone::Run {
            debounce.run();
        }
    });
    debounce
}

impl Debounce {
    /// Starts the wait again: the work runs `delay` from now unless another call comes first.
    pub fn call(&self) {
        self.cancel();
        let this = *self;
        let handle = set_timeout_with_handle(
            move || {
                this.timer.try_set_value(None);
                this.run();
            },
            self.delay,
        );
        self.timer.set_value(handle.ok());
    }

    /// Drops a waiting call. Returns whether one was waiting.
    pub fn cancel(&self) -> bool {
        let waiting = self.timer.try_update_value(Option::take).flatten();
        if let Some(handle) = waiting {
            handle.clear();
        }
        waiting.is_some()
    }

    /// Runs the work now, unless its owner is gone.
    fn run(&self) {
        self.work.try_with_value(|work| work());
    }
}
