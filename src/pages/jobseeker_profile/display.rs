//! How saved values read on the summary card. Plain functions, tested natively.

use crate::logic::dates;
use crate::logic::lang::Lang;

/// The average rating with one decimal, in the UI language's notation (`4.5` / `4,5`). The reference
/// gives no scale, so none is shown. `None` for a value that is not a finite number, and for 0 or
/// less: a new profile carries 0 before anyone has rated it, and "0.0" would read as a bad rating.
pub(super) fn rating_text(value: f64, lang: Lang) -> Option<String> {
    if !value.is_finite() || value <= 0.0 {
        return None;
    }
    let text = format!("{value:.1}");
    Some(match lang {
        Lang::En => text,
        Lang::Es => text.replace('.', ","),
    })
}

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
        assert_eq!(rating_text(4.25, Lang::En).as_deref(), Some("4.2"));
        assert_eq!(rating_text(4.5, Lang::Es).as_deref(), Some("4,5"));
        assert_eq!(rating_text(3.0, Lang::En).as_deref(), Some("3.0"));
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
