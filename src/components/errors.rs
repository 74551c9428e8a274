//! How an API error reads to a user, and the standard error box with its retry button.

use crate::api::ApiError;
use crate::i18n::{fill, Common, Translate};
use crate::logic::lang::Lang;
use crate::session::tr;
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
    }
}

/// An error box (`role="alert"`) with "Try again" when retrying can help.
#[component]
pub fn ErrorBox(
    error: ApiError,
    #[prop(optional, into)] on_retry: Option<Callback<()>>,
) -> impl IntoView {
    let state = use_app();
    let retry = on_retry.filter(|_| error.is_retryable());
    let text = {
        let error = error.clone();
        move || error_text(&error, state.lang.get())
    };
    view! {
        <div class="alert alert--error" role="alert">
            <p>{text}</p>
            {retry.map(|retry| view! {
                <button type="button" class="button button--secondary" on:click=move |_| retry.run(())>
                    {tr(Common::Retry)}
                </button>
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
}
