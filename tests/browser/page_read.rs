//! `PageRead`: a page's read, its runs, their scopes and which answer is shown.

use crate::support::{mount, settle};
use futures_channel::oneshot;
use leptos::prelude::*;
use staffing_web::api::{ApiError, RequestScope};
use staffing_web::session::PageRead;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen_test::*;

type Answer = Result<u32, ApiError>;

/// A run the read started: its scope, and what answers it when the test says so.
type Run = (RequestScope, Option<oneshot::Sender<Answer>>);

/// Each run the read started.
#[derive(Clone, Default)]
struct Runs(Rc<RefCell<Vec<Run>>>);

impl Runs {
    fn count(&self) -> usize {
        self.0.borrow().len()
    }

    fn aborted(&self, run: usize) -> bool {
        self.0.borrow()[run].0.is_aborted()
    }

    /// Run `run`'s answer comes.
    async fn answer(&self, run: usize, answer: Answer) {
        let sender = self.0.borrow_mut()[run].1.take();
        if let Some(sender) = sender {
            let _ = sender.send(answer);
        }
        settle().await;
    }
}

fn shown(read: PageRead<u32>) -> Option<Answer> {
    read.with_untracked(Clone::clone)
}

/// The read starts at once; a new run aborts the requests of the one before; an earlier run's late
/// answer never replaces the latest; the last answer stays while it runs again unless the page
/// clears it; the page going away aborts the run in flight, whose answer then lands nowhere.
#[wasm_bindgen_test]
async fn a_page_read_shows_its_latest_runs_answer_and_aborts_the_runs_before() {
    // Mounting starts Leptos' executor, which a read's runs are spawned on.
    mount(|| ());
    let runs = Runs::default();
    let owner = Owner::new();
    let read = owner.with(|| {
        let runs = runs.clone();
        PageRead::new(move |scope| {
            let (sender, answer) = oneshot::channel();
            runs.0.borrow_mut().push((scope.clone(), Some(sender)));
            async move { answer.await.unwrap_or(Err(ApiError::Cancelled)) }
        })
    });
    assert_eq!(runs.count(), 1, "the read starts at once");
    assert_eq!(shown(read), None, "nothing shown before the first answer");

    read.refetch();
    assert_eq!(runs.count(), 2);
    assert!(
        runs.aborted(0),
        "a new run aborts the requests of the run before"
    );
    assert!(!runs.aborted(1), "and not its own");
    runs.answer(1, Ok(2)).await;
    assert_eq!(shown(read), Some(Ok(2)));
    runs.answer(0, Ok(1)).await;
    assert_eq!(
        shown(read),
        Some(Ok(2)),
        "an earlier run's late answer is dropped"
    );

    read.refetch();
    settle().await;
    assert_eq!(
        shown(read),
        Some(Ok(2)),
        "the last answer stays while the read runs again"
    );
    read.set(None);
    assert_eq!(shown(read), None, "unless the page clears it");
    runs.answer(2, Err(ApiError::Network)).await;
    assert_eq!(
        shown(read),
        Some(Err(ApiError::Network)),
        "an error is an answer too"
    );

    read.refetch();
    owner.cleanup();
    assert!(
        runs.aborted(3),
        "the page going away aborts the run in flight"
    );
    runs.answer(3, Ok(4)).await;
    assert_eq!(runs.count(), 4, "and nothing runs again");
}
