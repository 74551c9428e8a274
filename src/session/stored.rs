//! The signed-in session and how it is kept: in localStorage with "Keep me signed in", in
//! sessionStorage otherwise. The token is stored only there, never in a URL or a log.

use crate::api::models::{Device, Jobseeker, Location, User};
use crate::api::{SignedIn, Token};
use crate::browser::storage::{self, Area as StorageArea};
use crate::logic::stored_json;
use serde::{Deserialize, Serialize};

/// The `user_type` of a job seeker (reference rule 1); every other user is a client.
pub const JOBSEEKER_USER_TYPE: &str = "freelancer";

pub(crate) const SESSION_KEY: &str = "staffing.session";
/// Written with its time at every sign-out. Other tabs learn of it from the `storage` event
/// (`session::other_tabs`): the session's key alone cannot tell them, since the end of a session
/// (a 401) removes it too, and keeps the drafts.
pub(crate) const SIGNED_OUT_KEY: &str = "staffing.signed_out";

/// A signed-in user, with what sign_in returned. The jobseeker record is replaced by each
/// create_or_update answer: the reference has no call to read it.
#[derive(Clone, Debug)]
pub struct Session {
    pub token: Token,
    pub tenant: String,
    pub user: User,
    pub jobseeker: Option<Jobseeker>,
    pub device: Option<Device>,
    pub location: Option<Location>,
    /// "Keep me signed in": which storage holds it (and the user's drafts).
    pub remember: bool,
}

impl Session {
    /// The session storage kept, if it holds a readable one (a corrupt entry is removed).
    pub fn restore() -> Option<Session> {
        load()
    }

    pub fn from_sign_in(signed_in: SignedIn, tenant: &str, remember: bool) -> Session {
        Session {
            token: signed_in.token,
            tenant: tenant.to_string(),
            user: signed_in.user,
            jobseeker: signed_in.jobseeker,
            device: signed_in.device,
            location: signed_in.location,
            remember,
        }
    }

    /// Reference rule 1: only a `freelancer` can access jobs, so only they see job seeker pages.
    pub fn is_freelancer(&self) -> bool {
        self.user.user_type.as_deref() == Some(JOBSEEKER_USER_TYPE)
    }

    /// What identifies the user in storage keys (drafts): the user id, else the e-mail.
    pub fn user_key(&self) -> String {
        match (&self.user.id, &self.user.email) {
            (Some(id), _) => id.to_string(),
            (None, Some(email)) => email.to_lowercase(),
            (None, None) => "unknown".to_string(),
        }
    }

    pub fn storage_area(&self) -> StorageArea {
        if self.remember {
            StorageArea::Local
        } else {
            StorageArea::Session
        }
    }
}

#[derive(Serialize, Deserialize)]
struct StoredSession {
    token: String,
    tenant: String,
    user: User,
    #[serde(default)]
    jobseeker: Option<Jobseeker>,
    #[serde(default)]
    device: Option<Device>,
    #[serde(default)]
    location: Option<Location>,
}

pub(crate) fn save(session: &Session) {
    let stored = StoredSession {
        token: session.token.expose().to_string(),
        tenant: session.tenant.clone(),
        user: session.user.clone(),
        jobseeker: session.jobseeker.clone(),
        device: session.device.clone(),
        location: session.location.clone(),
    };
    if let Ok(json) = serde_json::to_string(&stored) {
        let area = session.storage_area();
        storage::set(area, SESSION_KEY, &json);
        // Only one copy: switching "keep me signed in" must not leave the other behind.
        let other = if session.remember {
            StorageArea::Session
        } else {
            StorageArea::Local
        };
        storage::remove(other, SESSION_KEY);
    }
}

/// The kept session, if storage holds a readable one. A corrupt entry is removed, not trusted.
pub(crate) fn load() -> Option<Session> {
    let (area, json) = storage::find(SESSION_KEY)?;
    let parsed = stored_json::parse::<StoredSession>(&json).and_then(|stored| {
        Some(Session {
            token: Token::new(&stored.token)?,
            tenant: stored.tenant,
            user: stored.user,
            jobseeker: stored.jobseeker,
            device: stored.device,
            location: stored.location,
            remember: area == StorageArea::Local,
        })
    });
    if parsed.is_none() {
        storage::remove(area, SESSION_KEY);
    }
    parsed
}

pub(crate) fn clear() {
    storage::remove(StorageArea::Local, SESSION_KEY);
    storage::remove(StorageArea::Session, SESSION_KEY);
}

/// Sign-out: the session leaves both storages, and every other tab hears of it.
pub(crate) fn sign_out() {
    clear();
    let now_ms = js_sys::Date::now() as u64;
    storage::set(StorageArea::Local, SIGNED_OUT_KEY, &now_ms.to_string());
}
