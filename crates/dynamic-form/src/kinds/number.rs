//! A number, any (`Number::<false>`) or whole (`Number::<true>`), typed in the UI language: `12,5` in Spanish is
//! `12.5`. Held and kept with a decimal point, so it means the same whichever language shows it
//! next; no thousands separators (`1.234` would be a thousand in Spanish and one in English).

use super::{Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;
use std::borrow::Cow;
use text_rules::Lang;

/// A number box: any number (`Number::<false>`), or a whole one (`Number::<true>`).
pub struct Number<const WHOLE: bool>;

impl<const WHOLE: bool> Kind for Number<WHOLE> {
    const NAMES: &'static [&'static str] = if WHOLE {
        &["integer"]
    } else {
        &["number", "numeric", "decimal"]
    };

    const NAME: &'static str = if WHOLE { "integer" } else { "number" };

    // A `type=number` box drops a typed decimal comma in Chromium; a text box keeps it.
    const ENTRY: Entry = Entry::TextBox(if WHOLE {
        "type=\"text\" inputmode=\"numeric\""
    } else {
        "type=\"text\" inputmode=\"decimal\""
    });

    const READS_BY_LANGUAGE: bool = true;

    fn check(value: &FieldValue, _: &Options, locale: Locale) -> Result<(), FieldError> {
        number(value.text(), WHOLE, locale.lang).map(|_| ())
    }

    fn kept(value: &FieldValue, _: &Options, locale: Locale) -> FieldValue {
        let text = value.text().trim();
        FieldValue::Text(number(text, WHOLE, locale.lang).unwrap_or_else(|_| text.to_owned()))
    }

    /// A number written with a point with the language's decimal separator (`12.5` is `12,5` in
    /// Spanish); any other text as it is.
    fn shown<'a>(text: &'a str, lang: Lang) -> Cow<'a, str> {
        let separator = decimal_separator(lang);
        // English takes the point alone: this asks whether the text is a number written with one.
        if separator != '.' && number(text, false, Lang::En).is_ok() {
            Cow::Owned(text.replace('.', &separator.to_string()))
        } else {
            Cow::Borrowed(text)
        }
    }

    /// With a decimal point when the language reads the text as a number; as typed otherwise (its
    /// check reports it).
    fn typed(text: String, lang: Lang) -> String {
        let separator = decimal_separator(lang);
        if separator != '.' && number(&text, false, lang).is_ok() {
            text.replace(separator, ".")
        } else {
            text
        }
    }
}

/// The decimal separator a number box shows and takes in `lang`, besides the point it always takes.
fn decimal_separator(lang: Lang) -> char {
    match lang {
        Lang::En => '.',
        Lang::Es => ',',
    }
}

/// A typed number, written with a decimal point: digits with an optional sign and at most one
/// decimal separator, a point in any language and also a comma in Spanish.
fn number(text: &str, whole: bool, lang: Lang) -> Result<String, FieldError> {
    let text = text.trim();
    let (sign, digits) = match text.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", text.strip_prefix('+').unwrap_or(text)),
    };
    let is_separator = |c: char| c == '.' || c == decimal_separator(lang);
    let (integer, fraction) = match digits.find(is_separator) {
        Some(at) => (&digits[..at], Some(&digits[at + 1..])),
        None => (digits, None),
    };
    let all_digits = |part: &str| part.bytes().all(|b| b.is_ascii_digit());
    let fraction_ok = fraction.is_none_or(|part| !part.is_empty() && all_digits(part));
    if integer.is_empty() || !all_digits(integer) || !fraction_ok {
        return Err(FieldError::NotANumber);
    }
    match (whole, fraction) {
        (true, Some(_)) => Err(FieldError::NotWhole),
        (_, None) => Ok(format!("{sign}{integer}")),
        (false, Some(part)) => Ok(format!("{sign}{integer}.{part}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_take_the_languages_decimal_comma_and_whole_numbers_no_fraction() {
        assert_eq!(number("12.5", false, Lang::En), Ok("12.5".into()));
        assert_eq!(number(" -3 ", false, Lang::En), Ok("-3".into()));
        assert_eq!(number("+7", false, Lang::En), Ok("7".into()));
        assert_eq!(number("12,5", false, Lang::Es), Ok("12.5".into()));
        assert_eq!(number("12.5", false, Lang::Es), Ok("12.5".into()));
        assert_eq!(number("12,5", false, Lang::En), Err(FieldError::NotANumber));
        for bad in [
            "", "-", "1.2.3", "1,2,3", "12.", ".5", "1e3", "abc", "1 000", "--1",
        ] {
            assert_eq!(
                number(bad, false, Lang::Es),
                Err(FieldError::NotANumber),
                "{bad}"
            );
        }
        assert_eq!(number("40", true, Lang::En), Ok("40".into()));
        assert_eq!(number("40.5", true, Lang::En), Err(FieldError::NotWhole));
        assert_eq!(number("40,5", true, Lang::Es), Err(FieldError::NotWhole));
        let es = Locale::new(Lang::Es, &crate::NO_SUPPLIES);
        let none = Options::default();
        assert_eq!(
            Number::<false>::check(&FieldValue::from("12,5"), &none, es),
            Ok(())
        );
        assert_eq!(
            Number::<false>::kept(&FieldValue::from(" 12,5 "), &none, es),
            FieldValue::from("12.5")
        );
        assert_eq!(
            Number::<false>::kept(&FieldValue::from(" twelve "), &none, es),
            FieldValue::from("twelve")
        );
        assert_eq!(
            Number::<true>::check(&FieldValue::from("3.5"), &none, es),
            Err(FieldError::NotWhole)
        );
    }

    #[test]
    fn a_number_is_held_with_a_point_and_shown_with_the_languages_separator() {
        let typed = |text: &str, lang| Number::<false>::typed(text.into(), lang);
        assert_eq!(typed("12,5", Lang::Es), "12.5");
        assert_eq!(typed(" -12,5 ", Lang::Es), " -12.5 ");
        assert_eq!(typed("12.5", Lang::Es), "12.5");
        // Not a number in that language: held as typed, for its check to report.
        assert_eq!(typed("12,5", Lang::En), "12,5");
        assert_eq!(typed("1,2,3", Lang::Es), "1,2,3");
        assert_eq!(Number::<false>::shown("12.5", Lang::Es), "12,5");
        assert_eq!(Number::<false>::shown("+7", Lang::Es), "+7");
        assert_eq!(Number::<false>::shown("12.5", Lang::En), "12.5");
        assert_eq!(Number::<false>::shown("1.2.3", Lang::Es), "1.2.3");
        assert_eq!(Number::<false>::shown("12,5", Lang::Es), "12,5");
        // What is shown reads back as the same text, in either language.
        for held in ["12.5", "-0.25", "+3", "40", " 7.5 ", "twelve", "1.2.3", ""] {
            for lang in Lang::ALL {
                let shown = Number::<false>::shown(held, lang).into_owned();
                assert_eq!(
                    Number::<false>::typed(shown, lang),
                    held,
                    "{held:?} in {lang:?}"
                );
            }
        }
        const { assert!(Number::<false>::READS_BY_LANGUAGE && Number::<true>::READS_BY_LANGUAGE) };
    }
}
