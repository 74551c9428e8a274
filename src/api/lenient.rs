//! Lenient decoding: the platform's payloads are loosely typed, so one odd field must cost that field,
//! never the whole response. Absent, null and wrongly typed values all become `None`.

use serde::de::{DeserializeOwned, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;
use std::fmt;
use std::marker::PhantomData;

/// `#[serde(default, deserialize_with = "lenient::field")]`: the value if it has the expected type, else `None`.
pub fn field<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: DeserializeOwned,
{
    let value = Value::deserialize(deserializer)?;
    Ok(T::deserialize(value).ok())
}

/// Like [`field`] for lists: the elements of the expected type, skipping the others; anything but an
/// array becomes an empty list.
pub fn list<'de, D, T>(deserializer: D) -> Result<Vec<T>, D::Error>
where
    D: Deserializer<'de>,
    T: DeserializeOwned,
{
    let value = Value::deserialize(deserializer)?;
    Ok(match value {
        Value::Array(items) => items
            .into_iter()
            .filter_map(|item| T::deserialize(item).ok())
            .collect(),
        _ => Vec::new(),
    })
}

/// A scalar the reference leaves untyped ("null or scalar"): kept only when it is a string, number or bool.
pub fn scalar<'de, D>(deserializer: D) -> Result<Option<Value>, D::Error>
where
    D: Deserializer<'de>,
{
    let value = Value::deserialize(deserializer)?;
    Ok(match value {
        Value::String(_) | Value::Number(_) | Value::Bool(_) => Some(value),
        _ => None,
    })
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

    #[derive(Deserialize, Debug)]
    struct Sample {
        #[serde(default, deserialize_with = "field")]
        count: Option<i64>,
        #[serde(default, deserialize_with = "field")]
        name: Option<String>,
        #[serde(default, deserialize_with = "list")]
        tags: Vec<String>,
        #[serde(default)]
        options: OrderedMap<Text>,
    }

    #[test]
    fn wrong_types_lose_only_their_field() {
        let sample: Sample = serde_json::from_str(
            r#"{"count":"7","name":{"x":1},"tags":["a",2,"b",null],"options":{"b":"B","a":1}}"#,
        )
        .expect("decodes");
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
        let sample: Sample =
            serde_json::from_str(r#"{"count":null,"tags":null,"options":null}"#).expect("decodes");
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
}
