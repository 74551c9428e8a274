//! The outbox: the app's writes to the platform (today the job seeker's profile save,
//! create_or_update_jobseeker). It lives for the whole app, not only while the profile page is
//! open: the app provides it from its start (`app.rs`), a save made offline is sent by itself when
//! the connection returns, whichever page is open then, and sign-out asks whether one still waits.
//! It sits between the session, whose state and storage it uses, and the pages that save through
//! it.
//!
//! The rules of what is kept and sent once are `logic::pending_save`'s; this module runs them:
//! it holds the one [`Outbox`] of the app, keeps its kept save in storage beside the draft, sends
//! on Save, on the browser's "online", and after a sign-in (a reload or a re-sign-in after a 401),
//! and tells the profile page, when it is open, how each send ended ([`SaveEnd`]). A save is
//! computed against the job seeker's record as form values ([`record_values`]), which the profile
//! page shows too.

mod record;

pub use record::record_values;

use crate::api::models::Jobseeker;
use crate::api::ApiError;
use crate::browser::phone_plans;
use crate::i18n::{Profile, Translate};
use crate::logic::jobseeker_form::{self, ProfileValues, SaveRequest};
use crate::logic::pending_save::{Outbox, Outcome, PendingSave};
use crate::logic::place_names::PlaceNames;
use crate::logic::profile_draft::ProfileDraft;
use crate::session::{with_user_token, AppState, UserData};
use leptos::prelude::*;
use leptos::task::spawn_local;

/// How a send ended, for the profile page (which may open only afterwards).
#[derive(Clone, Debug, PartialEq)]
pub enum SaveEnd {
    /// The platform answered with the record: `sent` are the values that were sent, `names` the
    /// place names now known for the record's ids.
    Saved {
        sent: Box<ProfileValues>,
        names: PlaceNames,
        created: bool,
    },
    /// Refused or unreachable while online; the user sees the error and can try again.
    Failed(ApiError),
}

#[derive(Clone, Copy)]
pub struct ProfileSaves {
    state: AppState,
    outbox: StoredValue<Outbox>,
    /// A save is in flight.
    pub sending: RwSignal<bool>,
    /// A kept save waits for the connection.
    pub waiting: RwSignal<bool>,
    /// How the last send ended, until the profile page has shown it ([`Self::take_end`]).
    end: RwSignal<Option<SaveEnd>>,
}

impl ProfileSaves {
    /// Created once, beside the app state; starts sending whenever a signed-in job seeker with a
    /// kept save is online.
    pub fn provide(state: AppState) -> ProfileSaves {
        let saves = ProfileSaves {
            state,
            outbox: StoredValue::new(Outbox::default()),
            sending: RwSignal::new(false),
            waiting: RwSignal::new(false),
            end: RwSignal::new(None),
        };
        provide_context(saves);
        saves.follow_the_session();
        saves
    }

    /// The platform asked to wait `seconds` before the next save: a kept save is sent once the
    /// wait is over (the one thing sent by itself after a 429: it was already promised to be sent
    /// without the user). Save itself is unavailable meanwhile (`AppState::platform_wait`).
    fn wait_then_send(self, seconds: u32) {
        let state = self.state;
        set_timeout(
            move || {
                if state.online.try_get_untracked() == Some(true) && state.is_signed_in_untracked()
                {
                    self.send_next();
                }
            },
            std::time::Duration::from_secs(u64::from(seconds)),
        );
    }

