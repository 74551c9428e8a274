//! Reusable view pieces. Form controls are our own: they carry labels, `aria-invalid`,
//! `aria-describedby` and error text the same way everywhere.

pub mod busy_button;
pub mod debounce;
pub mod error_summary;
pub mod errors;
pub mod field;
pub mod guard;
pub mod later;
pub mod profile_form;
pub mod shell;
