//! The page's state and what the user can do with it: the saved record, the form, the draft, and
//! saving.
//!
//! Where the data comes from: the reference has no call to read a job seeker, so the saved record is
//! the one kept in the session (from sign_in), replaced by the answer of every successful save. So
//! the page shows the last record this device had, with or without a connection.
//!
//! The form is `dynamic_form`'s, described by `components::profile_form`: it draws the fields,
//! checks them and shows their errors. It is built again when the record changes (what is required,
//! and whether gender offers an empty choice, depend on it), with what the user has typed kept.
//! The page reads the form's values back as `ProfileValues` after every edit: the draft, the
//! outbox and the wire are made of them, in the format devices already keep.
//!
//! Saving goes through the app's one outbox ([`ProfileSaves`]): a Save made offline is kept on the
//! device and sent by itself when the connection is back, once, whichever page is open then; this
//! page shows how each send ended.

use crate::api::models::Jobseeker;
use crate::api::ApiError;
use crate::browser::{dom, phone_plans};
use crate::components::profile_form::spec::{dom_id, form_spec, put_values, read_values, Held};
use crate::components::profile_form::{form_host, picture_links};
use crate::i18n::{Profile, Translate};
use crate::logic::jobseeker_form::{self, Field, ProfileValues};
use crate::logic::place_names::PlaceNames;
use crate::logic::profile_draft::ProfileDraft;
use crate::outbox::{record_values, use_profile_saves, ProfileSaves, SaveEnd};
use crate::session::{AppState, UserData};
use dynamic_form::FormModel;
use leptos::prelude::*;
use std::sync::Arc;

/// The Save button: where the focus waits while a save is in flight.
pub(super) const SAVE_BUTTON_ID: &str = "profile-save";

#[derive(Clone, Copy)]
pub(super) struct ProfileModel {
    pub state: AppState,
    /// The saved record; `None` until the job seeker has created a profile (create mode).
    pub record: Memo<Option<Jobseeker>>,
    /// Country and city names last sent (the record has ids only).
    pub names: RwSignal<PlaceNames>,
    /// The record as form values: what "unchanged" means.
    pub record_values: Memo<ProfileValues>,
    /// What the form holds now, read back after every edit.
    pub current: RwSignal<ProfileValues>,
    pub gender_enabled: Memo<bool>,
    /// The form in the page, once drawn; another one after the record changed.
    form: RwSignal<Option<Arc<FormModel>>, LocalStorage>,
    /// The user tried to submit since the last successful save: the error summary shows.
    pub submit_attempted: RwSignal<bool>,
    /// A save is in flight (see [`ProfileSaves`]).
    pub saving: RwSignal<bool>,
    /// The last save's failure, shown until the next attempt.
    pub server_error: RwSignal<Option<ApiError>>,
    /// Whether that failure answers the user's own Save (it takes the focus), or a kept save that
    /// failed by itself (it is announced).
    pub server_error_asked: StoredValue<bool>,
    /// The user pressed Save and its answer has not been shown yet.
    awaiting_answer: StoredValue<bool>,
    /// The outcome line under the form (saved, created, nothing to save, discarded).
    pub notice: RwSignal<Option<Profile>>,
    /// The form opened with a draft from an earlier visit.
    pub draft_restored: RwSignal<bool>,
    /// The form differs from the saved record.
    pub dirty: Memo<bool>,
    /// A save made offline is kept on this device, waiting for the connection.
    pub waiting: RwSignal<bool>,
    saves: ProfileSaves,
}

impl ProfileModel {
    /// Builds the state from the session and storage. The stored draft is read before anything can
    /// write one, and nothing is written until the user changes a value, so opening the page never
    /// overwrites a draft.
    pub fn new(state: AppState) -> ProfileModel {
        let record = Memo::new(move |_| {
            state.session.with(|session| {
                session
                    .as_ref()
                    .and_then(|session| session.jobseeker.clone())
            })
        });
        let model = ProfileModel::for_record(state, record);
        model.show_how_saves_end();
        model
    }

