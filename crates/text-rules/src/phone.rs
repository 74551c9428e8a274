//! Phone numbers in the international format the API requires
//! (`+56 9 8765 4321`); reference 4.4 says a number without a country code
//! gets the whole create/update call rejected.
//!
//! A number is judged by its country's numbering plan ([`super::numbering`],
//! libphonenumber's metadata, fetched once a phone control appears) and sent
//! in libphonenumber's INTERNATIONAL format. Until the plans have arrived, or
//! when they cannot be fetched, the check is the plain one: a calling code
//! from the country table plus the national digits, within E.164 lengths.

use crate::countries;
use crate::numbering::{CodePlan, Patterns, PhonePlans, Verdict};
use std::fmt;

/// E.164: at most 15 digits including the calling code.
pub const MAX_TOTAL_DIGITS: usize = 15;
/// Shortest total we accept; real numbers below this do not exist outside
/// a few tiny territories, and it catches half-typed numbers.
pub const MIN_TOTAL_DIGITS: usize = 8;
/// Shortest national part we accept.
pub const MIN_NATIONAL_DIGITS: usize = 4;

/// Calling codes whose national numbers keep their leading 0 after the
/// country code (Italy's and San Marino's landlines: `+39 06 ...`), so for
/// them a 0 is not a trunk prefix to drop.
const KEEPS_LEADING_ZERO: &[&str] = &["39", "378"];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PhoneError {
    /// Nothing but separators was typed.
    Empty,
    /// Something other than digits, spaces, `-`, `.`, `(`, `)` and a leading `+`.
    InvalidCharacters,
    /// No calling code selected and the number does not start with `+`/`00`.
    MissingCountryCode,
    /// The calling code is not one of the country table.
    UnknownCountryCode,
    TooShort,
    TooLong,
    /// No number of this country (ISO code) has that many digits, by its numbering plan.
    WrongLength(&'static str),
    /// No number of this country (ISO code) looks like this, by its numbering plan.
    NotInPlan(&'static str),
}

/// A validated number: calling code and national digits, digits only.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PhoneNumber {
    calling_code: String,
    national: String,
    /// libphonenumber's INTERNATIONAL format, when the country's plan judged the number.
    formatted: Option<String>,
}

impl PhoneNumber {
    /// Calling code digits, e.g. `56`.
    pub fn calling_code(&self) -> &str {
        &self.calling_code
    }

    /// National digits without trunk prefix, e.g. `987654321`.
    pub fn national(&self) -> &str {
        &self.national
    }

    /// `+` and all digits, no spaces: `+56987654321`.
    pub fn e164(&self) -> String {
        format!("+{}{}", self.calling_code, self.national)
    }

    /// The format sent to the API: libphonenumber's INTERNATIONAL format
    /// when the country's plan judged the number (`+44 7400 123456`).
    /// Without the plans, `+CC` then the national digits in groups
    /// of four from the right, the leftover group first
    /// (`+56 9 8765 4321`, `+44 20 7946 0018`). The one exception is the
    /// NANP (code 1, ten digits), which everyone writes 3-3-4
    /// (`+1 555 123 4567`); it needs no table since all NANP numbers share
    /// that shape.
    pub fn international(&self) -> String {
        if let Some(formatted) = &self.formatted {
            return formatted.clone();
        }
        let digits = self.national.as_str();
        let mut out = String::with_capacity(24);
        out.push('+');
        out.push_str(&self.calling_code);
        if self.calling_code == "1" && digits.len() == 10 {
            for group in [&digits[..3], &digits[3..6], &digits[6..]] {
                out.push(' ');
                out.push_str(group);
            }
            return out;
        }
        // Digits are ASCII, so byte indices are char boundaries.
        let lead = digits.len() % 4;
        if lead > 0 {
            out.push(' ');
            out.push_str(&digits[..lead]);
        }
        let mut start = lead;
        while start < digits.len() {
            out.push(' ');
            out.push_str(&digits[start..start + 4]);
            start += 4;
        }
        out
    }
}

impl fmt::Display for PhoneNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.international())
    }
}

