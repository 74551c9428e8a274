//! From an HTTP status and body to a typed result or an [`ApiError`]. Pure, so every branch is tested
//! natively against fixtures shaped like the reference. The body is parsed once, into an
//! order-keeping `serde_json::Value`, and each response checks its top-level shape before decoding.

use super::client_forms::Forms;
use super::error::ApiError;
use super::lenient::OrderedMap;
use super::models::{ClientProfileForm, CredentialRequirement, Device, Jobseeker, Location, User};
use super::token::Token;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// Which credential a call carried; it decides what a 401/403 means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Credential {
    /// The platform API key: a 401 means a misconfigured key, not an ended session.
    ApiKey,
    /// The user's token: a 401/403 means the session is over.
    UserToken,
}

/// The longest server message shown to a user; a platform error page must not flood the form.
const MAX_MESSAGE_CHARS: usize = 300;

/// The successful sign_in (4.1).
#[derive(Clone, Debug)]
pub struct SignedIn {
    pub token: Token,
    pub user: User,
    pub jobseeker: Option<Jobseeker>,
    pub device: Option<Device>,
    pub location: Option<Location>,
}

/// The successful request_one_time_password (4.2).
#[derive(Clone, Debug, PartialEq)]
pub struct CodeSent {
    pub message: Option<String>,
    /// The address the code went to, as the platform says.
    pub email: Option<String>,
}

/// The successful create_or_update_jobseeker (4.4).
#[derive(Clone, Debug, PartialEq)]
pub struct JobseekerSaved {
    pub user: Option<User>,
    pub jobseeker: Jobseeker,
}

/// get_credentials_requirements (4.3): keyed `cert_<id>`, in the order sent.
pub type CredentialRequirements = OrderedMap<CredentialRequirement>;

/// Whether `status` refuses a call's credential: with the user's token, the session is over.
pub fn ends_session(status: u16) -> bool {
    matches!(status, 401 | 403)
}

/// Turns a non-2xx status into its error; `Ok(())` for 2xx.
pub fn check_status(
    status: u16,
    body: &str,
    credential: Credential,
    sign_in: bool,
) -> Result<(), ApiError> {
    if (200..300).contains(&status) {
        return Ok(());
    }
    let message = server_message(body);
    Err(match status {
        404 if sign_in => ApiError::InvalidCredentials(
            message.unwrap_or_else(|| "Invalid Email or Password".to_string()),
        ),
        _ if ends_session(status) && credential == Credential::UserToken => ApiError::Unauthorized,
        _ if ends_session(status) => ApiError::AccessRefused,
        _ => ApiError::Rejected { status, message },
    })
}

/// A 429's error: the wait the platform asked for (`retry_after`, the header's value, read against
/// `now_ms`) and its own words, if any.
pub fn too_many_requests(body: &str, retry_after: Option<&str>, now_ms: f64) -> ApiError {
    ApiError::TooManyRequests {
        wait_seconds: super::retry_after::wait_seconds(retry_after, now_ms),
        message: server_message(body),
    }
}

/// The server's own words from an error body: `message`, `error`, or `errors` (a string, a list, or an
/// object of field -> messages). Plain text bodies that are short and not HTML are used as they are.
pub fn server_message(body: &str) -> Option<String> {
    let text = match serde_json::from_str::<Value>(body) {
        Ok(Value::Object(map)) => ["message", "error", "errors"]
            .iter()
            .find_map(|key| map.get(*key).and_then(flatten))?,
        Ok(Value::String(text)) => text,
        Ok(_) => return None,
        Err(_) => {
            let trimmed = body.trim();
            if trimmed.is_empty() || trimmed.starts_with('<') || trimmed.len() > MAX_MESSAGE_CHARS {
                return None;
            }
            trimmed.to_string()
        }
    };
    let text = text.trim();
    (!text.is_empty()).then(|| truncate(text))
}

fn flatten(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(text.clone()),
        Value::Array(items) => {
            let parts: Vec<String> = items.iter().filter_map(flatten).collect();
            (!parts.is_empty()).then(|| parts.join("; "))
        }
        Value::Object(map) => {
            let parts: Vec<String> = map
                .iter()
                .filter_map(|(field, messages)| {
                    flatten(messages).map(|text| format!("{field}: {text}"))
                })
                .collect();
            (!parts.is_empty()).then(|| parts.join("; "))
        }
        _ => None,
    }
}

