//! The one error type every API call returns. Its text never carries the token: no variant holds it.

use std::fmt;

/// How a call to the platform failed. The UI picks its message and whether to offer a retry from this.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApiError {
    /// The browser is offline (`navigator.onLine` is false): the request never left the device.
    Offline,
    /// Online, yet the request got no answer: the platform is down or unreachable (DNS, connection
    /// reset), or it refused this site's origin (no CORS). A browser reports all of these alike, so
    /// the message must fit every one of them.
    Network,
    /// No complete answer within the configured time; the request was aborted.
    Timeout,
    /// sign_in answered 404: the server's text (e.g. "Invalid Email or Password") is shown at the form.
    InvalidCredentials(String),
    /// 401/403 on a call made with the user's token: the session is over.
    Unauthorized,
    /// 401/403 on a call made with the platform API key (sign-in, one-time code): the platform
    /// refused this app's key. Nothing the user can fix or retry; whoever runs the app must.
    AccessRefused,
    /// 429: the platform limits how often this call may be made. `wait_seconds` comes from its
    /// `Retry-After` ([`super::retry_after`]); `message` is the server's own text, when it sent one.
    TooManyRequests {
        wait_seconds: u32,
        message: Option<String>,
    },
    /// Any other non-2xx answer, with the server's `message`/`error`/`errors` text when it sent one.
    Rejected {
        status: u16,
        message: Option<String>,
    },
    /// A 2xx answer whose body is not the JSON the reference describes.
    Malformed(String),
    /// The page that asked went away first, and the request was aborted. Nobody is left to be told.
    Cancelled,
}

impl ApiError {
    /// Whether trying the same call again may help (the UI offers "Retry" for these; after a
    /// [`ApiError::TooManyRequests`], only once its wait is over).
    pub fn is_retryable(&self) -> bool {
        match self {
            ApiError::Offline
            | ApiError::Network
            | ApiError::Timeout
            | ApiError::Malformed(_)
            | ApiError::TooManyRequests { .. }
            | ApiError::Cancelled => true,
            ApiError::Rejected { status, .. } => *status >= 500,
            ApiError::InvalidCredentials(_) | ApiError::Unauthorized | ApiError::AccessRefused => {
                false
            }
        }
    }

    /// Seconds the platform asked the app to wait before the same call, after a 429.
    pub fn wait_seconds(&self) -> Option<u32> {
        match self {
            ApiError::TooManyRequests { wait_seconds, .. } => Some(*wait_seconds),
            _ => None,
        }
    }

    /// The server's own words, when it sent any.
    pub fn server_message(&self) -> Option<&str> {
        match self {
            ApiError::InvalidCredentials(message) => Some(message),
            ApiError::Rejected { message, .. } | ApiError::TooManyRequests { message, .. } => {
                message.as_deref()
            }
            _ => None,
        }
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ApiError::Offline => f.write_str("the device is offline"),
            ApiError::Network => f.write_str("the platform could not be reached from this site"),
            ApiError::Timeout => f.write_str("the platform did not answer in time"),
            ApiError::InvalidCredentials(message) => f.write_str(message),
            ApiError::Unauthorized => f.write_str("the session has ended"),
            ApiError::AccessRefused => f.write_str("the platform refused the app's API key"),
            ApiError::TooManyRequests { .. } => {
                f.write_str("the platform asks to wait before trying again (HTTP 429)")
            }
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
            ApiError::Cancelled => f.write_str("the request was cancelled"),
        }
    }
}

impl std::error::Error for ApiError {}

/// A request that got no answer at all, as [`ApiError::Offline`] or [`ApiError::Network`]. The one
/// rule for it: the browser cannot tell a CORS refusal from a dropped connection (both are a bare
/// "failed to fetch"), so the only thing it can say for sure is whether the device is offline.
pub fn unanswered(online: bool) -> ApiError {
    if online {
        ApiError::Network
    } else {
        ApiError::Offline
    }
}
