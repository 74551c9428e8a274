//! The loaded profile's state and what the user can do with it: the renderer's field signals, the
//! draft kept on this device, the error summary's items, discarding the draft and saving.
//!
//! The draft is written a moment after the last edit (storage stays off the typing path). An edit
//! still waiting to be written when the page goes away is written then, not lost.

use super::specs::form_specs;
use crate::api::models::ClientProfileForm;
use crate::browser::{dom, phone_plans};
use crate::components::debounce::{use_debounce, Debounce, WhenGone};
use crate::i18n::{fill, Client, ClientFormTexts, Translate};
use crate::session::{AppState, UserData};
use dynamic_form::{FormModel, Host, Problem, StoredValues, Values};
use leptos::prelude::*;
use std::sync::Arc;
use std::time::Duration;

/// How long after the last keystroke the draft is written: storage stays off the typing path.
const DRAFT_DELAY: Duration = Duration::from_millis(400);

/// What the form renderer is given: the UI language, its texts and what its kinds ask for (the
/// phone numbering plans).
fn form_host(state: AppState) -> Host {
    Host {
        lang: state.lang,
        texts: &ClientFormTexts,
        kinds: &[],
        supplies: &phone_plans::FORM_SUPPLIES,
    }
}

/// The draft on this device: the fields that differ from the answers kept on it.
#[derive(Clone)]
struct Draft {
    state: AppState,
    form: Arc<FormModel>,
    /// As last written.
    values: StoredValue<Values>,
    /// There is one.
    present: RwSignal<bool>,
}

impl Draft {
    /// Writes what the form now holds, or removes the draft when the form matches the kept answers.
    fn write(&self) {
        let next = self.values.with_value(|draft| self.form.draft(draft));
        if let Ok(json) = serde_json::to_string(&next) {
            self.state.save_user_data(UserData::COMPANY_DRAFT, &json);
        }
        self.present.set(!next.is_empty());
        self.values.set_value(next);
    }

    fn forget(&self) {
        self.state.clear_user_data(UserData::COMPANY_DRAFT);
        self.values.set_value(Vec::new());
        self.present.set(false);
    }
}

/// Shared by the view's handlers (clones share the same state).
#[derive(Clone)]
pub(super) struct ClientFormModel {
    state: AppState,
    draft: Draft,
    /// Writes the draft after a pause in typing; an edit still waiting when the page goes away is
    /// written then.
    draft_writer: Debounce,
    /// There is a draft (shown with the offer to discard it).
    pub has_draft: RwSignal<bool>,
    /// The form opened with a draft from an earlier visit.
    pub restored: bool,
    /// The summary's items since the last Save with errors.
    pub errors: RwSignal<Vec<Problem>>,
    /// The last Save kept the answers on this device, and nothing was edited since.
    pub just_kept: RwSignal<bool>,
}

impl ClientFormModel {
    /// Builds the forms from the definitions, with what was saved on this device as the baseline and
    /// the draft from an earlier visit, if any, on top.
    pub fn new(state: AppState, forms: &[ClientProfileForm]) -> ClientFormModel {
        let kept = |data| state.load_user_value::<StoredValues>(data).0;
        let answers: Values = kept(UserData::COMPANY_ANSWERS);
        let stored: Values = kept(UserData::COMPANY_DRAFT);
        let form = Arc::new(FormModel::new(
            &form_specs(forms),
            &answers,
            &stored,
            form_host(state),
        ));
        let restored = form.departs_from_baseline();
        let draft = Draft {
            state,
            form,
            values: StoredValue::new(stored),
            present: RwSignal::new(restored),
        };
        let writer = draft.clone();
        ClientFormModel {
            state,
            has_draft: draft.present,
            draft,
            draft_writer: use_debounce(DRAFT_DELAY, WhenGone::Run, move || writer.write()),
            restored,
            errors: RwSignal::new(Vec::new()),
            just_kept: RwSignal::new(false),
        }
    }

    /// The renderer's signals.
    pub fn form(&self) -> Arc<FormModel> {
        Arc::clone(&self.draft.form)
    }

    /// After every edit: an earlier "saved on this device" no longer holds, and the draft follows after a pause.
    pub fn edited(&self) {
        self.just_kept.set(false);
        self.draft_writer.call();
    }

    /// Puts every field back to its kept answer and forgets the draft.
    pub fn discard_draft(&self) {
        self.draft_writer.cancel();
        self.draft.form.reset();
        self.draft.forget();
        self.errors.set(Vec::new());
        self.state
            .announce(self.state.t_untracked(Client::DraftDiscarded));
        // The button pressed goes with the notice that held it: the page's heading is next.
        request_animation_frame(|| {
            dom::focus_selector("main h1");
        });
    }

    /// Validates every field; an invalid form lists its errors, focuses the first and announces
    /// how many there are. A valid one is kept on this device (there is no call to store it).
    pub fn save(&self) {
        let state = self.state;
        let form = &self.draft.form;
        let lang = state.lang.get_untracked();
        let problems = form.check_all();
        if let Some(first) = problems.first() {
            self.just_kept.set(false);
            dom::focus_id(&first.dom_id);
            state.announce(fill(
                Client::ErrorsAnnounced.text(lang),
                &[("count", &problems.len().to_string())],
            ));
            self.errors.set(problems);
            return;
        }
        self.errors.set(Vec::new());
        self.draft_writer.cancel();
        // INTEGRATION POINT: with a platform call to store the profile, it would be made here
        // through `api::AuthorizedApi`. Until then the values stay on this device.
        let values = form.kept_values();
        if let Ok(json) = serde_json::to_string(&values) {
            state.save_user_data(UserData::COMPANY_ANSWERS, &json);
        }
        self.draft.forget();
        self.just_kept.set(true);
        state.announce(state.t_untracked(Client::SavedOnDevice));
    }
}
