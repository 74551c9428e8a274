//! The summary card: the saved profile as the platform returned it. Every value from the API is
//! rendered as text; the picture and the resume link are used only when they are http(s) URLs.

mod facts;

use super::display;
use super::model::ProfileModel;
use crate::api::models::Jobseeker;
use crate::i18n::{Profile, Translate};
use crate::logic::lang::Lang;
use crate::logic::place_names::PlaceNames;
use leptos::prelude::*;
use text_rules::validate::safe_http_url;

#[component]
pub(super) fn SummaryCard(model: ProfileModel) -> impl IntoView {
    let state = model.state;
    move || {
        let lang = state.lang.get();
        model
            .record
            .get()
            .map(|record| model.names.with(|names| summary(&record, names, lang)))
    }
}

fn summary(record: &Jobseeker, names: &PlaceNames, lang: Lang) -> impl IntoView {
    let t = |message: Profile| message.text(lang);
    let name = display::present(record.name.as_deref());
    let photo = display::present(record.profile_url.as_deref())
        .and_then(|url| safe_http_url(&url).map(str::to_owned));
    let initial = name
        .as_deref()
        .and_then(|name| name.chars().next())
        .map(|letter| letter.to_uppercase().to_string())
        .unwrap_or_default();

    view! {
        <section class="card profile-summary" aria-labelledby="profile-summary-title">
            <h2 id="profile-summary-title">{t(Profile::SummaryTitle)}</h2>
            <div class="summary">
                <Photo url=photo alt=t(Profile::PhotoAlt) empty=t(Profile::NoPhoto) initial />
                <div class="profile-summary__main">
                    <p class="profile-summary__name">{name.unwrap_or_else(|| t(Profile::NoName).to_owned())}</p>
                    <p class="profile-summary__badges">{badges(record, lang)}</p>
                    <dl class="facts">{facts::facts(record, names, lang)}</dl>
                </div>
            </div>
        </section>
    }
}

/// Whether the profile is verified and active, each only when the record says.
fn badges(record: &Jobseeker, lang: Lang) -> impl IntoView {
    let t = |message: Profile| message.text(lang);
    let badges = [
        record.verified.map(|verified| {
            if verified {
                ("badge badge--ok", t(Profile::Verified))
            } else {
                ("badge", t(Profile::NotVerified))
            }
        }),
        record.active.map(|active| {
            if active {
                ("badge badge--ok", t(Profile::Active))
            } else {
                ("badge badge--bad", t(Profile::Inactive))
            }
        }),
    ];
    badges
        .into_iter()
        .flatten()
        .map(|(class, text)| view! { <span class=class>{text}</span> " " })
        .collect_view()
}

/// The picture, or a placeholder with the name's initial when there is none or it fails to load.
#[component]
fn Photo(
    url: Option<String>,
    alt: &'static str,
    empty: &'static str,
    initial: String,
) -> impl IntoView {
    let failed = RwSignal::new(false);
    move || match url.clone().filter(|_| !failed.get()) {
        Some(url) => view! {
            <img
                class="summary__photo"
                src=url
                alt=alt
                referrerpolicy="no-referrer"
                on:error=move |_| failed.set(true)
            />
        }
        .into_any(),
        None => view! {
            <div class="summary__photo summary__photo--empty">
                <span aria-hidden="true">{initial.clone()}</span>
                <span class="visually-hidden">{empty}</span>
            </div>
        }
        .into_any(),
    }
}
