//! `/jobseeker/credentials`: the job seeker's credential requirements (reference 2.5, 4.3), in the order
//! the API sent them, with their status on the user's local date and filters kept in `?filter=`.
//!
//! Reference 4.3 rule 1: the endpoint is called only when the tenant has the credentials tab on. Rule 2:
//! credentials are changed with "Update Custom Requirement", which the reference does not describe, so
//! this page only reads them and says where they are updated.

mod card;
pub mod display;
mod filters;

use crate::api::lenient::OrderedMap;
use crate::api::models::CredentialRequirement;
use crate::api::ApiError;
use crate::browser::dom;
use crate::components::errors::{ErrorBox, Heard};
use crate::components::shell::use_page_title;
use crate::i18n::{fill, Credentials, Translate};
use crate::logic::credentials::Filter;
use crate::logic::last_seen::LastSeen;
use crate::logic::numbers::format_count;
use crate::session::{authorized_read, tr, use_app, Page, PageRead, UserData};
use card::RequirementCard;
use chrono::{Local, NaiveDate};
use display::RequirementView;
use filters::{use_filter, FilterBar};
use leptos::prelude::*;
use leptos_router::components::A;
use std::sync::Arc;

/// The id of the list the filter buttons control.
const LIST_ID: &str = "credential-list";

#[component]
pub fn CredentialsPage() -> impl IntoView {
    let state = use_app();
    use_page_title(Credentials::Title);
    // A memo, so that a session update (a saved profile) neither re-renders the page nor refetches.
    let enabled = Memo::new(move |_| state.tenant().has_credentials_tab);
    view! {
        <section class="credentials">
            <h1 tabindex="-1">{tr(Credentials::Title)}</h1>
            {move || {
                if enabled.get() {
                    view! { <CredentialsLoader /> }.into_any()
                } else {
                    view! { <NotAvailable /> }.into_any()
                }
            }}
        </section>
    }
}

/// The tab is off for this tenant: say so, and call nothing.
#[component]
fn NotAvailable() -> impl IntoView {
    view! {
        <div class="card">
            <p>{tr(Credentials::NotAvailable)}</p>
            <A href=Page::JobseekerProfile.path()>{tr(Credentials::GoToProfile)}</A>
        </div>
    }
}

/// The requirements to show and, when they are the ones kept on this device because there is no
/// connection, when they arrived.
type Loaded = (Arc<Vec<RequirementView>>, Option<String>);

/// The requirements as kept on this device (an ordered list of the map's entries).
type RequirementsLastSeen = LastSeen<Vec<(String, CredentialRequirement)>>;

