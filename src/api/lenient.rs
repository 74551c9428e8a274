//! Lenient decoding: the platform's payloads are loosely typed, so one odd field must cost that field,
//! never the whole response. Absent, null and wrongly typed values all become `None`.

use serde::de::{DeserializeOwned, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use std::fmt;
use std::marker::PhantomData;

/// A JSON object being read into a model (`models::model!`), field by field: each reader takes its
/// field out and keeps it only when it has the expected type. One non-generic function per kind of
/// field, shared by every model (serde's derive writes the decoding out per struct and per field).
pub struct Object(serde_json::Map<String, Value>);

impl<'de> Deserialize<'de> for Object {
    /// Any JSON object; anything else is an error, so a record that is not an object is absent.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match Value::deserialize(deserializer)? {
            Value::Object(map) => Ok(Object(map)),
            _ => Err(serde::de::Error::custom("not an object")),
        }
    }
}

impl Object {
    fn take(&mut self, key: &str) -> Option<Value> {
        self.0.remove(key)
    }

    /// A string.
    pub fn text(&mut self, key: &str) -> Option<String> {
        match self.take(key)? {
            Value::String(text) => Some(text),
            _ => None,
        }
    }

    /// An integer (a number with a fraction is not one).
    pub fn int(&mut self, key: &str) -> Option<i64> {
        self.take(key)?.as_i64()
    }

    /// Any number.
    pub fn float(&mut self, key: &str) -> Option<f64> {
        self.take(key)?.as_f64()
    }

    /// `true` or `false`.
    pub fn flag(&mut self, key: &str) -> Option<bool> {
        self.take(key)?.as_bool()
    }

    /// A scalar the reference leaves untyped ("null or scalar"): a string, number or bool.
    pub fn scalar(&mut self, key: &str) -> Option<Value> {
        match self.take(key)? {
            value @ (Value::String(_) | Value::Number(_) | Value::Bool(_)) => Some(value),
            _ => None,
        }
    }

