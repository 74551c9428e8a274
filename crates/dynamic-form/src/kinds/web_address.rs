//! A web address: `http` or `https` only, so a `javascript:` address is never kept.

use super::{Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;
use text_rules::validate;

pub struct WebAddress;

impl Kind for WebAddress {
    const NAMES: &'static [&'static str] = &["url", "uri", "link", "website"];

    const NAME: &'static str = "url";

    const ENTRY: Entry = Entry::TextBox("type=\"url\" spellcheck=\"false\" autocapitalize=\"off\"");

    fn check(value: &FieldValue, _: &Options, _: Locale) -> Result<(), FieldError> {
        validate::safe_http_url(value.text())
            .map(|_| ())
            .ok_or(FieldError::NotAWebAddress)
    }
}
