//! `/sign-in`: e-mail and password, or an e-mailed one-time code. The tenant it signs into is named.
//! The submit button is disabled while a request is in flight, so a double submit cannot happen.
//!
//! The form's state and what it does are in `model.rs`; this file lays the controls out.

#[cfg(test)]
mod first_paint;
mod model;

use crate::components::busy_button::BusyButton;
use crate::components::errors::{ErrorBox, Heard};
use crate::components::field::{CheckboxField, Field, TextInput, Wiring};
use crate::components::shell::{mark_title_with_errors, use_page_title};
use crate::i18n::{fill, Common, SignIn};
use crate::session::use_app;
use crate::session::{replacing_history, tr};
use leptos::prelude::*;
use leptos_router::components::Redirect;
use leptos_router::hooks::use_navigate;
use model::{SignInModel, Step, CODE_ID, EMAIL_ID, PASSWORD_ID, REQUEST_CODE_ID, SUBMIT_ID};

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
    // The view's closures take the signals they show, not the whole model.
    // Shaped for wasm size: docs/performance.md#sign-in-view-destructured.
    let SignInModel {
        step,
        email,
        password,
        code,
        remember,
        share_location,
        pending,
        sending_code,
        cooldown,
        error,
        email_error,
        secret_error,
        ..
    } = model;
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
    let busy = Signal::derive(move || pending.get() || sending_code.get());
    super::rehearsal::when_idle_on_sign_in(state, busy);
    let t = move |message: SignIn| state.t_signal(message);
    let field_error = move |problem: RwSignal<Option<SignIn>>| {
        Signal::derive(move || problem.get().map(|message| state.t(message).to_string()))
    };
    let in_code_step = move || matches!(step.get(), Step::Code { .. });
    let wiring = move |id: &'static str, label: SignIn, problem: RwSignal<Option<SignIn>>| {
        Wiring::new(id, t(label))
            .error(field_error(problem))
            .required(true)
    };

    view! {
        <section class="card page--narrow sign-in">
            <h1 tabindex="-1">{tr(SignIn::Title)}</h1>
            <p class="sign-in__tenant">
                {move || fill(state.t(SignIn::Intro), &[("organization", &state.tenant().name)])}
            </p>
            // Announced by the shell's status region when the session ends (`AppState::end_session`).
            <Show when=move || state.session_ended.get()>
                <div class="alert alert--info" data-testid="session-ended">{tr(Common::SessionEnded)}</div>
            </Show>
            {move || error.get().map(|failure| view! { <ErrorBox error=failure on_retry=retry heard=Heard::ByFocus /> })}
            <form novalidate on:submit=on_submit aria-busy=move || busy.get().then_some("true")>
                <Field wiring=wiring(EMAIL_ID, SignIn::Email, email_error)>
                    <TextInput
                        value=email
                        input_type="email"
                        autocomplete="username"
                        disabled=Signal::derive(in_code_step)
                    />
                </Field>
                <Show
                    when=in_code_step
                    fallback=move || view! {
                        <Field wiring=wiring(PASSWORD_ID, SignIn::Password, secret_error)>
                            <TextInput value=password input_type="password" autocomplete="current-password" />
                        </Field>
                    }
                >
                    <p class="alert alert--info">
                        {move || match step.get() {
                            Step::Code { sent_to } => fill(state.t(SignIn::CodeSentTo), &[("email", &sent_to)]),
                            Step::Password => String::new(),
                        }}
                    </p>
                    <Field wiring=wiring(CODE_ID, SignIn::Code, secret_error)>
                        <TextInput value=code autocomplete="one-time-code" inputmode="numeric" />
                    </Field>
                </Show>
                <CheckboxField id="sign-in-remember" label=t(SignIn::KeepSignedIn) checked=remember hint=t(SignIn::KeepSignedInHint) />
                <CheckboxField id="sign-in-location" label=t(SignIn::ShareLocation) checked=share_location hint=t(SignIn::ShareLocationHint) />
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
            </form>
            <div class="sign-in__alternatives">
                <Show
                    when=in_code_step
                    fallback=move || view! {
                        <p class="divider"><span>{tr(SignIn::Or)}</span></p>
                        <BusyButton
                            class="button button--secondary button--block"
                            id=REQUEST_CODE_ID
                            busy=sending_code
                            disabled=pending
                            label=Signal::derive(move || {
                                state.t(if sending_code.get() { SignIn::SendingCode } else { SignIn::EmailMeCode }).to_string()
                            })
                            on_click=Callback::new(move |()| model.request_code())
                        />
                    }
                >
                    <BusyButton
                        class="button button--secondary"
                        id=REQUEST_CODE_ID
                        busy=sending_code
                        disabled=Signal::derive(move || pending.get() || cooldown.left() > 0)
                        label=Signal::derive(move || match cooldown.left() {
                            0 => state.t(SignIn::Resend).to_string(),
                            seconds => fill(state.t(SignIn::ResendIn), &[("seconds", &seconds.to_string())]),
                        })
                        on_click=Callback::new(move |()| model.request_code())
                    />
                    // Never unavailable: it calls nothing, and a disabled button would drop the focus.
                    <button type="button" class="button button--ghost" on:click=move |_| model.use_password()>
                        {tr(SignIn::UsePassword)}
                    </button>
                </Show>
            </div>
        </section>
    }
}