/// Fetches the requirements once; filtering never refetches. Without a connection, the last answer
/// this device received is shown, marked with its time.
#[component]
fn CredentialsLoader() -> impl IntoView {
    let state = use_app();
    // The user's calendar day decides what has expired; the page is not kept open across midnight
    // often enough to justify a timer.
    let today: NaiveDate = Local::now().date_naive();
    // A 401 ends the session, and the guard sends the user to sign in and back here afterwards.
    let requirements: PageRead<Loaded> = authorized_read(move |api| async move {
        match api.get_credentials_requirements().await {
            Ok(map) => {
                let views = Arc::new(display::build(&map, today));
                let kept = RequirementsLastSeen::new(Local::now().timestamp_millis(), map.0);
                if let Some(json) = kept.to_json() {
                    state.save_user_data(UserData::CREDENTIALS_LAST_SEEN, &json);
                }
                Ok((views, None))
            }
            Err(error @ (ApiError::Offline | ApiError::Network | ApiError::Timeout)) => {
                let Some(kept) = state
                    .load_user_data(UserData::CREDENTIALS_LAST_SEEN)
                    .as_deref()
                    .and_then(RequirementsLastSeen::parse)
                else {
                    return Err(error);
                };
                let seen_at = kept.seen_at_in(&Local);
                let views = Arc::new(display::build(&OrderedMap(kept.data), today));
                Ok((views, Some(seen_at)))
            }
            Err(error) => Err(error),
        }
    });
    let retry = Callback::new(move |()| {
        requirements.set(None);
        requirements.refetch();
    });
    // Fetched again when the connection comes back while the kept answer is shown.
    Effect::new(move |was_online: Option<bool>| {
        let online = state.online.get();
        let shows_kept =
            requirements.with_untracked(|loaded| matches!(loaded, Some(Ok((_, Some(_))))));
        if was_online == Some(false) && online && shows_kept {
            requirements.refetch();
        }
        online
    });
    view! {
        <p class="credentials__intro">{tr(Credentials::Intro)}</p>
        <div class="alert alert--info">
            <p>{tr(Credentials::HowToUpdate)}</p>
        </div>
        {move || match requirements.get() {
            None => view! { <LoadingSkeleton /> }.into_any(),
            Some(Err(error)) => view! { <ErrorBox error on_retry=retry heard=Heard::Announced /> }.into_any(),
            Some(Ok((views, seen_at))) => {
                let kept_notice = seen_at.map(|time| {
                    view! {
                        <p class="alert alert--warning" data-testid="last-seen">
                            {move || fill(state.t(Credentials::LastSeen), &[("time", &time)])}
                        </p>
                    }
                });
                let body = if views.is_empty() {
                    view! { <p class="card credentials__empty">{tr(Credentials::Empty)}</p> }
                        .into_any()
                } else {
                    view! { <RequirementList views /> }.into_any()
                };
                view! { {kept_notice} {body} }.into_any()
            }
        }}
    }
}

/// Placeholder cards while the requirements load.
#[component]
fn LoadingSkeleton() -> impl IntoView {
    view! {
        <div aria-busy="true">
            <p class="visually-hidden">{tr(Credentials::Loading)}</p>
            {(0..3)
                .map(|_| view! {
                    <div class="card" aria-hidden="true">
                        <div class="skeleton skeleton--title"></div>
                        <div class="skeleton"></div>
                        <div class="skeleton"></div>
                    </div>
                })
                .collect_view()}
        </div>
    }
}

/// The filter bar and the requirements the current filter shows.
#[component]
fn RequirementList(views: Arc<Vec<RequirementView>>) -> impl IntoView {
    let state = use_app();
    let (filter, set_filter) = use_filter();
    let counts = display::counts_of(&views);
    let on_change = Callback::new(move |chosen: Filter| {
        set_filter(chosen);
        // An event handler, outside any reactive context: read the language untracked.
        let lang = state.lang.get_untracked();
        let shown = format_count(counts.for_filter(chosen), lang);
        let total = format_count(counts.total, lang);
        state.announce(fill(
            Credentials::Showing.text(lang),
            &[("shown", &shown), ("total", &total)],
        ));
    });
    // The button goes away with the empty state, so focus moves to the "All" filter it pressed.
    let show_all = move || {
        on_change.run(Filter::All);
        request_animation_frame(|| {
            dom::focus_selector(".filters button[data-filter=all]");
        });
    };
    let list = move || {
        let current = filter.get();
        let cards: Vec<_> = views
            .iter()
            .enumerate()
            .filter(|(_, view)| view.shown_by(current))
            .map(|(index, view)| view! { <RequirementCard view=view.clone() index /> })
            .collect();
        if cards.is_empty() {
            view! {
                <div class="card credentials__empty">
                    <p>{tr(Credentials::NoneMatch)}</p>
                    <button type="button" class="button button--secondary" on:click=move |_| show_all()>
                        {tr(Credentials::ShowAll)}
                    </button>
                </div>
            }
            .into_any()
        } else {
            view! { <ul class="credential-list" role="list">{cards}</ul> }.into_any()
        }
    };
    view! {
        <FilterBar current=filter counts on_change controls=LIST_ID />
        <div id=LIST_ID>{list}</div>
    }
}
