//! `/jobseeker/profile`, the job seeker area's landing page: the onboarding overview, the saved profile
//! and the form to create or edit it.
//!
//! The reference has no call to read a job seeker: the page shows the record from the sign_in answer,
//! kept in the session, and replaces it with the record each save answers with.

mod display;
mod form;
mod model;
mod overview;
mod rehearsal;
mod summary;

pub use rehearsal::rehearse;

use crate::components::later::Later;
use crate::components::shell::use_page_title;
use crate::i18n::Profile;
use crate::session::tr;
use crate::session::use_app;
use form::ProfileForm;
use leptos::prelude::*;
use model::ProfileModel;
use overview::OnboardingOverview;
use summary::SummaryCard;

#[component]
pub fn JobseekerProfilePage() -> impl IntoView {
    let state = use_app();
    use_page_title(Profile::Title);
    let model = ProfileModel::new(state);
    // The heading first, then the overview, the summary and the form, in later tasks (`Later`).
    view! {
        <div class="profile-page">
            <h1 tabindex="-1">{tr(Profile::Title)}</h1>
            {move || model.is_creating().then(|| view! {
                <p class="profile-page__intro">{tr(Profile::IntroCreate)}</p>
            })}
            <div class="profile-page__top">
                <Later>
                    <OnboardingOverview model />
                </Later>
                <Later>
                    <SummaryCard model />
                </Later>
            </div>
            <Later>
                <ProfileForm model />
            </Later>
        </div>
    }
}
