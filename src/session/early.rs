//! The landing page's read, started the moment sign_in answers rather than after the route change.
//!
//! Between sign_in's answer and the landing page's own request the app records the session,
//! announces it, changes the route and builds the page: 38-105 ms in `make bench` (issue 18), all of
//! it spent before the request could leave. Started here, the request travels while that work
//! runs, and the page's [`authorized_resource`](super::authorized_resource) takes its answer (or
//! waits for it) instead of asking again.
//!
//! One read at most waits, keyed by the type of its answer, so only a resource that reads that type
//! can take it, and only once: a retry asks the platform anew. A new sign-in, a sign-out or an ended
//! session drops what is waiting, so an answer never outlives the session it was made for.

use crate::api::ApiError;
use futures_channel::oneshot;
use std::any::Any;
use std::cell::RefCell;
use std::future::Future;

/// The answer of a read made early, on its way.
pub(crate) type Early<T> = oneshot::Receiver<Result<T, ApiError>>;

thread_local! {
    /// An [`Early`] of some answer type, boxed so that the slot has one type.
    static WAITING: RefCell<Option<Box<dyn Any>>> = const { RefCell::new(None) };
}

/// Sends `read` now, in its own task, and keeps its answer for the first resource that reads a `T`.
pub fn start<T: 'static>(read: impl Future<Output = Result<T, ApiError>> + 'static) {
    let (answer, early) = oneshot::channel();
    leptos::task::spawn_local(async move {
        // Nobody waiting any more (signed out meanwhile): the answer is dropped.
        let _ = answer.send(read.await);
    });
    WAITING.with(|waiting| *waiting.borrow_mut() = Some(Box::new(early)));
}

/// The read of a `T` started early, if one is waiting; it is handed out once.
pub(crate) fn take<T: 'static>() -> Option<Early<T>> {
    WAITING.with(|waiting| {
        let mut waiting = waiting.borrow_mut();
        if !waiting.as_ref()?.is::<Early<T>>() {
            return None;
        }
        waiting
            .take()?
            .downcast::<Early<T>>()
            .ok()
            .map(|early| *early)
    })
}

/// Drops whatever read is waiting.
pub(crate) fn forget() {
    WAITING.with(|waiting| waiting.borrow_mut().take());
}
