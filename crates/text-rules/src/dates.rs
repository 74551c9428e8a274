//! Dates in the API's formats and for display.
//!
//! The API reads and writes three shapes: `yyyy-mm-dd` (date_of_birth in
//! responses, reference 2.2), `mmm dd, yyyy` (date_of_birth on input,
//! credential issue/expiry dates; 2.5, 4.4) and ISO 8601 timestamps. The
//! parsers are hand-written; month names are English in the API whatever the
//! UI language.
//! Shaped for wasm size: docs/performance.md#dates-and-counts-by-hand.

use crate::Lang;
use chrono::{Datelike, Duration, NaiveDate, NaiveDateTime, NaiveTime, Timelike};

/// No date of birth before this year is plausible; it catches typos like
/// `0994`.
pub const MIN_BIRTH_YEAR: i32 = 1900;

/// Product rule: job seekers must be at least this old. It is an assumption
/// (the API reference sets no minimum); 14 is the lowest legal working age
/// in the platform's main markets with parental consent. Pass `None` to
/// [`validate_date_of_birth`] to skip it.
pub const MIN_AGE_YEARS: u32 = 14;

const MONTHS_EN: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];
const MONTHS_EN_FULL: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];
const MONTHS_ES: [&str; 12] = [
    "ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DateError {
    Empty,
    /// Not a real calendar date in the expected format.
    Invalid,
    InFuture,
    /// Before [`MIN_BIRTH_YEAR`].
    TooEarly,
    /// Younger than the minimum age.
    TooYoung,
}

/// Parses `yyyy-mm-dd` (the API's date_of_birth, and the value of an HTML
/// `<input type="date">`). Surrounding spaces are ignored.
pub fn parse_ymd(s: &str) -> Option<NaiveDate> {
    let mut parts = s.trim().split('-');
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    NaiveDate::from_ymd_opt(digits(y)? as i32, digits(m)?, digits(d)?)
}

/// Formats as `yyyy-mm-dd`, the value an HTML date input takes.
pub fn format_ymd(date: NaiveDate) -> String {
    format!("{:04}-{:02}-{:02}", date.year(), date.month(), date.day())
}

/// Formats as the API's `mmm dd, yyyy`: `Mar 07, 1994`.
pub fn format_mdy(date: NaiveDate) -> String {
    format!(
        "{} {:02}, {:04}",
        MONTHS_EN[date.month0() as usize],
        date.day(),
        date.year()
    )
}

/// Parses the API's `mmm dd, yyyy`, leniently: any case, one- or two-digit
/// day, optional comma and period, extra spaces, and full month names
/// (`mar 7, 1994`, `March 07 1994`, `Sept. 7, 1994`).
pub fn parse_mdy(s: &str) -> Option<NaiveDate> {
    let s = s.trim();
    let month_end = s.find(|c: char| !c.is_ascii_alphabetic())?;
    let month = month_number(&s[..month_end])?;
    let rest = s[month_end..].strip_prefix('.').unwrap_or(&s[month_end..]);
    let mut words = rest
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty());
    let (day, year) = (words.next()?, words.next()?);
    // At most one comma, and only between day and year.
    if words.next().is_some() || rest.matches(',').count() > 1 || day.len() > 2 || year.len() != 4 {
        return None;
    }
    if rest.trim_start().starts_with(',') {
        return None;
    }
    NaiveDate::from_ymd_opt(digits(year)? as i32, month, digits(day)?)
}

/// Reads the value of an HTML date input.
pub fn parse_date_input(value: &str) -> Result<NaiveDate, DateError> {
    if value.trim().is_empty() {
        return Err(DateError::Empty);
    }
    parse_ymd(value).ok_or(DateError::Invalid)
}

