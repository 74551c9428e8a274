//! A time of day, kept as `HH:MM` (what `<input type=time>` gives); `9:30` and `09:30:00` sent by
//! the platform are read too.

use super::{Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Time;

impl Kind for Time {
    fn names(&self) -> &'static [&'static str] {
        &["time", "time_of_day"]
    }

    fn name(&self) -> &'static str {
        "time"
    }

    fn entry(&self) -> Entry {
        Entry::TextBox("type=\"time\"")
    }

    fn conform(&self, value: FieldValue, _: &Options) -> Option<FieldValue> {
        let FieldValue::Text(text) = value else {
            return None;
        };
        if text.trim().is_empty() {
            return Some(FieldValue::default());
        }
        hours_and_minutes(&text).map(FieldValue::Text)
    }

    fn check(&self, value: &FieldValue, _: &Options, _: Locale) -> Result<(), FieldError> {
        hours_and_minutes(value.text())
            .map(|_| ())
            .ok_or(FieldError::NotATime)
    }

    fn kept(&self, value: &FieldValue, _: &Options, _: Locale) -> FieldValue {
        let text = value.text().trim();
        FieldValue::Text(hours_and_minutes(text).unwrap_or_else(|| text.to_owned()))
    }
}

/// A real time of day, `H:MM`, `HH:MM` or `HH:MM:SS`, as `HH:MM`.
fn hours_and_minutes(text: &str) -> Option<String> {
    let mut parts = text.trim().split(':');
    let mut number = |most: u32, digits: std::ops::RangeInclusive<usize>| {
        let part = parts.next()?;
        let valid = digits.contains(&part.len()) && part.bytes().all(|b| b.is_ascii_digit());
        part.parse::<u32>().ok().filter(|n| valid && *n <= most)
    };
    let hours = number(23, 1..=2)?;
    let minutes = number(59, 2..=2)?;
    // Seconds, if any, are a real number of seconds, and dropped.
    let seconds_ok = parts.next().is_none_or(|seconds| {
        seconds.len() == 2 && seconds.bytes().all(|b| b.is_ascii_digit()) && seconds < "60"
    });
    (seconds_ok && parts.next().is_none()).then(|| format!("{hours:02}:{minutes:02}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::spec::Sent;

    fn text(value: &str) -> FieldValue {
        FieldValue::Text(value.into())
    }

    #[test]
    fn a_real_time_is_kept_as_hours_and_minutes() {
        for (typed, kept) in [
            ("14:30", "14:30"),
            (" 9:05 ", "09:05"),
            ("00:00", "00:00"),
            ("23:59:59", "23:59"),
        ] {
            assert_eq!(hours_and_minutes(typed).as_deref(), Some(kept), "{typed}");
        }
        for not_a_time in [
            "24:00",
            "12:60",
            "12",
            "12:5",
            "1230",
            "12:30:61",
            "ab:cd",
            "-1:30",
            "12:30:00:00",
            "",
        ] {
            assert_eq!(hours_and_minutes(not_a_time), None, "{not_a_time}");
        }
    }

    #[test]
    fn a_time_is_read_checked_and_kept() {
        let (none, en) = (Options::default(), Locale::default());
        assert_eq!(
            Time.conform(FieldValue::from(Sent::Text("9:30")), &none),
            Some(text("09:30"))
        );
        assert_eq!(
            Time.conform(FieldValue::from(Sent::Text("noon")), &none),
            None
        );
        assert_eq!(
            Time.conform(FieldValue::from(Sent::Flag(true)), &none),
            None
        );
        assert_eq!(Time.check(&text("14:30"), &none, en), Ok(()));
        assert_eq!(
            Time.check(&text("25:00"), &none, en),
            Err(FieldError::NotATime)
        );
        assert_eq!(Time.kept(&text(" 7:45 "), &none, en), text("07:45"));
        assert_eq!(Time.kept(&text("late"), &none, en), text("late"));
    }
}
