//! Calls made with the platform API key (4.1, 4.2): the only ones possible before sign-in.

use super::decode::{self, CodeSent, SignedIn};
use super::error::ApiError;
use super::transport::{exchange, RequestScope};
use super::{AuthorizedApi, Platform, Token};
use gloo_net::http::Request;
use serde::Serialize;
use std::rc::Rc;

/// What proves who the user is at sign-in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Secret {
    Password(String),
    OneTimeCode(String),
}

/// The browser's position, as the strings the reference asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub latitude: String,
    pub longitude: String,
}

/// The sign_in body. `os_type` and `device_id` are mobile fields: a web client never sends them.
#[derive(Serialize)]
struct SignInBody<'a> {
    email: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    password: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    one_time_password: Option<&'a str>,
    tenant: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    latitude: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    longitude: Option<&'a str>,
}

/// The sign_in request as the page's script sends it before the app is here (`first_paint.js`,
/// which `pages::sign_in::first_paint` writes this into): its path under the platform's base
/// address, the header that carries the platform key, and its body's keys in the order the app
/// writes them for a password.
#[cfg(test)]
pub fn sign_in_request_shape() -> (String, &'static str, Vec<String>) {
    let body = SignInBody {
        email: "",
        password: Some(""),
        one_time_password: None,
        tenant: "",
        latitude: None,
        longitude: None,
    };
    let keys = match serde_json::to_value(&body) {
        Ok(serde_json::Value::Object(fields)) => fields.keys().cloned().collect(),
        _ => Vec::new(),
    };
    (
        super::join("", "sign_in"),
        super::transport::CREDENTIAL_HEADER,
        keys,
    )
}

/// The platform before sign-in, for one tenant.
#[derive(Clone, Debug)]
pub struct PublicApi {
    platform: Rc<Platform>,
    tenant: String,
    scope: Option<RequestScope>,
}

impl PublicApi {
    pub fn new(platform: Rc<Platform>, tenant: &str) -> Self {
        PublicApi {
            platform,
            tenant: tenant.to_string(),
            scope: None,
        }
    }

    /// The same API, its requests aborted when `scope` is (the page that makes them goes away).
    pub fn within(self, scope: &RequestScope) -> Self {
        PublicApi {
            scope: Some(scope.clone()),
            ..self
        }
    }

    pub fn tenant(&self) -> &str {
        &self.tenant
    }

    /// 4.1 `POST {base_url}/api/v1/sign_in` with a JSON body.
    pub async fn sign_in(
        &self,
        email: &str,
        secret: &Secret,
        position: Option<&Position>,
    ) -> Result<SignedIn, ApiError> {
        let (password, one_time_password) = match secret {
            Secret::Password(password) => (Some(password.as_str()), None),
            Secret::OneTimeCode(code) => (None, Some(code.as_str())),
        };
        let body = SignInBody {
            email,
            password,
            one_time_password,
            tenant: &self.tenant,
            latitude: position.map(|position| position.latitude.as_str()),
            longitude: position.map(|position| position.longitude.as_str()),
        };
        let body = serde_json::to_string(&body)
            .map_err(|_| ApiError::Malformed("the sign-in request".into()))?;
        let url = self.platform.endpoints.platform_url("sign_in");
        let (status, text) = exchange(
            &self.platform,
            Request::post(&url),
            &self.platform.endpoints.api_key,
            Some(body),
            self.scope.as_ref(),
        )
        .await?;
        decode::sign_in(status, &text)
    }

    /// 4.2 `GET {base_url}/api/v1/request_one_time_password`. The reference describes a body, but a browser
    /// cannot send one with GET, so `email` and `tenant` go in the query string.
    pub async fn request_one_time_password(&self, email: &str) -> Result<CodeSent, ApiError> {
        let url = self
            .platform
            .endpoints
            .platform_url("request_one_time_password");
        let request = Request::get(&url).query([
            ("email", email),
            (super::TENANT_PARAM, self.tenant.as_str()),
        ]);
        let (status, text) = exchange(
            &self.platform,
            request,
            &self.platform.endpoints.api_key,
            None,
            self.scope.as_ref(),
        )
        .await?;
        decode::code_sent(status, &text)
    }

    /// The only way to the calls that need the user's token.
    pub fn authorize(&self, token: Token) -> AuthorizedApi {
        AuthorizedApi::new(Rc::clone(&self.platform), &self.tenant, token)
    }
}
