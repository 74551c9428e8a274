//! The profile form, in create mode (no record yet) or edit mode. Field rules live in
//! `logic::jobseeker_form`; this file only lays the controls out and ties them to the model.

use super::fields::field_id;
use super::images::ImageList;
use super::model::{ProfileModel, Wiring, SAVE_BUTTON_ID};
use crate::components::busy_button::BusyButton;
use crate::components::error_summary::{error_summary, Problem};
use crate::components::errors::{ErrorBox, Heard};
use crate::components::field::{
    described_by, hint_id, listed_on_first_use, required_mark, FieldError, TextField,
    TextFieldProps,
};
use crate::components::later::Later;
use crate::components::phone_input::PhoneInput;
use crate::i18n::{field_error_text, field_label, fill, gender_label, Profile, Translate};
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
    let on_submit = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        model.submit();
    };
    let retry = Callback::new(move |()| model.retry());
    let creating = move || model.is_creating();
    let phone = model.wiring(Field::Phone);

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
            {move || error_summary(problems(model), state.lang.get())}
            // The controls come in groups, built after the first paint (`Later`), a few to a task
            // at most: on a phone a single task for the whole form blocked the main thread for
            // over 150 ms.
            <form novalidate on:submit=on_submit aria-busy=move || model.saving.get().then_some("true")>
                <ProfileTextField model field=Field::Name value=fields.name autocomplete="name" />
                <PhoneInput
                    id=phone.id
                    label=phone.label
                    calling_code=fields.calling_code
                    national=fields.phone_national
                    error=phone.error
                    hint=state.t_signal(Profile::PhoneHint)
                    required=phone.required
                    on_blur=phone.on_blur
                />
                <Later>
                    <ProfileTextField model field=Field::ContactEmail value=fields.contact_email input_type="email" autocomplete="email" hint=Profile::ContactEmailHint />
                    <ProfileTextField model field=Field::Address value=fields.address autocomplete="street-address" hint=Profile::AddressHint />
                </Later>
                <Later>
                    <CountryField model />
                    <ProfileTextField model field=Field::City value=fields.city autocomplete="address-level2" hint=Profile::CityHint />
                </Later>
                <Later>
                    <Show when=move || model.gender_enabled.get()>
                        <GenderField model />
                    </Show>
                    <ProfileTextField model field=Field::DateOfBirth value=fields.date_of_birth input_type="date" autocomplete="bday" />
                    <ProfileTextField model field=Field::Resume value=fields.resume_url input_type="url" inputmode="url" hint=Profile::ResumeHint />
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
                                let message = if model.saving.get() {
                                    Profile::Saving
                                } else if creating() {
                                    Profile::SubmitCreate
                                } else {
                                    Profile::SubmitEdit
                                };
                                state.t(message).to_string()
                            })
                        />
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

/// A text-like control (text, e-mail, date, URL) for one profile field, wired to the model by the
/// field alone ([`ProfileModel::wiring`]).
#[component]
fn ProfileTextField(
    model: ProfileModel,
    field: Field,
    value: RwSignal<String>,
    #[prop(default = "text")] input_type: &'static str,
    #[prop(optional)] autocomplete: Option<&'static str>,
    #[prop(optional)] inputmode: Option<&'static str>,
    #[prop(optional)] hint: Option<Profile>,
) -> impl IntoView {
    let state = model.state;
    let wiring = model.wiring(field);
    // The struct forwards the optional props as the Options they are (not a size or speed shape:
    // docs/performance.md, "Shapes kept for size or speed").
    TextField(TextFieldProps {
        id: wiring.id,
        label: wiring.label,
        value,
        error: wiring.error,
        hint: hint.map(|hint| state.t_signal(hint)),
        input_type,
        autocomplete,
        inputmode,
        required: wiring.required,
        disabled: Signal::default(),
        on_blur: Some(wiring.on_blur),
    })
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
            Problem {
                target: model.error_target(field, error),
                line,
            }
        })
        .collect()
}

/// The country as its English name (the API takes the name), typed with suggestions from the country
/// table. An unknown name is reported by the form rules.
#[component]
fn CountryField(model: ProfileModel) -> impl IntoView {
    let Wiring {
        id,
        label,
        error,
        required,
        on_blur,
    } = model.wiring(Field::Country);
    let list_id = format!("{id}-list");
    let value = model.fields.country;
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
            <label for=id.clone()>{move || label.get()} {required_mark(required)}</label>
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
                on:blur=move |_| on_blur.run(())
                aria-invalid=move || error.with(Option::is_some).then_some("true")
                aria-required=move || required.get().then_some("true")
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
        <div class="field">
            <label for=id.clone()>{move || state.t(field_label(Field::Gender))}</label>
            <select
                id=id
                autocomplete="sex"
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
