//! Rules for text people type and read, in plain Rust with no browser in sight, so every rule is
//! tested natively: the UI's two languages ([`Lang`]), dates, e-mail and web addresses, phone
//! numbers judged by Google's libphonenumber plans, and text escaped into markup. The app's own
//! forms and the client form renderer (`dynamic-form`) share them: one copy of each rule.
//!
//! Errors are enums; the texts people read for them belong to the app (`src/i18n/`).

pub mod countries;
pub mod dates;
pub mod lang;
pub mod markup_escape;
pub mod numbering;
pub mod phone;
pub mod phone_entry;
pub mod validate;

pub use lang::Lang;
