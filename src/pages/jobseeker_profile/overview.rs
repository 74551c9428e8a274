//! The onboarding overview at the top of the page: profile completeness with a checklist whose items
//! lead to their fields, and, when the tenant has the credentials tab, how many credentials are
//! missing, expired or expiring. Job seekers finish onboarding on a phone in several short visits; this
//! says what is left.

use super::model::ProfileModel;
use crate::api::ApiError;
use crate::browser::dom;
use crate::components::errors::{error_text, AlertBox, Heard, Retry};
use crate::components::profile_form::spec::dom_id;
use crate::i18n::{checklist_item, fill, Profile, Translate};
use crate::logic::credentials::{self, CredentialCounts, Filter, EXPIRING_SOON_DAYS};
use crate::logic::numbers::format_count;
use crate::logic::onboarding;
use crate::session::{authorized_read, credentials_link, tr};
use chrono::Local;
use leptos::prelude::*;

#[component]
pub(super) fn OnboardingOverview(model: ProfileModel) -> impl IntoView {
    let state = model.state;
    let missing = Memo::new(move |_| {
        let (has_country_id, has_city_id) = model.record.with(|record| {
            record.as_ref().map_or((false, false), |record| {
                (record.country_id.is_some(), record.city_id.is_some())
            })
        });
        model
            .record_values
            .with(|values| onboarding::missing_on_record(values, has_country_id, has_city_id))
    });
    let percent = Memo::new(move |_| onboarding::completeness_percent(missing.with(Vec::len)));
    let checklist = move || {
        let items = missing.get();
        if items.is_empty() {
            return view! { <p class="checklist__done">{state.t(Profile::ChecklistDone)}</p> }
                .into_any();
        }
        view! {
            <h3>{state.t(Profile::ChecklistTitle)}</h3>
            <ul class="checklist">
                {items
                    .into_iter()
                    .map(|field| {
                        view! {
                            <li>
                                <a
                                    href=format!("#{}", dom_id(field))
                                    on:click=move |event| {
                                        // The field takes focus, not just the scroll position.
                                        event.prevent_default();
                                        model.focus_field(field);
                                    }
                                >
                                    {state.t(checklist_item(field))}
                                </a>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        }
        .into_any()
    };
    // A memo: the overview (and its read) is made again only when the tab comes or goes, not at
    // each change of the session the tenant is read from
    // (docs/performance.md#conditional-parts-as-closures).
    let has_credentials_tab = Memo::new(move |_| state.tenant().has_credentials_tab);
    view! {
        <section class="card onboarding" aria-labelledby="onboarding-title">
            <h2 id="onboarding-title">{tr(Profile::OverviewTitle)}</h2>
            <p id="onboarding-progress" class="onboarding__progress">
                {move || fill(state.t(Profile::Completeness), &[("percent", &percent.get().to_string())])}
            </p>
            <progress
                class="onboarding__bar"
                max="100"
                value=move || percent.get().to_string()
                aria-labelledby="onboarding-progress"
            ></progress>
            {checklist}
            {move || has_credentials_tab.get().then(|| view! {
                <CredentialsOverview />
            })}
        </section>
    }
}

/// Counts of credentials that need attention. A failure here shows a short message with a retry and
/// leaves the rest of the page alone.
#[component]
fn CredentialsOverview() -> impl IntoView {
    let state = crate::session::use_app();
    // A 401 ends the session like anywhere else.
    let counts = authorized_read(|api| async move {
        let requirements = api.get_credentials_requirements().await?;
        Ok(credentials::counts(
            &requirements,
            Local::now().date_naive(),
        ))
    });
    let body = move || match counts.get() {
        // The shell's live regions say nothing of a load in progress; the line is for the eyes.
        None => view! {
            <p class="onboarding__loading">{state.t(Profile::CredentialsLoading)}</p>
        }
        .into_any(),
        Some(Ok(counts)) => view! { <CredentialCountList counts /> }.into_any(),
        Some(Err(ApiError::Unauthorized)) => ().into_any(),
        Some(Err(error)) => {
            view! { <CountsFailed error retry=Callback::new(move |()| counts.refetch()) /> }
                .into_any()
        }
    };
    view! {
        <div class="onboarding__credentials">
            <h3 id=COUNTS_TITLE_ID tabindex="-1">{tr(Profile::CredentialsTitle)}</h3>
            {body}
        </div>
    }
}

/// The overview's heading: where the focus waits while the counts are fetched again.
const COUNTS_TITLE_ID: &str = "onboarding-credentials-title";

/// The counts could not be fetched: a short line in an alert (the user did not ask for this call,
/// so the focus stays put), and "Try again".
#[component]
fn CountsFailed(error: ApiError, retry: Callback<()>) -> impl IntoView {
    let state = crate::session::use_app();
    let text = Signal::derive(move || {
        let lang = state.lang.get();
        let failed = Profile::CredentialsFailed.text(lang);
        match error.wait_seconds() {
            Some(_) => format!("{failed} {}", error_text(&error, lang)),
            None => failed.to_string(),
        }
    });
    view! {
        <AlertBox class="onboarding__failed" heard=Heard::Announced text retry=Some(Retry {
            id: "counts-retry",
            run: Callback::new(move |()| {
                dom::focus_id(COUNTS_TITLE_ID);
                retry.run(());
            }),
        }) />
    }
}

#[component]
fn CredentialCountList(counts: CredentialCounts) -> impl IntoView {
    let state = crate::session::use_app();
    if counts.total == 0 {
        return view! { <p>{tr(Profile::CredentialsNone)}</p> }.into_any();
    }
    let line = move |filter: Filter, message: Profile, count: usize, tone: &'static str| {
        view! {
            <li>
                <a href=credentials_link(filter)>
                    <span class=format!("badge {}", if count > 0 { tone } else { "" })>
                        {move || {
                            let lang = state.lang.get();
                            fill(
                                message.text(lang),
                                &[
                                    ("count", &format_count(count, lang)),
                                    ("days", &format_count(EXPIRING_SOON_DAYS as usize, lang)),
                                ],
                            )
                        }}
                    </span>
                </a>
            </li>
        }
    };
    view! {
        {counts
            .all_in_order()
            .then(|| view! { <p>{tr(Profile::CredentialsInOrder)}</p> })}
        <ul class="credential-counts">
            {line(Filter::Missing, Profile::CredentialsMissing, counts.missing, "badge--bad")}
            {line(Filter::Expired, Profile::CredentialsExpired, counts.expired, "badge--bad")}
            // The credentials page has no "expiring" filter; its full list shows the expiry of each.
            {line(Filter::All, Profile::CredentialsExpiring, counts.expiring, "badge--warn")}
        </ul>
        <p>
            <a class="onboarding__all" href=credentials_link(Filter::All)>
                {tr(Profile::CredentialsSeeAll)}
            </a>
        </p>
    }
    .into_any()
}
