//! Everything that talks to the platform: wire types, one function per endpoint, and the one error
//! type. Nothing outside this module makes an HTTP request.

mod authorized;
mod client_forms;
mod config_file;
pub mod decode;
mod error;
pub mod lenient;
pub mod models;
mod phone_plans;
mod public;
pub mod reachability;
pub mod retry_after;
mod token;
mod transport;

pub use authorized::{client_profile_request_shape, AuthorizedApi};
pub use config_file::{fetch_config_text, FileFetchError};
pub use decode::{CodeSent, CredentialRequirements, JobseekerSaved, SignedIn};
pub use error::ApiError;
pub use phone_plans::{fetch_phone_plans, plans_file, PlansFile};
#[cfg(test)]
pub use public::sign_in_request_shape;
pub use public::{Position, PublicApi, Secret};
pub use token::Token;
pub use transport::RequestScope;

use reachability::Heard;
use std::time::Duration;

/// The platform as the app's calls reach it: where it lives, and what those calls share while the
/// app runs: who hears what each outcome says about the connection ([`reachability`]). Made once by
/// whoever makes the API clients (the session) and handed to each of them.
pub struct Platform {
    endpoints: Endpoints,
    hear: Box<dyn Fn(Heard)>,
}

impl Platform {
    /// The platform at `endpoints`; `hear` is called after every call whose outcome says whether
    /// there is a connection, and after every 429 with the wait it asks for.
    pub fn new(endpoints: Endpoints, hear: impl Fn(Heard) + 'static) -> Platform {
        Platform {
            endpoints,
            hear: Box::new(hear),
        }
    }
}

/// Where it lives; the listener has nothing to show.
impl std::fmt::Debug for Platform {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter
            .debug_struct("Platform")
            .field("endpoints", &self.endpoints)
            .finish_non_exhaustive()
    }
}

/// Where the platform lives, from the runtime config. An empty base means the app's own origin.
#[derive(Clone, Debug, PartialEq)]
pub struct Endpoints {
    /// Serves sign_in, request_one_time_password and get_client_profile.
    pub base_url: String,
    /// Serves create_or_update_jobseeker and get_credentials_requirements.
    pub app_url: String,
    /// The platform API key. It is public: every visitor's browser can read config.json.
    pub api_key: String,
    pub timeout: Duration,
}

impl Endpoints {
    fn platform_url(&self, path: &str) -> String {
        join(&self.base_url, path)
    }
    fn app_url(&self, path: &str) -> String {
        join(&self.app_url, path)
    }
}

/// The query parameter that names the tenant on the calls that take it in the query string.
const TENANT_PARAM: &str = "tenant";

fn join(base: &str, path: &str) -> String {
    format!("{}/api/v1/{path}", base.trim_end_matches('/'))
}

#[cfg(test)]
mod tests;
