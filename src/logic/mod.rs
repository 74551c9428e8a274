//! Pure logic of the app: parsing, validation and form models.
//!
//! Nothing here touches the browser, the network or Leptos, so every module
//! is tested natively with `cargo test`. Errors are enums; the UI maps them
//! to English or Spanish text.

pub mod client_form;
pub mod countries;
pub mod credentials;
pub mod dates;
pub mod field_kinds;
#[cfg(test)]
pub(crate) mod fixtures;
pub mod gender;
pub mod jobseeker_form;
pub mod lang;
pub mod last_seen;
pub mod markup_escape;
pub mod numbering;
pub mod numbers;
pub mod onboarding;
pub mod pending_save;
pub mod phone;
pub mod phone_entry;
pub mod place_names;
pub mod profile_draft;
pub mod stored_json;
pub mod validate;
