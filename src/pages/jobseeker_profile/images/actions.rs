//! A link row's buttons: move it up, move it down, remove it. Each is named with the row's number,
//! and after a press the focus goes where the user can carry on.

use super::{RowPlace, ADD_BUTTON_ID};
use crate::browser::dom;
use crate::i18n::{fill, Profile};
use crate::logic::jobseeker_form::Field;
use crate::pages::jobseeker_profile::fields::image_input_id;
use crate::pages::jobseeker_profile::model::ProfileModel;
use crate::session::tr;
use leptos::prelude::*;

/// The id of a row's up or down button; it stays with the row when it moves.
fn move_button_id(key: u32, up: bool) -> String {
    let input_id = image_input_id(key);
    if up {
        format!("{input_id}-up")
    } else {
        format!("{input_id}-down")
    }
}

pub(super) fn row_actions(model: ProfileModel, key: u32, place: RowPlace) -> impl IntoView {
    let fields = model.fields;
    let count = Memo::new(move |_| fields.images.with(Vec::len));
    view! {
        <div class="image-row__actions">
            {move_button(model, key, place, count, true)}
            {move_button(model, key, place, count, false)}
            <button
                type="button"
                class="button button--danger"
                aria-label=move || place.numbered(Profile::RemoveLabel)
                on:click=move |_| remove_row(model, key)
            >
                {tr(Profile::Remove)}
            </button>
        </div>
    }
}

/// The up and down buttons, alike but for their direction; each is disabled at its end of the list.
fn move_button(
    model: ProfileModel,
    key: u32,
    place: RowPlace,
    count: Memo<usize>,
    up: bool,
) -> impl IntoView {
    let index = place.index;
    let (arrow, text, label) = if up {
        ("↑ ", Profile::MoveUp, Profile::MoveUpLabel)
    } else {
        ("↓ ", Profile::MoveDown, Profile::MoveDownLabel)
    };
    view! {
        <button
            type="button"
            id=move_button_id(key, up)
            class="button button--ghost"
            aria-label=move || place.numbered(label)
            disabled=move || if up { index.get() == 0 } else { index.get() + 1 >= count.get() }
            on:click=move |_| move_row(model, key, up)
        >
            <span aria-hidden="true">{arrow}</span>
            {tr(text)}
        </button>
    }
}

/// Focus follows the moved row: the same button, or the other one when the row reached an end and
/// the pressed button became disabled. Moving a row re-inserts its DOM node, which drops focus.
fn move_row(model: ProfileModel, key: u32, up: bool) {
    let (fields, state) = (model.fields, model.state);
    let Some(new_index) = fields.move_image(key, up) else {
        return;
    };
    let last = fields.images.with_untracked(Vec::len).saturating_sub(1);
    let at_end = if up {
        new_index == 0
    } else {
        new_index == last
    };
    let target = move_button_id(key, up != at_end);
    state.announce(fill(
        state.t(Profile::ImageMoved),
        &[("number", &(new_index + 1).to_string())],
    ));
    request_animation_frame(move || {
        dom::focus_id(&target);
    });
}

/// Focus goes to the row that took this place, else the one before, else "Add".
fn remove_row(model: ProfileModel, key: u32) {
    let (fields, state) = (model.fields, model.state);
    let Some(index) = fields.remove_image(key) else {
        return;
    };
    model.touch(Field::Images);
    state.announce(state.t(Profile::ImageRemoved));
    let next = fields.image_key_at(index).or_else(|| {
        index
            .checked_sub(1)
            .and_then(|before| fields.image_key_at(before))
    });
    let target = next.map_or_else(|| ADD_BUTTON_ID.to_owned(), image_input_id);
    request_animation_frame(move || {
        dom::focus_id(&target);
    });
}
