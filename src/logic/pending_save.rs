//! A profile save waiting for the connection, sent by itself when it returns. The product's rules,
//! kept here in one place:
//!
//! - A Save made while the app knows it is offline, or one whose request found no connection, is
//!   kept on the device (beside the draft, so it survives a reload) and sent when the connection is
//!   back. A Save that fails for another reason (an unreachable platform while online, a refusal)
//!   is not kept: the user sees the error and "Try again", like any failed save.
//! - Only the latest Save is kept: a new one replaces the one waiting ([`Outbox::queue`]).
//! - It is sent exactly once: [`Outbox::take_for_sending`] hands it out only while nothing is in
//!   flight, and an answer clears it only when it answers that very version ([`Outbox::settle`]), so
//!   a Save pressed meanwhile is sent next, not lost and not doubled.
//! - A 401 on a kept save keeps it: the user signs in again and it is sent then. A 401 on an
//!   ordinary save ends the session like any 401; the draft brings the values back.
//! - A 429 on a kept save keeps it, and it is not sent before the platform's wait is over
//!   ([`PendingSave::not_before_ms`], stored with it, so a reload waits too). A 429 on an ordinary
//!   save drops it like any refusal: the user sees the wait, and Save stays unavailable meanwhile.

use super::jobseeker_form::{ProfileValues, SaveRequest};
use serde::{Deserialize, Serialize};

/// A save the user made: the form's values when they pressed Save.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingSave {
    /// Counts the user's saves; an answer settles only the version it answers.
    pub version: u64,
    pub values: ProfileValues,
    /// What it sends, computed when the user pressed Save. Not stored: a save restored from
    /// storage (after a reload) has none, and its request is computed again when it is sent:
    /// the values are the one source of it.
    #[serde(skip)]
    pub request: Option<SaveRequest>,
    /// It met the lack of a connection: it is kept on the device and sent by itself.
    #[serde(default)]
    pub kept: bool,
    /// Not to be sent before this time (milliseconds since the Unix epoch): the platform answered
    /// 429 and asked the app to wait.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub not_before_ms: Option<u64>,
}

impl PendingSave {
    pub fn to_json(&self) -> Option<String> {
        serde_json::to_string(self).ok()
    }

    /// Reads a stored save; `None` for anything else, which is then ignored.
    pub fn parse(json: &str) -> Option<PendingSave> {
        super::stored_json::parse(json)
    }
}

/// How a send ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The platform accepted it.
    Sent,
    /// The request found no connection.
    NoConnection,
    /// 401/403: the session is over.
    SessionEnded,
    /// 429: the platform asks to wait until `until_ms` (milliseconds since the Unix epoch).
    Throttled { until_ms: u64 },
    /// Any other failure: the user is shown the error.
    Failed,
}

/// The save waiting to be sent, if any, and the one in flight.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Outbox {
    pending: Option<PendingSave>,
    in_flight: Option<u64>,
}

impl Outbox {
    /// Starts from what storage kept (only kept saves are stored).
    pub fn new(stored: Option<PendingSave>) -> Outbox {
        Outbox {
            pending: stored.filter(|save| save.kept),
            in_flight: None,
        }
    }

    pub fn pending(&self) -> Option<&PendingSave> {
        self.pending.as_ref()
    }

    /// What storage must hold now: the waiting save if it is a kept one, else nothing.
    pub fn to_store(&self) -> Option<&PendingSave> {
        self.pending.as_ref().filter(|save| save.kept)
    }

    /// Whether a kept save is waiting for the connection.
    pub fn is_waiting(&self) -> bool {
        self.to_store().is_some()
    }

    pub fn is_sending(&self) -> bool {
        self.in_flight.is_some()
    }

    /// The user pressed Save with `values`, which `request` sends. It replaces any save still
    /// waiting; `offline` (the app knows there is no connection) makes it a kept one at once.
    pub fn queue(&mut self, values: ProfileValues, request: SaveRequest, offline: bool) -> u64 {
        let latest = self
            .pending
            .as_ref()
            .map(|save| save.version)
            .max(self.in_flight)
            .unwrap_or(0);
        let version = latest + 1;
        // Replacing a kept save keeps the promise made to the user: it is still sent by itself.
        let kept = offline || self.pending.as_ref().is_some_and(|save| save.kept);
        // So does the platform's wait, which the new save must honour as well.
        let not_before_ms = self.pending.as_ref().and_then(|save| save.not_before_ms);
        self.pending = Some(PendingSave {
            version,
            values,
            request: Some(request),
            kept,
            not_before_ms,
        });
        version
    }

