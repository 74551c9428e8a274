//! A page's read from the platform ([`PageRead`]): the answer once it has come, and a way to ask
//! again.
//!
//! Why not Leptos' `LocalResource`: its machinery (suspense, transitions, wakers, a future polled
//! by the reactive graph) is compiled once for each answer type, and the pages use none of it. This
//! file is the part they use; the first download is 7.6 KB brotli smaller with it than with three
//! resources (docs/performance.md#a-pages-read-without-localresource).

use crate::api::{ApiError, RequestScope};
use leptos::prelude::*;
use std::future::Future;

/// A page's read: `None` until the first answer. It lives as long as the reactive owner it was
/// made in (the page).
///
/// Each run has its own [`RequestScope`]: a new run aborts the requests of the one before, and the
/// page going away aborts the current one, so that no answer lands in a page that is gone, nor over
/// a newer one. While a read runs again, the last answer stays unless the page clears it
/// ([`PageRead::set`]).
pub struct PageRead<T: 'static> {
    answer: RwSignal<Option<Result<T, ApiError>>, LocalStorage>,
    run: StoredValue<Box<dyn Fn()>, LocalStorage>,
}

impl<T: 'static> Clone for PageRead<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: 'static> Copy for PageRead<T> {}

impl<T: 'static> PageRead<T> {
    /// Starts the read at once: `read` is given the run's scope, for its requests.
    pub fn new<Fut>(read: impl Fn(&RequestScope) -> Fut + 'static) -> PageRead<T>
    where
        Fut: Future<Output = Result<T, ApiError>> + 'static,
    {
        let answer = RwSignal::new_local(None);
        let current = abort_on_cleanup();
        let run = move || {
            let scope = next_run(current);
            let reading = read(&scope);
            leptos::task::spawn_local(async move {
                let result = reading.await;
                // Aborted: a newer run has started, or the page has gone.
                if !scope.is_aborted() {
                    answer.try_set(Some(result));
                }
            });
        };
        run();
        PageRead {
            answer,
            run: StoredValue::new_local(Box::new(run)),
        }
    }

    /// Reads the answer without tracking it.
    pub fn with_untracked<R>(&self, f: impl FnOnce(&Option<Result<T, ApiError>>) -> R) -> R {
        self.answer.with_untracked(f)
    }

    /// Replaces the answer shown (`None`: the page shows it loading again).
    pub fn set(&self, answer: Option<Result<T, ApiError>>) {
        self.answer.set(answer);
    }

    /// Runs the read again; the requests of the run before, if still in flight, are aborted.
    pub fn refetch(&self) {
        self.run.with_value(|run| run());
    }
}

impl<T: Clone + 'static> PageRead<T> {
    /// The answer, tracked.
    pub fn get(&self) -> Option<Result<T, ApiError>> {
        self.answer.get()
    }
}

/// Starts a run of a read: the scope of the run before is aborted, and the new one becomes the
/// current one. Not generic, so that each answer type does not carry a copy.
fn next_run(current: StoredValue<RequestScope, LocalStorage>) -> RequestScope {
    let scope = RequestScope::default();
    current.with_value(RequestScope::abort);
    current.set_value(scope.clone());
    scope
}

/// A scope for the requests made under the current owner (a page), aborted when that owner is
/// cleaned up: leptos' hackernews habit. A read replaces it at each run ([`next_run`]); the scope
/// current when the owner goes is the one aborted.
pub fn abort_on_cleanup() -> StoredValue<RequestScope, LocalStorage> {
    let scope = StoredValue::new_local(RequestScope::default());
    on_cleanup(move || {
        scope.try_with_value(RequestScope::abort);
    });
    scope
}
