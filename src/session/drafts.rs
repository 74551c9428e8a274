//! Unsaved form input, kept per tenant and user in the same storage as the session, so it survives a
//! reload and a forced re-sign-in. Also what is kept the same way: a save waiting for the connection
//! and the last data seen on this device. Sign-out removes all of it.

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
    /// A profile save made offline, waiting for the connection (`logic::pending_save`).
    JobseekerPendingSave,
    /// The last credential requirements this device received, with when (shown while offline).
    CredentialsLastSeen,
}

impl DraftKind {
    fn name(self) -> &'static str {
        match self {
            DraftKind::JobseekerProfile => "jobseeker",
            DraftKind::JobseekerPlaceNames => "jobseeker-places",
            DraftKind::ClientProfile => "client",
            DraftKind::ClientProfileSaved => "client-saved",
            DraftKind::JobseekerPendingSave => "jobseeker-pending-save",
            DraftKind::CredentialsLastSeen => "credentials-last-seen",
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
