//! A link row's buttons: move it up, move it down, remove it. Each is named with the row's number;
//! what a press does (and where the focus goes after it) is the list's.

use super::rows::RowPlace;
use crate::i18n::{Profile, Translate};
use leptos::ev::MouseEvent;
use leptos::prelude::*;

/// Which of a row's buttons was pressed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RowPress {
    /// Move up (`true`) or down.
    Move {
        up: bool,
    },
    Remove,
}

/// The buttons of the row at `place`, in a list of `count` rows; the move buttons have the ids
/// `move_ids` (up, down), which stay with the row, so the focus can follow it. Each is disabled at
/// its end of the list.
pub fn row_actions(
    place: RowPlace,
    count: Memo<usize>,
    move_ids: (String, String),
    press: impl Fn(RowPress, &MouseEvent) + Clone + 'static,
) -> impl IntoView {
    let remove = press.clone();
    view! {
        <div class="image-row__actions">
            {move_button(place, count, move_ids.0, true, press.clone())}
            {move_button(place, count, move_ids.1, false, press)}
            <button
                type="button"
                class="button button--danger"
                aria-label=move || place.numbered(Profile::RemoveLabel)
                on:click=move |event| remove(RowPress::Remove, &event)
            >
                {move || Profile::Remove.text(place.lang.get())}
            </button>
        </div>
    }
}

/// The up and down buttons, alike but for their direction.
fn move_button(
    place: RowPlace,
    count: Memo<usize>,
    id: String,
    up: bool,
    press: impl Fn(RowPress, &MouseEvent) + 'static,
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
            id=id
            class="button button--ghost"
            aria-label=move || place.numbered(label)
            disabled=move || if up { index.get() == 0 } else { index.get() + 1 >= count.get() }
            on:click=move |event| press(RowPress::Move { up }, &event)
        >
            <span aria-hidden="true">{arrow}</span>
            {move || text.text(place.lang.get())}
        </button>
    }
}
