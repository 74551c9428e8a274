//! Reading what lands in a phone number box. A whole international number that is pasted, dropped or
//! autofilled there (`+56 9 8765 4321`) gives its calling code to the country selector and leaves the
//! national part in the box, so what the user sees matches what will be sent. The rules about what a
//! valid number is stay in [`super::phone`].

use crate::numbering::PhonePlans;
use crate::phone;

/// The calling code and national part of an international number typed into the national box (it
/// starts with `+` or `00`), or `None` when the text is not one. A valid number's national part comes
/// back grouped as the API format groups it (`9 8765 4321`, by `plans` once they have arrived); one
/// that is not valid yet keeps its digits, for the user to fix.
pub fn split_pasted(text: &str, plans: Option<&PhonePlans>) -> Option<(String, String)> {
    let text = text.trim();
    if !(text.starts_with('+') || text.starts_with("00")) {
        return None;
    }
    let (code, digits) = phone::split_international(text)?;
    let national = match phone::parse_input("", text, plans) {
        Ok(number) => {
            let international = number.international();
            let prefix = format!("+{} ", number.calling_code());
            international
                .strip_prefix(&prefix)
                .map(str::to_owned)
                .unwrap_or(digits)
        }
        Err(_) => digits,
    };
    Some((code, national))
}

/// Whether an `input` event should move a typed calling code to the selector right away. Only
/// insertions that arrive whole do (a paste, a drop, an autofill or a spelling replacement); keystrokes
/// and keyboard compositions never do, so the text does not jump while the user is typing a `+`
/// number. `None` means the event carried no input type (some browsers' autofill): also whole.
/// Everything else is sorted out when the user leaves the box.
pub fn splits_on_input(input_type: Option<&str>) -> bool {
    match input_type {
        None => true,
        Some(kind) => matches!(
            kind,
            "insertFromPaste" | "insertFromDrop" | "insertReplacementText" | "insertFromYank"
        ),
    }
}

/// The whole number as one value, from the two boxes of a phone control: `+CC national`, the
/// national part alone while no code is chosen, or empty while the number box is empty (a code alone
/// is not an answer).
pub fn combine(calling_code: &str, national: &str) -> String {
    let national = national.trim();
    match (calling_code.is_empty(), national.is_empty()) {
        (_, true) => String::new(),
        (true, false) => national.to_string(),
        (false, false) => format!("+{calling_code} {national}"),
    }
}

/// The two boxes of a phone control for a stored value: the calling code and the national part when
/// the value is international, else no code and the value as it is. A value [`combine`] wrote
/// (`+56 9 8765 4321`, a known code, a space, the number) comes back as it was typed, spaces and
/// all; any other international number is read for its code and digits.
pub fn split_value(value: &str) -> (String, String) {
    if let Some((code, national)) = combined_parts(value) {
        return (code.to_owned(), national.to_owned());
    }
    phone::split_international(value).unwrap_or_else(|| (String::new(), value.to_string()))
}

/// `+{code} {national}` as [`combine`] writes it, with a code some country has.
fn combined_parts(value: &str) -> Option<(&str, &str)> {
    let (code, national) = value.strip_prefix('+')?.split_once(' ')?;
    let national = national.trim();
    let known = !code.is_empty()
        && code.bytes().all(|b| b.is_ascii_digit())
        && crate::countries::shown_for_code(code, None).is_some();
    (known && !national.is_empty()).then_some((code, national))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combine_needs_a_number_and_prefixes_the_code() {
        assert_eq!(combine("56", " 9 8765 4321 "), "+56 9 8765 4321");
        assert_eq!(combine("", "987654321"), "987654321");
        assert_eq!(combine("56", "  "), "");
        assert_eq!(combine("", ""), "");
    }

    #[test]
    fn split_value_round_trips_through_combine() {
        let (code, national) = split_value("+56 9 8765 4321");
        assert_eq!(code, "56");
        assert_eq!(combine(&code, &national), format!("+56 {national}"));
        assert_eq!(split_value("98765"), (String::new(), "98765".to_string()));
        // As typed, spaces and a trunk zero kept: the boxes show what the user wrote.
        for (code, national) in [
            ("56", "9 8765 4321"),
            ("44", "020 7946 0018"),
            ("1", "(415) 555-0100"),
        ] {
            let value = combine(code, national);
            assert_eq!(
                split_value(&value),
                (code.to_string(), national.to_string()),
                "{value}"
            );
        }
        // Not as `combine` writes it: read for its code and digits.
        assert_eq!(
            split_value("+56987654321"),
            ("56".to_string(), "987654321".to_string())
        );
        assert_eq!(
            split_value("+999 123"),
            (String::new(), "+999 123".to_string())
        );
        assert_eq!(split_value(""), (String::new(), String::new()));
    }

    fn split(text: &str) -> Option<(String, String)> {
        split_pasted(text, None)
    }

    fn pair(code: &str, national: &str) -> Option<(String, String)> {
        Some((code.to_owned(), national.to_owned()))
    }

    #[test]
    fn pasted_international_numbers_are_split_and_grouped() {
        assert_eq!(split("+56 9 8765 4321"), pair("56", "9 8765 4321"));
        assert_eq!(split(" +56987654321 "), pair("56", "9 8765 4321"));
        assert_eq!(split("0044 20 7946 0018"), pair("44", "20 7946 0018"));
        assert_eq!(split("+1 (555) 123-4567"), pair("1", "555 123 4567"));
        assert_eq!(split("+39 06 1234 5678"), pair("39", "06 1234 5678"));
    }

    #[test]
    fn an_incomplete_number_keeps_its_digits() {
        // Too short to be valid, but the code is clear: it still moves to the selector.
        assert_eq!(split("+56 98"), pair("56", "98"));
    }

    #[test]
    fn national_and_unreadable_text_is_left_alone() {
        for text in [
            "",
            "9 8765 4321",
            "56 9 8765 4321",
            "+",
            "+56",
            "+999 1234",
            "abc",
        ] {
            assert_eq!(split(text), None, "{text:?}");
        }
    }

    #[test]
    fn only_whole_insertions_split_at_once() {
        for kind in [
            "insertFromPaste",
            "insertFromDrop",
            "insertReplacementText",
            "insertFromYank",
        ] {
            assert!(splits_on_input(Some(kind)), "{kind}");
        }
        assert!(splits_on_input(None));
        for kind in [
            "insertText",
            "insertCompositionText",
            "deleteContentBackward",
            "historyUndo",
        ] {
            assert!(!splits_on_input(Some(kind)), "{kind}");
        }
    }
}
