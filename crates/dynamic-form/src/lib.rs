#![doc = include_str!("../README.md")]
#![warn(missing_docs)]
//!
//! The public items: what the app hands over ([`FormSpec`], [`Host`], [`Texts`], [`Supplies`]), the
//! form's state ([`FormModel`]), the component ([`DynamicForm`]), what an app's own kinds and
//! controls are written with ([`Kind`], [`controls::Control`], [`Message`], [`dom`]), and the
//! wiring an app's own fields can share ([`field_ids`]).

pub mod base;
pub mod controls;
pub mod dom;
pub mod kinds;
mod model;
mod view;

pub use base::host::{Host, Locale, Supplies, NO_SUPPLIES};
pub use base::options::Options;
pub use base::spec::{FieldSpec, FieldWords, FormSpec, Sent, Words};
pub use base::texts::{FieldError, Message, PlainEnglish, Status, Text, Texts};
pub use base::value::{FieldValue, StoredValues, Values};
pub use dom::field_ids;
pub use kinds::{own_kind, Entry, FieldKind, Kind};
pub use model::def::{FieldDef, FormHeader};
pub use model::form::{FieldModel, FormModel, Problem};
pub use view::lists::LISTS_ATTRIBUTE;
pub use view::{DynamicForm, NextRequired};
