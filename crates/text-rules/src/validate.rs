//! Validation of free-text inputs: e-mail addresses, links and required
//! text.
//!
//! URLs typed by users end up in `href`/`src` attributes, so
//! [`safe_http_url`] is the single gate: only absolute http(s) URLs with a
//! host pass, which rules out `javascript:`, `data:` and every obfuscated
//! variant of them without having to enumerate the tricks.

/// RFC 5321's limit on a forward path.
pub const MAX_EMAIL_LEN: usize = 254;

/// Document types the API accepts as a resume (reference 4.4: "must be a
/// document type"; the list itself is our choice).
pub const RESUME_EXTENSIONS: &[&str] = &["pdf", "doc", "docx", "odt", "rtf", "txt"];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EmailError {
    Empty,
    TooLong,
    /// Spaces or control characters inside the address.
    Whitespace,
    MissingAt,
    MultipleAt,
    EmptyLocalPart,
    /// No domain, no dot in it, or an empty label (`a@b..com`).
    InvalidDomain,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UrlError {
    Empty,
    /// Not an absolute http:// or https:// URL with a host.
    NotHttp,
    /// A resume link whose file is not one of [`RESUME_EXTENSIONS`].
    NotADocument,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RequiredError {
    Blank,
}

/// A pragmatic e-mail check: one `@`, a non-empty local part, a dotted
/// domain without empty labels, no whitespace, at most 254 characters.
/// Surrounding spaces are ignored (send the trimmed value).
pub fn email(value: &str) -> Result<(), EmailError> {
    let value = value.trim();
    if value.is_empty() {
        return Err(EmailError::Empty);
    }
    if value.chars().count() > MAX_EMAIL_LEN {
        return Err(EmailError::TooLong);
    }
    if value.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(EmailError::Whitespace);
    }
    let (local, domain) = value.split_once('@').ok_or(EmailError::MissingAt)?;
    if domain.contains('@') {
        return Err(EmailError::MultipleAt);
    }
    if local.is_empty() {
        return Err(EmailError::EmptyLocalPart);
    }
    if !domain.contains('.') || domain.split('.').any(str::is_empty) {
        return Err(EmailError::InvalidDomain);
    }
    Ok(())
}

/// The trimmed URL when it is safe to put in an `href` or `src`: absolute
/// `http://` or `https://` (any case) with a host, and nothing inside that
/// browsers would strip or reinterpret (whitespace, control characters,
/// backslashes, quotes, angle brackets). User info (`user@host`) is refused
/// too, since it is a phishing trick and never needed here.
pub fn safe_http_url(value: &str) -> Option<&str> {
    let url = value.trim();
    if url
        .chars()
        .any(|c| c.is_whitespace() || c.is_control() || matches!(c, '\\' | '"' | '<' | '>' | '`'))
    {
        return None;
    }
    let after_scheme = strip_prefix_ignore_case(url, "https://")
        .or_else(|| strip_prefix_ignore_case(url, "http://"))?;
    let authority_end = after_scheme
        .find(['/', '?', '#'])
        .unwrap_or(after_scheme.len());
    valid_authority(&after_scheme[..authority_end]).then_some(url)
}

/// A resume link: a safe http(s) URL whose path (query and fragment aside)
/// ends in one of [`RESUME_EXTENSIONS`], any case.
pub fn resume_url(value: &str) -> Result<(), UrlError> {
    let url = http_url(value)?;
    // The scheme was checked, so `://` is there; the path starts after the
    // host and ends at the query or fragment.
    let after_scheme = url.split_once("://").map_or("", |(_, rest)| rest);
    let path = after_scheme
        .find(['/', '?', '#'])
        .map_or("", |start| &after_scheme[start..]);
    let path = path.split(['?', '#']).next().unwrap_or("");
    let file = path.rsplit('/').next().unwrap_or("");
    let extension = file.rsplit_once('.').map(|(_, ext)| ext).unwrap_or("");
    if RESUME_EXTENSIONS
        .iter()
        .any(|ok| extension.eq_ignore_ascii_case(ok))
    {
        Ok(())
    } else {
        Err(UrlError::NotADocument)
    }
}

/// An image link: any safe http(s) URL, since images are often served
/// without an extension (CDNs, signed links).
pub fn image_url(value: &str) -> Result<(), UrlError> {
    http_url(value).map(|_| ())
}

/// Text that must not be blank.
pub fn required_text(value: &str) -> Result<(), RequiredError> {
    if value.trim().is_empty() {
        Err(RequiredError::Blank)
    } else {
        Ok(())
    }
}

fn http_url(value: &str) -> Result<&str, UrlError> {
    if value.trim().is_empty() {
        return Err(UrlError::Empty);
    }
    safe_http_url(value).ok_or(UrlError::NotHttp)
}

fn strip_prefix_ignore_case<'a>(s: &'a str, prefix: &str) -> Option<&'a str> {
    let head = s.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &s[prefix.len()..])
}

