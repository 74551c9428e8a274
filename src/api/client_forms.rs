//! get_client_profile decoded in one pass over the text, with the same lenient rules as
//! [`super::lenient`] (a wrong-typed value costs that value, never the response), but without first
//! building a `serde_json::Value` tree and then decoding each field out of it again, where a form
//! of a thousand fields would spend most of its decoding time:
//! docs/performance.md#one-pass-form-decoding.
//!
//! Written by hand rather than derived: a derived `Deserialize` rejects an object with a repeated
//! key, which would turn one odd field into a failed page. Here, as with `Value`, the last one wins.

use super::lenient::{OrderedMap, Text};
use super::models::{ClientProfileForm, FormField, SentValue};
use serde::de::{self, Deserialize, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use std::fmt;

/// The top level: the forms, or `None` when it is not an array (a wrong-shaped response). Elements
/// that are not objects are skipped.
pub struct Forms(pub Option<Vec<ClientProfileForm>>);

impl<'de> Deserialize<'de> for Forms {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let forms: Lenient<Objects<ClientProfileForm>> = Deserialize::deserialize(deserializer)?;
        Ok(Forms(forms.0.map(|objects| objects.0)))
    }
}

/// Any JSON value: `Some` when it is of the kind `T` reads, else `None` (and the value is skipped).
struct Lenient<T>(Option<T>);

/// What a [`Lenient`] can read.
trait Read: Sized {
    fn from_str(_: &str) -> Option<Self> {
        None
    }
    fn from_number(_: String) -> Option<Self> {
        None
    }
    fn from_bool(_: bool) -> Option<Self> {
        None
    }
    fn from_map<'de, A: MapAccess<'de>>(map: A) -> Result<Option<Self>, A::Error> {
        skip_map(map).map(|()| None)
    }
    fn from_seq<'de, A: SeqAccess<'de>>(seq: A) -> Result<Option<Self>, A::Error> {
        skip_seq(seq).map(|()| None)
    }
}

fn skip_map<'de, A: MapAccess<'de>>(mut map: A) -> Result<(), A::Error> {
    while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
    Ok(())
}

fn skip_seq<'de, A: SeqAccess<'de>>(mut seq: A) -> Result<(), A::Error> {
    while seq.next_element::<IgnoredAny>()?.is_some() {}
    Ok(())
}

impl<'de, T: Read> Deserialize<'de> for Lenient<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct LenientVisitor<T>(std::marker::PhantomData<T>);

        impl<'de, T: Read> Visitor<'de> for LenientVisitor<T> {
            type Value = Lenient<T>;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_str<E: de::Error>(self, text: &str) -> Result<Self::Value, E> {
                Ok(Lenient(T::from_str(text)))
            }
            fn visit_bool<E: de::Error>(self, flag: bool) -> Result<Self::Value, E> {
                Ok(Lenient(T::from_bool(flag)))
            }
            fn visit_i64<E: de::Error>(self, number: i64) -> Result<Self::Value, E> {
                Ok(Lenient(T::from_number(number.to_string())))
            }
            fn visit_u64<E: de::Error>(self, number: u64) -> Result<Self::Value, E> {
                Ok(Lenient(T::from_number(number.to_string())))
            }
            fn visit_f64<E: de::Error>(self, number: f64) -> Result<Self::Value, E> {
                // Written as serde_json writes a float (`2.5`, `1e300`), as the `Value` path did.
                // JSON text holds no NaN or infinity, so the `None` arm is never taken.
                match serde_json::Number::from_f64(number) {
                    Some(number) => Ok(Lenient(T::from_number(number.to_string()))),
                    None => Ok(Lenient(None)),
                }
            }
            fn visit_unit<E: de::Error>(self) -> Result<Self::Value, E> {
                Ok(Lenient(None))
            }
            fn visit_none<E: de::Error>(self) -> Result<Self::Value, E> {
                Ok(Lenient(None))
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
                T::from_map(map).map(Lenient)
            }
            fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Self::Value, A::Error> {
                T::from_seq(seq).map(Lenient)
            }
        }

        deserializer.deserialize_any(LenientVisitor(std::marker::PhantomData))
    }
}

