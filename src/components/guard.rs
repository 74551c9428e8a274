//! The route guard: a page of an area renders only for a session of that area. Signed-out visitors go
//! to sign-in (and come back afterwards); signed-in users of the other area go to their own home.

use crate::browser::dom;
use crate::session::{replacing_history, use_app, Area, Page};
use leptos::prelude::*;
use leptos_router::components::Redirect;

#[component]
pub fn Guard(area: Area, children: ChildrenFn) -> impl IntoView {
    let state = use_app();
    // A memo, so that a session update (a saved profile) does not re-render the page.
    let access = Memo::new(move |_| match state.area() {
        Some(current) if current == area => Ok(()),
        Some(other) => Err(other.home()),
        None => Err(Page::SignIn),
    });
    move || match access.get() {
        Ok(()) => children().into_any(),
        Err(page) => {
            if page == Page::SignIn {
                state.remember_page(dom::current_path());
            }
            view! { <Redirect path=page options=replacing_history() /> }.into_any()
        }
    }
}
