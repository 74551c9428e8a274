//! The profile form, in create mode (no record yet) or edit mode. Field rules live in
//! `logic::jobseeker_form`; this file only lays the controls out and ties them to the model.

use super::images::ImageList;
use super::model::{ProfileModel, SAVE_BUTTON_ID};
use crate::browser::phone_plans;
use crate::components::busy_button::BusyButton;
use crate::components::error_summary::{error_summary, Problem};
use crate::components::errors::{ErrorBox, Heard};
// `field::Field` by its path: `Field` alone is the profile's field (`logic::jobseeker_form`).
use crate::components::field::{self, listed_on_first_use, use_field, FieldGroup, TextInput};
use crate::components::later::Later;
use crate::components::phone_input::{PhoneInput, GROUP_CLASS};
use crate::components::shell::mark_title_with_errors;
use crate::i18n::{field_error_text, field_label, fill, gender_label, Profile, Translate};
use crate::logic::gender::Gender;
use crate::logic::jobseeker_form::{Field, FieldError as FormError};
use crate::logic::lang::Lang;
use crate::session::tr;
use leptos::prelude::*;
use text_rules::countries;

#[component]
pub(super) fn ProfileForm(model: ProfileModel) -> impl IntoView {
    let state = model.state;
    let fields = model.fields;
    let on_submit = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        model.submit();
    };
    let retry = Callback::new(move |()| model.retry());
    let creating = move || model.is_creating();
    let wiring = move |field: Field| model.wiring(field);
    mark_title_with_errors(Signal::derive(move || {
        model.submit_attempted.get() && model.visible_errors.with(|errors| !errors.is_empty())
    }));

    view! {
        <section class="card profile-form" aria-labelledby="profile-form-title">
            <h2 id="profile-form-title" tabindex="-1">
                {move || state.t(if creating() { Profile::FormTitleCreate } else { Profile::FormTitleEdit })}
            </h2>
            <p class="field__hint">
                {move || if creating() {
                    state.t(Profile::RequiredNote).to_string()
                } else {
                    [state.t(Profile::EditNote), state.t(Profile::RequiredNote)].join(" ")
                }}
            </p>
            {move || (model.draft_restored.get() && model.dirty.get()).then(|| view! {
                <div class="alert alert--info">{tr(Profile::DraftRestored)}</div>
            })}
            {move || {
                let problems = problems(model);
                let total = problems.len();
                error_summary(problems, total, state.lang.get())
            }}
            // The controls come in groups, built after the first paint (`Later`), a few to a task
            // at most, so that a phone's main thread is never held long:
            // docs/performance.md#pages-built-in-parts.
            <form novalidate on:submit=on_submit aria-busy=move || model.saving.get().then_some("true")>
                <field::Field wiring=wiring(Field::Name)><TextInput value=fields.name autocomplete="name" /></field::Field>
                <FieldGroup wiring=wiring(Field::Phone) class=GROUP_CLASS>
                    <PhoneInput calling_code=fields.calling_code national=fields.phone_national />
                </FieldGroup>
                <Later>
                    <field::Field wiring=wiring(Field::ContactEmail)><TextInput value=fields.contact_email input_type="email" autocomplete="email" /></field::Field>
                    <field::Field wiring=wiring(Field::Address)><TextInput value=fields.address autocomplete="street-address" /></field::Field>
                </Later>
                <Later>
                    <field::Field wiring=wiring(Field::Country)><CountryInput value=fields.country /></field::Field>
                    <field::Field wiring=wiring(Field::City)><TextInput value=fields.city autocomplete="address-level2" /></field::Field>
                </Later>
                <Later>
                    {move || model.gender_enabled.get().then(|| view! {
                        <field::Field wiring=wiring(Field::Gender)><GenderSelect model /></field::Field>
                    })}
                    <field::Field wiring=wiring(Field::DateOfBirth)><TextInput value=fields.date_of_birth input_type="date" autocomplete="bday" /></field::Field>
                    <field::Field wiring=wiring(Field::Resume)><TextInput value=fields.resume_url input_type="url" inputmode="url" /></field::Field>
                </Later>
                <Later>
                    <ImageList model />
                </Later>
                <Later>
                    {move || model.notice.get().map(|notice| view! {
                        <div class="alert alert--success profile-form__notice">{state.t(notice)}</div>
                    })}
                    {move || model.waiting.get().then(|| view! {
                        <div class="alert alert--info profile-form__notice" data-testid="pending-save">
                            {tr(Profile::SavedOffline)}
                        </div>
                    })}
                    {move || model.server_error.get().map(|error| {
                        let heard = if model.server_error_asked.get_value() { Heard::ByFocus } else { Heard::Announced };
                        view! { <ErrorBox error on_retry=retry heard /> }
                    })}
                    <div class="button-row profile-form__actions">
                        <BusyButton
                            kind="submit"
                            class="button button--primary"
                            id=SAVE_BUTTON_ID
                            busy=model.saving
                            label=Signal::derive(move || {
                                let message = if creating() { Profile::SubmitCreate } else { Profile::SubmitEdit };
                                state.t(message).to_string()
                            })
                            busy_note=state.t_signal(Profile::Saving)
                        />
                        {move || model.dirty.get().then(|| view! {
                            <button
                                type="button"
                                class="button button--secondary"
                                disabled=move || model.saving.get()
                                on:click=move |_| model.discard_draft()
                            >
                                {tr(Profile::DiscardDraft)}
                            </button>
                        })}
                    </div>
                </Later>
            </form>
        </section>
    }
}

