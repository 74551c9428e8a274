//! The loaded profile: the forms, their draft, the error summary and Save.

use super::convert::form_inputs;
use crate::api::models::ClientProfileForm;
use crate::browser::dom;
use crate::components::dynamic_form::model::FormModel;
use crate::components::dynamic_form::{field_error_text, warn_unknown_types, DynamicForm};
use crate::i18n::{fill, Client, Common, Translate};
use crate::logic::client_form::{self, FieldError, FormDef};
use crate::session::tr;
use crate::session::{use_app, DraftKind};
use leptos::prelude::*;
use std::sync::Arc;
use std::time::Duration;

/// How long after the last keystroke the draft is written: storage stays off the typing path.
const DRAFT_DELAY: Duration = Duration::from_millis(400);

type Values = Vec<(String, String)>;

fn stored_values(json: Option<String>) -> Values {
    json.and_then(|json| serde_json::from_str(&json).ok())
        .unwrap_or_default()
}

/// The forms with each field's starting value set to what was saved on this device, if anything:
/// that is the baseline a draft is compared with.
fn with_saved_values(mut defs: Vec<FormDef>, saved: &Values) -> Vec<FormDef> {
    let merged = client_form::merge_draft(&defs, saved);
    for (field, (_, value)) in defs
        .iter_mut()
        .flat_map(|form| form.fields.iter_mut())
        .zip(merged)
    {
        field.initial = value;
    }
    defs
}

#[component]
pub fn ProfileForms(forms: Arc<Vec<ClientProfileForm>>) -> impl IntoView {
    let state = use_app();
    let defs = client_form::build(&form_inputs(&forms));
    warn_unknown_types(&client_form::unknown_types(&defs));
    let defs = with_saved_values(
        defs,
        &stored_values(state.load_draft(DraftKind::ClientProfileSaved)),
    );
    let draft = stored_values(state.load_draft(DraftKind::ClientProfile));
    let start = client_form::merge_draft(&defs, &draft);
    let restored = defs
        .iter()
        .flat_map(|form| &form.fields)
        .zip(&start)
        .any(|(field, (_, value))| field.initial != *value);
    let model = Arc::new(FormModel::new(&defs, &start));
    let defs = Arc::new(defs);

    let draft = StoredValue::new(draft);
    let draft_pending = StoredValue::new(None::<TimeoutHandle>);
    let has_draft = RwSignal::new(restored);
    let errors = RwSignal::new(Vec::<(String, String, FieldError)>::new());
    let saved = RwSignal::new(false);

    let write_draft = {
        let (model, defs) = (Arc::clone(&model), Arc::clone(&defs));
        move || {
            let next = client_form::update_draft(&defs, &draft.get_value(), &model.values());
            if let Ok(json) = serde_json::to_string(&next) {
                state.save_draft(DraftKind::ClientProfile, &json);
            }
            has_draft.set(!next.is_empty());
            draft.set_value(next);
        }
    };
    let on_edit = Callback::new(move |()| {
        saved.set(false);
        if let Some(handle) = draft_pending.get_value() {
            handle.clear();
        }
        let write_draft = write_draft.clone();
        draft_pending.set_value(set_timeout_with_handle(write_draft, DRAFT_DELAY).ok());
    });

    let discard = {
        let (model, defs) = (Arc::clone(&model), Arc::clone(&defs));
        move |_| {
            if let Some(handle) = draft_pending.get_value() {
                handle.clear();
            }
            let baseline: Values = defs
                .iter()
                .flat_map(|form| &form.fields)
                .map(|field| (field.dom_id.clone(), field.initial.clone()))
                .collect();
            model.reset_to(&baseline);
            state.clear_draft(DraftKind::ClientProfile);
            draft.set_value(Vec::new());
            has_draft.set(false);
            errors.set(Vec::new());
            state.announce(state.t_untracked(Client::DraftDiscarded));
        }
    };

    let on_submit = {
        let model = Arc::clone(&model);
        move |event: leptos::ev::SubmitEvent| {
            event.prevent_default();
            let invalid = model.check_all();
            if let Some((first, _)) = invalid.first() {
                let lang = state.lang.get_untracked();
                saved.set(false);
                dom::focus_id(&first.dom_id);
                state.announce(fill(
                    Client::ErrorsAnnounced.text(lang),
                    &[("count", &invalid.len().to_string())],
                ));
                errors.set(
                    invalid
                        .into_iter()
                        .map(|(def, error)| (def.dom_id.clone(), def.label.clone(), error))
                        .collect(),
                );
                return;
            }
            errors.set(Vec::new());
            if let Some(handle) = draft_pending.get_value() {
                handle.clear();
            }
            // INTEGRATION POINT: with a platform call to store the profile, it would be made here
            // through `api::AuthorizedApi`. Until then the values stay on this device.
            let values: Values = model
                .fields()
                .map(|field| {
                    (
                        field.def.dom_id.clone(),
                        field
                            .value
                            .with_untracked(|value| client_form::submit_value(&field.def, value)),
                    )
                })
                .collect();
            if let Ok(json) = serde_json::to_string(&values) {
                state.save_draft(DraftKind::ClientProfileSaved, &json);
            }
            state.clear_draft(DraftKind::ClientProfile);
            draft.set_value(Vec::new());
            has_draft.set(false);
            saved.set(true);
            state.announce(state.t_untracked(Client::SavedOnDevice));
        }
    };

    let summary = move || {
        let items = errors.get();
        (!items.is_empty()).then(|| {
            let lang = state.lang.get();
            let links = items
                .into_iter()
                .map(|(id, label, error)| {
                    let href = format!("#{id}");
                    let text = format!("{label}: {}", field_error_text(error, lang));
                    view! {
                        <li>
                            <a href=href on:click=move |event| {
                                event.prevent_default();
                                dom::focus_id(&id);
                            }>{text}</a>
                        </li>
                    }
                })
                .collect::<Vec<_>>();
            view! {
                <div class="alert alert--error error-summary" role="alert" tabindex="-1">
                    <p><strong>{Common::ErrorSummaryTitle.text(lang)}</strong></p>
                    <ul>{links}</ul>
                </div>
            }
        })
    };

    view! {
        <p class="client-profile__intro">{tr(Client::Intro)}</p>
        <p class="alert alert--info">{tr(Client::LocalOnlyNote)}</p>
        <Show when=move || has_draft.get() && restored>
            <div class="alert alert--warning">
                <p>{tr(Client::DraftRestored)}</p>
                <button type="button" class="button button--secondary" on:click=discard.clone()>
                    {tr(Client::DiscardDraft)}
                </button>
            </div>
        </Show>
        <form class="client-profile__form" novalidate on:submit=on_submit>
            {summary}
            <DynamicForm model on_edit />
            <Show when=move || saved.get()>
                <p class="alert alert--success">{tr(Client::SavedOnDevice)}</p>
            </Show>
            <div class="form-actions">
                <button type="submit" class="button button--primary">{tr(Client::Save)}</button>
            </div>
        </form>
    }
}
