//! The forms in the page: written as one markup string ([`markup`]), with the ids that tie each
//! control to its label, hint and error ([`field_ids`]), and found again by id ([`rendered`]).

pub mod field_ids;
pub mod markup;
pub mod rendered;
pub mod tasks;
