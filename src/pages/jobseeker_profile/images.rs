//! The profile picture links: a list with live previews, rows added, removed and moved with labelled
//! buttons. Previews load only http(s) URLs, and only once the user pauses typing, so a half-typed
//! address does not fire requests.

mod actions;

use super::fields::{field_id, image_input_id};
use super::model::ProfileModel;
use crate::browser::dom;
use crate::components::field::{described_by, error_id, FieldError};
use crate::components::profile_form::picture_links::preview::Preview;
use crate::components::profile_form::picture_links::rows::{PictureRow, RowPlace};
use crate::i18n::Profile;
use crate::logic::jobseeker_form::Field;
use crate::session::tr;
use browser_timing::pointer::after_press;
use leptos::prelude::*;

const ADD_BUTTON_ID: &str = "profile-images-add";

#[component]
pub(super) fn ImageList(model: ProfileModel) -> impl IntoView {
    let fields = model.fields;
    let add = move |_| {
        let key = fields.images.add();
        request_animation_frame(move || {
            dom::focus_id(&image_input_id(key));
        });
    };
    view! {
        <fieldset class="field image-list" id=field_id(Field::Images) aria-describedby="profile-images-hint">
            <legend>{tr(Profile::FieldImages)}</legend>
            <p class="field__hint" id="profile-images-hint">{tr(Profile::ImagesHint)}</p>
            {move || fields.images.rows.with(Vec::is_empty).then(|| view! {
                <p class="image-list__empty">{tr(Profile::NoImages)}</p>
            })}
            <ol class="image-list__rows">
                <For each=move || fields.images.rows.get() key=|row| row.key let:row>
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

/// One link: its preview, its labelled box with its error, and the buttons that move or remove it.
#[component]
fn ImageRowView(model: ProfileModel, row: PictureRow) -> impl IntoView {
    let fields = model.fields;
    let key = row.key;
    let input_id = image_input_id(key);
    let index = Memo::new(move |_| {
        fields
            .images
            .rows
            .with(|rows| rows.iter().position(|row| row.key == key))
            .unwrap_or(0)
    });
    let place = RowPlace {
        lang: model.state.lang,
        index,
    };
    let error = Signal::derive(move || model.image_error(index.get()));

    let url = row.url;
    let (preview, on_input) = Preview::of_typed(url.clone());
    let described = {
        let input_id = input_id.clone();
        move || described_by(&input_id, None, false, error.with(Option::is_some))
    };
    let error_message = {
        let input_id = input_id.clone();
        move || error.with(Option::is_some).then(|| error_id(&input_id))
    };
    view! {
        <li class="image-row" class:field--invalid=move || error.with(Option::is_some)>
            <div class="image-row__preview">{preview.view(place)}</div>
            <div class="image-row__body">
                <label for=input_id.clone()>{move || place.numbered(Profile::ImageLabel)}</label>
                <input
                    id=input_id.clone()
                    type="url"
                    inputmode="url"
                    autocomplete="photo"
                    prop:value=move || url.get()
                    on:input=on_input
                    on:blur=move |_| after_press(move || model.touch(Field::Images))
                    aria-invalid=move || error.with(Option::is_some).then_some("true")
                    aria-errormessage=error_message
                    aria-describedby=described
                />
                <FieldError id=input_id.clone() error />
                {actions::row_actions(model, key, place)}
            </div>
        </li>
    }
}
