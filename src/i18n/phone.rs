//! Text of the phone input and of phone number errors. Separate from any page because both the job
//! seeker profile and the client profile form use the phone input and `text_rules::phone`.

use crate::i18n::{fill, Translate};
use crate::logic::lang::Lang;
use text_rules::countries;
use text_rules::numbering::PhonePlans;
use text_rules::phone::{self, PhoneError};

crate::i18n::messages! {
    /// The form engine's phone control (its words, given through `ClientFormTexts`) and what is wrong
    /// with a number.
    Phone {
        CountryCode => "Country code", "Código de país";
        NoCode => "Code", "Código";
        Empty => "Enter a phone number.", "Escribe un número de teléfono.";
        InvalidCharacters => "Use only digits, spaces, dashes, dots, brackets and a + at the start.", "Usa solo dígitos, espacios, guiones, puntos, paréntesis y un + al inicio.";
        MissingCountryCode => "Choose the country code, or write the number starting with + and the code, like +56 9 8765 4321.", "Elige el código de país, o escribe el número comenzando con + y el código, como +56 9 8765 4321.";
        UnknownCountryCode => "That country code does not exist. Check the code.", "Ese código de país no existe. Revisa el código.";
        TooShort => "This number is too short. Check that it is complete.", "Este número es demasiado corto. Revisa que esté completo.";
        TooLong => "This number is too long: at most 15 digits counting the country code.", "Este número es demasiado largo: como máximo 15 dígitos contando el código de país.";
        PlanLength => "A phone number in {country} has {digits} digits, like {example}.", "Un número de teléfono de {country} tiene {digits} dígitos, como {example}.";
        NotInPlan => "No phone number in {country} looks like this. Check it: a number there looks like {example}.", "Ningún número de teléfono de {country} es así. Revísalo: un número de allí se ve así: {example}.";
        NotValidIn => "This is not a valid phone number in {country}.", "Este no es un número de teléfono válido de {country}.";
        LengthRange => "{from} to {to}", "de {from} a {to}";
        LengthOr => "{some} or {last}", "{some} o {last}";
    }
}

/// The text of a phone number error. One judged by the country's numbering plan names the country
/// and shows an example from `plans`: "A phone number in Chile has 9 digits, like 9 6123 4567."
pub fn phone_error_text(error: PhoneError, lang: Lang, plans: Option<&PhonePlans>) -> String {
    let (PhoneError::WrongLength(iso) | PhoneError::NotInPlan(iso)) = error else {
        return phone_error(error).text(lang).to_owned();
    };
    let country = countries::by_iso(iso).map_or(iso, |country| country.name);
    let Some((lengths, example)) = phone::plan_example(iso, plans) else {
        // Not reached (the error comes from the plans, which stay): nothing it cannot back.
        return fill(Phone::NotValidIn.text(lang), &[("country", country)]);
    };
    let message = match error {
        PhoneError::WrongLength(_) => Phone::PlanLength,
        _ => Phone::NotInPlan,
    };
    fill(
        message.text(lang),
        &[
            ("country", country),
            ("digits", &lengths_text(&lengths, lang)),
            ("example", &example),
        ],
    )
}

/// `9`, `9 or 10`, `8 to 11`, `6, 8 or 9`.
fn lengths_text(lengths: &[u8], lang: Lang) -> String {
    let texts: Vec<String> = lengths.iter().map(u8::to_string).collect();
    let contiguous = lengths.windows(2).all(|pair| pair[1] == pair[0] + 1);
    match texts.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [first, .., last] if contiguous && texts.len() > 2 => fill(
            Phone::LengthRange.text(lang),
            &[("from", first), ("to", last)],
        ),
        [some @ .., last] => fill(
            Phone::LengthOr.text(lang),
            &[("some", &some.join(", ")), ("last", last)],
        ),
    }
}

/// The message for a phone number error.
/// The calling-code selector's empty option: "Code", or a code no country has as it is (`+999`), so
/// the user can see what to fix.
pub fn code_placeholder(code: &str, lang: Lang) -> String {
    let code = code.trim().trim_start_matches('+');
    if code.is_empty() {
        Phone::NoCode.text(lang).to_string()
    } else {
        format!("+{code}")
    }
}

/// The fixed message of a phone number error (`phone_error_text` for all of them).
fn phone_error(error: PhoneError) -> Phone {
    match error {
        PhoneError::Empty => Phone::Empty,
        PhoneError::InvalidCharacters => Phone::InvalidCharacters,
        PhoneError::MissingCountryCode => Phone::MissingCountryCode,
        PhoneError::UnknownCountryCode => Phone::UnknownCountryCode,
        PhoneError::TooShort | PhoneError::WrongLength(_) => Phone::TooShort,
        PhoneError::TooLong => Phone::TooLong,
        PhoneError::NotInPlan(_) => Phone::TooShort,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_read_as_a_person_says_them() {
        assert_eq!(lengths_text(&[9], Lang::En), "9");
        assert_eq!(lengths_text(&[9, 10], Lang::En), "9 or 10");
        assert_eq!(lengths_text(&[8, 9, 10, 11], Lang::En), "8 to 11");
        assert_eq!(lengths_text(&[8, 9, 10, 11], Lang::Es), "de 8 a 11");
        assert_eq!(lengths_text(&[6, 8, 9], Lang::En), "6, 8 or 9");
        assert_eq!(lengths_text(&[6, 8, 9], Lang::Es), "6, 8 o 9");
    }

    // The plans are judged with the native regex engine of the unit tests.
    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn a_plan_error_names_the_country_and_an_example() {
        let plans = Some(text_rules::numbering::native::repository_plans());
        let plans = plans.as_ref();
        assert_eq!(
            phone_error_text(PhoneError::WrongLength("CL"), Lang::En, plans),
            "A phone number in Chile has 9 digits, like 2 2123 4567."
        );
        assert_eq!(
            phone_error_text(PhoneError::WrongLength("CL"), Lang::Es, plans),
            "Un número de teléfono de Chile tiene 9 dígitos, como 2 2123 4567."
        );
        assert_eq!(
            phone_error_text(PhoneError::NotInPlan("GB"), Lang::En, plans),
            "No phone number in United Kingdom looks like this. Check it: a number there looks like 7400 123456."
        );
        assert_eq!(
            phone_error_text(PhoneError::TooShort, Lang::En, plans),
            Phone::TooShort.text(Lang::En)
        );
    }
}