    /// The same on a record from elsewhere (the page's rehearsal, on a sample), without following
    /// how the session's saves end: a rehearsal must not take an outcome the real page will show.
    pub fn for_record(state: AppState, record: Memo<Option<Jobseeker>>) -> ProfileModel {
        let saves = use_profile_saves();
        let names = RwSignal::new(saves.place_names());
        let record_values = Memo::new(move |_| {
            record.with(|record| names.with(|names| record_values(record.as_ref(), names)))
        });

        let on_record = record_values.get_untracked();
        let draft = state
            .load_user_data(UserData::PROFILE_DRAFT)
            .as_deref()
            .and_then(ProfileDraft::parse);
        let start = match &draft {
            Some(draft) => draft.restore(&on_record),
            None => on_record.clone(),
        };
        let draft_restored = RwSignal::new(start != on_record);
        let current = RwSignal::new(start);
        let dirty = Memo::new(move |_| {
            current.with(|values| record_values.with(|on_record| values != on_record))
        });

        let model = ProfileModel {
            state,
            record,
            names,
            record_values,
            current,
            gender_enabled: Memo::new(move |_| state.tenant().asks_gender),
            form: RwSignal::new_local(None),
            submit_attempted: RwSignal::new(false),
            saving: saves.sending,
            server_error: RwSignal::new(None),
            server_error_asked: StoredValue::new(true),
            awaiting_answer: StoredValue::new(false),
            notice: RwSignal::new(None),
            draft_restored,
            dirty,
            waiting: saves.waiting,
            saves,
        };
        model.keep_draft();
        model
    }

    /// The form for the record now, holding what the user has typed: called by the view, which
    /// calls it again when the record or the tenant's gender question changes (tracked; not when
    /// it only reads differently, as when the phone numbering plans arrive). Its signals belong to
    /// the caller's owner, so they go with the form it replaces. A box the user was in takes the
    /// focus again in the new form.
    pub fn build_form(self) -> Arc<FormModel> {
        let creating = self.record.with(Option::is_none);
        let held = (!creating).then(|| Held::new(self.record_values.get_untracked()));
        let spec = form_spec(held.as_ref(), self.gender_enabled.get());
        let form = Arc::new(FormModel::new(&[spec], &[], &[], form_host(self.state)));
        self.current
            .with_untracked(|values| put_values(&form, values));
        if self.form.with_untracked(Option::is_some) {
            dom::keep_focus_across_redraw();
        }
        self.form.set(Some(Arc::clone(&form)));
        form
    }

    /// The form in the page (tracked: the error summary follows it).
    pub fn form(&self) -> Option<Arc<FormModel>> {
        self.form.get()
    }

    /// After every edit: the form's values are read back (the draft and the Discard button
    /// follow them).
    pub fn edited(self) {
        let Some(form) = self.form.get_untracked() else {
            return;
        };
        let values = self
            .current
            .with_untracked(|before| read_values(&form, before));
        self.current.set(values);
    }

    /// Shows how each send ended, including one that ended before the page opened (a kept save sent
    /// while another page was open, or right after a re-sign-in).
    fn show_how_saves_end(self) {
        Effect::new(move |_| {
            self.saves.track_end();
            let end = self.saves.take_end();
            let asked = end.is_some() && self.awaiting_answer.get_value();
            match end {
                // The focus stays on Save; the shell's status region says it was saved.
                Some(SaveEnd::Saved {
                    sent,
                    names,
                    created,
                }) => self.after_save(&sent, names, created),
                Some(SaveEnd::Failed(error)) => {
                    self.server_error_asked.set_value(asked);
                    self.server_error.set(Some(error));
                }
                None => return,
            }
            self.awaiting_answer.set_value(false);
        });
    }

