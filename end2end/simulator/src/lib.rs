//! Simulator of the staffing platform REST API (see README.md).
//!
//! ```no_run
//! # async fn run() -> std::io::Result<()> {
//! let state = simulator::AppState::new(simulator::bundled_seed()).expect("seed");
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
//! simulator::serve(listener, simulator::app(state), std::future::pending()).await
//! # }
//! ```

pub mod api;
pub mod control;
pub mod dates;
pub mod demo;
pub mod files;
pub mod geo;
pub mod model;
pub mod params;
pub mod random;
pub mod response;
pub mod seed;
pub mod seed_files;
pub mod state;
pub mod validate;

pub use seed::{bundled_seed, BUNDLED_SEED, DEFAULT_API_KEY};
pub use state::{AppState, Endpoint, FaultKind};

use axum::body::{to_bytes, Body};
use axum::extract::{Request, State as AxState};
use axum::http::header::{self, HeaderMap, HeaderValue};
use axum::http::request::Parts;
use axum::http::{Method, StatusCode};
use axum::response::Response;
use axum::Router;
use dates::iso;
use hyper_util::rt::TokioIo;
use response::message;
use serde_json::{Map, Value};
use state::LoggedRequest;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::Notify;
use tower::ServiceExt;

/// Largest request body accepted (bytes).
pub const BODY_LIMIT: usize = 16 * 1024 * 1024;

/// Inserted into every request by [`serve`]: notifying it drops the
/// connection without a response (used by the `abort` and `hang` faults).
#[derive(Clone)]
pub struct ConnectionKill(pub Arc<Notify>);

/// The simulator's router. Serve it with [`serve`] so that the `abort` and
/// `hang` faults can close connections.
pub fn app(state: AppState) -> Router {
    Router::new().fallback(dispatch).with_state(state)
}

/// [`app`], with every answer of the platform's API, CORS preflights included, held back by
/// `latency`; the simulator's own `/__sim` calls are answered at once. On loopback an answer arrives
/// within a millisecond, sooner than from any remote platform, and a measurement of the page that
/// depends on the order of answers and paints (Lighthouse, `make audit`) needs a realistic order.
pub fn app_with_latency(state: AppState, latency: Duration) -> Router {
    let router = app(state);
    if latency.is_zero() {
        return router;
    }
    router.layer(axum::middleware::from_fn(
        move |request: Request, next: axum::middleware::Next| async move {
            if !request.uri().path().starts_with("/__sim") {
                tokio::time::sleep(latency).await;
            }
            next.run(request).await
        },
    ))
}

/// Serves `app` on `listener` (HTTP/1.1) until `shutdown` completes. Requests
/// still in flight at shutdown are dropped.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    shutdown: impl Future<Output = ()>,
) -> std::io::Result<()> {
    tokio::pin!(shutdown);
    loop {
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                Err(e) => {
                    let _ = std::io::Write::write_fmt(
                        &mut std::io::stderr(),
                        format_args!("simulator: accept failed: {e}\n"),
                    );
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let app = app.clone();
        tokio::spawn(async move {
            let kill = Arc::new(Notify::new());
            let kill_for_requests = kill.clone();
            let service =
                hyper::service::service_fn(move |req: hyper::Request<hyper::body::Incoming>| {
                    let mut req = req.map(Body::new);
                    req.extensions_mut()
                        .insert(ConnectionKill(kill_for_requests.clone()));
                    app.clone().oneshot(req)
                });
            let conn = hyper::server::conn::http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service);
            tokio::select! {
                _ = conn => {}
                () = kill.notified() => {}
            }
        });
    }
    Ok(())
}

const ALLOW_METHODS: &str = "GET, POST, PUT, DELETE, OPTIONS";
const DEFAULT_ALLOW_HEADERS: &str = "Authentication, Content-Type, Accept";

fn add_cors(headers: &mut HeaderMap) {
    headers.insert(
        header::ACCESS_CONTROL_ALLOW_ORIGIN,
        HeaderValue::from_static("*"),
    );
    // Without it a cross-origin page cannot read how long a 429 asks it to wait.
    headers.insert(
        header::ACCESS_CONTROL_EXPOSE_HEADERS,
        HeaderValue::from_static("Retry-After"),
    );
}

/// Answers any OPTIONS request as a CORS preflight: any origin, the
/// requested headers (or Authentication and Content-Type), the usual methods.
fn preflight(parts: &Parts) -> Response {
    let allow_headers = parts
        .headers
        .get(header::ACCESS_CONTROL_REQUEST_HEADERS)
        .cloned()
        .unwrap_or_else(|| HeaderValue::from_static(DEFAULT_ALLOW_HEADERS));
    let mut resp = Response::new(Body::empty());
    *resp.status_mut() = StatusCode::NO_CONTENT;
    let h = resp.headers_mut();
    add_cors(h);
    h.insert(
        header::ACCESS_CONTROL_ALLOW_METHODS,
        HeaderValue::from_static(ALLOW_METHODS),
    );
    h.insert(header::ACCESS_CONTROL_ALLOW_HEADERS, allow_headers);
    h.insert(
        header::ACCESS_CONTROL_MAX_AGE,
        HeaderValue::from_static("600"),
    );
    h.insert(
        header::VARY,
        HeaderValue::from_static("Origin, Access-Control-Request-Headers"),
    );
    resp
}

