//! `/`: sends each visitor where they belong.

use crate::session::{replacing_history, use_app, Page};
use leptos::prelude::*;
use leptos_router::components::Redirect;

#[component]
pub fn HomePage() -> impl IntoView {
    let state = use_app();
    let page = state
        .area_untracked()
        .map_or(Page::SignIn, |area| area.home());
    view! { <Redirect path=page options=replacing_history() /> }
}
