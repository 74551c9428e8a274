//! A time of day, kept as `HH:MM` (what `<input type=time>` gives); `9:30` and `09:30:00` sent by
//! the platform are read too.

use super::{conform_text, Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;

pub struct Time;

impl Kind for Time {
    const NAMES: &'static [&'static str] = &["time", "time_of_day"];

    const NAME: &'static str = "time";

    const ENTRY: Entry = Entry::TextBox("type=\"time\"");

    fn conform(value: FieldValue, _: &Options) -> Option<FieldValue> {
        conform_text(value, hours_and_minutes)
    }

    fn check(value: &FieldValue, _: &Options, _: Locale) -> Result<(), FieldError> {
        hours_and_minutes(value.text())
            .map(|_| ())
            .ok_or(FieldError::NotATime)
    }

    fn kept(value: &FieldValue, _: &Options, _: Locale) -> FieldValue {
        let text = value.text().trim();
        FieldValue::Text(hours_and_minutes(text).unwrap_or_else(|| text.to_owned()))
    }
}

/// A real time of day, `H:MM`, `HH:MM` or `HH:MM:SS`, as `HH:MM`.
fn hours_and_minutes(text: &str) -> Option<String> {
    let parts: Vec<&str> = text.trim().split(':').collect();
    let (hours, minutes, seconds) = match parts.as_slice() {
        [hours, minutes] => (*hours, *minutes, "00"),
        [hours, minutes, seconds] => (*hours, *minutes, *seconds),
        _ => return None,
    };
    let within = |part: &str, digits: &[usize], most: u32| {
        let number = part.parse::<u32>().ok().filter(|n| *n <= most)?;
        let plain = digits.contains(&part.len()) && part.bytes().all(|b| b.is_ascii_digit());
        plain.then_some(number)
    };
    let (hours, minutes) = (within(hours, &[1, 2], 23)?, within(minutes, &[2], 59)?);
    within(seconds, &[2], 59)?;
    Some(format!("{hours:02}:{minutes:02}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::spec::Sent;

    #[test]
    fn a_real_time_is_kept_as_hours_and_minutes() {
        let cases = [
            ("14:30", Some("14:30")),
            (" 9:05 ", Some("09:05")),
            ("00:00", Some("00:00")),
            ("23:59:59", Some("23:59")),
            ("24:00", None),
            ("12:60", None),
            ("12", None),
            ("12:5", None),
            ("1230", None),
            ("12:30:61", None),
            ("ab:cd", None),
            ("-1:30", None),
            ("12:30:00:00", None),
            ("", None),
        ];
        for (typed, kept) in cases {
            assert_eq!(hours_and_minutes(typed).as_deref(), kept, "{typed:?}");
        }
    }

    #[test]
    fn a_time_is_read_checked_and_kept() {
        let (none, en) = (Options::default(), Locale::default());
        assert_eq!(
            Time::conform(FieldValue::from(Sent::Text("9:30")), &none),
            Some(FieldValue::from("09:30"))
        );
        assert_eq!(
            Time::conform(FieldValue::from(Sent::Text("noon")), &none),
            None
        );
        assert_eq!(
            Time::conform(FieldValue::from(Sent::Flag(true)), &none),
            None
        );
        assert_eq!(Time::check(&FieldValue::from("14:30"), &none, en), Ok(()));
        assert_eq!(
            Time::check(&FieldValue::from("25:00"), &none, en),
            Err(FieldError::NotATime)
        );
        assert_eq!(
            Time::kept(&FieldValue::from(" 7:45 "), &none, en),
            FieldValue::from("07:45")
        );
        assert_eq!(
            Time::kept(&FieldValue::from("late"), &none, en),
            FieldValue::from("late")
        );
    }
}