/// Validates a date of birth typed in a date input: a real date, not in the
/// future, not before [`MIN_BIRTH_YEAR`], and at least `min_age` years old
/// on `today` when given (see [`MIN_AGE_YEARS`]).
pub fn validate_date_of_birth(
    value: &str,
    today: NaiveDate,
    min_age: Option<u32>,
) -> Result<NaiveDate, DateError> {
    let date = parse_date_input(value)?;
    if date > today {
        return Err(DateError::InFuture);
    }
    if date.year() < MIN_BIRTH_YEAR {
        return Err(DateError::TooEarly);
    }
    if let Some(min_age) = min_age {
        if age_on(date, today) < min_age {
            return Err(DateError::TooYoung);
        }
    }
    Ok(date)
}

/// Completed years from `birth` to `today` (0 if `today` is earlier). Someone
/// born on 29 February turns a year older on 1 March in common years.
pub fn age_on(birth: NaiveDate, today: NaiveDate) -> u32 {
    today.years_since(birth).unwrap_or(0)
}

/// A date for people to read: `Mar 7, 1994` in English, `7 mar 1994` in
/// Spanish.
pub fn format_display(date: NaiveDate, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "{} {}, {}",
            MONTHS_EN[date.month0() as usize],
            date.day(),
            date.year()
        ),
        Lang::Es => format!(
            "{} {} {}",
            date.day(),
            MONTHS_ES[date.month0() as usize],
            date.year()
        ),
    }
}

/// An ISO 8601 timestamp for people to read, shifted to the viewer's time
/// zone: `Mar 7, 1994 14:05` / `7 mar 1994 14:05`.
///
/// `utc_offset_minutes` is the viewer's offset east of UTC (Chile in winter
/// is -240; note JavaScript's `getTimezoneOffset()` has the opposite sign).
/// A timestamp without a zone is taken as UTC, which is what Rails APIs
/// mean. `None` when the text is not a timestamp.
pub fn format_timestamp_display(
    timestamp: &str,
    lang: Lang,
    utc_offset_minutes: i32,
) -> Option<String> {
    let utc = parse_timestamp_utc(timestamp)?;
    let local = utc.checked_add_signed(Duration::minutes(i64::from(utc_offset_minutes)))?;
    Some(format!(
        "{} {:02}:{:02}",
        format_display(local.date(), lang),
        local.hour(),
        local.minute()
    ))
}

/// Parses `yyyy-mm-ddThh:mm[:ss[.fff]][Z|±hh[:mm]]` (a space may replace
/// the `T`) into UTC.
pub fn parse_timestamp_utc(s: &str) -> Option<NaiveDateTime> {
    let s = s.trim();
    let date = parse_ymd(s.get(..10)?)?;
    let sep = s.get(10..11)?;
    if sep != "T" && sep != "t" && sep != " " {
        return None;
    }
    let rest = s.get(11..)?;
    // The time runs until the zone designator, if any.
    let zone_at = rest.find(['Z', 'z', '+', '-']).unwrap_or(rest.len());
    let time = parse_time(&rest[..zone_at])?;
    let offset = parse_offset_minutes(&rest[zone_at..])?;
    date.and_time(time)
        .checked_sub_signed(Duration::minutes(i64::from(offset)))
}

/// `hh:mm`, `hh:mm:ss` or `hh:mm:ss.fraction`.
fn parse_time(s: &str) -> Option<NaiveTime> {
    let (hms, fraction) = match s.split_once('.') {
        Some((hms, fraction)) => (hms, Some(fraction)),
        None => (s, None),
    };
    if let Some(fraction) = fraction {
        if fraction.is_empty() || !fraction.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
    }
    let mut parts = hms.split(':');
    let (h, m) = (parts.next()?, parts.next()?);
    let sec = parts.next();
    if parts.next().is_some() || h.len() != 2 || m.len() != 2 {
        return None;
    }
    let sec = match sec {
        Some(sec) if sec.len() == 2 => digits(sec)?,
        Some(_) => return None,
        None if fraction.is_some() => return None,
        None => 0,
    };
    // Leap seconds (`:60`) are folded into :59 rather than rejected.
    NaiveTime::from_hms_opt(digits(h)?, digits(m)?, sec.min(59))
}