    /// When the waiting save may be sent, if the platform asked to wait.
    pub fn not_before_ms(&self) -> Option<u64> {
        self.pending.as_ref().and_then(|save| save.not_before_ms)
    }

    /// The save to send at `now_ms`, if one is waiting, none is in flight, and the platform's wait
    /// (if any) is over.
    pub fn take_for_sending(&mut self, now_ms: u64) -> Option<PendingSave> {
        if self.in_flight.is_some() || self.not_before_ms().is_some_and(|at| now_ms < at) {
            return None;
        }
        let save = self.pending.clone()?;
        self.in_flight = Some(save.version);
        Some(save)
    }

    /// The answer to the send of `version`.
    pub fn settle(&mut self, version: u64, outcome: Outcome) {
        if self.in_flight == Some(version) {
            self.in_flight = None;
        }
        let Some(save) = self.pending.as_mut().filter(|save| save.version == version) else {
            // A newer Save replaced it meanwhile: that one is still to be sent.
            return;
        };
        match outcome {
            Outcome::NoConnection => save.kept = true,
            Outcome::SessionEnded if save.kept => {}
            Outcome::Throttled { until_ms } if save.kept => save.not_before_ms = Some(until_ms),
            Outcome::Sent | Outcome::SessionEnded | Outcome::Throttled { .. } | Outcome::Failed => {
                self.pending = None
            }
        }
    }

