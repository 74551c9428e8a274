//! Which session a tab goes on with when storage holds another: one session per browser. The
//! session "Keep me signed in" keeps is every tab's, so what another tab did to it counts here:
//! - the same user signed in again there (after her session ended): this tab takes the newer
//!   session for its next call, and does not ask her again;
//! - someone else signed in there: this tab never mixes that person's token with what it shows of
//!   hers, and loads afresh for that person's pages;
//! - storage holds none: signed out there, or the session ended there (a 401).
//!
//! A session kept for one tab only stays that tab's. The rule is plain data in and out, shared by
//! the back/forward cache's restore (`restored`), the other tabs' changes (`other_tabs`) and a call
//! refused for its token (`AppState::renewed_token`).

use super::stored::Session;

/// The session storage holds, against the one a tab has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum KeptSession {
    /// The very same session, or none in both.
    Same,
    /// Storage holds none: it was signed out, or it ended.
    None,
    /// The same user's, with another token: she signed in again.
    Renewed,
    /// Another user's, or one where the tab has none.
    Another,
}

impl KeptSession {
    /// What `kept` is to `now`, this tab's session.
    pub(super) fn of(now: Option<&Session>, kept: Option<&Session>) -> KeptSession {
        match (now, kept) {
            (None, None) => KeptSession::Same,
            (Some(_), None) => KeptSession::None,
            (Some(now), Some(kept)) if now.token == kept.token => KeptSession::Same,
            (Some(now), Some(kept))
                if now.tenant == kept.tenant && now.user_key() == kept.user_key() =>
            {
                KeptSession::Renewed
            }
            (_, Some(_)) => KeptSession::Another,
        }
    }
}

/// Whether what other tabs do to the browser's session concerns a tab with `now`: it has none, or
/// the one "Keep me signed in" keeps.
pub(super) fn shares_the_browsers(now: Option<&Session>) -> bool {
    now.is_none_or(|session| session.remember)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::models::User;
    use crate::api::Token;

    fn session(tenant: &str, id: i64, token: &str) -> Session {
        Session {
            token: Token::new(token).expect("a token"),
            tenant: tenant.into(),
            user: User {
                id: Some(id),
                email: Some(format!("user{id}@{tenant}.test")),
                ..User::default()
            },
            jobseeker: None,
            device: None,
            location: None,
            remember: true,
        }
    }

    #[test]
    fn the_same_token_is_the_same_session() {
        let ana = session("demo", 101, "t1");
        assert_eq!(
            KeptSession::of(Some(&ana), Some(&ana.clone())),
            KeptSession::Same
        );
        assert_eq!(KeptSession::of(None, None), KeptSession::Same);
    }

    #[test]
    fn no_session_kept_is_a_sign_out_or_an_end_elsewhere() {
        let ana = session("demo", 101, "t1");
        assert_eq!(KeptSession::of(Some(&ana), None), KeptSession::None);
    }

    #[test]
    fn the_same_user_with_a_new_token_is_her_renewed_session() {
        let before = session("demo", 101, "t1");
        let after = session("demo", 101, "t2");
        assert_eq!(
            KeptSession::of(Some(&before), Some(&after)),
            KeptSession::Renewed
        );
    }

    #[test]
    fn another_user_or_tenant_or_a_session_where_there_was_none_is_another() {
        let ana = session("demo", 101, "t1");
        for kept in [session("demo", 102, "t2"), session("latam", 101, "t2")] {
            assert_eq!(
                KeptSession::of(Some(&ana), Some(&kept)),
                KeptSession::Another
            );
        }
        assert_eq!(KeptSession::of(None, Some(&ana)), KeptSession::Another);
    }

    #[test]
    fn a_session_kept_for_one_tab_only_stays_that_tabs() {
        let mut ana = session("demo", 101, "t1");
        assert!(shares_the_browsers(Some(&ana)));
        assert!(shares_the_browsers(None));
        ana.remember = false;
        assert!(!shares_the_browsers(Some(&ana)));
    }
}
