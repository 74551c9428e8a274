//! `Later`: parts of a view built in tasks of their own, after the first paint.

use crate::support::{find, mount, settle};
use leptos::prelude::*;
use wasm_bindgen_test::*;

/// `Later` builds its children in a task of their own, siblings in order, a nested one after its
/// parent's: a timer set between two siblings runs between them, not after both.
#[wasm_bindgen_test]
async fn later_builds_each_part_in_a_task_of_its_own_in_order() {
    use staffing_web::components::later::Later;
    use std::sync::Mutex;
    static LOG: Mutex<Vec<&str>> = Mutex::new(Vec::new());
    fn note(what: &'static str) {
        LOG.lock().expect("log").push(what);
    }
    let container = mount(|| {
        view! {
            <p id="now">"now"</p>
            <Later>
                {note("first")}
                <p id="first">"first"</p>
                <Later>
                    {note("nested")}
                    <p id="nested">"nested"</p>
                </Later>
            </Later>
            {set_timeout(|| note("between"), std::time::Duration::ZERO)}
            <Later>
                {note("second")}
                <p id="second">"second"</p>
            </Later>
        }
    });
    assert!(
        find(&container, "#now").is_some(),
        "what comes before is built at once"
    );
    assert!(
        find(&container, "#first").is_none(),
        "a Later part waits for a later task"
    );
    // The nested part's timer is only set once its parent is built, so it can come after a timer
    // the test set earlier: wait a few rounds (when other tests hold the thread, all are late).
    for _ in 0..10 {
        if find(&container, "#nested").is_some() {
            break;
        }
        settle().await;
    }
    for id in ["#first", "#second", "#nested"] {
        assert!(
            find(&container, id).is_some(),
            "{id} is built after a few tasks"
        );
    }
    assert_eq!(
        *LOG.lock().expect("log"),
        ["first", "between", "second", "nested"]
    );
}
