//! `Later`: parts of a view built after the first paint, several to a task while they are quick.

use crate::support::{find, mount, settle};
use leptos::prelude::*;
use std::sync::Mutex;
use wasm_bindgen_test::*;

/// Settles until every one of `ids` is in `container` (nested parts can take a few rounds when other
/// tests hold the thread).
async fn until_built(container: &web_sys::HtmlElement, ids: &[&str]) {
    for _ in 0..20 {
        if ids.iter().all(|id| find(container, id).is_some()) {
            return;
        }
        settle().await;
    }
    for id in ids {
        assert!(
            find(container, id).is_some(),
            "{id} is built after a few tasks"
        );
    }
}

/// Quick parts are built in order, a nested one after its parent's, and in one task: a timer set
/// while the first is built runs after all three (one task per part would run it before the nested
/// one).
#[wasm_bindgen_test]
async fn later_builds_quick_parts_in_order_in_one_task() {
    use staffing_web::components::later::Later;
    static LOG: Mutex<Vec<&str>> = Mutex::new(Vec::new());
    fn note(what: &'static str) {
        LOG.lock().expect("log").push(what);
    }
    let container = mount(|| {
        view! {
            <p id="now">"now"</p>
            <Later>
                {note("first")}
                {set_timeout(|| note("timer"), std::time::Duration::ZERO)}
                <p id="first">"first"</p>
                <Later>
                    {note("nested")}
                    <p id="nested">"nested"</p>
                </Later>
            </Later>
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
    until_built(&container, &["#first", "#second", "#nested"]).await;
    settle().await;
    assert_eq!(
        *LOG.lock().expect("log"),
        ["first", "second", "nested", "timer"]
    );
}

/// A part that takes longer than the slice gives the thread back before the next is built: a timer
/// it set runs in between.
#[wasm_bindgen_test]
async fn later_gives_the_thread_back_after_a_long_part() {
    use staffing_web::components::later::Later;
    static LOG: Mutex<Vec<&str>> = Mutex::new(Vec::new());
    fn note(what: &'static str) {
        LOG.lock().expect("log").push(what);
    }
    fn busy_for(ms: f64) {
        let until = js_sys::Date::now() + ms;
        while js_sys::Date::now() < until {}
    }
    let container = mount(|| {
        view! {
            <Later>
                {note("long")}
                {busy_for(25.0)}
                {set_timeout(|| note("timer"), std::time::Duration::ZERO)}
                <p id="long">"long"</p>
            </Later>
            <Later>
                {note("next")}
                <p id="next">"next"</p>
            </Later>
        }
    });
    until_built(&container, &["#long", "#next"]).await;
    assert_eq!(*LOG.lock().expect("log"), ["long", "timer", "next"]);
}