/// `host[:port]` where host is a name (letters of any script, digits, `-`,
/// `_`, `.`, with at least one letter or digit) or a bracketed IPv6 address.
fn valid_authority(authority: &str) -> bool {
    let (host, port) = split_port(authority);
    let host_ok = match host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        Some(v6) => {
            !v6.is_empty()
                && v6
                    .chars()
                    .all(|c| c.is_ascii_hexdigit() || c == ':' || c == '.')
        }
        None => {
            host.chars().any(char::is_alphanumeric)
                && host
                    .chars()
                    .all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.'))
        }
    };
    let port_ok =
        port.is_none_or(|p| !p.is_empty() && p.len() <= 5 && p.bytes().all(|b| b.is_ascii_digit()));
    host_ok && port_ok
}

/// Splits off `:port`, looking only after an IPv6 address's `]`.
fn split_port(authority: &str) -> (&str, Option<&str>) {
    let from = authority.rfind(']').map_or(0, |i| i + 1);
    match authority[from..].rfind(':') {
        Some(i) => (&authority[..from + i], Some(&authority[from + i + 1..])),
        None => (authority, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_emails() {
        for e in [
            "ana@example.com",
            "  ana@example.com ",
            "a.b+tag@sub.example.co.uk",
            "x@y.z",
            "josé@ejemplo.cl",
            "o'brien@example.ie",
        ] {
            assert_eq!(email(e), Ok(()), "{e:?}");
        }
    }

    #[test]
    fn invalid_emails() {
        let cases = [
            ("", EmailError::Empty),
            ("   ", EmailError::Empty),
            ("ana", EmailError::MissingAt),
            ("ana.example.com", EmailError::MissingAt),
            ("ana@@example.com", EmailError::MultipleAt),
            ("a@b@example.com", EmailError::MultipleAt),
            ("@example.com", EmailError::EmptyLocalPart),
            ("ana@", EmailError::InvalidDomain),
            ("ana@localhost", EmailError::InvalidDomain),
            ("ana@example.", EmailError::InvalidDomain),
            ("ana@.example.com", EmailError::InvalidDomain),
            ("ana@example..com", EmailError::InvalidDomain),
            ("ana maria@example.com", EmailError::Whitespace),
            ("ana@exam\tple.com", EmailError::Whitespace),
            ("ana@example.com\u{0}", EmailError::Whitespace),
        ];
        for (e, expected) in cases {
            assert_eq!(email(e), Err(expected), "{e:?}");
        }
    }

    #[test]
    fn email_length_limit() {
        let local = "a".repeat(MAX_EMAIL_LEN - "@example.com".len());
        assert_eq!(email(&format!("{local}@example.com")), Ok(()));
        assert_eq!(
            email(&format!("a{local}@example.com")),
            Err(EmailError::TooLong)
        );
    }

    #[test]
    fn safe_urls_pass_trimmed() {
        for (input, out) in [
            ("https://example.com", "https://example.com"),
            (
                "  http://example.com/a/b?c=d#e \n",
                "http://example.com/a/b?c=d#e",
            ),
            ("HTTPS://EXAMPLE.COM/CV.PDF", "HTTPS://EXAMPLE.COM/CV.PDF"),
            ("HtTp://localhost:8080/x", "HtTp://localhost:8080/x"),
            ("https://[::1]:443/", "https://[::1]:443/"),
            ("https://[2001:db8::1]", "https://[2001:db8::1]"),
            ("https://münchen.de/bild", "https://münchen.de/bild"),
            ("https://example.com?q=1", "https://example.com?q=1"),
            ("https://example.com#top", "https://example.com#top"),
            ("https://1.2.3.4/x", "https://1.2.3.4/x"),
            (
                "https://cdn.example.com/a%20b.png",
                "https://cdn.example.com/a%20b.png",
            ),
        ] {
            assert_eq!(safe_http_url(input), Some(out), "{input:?}");
        }
    }

    #[test]
    fn unsafe_or_relative_urls_fail() {
        for url in [
            "",
            "example.com",
            "/cv.pdf",
            "cv.pdf",
            "//example.com/x",
            "ftp://example.com/x",
            "javascript:alert(1)",
            "data:text/html,<script>",
            "http:/example.com",
            "http:\\\\example.com",
            "http://",
            "https:///path",
            "https://?q",
            "https://#f",
            "http://./x",
            "http://user:pw@example.com/",
            "http://good.com@evil.com/",
            "http://evil.com\\@good.com/",
            "http://exa mple.com",
            "http://example.com/a b",
            "http://example.com/\"onmouseover=\"x",
            "http://example.com/<script>",
            "http://example.com:/x",
            "http://example.com:80a/",
            "http://example.com:123456/",
            "http://a:b:c/",
            "http://[::1/",
            "http://[]/",
            "http://[::1]x/",
            "http://[zz]/",
            "http://exa%6dple.com/",
            "https\u{0}://example.com",
        ] {
            assert_eq!(safe_http_url(url), None, "{url:?}");
        }
    }

    #[test]
    fn resume_urls() {
        for ok in [
            "https://example.com/cv.pdf",
            "https://example.com/files/My%20CV.DOCX",
            "http://example.com/cv.doc?version=2#page=1",
            "https://example.com/a/b/c.OdT",
            "https://example.com/cv.rtf",
            "https://example.com/cv.txt#x",
            "  https://example.com/cv.final.pdf  ",
        ] {
            assert_eq!(resume_url(ok), Ok(()), "{ok:?}");
        }
        assert_eq!(resume_url(""), Err(UrlError::Empty));
        assert_eq!(resume_url("  "), Err(UrlError::Empty));
        for (url, expected) in [
            ("https://example.com/cv.png", UrlError::NotADocument),
            ("https://example.com/cv", UrlError::NotADocument),
            ("https://example.com/", UrlError::NotADocument),
            ("https://example.com", UrlError::NotADocument),
            ("https://example.pdf", UrlError::NotADocument),
            ("https://example.com/cv.pdf/", UrlError::NotADocument),
            ("https://example.com/cv.pdf.exe", UrlError::NotADocument),
            ("https://example.com/pdf", UrlError::NotADocument),
            (
                "https://example.com/download?file=cv.pdf",
                UrlError::NotADocument,
            ),
            ("https://example.com/.pdfx", UrlError::NotADocument),
            ("cv.pdf", UrlError::NotHttp),
            ("javascript:alert(1)//.pdf", UrlError::NotHttp),
            ("file:///home/ana/cv.pdf", UrlError::NotHttp),
        ] {
            assert_eq!(resume_url(url), Err(expected), "{url:?}");
        }
    }

    #[test]
    fn image_urls() {
        assert_eq!(image_url("https://cdn.example.com/img/12345"), Ok(()));
        assert_eq!(image_url("https://example.com/me.JPG"), Ok(()));
        assert_eq!(image_url(""), Err(UrlError::Empty));
        assert_eq!(
            image_url("data:image/png;base64,AAAA"),
            Err(UrlError::NotHttp)
        );
        assert_eq!(image_url("me.jpg"), Err(UrlError::NotHttp));
    }

    #[test]
    fn required() {
        assert_eq!(required_text("x"), Ok(()));
        assert_eq!(required_text("  x "), Ok(()));
        assert_eq!(required_text(""), Err(RequiredError::Blank));
        assert_eq!(required_text(" \t\n\u{a0}"), Err(RequiredError::Blank));
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod proptests {
    use super::*;
    use proptest::prelude::*;

    /// `javascript:` in mixed case, with junk browsers ignore (tabs,
    /// newlines, NUL and other control characters) anywhere inside, leading
    /// spaces or control characters, and entity-like spellings of the colon.
    fn javascript_variant() -> impl Strategy<Value = String> {
        let letters: Vec<char> = "javascript".chars().collect();
        (
            proptest::collection::vec(any::<bool>(), letters.len()),
            proptest::collection::vec(
                prop_oneof![
                    Just(""),
                    Just("\t"),
                    Just("\n"),
                    Just("\r"),
                    Just("\0"),
                    Just("\u{1}"),
                    Just(" ")
                ],
                letters.len() + 1,
            ),
            prop_oneof![
                Just(":"),
                Just("&colon;"),
                Just("&#58;"),
                Just("&#x3a;"),
                Just("%3a"),
                Just("\u{ff1a}")
            ],
            prop_oneof![
                Just(""),
                Just("  "),
                Just("\t"),
                Just("\u{0}"),
                Just("\u{feff}")
            ],
            ".{0,20}",
        )
            .prop_map(move |(upper, junk, colon, lead, tail)| {
                let mut s = String::from(lead);
                for (i, ch) in letters.iter().enumerate() {
                    s.push_str(junk[i]);
                    if upper[i] {
                        s.push(ch.to_ascii_uppercase());
                    } else {
                        s.push(*ch);
                    }
                }
                s.push_str(junk[letters.len()]);
                s.push_str(colon);
                s.push_str(&tail);
                s
            })
    }

    proptest! {
        #[test]
        fn arbitrary_text_never_panics(s in ".{0,60}") {
            let _ = email(&s);
            let _ = safe_http_url(&s);
            let _ = resume_url(&s);
            let _ = image_url(&s);
            let _ = required_text(&s);
        }

        #[test]
        fn url_like_text_never_panics(s in "(https?://)?[a-zA-Z0-9\\[\\]:@./?#%-]{0,40}") {
            if let Some(url) = safe_http_url(&s) {
                prop_assert!(s.contains(url));
            }
            let _ = resume_url(&s);
        }

        #[test]
        fn javascript_urls_never_pass(url in javascript_variant()) {
            prop_assert_eq!(safe_http_url(&url), None);
            prop_assert!(resume_url(&url).is_err());
            prop_assert!(image_url(&url).is_err());
        }

        #[test]
        fn javascript_after_http_looking_prefix_never_passes(
            prefix in prop_oneof![Just(""), Just("http:"), Just("https:"), Just("http:/"), Just(" ")],
            url in javascript_variant(),
        ) {
            let joined = format!("{prefix}{url}");
            prop_assert_eq!(safe_http_url(&joined), None);
        }

        #[test]
        fn anything_that_passes_is_trimmed_http(s in ".{0,40}") {
            if let Some(url) = safe_http_url(&s) {
                let lower = url.to_ascii_lowercase();
                prop_assert!(lower.starts_with("http://") || lower.starts_with("https://"));
                prop_assert!(!url.chars().any(|c| c.is_whitespace() || c.is_control()));
            }
        }
    }
}
