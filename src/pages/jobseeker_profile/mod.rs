//! `/jobseeker/profile`, the job seeker area's landing page: the onboarding overview, the saved profile
//! and the form to create or edit it.
//!
//! The reference has no call to read a job seeker: the page shows the record from the sign_in answer,
//! kept in the session, and replaces it with the record each save answers with.

mod display;
mod fields;
mod form;
mod images;
mod model;
mod overview;
mod summary;

use crate::components::shell::use_page_title;
use crate::i18n::Profile;
use crate::session::tr;
use crate::session::use_app;
use form::ProfileForm;
use leptos::prelude::*;
use model::ProfileModel;
use overview::OnboardingOverview;
use std::time::Duration;
use summary::SummaryCard;

#[component]
pub fn JobseekerProfilePage() -> impl IntoView {
    let state = use_app();
    use_page_title(Profile::Title);
    let model = ProfileModel::new(state);
    // The form comes below the overview and the summary, so it is built in the next task: the
    // first screen does not wait for it, and a phone's main thread gets two shorter tasks instead
    // of one long one (Lighthouse's Total Blocking Time on this page).
    let form_ready = RwSignal::new(false);
    set_timeout(
        move || {
            form_ready.try_set(true);
        },
        Duration::ZERO,
    );
    view! {
        <div class="profile-page">
            <h1 tabindex="-1">{tr(Profile::Title)}</h1>
            <Show when=move || model.is_creating()>
                <p class="profile-page__intro">{tr(Profile::IntroCreate)}</p>
            </Show>
            <div class="profile-page__top">
                <OnboardingOverview model />
                <SummaryCard model />
            </div>
            <Show when=move || form_ready.get()>
                <ProfileForm model />
            </Show>
        </div>
    }
}
