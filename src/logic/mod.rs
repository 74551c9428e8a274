//! Pure logic of the app: its domain rules and form models.
//!
//! Nothing here touches the browser, the network or Leptos, so every module
//! is tested natively with `cargo test`. Errors are enums; the UI maps them
//! to English or Spanish text. Rules for typed text that other crates share
//! (dates, e-mail and web addresses, phone numbers) are in `text_rules`.

pub mod credentials;
#[cfg(test)]
pub(crate) mod fixtures;
pub mod gender;
pub mod jobseeker_form;
pub mod lang;
pub mod last_seen;
pub mod numbers;
pub mod onboarding;
pub mod pending_save;
pub mod place_names;
pub mod profile_draft;
pub mod stored_json;
