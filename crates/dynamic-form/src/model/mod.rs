//! The forms as data: ready to render ([`def`]), laid over with what this device kept ([`kept`]),
//! and as signals the page and the view share ([`form`]).

pub mod def;
pub mod form;
pub mod kept;
pub mod progress;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod proptests;