/// Parses what the user typed: `calling_code` is the selector's value
/// (`56`, `+56` or empty) and `national` the number field, judged by
/// `plans` once they have arrived.
///
/// Spaces, dashes, dots and parentheses are ignored. A number typed with
/// `+` or `00` is complete: its own calling code wins over the selector.
/// A leading trunk `0` of the national part is dropped (`09 ...` in Chile,
/// `+44 (0)20 ...`), except where the 0 belongs to the number (Italy).
pub fn parse_input(
    calling_code: &str,
    national: &str,
    plans: Option<&PhonePlans>,
) -> Result<PhoneNumber, PhoneError> {
    let typed = clean(national)?;
    let (code, rest) = if typed.international {
        split_calling_code(&typed.digits).ok_or(PhoneError::UnknownCountryCode)?
    } else {
        let code = selected_code(calling_code)?;
        (code, typed.digits.as_str())
    };
    if let Some(plans) = plans {
        if let Some(plan) = plans.plans.code(code) {
            return judge(plan, rest, typed.international, plans.patterns.as_ref());
        }
    }
    let national = drop_trunk_zero(code, rest);
    let total = code.len() + national.len();
    if total > MAX_TOTAL_DIGITS {
        return Err(PhoneError::TooLong);
    }
    if national.len() < MIN_NATIONAL_DIGITS || total < MIN_TOTAL_DIGITS {
        return Err(PhoneError::TooShort);
    }
    Ok(PhoneNumber {
        calling_code: code.to_owned(),
        national: national.to_owned(),
        formatted: None,
    })
}

/// The number typed after calling code `plan`, judged by its numbering plan.
fn judge(
    plan: &CodePlan,
    digits: &str,
    international: bool,
    patterns: &dyn Patterns,
) -> Result<PhoneNumber, PhoneError> {
    match plan.check(digits, international, patterns) {
        Verdict::Valid {
            national,
            international,
        } => Ok(PhoneNumber {
            calling_code: plan.code().to_owned(),
            national,
            formatted: Some(international),
        }),
        Verdict::WrongLength { region } => {
            Err(PhoneError::WrongLength(known_region(plan, &region)))
        }
        Verdict::NotInPlan { region } => Err(PhoneError::NotInPlan(known_region(plan, &region))),
    }
}

/// The country table's ISO code for a region of the plans (a territory the table lacks is named
/// by its calling code's main country).
fn known_region(plan: &CodePlan, iso: &str) -> &'static str {
    countries::by_iso(iso)
        .map(|country| country.iso)
        .or_else(|| countries::default_iso_for_calling_code(plan.code()))
        .unwrap_or("")
}

/// What the error message for a number of country `iso` shows, once the `plans` have arrived: the
/// usual lengths of its numbers (fixed line and mobile) and an example as typed after the calling
/// code (`9 6123 4567`).
pub fn plan_example(iso: &str, plans: Option<&PhonePlans>) -> Option<(Vec<u8>, String)> {
    let plans = plans?;
    let (plan, region) = plans.plans.region(iso)?;
    let formatted = plan.international(region.example(), plans.patterns.as_ref());
    let example = formatted
        .strip_prefix(&format!("+{} ", plan.code()))
        .unwrap_or(&formatted)
        .to_owned();
    Some((region.usual_lengths().to_vec(), example))
}

/// Splits a stored international number (`+56 9 8765 4321`,
/// `+56987654321`, `0056 ...`) into calling code and national digits to
/// prefill the form. Lenient about length, so a stored number that is too
/// short still comes back for the user to fix; `None` when it has no
/// recognisable calling code or no national digits.
pub fn split_international(stored: &str) -> Option<(String, String)> {
    let typed = clean(stored).ok()?;
    if !typed.international {
        return None;
    }
    let (code, rest) = split_calling_code(&typed.digits)?;
    let national = drop_trunk_zero(code, rest);
    if national.is_empty() {
        return None;
    }
    Some((code.to_owned(), national.to_owned()))
}

/// The digits of a typed number and whether it was written internationally.
struct Cleaned {
    digits: String,
    international: bool,
}

fn clean(input: &str) -> Result<Cleaned, PhoneError> {
    let mut digits = String::with_capacity(input.len().min(32));
    let mut plus = false;
    for ch in input.chars() {
        match ch {
            '0'..='9' => digits.push(ch),
            // A `+` is only meaningful before any digit, and only once.
            '+' if digits.is_empty() && !plus => plus = true,
            '-' | '.' | '(' | ')' => {}
            ch if ch.is_whitespace() => {}
            _ => return Err(PhoneError::InvalidCharacters),
        }
    }
    if digits.is_empty() {
        return Err(PhoneError::Empty);
    }
    if plus {
        return Ok(Cleaned {
            digits,
            international: true,
        });
    }
    // `00` is the international access prefix in most of the world.
    if let Some(rest) = digits.strip_prefix("00") {
        let rest = rest.to_owned();
        if rest.is_empty() {
            return Err(PhoneError::TooShort);
        }
        return Ok(Cleaned {
            digits: rest,
            international: true,
        });
    }
    Ok(Cleaned {
        digits,
        international: false,
    })
}

