//! English and Spanish UI text. Each area of the app has its own message enum, declared with
//! [`messages!`], which takes every key with both texts: a key missing in either language does not
//! compile. We chose this over leptos_i18n: it adds no dependency or build step, costs only the strings
//! themselves, and the compiler (not a test run) catches a missing translation.
//!
//! Texts may hold `{name}` placeholders, filled with [`fill`]; a test checks both languages use the same.

use crate::logic::lang::Lang;

/// A message that exists in every language.
pub trait Translate: Copy + Send + Sync + 'static {
    fn text(self, lang: Lang) -> &'static str;
}

/// Declares a message enum with its English and Spanish texts: `Key => "English", "Español";`.
macro_rules! messages {
    ($(#[$meta:meta])* $name:ident { $($key:ident => $en:expr, $es:expr;)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $name { $($key),* }

        impl $name {
            #[allow(dead_code)]
            pub const ALL: &'static [$name] = &[$($name::$key),*];
        }

        impl $crate::i18n::Translate for $name {
            fn text(self, lang: $crate::logic::lang::Lang) -> &'static str {
                match lang {
                    $crate::logic::lang::Lang::En => match self { $($name::$key => $en),* },
                    $crate::logic::lang::Lang::Es => match self { $($name::$key => $es),* },
                }
            }
        }
    };
}
pub(crate) use messages;

/// A message's text in each language, whatever its catalogue: what reactive helpers keep, so that
/// their closures are one type for every catalogue and views share one copy of the code that
/// renders them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Texts {
    en: &'static str,
    es: &'static str,
}

impl Texts {
    pub fn of(message: impl Translate) -> Texts {
        Texts {
            en: message.text(Lang::En),
            es: message.text(Lang::Es),
        }
    }
}

impl Translate for Texts {
    fn text(self, lang: Lang) -> &'static str {
        match lang {
            Lang::En => self.en,
            Lang::Es => self.es,
        }
    }
}

mod client;
mod common;
mod credentials;
mod phone;
mod profile;
mod sign_in;
pub use client::{Client, ClientFormTexts};
pub use common::Common;
pub use credentials::{credential_field_label, CredentialField, Credentials};
pub use phone::{code_placeholder, phone_error_text, Phone};
pub use profile::{
    checklist_item, date_error_text, field_hint, field_label, gender_label, picture_error_text,
    url_error, Profile,
};
pub use sign_in::SignIn;

/// Replaces each `{name}` in `text` with its value.
pub fn fill(text: &str, values: &[(&str, &str)]) -> String {
    let mut out = text.to_string();
    for (name, value) in values {
        out = out.replace(&format!("{{{name}}}"), value);
    }
    out
}

/// `some_field_name` -> "Some field name": underscores become single spaces and the first letter is
/// capitalised. A label for a name the API sends without one (a client form field, a credential
/// field added later): the same in both languages.
pub fn humanize(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for word in name
        .split(|c: char| c == '_' || c.is_whitespace())
        .filter(|w| !w.is_empty())
    {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    let mut chars = out.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => out,
    }
}

/// The `{name}` placeholders of a text, sorted, for the parity test.
pub fn placeholders(text: &str) -> Vec<&str> {
    let mut names: Vec<&str> = text
        .split('{')
        .skip(1)
        .filter_map(|rest| rest.split_once('}').map(|(name, _)| name))
        .collect();
    names.sort_unstable();
    names
}

/// Checks every message of an enum: non-empty in both languages, same placeholders. Used by tests.
pub fn check_catalogue<M: Translate + std::fmt::Debug>(all: &[M]) -> Result<(), String> {
    for message in all {
        let (en, es) = (message.text(Lang::En), message.text(Lang::Es));
        if en.trim().is_empty() || es.trim().is_empty() {
            return Err(format!("{message:?} is empty in a language"));
        }
        if placeholders(en) != placeholders(es) {
            return Err(format!(
                "{message:?} has different placeholders: {en:?} / {es:?}"
            ));
        }
    }
    Ok(())
}

/// A wait as words: "1 second", "45 seconds"; from two minutes on, whole minutes rounded up.
pub fn wait_text(seconds: u32, lang: Lang) -> String {
    let (one, many, count) = if seconds < 120 {
        (Common::WaitOneSecond, Common::WaitSeconds, seconds)
    } else {
        (
            Common::WaitOneMinute,
            Common::WaitMinutes,
            seconds.div_ceil(60),
        )
    };
    if count == 1 {
        one.text(lang).to_string()
    } else {
        fill(many.text(lang), &[("count", &count.to_string())])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    messages! {
        Sample {
            Ok => "Hello {name}", "Hola {name}";
        }
    }
    messages! {
        Broken {
            Missing => "Hello {name}", "Hola";
            Empty => "Hi", " ";
        }
    }

    #[test]
    fn fills_placeholders() {
        assert_eq!(
            fill(Sample::Ok.text(Lang::Es), &[("name", "Ana")]),
            "Hola Ana"
        );
    }

    #[test]
    fn the_check_catches_bad_catalogues() {
        assert!(check_catalogue(Sample::ALL).is_ok());
        assert!(check_catalogue(&[Broken::Missing]).is_err());
        assert!(check_catalogue(&[Broken::Empty]).is_err());
    }

    #[test]
    fn every_catalogue_is_complete() {
        // Every area's catalogue is listed here, so none escapes the check.
        check_catalogue(Common::ALL).expect("common");
        check_catalogue(Client::ALL).expect("client");
        check_catalogue(SignIn::ALL).expect("sign in");
        check_catalogue(Credentials::ALL).expect("credentials");
        check_catalogue(CredentialField::ALL).expect("credential fields");
        check_catalogue(Phone::ALL).expect("phone");
        check_catalogue(Profile::ALL).expect("profile");
    }

    #[test]
    fn waits_read_as_seconds_then_whole_minutes() {
        for (seconds, lang, text) in [
            (1, Lang::En, "1 second"),
            (2, Lang::En, "2 seconds"),
            (119, Lang::En, "119 seconds"),
            (120, Lang::En, "2 minutes"),
            (121, Lang::Es, "3 minutos"),
            (1, Lang::Es, "1 segundo"),
        ] {
            assert_eq!(wait_text(seconds, lang), text);
        }
    }
}
