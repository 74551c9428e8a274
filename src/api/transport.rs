//! The single place that sends HTTP: every request gets the `Authentication` header it needs and a
//! bounded lifetime through an AbortController, and comes back as (status, body text), or, for a
//! 429, as [`ApiError::TooManyRequests`] with the wait its `Retry-After` asks for (the only header
//! the app reads).

use super::decode;
use super::error::{unanswered, ApiError};
use super::reachability::{self, browser_online};
use super::Platform;
use gloo_net::http::{Request, RequestBuilder, Response};
use leptos::prelude::{set_timeout_with_handle, TimeoutHandle};
use std::cell::{Cell, RefCell};
use std::fmt;
use std::rc::Rc;
use std::time::Duration;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::AbortController;

#[wasm_bindgen]
extern "C" {
    /// The browser's `fetch`, also in a worker (gloo-net sends the same way).
    #[wasm_bindgen(js_name = fetch)]
    fn fetch_with_request(request: &web_sys::Request) -> js_sys::Promise;
}

/// A request's bounded life: `timeout` after it leaves it is aborted, and `timed_out` says so.
struct Deadline {
    timed_out: Rc<Cell<bool>>,
    timer: Option<TimeoutHandle>,
}

impl Deadline {
    fn start(controller: &AbortController, timeout: Duration) -> Deadline {
        let timed_out = Rc::new(Cell::new(false));
        let timer = {
            let timed_out = Rc::clone(&timed_out);
            let controller = controller.clone();
            set_timeout_with_handle(
                move || {
                    timed_out.set(true);
                    controller.abort();
                },
                timeout,
            )
            .ok()
        };
        Deadline { timed_out, timer }
    }

    /// Whether it ran out; the timer stops either way.
    fn end(self) -> bool {
        if let Some(timer) = self.timer {
            timer.clear();
        }
        self.timed_out.get()
    }
}

/// The requests of one page, aborted together when the page goes away ([`RequestScope::abort`]),
/// so that no answer lands in a page that is gone. Each then ends as [`ApiError::Cancelled`]: not
/// a failure of the platform or of the connection, and not reported as one.
#[derive(Clone, Default)]
pub struct RequestScope(Rc<ScopeState>);

#[derive(Default)]
struct ScopeState {
    aborted: Cell<bool>,
    /// What aborts each request sent in the scope.
    sent: RefCell<Vec<AbortController>>,
}

impl RequestScope {
    /// Aborts every request of the scope still running, and any sent in it later.
    pub fn abort(&self) {
        self.0.aborted.set(true);
        for controller in self.0.sent.take() {
            controller.abort();
        }
    }

    /// Adds a request sent in the scope.
    fn enter(&self, controller: &AbortController) {
        self.0.sent.borrow_mut().push(controller.clone());
    }

    fn is_aborted(&self) -> bool {
        self.0.aborted.get()
    }
}

impl fmt::Debug for RequestScope {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RequestScope")
            .field("aborted", &self.is_aborted())
            .finish()
    }
}

/// A read sent before the page that needs it asks for it ([`send_ahead`]): what it asked, its
/// deadline, the controller that can abort it, and the browser's answer to come. [`Platform`]
/// keeps the one there is.
pub(super) struct SentAhead {
    asked: Asked,
    deadline: Deadline,
    controller: AbortController,
    answer: js_sys::Promise,
}

/// What a read sent ahead asked, and when.
struct Asked {
    url: String,
    authentication: String,
    sent_at_ms: f64,
}

impl Asked {
    /// Whether this read answers a request for `url` with `authentication` at `now_ms`: the same
    /// address and credential, within [`SENT_AHEAD_KEPT_MS`] of leaving.
    fn answers(&self, url: &str, authentication: &str, now_ms: f64) -> bool {
        now_ms - self.sent_at_ms < SENT_AHEAD_KEPT_MS
            && self.url == url
            && self.authentication == authentication
    }
}

/// How long a read sent ahead waits to be taken; then it is forgotten and the page sends its own.
const SENT_AHEAD_KEPT_MS: f64 = 10_000.0;

