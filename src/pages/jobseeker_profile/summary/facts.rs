//! The summary's facts: each value the record has, under its label, in the form's order. Values from
//! the API are rendered as text; the resume is a link only when it is an http(s) URL.

use crate::api::models::Jobseeker;
use crate::i18n::{fill, Common, Profile, Translate};
use crate::logic::lang::Lang;
use crate::logic::place_names::PlaceNames;
use crate::pages::jobseeker_profile::display::{self, Place};
use leptos::prelude::*;
use text_rules::dates;
use text_rules::validate::safe_http_url;

/// The `<dt>` and `<dd>` of every fact the record has; those it lacks are left out.
pub(super) fn facts(record: &Jobseeker, names: &PlaceNames, lang: Lang) -> impl IntoView {
    let t = |message: Profile| message.text(lang);
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
    facts
        .into_iter()
        .map(|(label, value)| view! { <dt>{label}</dt> <dd>{value}</dd> })
        .collect_view()
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

/// The viewer's offset east of UTC; JavaScript's `getTimezoneOffset` counts the other way.
fn utc_offset_minutes() -> i32 {
    -(js_sys::Date::new_0().get_timezone_offset() as i32)
}