    /// A list of strings: its strings, skipping the other elements; anything but an array is empty.
    pub fn texts(&mut self, key: &str) -> Vec<String> {
        match self.take(key) {
            Some(Value::Array(items)) => items
                .into_iter()
                .filter_map(|item| match item {
                    Value::String(text) => Some(text),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// A nested record, when it decodes.
    pub fn object<T: DeserializeOwned>(&mut self, key: &str) -> Option<T> {
        T::deserialize(self.take(key)?).ok()
    }
}

/// What a model leaves out when it is serialized (for storage): absent values. Lists are always
/// written, as they were with serde's derive.
pub trait Absent {
    fn is_absent(&self) -> bool;
}

impl<T> Absent for Option<T> {
    fn is_absent(&self) -> bool {
        self.is_none()
    }
}

impl<T> Absent for Vec<T> {
    fn is_absent(&self) -> bool {
        false
    }
}

/// A JSON object kept in the order the platform sent its keys (credential requirements, dropdown
/// options). A sorted map would reorder `{"56":"Chile","54":"Argentina"}`. Entries whose value does not
/// decode as `V` are dropped one by one; anything but an object decodes as empty.
#[derive(Clone, Debug, PartialEq)]
pub struct OrderedMap<V>(pub Vec<(String, V)>);

impl<V> Default for OrderedMap<V> {
    fn default() -> Self {
        OrderedMap(Vec::new())
    }
}

impl<V> OrderedMap<V> {
    pub fn iter(&self) -> impl Iterator<Item = &(String, V)> {
        self.0.iter()
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<'de, V: DeserializeOwned> Deserialize<'de> for OrderedMap<V> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct OrderedVisitor<V>(PhantomData<V>);

        impl<'de, V: DeserializeOwned> Visitor<'de> for OrderedVisitor<V> {
            type Value = OrderedMap<V>;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a JSON object")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut entries = Vec::with_capacity(map.size_hint().unwrap_or(0));
                while let Some((key, value)) = map.next_entry::<String, Value>()? {
                    if let Ok(value) = V::deserialize(value) {
                        entries.push((key, value));
                    }
                }
                Ok(OrderedMap(entries))
            }

            // Anything that is not an object: no entries, rather than a failed response.
            fn visit_unit<E>(self) -> Result<Self::Value, E> {
                Ok(OrderedMap::default())
            }
            fn visit_none<E>(self) -> Result<Self::Value, E> {
                Ok(OrderedMap::default())
            }
            fn visit_bool<E>(self, _: bool) -> Result<Self::Value, E> {
                Ok(OrderedMap::default())
            }
            fn visit_i64<E>(self, _: i64) -> Result<Self::Value, E> {
                Ok(OrderedMap::default())
            }
            fn visit_u64<E>(self, _: u64) -> Result<Self::Value, E> {
                Ok(OrderedMap::default())
            }
            fn visit_f64<E>(self, _: f64) -> Result<Self::Value, E> {
                Ok(OrderedMap::default())
            }
            fn visit_str<E>(self, _: &str) -> Result<Self::Value, E> {
                Ok(OrderedMap::default())
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<Self::Value, A::Error> {
                while seq.next_element::<serde::de::IgnoredAny>()?.is_some() {}
                Ok(OrderedMap::default())
            }
        }

        deserializer.deserialize_any(OrderedVisitor(PhantomData))
    }
}

impl<V: Serialize> Serialize for OrderedMap<V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (key, value) in &self.0 {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

/// A display text for a dropdown option: strings as they are, numbers and booleans written out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Text(pub String);

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match Value::deserialize(deserializer)? {
            Value::String(text) => Ok(Text(text)),
            Value::Number(number) => Ok(Text(number.to_string())),
            Value::Bool(flag) => Ok(Text(flag.to_string())),
            _ => Err(serde::de::Error::custom("not text")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug)]
    struct Sample {
        count: Option<i64>,
        name: Option<String>,
        tags: Vec<String>,
        options: OrderedMap<Text>,
    }

    /// Read as `models::model!` reads a record.
    fn sample(json: &str) -> Sample {
        let mut object: Object = serde_json::from_str(json).expect("an object");
        Sample {
            count: object.int("count"),
            name: object.text("name"),
            tags: object.texts("tags"),
            options: object.object("options").unwrap_or_default(),
        }
    }

    #[test]
    fn wrong_types_lose_only_their_field() {
        let sample = sample(
            r#"{"count":"7","name":{"x":1},"tags":["a",2,"b",null],"options":{"b":"B","a":1}}"#,
        );
        assert_eq!(sample.count, None);
        assert_eq!(sample.name, None);
        assert_eq!(sample.tags, vec!["a".to_string(), "b".to_string()]);
        assert_eq!(
            sample.options.0,
            vec![
                ("b".into(), Text("B".into())),
                ("a".into(), Text("1".into()))
            ]
        );
    }

    #[test]
    fn absent_and_null_are_none() {
        let sample = sample(r#"{"count":null,"tags":null,"options":null}"#);
        assert_eq!(sample.count, None);
        assert_eq!(sample.name, None);
        assert!(sample.tags.is_empty());
        assert!(sample.options.is_empty());
    }

    #[test]
    fn ordered_map_keeps_the_sent_order() {
        let map: OrderedMap<Text> = serde_json::from_str(
            r#"{"56":"Chile","54":"Argentina","1":"United States","999":"Other"}"#,
        )
        .expect("decodes");
        let keys: Vec<&str> = map.iter().map(|(key, _)| key.as_str()).collect();
        assert_eq!(keys, ["56", "54", "1", "999"]);
    }

    #[test]
    fn ordered_map_of_a_non_object_is_empty() {
        for json in [r#""text""#, "[1,2]", "3", "true"] {
            let map: OrderedMap<Text> = serde_json::from_str(json).expect("decodes");
            assert!(map.is_empty(), "{json}");
        }
    }

    #[test]
    fn each_reader_keeps_only_its_own_type() {
        let mut object: Object = serde_json::from_str(
            r#"{"f":1.5,"i":2,"n":-3,"t":true,"s":"x","a":[1],"o":{},"z":null,"big":3.0}"#,
        )
        .expect("an object");
        assert_eq!(object.float("f"), Some(1.5));
        assert_eq!(object.float("i"), Some(2.0));
        assert_eq!(object.int("n"), Some(-3));
        assert_eq!(
            object.int("big"),
            None,
            "a number written with a fraction is not an integer"
        );
        assert_eq!(object.flag("t"), Some(true));
        assert_eq!(object.flag("s"), None);
        assert_eq!(object.scalar("a"), None);
        assert_eq!(object.scalar("o"), None);
        assert_eq!(object.scalar("z"), None);
        assert_eq!(object.texts("s"), Vec::<String>::new());
        assert_eq!(object.text("missing"), None);
    }

    #[test]
    fn only_an_object_is_a_record() {
        for json in ["null", "[]", "\"text\"", "1"] {
            assert!(serde_json::from_str::<Object>(json).is_err(), "{json}");
        }
    }
}
