//! Input rules of create_or_update_jobseeker.

/// Gender codes accepted by the platform (reference 2.2 / 4.4).
pub const GENDERS: [&str; 6] = ["Male", "Hombre", "Female", "Mujer", "Other", "Otro"];

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
    fn documents() {
        for document in [
            "https://x.test/cv.pdf",
            "https://x.test/resume?id=3",
            "https://x.test/cv.DOCX#p1",
        ] {
            assert!(is_document_url(document), "{document}");
        }
        for media in ["https://x.test/me.JPG", "https://x.test/me.png?size=2"] {
            assert!(!is_document_url(media), "{media}");
        }
    }
}
