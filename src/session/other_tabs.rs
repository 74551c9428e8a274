//! One session per browser, whatever the number of tabs. The session "Keep me signed in" keeps is
//! in localStorage, which every tab of the app shares, and the browser tells every other tab at
//! once when one tab changes it (the `storage` event):
//! - a sign-in there: her newer session (after hers ended) is this tab's for its next call, without
//!   asking her again; anyone else's, or one where this tab had none, loads this tab afresh for that
//!   person (`session::kept`);
//! - a sign-out there (`stored::SIGNED_OUT_KEY`): this tab signs out too, and shows sign-in;
//! - the session removed after a 401 there: nothing yet. It has ended here too, but her page stays
//!   as it is: its next call goes with the session she signs in with meanwhile, or else asks her to
//!   sign in (`session::authorized`).
//!
//! A session kept for this tab only (sessionStorage) is this tab's alone: none of this touches it.

use super::kept::shares_the_browsers;
use super::state::AppState;
use super::stored::{SESSION_KEY, SIGNED_OUT_KEY};
use leptos::prelude::*;

/// Another tab changed the storage `key` (`None`: it cleared all of it), as `session::restored`'s
/// listener heard.
pub(super) fn heard(state: AppState, key: Option<String>) {
    if !shares_the_browsers(state.session.get_untracked().as_ref()) {
        return;
    }
    match key.as_deref() {
        Some(SESSION_KEY) => _ = state.follow_kept_session(),
        Some(SIGNED_OUT_KEY) if state.is_signed_in_untracked() => state.signed_out(),
        _ => {}
    }
}
