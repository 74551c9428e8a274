//! A web address: `http` or `https` only, so a `javascript:` address is never kept.

use super::{Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;
use text_rules::validate;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WebAddress;

impl Kind for WebAddress {
    fn names(&self) -> &'static [&'static str] {
        &["url", "uri", "link", "website"]
    }

    fn name(&self) -> &'static str {
        "url"
    }

    fn entry(&self) -> Entry {
        Entry::TextBox("type=\"url\" spellcheck=\"false\" autocapitalize=\"off\"")
    }

    fn check(&self, value: &FieldValue, _: &Options, _: Locale) -> Result<(), FieldError> {
        validate::safe_http_url(value.text())
            .map(|_| ())
            .ok_or(FieldError::NotAWebAddress)
    }
}
