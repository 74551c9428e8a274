//! One module per route.

pub mod client_profile;
pub mod credentials;
pub mod home;
pub mod jobseeker_profile;
pub mod not_found;
mod rehearsal;
pub mod sign_in;
