//! A phone's calling-code selector. Its first screen holds only the selected country (or a "Code"
//! placeholder); the whole list follows after the first paint, or at once when the selector is
//! focused or pressed (`listed_after_first_paint`).

use crate::components::field::{listed_after_first_paint, Wiring};
use crate::i18n::code_placeholder;
use crate::session::use_app;
use dynamic_form::field_ids::CALLING_CODES_FORM;
use leptos::prelude::*;
use text_rules::countries::{self, Country};

/// The selector, with the id `select_id`; `chosen_iso` is the country picked among those sharing
/// the code.
pub(super) fn code_select(
    field: &Wiring,
    select_id: String,
    calling_code: RwSignal<String>,
    chosen_iso: RwSignal<Option<&'static str>>,
) -> impl IntoView {
    let state = use_app();
    let (expanded, expand) = listed_after_first_paint();

    let selected_country = move || -> Option<&'static Country> {
        calling_code.with(|code| countries::shown_for_code(code, chosen_iso.get()))
    };
    let placeholder_text =
        move || calling_code.with(|code| code_placeholder(code, state.lang.get()));
    let options = move || {
        if expanded.get() {
            // Rendered once; later changes go through `prop:value` below.
            let current = untrack(selected_country).map(|country| country.iso);
            view! {
                <option value="" selected=current.is_none()>{untrack(placeholder_text)}</option>
                {countries::all()
                    .iter()
                    .map(|country| country_option(country, current == Some(country.iso)))
                    .collect_view()}
            }
            .into_any()
        } else {
            match selected_country() {
                Some(country) => country_option(country, true).into_any(),
                None => {
                    view! { <option value="" selected=true>{placeholder_text}</option> }.into_any()
                }
            }
        }
    };
    let on_code_change =
        move |event: leptos::ev::Event| match countries::by_iso(&event_target_value(&event)) {
            Some(country) => {
                chosen_iso.set(Some(country.iso));
                calling_code.set(country.calling_code.to_string());
            }
            None => {
                chosen_iso.set(None);
                calling_code.set(String::new());
            }
        };

    view! {
        <select
            id=select_id
            form=CALLING_CODES_FORM
            autocomplete="tel-country-code"
            prop:value=move || selected_country().map_or("", |country| country.iso)
            on:focus=move |_| expand()
            on:pointerdown=move |_| expand()
            on:change=on_code_change
            // A dropdown has no required state in the accessibility tree: a required phone's
            // selector says it in words, as its number box says it with its state.
            aria-describedby=field.aria_describedby(true)
        >
            {options}
        </select>
    }
}

fn country_option(country: &'static Country, selected: bool) -> impl IntoView {
    view! {
        <option value=country.iso selected=selected>
            {countries::option_label(country)}
        </option>
    }
}
