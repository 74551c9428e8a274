//! The loaded profile: the forms, their draft, the error summary and Save. The state and what the
//! user can do with it are in `model.rs`; this file lays them out.

use super::model::ClientFormModel;
use crate::api::models::ClientProfileForm;
use crate::browser::dom;
use crate::components::error_summary::{error_summary, Problem, MOST_LINKS};
use crate::components::shell::mark_title_with_errors;
use crate::i18n::Client;
use crate::session::tr;
use crate::session::use_app;
use dynamic_form::{DynamicForm, Locale, NextRequired};
use leptos::prelude::*;
use std::sync::Arc;

/// The id of the page's Save button.
const SAVE_ID: &str = "client-profile-save";

#[component]
pub fn ProfileForms(forms: Arc<Vec<ClientProfileForm>>) -> impl IntoView {
    let state = use_app();
    let model = ClientFormModel::new(state, &forms);
    let (errors, just_kept, restored) = (model.errors, model.just_kept, model.restored);
    let on_edit = Callback::new({
        let model = model.clone();
        move |()| model.edited()
    });
    let on_submit = {
        let model = model.clone();
        move |event: leptos::ev::SubmitEvent| {
            event.prevent_default();
            model.save();
        }
    };
    let discard = {
        let model = model.clone();
        move |_| model.discard_draft()
    };
    let has_draft = model.has_draft;
    // From a Save with errors until every field in error has been put right (or the next Save).
    let form = model.form();
    let host = form.host;
    mark_title_with_errors(Signal::derive(move || {
        errors.with(|errors| !errors.is_empty()) && form.shows_errors()
    }));

    // Only the problems the summary links to are written out; the rest are counted.
    let summary = move || {
        let lang = state.lang.get();
        // Tracked: a phone's example follows the numbering plans.
        let locale = Locale::new(lang, host.supplies);
        errors.with(|errors| {
            let problems = errors
                .iter()
                .take(MOST_LINKS)
                .map(|problem| Problem {
                    line: format!("{}: {}", problem.label, host.message(problem.error, locale)),
                    target: problem.dom_id.clone(),
                })
                .collect();
            error_summary(problems, errors.len(), lang)
        })
    };

    // When nothing required is left, "next required question" takes the client to Save.
    let to_save = Callback::new(|()| {
        dom::focus_id(SAVE_ID);
    });

    view! {
        <p class="client-profile__intro">{tr(Client::Intro)}</p>
        <p class="alert alert--info">{tr(Client::LocalOnlyNote)}</p>
        {move || (has_draft.get() && restored).then(|| view! {
            <div class="alert alert--warning">
                <p>{tr(Client::DraftRestored)}</p>
                <button type="button" class="button button--secondary" on:click=discard.clone()>
                    {tr(Client::DiscardDraft)}
                </button>
            </div>
        })}
        <form class="client-profile__form" novalidate on:submit=on_submit>
            {summary}
            <DynamicForm model=model.form() on_edit />
            {move || just_kept.get().then(|| view! {
                <p class="alert alert--success">{tr(Client::SavedOnDevice)}</p>
            })}
            // Within thumb's reach on a phone: the two stay at the bottom of the screen.
            <div class="form-actions form-actions--sticky">
                <NextRequired model=model.form() on_none_left=to_save />
                <button type="submit" id=SAVE_ID class="button button--primary">
                    {tr(Client::Save)}
                </button>
            </div>
        </form>
    }
}
