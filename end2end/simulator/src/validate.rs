//! Input rules of create_or_update_jobseeker.

use chrono::NaiveDate;

/// Gender codes accepted by the platform (reference 2.2 / 4.4).
pub const GENDERS: [&str; 6] = ["Male", "Hombre", "Female", "Mujer", "Other", "Otro"];

const MONTHS: [&str; 12] = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
];

/// International phone format: `+`, a 1–3 digit country code, then digits
/// optionally grouped by single spaces or dashes; 8–15 digits in total
/// (country code included). When the number is grouped, the first group is
/// the country code and must have 1–3 digits.
pub fn is_international_phone(s: &str) -> bool {
    let Some(rest) = s.strip_prefix('+') else {
        return false;
    };
    if rest.is_empty() || !rest.starts_with(|c: char| c.is_ascii_digit()) {
        return false;
    }
    if !rest.ends_with(|c: char| c.is_ascii_digit()) {
        return false;
    }
    let mut digits = 0usize;
    let mut prev_sep = false;
    for c in rest.chars() {
        match c {
            '0'..='9' => {
                digits += 1;
                prev_sep = false;
            }
            ' ' | '-' => {
                if prev_sep {
                    return false;
                }
                prev_sep = true;
            }
            _ => return false,
        }
    }
    if !(8..=15).contains(&digits) {
        return false;
    }
    match rest.find([' ', '-']) {
        Some(first_group_len) => (1..=3).contains(&first_group_len),
        None => true,
    }
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

/// The resume URL (`profiletype`) "must be a document type". The simulator
/// rejects URLs whose path plainly names a non-document file (image, video,
/// audio, archive, executable); URLs without an extension are accepted.
pub fn is_document_url(s: &str) -> bool {
    const NOT_DOCUMENTS: [&str; 17] = [
        "png", "jpg", "jpeg", "gif", "webp", "svg", "bmp", "ico", "heic", "mp4", "mov", "avi",
        "webm", "mp3", "wav", "zip", "exe",
    ];
    let path = s.split(['?', '#']).next().unwrap_or(s);
    let last = path.rsplit('/').next().unwrap_or(path);
    match last.rsplit_once('.') {
        Some((_, ext)) => !NOT_DOCUMENTS.contains(&ext.to_ascii_lowercase().as_str()),
        None => true,
    }
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
    fn phones() {
        for ok in [
            "+56 9 8765 4321",
            "+56987654321",
            "+1 415-555-0100",
            "+54-11-5555-1234",
            "+44 20 7946 0958",
        ] {
            assert!(is_international_phone(ok), "{ok}");
        }
        for bad in [
            "56 9 8765 4321",
            "987654321",
            "+56 9 8765 432a",
            "+56  98765 4321",
            "+5698 765 4321",
            "+1 555",
            "+1 234 567 890 123 456",
            "+56 9 8765 4321 ",
            "+(56) 987654321",
            "",
            "+",
        ] {
            assert!(!is_international_phone(bad), "{bad}");
        }
    }

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
    fn documents() {
        assert!(is_document_url("https://x.test/cv.pdf"));
        assert!(is_document_url("https://x.test/resume?id=3"));
        assert!(is_document_url("https://x.test/cv.DOCX#p1"));
        assert!(!is_document_url("https://x.test/me.JPG"));
        assert!(!is_document_url("https://x.test/me.png?size=2"));
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
