//! How long the platform asks the app to wait after a 429 ("Too Many Requests"). The reference is
//! silent on rate limits, so this is the product's rule, kept here in one place:
//!
//! - the wait is the answer's `Retry-After`, in seconds or as an HTTP date;
//! - without one (or with one the app cannot read, or one a cross-origin platform does not expose
//!   through `Access-Control-Expose-Headers`), the app waits [`DEFAULT_WAIT_SECONDS`] and says so;
//! - a wait is never shorter than a second nor longer than [`MAX_WAIT_SECONDS`], so a wrong clock or
//!   a typo on the platform cannot lock a button for days.
//!
//! Nothing is retried by itself: the button that would repeat the call stays unavailable for the
//! wait, and the user presses it again. Only a save kept offline is sent by itself, after the wait.

/// The wait when the platform does not say how long.
pub const DEFAULT_WAIT_SECONDS: u32 = 30;
/// The longest wait honoured: one hour.
pub const MAX_WAIT_SECONDS: u32 = 60 * 60;

/// Seconds to wait, from the `Retry-After` header's value (if any) and the time now, in
/// milliseconds since the Unix epoch (for the HTTP-date form).
pub fn wait_seconds(retry_after: Option<&str>, now_ms: f64) -> u32 {
    retry_after
        .and_then(|value| parse(value.trim(), now_ms))
        .unwrap_or(DEFAULT_WAIT_SECONDS)
        .clamp(1, MAX_WAIT_SECONDS)
}

fn parse(value: &str, now_ms: f64) -> Option<u32> {
    if !value.is_empty() && value.bytes().all(|byte| byte.is_ascii_digit()) {
        // A number too large for u32 is still a long wait, not a missing one.
        return Some(value.parse::<u32>().unwrap_or(u32::MAX));
    }
    // `Wed, 21 Oct 2026 07:28:00 GMT` (RFC 9110's IMF-fixdate, a subset of RFC 2822).
    if !is_dated(value) {
        return None;
    }
    let left_ms = http_date_ms(value)? - now_ms;
    Some((left_ms / 1000.0).ceil().max(0.0).min(u32::MAX as f64) as u32)
}

/// Whether `value` can be an HTTP date: RFC 9110's (`Wed, 21 Oct 2026 07:28:00 GMT`) hold a time
/// and end in GMT. Checked before the date is read, because the browser's reader below also takes
/// other things for dates (`1.5`, `-5`), which must mean "no wait given" here.
fn is_dated(value: &str) -> bool {
    value.as_bytes().ends_with(b" GMT") && value.as_bytes().contains(&b':')
}

/// An HTTP date in milliseconds since the Unix epoch, read by the browser's own `Date.parse` (which
/// reads RFC 2822 dates), so that no date parser is compiled into the wasm.
/// Shaped for wasm size: docs/performance.md, "Shapes kept for size or speed".
#[cfg(target_arch = "wasm32")]
fn http_date_ms(value: &str) -> Option<f64> {
    let ms = js_sys::Date::parse(value);
    ms.is_finite().then_some(ms)
}

/// The same natively (unit tests), where there is no browser: chrono's RFC 2822 reader. The
/// browser's is tested by the component tests (`tests/browser/retry_after.rs`), with these cases.
#[cfg(not(target_arch = "wasm32"))]
fn http_date_ms(value: &str) -> Option<f64> {
    let at = chrono::DateTime::parse_from_rfc2822(value).ok()?;
    Some(at.timestamp_millis() as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-10-21T07:28:00Z.
    const NOW_MS: f64 = 1_792_567_680_000.0;

    #[test]
    fn seconds_are_taken_as_they_are() {
        assert_eq!(wait_seconds(Some("30"), NOW_MS), 30);
        assert_eq!(wait_seconds(Some(" 2 "), NOW_MS), 2);
        assert_eq!(wait_seconds(Some("120"), NOW_MS), 120);
    }

    #[test]
    fn an_http_date_counts_from_now() {
        assert_eq!(
            wait_seconds(Some("Wed, 21 Oct 2026 07:28:45 GMT"), NOW_MS),
            45
        );
        // Part of a second still to wait is a whole second.
        assert_eq!(
            wait_seconds(Some("Wed, 21 Oct 2026 07:28:45 GMT"), NOW_MS + 500.0),
            45
        );
    }

    #[test]
    fn only_a_date_shaped_value_is_read_as_a_date() {
        for dated in ["Wed, 21 Oct 2026 07:28:45 GMT", "21 Oct 2026 07:28 GMT"] {
            assert!(is_dated(dated), "{dated}");
        }
        for other in [
            "",
            "soon",
            "-5",
            "1.5",
            "2026-10-21",
            "Wed, 21 Oct 2026 GMT",
            "Wed, 21 Oct 2026 09:28:45 +0200",
        ] {
            assert!(!is_dated(other), "{other}");
        }
    }

    #[test]
    fn no_header_or_an_unreadable_one_waits_the_default() {
        assert_eq!(wait_seconds(None, NOW_MS), DEFAULT_WAIT_SECONDS);
        assert_eq!(wait_seconds(Some(""), NOW_MS), DEFAULT_WAIT_SECONDS);
        assert_eq!(wait_seconds(Some("soon"), NOW_MS), DEFAULT_WAIT_SECONDS);
        assert_eq!(wait_seconds(Some("-5"), NOW_MS), DEFAULT_WAIT_SECONDS);
        assert_eq!(wait_seconds(Some("1.5"), NOW_MS), DEFAULT_WAIT_SECONDS);
    }

    #[test]
    fn the_wait_is_bounded() {
        assert_eq!(wait_seconds(Some("0"), NOW_MS), 1);
        // A date already past.
        assert_eq!(
            wait_seconds(Some("Wed, 21 Oct 2026 07:00:00 GMT"), NOW_MS),
            1
        );
        assert_eq!(wait_seconds(Some("999999999999"), NOW_MS), MAX_WAIT_SECONDS);
        assert_eq!(
            wait_seconds(Some("Wed, 21 Oct 2099 07:28:00 GMT"), NOW_MS),
            MAX_WAIT_SECONDS
        );
    }
}
