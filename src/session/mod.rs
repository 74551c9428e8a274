//! Who is signed in, for which tenant, and in which language: the app's state, kept in storage and
//! provided through context. Pages read it with [`use_app`].

mod drafts;
mod profile_saves;
mod state;
mod stored;

pub use drafts::DraftKind;
pub use profile_saves::{saved_values, use_profile_saves, ProfileSaves, SaveEnd};
pub use state::{boot_lang, tr, use_app, AppState, Area};
pub use stored::Session;
