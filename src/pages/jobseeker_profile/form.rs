//! The profile form, in create mode (no record yet) or edit mode. Field rules live in
//! `logic::jobseeker_form`; this file only lays the controls out and ties them to the model.

use super::fields::field_id;
use super::images::ImageList;
use super::model::ProfileModel;
use crate::browser::dom;
use crate::components::errors::ErrorBox;
use crate::components::field::{described_by, hint_id, listed_on_first_use, FieldError, TextField};
use crate::components::later::Later;
use crate::components::phone_input::PhoneInput;
use crate::i18n::{field_error_text, field_label, fill, gender_label, Common, Profile, Translate};
use crate::logic::countries;
use crate::logic::gender::Gender;
use crate::logic::jobseeker_form::{Field, FieldError as FormError};
use crate::logic::lang::Lang;
use crate::session::tr;
use leptos::prelude::*;

#[component]
pub(super) fn ProfileForm(model: ProfileModel) -> impl IntoView {
    let state = model.state;
    let fields = model.fields;
    let text = move |message: Profile| Signal::derive(move || state.t(message).to_string());
    let label = move |field: Field| Signal::derive(move || state.t(field_label(field)).to_string());
    let error = move |field: Field| Signal::derive(move || model.error_for(field));
    let required = move |field: Field| Signal::derive(move || model.is_required(field));
    let touch = move |field: Field| Callback::new(move |()| model.touch(field));
    let on_submit = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        model.submit();
    };
    let retry = Callback::new(move |()| model.submit());
    let creating = move || model.is_creating();

    view! {
        <section class="card profile-form" aria-labelledby="profile-form-title">
            <h2 id="profile-form-title" tabindex="-1">
                {move || state.t(if creating() { Profile::FormTitleCreate } else { Profile::FormTitleEdit })}
            </h2>
            <p class="field__hint">
                {move || state.t(if creating() { Profile::RequiredNote } else { Profile::EditNote })}
            </p>
            <Show when=move || model.draft_restored.get() && model.dirty.get()>
                <div class="alert alert--info">{tr(Profile::DraftRestored)}</div>
            </Show>
            <ErrorSummary model />
            // The controls come in groups, each built in a task of its own (`Later`): on a phone a
            // single task for the whole form blocked the main thread for over 150 ms.
            <form novalidate on:submit=on_submit aria-busy=move || model.saving.get().then_some("true")>
                <TextField
                    id=field_id(Field::Name)
                    label=label(Field::Name)
                    value=fields.name
                    autocomplete="name"
                    error=error(Field::Name)
                    required=required(Field::Name)
                    on_blur=touch(Field::Name)
                />
                <PhoneInput
                    id=field_id(Field::Phone)
                    label=label(Field::Phone)
                    calling_code=fields.calling_code
                    national=fields.phone_national
                    error=error(Field::Phone)
                    hint=text(Profile::PhoneHint)
                    required=required(Field::Phone)
                    on_blur=touch(Field::Phone)
                />
                <Later>
                    <TextField
                        id=field_id(Field::ContactEmail)
                        label=label(Field::ContactEmail)
                        value=fields.contact_email
                        input_type="email"
                        autocomplete="email"
                        hint=text(Profile::ContactEmailHint)
                        error=error(Field::ContactEmail)
                        required=required(Field::ContactEmail)
                        on_blur=touch(Field::ContactEmail)
                    />
                    <TextField
                        id=field_id(Field::Address)
                        label=label(Field::Address)
                        value=fields.address
                        autocomplete="street-address"
                        hint=text(Profile::AddressHint)
                        error=error(Field::Address)
                        required=required(Field::Address)
                        on_blur=touch(Field::Address)
                    />
                </Later>
                <Later>
                    <CountryField model />
                    <TextField
                        id=field_id(Field::City)
                        label=label(Field::City)
                        value=fields.city
                        autocomplete="address-level2"
                        hint=text(Profile::CityHint)
                        error=error(Field::City)
                        required=required(Field::City)
                        on_blur=touch(Field::City)
                    />
                </Later>
                <Later>
                    <Show when=move || model.gender_enabled.get()>
                        <GenderField model />
                    </Show>
                    <TextField
                        id=field_id(Field::DateOfBirth)
                        label=label(Field::DateOfBirth)
                        value=fields.date_of_birth
                        input_type="date"
                        autocomplete="bday"
                        error=error(Field::DateOfBirth)
                        required=required(Field::DateOfBirth)
                        on_blur=touch(Field::DateOfBirth)
                    />
                    <TextField
                        id=field_id(Field::Resume)
                        label=label(Field::Resume)
                        value=fields.resume_url
                        input_type="url"
                        inputmode="url"
                        hint=text(Profile::ResumeHint)
                        error=error(Field::Resume)
                        required=required(Field::Resume)
                        on_blur=touch(Field::Resume)
                    />
                </Later>
                <Later>
                    <ImageList model />
                </Later>
                <Later>
                    {move || model.notice.get().map(|notice| view! {
                        <div class="alert alert--success profile-form__notice">{state.t(notice)}</div>
                    })}
                    <Show when=move || model.waiting.get()>
                        <div class="alert alert--info profile-form__notice" data-testid="pending-save">
                            {tr(Profile::SavedOffline)}
                        </div>
                    </Show>
                    {move || model.server_error.get().map(|error| view! { <ErrorBox error on_retry=retry /> })}
                    <div class="button-row profile-form__actions">
                        <button type="submit" class="button button--primary" disabled=move || model.saving.get()>
                            <Show when=move || model.saving.get()>
                                <span class="spinner" aria-hidden="true"></span>
                            </Show>
                            {move || {
                                let message = if model.saving.get() {
                                    Profile::Saving
                                } else if creating() {
                                    Profile::SubmitCreate
                                } else {
                                    Profile::SubmitEdit
                                };
                                state.t(message)
                            }}
                        </button>
                        <Show when=move || model.dirty.get()>
                            <button
                                type="button"
                                class="button button--secondary"
                                disabled=move || model.saving.get()
                                on:click=move |_| model.discard_draft()
                            >
                                {tr(Profile::DiscardDraft)}
                            </button>
                        </Show>
                    </div>
                </Later>
            </form>
        </section>
    }
}