fn truncate(text: &str) -> String {
    match text.char_indices().nth(MAX_MESSAGE_CHARS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}

fn parse(body: &str) -> Result<Value, ApiError> {
    serde_json::from_str(body)
        .map_err(|_| ApiError::Malformed("the response is not valid JSON".into()))
}

fn object_field<T: DeserializeOwned>(value: &mut Value, key: &str) -> Option<T> {
    let taken = value.get_mut(key).map(Value::take)?;
    if !taken.is_object() {
        return None;
    }
    serde_json::from_value(taken).ok()
}

/// Where the sign_in answer carries the user's token (4.1): `user.authentication_token`.
pub const SIGN_IN_TOKEN_AT: [&str; 2] = ["user", "authentication_token"];

pub fn sign_in(status: u16, body: &str) -> Result<SignedIn, ApiError> {
    check_status(status, body, Credential::ApiKey, true)?;
    let mut root = parse(body)?;
    let [user_field, token_field] = SIGN_IN_TOKEN_AT;
    let token = root
        .get(user_field)
        .and_then(|user| user.get(token_field))
        .and_then(Value::as_str)
        .and_then(Token::new)
        .ok_or_else(|| ApiError::Malformed("the sign-in answer has no user token".into()))?;
    let user = object_field(&mut root, "user")
        .ok_or_else(|| ApiError::Malformed("the sign-in answer has no user".into()))?;
    Ok(SignedIn {
        token,
        user,
        jobseeker: object_field(&mut root, "jobseeker"),
        device: object_field(&mut root, "device"),
        location: object_field(&mut root, "location"),
    })
}

pub fn code_sent(status: u16, body: &str) -> Result<CodeSent, ApiError> {
    check_status(status, body, Credential::ApiKey, false)?;
    let root = parse(body)?;
    if !root.is_object() {
        return Err(ApiError::Malformed("the answer is not an object".into()));
    }
    // `status` (true in the reference) is this answer's only claim that a code went out: a `false`
    // is a refusal in the server's words, any other value (a number, a string) an unreadable answer.
    // A missing `status` is accepted, as any missing field is.
    match root.get("status") {
        None | Some(Value::Bool(true)) => {}
        Some(Value::Bool(false)) => {
            return Err(ApiError::Rejected {
                status,
                message: server_message(body),
            })
        }
        Some(_) => {
            return Err(ApiError::Malformed(
                "the answer does not say whether the code was sent".into(),
            ))
        }
    }
    let text = |key: &str| root.get(key).and_then(Value::as_str).map(str::to_string);
    Ok(CodeSent {
        message: text("message"),
        email: text("email"),
    })
}

pub fn jobseeker_saved(status: u16, body: &str) -> Result<JobseekerSaved, ApiError> {
    check_status(status, body, Credential::UserToken, false)?;
    let mut root = parse(body)?;
    let jobseeker = object_field(&mut root, "jobseeker")
        .ok_or_else(|| ApiError::Malformed("the answer has no job seeker record".into()))?;
    Ok(JobseekerSaved {
        user: object_field(&mut root, "user"),
        jobseeker,
    })
}

pub fn credential_requirements(
    status: u16,
    body: &str,
) -> Result<CredentialRequirements, ApiError> {
    check_status(status, body, Credential::UserToken, false)?;
    let root = parse(body)?;
    if !root.is_object() {
        return Err(ApiError::Malformed(
            "the credential requirements are not an object".into(),
        ));
    }
    serde_json::from_value(root)
        .map_err(|_| ApiError::Malformed("the credential requirements".into()))
}

pub fn client_profile(status: u16, body: &str) -> Result<Vec<ClientProfileForm>, ApiError> {
    check_status(status, body, Credential::UserToken, false)?;
    // One pass straight into the forms (a form can have a thousand fields): see `client_forms`.
    match serde_json::from_str::<Forms>(body) {
        Ok(Forms(Some(forms))) => Ok(forms),
        Ok(Forms(None)) => Err(ApiError::Malformed(
            "the client profile is not a list of forms".into(),
        )),
        Err(_) => Err(ApiError::Malformed("the response is not valid JSON".into())),
    }
}
