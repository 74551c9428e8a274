//! The page's state and what the user can do with it: the saved record, the form values, which errors
//! show, the draft, and saving.
//!
//! Where the data comes from: the reference has no call to read a job seeker, so the saved record is
//! the one kept in the session (from sign_in), replaced by the answer of every successful save. So
//! the page shows the last record this device had, with or without a connection.
//!
//! Saving goes through an outbox (`logic::pending_save`): a Save made offline is kept on the device
//! and sent by itself when the connection is back, once.

use super::fields::{field_id, image_input_id, FormFields};
use crate::api::models::Jobseeker;
use crate::api::ApiError;
use crate::browser::dom;
use crate::i18n::{field_error_text, Profile, Translate};
use crate::logic::jobseeker_form::{self, Field, FieldError, Mode, ProfileValues, Record};
use crate::logic::pending_save::{Outbox, Outcome, PendingSave};
use crate::logic::phone_entry;
use crate::logic::place_names::PlaceNames;
use crate::logic::profile_draft::ProfileDraft;
use crate::session::{AppState, DraftKind};
use chrono::Local;
use leptos::prelude::*;
use leptos::task::spawn_local;

pub(super) type Errors = Vec<(Field, FieldError)>;

#[derive(Clone, Copy)]
pub(super) struct ProfileModel {
    pub state: AppState,
    /// The saved record; `None` until the job seeker has created a profile (create mode).
    pub record: Memo<Option<Jobseeker>>,
    /// Country and city names last sent (the record has ids only).
    pub names: RwSignal<PlaceNames>,
    /// The saved record as form values: what "unchanged" means.
    pub saved: Memo<ProfileValues>,
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
    pub saving: RwSignal<bool>,
    /// The last save's failure, shown until the next attempt.
    pub server_error: RwSignal<Option<ApiError>>,
    /// The outcome line under the form (saved, created, nothing to save, discarded).
    pub notice: RwSignal<Option<Profile>>,
    /// The form opened with a draft from an earlier visit.
    pub draft_restored: RwSignal<bool>,
    /// The form differs from the saved record.
    pub dirty: Memo<bool>,
    /// The save waiting to be sent and the one in flight.
    outbox: StoredValue<Outbox>,
    /// A save made offline is kept on this device, waiting for the connection.
    pub waiting: RwSignal<bool>,
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
        let names = RwSignal::new(load_place_names(state));
        let saved = Memo::new(move |_| {
            record.with(|record| names.with(|names| saved_values(record.as_ref(), names)))
        });

        let saved_now = saved.get_untracked();
        let draft = state
            .load_draft(DraftKind::JobseekerProfile)
            .as_deref()
            .and_then(ProfileDraft::parse);
        let start = match &draft {
            Some(draft) => draft.restore(&saved_now),
            None => saved_now.clone(),
        };
        let draft_restored = RwSignal::new(start != saved_now);
        let fields = FormFields::new(&start);

