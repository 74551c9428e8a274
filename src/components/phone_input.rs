//! A phone number as a country calling-code selector plus the national number, the shape the API's
//! international format needs (`+56 9 8765 4321`). Used by the job seeker profile and, many times over,
//! by the client profile form, so each instance is kept cheap.
//!
//! Both controls are labelled: the group's visible label is the `<legend>`, which also names the number
//! box (`aria-labelledby`), and the selector has its own visually hidden label ("Country code"). The
//! hint and the error are tied to both with `aria-describedby`; the number box carries `aria-invalid`
//! and `aria-required`.

use crate::components::field::{
    described_by, hint_id, listed_after_first_paint, required_mark, FieldError,
};
use crate::i18n::{code_placeholder, Phone};
use crate::logic::countries::{self, Country};
use crate::logic::phone_entry;
use crate::session::tr;
use crate::session::use_app;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A calling-code selector and a national-number box inside a `<fieldset>`.
///
/// The selector's first screen holds only the selected country (or a "Code" placeholder); the full
/// list of about 250 countries follows in the task after the first paint, or at once if the selector
/// is focused or pressed before that (`pointerdown` and `focus` come before the browser's picker). So
/// the page appears without waiting for 250 `<option>`s, and autofill and scripts that choose an option
/// without focusing the selector find every country a moment later.
///
/// A number pasted, dropped or autofilled with its code (`+56 9 8765 4321`, `0056 …`) moves the code to
/// the selector at once; one typed that way moves it when the user leaves the box, so the text never
/// jumps while they type.
#[component]
pub fn PhoneInput(
    /// The id of the number box; the selector gets `{id}-code`.
    #[prop(into)]
    id: String,
    #[prop(into)] label: Signal<String>,
    /// Calling code digits, e.g. `56`; empty when none is chosen.
    calling_code: RwSignal<String>,
    /// The number as typed.
    national: RwSignal<String>,
    #[prop(optional, into)] error: Signal<Option<String>>,
    #[prop(optional, into)] hint: Option<Signal<String>>,
    #[prop(optional, into)] required: Signal<bool>,
    /// Called when focus leaves the group (not when it moves between the selector and the box).
    #[prop(optional, into)]
    on_blur: Option<Callback<()>>,
) -> impl IntoView {
    let state = use_app();
    // The numbering plans the number is judged by (`logic::numbering`), fetched once.
    crate::browser::phone_plans::load_once();
    let has_hint = hint.is_some();
    let legend_id = format!("{id}-label");
    let select_id = format!("{id}-code");
    // Several countries share a code (+1, +7, +44…): the one picked is remembered, so choosing Canada
    // does not show as the United States.
    let chosen_iso = RwSignal::new(None::<&'static str>);
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
    let take_code_from_number = move |text: &str| -> bool {
        match phone_entry::split_pasted(text) {
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
    // `focusout` bubbles and says where focus goes: moving between the two controls is not leaving.
    let on_group_focusout = move |event: web_sys::FocusEvent| {
        let Some(on_blur) = on_blur else { return };
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
            on_blur.run(());
        }
    };

    let described = {
        let id = id.clone();
        move || described_by(&id, has_hint, error.with(Option::is_some))
    };
    view! {
        <fieldset
            class="field phone-field"
            class:field--invalid=move || error.with(Option::is_some)
            on:focusout=on_group_focusout
        >
            <legend id=legend_id.clone()>{move || label.get()} {required_mark(required)}</legend>
            {hint.map(|hint| view! { <p class="field__hint" id=hint_id(&id)>{move || hint.get()}</p> })}
            <div class="phone">
                <label class="visually-hidden" for=select_id.clone()>{tr(Phone::CountryCode)}</label>
                <select
                    id=select_id
                    autocomplete="tel-country-code"
                    prop:value=move || selected_country().map_or("", |country| country.iso)
                    on:focus=move |_| expand()
                    on:pointerdown=move |_| expand()
                    on:change=on_code_change
                    aria-describedby=described.clone()
                >
                    {options}
                </select>
                <input
                    id=id.clone()
                    type="tel"
                    autocomplete="tel"
                    prop:value=move || national.get()
                    on:input=on_number_input
                    on:blur=on_number_blur
                    aria-labelledby=legend_id
                    aria-invalid=move || error.with(Option::is_some).then_some("true")
                    aria-required=move || required.get().then_some("true")
                    aria-describedby=described
                />
            </div>
            <FieldError id=id.clone() error />
        </fieldset>
    }
}

fn country_option(country: &'static Country, selected: bool) -> impl IntoView {
    view! {
        <option value=country.iso selected=selected>
            {countries::option_label(country)}
        </option>
    }
}
