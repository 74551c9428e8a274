//! The platform's three ways of writing a time, written and read: ISO timestamps
//! (`2026-11-21T06:13:20.777Z`), `mmm dd, yyyy` (what create_or_update_jobseeker accepts and the
//! seed's `@today` tokens give) and `yyyy-mm-dd` (how a date of birth is stored and returned).

use chrono::{DateTime, NaiveDate, Utc};

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// ISO 8601 timestamp as the platform prints it: `2024-05-01T12:34:56.789Z`.
pub fn iso(t: DateTime<Utc>) -> String {
    t.format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
}

/// `mmm dd, yyyy`, e.g. `Mar 07, 1994`.
pub fn mdy(d: NaiveDate) -> String {
    d.format("%b %d, %Y").to_string()
}

/// `yyyy-mm-dd`.
pub fn ymd(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

/// Parses `mmm dd, yyyy` strictly (English three-letter month, two-digit day,
/// four-digit year), e.g. `Mar 07, 1994`.
pub fn parse_mdy(s: &str) -> Option<NaiveDate> {
    let b = s.as_bytes();
    if b.len() != 12 || b[3] != b' ' || b[6] != b',' || b[7] != b' ' {
        return None;
    }
    let month = MONTHS.iter().position(|m| s.get(0..3) == Some(*m))? as u32 + 1;
    let day_str = s.get(4..6)?;
    let year_str = s.get(8..12)?;
    if !day_str.bytes().all(|c| c.is_ascii_digit()) || !year_str.bytes().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    let day: u32 = day_str.parse().ok()?;
    let year: i32 = year_str.parse().ok()?;
    NaiveDate::from_ymd_opt(year, month, day)
}

/// Parses `yyyy-mm-dd`.
pub fn parse_ymd(s: &str) -> Option<NaiveDate> {
    if s.len() != 10 {
        return None;
    }
    NaiveDate::parse_from_str(s, "%Y-%m-%d").ok()
}

/// Whole years between `dob` and `today`.
pub fn age_on(dob: NaiveDate, today: NaiveDate) -> i64 {
    use chrono::Datelike;
    let mut age = i64::from(today.year() - dob.year());
    if (today.month(), today.day()) < (dob.month(), dob.day()) {
        age -= 1;
    }
    age
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(
            parse_mdy("Mar 07, 1994"),
            NaiveDate::from_ymd_opt(1994, 3, 7)
        );
        assert_eq!(
            parse_mdy("Dec 31, 2000"),
            NaiveDate::from_ymd_opt(2000, 12, 31)
        );
        for bad in [
            "1994-03-07",
            "Mar 7, 1994",
            "March 07, 1994",
            "mar 07, 1994",
            "Feb 30, 1994",
            "Mar 07 1994",
            "07/03/1994",
            "",
        ] {
            assert_eq!(parse_mdy(bad), None, "{bad}");
        }
    }

    #[test]
    fn ages() {
        let dob = NaiveDate::from_ymd_opt(1994, 3, 7).unwrap();
        assert_eq!(
            age_on(dob, NaiveDate::from_ymd_opt(2024, 3, 6).unwrap()),
            29
        );
        assert_eq!(
            age_on(dob, NaiveDate::from_ymd_opt(2024, 3, 7).unwrap()),
            30
        );
    }
}
