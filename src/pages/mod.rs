//! One module per route.

pub mod client_profile;
pub mod credentials;
pub mod home;
pub mod jobseeker_profile;
pub mod not_found;
pub mod sign_in;

use crate::api::AuthorizedApi;
use crate::session::{early, Page};

/// Starts the read of the page a sign-in lands on, so that it travels while the route changes
/// (`session::early`). Only the client profile waits for a read before its first screen; the job
/// seeker's profile opens on the record sign_in returned (its credential counts come a moment later).
pub fn start_landing_read(api: AuthorizedApi, destination: &str) {
    if destination == Page::ClientProfile.path() {
        early::start(client_profile::read(api));
    }
}
