//! The shell's notices: the connection state and a new build, each announced by the live region.

use crate::support::{element, find, mount, settle};
use leptos::prelude::*;
use staffing_web::session::{use_app, AppState};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

/// The shell's one connection notice, and the new build's "Reload", each announced by
/// the live region.
#[wasm_bindgen_test]
async fn connection_and_new_build_notices_follow_the_state_and_are_announced() {
    use staffing_web::components::shell::{ConnectionNotice, LiveRegion, NewBuildNotice};
    let captured: Rc<Cell<Option<AppState>>> = Rc::new(Cell::new(None));
    let slot = Rc::clone(&captured);
    let container = mount(move || {
        slot.set(Some(use_app()));
        view! { <ConnectionNotice /> <NewBuildNotice /> <LiveRegion /> }
    });
    settle().await;
    let state = captured.get().expect("the state");
    let notice = |container: &HtmlElement| {
        find(container, "[data-testid=connection-notice]")
            .map(|element| element.text_content().unwrap_or_default())
    };
    let announced = |container: &HtmlElement| {
        element(container, "[data-testid=live-region]")
            .text_content()
            .unwrap_or_default()
    };
    assert_eq!(notice(&container), None);
    assert!(find(&container, "[data-testid=update-notice]").is_none());

    state.online.set(false);
    settle().await;
    let offline = notice(&container).expect("the offline notice");
    assert!(offline.starts_with("You're offline."), "{offline}");
    assert_eq!(announced(&container), offline);

    state.online.set(true);
    settle().await;
    assert_eq!(notice(&container).as_deref(), Some("You're back online."));
    assert_eq!(announced(&container), "You're back online.");

    state.new_build.set(true);
    settle().await;
    let update = element(&container, "[data-testid=update-notice]");
    assert_eq!(
        update
            .query_selector("p")
            .ok()
            .flatten()
            .and_then(|p| p.text_content())
            .as_deref(),
        Some("A new version is available.")
    );
    let button = update
        .query_selector("button")
        .ok()
        .flatten()
        .expect("Reload");
    assert_eq!(button.text_content().as_deref(), Some("Reload"));
    assert_eq!(announced(&container), "A new version is available.");
}
