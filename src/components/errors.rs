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

/// How an error box reaches a screen-reader user: once, and never twice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heard {
    /// The error answers what the user just did (a submit, a save, "Try again"): the box takes
    /// the focus, so it is read where the user now is, and the next Tab goes on from there.
    ByFocus,
    /// Nobody pressed anything for it (a page's data failed to load): its text goes to the shell's
    /// assertive live region, which is in the page from the start, and the focus stays put.
    Announced,
}

/// The error box that answers the user's action: one at a time on a page.
const FOCUSED_ERROR_ID: &str = "form-error";

/// An error box with "Try again" when retrying can help. After a 429, "Try again" is unavailable
/// until the platform's wait is over, like every button that calls the platform. The box is not a
/// live region itself: see [`Heard`].
#[component]
pub fn ErrorBox(
    error: ApiError,
    #[prop(optional, into)] on_retry: Option<Callback<()>>,
    heard: Heard,
) -> impl IntoView {
    let state = use_app();
    let retry = on_retry.filter(|_| error.is_retryable());
    match heard {
        // After the box is in the page: the frame that follows the render.
        Heard::ByFocus => request_animation_frame(|| {
            dom::focus_id(FOCUSED_ERROR_ID);
        }),
        Heard::Announced => state.alert(error_text(&error, state.lang.get_untracked())),
    }
    let text = {
        let error = error.clone();
        move || error_text(&error, state.lang.get())
    };
    view! {
        <div
            class="alert alert--error"
            id=(heard == Heard::ByFocus).then_some(FOCUSED_ERROR_ID)
            tabindex="-1"
            data-testid="error-box"
        >
            <p>{text}</p>
            {retry.map(|retry| {
                // The box goes away when the call starts again: focus goes first to the page's
                // heading, or wherever `retry` itself sends it, never to the page body.
                let on_click = Callback::new(move |()| {
                    dom::focus_selector("main h1");
                    retry.run(());
                });
                view! {
                    <BusyButton
                        class="button button--secondary"
                        id="error-retry"
                        busy=false
                        label=state.t_signal(Common::Retry)
                        on_click
                    />
                }
            })}
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
