//! Calls made on behalf of a signed-in user, with their token (4.3, 4.4, 4.5). An [`AuthorizedApi`]
//! exists only with a [`Token`], so these calls cannot be made without one.
//!
//! A call refused with a 401 or 403 is sent once more when its [`Renewal`] gives a newer token: the
//! session decides whether there is one (`session::authorized`), this module only sends again, so
//! that no page or save sees the refusal.

use super::decode::{self, CredentialRequirements, JobseekerSaved};
use super::error::ApiError;
use super::models::ClientProfileForm;
use super::transport::{exchange, RequestScope};
use super::{Platform, Token, TENANT_PARAM};
use gloo_net::http::{Request, RequestBuilder};
use std::rc::Rc;

/// 4.5's address under `base_url`.
const CLIENT_PROFILE_PATH: &str = "companies/get_client_profile";

/// get_client_profile as the app asks for it: its path under `base_url`, the query parameter that
/// names the tenant, and the header that carries the user's token, so that the page's script can
/// send the very same read (`first_paint.js`, `pages::sign_in::first_paint`).
pub fn client_profile_request_shape() -> (String, &'static str, &'static str) {
    (
        super::join("", CLIENT_PROFILE_PATH),
        TENANT_PARAM,
        super::transport::CREDENTIAL_HEADER,
    )
}

#[derive(Clone, Debug)]
pub struct AuthorizedApi {
    platform: Rc<Platform>,
    tenant: String,
    token: Token,
    scope: Option<RequestScope>,
    renewal: Option<Renewal>,
}

/// Asked after a 401 or 403 for a newer token of the same user, to send the call once more with.
#[derive(Clone)]
pub struct Renewal(Rc<dyn Fn() -> Option<Token>>);

impl std::fmt::Debug for Renewal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Renewal")
    }
}

impl AuthorizedApi {
    pub(super) fn new(platform: Rc<Platform>, tenant: &str, token: Token) -> Self {
        AuthorizedApi {
            platform,
            tenant: tenant.to_string(),
            token,
            scope: None,
            renewal: None,
        }
    }

    /// The same API, whose calls refused with a 401 or 403 go once more with the token `renewed`
    /// gives, if it gives one.
    pub fn renewed_by(self, renewed: impl Fn() -> Option<Token> + 'static) -> Self {
        AuthorizedApi {
            renewal: Some(Renewal(Rc::new(renewed))),
            ..self
        }
    }

    /// The same API, its requests aborted when `scope` is (the page that makes them goes away).
    pub fn within(self, scope: &RequestScope) -> Self {
        AuthorizedApi {
            scope: Some(scope.clone()),
            ..self
        }
    }

    pub fn tenant(&self) -> &str {
        &self.tenant
    }

    /// 4.4 `POST {app_url}/api/v1/create_or_update_jobseeker`. Every parameter goes in the query string, as
    /// the reference lists them; arrays repeat their key (`profile_url[]=a&profile_url[]=b`).
    pub async fn create_or_update_jobseeker(
        &self,
        params: &[(String, String)],
    ) -> Result<JobseekerSaved, ApiError> {
        let url = self
            .platform
            .endpoints
            .app_url("create_or_update_jobseeker");
        let query = std::iter::once((TENANT_PARAM, self.tenant.as_str())).chain(
            params
                .iter()
                .map(|(name, value)| (name.as_str(), value.as_str())),
        );
        let (status, text) = self
            .send(&|| Request::post(&url).query(query.clone()))
            .await?;
        decode::jobseeker_saved(status, &text)
    }

    /// 4.3 `GET {app_url}/api/v1/jobseeker/get_credentials_requirements?tenant=`.
    pub async fn get_credentials_requirements(&self) -> Result<CredentialRequirements, ApiError> {
        let url = self
            .platform
            .endpoints
            .app_url("jobseeker/get_credentials_requirements");
        let (status, text) = self
            .send(&|| Request::get(&url).query([(TENANT_PARAM, self.tenant.as_str())]))
            .await?;
        decode::credential_requirements(status, &text)
    }

    /// 4.5 `GET {base_url}/api/v1/companies/get_client_profile?tenant=`.
    pub async fn get_client_profile(&self) -> Result<Vec<ClientProfileForm>, ApiError> {
        let (status, text) = self.send(&|| self.client_profile_request()).await?;
        decode::client_profile(status, &text)
    }

    /// Sends the request `build` makes with the user's token, in this API's scope; once more with
    /// the newer token of its [`Renewal`], if it is refused for the token and there is one.
    async fn send(&self, build: &dyn Fn() -> RequestBuilder) -> Result<(u16, String), ApiError> {
        let mut token = self.token.clone();
        let mut renewal = self.renewal.as_ref();
        loop {
            let scope = self.scope.as_ref();
            let answer = exchange(&self.platform, build(), token.expose(), None, scope).await?;
            match renewal.take() {
                Some(Renewal(renewed)) if decode::ends_session(answer.0) => match renewed() {
                    Some(newer) => token = newer,
                    None => return Ok(answer),
                },
                _ => return Ok(answer),
            }
        }
    }

    fn client_profile_request(&self) -> RequestBuilder {
        let url = self.platform.endpoints.platform_url(CLIENT_PROFILE_PATH);
        Request::get(&url).query([(TENANT_PARAM, self.tenant.as_str())])
    }

    // INTEGRATION POINT: storing a client profile. The reference (4.5) only reads the form; it shows no
    // call to store a client's values, so none is made up here. When the platform publishes one, it goes
    // in this impl as `save_client_profile`, and `pages::client_profile` calls it instead of keeping the
    // values on the device.
}
