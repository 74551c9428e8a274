//! Who is signed in, for which tenant, and in which language: the app's state, kept in storage and
//! provided through context. Pages read it with [`use_app`].

mod authorized;
pub mod countdown;
mod kept;
mod other_tabs;
mod page_read;
mod restored;
mod routes;
mod state;
mod stored;
mod user_data;

pub use authorized::{authorized_read, with_user_token};
pub use page_read::{abort_on_cleanup, PageRead};
pub use restored::watch_kept_session;
pub(crate) use routes::page_route;
pub use routes::{credentials_link, replacing_history, Area, Page, FILTER_QUERY};
pub use state::{boot_lang, tr, use_app, AppState};
pub use stored::{Session, JOBSEEKER_USER_TYPE};
pub use user_data::{Lifetime, UserData};

/// The storage keys and the query parameter that the sign-in page's script before the app reads
/// too: `pages/sign_in/first_paint.rs` writes them into its rules.
#[cfg(test)]
pub(crate) use state::{LANG_KEY, TENANT_KEY, TENANT_NAMES_KEY, TENANT_QUERY};
#[cfg(test)]
pub(crate) use stored::SESSION_KEY;
