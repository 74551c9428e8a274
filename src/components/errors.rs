//! How an API error reads to a user, and the standard error box with its retry button.

use super::busy_button::BusyButton;
use crate::api::ApiError;
use crate::browser::dom;
use crate::i18n::{fill, wait_text, Common, Translate};
use crate::logic::lang::Lang;
use crate::session::use_app;
use leptos::prelude::*;

/// The user-facing text of an error. Never includes the token: [`ApiError`] cannot hold it.
pub fn error_text(error: &ApiError, lang: Lang) -> String {
    match error {
        ApiError::Offline => Common::ErrorOffline.text(lang).to_string(),
        ApiError::Network => Common::ErrorNetwork.text(lang).to_string(),
        ApiError::Timeout => Common::ErrorTimeout.text(lang).to_string(),
        ApiError::InvalidCredentials(message) => message.clone(),
        ApiError::Unauthorized => Common::ErrorUnauthorized.text(lang).to_string(),
        ApiError::AccessRefused => Common::ErrorAccessRefused.text(lang).to_string(),
        ApiError::Rejected {
            message: Some(message),
            ..
        } => fill(
            Common::ErrorRejectedWithMessage.text(lang),
            &[("message", message)],
        ),
        ApiError::Rejected {
            status,
            message: None,
        } => fill(
            Common::ErrorRejected.text(lang),
            &[("status", &status.to_string())],
        ),
        ApiError::Malformed(_) => Common::ErrorMalformed.text(lang).to_string(),
        ApiError::Cancelled => Common::ErrorCancelled.text(lang).to_string(),
        ApiError::TooManyRequests {
            wait_seconds,
            message,
        } => {
            let wait = wait_text(*wait_seconds, lang);
            match message.as_deref().map(sentence) {
                Some(message) => fill(
                    Common::ErrorTooManyRequestsWithMessage.text(lang),
                    &[("message", &message), ("wait", &wait)],
                ),
                None => fill(Common::ErrorTooManyRequests.text(lang), &[("wait", &wait)]),
            }
        }
    }
}

/// The platform's own words as a sentence, so the wait that follows reads as the next one.
fn sentence(message: &str) -> String {
    let message = message.trim();
    if message.ends_with(['.', '!', '?', '…']) {
        message.to_string()
    } else {
        format!("{message}.")
    }
}

/// How an error box reaches a screen-reader user. Either way its words are in a `role="alert"`
/// element ([`AlertBox`]), where assistive technology and the standard test query
/// (`getByRole('alert')`) look for the message the user was just told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heard {
    /// The error answers what the user just did (a submit, a save, "Try again"): the box also
    /// takes the focus, so that the next Tab goes on from there.
    ByFocus,
    /// Nobody pressed anything for it (a page's data failed to load): the focus stays put.
    Announced,
}

/// The error box that answers the user's action: one at a time on a page.
const FOCUSED_ERROR_ID: &str = "form-error";

/// An error box with "Try again" when retrying can help. After a 429, "Try again" is unavailable
/// until the platform's wait is over, like every button that calls the platform.
#[component]
pub fn ErrorBox(
    error: ApiError,
    #[prop(optional, into)] on_retry: Option<Callback<()>>,
    heard: Heard,
) -> impl IntoView {
    let state = use_app();
    let retry = on_retry.filter(|_| error.is_retryable()).map(|retry| {
        // The box goes away when the call starts again: focus goes first to the page's heading,
        // or wherever `retry` itself sends it, never to the page body.
        Retry {
            id: "error-retry",
            run: Callback::new(move |()| {
                dom::focus_selector("main h1");
                retry.run(());
            }),
        }
    });
    let text = Signal::derive(move || error_text(&error, state.lang.get()));
    view! { <AlertBox class="alert alert--error" heard text retry /> }
}

/// An alert's "Try again": its button's id, and what it does (where the focus goes first included).
pub struct Retry {
    pub id: &'static str,
    pub run: Callback<()>,
}

