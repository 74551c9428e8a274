//! Several of a list, every option a checkbox: held and kept as the option keys chosen, in the
//! order of the options. Required means at least one.

use super::{Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;

pub struct Several;

impl Kind for Several {
    const NAMES: &'static [&'static str] = &[
        "multiselect",
        "multi_select",
        "checkboxes",
        "multiple_choice",
    ];

    const NAME: &'static str = "multiselect";

    const ENTRY: Entry = Entry::CheckboxGroup;

    const TAKES_OPTIONS: bool = true;

    fn empty() -> FieldValue {
        FieldValue::Choices(Vec::new())
    }

    /// A list, or one key as text; keys that are not options are dropped.
    fn conform(value: FieldValue, options: &Options) -> Option<FieldValue> {
        match value {
            FieldValue::Choices(keys) => Some(FieldValue::Choices(options.only_options(keys))),
            FieldValue::Text(key) => Some(FieldValue::Choices(options.only_options(vec![key]))),
            FieldValue::Tick(_) => None,
        }
    }

    const BLANK_ERROR: FieldError = FieldError::NoneChosen;

    fn check(value: &FieldValue, options: &Options, _: Locale) -> Result<(), FieldError> {
        match value {
            FieldValue::Choices(keys) if keys.iter().all(|key| options.contains(key)) => Ok(()),
            FieldValue::Choices(_) | FieldValue::Text(_) | FieldValue::Tick(_) => {
                Err(FieldError::NotAnOption)
            }
        }
    }

    fn kept(value: &FieldValue, options: &Options, _: Locale) -> FieldValue {
        FieldValue::Choices(
            options
                .items()
                .iter()
                .filter(|(key, _)| value.chooses(key))
                .map(|(key, _)| key.clone())
                .collect(),
        )
    }
}
