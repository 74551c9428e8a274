//! What the app's own calls say about the connection and the platform: each request's outcome goes
//! to the listener the [`Platform`](super::Platform) was made with (by `session::state`), so the
//! offline notice follows the calls as well as the browser's online/offline events, and a 429's
//! wait holds every button that calls the platform. Kept here so that `transport` stays the one
//! place that sends.
//! The browser's own word ([`browser_online`]) is here too: `transport` needs it to tell "offline"
//! from "unreachable", and `api/` takes nothing from the layers above it.

use super::error::ApiError;

/// What a request's outcome said.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heard {
    /// Whether there is a connection ([`connected`]).
    Connected(bool),
    /// The platform answered 429 and asks the app to wait this many seconds.
    Wait(u32),
}

/// `navigator.onLine`: false when the browser knows it has no connection.
pub fn browser_online() -> bool {
    web_sys::window().is_none_or(|window| window.navigator().on_line())
}

/// What an outcome says about the connection; `None` when it says nothing (a timeout, an unreachable
/// platform while the browser is online: the connection may be fine).
pub fn connected(outcome: &Result<(u16, String), ApiError>) -> Option<bool> {
    match outcome {
        Ok(_) => Some(true),
        Err(ApiError::Offline) => Some(false),
        Err(_) => None,
    }
}

/// Tells `hear` what a request's outcome says about the connection, if anything.
pub(super) fn report(hear: &dyn Fn(Heard), outcome: &Result<(u16, String), ApiError>) {
    if let Some(connected) = connected(outcome) {
        hear(Heard::Connected(connected));
    }
}

/// Tells `hear` that the platform asked to wait `seconds`.
pub(super) fn report_wait(hear: &dyn Fn(Heard), seconds: u32) {
    hear(Heard::Wait(seconds));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_answer_or_a_known_lack_of_connection_counts() {
        assert_eq!(connected(&Ok((500, String::new()))), Some(true));
        assert_eq!(connected(&Err(ApiError::Offline)), Some(false));
        assert_eq!(connected(&Err(ApiError::Network)), None);
        assert_eq!(connected(&Err(ApiError::Timeout)), None);
    }
}
