//! Wire types of every resource in sections 2.1–2.6 of the API reference. Every field is optional and
//! decoded leniently (see [`super::lenient`]): the reference infers its types from samples, so a null or an
//! unexpected type loses that one field, never the response. Unknown keys are ignored.
//! Written with one attribute per field on purpose: a field list that reads like the reference's tables.

use super::lenient::{self, OrderedMap, Text};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// 2.1 user. The `authentication_token` is not kept here: it becomes a [`super::Token`].
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct User {
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub id: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub email: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub created_at: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub updated_at: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub user_type: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub provider: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub uid: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub invitation_token: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub invitation_created_at: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub invitation_sent_at: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub invitation_accepted_at: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub invitation_limit: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub invited_by_id: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub invited_by_type: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub invitations_count: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub referred_by_id: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub locale: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub country_id: Option<i64>,
}

/// 2.2 jobseeker.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Jobseeker {
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub id: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub user_id: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub name: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub age: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub country_id: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub city_id: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub gender: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub bio: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub created_at: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub updated_at: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub profile_image_file_name: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub profile_image_content_type: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub profile_image_file_size: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub profile_image_updated_at: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub banner_image_file_name: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub banner_image_content_type: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub banner_image_file_size: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub banner_image_updated_at: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub contact_email: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub contact_phone: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub profile_link: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::scalar",
        skip_serializing_if = "Option::is_none"
    )]
    pub height: Option<Value>,
    #[serde(
        default,
        deserialize_with = "lenient::scalar",
        skip_serializing_if = "Option::is_none"
    )]
    pub weight: Option<Value>,
    #[serde(
        default,
        deserialize_with = "lenient::scalar",
        skip_serializing_if = "Option::is_none"
    )]
    pub hair_color: Option<Value>,
    #[serde(
        default,
        deserialize_with = "lenient::scalar",
        skip_serializing_if = "Option::is_none"
    )]
    pub hair_length: Option<Value>,
    #[serde(
        default,
        deserialize_with = "lenient::scalar",
        skip_serializing_if = "Option::is_none"
    )]
    pub skin_color: Option<Value>,
    #[serde(
        default,
        deserialize_with = "lenient::scalar",
        skip_serializing_if = "Option::is_none"
    )]
    pub eyes_color: Option<Value>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub internal_rating: Option<f64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub average_rating: Option<f64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub video_url: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub rut: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub address: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub latitude: Option<f64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub longitude: Option<f64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub reliable: Option<bool>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub ambassador: Option<bool>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub verified: Option<bool>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub active: Option<bool>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub fb_id: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub token: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub slug: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub videocv_file_name: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub videocv_content_type: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub videocv_file_size: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub videocv_updated_at: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub profiletype: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::scalar",
        skip_serializing_if = "Option::is_none"
    )]
    pub parser_response: Option<Value>,
    #[serde(
        default,
        deserialize_with = "lenient::scalar",
        skip_serializing_if = "Option::is_none"
    )]
    pub parse_status: Option<Value>,
    #[serde(
        default,
        deserialize_with = "lenient::scalar",
        skip_serializing_if = "Option::is_none"
    )]
    pub interview_call: Option<Value>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub nationality: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub date_of_birth: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::scalar",
        skip_serializing_if = "Option::is_none"
    )]
    pub driving_license: Option<Value>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub internal_notes: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub tenant_code: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub clearance_stamp: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub profile_url: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub banner_url: Option<String>,
}

/// 2.3 device.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Device {
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub id: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub user_id: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub device_id: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub os_type: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub created_at: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub updated_at: Option<String>,
}

/// 2.4 location.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Location {
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub id: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub freelancer_id: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub latitude: Option<f64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub longitude: Option<f64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub created_at: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub updated_at: Option<String>,
}

/// 2.5 one credential requirement (a value of the credentials map).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CredentialRequirement {
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub id: Option<i64>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub cert_name: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub description: Option<String>,
    #[serde(default, deserialize_with = "lenient::list")]
    pub required_fields: Vec<String>,
    #[serde(default, deserialize_with = "lenient::list")]
    pub hidden_fields: Vec<String>,
    #[serde(
        default,
        deserialize_with = "lenient::scalar",
        skip_serializing_if = "Option::is_none"
    )]
    pub validation_criteria: Option<Value>,
    #[serde(
        default,
        deserialize_with = "lenient::scalar",
        skip_serializing_if = "Option::is_none"
    )]
    pub additional_fields: Option<Value>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub is_active: Option<bool>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub public_profile_visibility: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub pre_hire_jose_prof_visibility: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub post_hire_jose_prof_visibility: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub geography_scoped: Option<String>,
    #[serde(default, deserialize_with = "lenient::list")]
    pub geography_scoped_options: Vec<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub key: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub suggested: Option<bool>,
    #[serde(default, deserialize_with = "lenient::list")]
    pub suggested_for: Vec<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub value: Option<CredentialValue>,
}

/// 2.5 the value object: the credential the job seeker supplied.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CredentialValue {
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub issue_date: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub expiry_date: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub certificate_name: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub certificate_file: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub issuing_authority: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub credential_id: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub id: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub cert_request_id: Option<String>,
    #[serde(
        default,
        deserialize_with = "lenient::field",
        skip_serializing_if = "Option::is_none"
    )]
    pub geo_level_one: Option<String>,
}

/// 2.6 one client profile form (decoded in one pass by `api::one_pass`).
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
/// (the reference says the response carries values but not where; accepted on the field, as text).
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
    pub value: Option<Text>,
}