/// A message box in GOV.UK's shape: the box is what takes the focus (`tabindex="-1"`), and the
/// `role="alert"` element inside it carries the words, so they are read once, where the user is.
/// "Try again" sits outside the alert: a button is not part of the message.
///
/// The alert element goes into the page empty, and the words follow once a frame has been drawn
/// with it: a live region born with its text is not announced by every screen reader. Until then
/// the box has no style of its own, so nothing flashes. Its text follows the UI language.
#[component]
pub fn AlertBox(
    /// The box's class once it holds its words.
    class: &'static str,
    heard: Heard,
    text: Signal<String>,
    retry: Option<Retry>,
) -> impl IntoView {
    let state = use_app();
    let filled = RwSignal::new(false);
    request_animation_frame(move || {
        set_timeout(
            move || {
                if filled.try_set(true).is_none() && heard == Heard::ByFocus {
                    // After the words are in the page: the frame that follows.
                    request_animation_frame(|| {
                        dom::focus_id(FOCUSED_ERROR_ID);
                    });
                }
            },
            std::time::Duration::ZERO,
        );
    });
    let retry = retry.map(|Retry { id, run }| {
        view! {
            <div hidden=move || !filled.get()>
                <BusyButton
                    class="button button--secondary"
                    id
                    busy=false
                    label=state.t_signal(Common::Retry)
                    on_click=run
                />
            </div>
        }
    });
    view! {
        <div
            class=move || if filled.get() { class } else { "alert-box--empty" }
            id=(heard == Heard::ByFocus).then_some(FOCUSED_ERROR_ID)
            tabindex="-1"
            data-testid="error-box"
        >
            <div role="alert">{move || filled.get().then(|| view! { <p>{text}</p> })}</div>
            {retry}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_error_has_text_in_both_languages() {
        let errors = [
            ApiError::Offline,
            ApiError::Network,
            ApiError::Offline,
            ApiError::Timeout,
            ApiError::InvalidCredentials("Invalid Email or Password".into()),
            ApiError::Unauthorized,
            ApiError::AccessRefused,
            ApiError::Rejected {
                status: 422,
                message: Some("Phone is invalid".into()),
            },
            ApiError::Rejected {
                status: 500,
                message: None,
            },
            ApiError::Malformed("x".into()),
            ApiError::Cancelled,
            ApiError::TooManyRequests {
                wait_seconds: 30,
                message: None,
            },
            ApiError::TooManyRequests {
                wait_seconds: 30,
                message: Some("Slow down".into()),
            },
        ];
        for error in errors {
            for lang in Lang::ALL {
                let text = error_text(&error, lang);
                assert!(
                    !text.is_empty() && !text.contains('{'),
                    "{error:?} {lang:?}: {text}"
                );
            }
        }
        assert!(error_text(
            &ApiError::Rejected {
                status: 422,
                message: Some("Phone is invalid".into())
            },
            Lang::En
        )
        .contains("Phone is invalid"));
        assert!(error_text(
            &ApiError::Rejected {
                status: 503,
                message: None
            },
            Lang::Es
        )
        .contains("503"));
    }

    #[test]
    fn a_429_says_how_long_to_wait_in_the_ui_language() {
        let throttled = |message: Option<&str>| ApiError::TooManyRequests {
            wait_seconds: 30,
            message: message.map(str::to_string),
        };
        assert_eq!(
            error_text(&throttled(None), Lang::En),
            "Too many attempts. Try again in 30 seconds."
        );
        assert_eq!(
            error_text(&throttled(None), Lang::Es),
            "Demasiados intentos. Inténtalo de nuevo en 30 segundos."
        );
        // The platform's own words, then the wait.
        assert_eq!(
            error_text(&throttled(Some("Slow down")), Lang::En),
            "Slow down. Try again in 30 seconds."
        );
        assert_eq!(
            error_text(&throttled(Some("Rate limit exceeded!")), Lang::En),
            "Rate limit exceeded! Try again in 30 seconds."
        );
    }
}