/// The selector's code as table digits; empty means none was selected.
fn selected_code(calling_code: &str) -> Result<&'static str, PhoneError> {
    let code = calling_code.trim();
    let code = code.strip_prefix('+').unwrap_or(code).trim();
    if code.is_empty() {
        return Err(PhoneError::MissingCountryCode);
    }
    countries::all()
        .iter()
        .map(|c| c.calling_code)
        .find(|known| *known == code)
        .ok_or(PhoneError::UnknownCountryCode)
}

/// Longest known calling code (1 to 3 digits) at the start of `digits`.
/// Calling codes are a prefix code, so at most one length matches anyway.
fn split_calling_code(digits: &str) -> Option<(&'static str, &str)> {
    (1..=3usize).rev().find_map(|len| {
        let prefix = digits.get(..len)?;
        let known = countries::all()
            .iter()
            .map(|c| c.calling_code)
            .find(|code| *code == prefix)?;
        Some((known, &digits[len..]))
    })
}

fn drop_trunk_zero<'a>(code: &str, national: &'a str) -> &'a str {
    if KEEPS_LEADING_ZERO.contains(&code) {
        return national;
    }
    // All zeros go, not just one: a significant number never starts with 0
    // elsewhere, and keeping a second one would make `+56 0 9...` format to
    // something that parses differently.
    national.trim_start_matches('0')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(code: &str, national: &str) -> String {
        parse_input(code, national, None).unwrap().international()
    }

    #[test]
    fn chilean_mobile_with_selector() {
        let p = parse_input("56", "9 8765 4321", None).unwrap();
        assert_eq!(p.calling_code(), "56");
        assert_eq!(p.national(), "987654321");
        assert_eq!(p.international(), "+56 9 8765 4321");
        assert_eq!(p.to_string(), "+56 9 8765 4321");
        assert_eq!(p.e164(), "+56987654321");
    }

    #[test]
    fn selector_may_carry_a_plus_and_spaces() {
        assert_eq!(ok("+56", "987654321"), "+56 9 8765 4321");
        assert_eq!(ok(" +56 ", "987654321"), "+56 9 8765 4321");
    }

    #[test]
    fn separators_are_ignored() {
        assert_eq!(ok("56", "(9) 8765-4321"), "+56 9 8765 4321");
        assert_eq!(ok("56", "9.8765.4321"), "+56 9 8765 4321");
        assert_eq!(ok("56", " 9\t8765\u{a0}4321 "), "+56 9 8765 4321");
    }

    #[test]
    fn plus_number_overrides_selector() {
        let p = parse_input("56", "+34 612 345 678", None).unwrap();
        assert_eq!(p.calling_code(), "34");
        assert_eq!(p.national(), "612345678");
        assert_eq!(p.international(), "+34 6 1234 5678");
    }

    #[test]
    fn double_zero_prefix_is_international() {
        assert_eq!(ok("", "0056 9 8765 4321"), "+56 9 8765 4321");
        assert_eq!(ok("1", "0044 20 7946 0018"), "+44 20 7946 0018");
        assert_eq!(parse_input("", "00", None), Err(PhoneError::TooShort));
    }

    #[test]
    fn longest_prefix_recognises_one_two_and_three_digit_codes() {
        assert_eq!(
            parse_input("", "+1 555 123 4567", None)
                .unwrap()
                .calling_code(),
            "1"
        );
        assert_eq!(
            parse_input("", "+7 912 345 6789", None)
                .unwrap()
                .calling_code(),
            "7"
        );
        assert_eq!(
            parse_input("", "+44 7911 123456", None)
                .unwrap()
                .calling_code(),
            "44"
        );
        assert_eq!(
            parse_input("", "+598 94 123 456", None)
                .unwrap()
                .calling_code(),
            "598"
        );
        assert_eq!(
            parse_input("", "+352 621 123 456", None)
                .unwrap()
                .calling_code(),
            "352"
        );
    }

    #[test]
    fn trunk_zero_is_dropped() {
        assert_eq!(ok("56", "09 8765 4321"), "+56 9 8765 4321");
        assert_eq!(ok("44", "020 7946 0018"), "+44 20 7946 0018");
        assert_eq!(ok("", "+44 (0)20 7946 0018"), "+44 20 7946 0018");
    }

    #[test]
    fn repeated_zeros_after_the_code_are_dropped() {
        let p = parse_input("", "+56 00 9876 5432", None).unwrap();
        assert_eq!(p.national(), "98765432");
        // In the national field `00` means an international prefix instead:
        // `00 98...` is Iran (+98), and no calling code starts with 0.
        assert_eq!(
            parse_input("56", "00 9876 5432", None)
                .unwrap()
                .calling_code(),
            "98"
        );
        assert_eq!(
            parse_input("56", "00 0987 6543", None),
            Err(PhoneError::UnknownCountryCode)
        );
    }

    #[test]
    fn italian_leading_zero_is_kept() {
        let p = parse_input("39", "06 1234 5678", None).unwrap();
        assert_eq!(p.national(), "0612345678");
        assert_eq!(p.international(), "+39 06 1234 5678");
        assert_eq!(parse_input("", &p.international(), None), Ok(p));
    }

    #[test]
    fn nanp_is_grouped_three_three_four() {
        assert_eq!(ok("1", "(555) 123-4567"), "+1 555 123 4567");
        // Not ten digits: the generic rule.
        assert_eq!(ok("1", "555 123 456"), "+1 5 5512 3456");
    }

    #[test]
    fn groups_of_four_from_the_right() {
        assert_eq!(ok("49", "30 1234 5678"), "+49 30 1234 5678");
        assert_eq!(ok("49", "301 2345 6789"), "+49 301 2345 6789");
        assert_eq!(ok("49", "1234 5678"), "+49 1234 5678");
        assert_eq!(ok("356", "2123 4567"), "+356 2123 4567");
    }

    #[test]
    fn empty_input() {
        assert_eq!(parse_input("56", "", None), Err(PhoneError::Empty));
        assert_eq!(
            parse_input("56", "  - ( ) . ", None),
            Err(PhoneError::Empty)
        );
        assert_eq!(parse_input("56", "+", None), Err(PhoneError::Empty));
        assert_eq!(parse_input("", "", None), Err(PhoneError::Empty));
    }

    #[test]
    fn invalid_characters() {
        for bad in [
            "9876a4321",
            "98765#4321",
            "+56 9 8765 4321 ext 2",
            "9876/54321",
            "++56987654321",
            "98+7654321",
            "٩٨٧٦٥٤٣٢١",
        ] {
            assert_eq!(
                parse_input("56", bad, None),
                Err(PhoneError::InvalidCharacters),
                "{bad}"
            );
        }
    }

    #[test]
    fn missing_and_unknown_country_code() {
        assert_eq!(
            parse_input("", "987654321", None),
            Err(PhoneError::MissingCountryCode)
        );
        assert_eq!(
            parse_input("  ", "987654321", None),
            Err(PhoneError::MissingCountryCode)
        );
        assert_eq!(
            parse_input("+", "987654321", None),
            Err(PhoneError::MissingCountryCode)
        );
        assert_eq!(
            parse_input("999", "987654321", None),
            Err(PhoneError::UnknownCountryCode)
        );
        assert_eq!(
            parse_input("5 6", "987654321", None),
            Err(PhoneError::UnknownCountryCode)
        );
        assert_eq!(
            parse_input("abc", "987654321", None),
            Err(PhoneError::UnknownCountryCode)
        );
        assert_eq!(
            parse_input("56", "+999 1234 5678", None),
            Err(PhoneError::UnknownCountryCode)
        );
        assert_eq!(
            parse_input("", "+0 1234 5678", None),
            Err(PhoneError::UnknownCountryCode)
        );
    }

    #[test]
    fn too_short() {
        assert_eq!(parse_input("56", "123", None), Err(PhoneError::TooShort));
        assert_eq!(parse_input("56", "0123", None), Err(PhoneError::TooShort));
        // Four national digits but only seven in total.
        assert_eq!(parse_input("56", "12345", None), Err(PhoneError::TooShort));
        assert_eq!(parse_input("", "+56", None), Err(PhoneError::TooShort));
        assert_eq!(parse_input("", "+56 0", None), Err(PhoneError::TooShort));
        // Three-digit code plus four national digits is seven.
        assert_eq!(parse_input("598", "1234", None), Err(PhoneError::TooShort));
        assert!(parse_input("598", "12345", None).is_ok());
    }

    #[test]
    fn too_long() {
        assert_eq!(
            parse_input("56", "9876543210123", None),
            Ok(PhoneNumber {
                calling_code: "56".into(),
                national: "9876543210123".into(),
                formatted: None,
            })
        );
        assert_eq!(
            parse_input("56", "98765432101234", None),
            Err(PhoneError::TooLong)
        );
        assert_eq!(
            parse_input("", "+598 1234 5678 9012 3", None),
            Err(PhoneError::TooLong)
        );
        // The trunk zero does not count.
        assert!(parse_input("56", "09876543210123", None).is_ok());
    }

    #[test]
    fn split_stored_values() {
        assert_eq!(
            split_international("+56 9 8765 4321"),
            Some(("56".into(), "987654321".into()))
        );
        assert_eq!(
            split_international("+1 (555) 123-4567"),
            Some(("1".into(), "5551234567".into()))
        );
        assert_eq!(
            split_international("0044 20 7946 0018"),
            Some(("44".into(), "2079460018".into()))
        );
        // Too short to be valid, still prefilled for the user to fix.
        assert_eq!(
            split_international("+56 12"),
            Some(("56".into(), "12".into()))
        );
    }

    #[test]
    fn split_rejects_non_international_values() {
        for v in [
            "",
            "   ",
            "987654321",
            "+",
            "+56",
            "+999 123",
            "call me",
            "+56 9 8765 x",
        ] {
            assert_eq!(split_international(v), None, "{v:?}");
        }
    }

    #[test]
    fn split_then_parse_is_the_same_number() {
        let (code, national) = split_international("+56 9 8765 4321").unwrap();
        assert_eq!(ok(&code, &national), "+56 9 8765 4321");
    }
}

