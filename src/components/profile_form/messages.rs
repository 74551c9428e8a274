//! The profile's own messages as `dynamic_form` messages: the words are the profile's
//! (`i18n::field_error_text`), so a rule says the same whichever form engine checks it.

use crate::i18n::field_error_text;
use crate::logic::jobseeker_form::FieldError as ProfileError;
use dynamic_form::{FieldError, Message};
use text_rules::dates::DateError;
use text_rules::validate::UrlError;

/// A country name the country table does not know.
pub const UNKNOWN_COUNTRY: Message = Message {
    code: "profile-unknown-country",
    words: |lang| field_error_text(ProfileError::UnknownCountry, lang, None),
};

const DATE_INVALID: Message = Message {
    code: "profile-date-invalid",
    words: |lang| field_error_text(ProfileError::Date(DateError::Invalid), lang, None),
};
const DATE_IN_FUTURE: Message = Message {
    code: "profile-date-in-future",
    words: |lang| field_error_text(ProfileError::Date(DateError::InFuture), lang, None),
};
const DATE_TOO_EARLY: Message = Message {
    code: "profile-date-too-early",
    words: |lang| field_error_text(ProfileError::Date(DateError::TooEarly), lang, None),
};
const DATE_TOO_YOUNG: Message = Message {
    code: "profile-date-too-young",
    words: |lang| field_error_text(ProfileError::Date(DateError::TooYoung), lang, None),
};

const URL_NOT_HTTP: Message = Message {
    code: "profile-url-not-http",
    words: |lang| field_error_text(ProfileError::Url(UrlError::NotHttp), lang, None),
};
const URL_NOT_A_DOCUMENT: Message = Message {
    code: "profile-url-not-a-document",
    words: |lang| field_error_text(ProfileError::Url(UrlError::NotADocument), lang, None),
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
