//! One requirement: name, status, description, what was supplied, what is required, regions.
//! Every string from the API is rendered as text; the only link is a URL that passed
//! [`text_rules::validate::safe_http_url`].

use super::display::{self, Fact, FactValue, RequirementView};
use crate::i18n::{fill, Common, Credentials};
use crate::logic::credentials::CredentialStatus;
use crate::session::{tr, use_app, AppState};
use leptos::prelude::*;

#[component]
pub fn RequirementCard(view: RequirementView, index: usize) -> impl IntoView {
    let state = use_app();
    let title_id = format!("credential-{index}-title");
    let RequirementView {
        name,
        description,
        status,
        suggested,
        suggested_for,
        required_fields: _,
        geography_options,
        facts,
        ..
    } = view.clone();
    let supplied = view.is_supplied();
    let key = view.key.clone();
    let description = description.map(|text| {
        view! { <p class="credential__description plain-text">{text}</p> }
    });

    view! {
        <li class="card credential" data-key=key>
            <article aria-labelledby=title_id.clone()>
                {head(state, title_id.clone(), name, status, suggested)}
                {description}
                {names_line(&suggested_for, Credentials::SuggestedFor, "categories")}
                {supplied_facts(state, facts, supplied, &title_id)}
                {required_line(state, view)}
                {names_line(&geography_options, Credentials::Regions, "regions")}
            </article>
        </li>
    }
}

/// The title, and the badges beside it: the status (named as such to screen readers) and
/// "Suggested".
fn head(
    state: AppState,
    title_id: String,
    name: Option<String>,
    status: CredentialStatus,
    suggested: bool,
) -> impl IntoView {
    let title = move || match &name {
        Some(name) => name.clone(),
        None => state.t(Credentials::Untitled).to_string(),
    };
    let badge = move || display::status_badge(status, state.lang.get());
    let suggested_badge = suggested.then(|| {
        view! { <span class="badge badge--info">{tr(Credentials::Suggested)}</span> }
    });
    view! {
        <div class="credential__head">
            <h2 class="credential__title" id=title_id>{title}</h2>
            <p class="credential__badges">
                <span class="visually-hidden">{tr(Credentials::Status)} " "</span>
                <span class=move || format!("badge {}", badge().1)>{move || badge().0}</span>
                {suggested_badge}
            </p>
        </div>
    }
}

/// What the job seeker supplied, field by field; "not supplied" when nothing was, and nothing when
/// the credential is supplied without fields to show.
fn supplied_facts(
    state: AppState,
    facts: Vec<Fact>,
    supplied: bool,
    title_id: &str,
) -> Option<AnyView> {
    if facts.is_empty() {
        return (!supplied)
            .then(|| {
                view! { <p class="credential__none">{tr(Credentials::NotSupplied)}</p> }
            })
            .map(IntoAny::into_any);
    }
    let rows = facts
        .into_iter()
        .map(|fact| {
            let label = {
                let fact = fact.clone();
                move || fact.label(state.lang.get()).into_owned()
            };
            let value = match fact.value {
                FactValue::Text(text) => text.into_any(),
                FactValue::Date(date) => (move || date.display(state.lang.get())).into_any(),
                FactValue::Link(url) => view! {
                    <a href=url target="_blank" rel="noopener noreferrer" aria-describedby=title_id.to_owned()>
                        {tr(Credentials::ViewFile)}
                        <span class="visually-hidden">" " {tr(Common::OpensInNewTab)}</span>
                    </a>
                }
                .into_any(),
            };
            view! {
                <dt>{label}</dt>
                <dd>{value}</dd>
            }
        })
        .collect_view();
    Some(
        view! {
            <h3 class="credential__subtitle">{tr(Credentials::YourCredential)}</h3>
            <dl class="facts">{rows}</dl>
        }
        .into_any(),
    )
}

/// The fields the credential asks for, in the current language, or nothing when it names none.
fn required_line(state: AppState, view: RequirementView) -> impl IntoView {
    move || {
        let labels = view.required_labels(state.lang.get());
        (!labels.is_empty()).then(|| {
            let text = fill(
                state.t(Credentials::RequiredFields),
                &[("fields", &labels.join(", "))],
            );
            view! { <p class="credential__meta">{text}</p> }
        })
    }
}

/// A line that lists names from the API (job categories, regions) in `message`'s `{placeholder}`,
/// or nothing when there are none.
fn names_line(
    names: &[String],
    message: Credentials,
    placeholder: &'static str,
) -> Option<impl IntoView> {
    let state = use_app();
    (!names.is_empty()).then(|| {
        let names = names.join(", ");
        view! {
            <p class="credential__meta">
                {move || fill(state.t(message), &[(placeholder, &names)])}
            </p>
        }
    })
}