/// Judged by the numbering plans (native regex engine).
#[cfg(all(test, not(target_arch = "wasm32")))]
mod by_plan {
    use super::*;

    use crate::numbering::native::repository_plans;

    fn ok(code: &str, national: &str) -> String {
        parse_input(code, national, Some(&repository_plans()))
            .unwrap()
            .international()
    }

    fn err(code: &str, national: &str) -> PhoneError {
        parse_input(code, national, Some(&repository_plans())).unwrap_err()
    }

    #[test]
    fn half_typed_numbers_are_stopped() {
        assert_eq!(err("56", "2212345"), PhoneError::WrongLength("CL"));
        assert_eq!(err("56", "9 6123 45"), PhoneError::WrongLength("CL"));
        assert_eq!(err("234", "802 123 45"), PhoneError::WrongLength("NG"));
        assert_eq!(err("91", "81234 567"), PhoneError::NotInPlan("IN"));
        // Germany's plan has numbers that short: libphonenumber accepts it, and so do we.
        assert_eq!(ok("49", "30 1234"), "+49 30 1234");
    }

    #[test]
    fn the_international_format_is_libphonenumber_s() {
        assert_eq!(ok("56", "9 6123 4567"), "+56 9 6123 4567");
        assert_eq!(ok("44", "07400 123456"), "+44 7400 123456");
        assert_eq!(ok("1", "(201) 555-0123"), "+1 201-555-0123");
        assert_eq!(ok("", "0044 121 234 5678"), "+44 121 234 5678");
        assert_eq!(ok("", "+44 (0)121 234 5678"), "+44 121 234 5678");
        assert_eq!(ok("39", "06.1234.5678"), "+39 06 1234 5678");
        assert_eq!(ok("54", "(11) 2345-6789"), "+54 11 2345-6789");
    }