/// Sends a read to `platform` now, for the first [`exchange`] of the same URL with the same
/// `authentication` in the next few seconds to take instead of sending its own: the landing page's
/// data travels while the route changes after sign-in. Only one is kept. That `exchange` reads,
/// judges and reports its answer exactly as if it had sent it, under the deadline that started
/// when it left.
/// Shaped for speed: docs/performance.md#landing-read-sent-ahead.
pub(super) fn send_ahead(platform: &Platform, builder: RequestBuilder, authentication: &str) {
    let Some((controller, request)) = authorized_request(builder, authentication, None) else {
        return;
    };
    let url = request.url();
    let answer = fetch(request);
    platform.sent_ahead.replace(Some(SentAhead {
        asked: Asked {
            url,
            authentication: authentication.to_owned(),
            sent_at_ms: js_sys::Date::now(),
        },
        deadline: Deadline::start(&controller, platform.endpoints.timeout),
        controller,
        answer,
    }));
}

/// The read sent ahead to `url` with `authentication`, if one is waiting; taken once. Another
/// request leaves it for the one it answers.
fn take_sent_ahead(platform: &Platform, url: &str, authentication: &str) -> Option<SentAhead> {
    let now_ms = js_sys::Date::now();
    let mut slot = platform.sent_ahead.borrow_mut();
    let answers = slot
        .as_ref()
        .is_some_and(|ahead| ahead.asked.answers(url, authentication, now_ms));
    answers.then(|| slot.take()).flatten()
}

/// Where the page's script leaves a request it sent before the app was here (`first_paint.js` sends
/// sign_in at a press of Sign in): a function that hands over its answer and the controller that
/// can abort it when asked for the very same address, credential and body, and nothing otherwise;
/// it answers once either way.
/// Shaped for speed: docs/performance.md#sign-in-sent-at-the-press.
const EARLY_REQUEST: &str = "__staffingEarly";

/// The request the page's script sent to `url` with `authentication` and `body`, if it is exactly
/// that one.
fn take_early_request(
    url: &str,
    authentication: &str,
    body: &str,
) -> Option<(js_sys::Promise, AbortController)> {
    let take = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str(EARLY_REQUEST))
        .ok()?
        .dyn_into::<js_sys::Function>()
        .ok()?;
    let early = take
        .call3(
            &JsValue::NULL,
            &url.into(),
            &authentication.into(),
            &body.into(),
        )
        .ok()?;
    let part = |name: &str| js_sys::Reflect::get(&early, &JsValue::from_str(name)).ok();
    let answer = part("answer")?.dyn_into::<js_sys::Promise>().ok()?;
    let controller = part("controller")?.dyn_into::<AbortController>().ok()?;
    Some((answer, controller))
}

/// The header that carries the platform key or the user's token.
pub(super) const CREDENTIAL_HEADER: &str = "Authentication";

/// `builder` with the platform credential `authentication` (and `json_body` as a JSON body when
/// given), built with the signal of the controller that can abort it; `None` when the browser
/// cannot make either.
fn authorized_request(
    builder: RequestBuilder,
    authentication: &str,
    json_body: Option<String>,
) -> Option<(AbortController, Request)> {
    let controller = AbortController::new().ok()?;
    let builder = builder
        .abort_signal(Some(&controller.signal()))
        .header(CREDENTIAL_HEADER, authentication);
    let request = match json_body {
        Some(body) => builder
            .header("Content-Type", "application/json")
            .body(body),
        None => builder.build(),
    };
    Some((controller, request.ok()?))
}

/// Sends `request` with the browser's `fetch`: the response's head to come.
fn fetch(request: Request) -> js_sys::Promise {
    fetch_with_request(&request.into())
}

/// Sends a request of the app's own origin (no credential, no deadline: the browser's own) and
/// waits for the response's head; `None` when it could not be built or sent.
pub(super) async fn send(builder: RequestBuilder) -> Option<Response> {
    response_of(fetch(builder.build().ok()?)).await
}

