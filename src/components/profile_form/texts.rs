//! The profile form's texts: the client form's ([`ClientFormTexts`]), but for a required field left
//! blank, which the profile words as its own rule ("Required to create your profile.").

use crate::i18n::{ClientFormTexts, Profile, Translate};
use dynamic_form::{FieldError, Locale, Text, Texts};
use text_rules::Lang;

/// What the profile's form is given as its texts.
pub struct ProfileFormTexts;

impl Texts for ProfileFormTexts {
    fn text(&self, text: Text, lang: Lang) -> &'static str {
        ClientFormTexts.text(text, lang)
    }

    fn code_placeholder(&self, code: &str, lang: Lang) -> String {
        ClientFormTexts.code_placeholder(code, lang)
    }

    fn error(&self, error: FieldError, locale: Locale) -> String {
        match error {
            FieldError::Required => Profile::ErrorRequired.text(locale.lang).to_owned(),
            error => ClientFormTexts.error(error, locale),
        }
    }

    fn answered_count(&self, answered: usize, fields: usize, lang: Lang) -> String {
        ClientFormTexts.answered_count(answered, fields, lang)
    }

    fn label_from_key(&self, key: &str) -> String {
        ClientFormTexts.label_from_key(key)
    }
}
