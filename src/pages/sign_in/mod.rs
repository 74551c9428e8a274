//! `/sign-in`: e-mail and password, or an e-mailed one-time code. The tenant it signs into is named.
//! The submit button is disabled while a request is in flight, so a double submit cannot happen.
//!
//! The form's state and what it does are in `model.rs`; this file lays the controls out, `secret.rs`
//! the password or code box, and `alternatives.rs` the buttons under the form.

mod alternatives;
#[cfg(test)]
mod first_paint;
mod model;
mod secret;

use crate::components::busy_button::BusyButton;
use crate::components::errors::{ErrorBox, Heard};
use crate::components::field::{CheckboxField, Field, TextInput, Wiring};
use crate::components::shell::{mark_title_with_errors, use_page_title};
use crate::i18n::{fill, Common, SignIn};
use crate::session::use_app;
use crate::session::{replacing_history, tr, AppState};
use alternatives::alternatives;
use leptos::prelude::*;
use leptos_router::components::Redirect;
use leptos_router::hooks::use_navigate;
use model::{SignInModel, Step, EMAIL_ID, LOCATION_ID, SUBMIT_ID};
use secret::secret_field;

#[component]
pub fn SignInPage() -> impl IntoView {
    let state = use_app();
    use_page_title(SignIn::Title);
    if let Some(area) = state.area_untracked() {
        return view! { <Redirect path=area.home() options=replacing_history() /> }.into_any();
    }
    view! { <SignInForm /> }.into_any()
}

#[component]
fn SignInForm() -> impl IntoView {
    let model = SignInModel::new(use_app());
    mark_title_with_errors(Signal::derive(move || {
        model.email_error.with(Option::is_some) || model.secret_error.with(Option::is_some)
    }));
    let state = model.state;
    let navigate = use_navigate();
    let on_submit = {
        let navigate = navigate.clone();
        move |event: leptos::ev::SubmitEvent| {
            event.prevent_default();
            model.submit(navigate.clone());
        }
    };
    let retry = Callback::new(move |()| model.retry(navigate.clone()));
    // Either request is in flight.
    let busy = Signal::derive(move || model.pending.get() || model.sending_code.get());
    super::rehearsal::when_idle_on_sign_in(state, busy);
    let in_code_step = code_step_shown(model.step);

    view! {
        <section class="card page--narrow sign-in">
            <h1 tabindex="-1">{tr(SignIn::Title)}</h1>
            <p class="sign-in__tenant">
                {move || fill(state.t(SignIn::Intro), &[("organization", &state.tenant().name)])}
            </p>
            // Announced by the shell's status region when the session ends (`AppState::end_session`).
            {move || state.session_ended.get().then(|| view! {
                <div class="alert alert--info" data-testid="session-ended">{tr(Common::SessionEnded)}</div>
            })}
            {move || model.error.get().map(|failure| view! { <ErrorBox error=failure on_retry=retry heard=Heard::ByFocus /> })}
            <form novalidate on:submit=on_submit aria-busy=move || busy.get().then_some("true")>
                <Field wiring=wiring(state, EMAIL_ID, SignIn::Email, model.email_error)>
                    <TextInput
                        value=model.email
                        input_type="email"
                        autocomplete="username"
                        disabled=Signal::derive(in_code_step)
                    />
                </Field>
                {secret_field(state, model.step, model.password, model.code, model.secret_error)}
                <CheckboxField id="sign-in-remember" label=state.t_signal(SignIn::KeepSignedIn) checked=model.remember hint=state.t_signal(SignIn::KeepSignedInHint) />
                <CheckboxField id=LOCATION_ID label=state.t_signal(SignIn::ShareLocation) checked=model.share_location hint=state.t_signal(SignIn::ShareLocationHint) />
                {submit_button(state, model.step, model.pending, model.sending_code)}
            </form>
            {alternatives(model)}
        </section>
    }
}

/// Whether the form asks for an e-mailed code rather than the password (tracked).
fn code_step_shown(step: RwSignal<Step>) -> impl Fn() -> bool + Copy + Send + Sync + 'static {
    move || matches!(step.get(), Step::Code { .. })
}

/// A required field's wiring, its error the text of `problem`.
fn wiring(
    state: AppState,
    id: &'static str,
    label: SignIn,
    problem: RwSignal<Option<SignIn>>,
) -> Wiring {
    let error = Signal::derive(move || problem.get().map(|message| state.t(message).to_string()));
    Wiring::new(id, state.t_signal(label))
        .error(error)
        .required(true)
}

/// "Sign in", with the password or the code, and saying so while it is signing in.
fn submit_button(
    state: AppState,
    step: RwSignal<Step>,
    pending: RwSignal<bool>,
    sending_code: RwSignal<bool>,
) -> impl IntoView {
    let in_code_step = code_step_shown(step);
    view! {
        <BusyButton
            kind="submit"
            class="button button--primary button--block"
            id=SUBMIT_ID
            busy=pending
            disabled=sending_code
            label=Signal::derive(move || {
                match (pending.get(), in_code_step()) {
                    (true, _) => state.t(SignIn::Submitting),
                    (false, false) => state.t(SignIn::Submit),
                    (false, true) => state.t(SignIn::SubmitCode),
                }
                .to_string()
            })
        />
    }
}
