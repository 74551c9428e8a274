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

    /// The scope has been aborted.
    pub fn is_aborted(&self) -> bool {
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

/// Where the page's script leaves the requests it sent before the app was here (`first_paint.js`
/// sends sign_in at a press of Sign in, and the client profile's read once that sign_in has answered
/// for a client): a function that, asked for an address, hands over the answer and the controller
/// of the request it sent there when the credential and the body (`null` for none) are the very
/// same, and nothing otherwise. Each such request answers the app's first call to its address,
/// either way.
/// Shaped for speed: docs/performance.md#sign-in-sent-at-the-press.
const EARLY_REQUEST: &str = "__staffingEarly";

/// The request the page's script sent to `url` with `authentication` and `body`, if it is exactly
/// that one.
fn take_early_request(
    url: &str,
    authentication: &str,
    body: Option<&str>,
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
            &body.map_or(JsValue::NULL, JsValue::from_str),
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

/// Sends `builder` to `platform` (with `json_body` when given), or takes the same request the page's
/// script sent before the app was here,
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
    let sent_before = take_early_request(&request.url(), authentication, body.as_deref());
    let timeout = platform.endpoints.timeout;
    let (answer, deadline, controller) = match sent_before {
        Some((answer, controller)) => (answer, Deadline::start(&controller, timeout), controller),
        None => (
            fetch(request),
            Deadline::start(&controller, timeout),
            controller,
        ),
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
