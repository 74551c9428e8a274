//! What a link row's buttons do (`components::profile_form::picture_links::buttons`): move the row
//! up or down, remove it; after a press the focus goes where the user can carry on.

use super::ADD_BUTTON_ID;
use crate::browser::dom;
use crate::components::profile_form::picture_links::buttons::{self, RowPress};
use crate::components::profile_form::picture_links::rows::RowPlace;
use crate::i18n::{fill, Profile};
use crate::logic::jobseeker_form::Field;
use crate::pages::jobseeker_profile::fields::image_input_id;
use crate::pages::jobseeker_profile::model::ProfileModel;
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
    let count = Memo::new(move |_| fields.images.rows.with(Vec::len));
    let move_ids = (move_button_id(key, true), move_button_id(key, false));
    buttons::row_actions(place, count, move_ids, move |press, _| match press {
        RowPress::Move { up } => move_row(model, key, up),
        RowPress::Remove => remove_row(model, key),
    })
}

/// Focus follows the moved row: the same button, or the other one when the row reached an end and
/// the pressed button became disabled. Moving a row re-inserts its DOM node, which drops focus.
fn move_row(model: ProfileModel, key: u32, up: bool) {
    let (fields, state) = (model.fields, model.state);
    let Some(new_index) = fields.images.move_row(key, up) else {
        return;
    };
    let target = move_button_id(key, fields.images.button_after_move(new_index, up));
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
    let Some(index) = fields.images.remove(key) else {
        return;
    };
    model.touch(Field::Images);
    state.announce(state.t(Profile::ImageRemoved));
    let next = fields.images.key_after_removal(index);
    let target = next.map_or_else(|| ADD_BUTTON_ID.to_owned(), image_input_id);
    request_animation_frame(move || {
        dom::focus_id(&target);
    });
}