/// After a submit attempt: every problem, each a link that moves focus to its control.
#[component]
fn ErrorSummary(model: ProfileModel) -> impl IntoView {
    let state = model.state;
    move || {
        if !model.submit_attempted.get() {
            return None;
        }
        let errors = model.visible_errors.get();
        if errors.is_empty() {
            return None;
        }
        let lang = state.lang.get();
        let items = errors
            .into_iter()
            .map(|(field, error)| {
                let target = model.error_target(field, error);
                let message = field_error_text(error, lang);
                let label = field_label(field).text(lang);
                let line = match error {
                    // An image error already names its picture.
                    FormError::Image { .. } => message,
                    FormError::Required => {
                        fill(Profile::SummaryRequired.text(lang), &[("field", label)])
                    }
                    _ => format!("{label}: {message}"),
                };
                let href = format!("#{target}");
                view! {
                    <li>
                        <a
                            href=href
                            on:click=move |event| {
                                event.prevent_default();
                                dom::focus_id(&target);
                            }
                        >
                            {line}
                        </a>
                    </li>
                }
            })
            .collect_view();
        Some(view! {
            <div class="alert alert--error error-summary" role="alert">
                <p><strong>{Common::ErrorSummaryTitle.text(lang)}</strong></p>
                <ul>{items}</ul>
            </div>
        })
    }
}

/// The country as its English name (the API takes the name), typed with suggestions from the country
/// table. An unknown name is reported by the form rules.
#[component]
fn CountryField(model: ProfileModel) -> impl IntoView {
    let state = model.state;
    let id = field_id(Field::Country);
    let list_id = format!("{id}-list");
    let value = model.fields.country;
    let error = Signal::derive(move || model.error_for(Field::Country));
    let required = move || model.is_required(Field::Country);
    let described = {
        let id = id.clone();
        move || described_by(&id, true, error.with(Option::is_some))
    };
    // The suggestions (every country) are listed when the box is first focused or pressed: building
    // them was over half of the page's elements and a large part of its first render's time.
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
        <div class="field" class:field--invalid=move || error.with(Option::is_some)>
            <label for=id.clone()>
                {move || state.t(field_label(Field::Country))}
                <Show when=required>
                    <span class="required-mark" aria-hidden="true">" *"</span>
                </Show>
            </label>
            <p class="field__hint" id=hint_id(&id)>{tr(Profile::CountryHint)}</p>
            <input
                id=id.clone()
                type="text"
                list=list_id.clone()
                autocomplete="country-name"
                prop:value=move || value.get()
                on:input=move |event| value.set(event_target_value(&event))
                on:focus=move |_| open()
                on:pointerdown=move |_| open()
                on:blur=move |_| model.touch(Field::Country)
                aria-invalid=move || error.with(Option::is_some).then_some("true")
                aria-required=move || required().then_some("true")
                aria-describedby=described
            />
            <datalist id=list_id>{suggestions}</datalist>
            <FieldError id=id error />
        </div>
    }
}

/// Gender, asked only when the tenant enables it. The choices read in the UI language; the code sent
/// follows it too (`logic::gender`). Once a gender is saved there is no empty choice, since an update
/// cannot clear a field.
#[component]
fn GenderField(model: ProfileModel) -> impl IntoView {
    let state = model.state;
    let id = field_id(Field::Gender);
    let value = model.fields.gender;
    let none_saved = move || model.saved.with(|saved| saved.gender.is_none());
    let on_change = move |event: leptos::ev::Event| {
        value.set(Gender::from_code(&event_target_value(&event)));
        model.touch(Field::Gender);
    };
    // The option values are the English codes: stable whatever the UI language.
    let option_value = |gender: Gender| gender.code(Lang::En);
    view! {
        <div class="field">
            <label for=id.clone()>{move || state.t(field_label(Field::Gender))}</label>
            <select
                id=id
                on:change=on_change
                prop:value=move || value.get().map_or("", option_value)
            >
                <Show when=none_saved>
                    <option value="" selected=move || value.with(Option::is_none)>
                        {tr(Profile::GenderChoose)}
                    </option>
                </Show>
                {Gender::ALL
                    .into_iter()
                    .map(|gender| view! {
                        <option value=option_value(gender) selected=move || value.get() == Some(gender)>
                            {move || state.t(gender_label(gender))}
                        </option>
                    })
                    .collect_view()}
            </select>
        </div>
    }
}