/// The response a `fetch` resolves to; `None` when it failed (offline, refused, aborted).
pub(super) async fn response_of(answer: js_sys::Promise) -> Option<Response> {
    let response = JsFuture::from(answer).await.ok()?;
    response
        .dyn_into::<web_sys::Response>()
        .ok()
        .map(Response::from)
}

/// Sends `builder` to `platform` (with `json_body` when given), or takes the same read sent ahead,
/// and reads the whole body, aborting after the platform's timeout, or when `scope` is aborted;
/// `platform` hears what the outcome says about the connection. Errors never include the
/// request's URL or headers, so nothing secret can reach a message.
pub(super) async fn exchange(
    platform: &Platform,
    builder: RequestBuilder,
    authentication: &str,
    json_body: Option<String>,
    scope: Option<&RequestScope>,
) -> Result<(u16, String), ApiError> {
    if scope.is_some_and(RequestScope::is_aborted) {
        return Err(ApiError::Cancelled);
    }
    let body = json_body.clone();
    let (controller, request) = authorized_request(builder, authentication, json_body)
        .ok_or_else(|| unanswered(browser_online()))?;
    let sent_before =
        body.and_then(|body| take_early_request(&request.url(), authentication, &body));
    let timeout = platform.endpoints.timeout;
    let (answer, deadline, controller) = match sent_before {
        Some((answer, controller)) => (answer, Deadline::start(&controller, timeout), controller),
        None => match take_sent_ahead(platform, &request.url(), authentication) {
            Some(ahead) => (ahead.answer, ahead.deadline, ahead.controller),
            None => (
                fetch(request),
                Deadline::start(&controller, timeout),
                controller,
            ),
        },
    };
    if let Some(scope) = scope {
        scope.enter(&controller);
    }
    // The body is read under the same deadline: a server may hang half-way through it.
    let outcome = match response_of(answer).await {
        Some(response) => {
            let retry_after = match response.status() {
                TOO_MANY_REQUESTS => response.headers().get("retry-after"),
                _ => None,
            };
            response
                .text()
                .await
                .map(|body| (response.status(), body, retry_after))
                .ok()
        }
        None => None,
    };
    let timed_out = deadline.end();
    if scope.is_some_and(RequestScope::is_aborted) {
        return Err(ApiError::Cancelled);
    }
    let (outcome, retry_after) = match outcome {
        Some((status, body, retry_after)) => (Ok((status, body)), retry_after),
        None if timed_out => (Err(ApiError::Timeout), None),
        None => (Err(unanswered(browser_online())), None),
    };
    reachability::report(&platform.hear, &outcome);
    match outcome {
        Ok((TOO_MANY_REQUESTS, body)) => {
            let error =
                decode::too_many_requests(&body, retry_after.as_deref(), js_sys::Date::now());
            if let Some(seconds) = error.wait_seconds() {
                reachability::report_wait(&platform.hear, seconds);
            }
            Err(error)
        }
        other => other,
    }
}

const TOO_MANY_REQUESTS: u16 = 429;

#[cfg(test)]
mod tests {
    use super::*;

    const URL: &str = "https://platform.test/api/v1/companies/get_client_profile?tenant=demo";

    fn asked() -> Asked {
        Asked {
            url: URL.into(),
            authentication: "token-a".into(),
            sent_at_ms: 1_000.0,
        }
    }

    #[test]
    fn a_read_sent_ahead_answers_the_same_request_soon_after() {
        assert!(asked().answers(URL, "token-a", 1_000.0));
        assert!(asked().answers(URL, "token-a", 10_999.0));
    }

    #[test]
    fn it_answers_nothing_else() {
        // Another address, another tenant, another user's token, or too late.
        assert!(!asked().answers("https://platform.test/api/v1/other", "token-a", 1_500.0));
        assert!(!asked().answers(&URL.replace("demo", "latam"), "token-a", 1_500.0));
        assert!(!asked().answers(URL, "token-b", 1_500.0));
        assert!(!asked().answers(URL, "token-a", 11_000.0));
    }
}
