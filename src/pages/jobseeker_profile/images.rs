//! The profile picture links: a list with live previews, rows added, removed and moved with labelled
//! buttons. Previews load only http(s) URLs, and only once the user pauses typing, so a half-typed
//! address does not fire requests.

use super::fields::{field_id, image_input_id, ImageRow};
use super::model::ProfileModel;
use crate::browser::dom;
use crate::components::debounce::{use_debounce, WhenGone};
use crate::components::field::{described_by, FieldError};
use crate::i18n::{fill, Profile};
use crate::logic::jobseeker_form::Field;
use crate::logic::validate::safe_http_url;
use crate::session::tr;
use leptos::prelude::*;
use std::time::Duration;

/// How long typing must pause before the preview follows the link.
const PREVIEW_DELAY: Duration = Duration::from_millis(600);
const ADD_BUTTON_ID: &str = "profile-images-add";

#[component]
pub(super) fn ImageList(model: ProfileModel) -> impl IntoView {
    let fields = model.fields;
    let add = move |_| {
        let key = fields.add_image();
        request_animation_frame(move || {
            dom::focus_id(&image_input_id(key));
        });
    };
    view! {
        <fieldset class="field image-list" id=field_id(Field::Images) aria-describedby="profile-images-hint">
            <legend>{tr(Profile::FieldImages)}</legend>
            <p class="field__hint" id="profile-images-hint">{tr(Profile::ImagesHint)}</p>
            <Show when=move || fields.images.with(Vec::is_empty)>
                <p class="image-list__empty">{tr(Profile::NoImages)}</p>
            </Show>
            <ol class="image-list__rows">
                <For each=move || fields.images.get() key=|row| row.key let:row>
                    <ImageRowView model row />
                </For>
            </ol>
            <button type="button" id=ADD_BUTTON_ID class="button button--secondary" on:click=add>
                <span aria-hidden="true">"+ "</span>
                {tr(Profile::AddImage)}
            </button>
        </fieldset>
    }
}

#[component]
fn ImageRowView(model: ProfileModel, row: ImageRow) -> impl IntoView {
    let state = model.state;
    let fields = model.fields;
    let key = row.key;
    let input_id = image_input_id(key);
    let up_id = format!("{input_id}-up");
    let down_id = format!("{input_id}-down");
    let index = Memo::new(move |_| {
        fields
            .images
            .with(|rows| rows.iter().position(|row| row.key == key))
            .unwrap_or(0)
    });
    let count = Memo::new(move |_| fields.images.with(Vec::len));
    let number = move || (index.get() + 1).to_string();
    let numbered = move |message: Profile| fill(state.t(message), &[("number", &number())]);
    let error = Signal::derive(move || model.image_error(index.get()));

    // The preview follows the link after a pause in typing. A preview still waiting when the row
    // goes away is dropped with it.
    let url = row.url;
    let preview = RwSignal::new(url.get_untracked());
    let failed = RwSignal::new(false);
    let follow = {
        let url = url.clone();
        use_debounce(PREVIEW_DELAY, WhenGone::Drop, move || {
            failed.set(false);
            preview.set(url.get_untracked());
        })
    };
    let on_input = {
        let url = url.clone();
        move |event: leptos::ev::Event| {
            url.set(event_target_value(&event));
            follow.call();
        }
    };
    let preview_view = move || {
        let url = preview.get();
        match safe_http_url(&url) {
            Some(url) if !failed.get() => view! {
                <img
                    src=url.to_owned()
                    alt=numbered(Profile::ImagePreview)
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
    };

    // Focus follows the moved row: the same button, or the other one when the row reached an end and
    // the pressed button became disabled. Moving a row re-inserts its DOM node, which drops focus.
    let move_row = {
        let (up_id, down_id) = (up_id.clone(), down_id.clone());
        move |up: bool| {
            let Some(new_index) = fields.move_image(key, up) else {
                return;
            };
            let last = fields.images.with_untracked(Vec::len).saturating_sub(1);
            let at_end = if up {
                new_index == 0
            } else {
                new_index == last
            };
            let target = if up != at_end {
                up_id.clone()
            } else {
                down_id.clone()
            };
            state.announce(fill(
                state.t(Profile::ImageMoved),
                &[("number", &(new_index + 1).to_string())],
            ));
            request_animation_frame(move || {
                dom::focus_id(&target);
            });
        }
    };
    // The up and down buttons, alike but for their direction.
    let move_button = move |up: bool| {
        let (id, arrow, text, label) = if up {
            (up_id.clone(), "↑ ", Profile::MoveUp, Profile::MoveUpLabel)
        } else {
            (
                down_id.clone(),
                "↓ ",
                Profile::MoveDown,
                Profile::MoveDownLabel,
            )
        };
        let move_row = move_row.clone();
        view! {
            <button
                type="button"
                id=id
                class="button button--ghost"
                aria-label=move || numbered(label)
                disabled=move || if up { index.get() == 0 } else { index.get() + 1 >= count.get() }
                on:click=move |_| move_row(up)
            >
                <span aria-hidden="true">{arrow}</span>
                {tr(text)}
            </button>
        }
    };
    let remove = move |_| {
        let Some(index) = fields.remove_image(key) else {
            return;
        };
        model.touch(Field::Images);
        state.announce(state.t(Profile::ImageRemoved));
        // Focus goes to the row that took this place, else the one before, else "Add".
        let next = fields.image_key_at(index).or_else(|| {
            index
                .checked_sub(1)
                .and_then(|before| fields.image_key_at(before))
        });
        let target = next.map_or_else(|| ADD_BUTTON_ID.to_owned(), image_input_id);
        request_animation_frame(move || {
            dom::focus_id(&target);
        });
    };

    let described = {
        let input_id = input_id.clone();
        move || described_by(&input_id, false, error.with(Option::is_some))
    };
    view! {
        <li class="image-row" class:field--invalid=move || error.with(Option::is_some)>
            <div class="image-row__preview">{preview_view}</div>
            <div class="image-row__body">
                <label for=input_id.clone()>{move || numbered(Profile::ImageLabel)}</label>
                <input
                    id=input_id.clone()
                    type="url"
                    inputmode="url"
                    autocomplete="photo"
                    prop:value=move || url.get()
                    on:input=on_input
                    on:blur=move |_| model.touch(Field::Images)
                    aria-invalid=move || error.with(Option::is_some).then_some("true")
                    aria-describedby=described
                />
                <FieldError id=input_id.clone() error />
                <div class="image-row__actions">
                    {move_button(true)}
                    {move_button(false)}
                    <button
                        type="button"
                        class="button button--danger"
                        aria-label=move || numbered(Profile::RemoveLabel)
                        on:click=remove
                    >
                        {tr(Profile::Remove)}
                    </button>
                </div>
            </div>
        </li>
    }
}
