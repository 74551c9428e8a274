//! The filter buttons and their place in the URL (`?filter=missing`), so the profile overview can link
//! straight to a filtered list and a reload keeps the choice.

use crate::i18n::Credentials;
use crate::logic::credentials::{CredentialCounts, Filter};
use crate::logic::numbers::format_count;
use crate::session::tr;
use crate::session::{replacing_history, use_app, FILTER_QUERY};
use leptos::prelude::*;
use leptos_router::hooks::{use_location, use_navigate};
use leptos_router::NavigateOptions;

/// The filter in the URL (`All` when absent or unknown), and a setter that rewrites the URL in place:
/// no new history entry and no scroll jump. Other query parameters are kept.
pub fn use_filter() -> (Memo<Filter>, impl Fn(Filter) + Clone + 'static) {
    let location = use_location();
    let navigate = use_navigate();
    let filter = Memo::new(move |_| {
        location.query.with(|query| {
            query
                .get_str(FILTER_QUERY)
                .and_then(Filter::from_key)
                .unwrap_or_default()
        })
    });
    let set = move |chosen: Filter| {
        let mut query = location.query.get_untracked();
        if chosen == Filter::All {
            query.remove(FILTER_QUERY);
        } else {
            query.replace(FILTER_QUERY, chosen.key().to_string());
        }
        let url = format!(
            "{}{}{}",
            location.pathname.get_untracked(),
            query.to_query_string(),
            location.hash.get_untracked()
        );
        navigate(
            &url,
            NavigateOptions {
                scroll: false,
                ..replacing_history()
            },
        );
    };
    (filter, set)
}

fn label(filter: Filter) -> Credentials {
    match filter {
        Filter::All => Credentials::FilterAll,
        Filter::Missing => Credentials::FilterMissing,
        Filter::Suggested => Credentials::FilterSuggested,
        Filter::Expired => Credentials::FilterExpired,
    }
}

/// Toggle buttons (`aria-pressed`), one per filter, each with its count.
#[component]
pub fn FilterBar(
    current: Memo<Filter>,
    counts: CredentialCounts,
    on_change: Callback<Filter>,
    controls: &'static str,
) -> impl IntoView {
    let state = use_app();
    let buttons = Filter::ALL
        .into_iter()
        .map(|filter| {
            let pressed = move || current.get() == filter;
            view! {
                <button
                    type="button"
                    class="button button--secondary"
                    aria-pressed=move || if pressed() { "true" } else { "false" }
                    aria-controls=controls
                    data-filter=filter.key()
                    on:click=move |_| {
                        if !pressed() {
                            on_change.run(filter);
                        }
                    }
                >
                    {move || state.t(label(filter))}
                    " "
                    <span class="filters__count">
                        {move || format_count(counts.for_filter(filter), state.lang.get())}
                    </span>
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="filters" role="group" aria-label=tr(Credentials::FilterGroup)>
            {buttons}
        </div>
    }
}
