//! `/`: sends each visitor where they belong.

use crate::session::use_app;
use leptos::prelude::*;
use leptos_router::components::Redirect;
use leptos_router::NavigateOptions;

#[component]
pub fn HomePage() -> impl IntoView {
    let state = use_app();
    let path = state
        .area_untracked()
        .map(|area| area.home())
        .unwrap_or("/sign-in");
    view! { <Redirect path options=NavigateOptions { replace: true, ..Default::default() } /> }
}