    /// A new session (a reload, a sign-in, a re-sign-in after a 401) brings its own kept save from
    /// storage; sign-out leaves nothing (storage is cleared with it). Only a change of who is signed
    /// in counts, not the record updated by a save. Then, and whenever the connection comes back,
    /// a kept save is sent.
    fn follow_the_session(self) {
        let state = self.state;
        let signed_in_as = Memo::new(move |_| {
            state.session.with(|session| {
                session
                    .as_ref()
                    .map(|session| format!("{}.{}", session.tenant, session.user_key()))
            })
        });
        Effect::new(move |previous: Option<Option<String>>| {
            let who = signed_in_as.get();
            let online = state.online.get();
            // While a send is in flight its answer settles it, in the storage of the session then.
            if previous.as_ref() != Some(&who) && !self.outbox.with_value(Outbox::is_sending) {
                self.outbox.set_value(Outbox::new(self.stored()));
                self.end.set(None);
                self.waiting.set(self.outbox.with_value(Outbox::is_waiting));
                // A wait the platform asked for before a reload still holds.
                if let Some(at) = self.outbox.with_value(Outbox::not_before_ms) {
                    let left_ms = at.saturating_sub(now_ms());
                    if left_ms > 0 {
                        let seconds = left_ms.div_ceil(1000) as u32;
                        state.platform_wait.start(seconds);
                        self.wait_then_send(seconds);
                    }
                }
            }
            // Whenever the app is (or comes back) online with a session, the kept save goes.
            if who.is_some() && online {
                self.send_next();
            }
            who
        });
    }

    fn stored(&self) -> Option<PendingSave> {
        self.state
            .load_user_data(UserData::PROFILE_SAVE_WAITING)
            .as_deref()
            .and_then(PendingSave::parse)
    }

    fn store(&self) {
        let kept = self.outbox.with_value(|outbox| outbox.to_store().cloned());
        match kept.as_ref().and_then(PendingSave::to_json) {
            Some(json) => self
                .state
                .save_user_data(UserData::PROFILE_SAVE_WAITING, &json),
            None => self.state.clear_user_data(UserData::PROFILE_SAVE_WAITING),
        }
        self.waiting.set(self.outbox.with_value(Outbox::is_waiting));
    }

    /// The user pressed Save with valid `values`, which `request` sends (computed by the page, once).
    /// Sent now when online, kept on the device otherwise ("You're offline. Your changes are kept…").
    pub fn save(self, values: ProfileValues, request: SaveRequest) {
        let offline = !self.state.online.get_untracked();
        self.outbox
            .update_value(|outbox| _ = outbox.queue(values, request, offline));
        self.store();
        if offline {
            self.say_kept();
        } else {
            self.send_next();
        }
    }

    /// Drops the save waiting (the user discarded their changes, or saved the record itself). One
    /// in flight is not recalled: its answer comes as usual.
    pub fn forget(self) {
        if !self.sending.get_untracked() {
            self.outbox.update_value(Outbox::clear);
            self.store();
        }
    }

    /// How the last send ended, once: the page that shows it takes it.
    pub fn take_end(self) -> Option<SaveEnd> {
        let end = self.end.get_untracked();
        if end.is_some() {
            self.end.set(None);
        }
        end
    }

    /// Tracks the end of sends, for an effect on the open page.
    pub fn track_end(self) {
        self.end.track();
    }

    fn say_kept(&self) {
        self.state
            .announce(Profile::SavedOffline.text(self.state.lang.get_untracked()));
    }

    /// Country and city names last sent (the record has ids only).
    pub fn place_names(&self) -> PlaceNames {
        self.state.load_user_value(UserData::PLACE_NAMES_SENT)
    }

    /// The request of a save restored from storage, which keeps none: computed against the record
    /// as it is now.
    fn request_again(&self, values: &ProfileValues, names: &PlaceNames) -> SaveRequest {
        let record = self.state.session.with_untracked(|session| {
            session
                .as_ref()
                .and_then(|session| session.jobseeker.clone())
        });
        let on_record = record
            .as_ref()
            .map(|record| record_values(Some(record), names));
        jobseeker_form::save_request(
            values,
            on_record.as_ref(),
            self.state.lang.get_untracked(),
            self.state.tenant().asks_gender,
            phone_plans::installed(),
        )
    }

    fn is_creating(&self) -> bool {
        self.state.session.with_untracked(|session| {
            session
                .as_ref()
                .is_none_or(|session| session.jobseeker.is_none())
        })
    }

