//! A link row's preview: the picture at the link once typing pauses, or a line that says why there
//! is none. Only http(s) URLs are loaded, so a half-typed address fires no requests.

use super::rows::RowPlace;
use crate::components::debounce::{use_debounce, Debounce, WhenGone};
use crate::i18n::{Profile, Translate};
use leptos::prelude::*;
use std::time::Duration;
use text_rules::validate::safe_http_url;

/// How long typing must pause before the preview follows the link.
const PREVIEW_DELAY: Duration = Duration::from_millis(600);

/// The link the preview shows, which catches up with the typed one after a pause.
#[derive(Clone, Copy)]
pub struct Preview {
    shown: RwSignal<String>,
    /// The picture at `shown` did not load.
    failed: RwSignal<bool>,
    follow: Debounce,
}

impl Preview {
    /// The preview of the row being built, showing `url` as it is now. A preview still waiting when
    /// the row goes away is dropped with it.
    fn new(url: ArcRwSignal<String>) -> Preview {
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

    /// The preview of a row whose link is `url`, and what the row's box does on `input`: the link
    /// follows what is typed, and the preview follows the link after a pause.
    pub fn of_typed(url: ArcRwSignal<String>) -> (Preview, impl Fn(leptos::ev::Event) + 'static) {
        let preview = Preview::new(url.clone());
        let on_input = move |event: leptos::ev::Event| {
            url.set(event_target_value(&event));
            preview.follow.call();
        };
        (preview, on_input)
    }

    /// The picture, or why there is none: it failed to load, or the link is not an http(s) URL.
    pub fn view(self, place: RowPlace) -> impl IntoView {
        let Preview { shown, failed, .. } = self;
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
                    <span class="image-row__no-preview">{Profile::ImageLoadFailed.text(place.lang.get())}</span>
                }
                .into_any(),
                None => view! {
                    <span class="image-row__no-preview">{Profile::ImageNoPreview.text(place.lang.get())}</span>
                }
                .into_any(),
            }
        }
    }
}
