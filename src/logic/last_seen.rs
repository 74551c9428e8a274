//! The last answer this device received, kept for when there is no connection, with when it came,
//! so a page can show the last known data and its age. Kept per tenant and user beside the drafts,
//! so sign-out removes it.

use chrono::{DateTime, Datelike, TimeZone, Timelike};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LastSeen<T> {
    /// When it arrived: milliseconds since the Unix epoch, no date text to parse.
    /// Shaped for wasm size: docs/performance.md#dates-and-counts-by-hand.
    pub seen_at_ms: i64,
    pub data: T,
}

impl<T: Serialize + DeserializeOwned> LastSeen<T> {
    pub fn new(seen_at_ms: i64, data: T) -> LastSeen<T> {
        LastSeen { seen_at_ms, data }
    }

    pub fn to_json(&self) -> Option<String> {
        serde_json::to_string(self).ok()
    }

    /// Reads what storage kept; `None` for anything else, which is then ignored.
    pub fn parse(json: &str) -> Option<LastSeen<T>> {
        super::stored_json::parse(json)
    }

    /// When it arrived, as `2026-11-23 21:40` in the time zone `zone` (the user's); empty when the
    /// kept time is out of range.
    pub fn seen_at_in<Z: TimeZone>(&self, zone: &Z) -> String {
        let Some(at) = DateTime::from_timestamp_millis(self.seen_at_ms) else {
            return String::new();
        };
        let at = at.with_timezone(zone);
        format!(
            "{:04}-{:02}-{:02} {:02}:{:02}",
            at.year(),
            at.month(),
            at.day(),
            at.hour(),
            at.minute()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::FixedOffset;

    /// 2026-11-23 21:40:05 at UTC-3.
    const SEEN: i64 = 1_795_480_805_000;

    #[test]
    fn round_trips_with_its_time() {
        let seen = LastSeen::new(SEEN, vec![("a".to_string(), 1)]);
        let parsed = LastSeen::<Vec<(String, i32)>>::parse(&seen.to_json().unwrap()).unwrap();
        assert_eq!(parsed, seen);
        assert_eq!(parsed.data, [("a".to_string(), 1)]);
    }

    #[test]
    fn the_time_is_shown_in_the_users_zone() {
        let seen = LastSeen::new(SEEN, 0);
        let santiago = FixedOffset::west_opt(3 * 3600).unwrap();
        let madrid = FixedOffset::east_opt(3600).unwrap();
        assert_eq!(seen.seen_at_in(&santiago), "2026-11-23 21:40");
        assert_eq!(seen.seen_at_in(&madrid), "2026-11-24 01:40");
        assert_eq!(LastSeen::new(i64::MAX, 0).seen_at_in(&madrid), "");
    }

    #[test]
    fn garbage_is_nothing_seen() {
        for json in [
            "",
            "null",
            "{}",
            r#"{"seen_at_ms":"yesterday","data":1}"#,
            r#"{"seen_at_ms":1795480805000,"data":"x"}"#,
        ] {
            assert_eq!(LastSeen::<i32>::parse(json), None, "{json}");
        }
    }
}
