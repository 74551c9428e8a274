//! Unsaved form input, kept per tenant and user in the same storage as the session, so it survives a
//! reload and a forced re-sign-in. Sign-out removes every draft.

use super::stored::Session;
use crate::browser::storage::{self, Area as StorageArea};

pub(crate) const DRAFT_PREFIX: &str = "staffing.draft.";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DraftKind {
    JobseekerProfile,
    /// The country and city names last sent from the job seeker profile: the API answers with ids only
    /// (see `logic::place_names`). Not a draft, but kept the same way: per tenant and user, until sign-out.
    JobseekerPlaceNames,
    ClientProfile,
    /// Client profile values saved on this device (the reference has no call to store them).
    ClientProfileSaved,
}

impl DraftKind {
    fn name(self) -> &'static str {
        match self {
            DraftKind::JobseekerProfile => "jobseeker",
            DraftKind::JobseekerPlaceNames => "jobseeker-places",
            DraftKind::ClientProfile => "client",
            DraftKind::ClientProfileSaved => "client-saved",
        }
    }
}

pub(crate) fn key(kind: DraftKind, session: &Session) -> String {
    format!(
        "{DRAFT_PREFIX}{}.{}.{}",
        kind.name(),
        session.tenant,
        session.user_key()
    )
}

pub(crate) fn load(kind: DraftKind, session: &Session) -> Option<String> {
    storage::find(&key(kind, session)).map(|(_, value)| value)
}

pub(crate) fn save(kind: DraftKind, session: &Session, json: &str) {
    let key = key(kind, session);
    storage::set(session.storage_area(), &key, json);
}

pub(crate) fn clear(kind: DraftKind, session: &Session) {
    let key = key(kind, session);
    storage::remove(StorageArea::Local, &key);
    storage::remove(StorageArea::Session, &key);
}

pub(crate) fn clear_all() {
    storage::remove_prefixed(StorageArea::Local, DRAFT_PREFIX);
    storage::remove_prefixed(StorageArea::Session, DRAFT_PREFIX);
}
