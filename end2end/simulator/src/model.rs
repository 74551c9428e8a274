//! Records of reference section 2, serialized in the reference's field order.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

fn default_user_type() -> String {
    "freelancer".to_string()
}

fn default_locale() -> String {
    "en".to_string()
}

fn default_true() -> bool {
    true
}

/// 2.1 user. The fields after `authentication_token` are seed-only and never
/// serialized. A seed may leave out any field but `email`: an `Option` left out is `None`
/// (serde's rule, so those fields carry no `default` attribute).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct User {
    #[serde(default)]
    pub id: i64,
    pub email: String,
    #[serde(default)]
    pub created_at: String,
    #[serde(default)]
    pub updated_at: String,
    #[serde(default = "default_user_type")]
    pub user_type: String,
    pub provider: Option<String>,
    pub uid: Option<String>,
    pub invitation_token: Option<String>,
    pub invitation_created_at: Option<String>,
    pub invitation_sent_at: Option<String>,
    pub invitation_accepted_at: Option<String>,
    pub invitation_limit: Option<i64>,
    pub invited_by_id: Option<i64>,
    pub invited_by_type: Option<String>,
    #[serde(default)]
    pub invitations_count: i64,
    pub referred_by_id: Option<i64>,
    #[serde(default = "default_locale")]
    pub locale: String,
    pub country_id: Option<i64>,
    /// Set per response to the token of the sign-in / request.
    #[serde(default, skip_deserializing)]
    pub authentication_token: Option<String>,

    /// Seed only: sign-in password.
    #[serde(default, skip_serializing)]
    pub password: String,
    /// Seed only: what this account shows when used as a demo account (`make dev` prints it; the
    /// READMEs' demo tables are checked against the seed). Accounts without it are not listed.
    #[serde(default, skip_serializing)]
    pub demo: Option<String>,
    /// Seed only: the user's jobseeker record, if any.
    #[serde(default, skip_serializing)]
    pub jobseeker: Option<Jobseeker>,
    /// Seed only: per-user overrides of the tenant's credential
    /// requirements (`value`, `suggested`, `suggested_for`, ...), keyed `cert_<id>`.
    #[serde(default, skip_serializing)]
    pub credentials: Map<String, Value>,
}

/// 2.2 jobseeker. `extra_profile_urls` is internal (extra pictures sent in
/// `profile_url[]`), never serialized.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Jobseeker {
    pub id: i64,
    pub user_id: i64,
    pub name: String,
    pub age: Option<i64>,
    pub country_id: Option<i64>,
    pub city_id: Option<i64>,
    pub gender: Option<String>,
    pub bio: String,
    pub created_at: String,
    pub updated_at: String,
    pub profile_image_file_name: Option<String>,
    pub profile_image_content_type: Option<String>,
    pub profile_image_file_size: Option<i64>,
    pub profile_image_updated_at: Option<String>,
    pub banner_image_file_name: Option<String>,
    pub banner_image_content_type: Option<String>,
    pub banner_image_file_size: Option<i64>,
    pub banner_image_updated_at: Option<String>,
    pub contact_email: String,
    pub contact_phone: String,
    pub profile_link: Option<String>,
    pub height: Value,
    pub weight: Value,
    pub hair_color: Value,
    pub hair_length: Value,
    pub skin_color: Value,
    pub eyes_color: Value,
    pub internal_rating: f64,
    pub average_rating: f64,
    pub video_url: Option<String>,
    pub rut: Option<String>,
    pub address: String,
    pub latitude: Option<f64>,
    pub longitude: Option<f64>,
    pub reliable: Option<bool>,
    pub ambassador: Option<bool>,
    pub verified: bool,
    #[serde(default = "default_true")]
    pub active: bool,
    pub fb_id: String,
    pub token: String,
    pub slug: String,
    pub videocv_file_name: Option<String>,
    pub videocv_content_type: Option<String>,
    pub videocv_file_size: Option<i64>,
    pub videocv_updated_at: Option<String>,
    pub profiletype: Option<String>,
    pub parser_response: Value,
    pub parse_status: Value,
    pub interview_call: Value,
    pub nationality: Option<String>,
    /// Stored and returned as `yyyy-mm-dd`.
    pub date_of_birth: Option<String>,
    pub driving_license: Value,
    pub internal_notes: String,
    pub tenant_code: String,
    pub clearance_stamp: Option<String>,
    pub profile_url: Option<String>,
    pub banner_url: Option<String>,
    #[serde(skip)]
    pub extra_profile_urls: Vec<String>,
}

/// 2.3 device.
#[derive(Clone, Debug, Serialize)]
pub struct Device {
    pub id: i64,
    pub user_id: i64,
    pub device_id: String,
    pub os_type: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

/// 2.4 location.
#[derive(Clone, Debug, Serialize)]
pub struct Location {
    pub id: i64,
    pub freelancer_id: i64,
    pub latitude: f64,
    pub longitude: f64,
    pub created_at: String,
    pub updated_at: String,
}