        let current = Memo::new(move |_| fields.values());
        let gender_enabled = Memo::new(move |_| state.tenant().asks_gender);
        // The user's date, for the date-of-birth rules.
        let today = Local::now().date_naive();
        let errors = Memo::new(move |_| {
            current.with(|values| {
                if record.with(Option::is_none) {
                    jobseeker_form::validate(values, Mode::Create, gender_enabled.get(), today)
                } else {
                    saved.with(|saved| {
                        jobseeker_form::validate_changes(values, saved, gender_enabled.get(), today)
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
        let dirty = Memo::new(move |_| current.with(|values| saved.with(|saved| values != saved)));
        let outbox = Outbox::new(
            state
                .load_draft(DraftKind::JobseekerPendingSave)
                .as_deref()
                .and_then(PendingSave::parse),
        );
        let waiting = RwSignal::new(outbox.is_waiting());

        let model = ProfileModel {
            state,
            record,
            names,
            saved,
            fields,
            current,
            gender_enabled,
            touched,
            errors,
            visible_errors,
            submit_attempted: RwSignal::new(false),
            saving: RwSignal::new(false),
            server_error: RwSignal::new(None),
            notice: RwSignal::new(None),
            draft_restored,
            dirty,
            outbox: StoredValue::new(outbox),
            waiting,
        };
        model.keep_draft();
        model.send_when_online();
        model
    }

    /// Sends the kept save whenever the app is (or comes back) online: on opening the page after a
    /// reload or a re-sign-in, and on the browser's "online".
    fn send_when_online(self) {
        Effect::new(move |_| {
            if self.state.online.get() {
                self.send_next();
            }
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
            let saved = self.saved.get_untracked();
            if values == saved {
                self.state.clear_draft(DraftKind::JobseekerProfile);
                return;
            }
            if let Some(json) = ProfileDraft::new(values, saved).to_json() {
                self.state.save_draft(DraftKind::JobseekerProfile, &json);
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

    /// Whether a field is marked required: only when creating (reference 4.4 rule 2).
    pub fn is_required(&self, field: Field) -> bool {
        self.is_creating() && jobseeker_form::REQUIRED_ON_CREATE.contains(&field)
    }

    /// The user left a field: its errors show from now on.
    pub fn touch(&self, field: Field) {
        if !self
            .touched
            .with_untracked(|touched| touched.contains(&field))
        {
            self.touched.update(|touched| touched.push(field));
        }
    }

    /// The message under a field (image rows have their own, see [`Self::image_error`]).
    pub fn error_for(&self, field: Field) -> Option<String> {
        let lang = self.state.lang.get();
        self.visible_errors.with(|errors| {
            errors
                .iter()
                .find(|(f, error)| *f == field && !matches!(error, FieldError::Image { .. }))
                .map(|(_, error)| field_error_text(*error, lang))
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
                .map(|(_, error)| field_error_text(*error, lang))
        })
    }

    /// The id of the control an error belongs to.
    pub fn error_target(&self, field: Field, error: FieldError) -> String {
        match error {
            FieldError::Image { index, .. } => self
                .fields
                .image_key_at(index)
                .map(image_input_id)
                .unwrap_or_else(|| field_id(Field::Images)),
            _ => field_id(field),
        }
    }

    /// Moves focus to a field, e.g. from the onboarding checklist. The images field focuses its first
    /// link box, adding one when there is none.
    pub fn focus_field(&self, field: Field) {
        if field == Field::Images {
            let key = self
                .fields
                .image_key_at(0)
                .unwrap_or_else(|| self.fields.add_image());
            // The new row renders on the next tick.
            request_animation_frame(move || {
                dom::focus_id(&image_input_id(key));
            });
        } else {
            dom::focus_id(&field_id(field));
        }
    }

    /// Puts the saved record back in the form and forgets the draft.
    pub fn discard_draft(&self) {
        self.fields.set(&self.saved.get_untracked());
        self.state.clear_draft(DraftKind::JobseekerProfile);
        self.touched.set(Vec::new());
        self.submit_attempted.set(false);
        self.server_error.set(None);
        self.draft_restored.set(false);
        // A save still waiting would bring back what the user just discarded.
        if !self.saving.get_untracked() {
            self.outbox.update_value(Outbox::clear);
            self.state.clear_draft(DraftKind::JobseekerPendingSave);
            self.waiting.set(false);
        }
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
        if self.saving.get_untracked() {
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
        let lang = self.state.lang.get_untracked();
        if self.params_for(&values).is_empty() {
            // The latest Save is the record itself: a save still waiting is no longer wanted.
            self.outbox.update_value(Outbox::clear);
            store_pending(self.state, None);
            self.waiting.set(false);
            self.notice.set(Some(Profile::NothingToSave));
            self.state.announce(Profile::NothingToSave.text(lang));
            return;
        }
        let offline = !self.state.online.get_untracked();
        let queued = self
            .outbox
            .try_update_value(|outbox| {
                outbox.queue(values, offline);
                outbox.to_store().cloned()
            })
            .flatten();
        store_pending(self.state, queued.as_ref());
        if offline {
            self.say_kept(lang);
        } else {
            self.send_next();
        }
    }

    /// The parameters that save `values`: every field when creating, the changed ones otherwise.
    fn params_for(&self, values: &ProfileValues) -> Vec<(String, String)> {
        let creating = self.record.with_untracked(Option::is_none);
        let saved = self.saved.get_untracked();
        jobseeker_form::to_params(
            values,
            (!creating).then_some(&saved),
            self.state.lang.get_untracked(),
            self.gender_enabled.get_untracked(),
        )
    }

    /// "You're offline. Your changes are kept on this device…"
    fn say_kept(&self, lang: crate::logic::lang::Lang) {
        self.waiting.set(true);
        self.state.announce(Profile::SavedOffline.text(lang));
    }

    /// Sends the save waiting in the outbox, if there is one and none is in flight. The only place
    /// a profile save is sent from, so a Save pressed while the connection comes back, or twice,
    /// still sends each version once.
    fn send_next(self) {
        let Some(save) = self
            .outbox
            .try_update_value(Outbox::take_for_sending)
            .flatten()
        else {
            return;
        };
        let version = save.version;
        let values = save.values;
        let creating = self.record.with_untracked(Option::is_none);
        let lang = self.state.lang.get_untracked();
        let params = self.params_for(&values);
        if params.is_empty() {
            // The record already holds it (saved meanwhile, e.g. from another device).
            self.settle(version, Outcome::Sent);
            return;
        }
        // Without a session the route guard is already on its way to sign-in.
        let Some(api) = self.state.authorized_api() else {
            self.settle(version, Outcome::SessionEnded);
            return;
        };
        let previous_names = self.names.get_untracked();
        self.saving.set(true);
        self.server_error.set(None);
        spawn_local(async move {
            let result = api.create_or_update_jobseeker(&params).await;
            match result {
                Ok(answer) => {
                    self.settle(version, Outcome::Sent);
                    let names = PlaceNames::after_save(
                        &previous_names,
                        &params,
                        answer.jobseeker.country_id,
                        answer.jobseeker.city_id,
                    );
                    self.saved_ok(answer.jobseeker, names, &values, creating, lang);
                    // A Save pressed while this one was in flight.
                    if !self.saving.is_disposed() {
                        self.send_next();
                    }
                }
                Err(ApiError::Offline) => {
                    self.saving.set(false);
                    self.settle(version, Outcome::NoConnection);
                    self.say_kept(lang);
                }
                Err(error) => {
                    self.saving.set(false);
                    let outcome = if error == ApiError::Unauthorized {
                        Outcome::SessionEnded
                    } else {
                        Outcome::Failed
                    };
                    self.settle(version, outcome);
                    // A 401 ends the session; the guard takes the user to sign-in, and the draft
                    // brings their values back afterwards (a kept save is sent then).
                    if !self.state.handle_error(&error) {
                        self.server_error.set(Some(error));
                    }
                }
            }
        });
    }

    /// Records how the send of `version` ended, in the outbox and in storage. Storage is updated
    /// even when the page is gone meanwhile (the outbox with it).
    fn settle(&self, version: u64, outcome: Outcome) {
        let settled = self.outbox.try_update_value(|outbox| {
            outbox.settle(version, outcome);
            (outbox.to_store().cloned(), outbox.is_waiting())
        });
        match settled {
            Some((stored, waiting)) => {
                store_pending(self.state, stored.as_ref());
                self.waiting.set(waiting);
            }
            None if outcome == Outcome::Sent => {
                let stored = self
                    .state
                    .load_draft(DraftKind::JobseekerPendingSave)
                    .as_deref()
                    .and_then(PendingSave::parse);
                if stored.is_some_and(|save| save.version == version) {
                    store_pending(self.state, None);
                }
            }
            None => {}
        }
    }

    /// After a successful save. The session, the names and the draft are updated even when the user
    /// has left the page meanwhile; the form only when it is still there.
    fn saved_ok(
        self,
        jobseeker: Jobseeker,
        names: PlaceNames,
        sent: &ProfileValues,
        creating: bool,
        lang: crate::logic::lang::Lang,
    ) {
        if let Ok(json) = serde_json::to_string(&names) {
            self.state.save_draft(DraftKind::JobseekerPlaceNames, &json);
        }
        self.state.update_jobseeker(jobseeker);
        let message = if creating {
            Profile::Created
        } else {
            Profile::Saved
        };
        self.state.announce(message.text(lang));
        if self.saving.is_disposed() {
            // The page is gone, so no edit can have followed the send: the draft is what was saved.
            let stored = self
                .state
                .load_draft(DraftKind::JobseekerProfile)
                .as_deref()
                .and_then(ProfileDraft::parse);
            if stored.is_some_and(|draft| draft.values == *sent) {
                self.state.clear_draft(DraftKind::JobseekerProfile);
            }
            return;
        }
        self.saving.set(false);
        self.names.set(names);
        // Edits typed while the request was in flight stay in the form (and in the draft).
        if self.fields.values_untracked() == *sent {
            self.fields.set(&self.saved.get_untracked());
            self.state.clear_draft(DraftKind::JobseekerProfile);
            self.touched.set(Vec::new());
        }
        self.submit_attempted.set(false);
        self.draft_restored.set(false);
        self.notice.set(Some(message));
    }
}

/// Keeps the save waiting for the connection beside the draft, or removes it.
fn store_pending(state: AppState, save: Option<&PendingSave>) {
    match save.and_then(PendingSave::to_json) {
        Some(json) => state.save_draft(DraftKind::JobseekerPendingSave, &json),
        None => state.clear_draft(DraftKind::JobseekerPendingSave),
    }
}

fn load_place_names(state: AppState) -> PlaceNames {
    state
        .load_draft(DraftKind::JobseekerPlaceNames)
        .and_then(|json| serde_json::from_str(&json).ok())
        .unwrap_or_default()
}

/// The saved record as form values, with the country and city names known for its ids. A stored
/// international phone shows its national part grouped as it was sent (`9 8765 4321`).
fn saved_values(record: Option<&Jobseeker>, names: &PlaceNames) -> ProfileValues {
    let Some(record) = record else {
        return ProfileValues::default();
    };
    let mut values = jobseeker_form::from_record(&Record {
        name: record.name.as_deref(),
        contact_phone: record.contact_phone.as_deref(),
        contact_email: record.contact_email.as_deref(),
        address: record.address.as_deref(),
        country: names.country_for(record.country_id),
        city: names.city_for(record.city_id),
        gender: record.gender.as_deref(),
        date_of_birth: record.date_of_birth.as_deref(),
        profiletype: record.profiletype.as_deref(),
        profile_url: record.profile_url.as_deref(),
    });
    if let Some((code, national)) = record
        .contact_phone
        .as_deref()
        .and_then(phone_entry::split_pasted)
    {
        values.calling_code = code;
        values.phone_national = national;
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::gender::Gender;

    #[test]
    fn no_record_means_an_empty_form() {
        assert_eq!(
            saved_values(None, &PlaceNames::default()),
            ProfileValues::default()
        );
    }

    #[test]
    fn the_record_fills_the_form_with_the_names_known_for_its_ids() {
        let record = Jobseeker {
            name: Some("Ana Pérez".into()),
            contact_phone: Some("+56 9 8765 4321".into()),
            country_id: Some(152),
            city_id: Some(7),
            gender: Some("Mujer".into()),
            date_of_birth: Some("1994-03-07".into()),
            profile_url: Some("https://example.com/me.jpg".into()),
            ..Jobseeker::default()
        };
        let names = PlaceNames {
            country: "Chile".into(),
            country_id: Some(152),
            city: "Santiago".into(),
            city_id: Some(8),
        };
        let values = saved_values(Some(&record), &names);
        assert_eq!(values.name, "Ana Pérez");
        assert_eq!(values.calling_code, "56");
        assert_eq!(values.phone_national, "9 8765 4321");
        assert_eq!(values.country, "Chile");
        // The city name was saved for another id: unknown.
        assert_eq!(values.city, "");
        assert_eq!(values.gender, Some(Gender::Female));
        assert_eq!(values.date_of_birth, "1994-03-07");
        assert_eq!(values.image_urls, ["https://example.com/me.jpg"]);
    }
}
