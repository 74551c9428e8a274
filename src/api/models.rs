//! Wire types of every resource in sections 2.1–2.6 of the API reference. Every field is optional and
//! decoded leniently (see [`super::lenient`]): the reference infers its types from samples, so a null or an
//! unexpected type loses that one field, never the response. Unknown keys are ignored.
//! Each field is one line, `name: Type = how it is read`, so the list reads like the reference's
//! tables; [`model!`] writes the struct and its reading. The readers are [`lenient::Object`]'s
//! methods: one small function for each kind of field, shared by every model, not serde's derive
//! for each struct. Shaped for wasm size: docs/performance.md#shared-lenient-readers.

use super::lenient::{self, OrderedMap, Text};
use serde::Serialize;
use serde_json::Value;

/// A wire type: the struct (every field `pub`, serialized for storage without its absent fields),
/// `from_object`, which reads each field with the [`lenient::Object`] method named after `=`, and
/// a `Deserialize` that accepts any JSON object and refuses anything else (so a nested record that
/// is not an object is absent, as with serde's derive).
macro_rules! model {
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $( $(#[$field_meta:meta])* $field:ident: $ty:ty = $read:ident, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, Default, PartialEq, Serialize)]
        pub struct $name {
            $(
                $(#[$field_meta])*
                #[serde(skip_serializing_if = "lenient::Absent::is_absent")]
                pub $field: $ty,
            )*
        }

        impl $name {
            pub fn from_object(mut object: lenient::Object) -> $name {
                $name { $( $field: object.$read(stringify!($field)), )* }
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                lenient::Object::deserialize(deserializer).map($name::from_object)
            }
        }
    };
}

model! {
    /// 2.1 user. The `authentication_token` is not kept here: it becomes a [`super::Token`].
    pub struct User {
        id: Option<i64> = int,
        email: Option<String> = text,
        created_at: Option<String> = text,
        updated_at: Option<String> = text,
        user_type: Option<String> = text,
        provider: Option<String> = text,
        uid: Option<String> = text,
        invitation_token: Option<String> = text,
        invitation_created_at: Option<String> = text,
        invitation_sent_at: Option<String> = text,
        invitation_accepted_at: Option<String> = text,
        invitation_limit: Option<i64> = int,
        invited_by_id: Option<i64> = int,
        invited_by_type: Option<String> = text,
        invitations_count: Option<i64> = int,
        referred_by_id: Option<i64> = int,
        locale: Option<String> = text,
        country_id: Option<i64> = int,
    }
}

model! {
    /// 2.2 jobseeker.
    pub struct Jobseeker {
        id: Option<i64> = int,
        user_id: Option<i64> = int,
        name: Option<String> = text,
        age: Option<i64> = int,
        country_id: Option<i64> = int,
        city_id: Option<i64> = int,
        gender: Option<String> = text,
        bio: Option<String> = text,
        created_at: Option<String> = text,
        updated_at: Option<String> = text,
        profile_image_file_name: Option<String> = text,
        profile_image_content_type: Option<String> = text,
        profile_image_file_size: Option<i64> = int,
        profile_image_updated_at: Option<String> = text,
        banner_image_file_name: Option<String> = text,
        banner_image_content_type: Option<String> = text,
        banner_image_file_size: Option<i64> = int,
        banner_image_updated_at: Option<String> = text,
        contact_email: Option<String> = text,
        contact_phone: Option<String> = text,
        profile_link: Option<String> = text,
        height: Option<Value> = scalar,
        weight: Option<Value> = scalar,
        hair_color: Option<Value> = scalar,
        hair_length: Option<Value> = scalar,
        skin_color: Option<Value> = scalar,
        eyes_color: Option<Value> = scalar,
        internal_rating: Option<f64> = float,
        average_rating: Option<f64> = float,
        video_url: Option<String> = text,
        rut: Option<String> = text,
        address: Option<String> = text,
        latitude: Option<f64> = float,
        longitude: Option<f64> = float,
        reliable: Option<bool> = flag,
        ambassador: Option<bool> = flag,
        verified: Option<bool> = flag,
        active: Option<bool> = flag,
        fb_id: Option<String> = text,
        token: Option<String> = text,
        slug: Option<String> = text,
        videocv_file_name: Option<String> = text,
        videocv_content_type: Option<String> = text,
        videocv_file_size: Option<i64> = int,
        videocv_updated_at: Option<String> = text,
        profiletype: Option<String> = text,
        parser_response: Option<Value> = scalar,
        parse_status: Option<Value> = scalar,
        interview_call: Option<Value> = scalar,
        nationality: Option<String> = text,
        date_of_birth: Option<String> = text,
        driving_license: Option<Value> = scalar,
        internal_notes: Option<String> = text,
        tenant_code: Option<String> = text,
        clearance_stamp: Option<String> = text,
        profile_url: Option<String> = text,
        banner_url: Option<String> = text,
    }
}

model! {
    /// 2.3 device.
    pub struct Device {
        id: Option<i64> = int,
        user_id: Option<i64> = int,
        device_id: Option<String> = text,
        os_type: Option<String> = text,
        created_at: Option<String> = text,
        updated_at: Option<String> = text,
    }
}

model! {
    /// 2.4 location.
    pub struct Location {
        id: Option<i64> = int,
        freelancer_id: Option<i64> = int,
        latitude: Option<f64> = float,
        longitude: Option<f64> = float,
        created_at: Option<String> = text,
        updated_at: Option<String> = text,
    }
}

model! {
    /// 2.5 one credential requirement (a value of the credentials map).
    pub struct CredentialRequirement {
        id: Option<i64> = int,
        cert_name: Option<String> = text,
        description: Option<String> = text,
        required_fields: Vec<String> = texts,
        hidden_fields: Vec<String> = texts,
        validation_criteria: Option<Value> = scalar,
        additional_fields: Option<Value> = scalar,
        is_active: Option<bool> = flag,
        public_profile_visibility: Option<String> = text,
        pre_hire_jose_prof_visibility: Option<String> = text,
        post_hire_jose_prof_visibility: Option<String> = text,
        geography_scoped: Option<String> = text,
        geography_scoped_options: Vec<String> = texts,
        key: Option<String> = text,
        suggested: Option<bool> = flag,
        suggested_for: Vec<String> = texts,
        value: Option<CredentialValue> = object,
    }
}

model! {
    /// 2.5 the value object: the credential the job seeker supplied.
    pub struct CredentialValue {
        issue_date: Option<String> = text,
        expiry_date: Option<String> = text,
        certificate_name: Option<String> = text,
        certificate_file: Option<String> = text,
        issuing_authority: Option<String> = text,
        credential_id: Option<String> = text,
        id: Option<String> = text,
        cert_request_id: Option<String> = text,
        geo_level_one: Option<String> = text,
    }
}

/// 2.6 one client profile form (decoded in one pass by `api::client_forms`).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct ClientProfileForm {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub form_title: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub form_description: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub form_category: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub custom_form_content: Option<String>,
    pub fields: Vec<FormField>,
}

/// 2.6 one field of a client profile form. `value` is the client's saved value when the platform sends one
/// (the reference says the response carries values but not where, nor their shape; accepted on the
/// field as text, a number, a boolean or a list, and read for the field's kind by
/// the client form renderer, `dynamic_form`).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct FormField {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field_type: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub required_level: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub description: Option<String>,
    pub options: OrderedMap<Text>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<SentValue>,
}

/// A form field's `value` as sent, in the shapes a value can take. Any other shape (an object,
/// null) is no value. Written back in the shape it came in (`make contract` compares the two).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SentValue {
    Text(String),
    /// A number as serde_json writes it (`12`, `2.5`).
    Number(String),
    Flag(bool),
    /// The strings and numbers of an array, in order; its other elements are skipped.
    List(Vec<String>),
}

impl Serialize for SentValue {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            SentValue::Text(text) => serializer.serialize_str(text),
            SentValue::Number(text) => match serde_json::from_str::<serde_json::Number>(text) {
                Ok(number) => number.serialize(serializer),
                Err(_) => serializer.serialize_str(text),
            },
            SentValue::Flag(flag) => serializer.serialize_bool(*flag),
            SentValue::List(items) => items.serialize(serializer),
        }
    }
}
