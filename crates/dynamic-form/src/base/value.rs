//! A field's value as the form holds it and this device keeps it, and a form's values as a list.

use serde::{Deserialize, Deserializer, Serialize};

/// Text for the kinds typed or chosen one at a time, a tick as a boolean, several choices as a list
/// of option keys. Stored as JSON: a string, a boolean or a list of strings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum FieldValue {
    /// Typed or chosen text: a box's text, an option's key, a date as `YYYY-MM-DD`, a time as `HH:MM`.
    Text(String),
    /// A single checkbox, ticked or not.
    Tick(bool),
    /// The keys of the options ticked in a group of checkboxes, in the options' order.
    Choices(Vec<String>),
}

impl Default for FieldValue {
    fn default() -> FieldValue {
        FieldValue::Text(String::new())
    }
}

impl From<&str> for FieldValue {
    fn from(text: &str) -> FieldValue {
        FieldValue::Text(text.to_owned())
    }
}

/// A stored value, read leniently so one odd entry never costs a whole stored draft: a number
/// becomes its text, a list keeps its strings, anything else is blank text (which the draft's rules
/// ignore).
impl<'de> Deserialize<'de> for FieldValue {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match serde_json::Value::deserialize(deserializer)? {
            serde_json::Value::String(text) => FieldValue::Text(text),
            serde_json::Value::Bool(tick) => FieldValue::Tick(tick),
            serde_json::Value::Number(number) => FieldValue::Text(number.to_string()),
            serde_json::Value::Array(items) => FieldValue::Choices(
                items
                    .into_iter()
                    .filter_map(|item| match item {
                        serde_json::Value::String(key) => Some(key),
                        _ => None,
                    })
                    .collect(),
            ),
            serde_json::Value::Null | serde_json::Value::Object(_) => FieldValue::default(),
        })
    }
}

impl FieldValue {
    /// Nothing entered: blank text, an unticked box, no choice.
    pub fn is_blank(&self) -> bool {
        match self {
            FieldValue::Text(text) => text.trim().is_empty(),
            FieldValue::Tick(tick) => !tick,
            FieldValue::Choices(keys) => keys.is_empty(),
        }
    }

    /// Worth keeping over another value: text that is not blank, a tick either way (unticking a box
    /// the platform sent ticked is an answer), a list of choices, empty too (choosing none is one).
    /// Blank text is not: it may be a field not filled in yet, and never wipes a kept value.
    pub fn is_answer(&self) -> bool {
        match self {
            FieldValue::Text(text) => !text.trim().is_empty(),
            FieldValue::Tick(_) | FieldValue::Choices(_) => true,
        }
    }

    /// The text of a text value; empty for the other shapes.
    pub fn text(&self) -> &str {
        match self {
            FieldValue::Text(text) => text,
            FieldValue::Tick(_) | FieldValue::Choices(_) => "",
        }
    }

    /// Whether the option `key` is chosen: the one chosen, or one of several.
    pub fn chooses(&self, key: &str) -> bool {
        match self {
            FieldValue::Text(chosen) => chosen == key,
            FieldValue::Choices(keys) => keys.iter().any(|chosen| chosen == key),
            FieldValue::Tick(_) => false,
        }
    }
}

/// `(dom_id, value)` pairs, as this device stores a form's values.
pub type Values = Vec<(String, FieldValue)>;

/// A form's values as this device stores them, `[[dom_id, value], …]`, read leniently: each entry is
/// read on its own, and one of another shape is skipped, never the list, so an odd or older entry
/// costs itself alone. Written as [`Values`] is.
#[derive(Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(from = "Vec<serde_json::Value>")]
pub struct StoredValues(pub Values);

impl From<Vec<serde_json::Value>> for StoredValues {
    fn from(entries: Vec<serde_json::Value>) -> StoredValues {
        StoredValues(
            entries
                .into_iter()
                .filter_map(|entry| serde_json::from_value(entry).ok())
                .collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(value: &str) -> FieldValue {
        FieldValue::Text(value.into())
    }

    fn choices(keys: &[&str]) -> FieldValue {
        FieldValue::Choices(keys.iter().map(|key| key.to_string()).collect())
    }

    #[test]
    fn stored_values_of_every_shape_are_read_and_odd_ones_become_blank() {
        let read: Vec<FieldValue> =
            serde_json::from_str(r#"["text",true,["x","y",3],12.5,null,{"x":1}]"#).expect("reads");
        assert_eq!(
            read,
            [
                text("text"),
                FieldValue::Tick(true),
                choices(&["x", "y"]),
                text("12.5"),
                text(""),
                text(""),
            ]
        );
    }

    #[test]
    fn values_are_written_as_json_that_reads_back_the_same() {
        let tricky = "quote \" backslash \\ line\n tab\t bell\u{7} ñ ✓ </script>";
        for value in [
            text(tricky),
            text(""),
            FieldValue::Tick(true),
            FieldValue::Tick(false),
            choices(&[]),
            choices(&["s", tricky]),
        ] {
            let json = serde_json::to_string(&value).expect("written");
            let read: FieldValue = serde_json::from_str(&json).expect("valid JSON");
            assert_eq!(read, value, "{json}");
        }
        assert_eq!(
            serde_json::to_string(&choices(&["s", "l"])).expect("written"),
            r#"["s","l"]"#
        );
    }

    #[test]
    fn stored_values_round_trip_and_older_text_entries_read() {
        let values = vec![
            ("cf-a".to_owned(), text("x \" y")),
            ("cf-b".to_owned(), FieldValue::Tick(true)),
            ("cf-c".to_owned(), choices(&["s", "l"])),
        ];
        let json = serde_json::to_string(&values).expect("written");
        assert_eq!(
            json,
            r#"[["cf-a","x \" y"],["cf-b",true],["cf-c",["s","l"]]]"#
        );
        let read = |json: &str| {
            serde_json::from_str::<StoredValues>(json)
                .ok()
                .map(|read| read.0)
        };
        assert_eq!(read(&json), Some(values));
        // As the app stored them before it knew more kinds: text only, and entries of other shapes
        // skipped one by one.
        assert_eq!(
            read(r#"[["cf-a","Acme"],["odd"],3,["cf-b","true"],[7,"x"],["cf-c","y","z"]]"#),
            Some(vec![
                ("cf-a".to_owned(), text("Acme")),
                ("cf-b".to_owned(), text("true"))
            ])
        );
        // Not a list: nothing (the page then starts from the platform's values).
        assert_eq!(read(r#"{"not": "a list"}"#), None);
        assert_eq!(read("[]"), Some(Vec::new()));
    }

    #[test]
    fn blank_answer_and_chosen() {
        assert!(text(" ").is_blank() && !text(" ").is_answer());
        assert!(FieldValue::Tick(false).is_blank() && FieldValue::Tick(false).is_answer());
        assert!(choices(&[]).is_blank() && choices(&[]).is_answer());
        assert!(text("m").chooses("m") && !text("m").chooses("s"));
        assert!(choices(&["s", "l"]).chooses("l") && !choices(&["s"]).chooses("m"));
        assert!(!FieldValue::Tick(true).chooses("true"));
    }
}
