//! The field names an app model reads, taken from the model itself: its derived `Serialize` names
//! every field, calling `serialize_field` for a kept one and `skip_field` for one skipped because it
//! is unset. Serializing `T::default()` into this recorder lists them all, so the list can never
//! drift from the app's structs.

use serde::ser::{self, Impossible, Serialize, SerializeStruct, Serializer};
use std::fmt;

/// The names of the fields of `T`, in declaration order.
pub fn field_names<T: Serialize + Default>() -> Vec<&'static str> {
    let mut recorder = Recorder(Vec::new());
    // Every model is a struct; anything else records nothing (and the caller sees no fields).
    let _ = T::default().serialize(&mut recorder);
    recorder.0
}

struct Recorder(Vec<&'static str>);

#[derive(Debug)]
struct NotAStruct;

impl fmt::Display for NotAStruct {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a struct")
    }
}

impl std::error::Error for NotAStruct {}

impl ser::Error for NotAStruct {
    fn custom<T: fmt::Display>(_: T) -> Self {
        NotAStruct
    }
}

impl SerializeStruct for &mut Recorder {
    type Ok = ();
    type Error = NotAStruct;

    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        _: &T,
    ) -> Result<(), NotAStruct> {
        self.0.push(key);
        Ok(())
    }

    fn skip_field(&mut self, key: &'static str) -> Result<(), NotAStruct> {
        self.0.push(key);
        Ok(())
    }

    fn end(self) -> Result<(), NotAStruct> {
        Ok(())
    }
}

/// Every `serialize_*` but `serialize_struct` refuses: only a struct's field names are wanted.
macro_rules! refuse {
    ($($name:ident($($arg:ty),*);)*) => {
        $(fn $name(self, $(_: $arg),*) -> Result<(), NotAStruct> { Err(NotAStruct) })*
    };
}

impl Serializer for &mut Recorder {
    type Ok = ();
    type Error = NotAStruct;
    type SerializeSeq = Impossible<(), NotAStruct>;
    type SerializeTuple = Impossible<(), NotAStruct>;
    type SerializeTupleStruct = Impossible<(), NotAStruct>;
    type SerializeTupleVariant = Impossible<(), NotAStruct>;
    type SerializeMap = Impossible<(), NotAStruct>;
    type SerializeStruct = Self;
    type SerializeStructVariant = Impossible<(), NotAStruct>;

    refuse! {
        serialize_bool(bool);
        serialize_i8(i8);
        serialize_i16(i16);
        serialize_i32(i32);
        serialize_i64(i64);
        serialize_u8(u8);
        serialize_u16(u16);
        serialize_u32(u32);
        serialize_u64(u64);
        serialize_f32(f32);
        serialize_f64(f64);
        serialize_char(char);
        serialize_str(&str);
        serialize_bytes(&[u8]);
        serialize_none();
        serialize_unit();
        serialize_unit_struct(&'static str);
        serialize_unit_variant(&'static str, u32, &'static str);
    }

    fn serialize_some<T: ?Sized + Serialize>(self, _: &T) -> Result<(), NotAStruct> {
        Err(NotAStruct)
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        _: &T,
    ) -> Result<(), NotAStruct> {
        Err(NotAStruct)
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Result<(), NotAStruct> {
        Err(NotAStruct)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, NotAStruct> {
        Err(NotAStruct)
    }
    fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, NotAStruct> {
        Err(NotAStruct)
    }
    fn serialize_tuple_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleStruct, NotAStruct> {
        Err(NotAStruct)
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, NotAStruct> {
        Err(NotAStruct)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, NotAStruct> {
        Err(NotAStruct)
    }
    fn serialize_struct(
        self,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStruct, NotAStruct> {
        Ok(self)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, NotAStruct> {
        Err(NotAStruct)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use staffing_web::api::models::{FormField, User};

    #[test]
    fn lists_kept_and_skipped_fields_alike() {
        let user = field_names::<User>();
        assert_eq!(user.first(), Some(&"id"));
        assert!(user.contains(&"invitation_token"));
        assert!(user.contains(&"country_id"));
        // `options` is never skipped, `value` is skipped when unset: both are there.
        let field = field_names::<FormField>();
        assert_eq!(
            field,
            [
                "key",
                "id",
                "label",
                "field_type",
                "required_level",
                "description",
                "options",
                "value"
            ]
        );
    }
}
