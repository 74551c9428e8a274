//! A page the browser keeps in its back/forward cache comes back exactly as it was left: with the
//! session it had then, and what that user saw. On a shared computer the next person presses Back
//! after a sign-out, in this tab or another. So the page is hidden as it goes into the cache, and
//! when it comes back the session is read from storage again before anything shows:
//! - the same session: the page shows again, as it was;
//! - none: this page signs out too (nothing is sent with the old token), and the route guard takes
//!   it to sign-in;
//! - someone else's: the app loads afresh, for that person's own pages.
//!
//! `Cache-Control` cannot promise any of this (docs/deployment.md, "The back/forward cache").

use super::state::{AppState, KeptSession};
use crate::browser::dom;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Listens for the page going into the back/forward cache and coming back from it.
pub fn guard_restored_pages(state: AppState) {
    // One closure for both events: each closure type would be its own copy in the wasm.
    let on_transition = move |event: web_sys::Event| {
        let Ok(event) = event.dyn_into::<web_sys::PageTransitionEvent>() else {
            return;
        };
        if !event.persisted() {
            return;
        }
        if event.type_() == "pagehide" {
            dom::hide_page(true);
            return;
        }
        match state.kept_session() {
            KeptSession::Same => dom::hide_page(false),
            KeptSession::None => {
                state.forget_session();
                // Once the guard has taken the signed-out page away.
                request_animation_frame(|| dom::hide_page(false));
            }
            KeptSession::Another => dom::reload(),
        }
    };
    let _ = window_event_listener_untyped("pagehide", on_transition);
    let _ = window_event_listener_untyped("pageshow", on_transition);
}
