//! A link row's preview: the picture at the link once typing pauses, or a line that says why there
//! is none. Only http(s) URLs are loaded, so a half-typed address fires no requests.

use super::RowPlace;
use crate::components::debounce::{use_debounce, Debounce, WhenGone};
use crate::i18n::Profile;
use leptos::prelude::*;
use std::time::Duration;
use text_rules::validate::safe_http_url;

/// How long typing must pause before the preview follows the link.
const PREVIEW_DELAY: Duration = Duration::from_millis(600);

/// The link the preview shows, which catches up with the typed one after a pause.
#[derive(Clone, Copy)]
pub(super) struct Preview {
    shown: RwSignal<String>,
    /// The picture at `shown` did not load.
    failed: RwSignal<bool>,
    follow: Debounce,
}

impl Preview {
    /// The preview of the row being built, showing `url` as it is now. A preview still waiting when
    /// the row goes away is dropped with it.
    pub fn new(url: ArcRwSignal<String>) -> Preview {
        let shown = RwSignal::new(url.get_untracked());
        let failed = RwSignal::new(false);
        let follow = use_debounce(PREVIEW_DELAY, WhenGone::Drop, move || {
            failed.set(false);
            shown.set(url.get_untracked());
        });
        Preview {
            shown,
            failed,
            follow,
        }
    }

    /// The link was typed in: the preview follows it after a pause.
    pub fn follow(self) {
        self.follow.call();
    }

    /// The picture, or why there is none: it failed to load, or the link is not an http(s) URL.
    pub fn view(self, place: RowPlace) -> impl IntoView {
        let Preview { shown, failed, .. } = self;
        let state = place.state;
        move || {
            let url = shown.get();
            match safe_http_url(&url) {
                Some(url) if !failed.get() => view! {
                    <img
                        src=url.to_owned()
                        alt=place.numbered(Profile::ImagePreview)
                        referrerpolicy="no-referrer"
                        on:error=move |_| failed.set(true)
                    />
                }
                .into_any(),
                Some(_) => view! {
                    <span class="image-row__no-preview">{state.t(Profile::ImageLoadFailed)}</span>
                }
                .into_any(),
                None => view! {
                    <span class="image-row__no-preview">{state.t(Profile::ImageNoPreview)}</span>
                }
                .into_any(),
            }
        }
    }
}
