//! A phone number, kept whole in the platform's international format (`+56 9 8765 4321`) and
//! judged by the numbering plan of its country (`text_rules::phone`). Its control is the app's
//! phone control: a calling-code selector and the national number.

use super::{Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;
use std::any::TypeId;
use text_rules::numbering::PhonePlans;
use text_rules::phone;

pub struct Phone;

impl Kind for Phone {
    const NAMES: &'static [&'static str] = &["phone", "tel", "telephone"];

    const NAME: &'static str = "phone";

    const ENTRY: Entry = Entry::Phone;

    /// The numbering plans, which the app supplies once it has them; until then a number gets a
    /// length check.
    fn wants() -> Option<TypeId> {
        Some(TypeId::of::<PhonePlans>())
    }

    fn check(value: &FieldValue, _: &Options, locale: Locale) -> Result<(), FieldError> {
        phone::parse_input("", value.text(), locale.supply::<PhonePlans>())
            .map(|_| ())
            .map_err(FieldError::Phone)
    }

    fn kept(value: &FieldValue, _: &Options, locale: Locale) -> FieldValue {
        let text = value.text().trim();
        FieldValue::Text(
            phone::parse_input("", text, locale.supply::<PhonePlans>())
                .map(|number| number.international())
                .unwrap_or_else(|_| text.to_owned()),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_is_kept_in_the_international_format() {
        let none = Options::default();
        let en = Locale::default();
        assert_eq!(
            Phone::kept(&FieldValue::Text("+56987654321".into()), &none, en),
            FieldValue::Text("+56 9 8765 4321".into())
        );
        assert_eq!(
            Phone::kept(&FieldValue::Text(" bad ".into()), &none, en),
            FieldValue::Text("bad".into())
        );
        assert!(Phone::check(&FieldValue::Text("12".into()), &none, en).is_err());
    }
}
