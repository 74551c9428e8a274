//! `/sign-in`: e-mail and password, or an e-mailed one-time code. The tenant it signs into is named.
//! The submit button is disabled while a request is in flight, so a double submit cannot happen.

use crate::api::{ApiError, Position, Secret};
use crate::browser::{dom, geolocation};
use crate::components::errors::ErrorBox;
use crate::components::field::{CheckboxField, TextField};
use crate::components::shell::use_page_title;
use crate::i18n::{fill, Common, SignIn};
use crate::logic::validate::{self, EmailError};
use crate::session::tr;
use crate::session::use_app;
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::components::Redirect;
use leptos_router::hooks::use_navigate;
use leptos_router::NavigateOptions;
use std::time::Duration;

/// Seconds before another code can be requested.
const RESEND_COOLDOWN_SECONDS: u32 = 30;

#[derive(Clone, Debug, PartialEq)]
enum Step {
    Password,
    /// A code was e-mailed to this address (as the platform reported it).
    Code {
        sent_to: String,
    },
}

/// What the last request was, so that "Try again" repeats that one and not another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Attempt {
    SignIn,
    RequestCode,
}

#[component]
pub fn SignInPage() -> impl IntoView {
    let state = use_app();
    use_page_title(SignIn::Title);
    if let Some(area) = state.area_untracked() {
        let options = NavigateOptions {
            replace: true,
            ..Default::default()
        };
        return view! { <Redirect path=area.home() options /> }.into_any();
    }
    view! { <SignInForm /> }.into_any()
}