/// Minutes east of UTC: empty (UTC), `Z`, `+hh`, `+hhmm` or `+hh:mm`.
fn parse_offset_minutes(s: &str) -> Option<i32> {
    if s.is_empty() || s.eq_ignore_ascii_case("z") {
        return Some(0);
    }
    let (sign, body) = match s.as_bytes().first()? {
        b'+' => (1, &s[1..]),
        b'-' => (-1, &s[1..]),
        _ => return None,
    };
    let (h, m) = match body.len() {
        2 => (body, "00"),
        4 => (&body[..2], &body[2..]),
        5 if body.as_bytes()[2] == b':' => (&body[..2], &body[3..]),
        _ => return None,
    };
    let (h, m) = (digits(h)?, digits(m)?);
    if h > 23 || m > 59 {
        return None;
    }
    Some(sign * (h as i32 * 60 + m as i32))
}

/// A short run of ASCII digits as a number; `None` for anything else
/// (including signs, which `str::parse` would accept).
fn digits(s: &str) -> Option<u32> {
    if s.is_empty() || s.len() > 9 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// 1-based month from an English abbreviation or full name, any case.
fn month_number(word: &str) -> Option<u32> {
    let index = MONTHS_EN
        .iter()
        .zip(MONTHS_EN_FULL.iter())
        .position(|(short, full)| {
            word.eq_ignore_ascii_case(short) || word.eq_ignore_ascii_case(full)
        })
        .or_else(|| word.eq_ignore_ascii_case("sept").then_some(8))?;
    Some(index as u32 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn parses_api_ymd() {
        assert_eq!(parse_ymd("1994-03-07"), Some(d(1994, 3, 7)));
        assert_eq!(parse_ymd(" 2000-02-29 "), Some(d(2000, 2, 29)));
    }

    #[test]
    fn rejects_bad_ymd() {
        for s in [
            "",
            "1994-3-7",
            "94-03-07",
            "1994/03/07",
            "1994-02-30",
            "1900-02-29",
            "1994-13-01",
            "1994-00-10",
            "1994-03-07T00:00:00Z",
            "1994-03-07-",
            "+994-03-07",
            "１９９４-03-07",
            "1994-03-0a",
            "-1994-03-07",
        ] {
            assert_eq!(parse_ymd(s), None, "{s:?}");
        }
    }

    #[test]
    fn formats_ymd() {
        assert_eq!(format_ymd(d(1994, 3, 7)), "1994-03-07");
        assert_eq!(format_ymd(d(987, 12, 31)), "0987-12-31");
    }

    #[test]
    fn formats_api_mdy() {
        assert_eq!(format_mdy(d(1994, 3, 7)), "Mar 07, 1994");
        assert_eq!(format_mdy(d(2024, 12, 31)), "Dec 31, 2024");
        assert_eq!(format_mdy(d(2001, 9, 11)), "Sep 11, 2001");
    }

    #[test]
    fn parses_api_mdy_leniently() {
        for s in [
            "Mar 07, 1994",
            "mar 7, 1994",
            "MAR 7,1994",
            "Mar 7 1994",
            "  Mar   07 ,  1994 ",
            "March 7, 1994",
            "Mar. 7, 1994",
        ] {
            assert_eq!(parse_mdy(s), Some(d(1994, 3, 7)), "{s:?}");
        }
        assert_eq!(parse_mdy("Sept 30, 2020"), Some(d(2020, 9, 30)));
        assert_eq!(parse_mdy("sep 30, 2020"), Some(d(2020, 9, 30)));
        assert_eq!(parse_mdy("May 1, 2020"), Some(d(2020, 5, 1)));
    }

    #[test]
    fn rejects_bad_mdy() {
        for s in [
            "",
            "Mar",
            "Mar 7",
            "Mar 7, 94",
            "Mar 32, 1994",
            "Feb 29, 1900",
            "Mrz 7, 1994",
            "7 Mar 1994",
            "1994-03-07",
            "Mar 007, 1994",
            "Mar 7, 1994, 1",
            "Mar, 7, 1994",
            "Mar 7,, 1994",
            "Mar -7, 1994",
            "Ma 7, 1994",
            "Marc 7, 1994",
            "mar 7, 1994 x",
            "Mär 7, 1994",
        ] {
            assert_eq!(parse_mdy(s), None, "{s:?}");
        }
    }

    #[test]
    fn mdy_round_trips() {
        for date in [
            d(1994, 3, 7),
            d(2000, 2, 29),
            d(1900, 1, 1),
            d(2099, 12, 31),
        ] {
            assert_eq!(parse_mdy(&format_mdy(date)), Some(date));
            assert_eq!(parse_ymd(&format_ymd(date)), Some(date));
        }
    }

    #[test]
    fn date_input() {
        assert_eq!(parse_date_input("1994-03-07"), Ok(d(1994, 3, 7)));
        assert_eq!(parse_date_input(""), Err(DateError::Empty));
        assert_eq!(parse_date_input("  "), Err(DateError::Empty));
        assert_eq!(parse_date_input("07/03/1994"), Err(DateError::Invalid));
    }

    #[test]
    fn date_of_birth_rules() {
        let today = d(2024, 6, 15);
        let check = |v| validate_date_of_birth(v, today, Some(MIN_AGE_YEARS));
        assert_eq!(check("1994-03-07"), Ok(d(1994, 3, 7)));
        assert_eq!(check("1900-01-01"), Ok(d(1900, 1, 1)));
        assert_eq!(check("1899-12-31"), Err(DateError::TooEarly));
        assert_eq!(check("2024-06-16"), Err(DateError::InFuture));
        assert_eq!(check("2030-01-01"), Err(DateError::InFuture));
        assert_eq!(check("2010-06-15"), Ok(d(2010, 6, 15)));
        assert_eq!(check("2010-06-16"), Err(DateError::TooYoung));
        assert_eq!(check("2024-06-15"), Err(DateError::TooYoung));
        assert_eq!(check(""), Err(DateError::Empty));
        assert_eq!(check("nope"), Err(DateError::Invalid));
        // Without the age rule, today itself is a valid birth date.
        assert_eq!(validate_date_of_birth("2024-06-15", today, None), Ok(today));
    }

    #[test]
    fn age_handles_leap_days() {
        let birth = d(2008, 2, 29);
        assert_eq!(age_on(birth, d(2022, 2, 28)), 13);
        assert_eq!(age_on(birth, d(2022, 3, 1)), 14);
        assert_eq!(age_on(birth, d(2024, 2, 29)), 16);
        assert_eq!(age_on(d(2030, 1, 1), d(2024, 1, 1)), 0);
    }

    #[test]
    fn display_dates() {
        assert_eq!(format_display(d(1994, 3, 7), Lang::En), "Mar 7, 1994");
        assert_eq!(format_display(d(1994, 3, 7), Lang::Es), "7 mar 1994");
        assert_eq!(format_display(d(2020, 1, 31), Lang::Es), "31 ene 2020");
        assert_eq!(format_display(d(2020, 9, 1), Lang::Es), "1 sept 2020");
        assert_eq!(format_display(d(2020, 12, 25), Lang::En), "Dec 25, 2020");
    }

    #[test]
    fn timestamps_in_utc() {
        let show = |s| format_timestamp_display(s, Lang::En, 0);
        assert_eq!(
            show("1994-03-07T14:05:09.123Z").as_deref(),
            Some("Mar 7, 1994 14:05")
        );
        assert_eq!(
            show("1994-03-07T14:05:09Z").as_deref(),
            Some("Mar 7, 1994 14:05")
        );
        assert_eq!(
            show("1994-03-07T14:05Z").as_deref(),
            Some("Mar 7, 1994 14:05")
        );
        assert_eq!(
            show("1994-03-07 14:05:09").as_deref(),
            Some("Mar 7, 1994 14:05")
        );
        assert_eq!(
            show("1994-03-07T14:05:09.000-03:00").as_deref(),
            Some("Mar 7, 1994 17:05")
        );
        assert_eq!(
            show("1994-03-07T14:05:09+0530").as_deref(),
            Some("Mar 7, 1994 08:35")
        );
        assert_eq!(
            show("1994-03-07T01:00:00+02").as_deref(),
            Some("Mar 6, 1994 23:00")
        );
        assert_eq!(
            format_timestamp_display("1994-03-07T14:05:09Z", Lang::Es, 0).as_deref(),
            Some("7 mar 1994 14:05")
        );
    }

    #[test]
    fn timestamps_shift_to_the_viewer() {
        // Chile (UTC-4): the evening before in local time.
        assert_eq!(
            format_timestamp_display("2024-01-01T02:30:00Z", Lang::Es, -240).as_deref(),
            Some("31 dic 2023 22:30")
        );
        assert_eq!(
            format_timestamp_display("2024-01-01T23:30:00Z", Lang::En, 120).as_deref(),
            Some("Jan 2, 2024 01:30")
        );
    }

    #[test]
    fn bad_timestamps() {
        for s in [
            "",
            "1994-03-07",
            "1994-03-07T",
            "1994-03-07T14",
            "1994-03-07T14:5",
            "1994-03-07X14:05",
            "1994-03-07T25:00",
            "1994-03-07T14:05:09.Z",
            "1994-03-07T14:05:09+25:00",
            "1994-03-07T14:05:09+3",
            "1994-03-07T14:05:09Zjunk",
            "1994-03-07T14:05:09.12a",
            "1994-03-07T14:05.5",
            "1994-02-30T14:05:09Z",
            "1994-03-07T14:05:09:10",
            "1994-03-07T-14:05",
            "é994-03-07T14:05",
        ] {
            assert_eq!(format_timestamp_display(s, Lang::En, 0), None, "{s:?}");
        }
    }

    #[test]
    fn extreme_offsets_do_not_panic() {
        // i32 minutes is about 4,000 years, inside chrono's range.
        assert!(format_timestamp_display("1994-03-07T14:05Z", Lang::En, i32::MAX).is_some());
        assert!(format_timestamp_display("1994-03-07T14:05Z", Lang::En, i32::MIN).is_some());
    }

    #[test]
    fn leap_second_is_tolerated() {
        assert_eq!(
            parse_timestamp_utc("2016-12-31T23:59:60Z"),
            d(2016, 12, 31).and_hms_opt(23, 59, 59)
        );
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod proptests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn arbitrary_text_never_panics(s in ".{0,40}", offset in any::<i32>()) {
            let _ = parse_ymd(&s);
            let _ = parse_mdy(&s);
            let _ = parse_date_input(&s);
            let _ = format_timestamp_display(&s, Lang::Es, offset);
        }

        #[test]
        fn date_like_text_never_panics(s in "[0-9TZ:.+ -]{0,30}", offset in -1000..1000i32) {
            let _ = format_timestamp_display(&s, Lang::En, offset);
        }

        #[test]
        fn formats_round_trip(days in 0..80_000i64) {
            let date = NaiveDate::from_ymd_opt(1900, 1, 1).unwrap() + Duration::days(days);
            prop_assert_eq!(parse_mdy(&format_mdy(date)), Some(date));
            prop_assert_eq!(parse_ymd(&format_ymd(date)), Some(date));
            prop_assert_eq!(parse_mdy(&format_mdy(date).to_lowercase()), Some(date));
        }
    }
}
