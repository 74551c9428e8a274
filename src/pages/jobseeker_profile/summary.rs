//! The summary card: the saved profile as the platform returned it. Every value from the API is
//! rendered as text; the picture and the resume link are used only when they are http(s) URLs.

use super::display::{self, Place};
use super::model::ProfileModel;
use crate::api::models::Jobseeker;
use crate::i18n::{fill, Common, Profile, Translate};
use crate::logic::dates;
use crate::logic::lang::Lang;
use crate::logic::place_names::PlaceNames;
use crate::logic::validate::safe_http_url;
use leptos::prelude::*;

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
    let place_text = |place: Option<Place>| {
        place.map(|place| match place {
            Place::Name(name) => name,
            Place::Id(id) => fill(t(Profile::PlaceId), &[("id", &id.to_string())]),
        })
    };
    let facts: Vec<(&'static str, AnyView)> = [
        (
            t(Profile::FieldContactEmail),
            text_fact(display::present(record.contact_email.as_deref())),
        ),
        (
            t(Profile::FieldPhone),
            text_fact(display::present(record.contact_phone.as_deref())),
        ),
        (
            t(Profile::FieldAddress),
            text_fact(display::present(record.address.as_deref())),
        ),
        (
            t(Profile::FieldCity),
            text_fact(place_text(display::place(
                names.city_for(record.city_id),
                record.city_id,
            ))),
        ),
        (
            t(Profile::FieldCountry),
            text_fact(place_text(display::place(
                names.country_for(record.country_id),
                record.country_id,
            ))),
        ),
        (
            t(Profile::FieldDateOfBirth),
            text_fact(
                display::present(record.date_of_birth.as_deref())
                    .map(|date| display::date_of_birth_text(&date, lang)),
            ),
        ),
        (
            t(Profile::FieldResume),
            display::present(record.profiletype.as_deref()).map(|resume| resume_view(resume, lang)),
        ),
        (
            t(Profile::AverageRating),
            text_fact(
                record
                    .average_rating
                    .and_then(|rating| display::rating_text(rating, lang)),
            ),
        ),
        (
            t(Profile::LastUpdated),
            text_fact(
                display::present(record.updated_at.as_deref()).and_then(|stamp| {
                    dates::format_timestamp_display(&stamp, lang, utc_offset_minutes())
                }),
            ),
        ),
    ]
    .into_iter()
    .filter_map(|(label, value)| value.map(|value| (label, value)))
    .collect();

    view! {
        <section class="card profile-summary" aria-labelledby="profile-summary-title">
            <h2 id="profile-summary-title">{t(Profile::SummaryTitle)}</h2>
            <div class="summary">
                <Photo url=photo alt=t(Profile::PhotoAlt) empty=t(Profile::NoPhoto) initial />
                <div class="profile-summary__main">
                    <p class="profile-summary__name">{name.unwrap_or_else(|| t(Profile::NoName).to_owned())}</p>
                    <p class="profile-summary__badges">
                        {badges
                            .into_iter()
                            .flatten()
                            .map(|(class, text)| view! { <span class=class>{text}</span> " " })
                            .collect_view()}
                    </p>
                    <dl class="facts">
                        {facts
                            .into_iter()
                            .map(|(label, value)| view! { <dt>{label}</dt> <dd>{value}</dd> })
                            .collect_view()}
                    </dl>
                </div>
            </div>
        </section>
    }
}

fn text_fact(value: Option<String>) -> Option<AnyView> {
    value.map(|value| view! { <span class="plain-text">{value}</span> }.into_any())
}

/// A link only for an http(s) URL, opening in a new tab without giving the page access to this one;
/// anything else is plain text.
fn resume_view(resume: String, lang: Lang) -> AnyView {
    match safe_http_url(&resume) {
        Some(url) => view! {
            <a href=url.to_owned() target="_blank" rel="noopener noreferrer">
                {Profile::OpenResume.text(lang)}
                <span class="visually-hidden">" " {Common::OpensInNewTab.text(lang)}</span>
            </a>
        }
        .into_any(),
        None => view! { <span class="plain-text">{resume}</span> }.into_any(),
    }
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

/// The viewer's offset east of UTC; JavaScript's `getTimezoneOffset` counts the other way.
fn utc_offset_minutes() -> i32 {
    -(js_sys::Date::new_0().get_timezone_offset() as i32)
}
