//! The single place that sends HTTP: every request gets the `Authentication` header it needs and a
//! bounded lifetime through an AbortController, and comes back as (status, body text), or, for a
//! 429, as [`ApiError::TooManyRequests`] with the wait its `Retry-After` asks for (the only header
//! the app reads).

use super::decode;
use super::error::{unanswered, ApiError};
use super::reachability::{self, browser_online};
use gloo_net::http::{Request, RequestBuilder};
use leptos::prelude::set_timeout_with_handle;
use std::cell::Cell;
use std::rc::Rc;
use std::time::Duration;
use web_sys::AbortController;

/// Sends `builder` (with `json_body` when given) and reads the whole body, aborting after `timeout`.
/// Errors never include the request's URL or headers, so nothing secret can reach a message.
pub async fn exchange(
    builder: RequestBuilder,
    authentication: &str,
    json_body: Option<String>,
    timeout: Duration,
) -> Result<(u16, String), ApiError> {
    let controller = AbortController::new().map_err(|_| unanswered(browser_online()))?;
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
    let signal = controller.signal();
    let builder = builder
        .abort_signal(Some(&signal))
        .header("Authentication", authentication);
    let request: Result<Request, _> = match json_body {
        Some(body) => builder
            .header("Content-Type", "application/json")
            .body(body),
        None => builder.build(),
    };
    let outcome = match request {
        Ok(request) => match request.send().await {
            // The body is read under the same timer: a server may hang half-way through it.
            Ok(response) => {
                let retry_after = match response.status() {
                    TOO_MANY_REQUESTS => response.headers().get("retry-after"),
                    _ => None,
                };
                response
                    .text()
                    .await
                    .map(|body| (response.status(), body, retry_after))
            }
            Err(error) => Err(error),
        },
        Err(error) => Err(error),
    };
    if let Some(timer) = timer {
        timer.clear();
    }
    let (outcome, retry_after) = match outcome {
        Ok((status, body, retry_after)) => (Ok((status, body)), retry_after),
        Err(_) if timed_out.get() => (Err(ApiError::Timeout), None),
        Err(_) => (Err(unanswered(browser_online())), None),
    };
    reachability::report(&outcome);
    match outcome {
        Ok((TOO_MANY_REQUESTS, body)) => {
            let error =
                decode::too_many_requests(&body, retry_after.as_deref(), js_sys::Date::now());
            if let Some(seconds) = error.wait_seconds() {
                reachability::report_wait(seconds);
            }
            Err(error)
        }
        other => other,
    }
}

const TOO_MANY_REQUESTS: u16 = 429;
