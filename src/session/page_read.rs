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
        let runs = Runs::new();
        let run = move || {
            let (this_run, scope) = runs.start();
            let reading = read(&scope);
            leptos::task::spawn_local(async move {
                let result = reading.await;
                if runs.is_latest(this_run) {
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

/// The runs of one read. Not generic, so that each answer type does not carry a copy.
#[derive(Clone, Copy)]
struct Runs {
    /// The latest run's number and scope.
    latest: StoredValue<(u32, RequestScope), LocalStorage>,
}

impl Runs {
    /// The scope of the current run is aborted when the owner (the page) is cleaned up.
    fn new() -> Runs {
        let latest = StoredValue::new_local((0, RequestScope::default()));
        on_cleanup(move || {
            latest.try_with_value(|(_, scope)| scope.abort());
        });
        Runs { latest }
    }

    /// Starts a run, aborting the one before: its number and its scope.
    fn start(self) -> (u32, RequestScope) {
        let scope = RequestScope::default();
        let run = self.latest.with_value(|(run, before)| {
            before.abort();
            run.wrapping_add(1)
        });
        self.latest.set_value((run, scope.clone()));
        (run, scope)
    }

    /// `run` is the latest, and its owner still there.
    fn is_latest(self, run: u32) -> bool {
        self.latest.try_with_value(|(latest, _)| *latest == run) == Some(true)
    }
}
