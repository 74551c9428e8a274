//! The profile form, in create mode (no record yet) or edit mode: its heading and notes, the error
//! summary, the fields (drawn by `dynamic_form`, see `components::profile_form`), and Save. The
//! state and what the user can do with it are in `model.rs`.

use super::model::{ProfileModel, SAVE_BUTTON_ID};
use crate::components::busy_button::BusyButton;
use crate::components::error_summary::{error_summary, Problem};
use crate::components::errors::{ErrorBox, Heard};
use crate::components::profile_form::picture_links::refuses_a_picture;
use crate::components::shell::mark_title_with_errors;
use crate::i18n::{fill, Profile, Translate};
use crate::logic::lang::Lang;
use crate::session::tr;
use dynamic_form::{DynamicForm, FieldError, FormModel, Locale};
use leptos::prelude::*;

#[component]
pub(super) fn ProfileForm(model: ProfileModel) -> impl IntoView {
    let state = model.state;
    let on_submit = move |event: leptos::ev::SubmitEvent| {
        event.prevent_default();
        model.submit();
    };
    let retry = Callback::new(move |()| model.retry());
    let on_edit = Callback::new(move |()| model.edited());
    let creating = move || model.is_creating();
    mark_title_with_errors(Signal::derive(move || {
        model.submit_attempted.get()
            && model
                .form()
                .is_some_and(|form| form.fields().any(|field| field.error.with(Option::is_some)))
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
            <form novalidate on:submit=on_submit aria-busy=move || model.saving.get().then_some("true")>
                // Drawn again when the record changes (what is required depends on it), holding
                // what the user typed.
                {move || view! { <DynamicForm model=model.build_form() on_edit framed_by_page=true /> }}
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
            </form>
        </section>
    }
}

/// After a submit attempt: every field that shows an error, each linked to its control. Tracked:
/// a field put right leaves the list.
fn problems(model: ProfileModel) -> Vec<Problem> {
    if !model.submit_attempted.get() {
        return Vec::new();
    }
    let lang = model.state.lang.get();
    model
        .form()
        .map_or_else(Vec::new, |form| shown_problems(&form, lang))
}

fn shown_problems(form: &FormModel, lang: Lang) -> Vec<Problem> {
    let locale = Locale::new(lang, form.host.supplies);
    form.fields()
        .filter_map(|field| {
            let error = field.error.get()?;
            let label = field.def.label_in(lang);
            let line = match error {
                FieldError::Required => {
                    fill(Profile::SummaryRequired.text(lang), &[("field", label)])
                }
                // Its words name the picture already.
                error if refuses_a_picture(error) => form.host.message(error, locale),
                error => format!("{label}: {}", form.host.message(error, locale)),
            };
            Some(Problem {
                target: field.def.dom_id.clone(),
                line,
            })
        })
        .collect()
}
