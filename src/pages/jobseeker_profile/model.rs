//! The page's state and what the user can do with it: the saved record, the form values, which errors
//! show, the draft, and saving.
//!
//! Where the data comes from: the reference has no call to read a job seeker, so the saved record is
//! the one kept in the session (from sign_in), replaced by the answer of every successful save. So
//! the page shows the last record this device had, with or without a connection.
//!
//! Saving goes through the app's one outbox ([`ProfileSaves`]): a Save made offline is kept on the
//! device and sent by itself when the connection is back, once, whichever page is open then; this
//! page shows how each send ended.

use super::fields::{field_id, image_input_id, FormFields};
use crate::api::models::Jobseeker;
use crate::api::ApiError;
use crate::browser::{dom, phone_plans};
use crate::components::field::Wiring;
use crate::i18n::{field_error_text, field_hint, field_label, Profile, Translate};
use crate::logic::jobseeker_form::{self, Field, FieldError, ProfileValues};
use crate::logic::place_names::PlaceNames;
use crate::logic::profile_draft::ProfileDraft;
use crate::outbox::{record_values, use_profile_saves, ProfileSaves, SaveEnd};
use crate::session::{AppState, UserData};
use chrono::Local;
use leptos::prelude::*;

pub(super) type Errors = Vec<(Field, FieldError)>;

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
    pub fields: FormFields,
    /// What the form holds now.
    pub current: Memo<ProfileValues>,
    pub gender_enabled: Memo<bool>,
    /// Fields whose errors show: those the user left, and all of them once they tried to submit.
    touched: RwSignal<Vec<Field>>,
    /// Errors of the current values, in form order.
    errors: Memo<Errors>,
    /// The errors on screen.
    pub visible_errors: Memo<Errors>,
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
        let fields = FormFields::new(&start);

        let current = Memo::new(move |_| fields.values());
        let gender_enabled = Memo::new(move |_| state.tenant().asks_gender);
        // The user's date, for the date-of-birth rules.
        let today = Local::now().date_naive();
        let errors = Memo::new(move |_| {
            let plans = phone_plans::installed();
            current.with(|values| {
                if record.with(Option::is_none) {
                    jobseeker_form::validate(values, None, gender_enabled.get(), today, plans)
                } else {
                    record_values.with(|on_record| {
                        jobseeker_form::validate_changes(
                            values,
                            on_record,
                            gender_enabled.get(),
                            today,
                            plans,
                        )
                    })
                }
            })
        });
        let touched = RwSignal::new(Vec::<Field>::new());
        let visible_errors = Memo::new(move |_| {
            touched.with(|touched| {
                errors.with(|errors| {
                    errors
                        .iter()
                        .filter(|(field, _)| touched.contains(field))
                        .copied()
                        .collect::<Errors>()
                })
            })
        });
        let dirty = Memo::new(move |_| {
            current.with(|values| record_values.with(|on_record| values != on_record))
        });

        let model = ProfileModel {
            state,
            record,
            names,
            record_values,
            fields,
            current,
            gender_enabled,
            touched,
            errors,
            visible_errors,
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

    /// Whether a field is marked required: when creating, and when updating, a required value the
    /// platform holds (`jobseeker_form::is_required`).
    pub fn is_required(&self, field: Field) -> bool {
        if self.is_creating() {
            return jobseeker_form::is_required(field, None);
        }
        self.record_values
            .with(|held| jobseeker_form::is_required(field, Some(held)))
    }

    /// The user left a field: its errors show from now on. A page already gone (its check waited
    /// for a press to end) is left alone.
    pub fn touch(&self, field: Field) {
        let touched_already = self
            .touched
            .try_with_untracked(|touched| touched.contains(&field));
        if touched_already == Some(false) {
            self.touched.update(|touched| touched.push(field));
        }
    }

    /// Everything that ties a control to `field`, built from the field alone, so a control names its
    /// field once: its id, label and hint, the error under it, its required mark, and validation once
    /// the user leaves it.
    pub fn wiring(self, field: Field) -> Wiring {
        let state = self.state;
        let wiring = Wiring::new(field_id(field), state.t_signal(field_label(field)))
            .error(Signal::derive(move || self.error_for(field)))
            .required(Signal::derive(move || self.is_required(field)))
            .on_blur(Callback::new(move |()| self.touch(field)));
        match field_hint(field) {
            Some(hint) => wiring.hint(state.t_signal(hint)),
            None => wiring,
        }
    }

    /// The message under a field (image rows have their own, see [`Self::image_error`]).
    pub fn error_for(&self, field: Field) -> Option<String> {
        let lang = self.state.lang.get();
        self.visible_errors.with(|errors| {
            errors
                .iter()
                .find(|(f, error)| *f == field && !matches!(error, FieldError::Image { .. }))
                .map(|(_, error)| field_error_text(*error, lang, phone_plans::installed()))
        })
    }

    /// The message under the image row at `index`.
    pub fn image_error(&self, index: usize) -> Option<String> {
        let lang = self.state.lang.get();
        self.visible_errors.with(|errors| {
            errors
                .iter()
                .find(
                    |(_, error)| matches!(error, FieldError::Image { index: i, .. } if *i == index),
                )
                .map(|(_, error)| field_error_text(*error, lang, phone_plans::installed()))
        })
    }

    /// The id of the control an error belongs to.
    pub fn error_target(&self, field: Field, error: FieldError) -> String {
        match error {
            FieldError::Image { index, .. } => self
                .fields
                .images
                .key_at(index)
                .map(image_input_id)
                .unwrap_or_else(|| field_id(Field::Images)),
            _ => field_id(field),
        }
    }

    /// Moves focus to a field, e.g. from the onboarding checklist. The images field focuses its first
    /// link box, adding one when there is none.
    pub fn focus_field(&self, field: Field) {
        if field == Field::Images {
            let images = self.fields.images;
            let key = images.key_at(0).unwrap_or_else(|| images.add());
            // The new row renders on the next tick.
            request_animation_frame(move || {
                dom::focus_id(&image_input_id(key));
            });
        } else {
            dom::focus_id(&field_id(field));
        }
    }

    /// Puts the record back in the form, forgets the draft and which fields were left.
    fn back_to_record(&self) {
        self.fields.set(&self.record_values.get_untracked());
        self.state.clear_user_data(UserData::PROFILE_DRAFT);
        self.touched.set(Vec::new());
    }

    /// No submit attempt, server error or restored draft is shown any more.
    fn clear_outcome(&self) {
        self.submit_attempted.set(false);
        self.server_error.set(None);
        self.draft_restored.set(false);
    }

    /// Puts the record back in the form and forgets the draft.
    pub fn discard_draft(&self) {
        self.back_to_record();
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

    /// Validates everything and, when valid, sends the new profile or the changed fields. An invalid
    /// form sends nothing and focuses its first invalid field.
    pub fn submit(self) {
        if self.saving.get_untracked() || self.state.platform_wait.is_running() {
            return;
        }
        let values = self.fields.values_untracked();
        let errors = self.errors.get_untracked();
        self.server_error.set(None);
        self.notice.set(None);
        self.touched.set(Field::ALL.to_vec());
        self.submit_attempted.set(true);
        if let Some((field, error)) = errors.first() {
            dom::focus_id(&self.error_target(*field, *error));
            return;
        }
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

    /// A save ended well: the form is put back in step with the record (the session already holds
    /// it). Edits typed while the request was in flight stay in the form (and in the draft).
    fn after_save(self, sent: &ProfileValues, names: PlaceNames, created: bool) {
        self.names.set(names);
        if self.fields.values_untracked() == *sent {
            self.back_to_record();
        }
        self.clear_outcome();
        self.notice.set(Some(if created {
            Profile::Created
        } else {
            Profile::Saved
        }));
    }
}
