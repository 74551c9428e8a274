//! How saved values read on the summary card. Plain functions, tested natively.

use crate::logic::lang::Lang;
use text_rules::dates;

/// The average rating with one decimal, in the UI language's notation (`4.5` / `4,5`), rounded as
/// people round (`4.25` → `4.3`, `4.35` → `4.4`). The reference gives no scale, so none is shown.
/// `None` for a value that is not a finite number, for 0 or less (a new profile carries 0 before
/// anyone has rated it, and "0.0" would read as a bad rating), and above [`MAX_RATING_SHOWN`].
///
/// Integer tenths, not `format!("{:.1}")`: that rounds the binary value (4.35 is 4.3499… and read
/// "4.3"), and it would bring Rust's float formatting into the wasm.
/// Shaped for wasm size: docs/performance.md#no-float-formatting.
pub(super) fn rating_text(value: f64, lang: Lang) -> Option<String> {
    if !value.is_finite() || value <= 0.0 || value > MAX_RATING_SHOWN {
        return None;
    }
    let tenths = (value * 10.0).round() as u64;
    let point = match lang {
        Lang::En => '.',
        Lang::Es => ',',
    };
    Some(format!("{}{point}{}", tenths / 10, tenths % 10))
}

/// No rating scale reaches this; a larger number from the API is noise, and is not shown.
const MAX_RATING_SHOWN: f64 = 1_000_000.0;

/// A date of birth from the record (`yyyy-mm-dd`, or `mmm dd, yyyy` as sent) for people to read;
/// anything else is shown as it came.
pub(super) fn date_of_birth_text(value: &str, lang: Lang) -> String {
    dates::parse_ymd(value)
        .or_else(|| dates::parse_mdy(value))
        .map(|date| dates::format_display(date, lang))
        .unwrap_or_else(|| value.trim().to_owned())
}

/// What to show for the country or city of the record: the name last entered on this device, else the
/// id the API answered with, else nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Place {
    Name(String),
    Id(i64),
}

pub(super) fn place(name: Option<&str>, id: Option<i64>) -> Option<Place> {
    match (name.map(str::trim).filter(|name| !name.is_empty()), id) {
        (Some(name), _) => Some(Place::Name(name.to_owned())),
        (None, Some(id)) => Some(Place::Id(id)),
        (None, None) => None,
    }
}

/// A text value worth a line on the card: trimmed, and absent when blank.
pub(super) fn present(value: Option<&str>) -> Option<String> {
    value
        .map(str::trim)
        .filter(|value| !value.is_empty())
        .map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings() {
        assert_eq!(rating_text(4.25, Lang::En).as_deref(), Some("4.3"));
        assert_eq!(rating_text(4.35, Lang::En).as_deref(), Some("4.4"));
        assert_eq!(rating_text(4.24, Lang::En).as_deref(), Some("4.2"));
        assert_eq!(rating_text(4.5, Lang::Es).as_deref(), Some("4,5"));
        assert_eq!(rating_text(3.0, Lang::En).as_deref(), Some("3.0"));
        assert_eq!(rating_text(0.04, Lang::En).as_deref(), Some("0.0"));
        assert_eq!(rating_text(0.05, Lang::Es).as_deref(), Some("0,1"));
        assert_eq!(rating_text(9.96, Lang::En).as_deref(), Some("10.0"));
        assert_eq!(
            rating_text(123_456.78, Lang::En).as_deref(),
            Some("123456.8")
        );
        assert_eq!(rating_text(2e6, Lang::En), None);
        assert_eq!(rating_text(f64::NAN, Lang::En), None);
        assert_eq!(rating_text(0.0, Lang::En), None);
        assert_eq!(rating_text(f64::INFINITY, Lang::Es), None);
    }

    #[test]
    fn dates_of_birth() {
        assert_eq!(date_of_birth_text("1994-03-07", Lang::En), "Mar 7, 1994");
        assert_eq!(date_of_birth_text("1994-03-07", Lang::Es), "7 mar 1994");
        assert_eq!(date_of_birth_text("Mar 07, 1994", Lang::En), "Mar 7, 1994");
        assert_eq!(date_of_birth_text(" someday ", Lang::En), "someday");
    }

    #[test]
    fn places_prefer_names() {
        assert_eq!(
            place(Some("Chile"), Some(152)),
            Some(Place::Name("Chile".into()))
        );
        assert_eq!(place(Some("  "), Some(152)), Some(Place::Id(152)));
        assert_eq!(place(None, Some(7)), Some(Place::Id(7)));
        assert_eq!(place(None, None), None);
    }

    #[test]
    fn blank_text_is_absent() {
        assert_eq!(present(Some("  a ")).as_deref(), Some("a"));
        assert_eq!(present(Some(" ")), None);
        assert_eq!(present(None), None);
    }
}
