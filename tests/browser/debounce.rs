//! `use_debounce`: work that waits for a pause, and cleans up with its owner.

use crate::support::settle;
use leptos::prelude::*;
use wasm_bindgen_test::*;

/// The debounce runs its work once after a pause, and when its owner goes away a waiting call runs
/// then (WhenGone::Run) or never (WhenGone::Drop), and no timer fires afterwards.
#[wasm_bindgen_test]
async fn debounce_runs_once_after_a_pause_and_cleans_up_with_its_owner() {
    use staffing_web::components::debounce::{use_debounce, WhenGone};
    use std::sync::atomic::{AtomicU32, Ordering};
    use std::sync::Arc;
    use std::time::Duration;
    const DELAY: Duration = Duration::from_millis(30);
    /// Long enough for a 30 ms timer to have fired.
    async fn past_the_delay() {
        for _ in 0..8 {
            settle().await;
        }
    }
    let ran = |runs: &Arc<AtomicU32>| runs.load(Ordering::SeqCst);
    let made = |when_gone: WhenGone| {
        let runs = Arc::new(AtomicU32::new(0));
        let owner = Owner::new();
        let counter = Arc::clone(&runs);
        let debounce = owner.with(|| {
            use_debounce(DELAY, when_gone, move || {
                counter.fetch_add(1, Ordering::SeqCst);
            })
        });
        (owner, debounce, runs)
    };

    let (_owner, debounce, runs) = made(WhenGone::Drop);
    debounce.call();
    debounce.call();
    debounce.call();
    assert_eq!(ran(&runs), 0, "nothing runs before the pause");
    past_the_delay().await;
    assert_eq!(ran(&runs), 1, "three calls in a row run once");
    debounce.call();
    assert!(debounce.cancel(), "a waiting call can be dropped");
    past_the_delay().await;
    assert_eq!(ran(&runs), 1, "a dropped call never runs");

    let (owner, _idle, runs) = made(WhenGone::Run);
    owner.cleanup();
    assert_eq!(ran(&runs), 0, "nothing waiting, nothing runs");
    let (owner, debounce, runs) = made(WhenGone::Run);
    debounce.call();
    owner.cleanup();
    assert_eq!(
        ran(&runs),
        1,
        "a waiting call runs when its owner goes away"
    );
    past_the_delay().await;
    assert_eq!(ran(&runs), 1, "and its timer no longer fires");

    let (owner, debounce, runs) = made(WhenGone::Drop);
    debounce.call();
    owner.cleanup();
    past_the_delay().await;
    assert_eq!(ran(&runs), 0, "a waiting call is dropped with its owner");
}
