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

pub use authorized::AuthorizedApi;
pub use config_file::{fetch_config_text, FileFetchError};
pub use decode::{CodeSent, CredentialRequirements, JobseekerSaved, SignedIn};
pub use error::ApiError;
pub use phone_plans::{fetch_phone_plans, plans_file, PlansFile};
pub use public::{Position, PublicApi, Secret};
pub use token::Token;
pub use transport::RequestScope;

use std::time::Duration;

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

fn join(base: &str, path: &str) -> String {
    format!("{}/api/v1/{path}", base.trim_end_matches('/'))
}

#[cfg(test)]
mod tests;