    /// Sends the save waiting in the outbox, if there is one and none is in flight. The only place
    /// a profile save is sent from, so a Save pressed while the connection comes back, or twice,
    /// still sends each version once.
    fn send_next(self) {
        let now = now_ms();
        let Some(save) = self
            .outbox
            .try_update_value(|outbox| outbox.take_for_sending(now))
            .flatten()
        else {
            return;
        };
        let version = save.version;
        let sent = save.values;
        let previous_names = self.place_names();
        let request = save
            .request
            .unwrap_or_else(|| self.request_again(&sent, &previous_names));
        if request.is_empty() {
            // The record already holds it (saved meanwhile, e.g. from another device).
            self.settle(version, Outcome::Sent);
            return;
        }
        let creating = self.is_creating();
        self.sending.set(true);
        let state = self.state;
        spawn_local(async move {
            let result = with_user_token(state, |api| async move {
                api.create_or_update_jobseeker(&request.params)
                    .await
                    .map(|answer| (answer, request))
            })
            .await;
            self.sending.set(false);
            match result {
                Ok((answer, request)) => {
                    self.settle(version, Outcome::Sent);
                    let names = PlaceNames::after_save(
                        &previous_names,
                        request.country.as_deref(),
                        request.city.as_deref(),
                        answer.jobseeker.country_id,
                        answer.jobseeker.city_id,
                    );
                    self.saved(answer.jobseeker, names, sent, creating);
                    // A Save pressed while this one was in flight.
                    self.send_next();
                }
                Err(ApiError::Offline) => {
                    self.settle(version, Outcome::NoConnection);
                    self.say_kept();
                }
                Err(error @ ApiError::TooManyRequests { wait_seconds, .. }) => {
                    let until_ms = now_ms() + u64::from(wait_seconds) * 1000;
                    self.settle(version, Outcome::Throttled { until_ms });
                    self.wait_then_send(wait_seconds);
                    self.end.set(Some(SaveEnd::Failed(error)));
                }
                // The session has ended, and she has not signed in again elsewhere
                // (`with_user_token`): the guard takes the user to sign-in, the draft brings their
                // values back afterwards, and a kept save is sent then.
                Err(ApiError::Unauthorized) => self.settle(version, Outcome::SessionEnded),
                Err(error) => {
                    self.settle(version, Outcome::Failed);
                    self.end.set(Some(SaveEnd::Failed(error)));
                }
            }
        });
    }

    /// Records how the send of `version` ended, in the outbox and in storage.
    fn settle(&self, version: u64, outcome: Outcome) {
        self.outbox
            .update_value(|outbox| outbox.settle(version, outcome));
        self.store();
    }

    /// After a successful save: the session, the names and the draft are updated whether or not the
    /// profile page is open; the page, when open, puts the form back in step ([`SaveEnd::Saved`]).
    fn saved(&self, jobseeker: Jobseeker, names: PlaceNames, sent: ProfileValues, created: bool) {
        if let Ok(json) = serde_json::to_string(&names) {
            self.state.save_user_data(UserData::PLACE_NAMES_SENT, &json);
        }
        self.state.update_jobseeker(jobseeker);
        // The draft follows the form while the page is open, so a draft equal to what was sent
        // means no edit followed the send.
        let draft = self
            .state
            .load_user_data(UserData::PROFILE_DRAFT)
            .as_deref()
            .and_then(ProfileDraft::parse);
        if draft.is_some_and(|draft| draft.values == sent) {
            self.state.clear_user_data(UserData::PROFILE_DRAFT);
        }
        let message = if created {
            Profile::Created
        } else {
            Profile::Saved
        };
        self.state
            .announce(message.text(self.state.lang.get_untracked()));
        self.end.set(Some(SaveEnd::Saved {
            sent: Box::new(sent),
            names,
            created,
        }));
    }
}

/// Milliseconds since the Unix epoch, as the outbox counts waits.
fn now_ms() -> u64 {
    js_sys::Date::now().max(0.0) as u64
}

pub fn use_profile_saves() -> ProfileSaves {
    expect_context::<ProfileSaves>()
}
