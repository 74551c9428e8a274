//! What the app's own calls say about the connection and the platform: each request's outcome goes
//! to one listener (`session::state`), so the offline notice follows the calls as well as the
//! browser's online/offline events, and a 429's wait holds every button that calls the platform.
//! Kept here so that `transport` stays the one place that sends.
//! The browser's own word ([`browser_online`]) is here too: `transport` needs it to tell "offline"
//! from "unreachable", and `api/` takes nothing from the layers above it.

use super::error::ApiError;
use std::cell::RefCell;
use std::rc::Rc;

type Listener = Rc<dyn Fn(Heard)>;

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

thread_local! {
    static LISTENER: RefCell<Option<Listener>> = const { RefCell::new(None) };
}

/// Calls `listener` after every request whose outcome says whether there is a connection, and
/// after every 429 with the wait it asks for. Replaces an earlier listener.
pub fn listen(listener: impl Fn(Heard) + 'static) {
    LISTENER.with(|slot| *slot.borrow_mut() = Some(Rc::new(listener)));
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

pub(super) fn report(outcome: &Result<(u16, String), ApiError>) {
    if let Some(connected) = connected(outcome) {
        tell(Heard::Connected(connected));
    }
}

pub(super) fn report_wait(seconds: u32) {
    tell(Heard::Wait(seconds));
}

fn tell(heard: Heard) {
    // Cloned out first: the listener may set signals whose effects send another request.
    let listener = LISTENER.with(|slot| slot.borrow().clone());
    if let Some(listener) = listener {
        listener(heard);
    }
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
