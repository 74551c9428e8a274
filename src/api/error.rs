//! The one error type every API call returns. Its text never carries the token: no variant holds it.

use std::fmt;

/// How a call to the platform failed. The UI picks its message and whether to offer a retry from this.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApiError {
    /// The request never got an answer (DNS, CORS, connection reset) while the browser thought it
    /// was online.
    Network,
    /// The request failed and the browser says it has no connection (`navigator.onLine` false).
    Offline,
    /// No complete answer within the configured time; the request was aborted.
    Timeout,
    /// sign_in answered 404: the server's text (e.g. "Invalid Email or Password") is shown at the form.
    InvalidCredentials(String),
    /// 401/403 on a call made with the user's token: the session is over.
    Unauthorized,
    /// 401/403 on a call made with the platform API key (sign-in, one-time code): the platform
    /// refused this app's key. Nothing the user can fix or retry; whoever runs the app must.
    AccessRefused,
    /// Any other non-2xx answer, with the server's `message`/`error`/`errors` text when it sent one.
    Rejected {
        status: u16,
        message: Option<String>,
    },
    /// A 2xx answer whose body is not the JSON the reference describes.
    Malformed(String),
}

impl ApiError {
    /// Whether trying the same call again may help (the UI offers "Retry" for these).
    pub fn is_retryable(&self) -> bool {
        match self {
            ApiError::Network | ApiError::Offline | ApiError::Timeout | ApiError::Malformed(_) => {
                true
            }
            ApiError::Rejected { status, .. } => *status >= 500 || *status == 429,
            ApiError::InvalidCredentials(_) | ApiError::Unauthorized | ApiError::AccessRefused => {
                false
            }
        }
    }

    /// The server's own words, when it sent any.
    pub fn server_message(&self) -> Option<&str> {
        match self {
            ApiError::InvalidCredentials(message) => Some(message),
            ApiError::Rejected { message, .. } => message.as_deref(),
            _ => None,
        }
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ApiError::Network => f.write_str("the platform could not be reached"),
            ApiError::Offline => f.write_str("there is no connection"),
            ApiError::Timeout => f.write_str("the platform did not answer in time"),
            ApiError::InvalidCredentials(message) => f.write_str(message),
            ApiError::Unauthorized => f.write_str("the session has ended"),
            ApiError::AccessRefused => f.write_str("the platform refused the app's API key"),
            ApiError::Rejected {
                status,
                message: Some(message),
            } => write!(f, "{message} (HTTP {status})"),
            ApiError::Rejected {
                status,
                message: None,
            } => write!(f, "the platform refused the request (HTTP {status})"),
            ApiError::Malformed(what) => {
                write!(f, "the platform sent an unexpected answer: {what}")
            }
        }
    }
}

impl std::error::Error for ApiError {}