#[component]
fn SignInForm() -> impl IntoView {
    let state = use_app();
    let navigate = use_navigate();

    let step = RwSignal::new(Step::Password);
    let email = RwSignal::new(String::new());
    let password = RwSignal::new(String::new());
    let code = RwSignal::new(String::new());
    let remember = RwSignal::new(false);
    let share_location = RwSignal::new(false);
    let pending = RwSignal::new(false);
    let sending_code = RwSignal::new(false);
    let cooldown = RwSignal::new(0u32);
    let error = RwSignal::new(None::<ApiError>);
    let last_attempt = RwSignal::new(Attempt::SignIn);
    let email_error = RwSignal::new(None::<SignIn>);
    let secret_error = RwSignal::new(None::<SignIn>);

    let check_email = move || {
        let problem = match validate::email(&email.get_untracked()) {
            Ok(()) => None,
            Err(EmailError::Empty) => Some(SignIn::EmailRequired),
            Err(_) => Some(SignIn::EmailInvalid),
        };
        email_error.set(problem);
        problem.is_none()
    };

    let tick = move || {
        // The countdown outlives the form when the user signs in meanwhile: once the signal is
        // disposed, it stops instead of touching it.
        fn schedule(cooldown: RwSignal<u32>) {
            set_timeout(
                move || {
                    let Some(left) = cooldown
                        .try_get_untracked()
                        .map(|left| left.saturating_sub(1))
                    else {
                        return;
                    };
                    cooldown.try_set(left);
                    if left > 0 {
                        schedule(cooldown);
                    }
                },
                Duration::from_secs(1),
            );
        }
        cooldown.set(RESEND_COOLDOWN_SECONDS);
        schedule(cooldown);
    };

    let submit = {
        let navigate = navigate.clone();
        move || {
            if pending.get_untracked() {
                return;
            }
            let email_ok = check_email();
            let secret = match step.get_untracked() {
                Step::Password => Secret::Password(password.get_untracked()),
                Step::Code { .. } => Secret::OneTimeCode(code.get_untracked().trim().to_string()),
            };
            let secret_missing = match &secret {
                Secret::Password(text) => text.is_empty().then_some(SignIn::PasswordRequired),
                Secret::OneTimeCode(text) => text.is_empty().then_some(SignIn::CodeRequired),
            };
            secret_error.set(secret_missing);
            if !email_ok {
                dom::focus_id("sign-in-email");
                return;
            }
            if secret_missing.is_some() {
                dom::focus_id(if matches!(secret, Secret::Password(_)) {
                    "sign-in-password"
                } else {
                    "sign-in-code"
                });
                return;
            }
            error.set(None);
            last_attempt.set(Attempt::SignIn);
            pending.set(true);
            let api = state.public_api();
            let address = email.get_untracked().trim().to_string();
            let keep = remember.get_untracked();
            let locate = share_location.get_untracked();
            let navigate = navigate.clone();
            spawn_local(async move {
                let position = if locate {
                    geolocation::current_position()
                        .await
                        .map(|(latitude, longitude)| Position {
                            latitude,
                            longitude,
                        })
                } else {
                    None
                };
                let result = api.sign_in(&address, &secret, position.as_ref()).await;
                pending.set(false);
                match result {
                    Ok(signed_in) => {
                        state.announce(state.t_untracked(SignIn::SignedInAs));
                        let destination = state.signed_in(signed_in, keep);
                        navigate(
                            &destination,
                            NavigateOptions {
                                replace: true,
                                ..Default::default()
                            },
                        );
                    }
                    Err(failure) => error.set(Some(failure)),
                }
            });
        }
    };

    let request_code = move || {
        if sending_code.get_untracked() || cooldown.get_untracked() > 0 {
            return;
        }
        secret_error.set(None);
        if !check_email() {
            dom::focus_id("sign-in-email");
            return;
        }
        error.set(None);
        last_attempt.set(Attempt::RequestCode);
        sending_code.set(true);
        let api = state.public_api();
        let address = email.get_untracked().trim().to_string();
        spawn_local(async move {
            let result = api.request_one_time_password(&address).await;
            sending_code.set(false);
            match result {
                Ok(sent) => {
                    let sent_to = sent
                        .email
                        .filter(|sent| !sent.trim().is_empty())
                        .unwrap_or(address);
                    let message = fill(
                        state.t_untracked(SignIn::CodeSentTo),
                        &[("email", &sent_to)],
                    );
                    step.set(Step::Code { sent_to });
                    code.set(String::new());
                    state.announce(message);
                    tick();
                    request_animation_frame(|| {
                        dom::focus_id("sign-in-code");
                    });
                }
                Err(failure) => error.set(Some(failure)),
            }
        });
    };

    let on_submit = {
        let submit = submit.clone();
        move |event: leptos::ev::SubmitEvent| {
            event.prevent_default();
            submit();
        }
    };
    // A failed code request is retried as a code request, a failed sign-in as a sign-in.
    let retry = Callback::new(move |()| match last_attempt.get_untracked() {
        Attempt::SignIn => submit(),
        Attempt::RequestCode => request_code(),
    });
    let busy = Signal::derive(move || pending.get() || sending_code.get());
    let t = move |message: SignIn| Signal::derive(move || state.t(message).to_string());
    let field_error = move |problem: RwSignal<Option<SignIn>>| {
        Signal::derive(move || problem.get().map(|message| state.t(message).to_string()))
    };
    let in_code_step = move || matches!(step.get(), Step::Code { .. });

    view! {
        <section class="card page--narrow sign-in">
            <h1 tabindex="-1">{tr(SignIn::Title)}</h1>
            <p class="sign-in__tenant">
                {move || fill(state.t(SignIn::Intro), &[("organization", &state.tenant().name)])}
            </p>
            <Show when=move || state.session_ended.get()>
                <div class="alert alert--info" role="status">{tr(Common::SessionEnded)}</div>
            </Show>
            {move || error.get().map(|failure| view! { <ErrorBox error=failure on_retry=retry /> })}
            <form novalidate on:submit=on_submit aria-busy=move || busy.get().then_some("true")>
                <TextField
                    id="sign-in-email"
                    label=t(SignIn::Email)
                    value=email
                    input_type="email"
                    autocomplete="username"
                    error=field_error(email_error)
                    required=true
                    disabled=Signal::derive(in_code_step)
                />
                <Show
                    when=in_code_step
                    fallback=move || view! {
                        <TextField
                            id="sign-in-password"
                            label=t(SignIn::Password)
                            value=password
                            input_type="password"
                            autocomplete="current-password"
                            error=field_error(secret_error)
                            required=true
                        />
                    }
                >
                    <p class="alert alert--info">
                        {move || match step.get() {
                            Step::Code { sent_to } => fill(state.t(SignIn::CodeSentTo), &[("email", &sent_to)]),
                            Step::Password => String::new(),
                        }}
                    </p>
                    <TextField
                        id="sign-in-code"
                        label=t(SignIn::Code)
                        value=code
                        autocomplete="one-time-code"
                        inputmode="numeric"
                        error=field_error(secret_error)
                        required=true
                    />
                </Show>
                <CheckboxField id="sign-in-remember" label=t(SignIn::KeepSignedIn) checked=remember hint=t(SignIn::KeepSignedInHint) />
                <CheckboxField id="sign-in-location" label=t(SignIn::ShareLocation) checked=share_location hint=t(SignIn::ShareLocationHint) />
                <button type="submit" class="button button--primary button--block" disabled=move || busy.get()>
                    <Show when=move || pending.get()>
                        <span class="spinner" aria-hidden="true"></span>
                    </Show>
                    {move || match (pending.get(), in_code_step()) {
                        (true, _) => state.t(SignIn::Submitting),
                        (false, false) => state.t(SignIn::Submit),
                        (false, true) => state.t(SignIn::SubmitCode),
                    }}
                </button>
            </form>
            <div class="sign-in__alternatives">
                <Show
                    when=in_code_step
                    fallback=move || view! {
                        <p class="divider"><span>{tr(SignIn::Or)}</span></p>
                        <button type="button" class="button button--secondary button--block" disabled=move || busy.get() on:click=move |_| request_code()>
                            <Show when=move || sending_code.get()>
                                <span class="spinner" aria-hidden="true"></span>
                            </Show>
                            {move || if sending_code.get() { state.t(SignIn::SendingCode) } else { state.t(SignIn::EmailMeCode) }}
                        </button>
                    }
                >
                    <button
                        type="button"
                        class="button button--secondary"
                        disabled=move || { busy.get() || cooldown.get() > 0 }
                        on:click=move |_| request_code()
                    >
                        <Show when=move || sending_code.get()>
                            <span class="spinner" aria-hidden="true"></span>
                        </Show>
                        {move || match cooldown.get() {
                            0 => state.t(SignIn::Resend).to_string(),
                            seconds => fill(state.t(SignIn::ResendIn), &[("seconds", &seconds.to_string())]),
                        }}
                    </button>
                    <button
                        type="button"
                        class="button button--ghost"
                        disabled=move || pending.get()
                        on:click=move |_| {
                            step.set(Step::Password);
                            secret_error.set(None);
                            error.set(None);
                        }
                    >
                        {tr(SignIn::UsePassword)}
                    </button>
                </Show>
            </div>
        </section>
    }
}