    /// Saves the form as a draft on every change (a few hundred bytes in storage), or removes the draft
    /// when the form matches the record again. The first run only subscribes: what the page opened
    /// with is already stored or saved.
    fn keep_draft(self) {
        Effect::new(move |ran: Option<()>| {
            let values = self.current.get();
            if ran.is_none() {
                return;
            }
            let on_record = self.record_values.get_untracked();
            if values == on_record {
                self.state.clear_user_data(UserData::PROFILE_DRAFT);
                return;
            }
            if let Some(json) = ProfileDraft::new(values, on_record).to_json() {
                self.state.save_user_data(UserData::PROFILE_DRAFT, &json);
            }
            // An earlier "saved" no longer describes the form.
            if self.notice.with_untracked(Option::is_some) {
                self.notice.set(None);
            }
        });
    }

    pub fn is_creating(&self) -> bool {
        self.record.with(Option::is_none)
    }

    /// Moves focus to a field, e.g. from the onboarding checklist. The picture links focus their
    /// first link box, or add one when there is none.
    pub fn focus_field(&self, field: Field) {
        let id = dom_id(field);
        if field != Field::Images {
            dom::focus_id(&id);
        } else if !dom::focus_selector(&format!("#{id} input")) {
            picture_links::add_row(&id);
        }
    }

    /// No submit attempt, server error or restored draft is shown any more.
    fn clear_outcome(&self) {
        self.submit_attempted.set(false);
        self.server_error.set(None);
        self.draft_restored.set(false);
    }

    /// Puts the record back in the form and forgets the draft.
    pub fn discard_draft(&self) {
        if let Some(form) = self.form.get_untracked() {
            form.reset();
        }
        self.current.set(self.record_values.get_untracked());
        self.state.clear_user_data(UserData::PROFILE_DRAFT);
        self.clear_outcome();
        // A save still waiting would bring back what the user just discarded.
        self.saves.forget();
        self.notice.set(Some(Profile::DraftDiscarded));
        self.state
            .announce(Profile::DraftDiscarded.text(self.state.lang.get_untracked()));
        // The button that was pressed is gone; the form's heading is the next sensible place.
        request_animation_frame(|| {
            dom::focus_id("profile-form-title");
        });
    }

    /// Checks everything and, when valid, sends the new profile or the changed fields. An invalid
    /// form sends nothing and focuses its first invalid field.
    pub fn submit(self) {
        if self.saving.get_untracked() || self.state.platform_wait.is_running() {
            return;
        }
        let Some(form) = self.form.get_untracked() else {
            return;
        };
        self.server_error.set(None);
        self.notice.set(None);
        self.submit_attempted.set(true);
        if let Some(first) = form.check_all().first() {
            dom::focus_id(&first.dom_id);
            return;
        }
        let values = self.current.get_untracked();
        let on_record = self.record_values.get_untracked();
        let request = jobseeker_form::save_request(
            &values,
            (!self.is_creating()).then_some(&on_record),
            self.state.lang.get_untracked(),
            self.gender_enabled.get_untracked(),
            phone_plans::installed(),
        );
        if request.is_empty() {
            // The latest Save is the record itself: a save still waiting is no longer wanted.
            self.saves.forget();
            self.notice.set(Some(Profile::NothingToSave));
            self.state
                .announce(Profile::NothingToSave.text(self.state.lang.get_untracked()));
            return;
        }
        self.awaiting_answer.set_value(true);
        self.saves.save(values, request);
    }

    /// "Try again" after a failed save: the focus goes to Save, busy while the save is in flight,
    /// before the error box goes.
    pub fn retry(self) {
        dom::focus_id(SAVE_BUTTON_ID);
        self.submit();
    }

    /// A save ended well. The session already holds the record, and the form is built again on
    /// it. When the form still holds what was sent, it shows the record as the platform wrote it;
    /// edits typed while the request was in flight stay (and so does their draft).
    fn after_save(self, sent: &ProfileValues, names: PlaceNames, created: bool) {
        self.names.set(names);
        if self.current.with_untracked(|values| values == sent) {
            let on_record = self.record_values.get_untracked();
            if let Some(form) = self.form.get_untracked() {
                put_values(&form, &on_record);
            }
            self.current.set(on_record);
            self.state.clear_user_data(UserData::PROFILE_DRAFT);
        }
        self.clear_outcome();
        self.notice.set(Some(if created {
            Profile::Created
        } else {
            Profile::Saved
        }));
    }
}
