//! The sign-in form's state and what the user can do with it: sign in with a password or a code,
//! have a code e-mailed (with a cooldown before the next), go back to the password, try again.
//!
//! Each request has its own in-flight flag, checked before it starts, so a double submit sends
//! nothing twice; the view disables the buttons from the same flags.

use crate::api::{ApiError, Position, PublicApi, RequestScope, Secret};
use crate::browser::{dom, geolocation};
use crate::i18n::{fill, SignIn};
use crate::session::countdown::{use_countdown, Countdown};
use crate::session::{abort_on_cleanup, replacing_history, AppState};
use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos_router::NavigateOptions;
use text_rules::validate::{self, EmailError};

/// Seconds before another code can be requested.
const RESEND_COOLDOWN_SECONDS: u32 = 30;
pub(super) const EMAIL_ID: &str = "sign-in-email";
pub(super) const PASSWORD_ID: &str = "sign-in-password";
pub(super) const CODE_ID: &str = "sign-in-code";
pub(super) const SUBMIT_ID: &str = "sign-in-submit";
pub(super) const LOCATION_ID: &str = "sign-in-location";
/// "Email me a code" on the password step, "Resend code" on the code step.
pub(super) const REQUEST_CODE_ID: &str = "sign-in-request-code";

#[derive(Clone, Debug, PartialEq)]
pub(super) enum Step {
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

#[derive(Clone, Copy)]
pub(super) struct SignInModel {
    pub state: AppState,
    pub step: RwSignal<Step>,
    pub email: RwSignal<String>,
    pub password: RwSignal<String>,
    pub code: RwSignal<String>,
    pub remember: RwSignal<bool>,
    pub share_location: RwSignal<bool>,
    /// A sign-in request is in flight.
    pub pending: RwSignal<bool>,
    /// A code request is in flight.
    pub sending_code: RwSignal<bool>,
    /// Before another code can be requested.
    pub cooldown: Countdown,
    /// The last request's failure, shown until the next attempt.
    pub error: RwSignal<Option<ApiError>>,
    last_attempt: RwSignal<Attempt>,
    pub email_error: RwSignal<Option<SignIn>>,
    /// The password's or the code's error, whichever the step asks for.
    pub secret_error: RwSignal<Option<SignIn>>,
    /// The page's requests: leaving the page aborts them.
    requests: StoredValue<RequestScope, LocalStorage>,
}

impl SignInModel {
    pub fn new(state: AppState) -> SignInModel {
        SignInModel {
            state,
            step: RwSignal::new(Step::Password),
            email: RwSignal::new(String::new()),
            password: RwSignal::new(String::new()),
            code: RwSignal::new(String::new()),
            remember: RwSignal::new(false),
            share_location: RwSignal::new(false),
            pending: RwSignal::new(false),
            sending_code: RwSignal::new(false),
            cooldown: use_countdown(),
            error: RwSignal::new(None),
            last_attempt: RwSignal::new(Attempt::SignIn),
            email_error: RwSignal::new(None),
            secret_error: RwSignal::new(None),
            requests: abort_on_cleanup(),
        }
    }

    /// Shows the e-mail's error, if any, and focuses the box when there is one.
    fn check_email(self) -> bool {
        let problem = match validate::email(&self.email.get_untracked()) {
            Ok(()) => None,
            Err(EmailError::Empty) => Some(SignIn::EmailRequired),
            Err(_) => Some(SignIn::EmailInvalid),
        };
        self.email_error.set(problem);
        if problem.is_some() {
            dom::focus_id(EMAIL_ID);
        }
        problem.is_none()
    }

    /// A request starts: the last failure goes, the request is marked in flight, and the API and the
    /// address it needs are returned.
    fn start(self, attempt: Attempt, in_flight: RwSignal<bool>) -> (PublicApi, String) {
        self.error.set(None);
        self.last_attempt.set(attempt);
        in_flight.set(true);
        (
            self.requests
                .with_value(|scope| self.state.public_api().within(scope)),
            self.email.get_untracked().trim().to_string(),
        )
    }