    #[test]
    fn the_plain_checks_come_first() {
        assert_eq!(err("56", "9 6123 456x"), PhoneError::InvalidCharacters);
        assert_eq!(err("", "9 6123 4567"), PhoneError::MissingCountryCode);
        assert_eq!(err("", "+999 1234 5678"), PhoneError::UnknownCountryCode);
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod proptests {
    use super::*;
    use proptest::prelude::*;

    fn calling_code() -> impl Strategy<Value = &'static str> {
        proptest::sample::select(
            countries::all()
                .iter()
                .map(|c| c.calling_code)
                .collect::<Vec<_>>(),
        )
    }

    proptest! {
        #[test]
        fn arbitrary_input_never_panics(code in ".{0,6}", national in ".{0,40}") {
            let _ = parse_input(&code, &national, None);
            let _ = split_international(&national);
        }

        #[test]
        fn phone_like_input_never_panics(code in "[+0-9 ]{0,5}", national in "[+0-9 ().-]{0,25}") {
            if let Ok(p) = parse_input(&code, &national, None) {
                let total = p.calling_code().len() + p.national().len();
                prop_assert!((MIN_TOTAL_DIGITS..=MAX_TOTAL_DIGITS).contains(&total));
                prop_assert!(p.national().bytes().all(|b| b.is_ascii_digit()));
            }
        }

        #[test]
        fn every_parsed_number_round_trips(code in "[+0-9]{0,4}", national in "[+0-9 ()]{0,22}") {
            if let Ok(p) = parse_input(&code, &national, None) {
                prop_assert_eq!(parse_input("", &p.international(), None), Ok(p.clone()));
                prop_assert_eq!(parse_input("", &p.e164(), None), Ok(p));
            }
        }

        #[test]
        fn parse_of_format_round_trips(code in calling_code(), national in "[1-9][0-9]{3,13}") {
            if let Ok(p) = parse_input(code, &national, None) {
                let formatted = p.international();
                prop_assert_eq!(parse_input("", &formatted, None), Ok(p.clone()));
                // Any selector is overridden by the `+`.
                prop_assert_eq!(parse_input("56", &formatted, None), Ok(p.clone()));
                prop_assert_eq!(
                    split_international(&formatted),
                    Some((p.calling_code().to_owned(), p.national().to_owned()))
                );
                prop_assert_eq!(parse_input("", &p.e164(), None), Ok(p));
            }
        }

        #[test]
        fn valid_lengths_are_accepted(code in calling_code(), national in "[1-9][0-9]{3,13}") {
            let total = code.len() + national.len();
            let result = parse_input(code, &national, None);
            if total > MAX_TOTAL_DIGITS {
                prop_assert_eq!(result, Err(PhoneError::TooLong));
            } else if total < MIN_TOTAL_DIGITS {
                prop_assert_eq!(result, Err(PhoneError::TooShort));
            } else {
                prop_assert!(result.is_ok());
            }
        }
    }
}

/// Google's libphonenumber as the oracle: `phone_oracle.tsv` (scripts/phone-plans.mjs writes it from
/// the pinned npm package) holds, for every region of the country table and every number type it
/// has an example for, the example typed several ways, shortened and lengthened, with libphonenumber's
/// verdict. Ours must be the same, INTERNATIONAL format included.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod oracle {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn every_vector_of_libphonenumber_gets_its_verdict() {
        let plans = crate::numbering::native::repository_plans();
        let mut regions = BTreeSet::new();
        let mut checked = 0;
        let mut valid = 0;
        let mut disagreements = Vec::new();
        for line in include_str!("phone_oracle.tsv")
            .lines()
            .filter(|line| !line.starts_with('#'))
        {
            let fields: Vec<&str> = line.split('\t').collect();
            let [region, kind, code, typed, expected] = fields[..] else {
                panic!("a vector has five fields: {line:?}");
            };
            let ours = match parse_input(code, typed, Some(&plans)) {
                Ok(number) => number.international(),
                Err(_) => "invalid".to_owned(),
            };
            if ours != expected {
                disagreements.push(format!(
                    "{region} {kind} (+{code}) {typed:?}: libphonenumber {expected:?}, ours {ours:?}"
                ));
            }
            regions.insert(region);
            checked += 1;
            valid += usize::from(expected != "invalid");
        }
        assert!(
            disagreements.is_empty(),
            "{} of {checked} vectors disagree:\n{}",
            disagreements.len(),
            disagreements[..disagreements.len().min(60)].join("\n")
        );
        // Every country of the table that libphonenumber has a plan for is covered.
        let planned: BTreeSet<&str> = countries::all()
            .iter()
            .map(|country| country.iso)
            .filter(|iso| plans.plans.region(iso).is_some())
            .collect();
        assert_eq!(planned, regions);
        assert!(
            valid > 1000 && checked > valid * 2,
            "{valid} valid of {checked}"
        );
    }
}