/// What an API without CORS support answers to a preflight: no `Access-Control-*` header, so the
/// browser never sends the request itself (Rails and most mobile back ends route no OPTIONS).
fn refused_preflight() -> Response {
    message(StatusCode::NOT_FOUND, "Not Found")
}

async fn dispatch(AxState(app): AxState<AppState>, req: Request) -> Response {
    let (parts, body) = req.into_parts();
    let cors = app.lock().cors;
    if parts.method == Method::OPTIONS {
        return if cors {
            preflight(&parts)
        } else {
            refused_preflight()
        };
    }
    let mut resp = match to_bytes(body, BODY_LIMIT).await {
        Err(_) => message(StatusCode::PAYLOAD_TOO_LARGE, "Request body too large"),
        Ok(bytes) => {
            let path = parts.uri.path();
            if let Some(rest) = path.strip_prefix("/__sim/") {
                control::handle(&app, &parts, rest, &bytes)
            } else if path == "/__sim" {
                control::handle(&app, &parts, "", &bytes)
            } else {
                api_request(&app, &parts, &bytes).await
            }
        }
    };
    if cors {
        add_cors(resp.headers_mut());
    }
    resp
}

fn log_request(app: &AppState, parts: &Parts, body: &[u8]) -> u64 {
    let mut headers = Map::new();
    for name in parts.headers.keys() {
        let joined = parts
            .headers
            .get_all(name)
            .iter()
            .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned())
            .collect::<Vec<_>>()
            .join(", ");
        headers.insert(name.as_str().to_string(), Value::String(joined));
    }
    let mut st = app.lock();
    let seq = st.next_request_seq;
    st.next_request_seq += 1;
    let received_at = iso(st.now());
    st.requests.push(LoggedRequest {
        seq,
        method: parts.method.to_string(),
        path: parts.uri.path().to_string(),
        query: parts.uri.query().unwrap_or("").to_string(),
        headers,
        body: String::from_utf8_lossy(body).into_owned(),
        status: None,
        fault: None,
        received_at,
    });
    seq
}

/// Closes the connection without answering (or, if the router is not served
/// by [`serve`], never answers).
async fn kill_connection(parts: &Parts) -> Response {
    if let Some(kill) = parts.extensions.get::<ConnectionKill>() {
        kill.0.notify_one();
    }
    std::future::pending::<Response>().await
}

async fn api_request(app: &AppState, parts: &Parts, body: &[u8]) -> Response {
    let seq = log_request(app, parts, body);
    let resp = match Endpoint::from_request_path(parts.uri.path()) {
        None => message(StatusCode::NOT_FOUND, "Not Found"),
        Some(ep) if parts.method.as_str() != ep.method() => {
            message(StatusCode::METHOD_NOT_ALLOWED, "Method Not Allowed")
        }
        Some(ep) => {
            let fault = {
                let mut st = app.lock();
                let fault = st.take_fault(ep);
                if let (Some(f), Some(entry)) = (&fault, st.logged_mut(seq)) {
                    entry.fault = Some(f.kind);
                }
                fault
            };
            match fault {
                None => api::handle(app, ep, parts, body),
                Some(f) => apply_fault(app, ep, f, parts, body).await,
            }
        }
    };
    if let Some(entry) = app.lock().logged_mut(seq) {
        entry.status = Some(resp.status().as_u16());
    }
    resp
}

async fn apply_fault(
    app: &AppState,
    ep: Endpoint,
    fault: state::Fault,
    parts: &Parts,
    body: &[u8],
) -> Response {
    match fault.kind {
        FaultKind::Status500 => message(StatusCode::INTERNAL_SERVER_ERROR, "Internal Server Error"),
        FaultKind::Unauthorized => message(StatusCode::UNAUTHORIZED, "Unauthorized"),
        FaultKind::Abort => kill_connection(parts).await,
        FaultKind::Hang => {
            tokio::time::sleep(Duration::from_millis(fault.delay_ms)).await;
            kill_connection(parts).await
        }
        FaultKind::MalformedJson => {
            let mut resp = Response::new(Body::from(api::malformed_json(ep)));
            resp.headers_mut().insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json; charset=utf-8"),
            );
            resp
        }
        FaultKind::WrongShape => response::json_response(StatusCode::OK, api::wrong_shape(ep)),
        FaultKind::Delay => {
            tokio::time::sleep(Duration::from_millis(fault.delay_ms)).await;
            api::handle(app, ep, parts, body)
        }
        FaultKind::TooManyRequests => too_many_requests(&fault),
    }
}

/// A rate limiter's answer: 429, `Retry-After` in seconds (unless the fault has none), and the
/// fault's `message`, or an empty object.
fn too_many_requests(fault: &state::Fault) -> Response {
    let body = match &fault.message {
        Some(text) => serde_json::json!({ "message": text }),
        None => serde_json::json!({}),
    };
    let mut resp = response::json_response(StatusCode::TOO_MANY_REQUESTS, body);
    if let Some(seconds) = fault.retry_after {
        resp.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
    }
    resp
}
