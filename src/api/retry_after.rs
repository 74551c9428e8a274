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

use chrono::{NaiveDate, NaiveTime};

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
    let left_ms = http_date_ms(value)? - now_ms;
    Some((left_ms / 1000.0).ceil().max(0.0).min(u32::MAX as f64) as u32)
}

/// `Wed, 21 Oct 2026 07:28:00 GMT` (RFC 9110's IMF-fixdate, the form servers send) as milliseconds
/// since the Unix epoch. Read by hand: chrono's general date parser would add kilobytes to the wasm
/// for this one header (docs/performance.md#retry-after-date-by-hand).
fn http_date_ms(value: &str) -> Option<f64> {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let mut parts = value.split_ascii_whitespace();
    let (_weekday, day, month, year, time, zone) = (
        parts.next()?,
        parts.next()?,
        parts.next()?,
        parts.next()?,
        parts.next()?,
        parts.next()?,
    );
    if zone != "GMT" || parts.next().is_some() {
        return None;
    }
    let month = MONTHS.iter().position(|name| *name == month)? as u32 + 1;
    let date = NaiveDate::from_ymd_opt(year.parse().ok()?, month, day.parse().ok()?)?;
    let mut clock = time.split(':').map(str::parse::<u32>);
    let (hour, minute, second) = (
        clock.next()?.ok()?,
        clock.next()?.ok()?,
        clock.next()?.ok()?,
    );
    if clock.next().is_some() {
        return None;
    }
    let time = NaiveTime::from_hms_opt(hour, minute, second)?;
    Some(date.and_time(time).and_utc().timestamp_millis() as f64)
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
    fn an_http_date_must_be_an_imf_fixdate() {
        for value in [
            "Wed, 21 Oct 2026 07:28:45 UTC",
            "Wed, 21 Foo 2026 07:28:45 GMT",
            "Wed, 32 Oct 2026 07:28:45 GMT",
            "Wed, 21 Oct 2026 7h28 GMT",
            "Wed, 21 Oct 2026 07:28:45 GMT extra",
        ] {
            assert_eq!(
                wait_seconds(Some(value), NOW_MS),
                DEFAULT_WAIT_SECONDS,
                "{value}"
            );
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