    /// Drops the waiting save (the user discarded their changes).
    pub fn clear(&mut self) {
        self.pending = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(name: &str) -> ProfileValues {
        ProfileValues {
            name: name.into(),
            ..ProfileValues::default()
        }
    }

    #[test]
    fn an_offline_save_is_kept_and_sent_once() {
        let mut outbox = Outbox::default();
        let version = outbox.queue(values("Ana"), SaveRequest::default(), true);
        assert!(outbox.is_waiting());
        let sent = outbox.take_for_sending(0).unwrap();
        assert_eq!(sent.values, values("Ana"));
        // Back online twice, or Save pressed, while it is in flight: nothing more to send.
        assert_eq!(outbox.take_for_sending(0), None);
        outbox.settle(version, Outcome::Sent);
        assert_eq!(outbox.pending(), None);
        assert_eq!(outbox.take_for_sending(0), None);
    }

    #[test]
    fn only_the_latest_save_is_sent() {
        let mut outbox = Outbox::default();
        outbox.queue(values("first"), SaveRequest::default(), true);
        outbox.queue(values("second"), SaveRequest::default(), true);
        let latest = outbox.queue(values("third"), SaveRequest::default(), true);
        let sent = outbox.take_for_sending(0).unwrap();
        assert_eq!((sent.version, sent.values), (latest, values("third")));
        outbox.settle(latest, Outcome::Sent);
        assert_eq!(outbox.take_for_sending(0), None);
    }

    #[test]
    fn a_save_pressed_while_one_is_in_flight_is_sent_next() {
        let mut outbox = Outbox::default();
        let first = outbox.queue(values("first"), SaveRequest::default(), true);
        outbox.take_for_sending(0).unwrap();
        let second = outbox.queue(values("second"), SaveRequest::default(), false);
        assert!(second > first);
        outbox.settle(first, Outcome::Sent);
        let next = outbox.take_for_sending(0).unwrap();
        assert_eq!((next.version, next.values), (second, values("second")));
        // Still a kept save: the promise made when it was queued offline holds.
        assert!(next.kept);
        outbox.settle(second, Outcome::Sent);
        assert_eq!(outbox.pending(), None);
    }

    #[test]
    fn it_survives_a_reload_through_storage() {
        let mut outbox = Outbox::default();
        let version = outbox.queue(values("Ana"), SaveRequest::default(), true);
        let json = outbox.to_store().unwrap().to_json().unwrap();
        // The page is reloaded: a new outbox from what storage held.
        let mut reloaded = Outbox::new(PendingSave::parse(&json));
        let sent = reloaded.take_for_sending(0).unwrap();
        assert_eq!((sent.version, sent.values), (version, values("Ana")));
        // A Save after the reload gets a newer version than the stored one.
        assert!(reloaded.queue(values("Ana B"), SaveRequest::default(), true) > version);
    }

    #[test]
    fn garbage_in_storage_is_no_save() {
        for json in ["", "null", "{}", "{\"version\":\"x\"}", "[1]"] {
            assert_eq!(PendingSave::parse(json), None, "{json}");
        }
        let not_kept = PendingSave {
            version: 1,
            values: values("Ana"),
            request: None,
            kept: false,
            not_before_ms: None,
        };
        assert_eq!(Outbox::new(Some(not_kept)).pending(), None);
    }

    #[test]
    fn an_online_save_that_finds_no_connection_becomes_a_kept_one() {
        let mut outbox = Outbox::default();
        let version = outbox.queue(values("Ana"), SaveRequest::default(), false);
        assert!(!outbox.is_waiting());
        assert_eq!(outbox.to_store(), None);
        outbox.take_for_sending(0).unwrap();
        outbox.settle(version, Outcome::NoConnection);
        assert!(outbox.is_waiting());
        assert_eq!(outbox.to_store().map(|save| save.version), Some(version));
        // Sent again when the connection is back.
        assert_eq!(
            outbox.take_for_sending(0).map(|save| save.version),
            Some(version)
        );
    }

    #[test]
    fn a_401_keeps_a_kept_save_for_after_sign_in_but_not_an_ordinary_one() {
        let mut outbox = Outbox::default();
        let kept = outbox.queue(values("offline"), SaveRequest::default(), true);
        outbox.take_for_sending(0).unwrap();
        outbox.settle(kept, Outcome::SessionEnded);
        assert!(outbox.is_waiting());
        outbox.settle(kept, Outcome::Sent);

        let ordinary = outbox.queue(values("online"), SaveRequest::default(), false);
        outbox.take_for_sending(0).unwrap();
        outbox.settle(ordinary, Outcome::SessionEnded);
        assert_eq!(outbox.pending(), None);
    }

    #[test]
    fn other_failures_drop_the_save_and_leave_it_to_the_user() {
        let mut outbox = Outbox::default();
        let version = outbox.queue(values("Ana"), SaveRequest::default(), true);
        outbox.take_for_sending(0).unwrap();
        outbox.settle(version, Outcome::Failed);
        assert_eq!(outbox.pending(), None);
        assert_eq!(outbox.take_for_sending(0), None);
    }

    #[test]
    fn an_answer_to_an_older_version_does_not_clear_a_newer_save() {
        let mut outbox = Outbox::default();
        let old = outbox.queue(values("old"), SaveRequest::default(), true);
        outbox.take_for_sending(0).unwrap();
        let new = outbox.queue(values("new"), SaveRequest::default(), true);
        outbox.settle(old, Outcome::Failed);
        assert_eq!(outbox.pending().map(|save| save.version), Some(new));
    }

    /// A save of `name` queued and taken for sending, and the platform's 429 asking to wait until
    /// 31 s: its version.
    fn throttled(outbox: &mut Outbox, name: &str, offline: bool) -> u64 {
        let version = outbox.queue(values(name), SaveRequest::default(), offline);
        outbox.take_for_sending(1_000).unwrap();
        outbox.settle(version, Outcome::Throttled { until_ms: 31_000 });
        version
    }

    #[test]
    fn a_kept_save_that_meets_a_429_waits_out_the_platforms_wait() {
        let mut outbox = Outbox::default();
        throttled(&mut outbox, "offline", true);
        assert!(outbox.is_waiting());
        assert_eq!(outbox.not_before_ms(), Some(31_000));
        // Not before the wait is over, whatever brings the app back to it (a reconnection).
        assert_eq!(outbox.take_for_sending(30_999), None);
        // A reload honours it too.
        let json = outbox.to_store().unwrap().to_json().unwrap();
        let mut reloaded = Outbox::new(PendingSave::parse(&json));
        assert_eq!(reloaded.take_for_sending(5_000), None);
        // A newer save made offline meanwhile waits as well.
        let newer = reloaded.queue(values("newer"), SaveRequest::default(), true);
        assert_eq!(reloaded.take_for_sending(30_000), None);
        let sent = reloaded.take_for_sending(31_000).unwrap();
        assert_eq!((sent.version, sent.values), (newer, values("newer")));
    }

    #[test]
    fn an_ordinary_save_that_meets_a_429_is_left_to_the_user() {
        let mut outbox = Outbox::default();
        throttled(&mut outbox, "online", false);
        assert_eq!(outbox.pending(), None);
        assert_eq!(outbox.take_for_sending(60_000), None);
    }
}