/// After a submit attempt: every problem, each with the control it belongs to.
fn problems(model: ProfileModel) -> Vec<Problem> {
    if !model.submit_attempted.get() {
        return Vec::new();
    }
    let lang = model.state.lang.get();
    model
        .visible_errors
        .get()
        .into_iter()
        .map(|(field, error)| {
            let message = field_error_text(error, lang, phone_plans::installed());
            let label = field_label(field).text(lang);
            let line = match error {
                // An image error already names its picture.
                FormError::Image { .. } => message,
                FormError::Required => {
                    fill(Profile::SummaryRequired.text(lang), &[("field", label)])
                }
                _ => format!("{label}: {message}"),
            };
            Problem {
                target: model.error_target(field, error),
                line,
            }
        })
        .collect()
}

/// The country as its English name (the API takes the name), typed with suggestions from the country
/// table, inside its [`field::Field`]. An unknown name is reported by the form rules.
#[component]
fn CountryInput(value: RwSignal<String>) -> impl IntoView {
    let field = use_field();
    let id = field.id().to_owned();
    let list_id = format!("{id}-list");
    let leave = field.leave();
    // The suggestions (every country) are listed when the box is first focused or pressed: built
    // with the page, they would be over half of its elements and slow its first render
    // (docs/performance.md#short-lists-on-the-first-screen).
    let (suggest, open) = listed_on_first_use();
    let suggestions = move || {
        suggest.get().then(|| {
            countries::all()
                .iter()
                .map(|country| view! { <option value=country.name></option> })
                .collect_view()
        })
    };
    view! {
        <input
            id=id
            type="text"
            list=list_id.clone()
            autocomplete="country-name"
            prop:value=move || value.get()
            on:input=move |event| value.set(event_target_value(&event))
            on:focus=move |_| open()
            on:pointerdown=move |_| open()
            on:blur=move |_| leave()
            aria-invalid=field.aria_invalid()
            aria-errormessage=field.aria_errormessage()
            aria-required=field.aria_required()
            aria-describedby=field.aria_describedby(false)
        />
        <datalist id=list_id>{suggestions}</datalist>
    }
}

/// Gender, asked only when the tenant enables it, inside its [`field::Field`]. The choices read in
/// the UI language; the code sent follows it too (`logic::gender`). Once a gender is saved there is no
/// empty choice, since an update cannot clear a field.
#[component]
fn GenderSelect(model: ProfileModel) -> impl IntoView {
    let state = model.state;
    let field = use_field();
    let value = model.fields.gender;
    let none_saved = move || {
        model
            .record_values
            .with(|on_record| on_record.gender.is_none())
    };
    let on_change = move |event: leptos::ev::Event| {
        value.set(Gender::from_code(&event_target_value(&event)));
        model.touch(Field::Gender);
    };
    // The option values are the English codes: stable whatever the UI language.
    let option_value = |gender: Gender| gender.code(Lang::En);
    view! {
        <select
            id=field.id().to_owned()
            autocomplete="sex"
            on:change=on_change
            prop:value=move || value.get().map_or("", option_value)
            aria-invalid=field.aria_invalid()
            aria-errormessage=field.aria_errormessage()
            aria-required=field.aria_required()
            aria-describedby=field.aria_describedby(true)
        >
            {move || none_saved().then(|| view! {
                <option value="" selected=move || value.with(Option::is_none)>
                    {tr(Profile::GenderChoose)}
                </option>
            })}
            {Gender::ALL
                .into_iter()
                .map(|gender| view! {
                    <option value=option_value(gender) selected=move || value.get() == Some(gender)>
                        {move || state.t(gender_label(gender))}
                    </option>
                })
                .collect_view()}
        </select>
    }
}
