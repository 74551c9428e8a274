//! `/client/profile`: the client's company profile, rendered from the field definitions that
//! get_client_profile delivers (nothing about a particular form is hard-coded).
//!
//! The reference has no call to store a client profile, so Save keeps the values on this device and
//! says so; `api::AuthorizedApi` names the one place where that call would go.

mod form;
mod model;
mod rehearsal;
mod specs;

pub use rehearsal::rehearse;

use crate::components::errors::{ErrorBox, Heard};
use crate::components::shell::use_page_title;
use crate::i18n::{Client, Translate};
use crate::session::{authorized_read, tr, use_app};
use leptos::prelude::*;
use std::sync::Arc;

#[component]
pub fn ClientProfilePage() -> impl IntoView {
    use_page_title(Client::Title);
    // Shared, not copied: reading the answer clones it, and a form can have a thousand fields.
    // A 401/403 ends the session; the guard then takes the user to sign-in and back here.
    let profile =
        authorized_read(|api| async move { api.get_client_profile().await.map(Arc::new) });
    let retry = Callback::new(move |()| profile.refetch());
    let body = move || match profile.get() {
        None => view! { <Skeleton /> }.into_any(),
        Some(Err(error)) => {
            view! { <ErrorBox error on_retry=retry heard=Heard::Announced /> }.into_any()
        }
        Some(Ok(forms)) if forms.is_empty() => {
            view! { <p class="alert alert--info">{tr(Client::NoForms)}</p> }.into_any()
        }
        Some(Ok(forms)) => view! { <form::ProfileForms forms /> }.into_any(),
    };
    view! {
        <div class="client-profile">
            <h1 tabindex="-1">{tr(Client::Title)}</h1>
            {body}
        </div>
    }
}

#[component]
fn Skeleton() -> impl IntoView {
    let state = use_app();
    view! {
        <div class="card" aria-busy="true">
            <p class="visually-hidden">{move || Client::Loading.text(state.lang.get())}</p>
            <div class="skeleton skeleton--title"></div>
            <div class="skeleton"></div>
            <div class="skeleton skeleton--field"></div>
            <div class="skeleton"></div>
            <div class="skeleton skeleton--field"></div>
            <div class="skeleton"></div>
            <div class="skeleton skeleton--field"></div>
        </div>
    }
}
