//! The wait after a 429 as the wasm reads it: its HTTP dates through the browser's `Date.parse`
//! (natively, where the unit tests in `src/api/retry_after.rs` run, chrono reads them instead).

use staffing_web::api::retry_after::{wait_seconds, DEFAULT_WAIT_SECONDS, MAX_WAIT_SECONDS};
use wasm_bindgen_test::wasm_bindgen_test;

/// 2026-10-21T07:28:00Z.
const NOW_MS: f64 = 1_792_567_680_000.0;

#[wasm_bindgen_test]
fn an_http_date_counts_from_now() {
    assert_eq!(
        wait_seconds(Some("Wed, 21 Oct 2026 07:28:45 GMT"), NOW_MS),
        45
    );
    assert_eq!(
        wait_seconds(Some("Wed, 21 Oct 2026 07:28:45 GMT"), NOW_MS + 500.0),
        45
    );
    assert_eq!(wait_seconds(Some("21 Oct 2026 07:29 GMT"), NOW_MS), 60);
}

#[wasm_bindgen_test]
fn what_the_browser_would_also_take_for_a_date_is_no_wait_given() {
    for value in [
        "soon",
        "-5",
        "1.5",
        "2026-10-21",
        "Wed, 21 Oct 2026",
        "Oct 21 07:28 2026",
    ] {
        assert_eq!(
            wait_seconds(Some(value), NOW_MS),
            DEFAULT_WAIT_SECONDS,
            "{value}"
        );
    }
}

#[wasm_bindgen_test]
fn the_wait_is_bounded() {
    assert_eq!(
        wait_seconds(Some("Wed, 21 Oct 2026 07:00:00 GMT"), NOW_MS),
        1
    );
    assert_eq!(
        wait_seconds(Some("Wed, 21 Oct 2099 07:28:00 GMT"), NOW_MS),
        MAX_WAIT_SECONDS
    );
}
