//! One module per route.

pub mod client_profile;
pub mod credentials;
pub mod home;
pub mod jobseeker_profile;
pub mod not_found;
mod rehearsal;
pub mod sign_in;

use crate::session::{AppState, Page};

/// Called when sign-in is done, before the route changes to `destination`: sends the read that
/// page makes first, so that its data travels while the app changes pages
/// (`api::transport::send_ahead`; the page's own call takes the answer). Only the client profile
/// waits on a read: the job seeker's pages show the record sign_in brought.
pub fn send_landing_read_ahead(state: AppState, destination: &str) {
    if destination != Page::ClientProfile.path() {
        return;
    }
    if let Some(api) = state.authorized_api() {
        api.send_client_profile_ahead();
    }
}
