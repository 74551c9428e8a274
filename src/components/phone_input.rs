//! A phone number as a country calling-code selector plus the national number, the shape the API's
//! international format needs (`+56 9 8765 4321`). Used by the job seeker profile; the client
//! profile form writes the same structure as markup (`dynamic_form`'s phone control), with the same
//! ids (`dynamic_form::field_ids::code_id`) and the same hidden form for the selectors
//! (`dynamic_form::field_ids::CALLING_CODES_FORM`).
//!
//! It goes inside a [`FieldGroup`](crate::components::field::FieldGroup) (`class=`[`GROUP_CLASS`]),
//! whose `<legend>` is the visible label and also names the number box (`aria-labelledby`); the
//! selector has its own visually hidden label ("Country code"). The hint and the error are tied to
//! both controls with `aria-describedby`; the number box carries `aria-invalid`, `aria-errormessage` and
//! `aria-required`.

mod code_select;

use crate::components::field::{label_id, use_field, Wiring};
use crate::i18n::Phone;
use crate::session::tr;
use code_select::code_select;
use dynamic_form::field_ids::{code_id, put_calling_codes_form};
use leptos::prelude::*;
use text_rules::phone_entry;
use wasm_bindgen::JsCast;

/// The classes of the phone's `<fieldset>`: `<FieldGroup wiring class=GROUP_CLASS>`.
pub const GROUP_CLASS: &str = "field phone-field";

/// A calling-code selector and a national-number box, inside a `<FieldGroup class=GROUP_CLASS>`:
/// the number box has the field's id, the selector `{id}-code`.
///
/// The selector's first screen holds only the selected country (or a "Code" placeholder); the full
/// list of about 250 countries follows in the task after the first paint, or at once if the selector
/// is focused or pressed before that (`pointerdown` and `focus` come before the browser's picker). So
/// the page appears without waiting for 250 `<option>`s, and autofill and scripts that choose an option
/// without focusing the selector find every country a moment later
/// (docs/performance.md#short-lists-on-the-first-screen).
///
/// A number pasted, dropped or autofilled with its code (`+56 9 8765 4321`, `0056 …`) moves the code to
/// the selector at once; one typed that way moves it when the user leaves the box, so the text never
/// jumps while they type. The field's `on_blur` runs when the focus leaves the two controls, not when
/// it moves between them.
#[component]
pub fn PhoneInput(
    /// Calling code digits, e.g. `56`; empty when none is chosen.
    calling_code: RwSignal<String>,
    /// The number as typed.
    national: RwSignal<String>,
) -> impl IntoView {
    let field = use_field();
    // The numbering plans the number is judged by (`text_rules::numbering`), fetched once.
    crate::browser::phone_plans::load_once();
    // The hidden form that owns the selector, as the client form's phones have it.
    put_calling_codes_form(&document());
    // Several countries share a code (+1, +7, +44…): the one picked is remembered, so choosing Canada
    // does not show as the United States.
    let chosen_iso = RwSignal::new(None::<&'static str>);
    let select_id = code_id(field.id());

    // `focusout` bubbles and says where focus goes: moving between the two controls is not leaving.
    // The listener is on the box around the two, the only controls of the field that take the focus.
    let leave = field.leave();
    let on_group_focusout = move |event: web_sys::FocusEvent| {
        let group = event
            .current_target()
            .and_then(|target| target.dyn_into::<web_sys::Node>().ok());
        let next = event
            .related_target()
            .and_then(|target| target.dyn_into::<web_sys::Node>().ok());
        let stays_inside = match (group, next) {
            (Some(group), Some(next)) => group.contains(Some(&next)),
            _ => false,
        };
        if !stays_inside {
            leave();
        }
    };

    view! {
        // The label is here, not in `code_select`: with `erase_components` a `view!` of two roots is
        // a list, which would add a marker comment to the DOM.
        <div class="phone" on:focusout=on_group_focusout>
            <label class="visually-hidden" for=select_id.clone()>{tr(Phone::CountryCode)}</label>
            {code_select(&field, select_id, calling_code, chosen_iso)}
            {number_box(&field, calling_code, national, chosen_iso)}
        </div>
    }
}

/// The national number's box. A number that comes with its code gives the code to the selector:
/// pasted, dropped or autofilled at once, typed when the user leaves the box.
fn number_box(
    field: &Wiring,
    calling_code: RwSignal<String>,
    national: RwSignal<String>,
    chosen_iso: RwSignal<Option<&'static str>>,
) -> impl IntoView {
    let id = field.id().to_owned();
    let take_code_from_number = move |text: &str| -> bool {
        match phone_entry::split_pasted(text, crate::browser::phone_plans::installed()) {
            Some((code, rest)) => {
                chosen_iso.set(None);
                calling_code.set(code);
                national.set(rest);
                true
            }
            None => false,
        }
    };
    let on_number_input = move |event: leptos::ev::Event| {
        let text = event_target_value(&event);
        let input_type = event
            .dyn_ref::<web_sys::InputEvent>()
            .map(web_sys::InputEvent::input_type);
        if phone_entry::splits_on_input(input_type.as_deref()) && take_code_from_number(&text) {
            return;
        }
        national.set(text);
    };
    let on_number_blur = move |_| {
        let text = national.get_untracked();
        take_code_from_number(&text);
    };
    view! {
        <input
            id=id.clone()
            type="tel"
            autocomplete="tel"
            prop:value=move || national.get()
            on:input=on_number_input
            on:blur=on_number_blur
            aria-labelledby=label_id(&id)
            aria-invalid=field.aria_invalid()
            aria-errormessage=field.aria_errormessage()
            aria-required=field.aria_required()
            aria-describedby=field.aria_describedby(false)
        />
    }
}
