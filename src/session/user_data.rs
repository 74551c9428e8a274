//! What the app keeps in the browser for the signed-in user, per tenant and user: each thing under a
//! name that says what it holds, and with how long it lives ([`Lifetime`]).

use super::stored::Session;
use crate::browser::storage::{self, Area as StorageArea};

/// Keys of what lives until sign-out: sign-out removes every key under it.
const UNTIL_SIGN_OUT_PREFIX: &str = "staffing.draft.";
/// Keys of what stays on this device after sign-out.
const ON_DEVICE_PREFIX: &str = "staffing.device.";

/// How long a thing kept for the user lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lifetime {
    /// Until sign-out, in the session's own storage: the browser's when the user chose "Keep me
    /// signed in", the tab's otherwise. A reload and a forced re-sign-in (401) keep it.
    UntilSignOut,
    /// On this device after sign-out too, in the browser's storage: the only copy of answers the
    /// platform cannot store yet. Shown again only to the same user of the same organization.
    OnDevice,
}

/// One thing kept for the signed-in user.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UserData {
    name: &'static str,
    pub lifetime: Lifetime,
}

impl UserData {
    /// What the job seeker typed in the profile form and has not saved (`logic::profile_draft`).
    pub const PROFILE_DRAFT: UserData = UserData::until_sign_out("jobseeker");
    /// The country and city names last sent with a profile save: the API answers with ids only
    /// (`logic::place_names`).
    pub const PLACE_NAMES_SENT: UserData = UserData::until_sign_out("jobseeker-places");
    /// A profile save made offline or refused for a while, waiting to be sent (`logic::pending_save`).
    pub const PROFILE_SAVE_WAITING: UserData = UserData::until_sign_out("jobseeker-pending-save");
    /// The last credential requirements this device received, with when (shown while offline).
    pub const CREDENTIALS_LAST_SEEN: UserData = UserData::until_sign_out("credentials-last-seen");
    /// What the client typed in the company profile and has not saved.
    pub const COMPANY_DRAFT: UserData = UserData::until_sign_out("client");
    /// The company profile answers the client saved: kept on this device only, since the reference
    /// has no call to store them, and so not removed at sign-out.
    pub const COMPANY_ANSWERS: UserData = UserData {
        name: "client-saved",
        lifetime: Lifetime::OnDevice,
    };

    const fn until_sign_out(name: &'static str) -> UserData {
        UserData {
            name,
            lifetime: Lifetime::UntilSignOut,
        }
    }

    fn key(self, session: &Session) -> String {
        let prefix = match self.lifetime {
            Lifetime::UntilSignOut => UNTIL_SIGN_OUT_PREFIX,
            Lifetime::OnDevice => ON_DEVICE_PREFIX,
        };
        format!(
            "{prefix}{}.{}.{}",
            self.name,
            session.tenant,
            session.user_key()
        )
    }

    fn area(self, session: &Session) -> StorageArea {
        match self.lifetime {
            Lifetime::UntilSignOut => session.storage_area(),
            Lifetime::OnDevice => StorageArea::Local,
        }
    }

    pub(crate) fn load(self, session: &Session) -> Option<String> {
        storage::find(&self.key(session))
            .or_else(|| {
                // Answers saved before they outlived sign-out are still under the other prefix
                // until the next sign-out: found there, they move here at the next save.
                (self.lifetime == Lifetime::OnDevice)
                    .then(|| UserData::until_sign_out(self.name).key(session))
                    .and_then(|key| storage::find(&key))
            })
            .map(|(_, value)| value)
    }

    pub(crate) fn save(self, session: &Session, json: &str) {
        storage::set(self.area(session), &self.key(session), json);
    }

    pub(crate) fn clear(self, session: &Session) {
        let key = self.key(session);
        storage::remove(StorageArea::Local, &key);
        storage::remove(StorageArea::Session, &key);
    }
}

/// Sign-out: everything that lives until then goes, from both storages.
pub(crate) fn clear_until_sign_out() {
    storage::remove_prefixed(StorageArea::Local, UNTIL_SIGN_OUT_PREFIX);
    storage::remove_prefixed(StorageArea::Session, UNTIL_SIGN_OUT_PREFIX);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_company_answers_outlive_sign_out() {
        let kept = [
            UserData::PROFILE_DRAFT,
            UserData::PLACE_NAMES_SENT,
            UserData::PROFILE_SAVE_WAITING,
            UserData::CREDENTIALS_LAST_SEEN,
            UserData::COMPANY_DRAFT,
            UserData::COMPANY_ANSWERS,
        ];
        let outliving: Vec<&str> = kept
            .iter()
            .filter(|data| data.lifetime == Lifetime::OnDevice)
            .map(|data| data.name)
            .collect();
        assert_eq!(outliving, ["client-saved"]);
        // Every name is its own.
        let mut names: Vec<&str> = kept.iter().map(|data| data.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), kept.len());
    }
}
