//! What the rest of the crate is written in: what the app hands over ([`spec`]), the values a field
//! holds ([`value`]), a field's options ([`options`]), the errors and texts ([`texts`]), and what
//! the app gives ([`host`]).

pub mod host;
pub mod options;
pub mod spec;
pub mod texts;
pub mod value;