    /// Signs in with the password or the code the step asks for, then goes where the session says
    /// (`navigate` is the router's, taken while the page is built). Missing values are reported on
    /// their fields and focused, and nothing is sent.
    pub fn submit(self, navigate: impl Fn(&str, NavigateOptions) + 'static) {
        if self.pending.get_untracked() || self.state.platform_wait.is_running() {
            return;
        }
        let email_ok = self.check_email();
        let secret = match self.step.get_untracked() {
            Step::Password => Secret::Password(self.password.get_untracked()),
            Step::Code { .. } => Secret::OneTimeCode(self.code.get_untracked().trim().to_string()),
        };
        let (missing, secret_id) = match &secret {
            Secret::Password(text) => (
                text.is_empty().then_some(SignIn::PasswordRequired),
                PASSWORD_ID,
            ),
            Secret::OneTimeCode(text) => (text.is_empty().then_some(SignIn::CodeRequired), CODE_ID),
        };
        self.secret_error.set(missing);
        if !email_ok {
            return;
        }
        if missing.is_some() {
            dom::focus_id(secret_id);
            return;
        }
        let (api, address) = self.start(Attempt::SignIn, self.pending);
        let keep = self.remember.get_untracked();
        let locate = self.share_location.get_untracked();
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
            if matches!(result, Err(ApiError::Cancelled)) {
                // The page is gone, and its signals with it.
                return;
            }
            self.pending.set(false);
            match result {
                Ok(signed_in) => {
                    let state = self.state;
                    let destination = state.signed_in(signed_in, keep);
                    state.announce(state.t_untracked(SignIn::SignedInAs));
                    navigate(&destination, replacing_history());
                }
                Err(failure) => self.error.set(Some(failure)),
            }
        });
    }

    /// Has a code e-mailed, then asks for it. Not while one is being requested or in the cooldown.
    pub fn request_code(self) {
        if self.sending_code.get_untracked()
            || self.cooldown.is_running()
            || self.state.platform_wait.is_running()
        {
            return;
        }
        self.secret_error.set(None);
        if !self.check_email() {
            return;
        }
        let (api, address) = self.start(Attempt::RequestCode, self.sending_code);
        spawn_local(async move {
            let result = api.request_one_time_password(&address).await;
            if matches!(result, Err(ApiError::Cancelled)) {
                return;
            }
            self.sending_code.set(false);
            match result {
                Ok(sent) => {
                    let sent_to = sent
                        .email
                        .filter(|sent| !sent.trim().is_empty())
                        .unwrap_or(address);
                    let message = fill(
                        self.state.t_untracked(SignIn::CodeSentTo),
                        &[("email", &sent_to)],
                    );
                    self.step.set(Step::Code { sent_to });
                    self.code.set(String::new());
                    self.state.announce(message);
                    self.cooldown.start(RESEND_COOLDOWN_SECONDS);
                    request_animation_frame(|| {
                        dom::focus_id(CODE_ID);
                    });
                }
                Err(failure) => self.error.set(Some(failure)),
            }
        });
    }

    /// A failed code request is retried as a code request, a failed sign-in as a sign-in. The
    /// focus goes to the button of that request, which shows it is busy, before the error with
    /// its "Try again" goes away.
    pub fn retry(self, navigate: impl Fn(&str, NavigateOptions) + 'static) {
        match self.last_attempt.get_untracked() {
            Attempt::SignIn => {
                dom::focus_id(SUBMIT_ID);
                self.submit(navigate)
            }
            Attempt::RequestCode => {
                dom::focus_id(REQUEST_CODE_ID);
                self.request_code()
            }
        }
    }

    /// Back from the code to the password. The button pressed goes with the code step, so the
    /// focus goes to the password box.
    pub fn use_password(self) {
        self.step.set(Step::Password);
        self.secret_error.set(None);
        self.error.set(None);
        request_animation_frame(|| {
            dom::focus_id(PASSWORD_ID);
        });
    }
}
