//! A page the browser keeps in its back/forward cache comes back exactly as it was left: with the
//! session it had then, and what that user saw. On a shared computer the next person presses Back
//! after a sign-out, in this tab or another. So the page is hidden as it goes into the cache, and
//! when it comes back the session is read from storage again before anything shows:
//! - the same session, or hers renewed by a sign-in in another tab: the page shows again, as it
//!   was (with the newer token for its next call);
//! - none: this page signs out too (nothing is sent with the old token), and the route guard takes
//!   it to sign-in;
//! - someone else's: the app loads afresh, for that person's own pages (`session::kept`).
//!
//! `Cache-Control` cannot promise any of this (docs/deployment.md, "The back/forward cache").
//!
//! The same listener hears what the other tabs write to the browser's session (`other_tabs`).

use super::kept::KeptSession;
use super::other_tabs;
use super::state::AppState;
use crate::browser::dom;
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// Listens for the page going into the back/forward cache and coming back from it, and for the
/// other tabs' changes to storage.
pub fn watch_kept_session(state: AppState) {
    // One closure for the three events: each closure type would be its own copy in the wasm.
    // Each is known by its name alone: no check of its type is compiled in (wasm size).
    let on_event = move |event: web_sys::Event| {
        let name = event.type_();
        if name == "storage" {
            // Read as `panic.rs` reads its events: no binding of `StorageEvent` is compiled in.
            let key = js_sys::Reflect::get(&event, &JsValue::from_str("key")).ok();
            other_tabs::heard(state, key.and_then(|key| key.as_string()));
            return;
        }
        if !event
            .unchecked_ref::<web_sys::PageTransitionEvent>()
            .persisted()
        {
            return;
        }
        if name == "pagehide" {
            dom::hide_page(true);
            return;
        }
        match state.follow_kept_session() {
            KeptSession::Same | KeptSession::Renewed => dom::hide_page(false),
            KeptSession::None => {
                state.forget_session();
                // Once the guard has taken the signed-out page away.
                request_animation_frame(|| dom::hide_page(false));
            }
            // Loading afresh.
            KeptSession::Another => {}
        }
    };
    for name in ["pagehide", "pageshow", "storage"] {
        let _ = window_event_listener_untyped(name, on_event);
    }
}
