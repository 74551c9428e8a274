//! An e-mail address, checked by the app's one e-mail rule (`text_rules::validate::email`).

use super::{Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;
use text_rules::validate;

pub struct Email;

impl Kind for Email {
    const NAMES: &'static [&'static str] = &["email", "e_mail"];

    const NAME: &'static str = "email";

    const ENTRY: Entry =
        Entry::TextBox("type=\"email\" spellcheck=\"false\" autocapitalize=\"off\"");

    fn check(value: &FieldValue, _: &Options, _: Locale) -> Result<(), FieldError> {
        validate::email(value.text()).map_err(FieldError::Email)
    }
}
