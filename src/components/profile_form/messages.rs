//! The profile's own messages as `dynamic_form` messages, in the profile's words (`i18n::Profile`).

use crate::i18n::{date_error_text, url_error, Profile, Translate};
use dynamic_form::{FieldError, Message};
use text_rules::dates::DateError;
use text_rules::validate::UrlError;

/// A country name the country table does not know.
pub const UNKNOWN_COUNTRY: Message = Message {
    code: "profile-unknown-country",
    words: |lang| Profile::ErrorUnknownCountry.text(lang).to_owned(),
};

const DATE_INVALID: Message = Message {
    code: "profile-date-invalid",
    words: |lang| date_error_text(DateError::Invalid, lang),
};
const DATE_IN_FUTURE: Message = Message {
    code: "profile-date-in-future",
    words: |lang| date_error_text(DateError::InFuture, lang),
};
const DATE_TOO_EARLY: Message = Message {
    code: "profile-date-too-early",
    words: |lang| date_error_text(DateError::TooEarly, lang),
};
const DATE_TOO_YOUNG: Message = Message {
    code: "profile-date-too-young",
    words: |lang| date_error_text(DateError::TooYoung, lang),
};

const URL_NOT_HTTP: Message = Message {
    code: "profile-url-not-http",
    words: |lang| url_error(UrlError::NotHttp).text(lang).to_owned(),
};
const URL_NOT_A_DOCUMENT: Message = Message {
    code: "profile-url-not-a-document",
    words: |lang| url_error(UrlError::NotADocument).text(lang).to_owned(),
};

/// A date of birth's error as the form's. A blank date is the form's own "required" (it never
/// reaches a kind's check).
pub fn date_error(error: DateError) -> FieldError {
    FieldError::Own(match error {
        DateError::Empty | DateError::Invalid => DATE_INVALID,
        DateError::InFuture => DATE_IN_FUTURE,
        DateError::TooEarly => DATE_TOO_EARLY,
        DateError::TooYoung => DATE_TOO_YOUNG,
    })
}

/// A résumé link's error as the form's.
pub fn resume_error(error: UrlError) -> FieldError {
    FieldError::Own(match error {
        UrlError::Empty | UrlError::NotHttp => URL_NOT_HTTP,
        UrlError::NotADocument => URL_NOT_A_DOCUMENT,
    })
}