impl Read for String {
    fn from_str(text: &str) -> Option<Self> {
        Some(text.to_owned())
    }
}

/// A value as sent. Option texts and a list's elements are read with it too, then written out as
/// [`Text`] does ([`as_text`]): one reader of JSON values here, not two (each is a copy of serde_json's
/// parsing in the wasm).
impl Read for SentValue {
    fn from_str(text: &str) -> Option<Self> {
        Some(SentValue::Text(text.to_owned()))
    }
    fn from_number(text: String) -> Option<Self> {
        Some(SentValue::Number(text))
    }
    fn from_bool(flag: bool) -> Option<Self> {
        Some(SentValue::Flag(flag))
    }
    fn from_seq<'de, A: SeqAccess<'de>>(mut seq: A) -> Result<Option<Self>, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        while let Some(Lenient(item)) = seq.next_element::<Lenient<SentValue>>()? {
            items.extend(item.and_then(as_text).map(|text| text.0));
        }
        Ok(Some(SentValue::List(items)))
    }
}

/// Strings as they are, numbers and booleans written out; a list is no text.
fn as_text(value: SentValue) -> Option<Text> {
    match value {
        SentValue::Text(text) | SentValue::Number(text) => Some(Text(text)),
        SentValue::Flag(flag) => Some(Text(flag.to_string())),
        SentValue::List(_) => None,
    }
}

/// An object's entries in the order sent, keeping those whose value is text.
impl Read for OrderedMap<Text> {
    fn from_map<'de, A: MapAccess<'de>>(mut map: A) -> Result<Option<Self>, A::Error> {
        let mut entries = Vec::with_capacity(map.size_hint().unwrap_or(0));
        while let Some((key, Lenient(value))) = map.next_entry::<String, Lenient<SentValue>>()? {
            if let Some(value) = value.and_then(as_text) {
                entries.push((key, value));
            }
        }
        Ok(Some(OrderedMap(entries)))
    }
}

/// The objects of an array, skipping its other elements.
struct Objects<T>(Vec<T>);

impl<T: Read> Read for Objects<T> {
    fn from_seq<'de, A: SeqAccess<'de>>(mut seq: A) -> Result<Option<Self>, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        while let Some(Lenient(item)) = seq.next_element::<Lenient<T>>()? {
            items.extend(item);
        }
        Ok(Some(Objects(items)))
    }
}

impl Read for ClientProfileForm {
    fn from_map<'de, A: MapAccess<'de>>(mut map: A) -> Result<Option<Self>, A::Error> {
        let mut form = ClientProfileForm::default();
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "id" => form.id = map.next_value::<Lenient<String>>()?.0,
                "form_title" => form.form_title = map.next_value::<Lenient<String>>()?.0,
                "form_description" => {
                    form.form_description = map.next_value::<Lenient<String>>()?.0;
                }
                "form_category" => form.form_category = map.next_value::<Lenient<String>>()?.0,
                "custom_form_content" => {
                    form.custom_form_content = map.next_value::<Lenient<String>>()?.0;
                }
                "fields" => {
                    form.fields = map
                        .next_value::<Lenient<Objects<FormField>>>()?
                        .0
                        .map(|fields| fields.0)
                        .unwrap_or_default();
                }
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(Some(form))
    }
}

impl Read for FormField {
    fn from_map<'de, A: MapAccess<'de>>(mut map: A) -> Result<Option<Self>, A::Error> {
        let mut field = FormField::default();
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "key" => field.key = map.next_value::<Lenient<String>>()?.0,
                "id" => field.id = map.next_value::<Lenient<String>>()?.0,
                "label" => field.label = map.next_value::<Lenient<String>>()?.0,
                "field_type" => field.field_type = map.next_value::<Lenient<String>>()?.0,
                "required_level" => {
                    field.required_level = map.next_value::<Lenient<String>>()?.0;
                }
                "description" => field.description = map.next_value::<Lenient<String>>()?.0,
                "options" => {
                    field.options = map
                        .next_value::<Lenient<OrderedMap<Text>>>()?
                        .0
                        .unwrap_or_default();
                }
                "value" => field.value = map.next_value::<Lenient<SentValue>>()?.0,
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(Some(field))
    }
}
