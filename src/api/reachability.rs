//! What the app's own calls say about the connection: each request's outcome goes to one listener
//! (the session's connectivity, `session::state`), so the offline notice follows the calls as well as
//! the browser's online/offline events. Kept here so that `transport` stays the one place that sends.
//! The browser's own word ([`browser_online`]) is here too: `transport` needs it to tell "offline"
//! from "unreachable", and `api/` takes nothing from the layers above it.

use super::error::ApiError;
use std::cell::RefCell;
use std::rc::Rc;

type Listener = Rc<dyn Fn(bool)>;

/// `navigator.onLine`: false when the browser knows it has no connection.
pub fn browser_online() -> bool {
    web_sys::window().is_none_or(|window| window.navigator().on_line())
}

thread_local! {
    static LISTENER: RefCell<Option<Listener>> = const { RefCell::new(None) };
}

/// Calls `listener` after every request: `true` when the platform answered (any status), `false`
/// when the request failed while the browser had no connection. Replaces an earlier listener.
pub fn listen(listener: impl Fn(bool) + 'static) {
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
    let Some(connected) = connected(outcome) else {
        return;
    };
    // Cloned out first: the listener may set signals whose effects send another request.
    let listener = LISTENER.with(|slot| slot.borrow().clone());
    if let Some(listener) = listener {
        listener(connected);
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
