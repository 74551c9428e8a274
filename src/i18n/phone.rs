//! Text of the phone input and of phone number errors. Separate from any page because both the job
//! seeker profile and the client profile form use the phone input and `logic::phone`.

use crate::i18n::Translate;
use crate::logic::lang::Lang;
use crate::logic::phone::PhoneError;

crate::i18n::messages! {
    /// The phone input (components::phone_input) and what is wrong with a number.
    Phone {
        CountryCode => "Country code", "Código de país";
        NoCode => "Code", "Código";
        Empty => "Enter a phone number.", "Escribe un número de teléfono.";
        InvalidCharacters => "Use only digits, spaces, dashes, dots, brackets and a + at the start.", "Usa solo dígitos, espacios, guiones, puntos, paréntesis y un + al inicio.";
        MissingCountryCode => "Choose the country code, or write the number starting with + and the code, like +56 9 8765 4321.", "Elige el código de país, o escribe el número comenzando con + y el código, como +56 9 8765 4321.";
        UnknownCountryCode => "That country code does not exist. Check the code.", "Ese código de país no existe. Revisa el código.";
        TooShort => "This number is too short. Check that it is complete.", "Este número es demasiado corto. Revisa que esté completo.";
        TooLong => "This number is too long: at most 15 digits counting the country code.", "Este número es demasiado largo: como máximo 15 dígitos contando el código de país.";
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

pub fn phone_error(error: PhoneError) -> Phone {
    match error {
        PhoneError::Empty => Phone::Empty,
        PhoneError::InvalidCharacters => Phone::InvalidCharacters,
        PhoneError::MissingCountryCode => Phone::MissingCountryCode,
        PhoneError::UnknownCountryCode => Phone::UnknownCountryCode,
        PhoneError::TooShort => Phone::TooShort,
        PhoneError::TooLong => Phone::TooLong,
    }
}
