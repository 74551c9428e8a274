//! Test-only control endpoints under `/__sim/`.

use crate::dates::iso;
use crate::params::Params;
use crate::response::{json_response, ApiError};
use crate::state::{AppState, Endpoint, Fault, FaultKind, State};
use axum::http::header::{self, HeaderValue};
use axum::http::request::Parts;
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use chrono::Duration;
use serde_json::{json, Value};

/// Default `delay_ms` of a `delay` fault.
pub const DEFAULT_DELAY_MS: u64 = 2000;
/// Default and maximum time a `hang` fault keeps the connection open.
pub const HANG_CAP_MS: u64 = 120_000;
/// Largest `delay_ms` of a `delay` fault.
pub const MAX_DELAY_MS: u64 = 600_000;
/// `Retry-After` of a `too_many_requests` fault that does not set `retry_after`.
pub const DEFAULT_RETRY_AFTER_S: u64 = 30;

type Res = Result<Response, ApiError>;

fn ok() -> Res {
    Ok(json_response(StatusCode::OK, json!({ "status": true })))
}

fn unprocessable(msg: &str) -> ApiError {
    ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, msg)
}

fn parse_json_body(body: &[u8]) -> Result<Value, ApiError> {
    serde_json::from_slice(body).map_err(|e| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            &format!("Malformed JSON body: {e}"),
        )
    })
}

/// Handles `/__sim/...`; `rest` is the path after `/__sim/`.
pub fn handle(app: &AppState, parts: &Parts, rest: &str, body: &[u8]) -> Response {
    route(app, parts, rest, body).unwrap_or_else(IntoResponse::into_response)
}

fn route(app: &AppState, parts: &Parts, rest: &str, body: &[u8]) -> Res {
    let rest = rest.trim_end_matches('/');
    let m = &parts.method;
    match (m, rest) {
        (&Method::GET, "" | "health") => {
            Ok(json_response(StatusCode::OK, json!({ "status": "ok" })))
        }
        (&Method::GET, "outbox") => outbox(app, parts),
        (&Method::GET, "requests") => {
            let st = app.lock();
            let log = st.requests.iter().map(|r| r.to_json()).collect();
            Ok(json_response(StatusCode::OK, Value::Array(log)))
        }
        (&Method::DELETE, "requests") => {
            app.lock().requests.clear();
            ok()
        }
        (&Method::POST, "reset") => {
            app.reset()
                .map_err(|e| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, &e))?;
            ok()
        }
        (&Method::PUT, "seed") => replace_seed(app, body),
        (&Method::GET, "faults") => {
            let st = app.lock();
            Ok(json_response(StatusCode::OK, faults_json(&st)))
        }
        (&Method::POST, "faults") => add_fault(app, body),
        (&Method::DELETE, "faults") => {
            app.lock().faults.clear();
            ok()
        }
        (&Method::DELETE, "tokens") => {
            app.lock().tokens.clear();
            ok()
        }
        (&Method::GET, "clock") => Ok(clock_response(&app.lock())),
        (&Method::POST, "clock") => advance_clock(app, body),
        (&Method::GET, "cors") => Ok(json_response(
            StatusCode::OK,
            json!({ "enabled": app.lock().cors }),
        )),
        (&Method::PUT, "cors") => set_cors(app, body),
        (&Method::GET | &Method::HEAD, _) if rest.starts_with("files/") => {
            seed_file(&rest["files/".len()..])
        }
        (_, _) if rest.starts_with("files/") => Err(ApiError::new(
            StatusCode::METHOD_NOT_ALLOWED,
            "Method Not Allowed",
        )),
        (
            _,
            "health" | "outbox" | "requests" | "reset" | "seed" | "faults" | "tokens" | "clock"
            | "cors",
        ) => Err(ApiError::new(
            StatusCode::METHOD_NOT_ALLOWED,
            "Method Not Allowed",
        )),
        _ => Err(ApiError::new(StatusCode::NOT_FOUND, "Not Found")),
    }
}

/// `GET /__sim/files/NAME`: one of the seed's demo files ([`crate::seed_files`]), or 404.
fn seed_file(name: &str) -> Res {
    let (content_type, bytes) = crate::seed_files::get(name)
        .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, "Not Found"))?;
    let mut resp = Response::new(axum::body::Body::from(bytes));
    let h = resp.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    Ok(resp)
}

fn outbox(app: &AppState, parts: &Parts) -> Res {
    let params = Params::from_urlencoded(parts.uri.query().unwrap_or("").as_bytes());
    let email = params
        .get_nonempty("email")
        .ok_or_else(|| unprocessable("email is required"))?;
    let st = app.lock();
    let mail = st
        .outbox
        .get(&email.trim().to_lowercase())
        .and_then(|mails| mails.last())
        .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, "No e-mail sent to that address"))?;
    Ok(json_response(
        StatusCode::OK,
        json!({
            "email": mail.email,
            "code": mail.code,
            "tenant": mail.tenant,
            "sent_at": iso(mail.sent_at),
        }),
    ))
}

fn replace_seed(app: &AppState, body: &[u8]) -> Res {
    let seed = parse_json_body(body)?;
    app.replace(&seed)
        .map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, &format!("Invalid seed: {e}")))?;
    let st = app.lock();
    let tenants: Vec<&str> = st.world.tenants.iter().map(|t| t.key.as_str()).collect();
    Ok(json_response(
        StatusCode::OK,
        json!({ "status": true, "tenants": tenants }),
    ))
}

fn faults_json(st: &State) -> Value {
    Value::Array(st.faults.iter().map(Fault::to_json).collect())
}

/// A non-negative integer field of the fault's JSON, or `default` when absent or null.
fn whole_number(v: &Value, key: &str, default: u64) -> Option<u64> {
    match v.get(key) {
        None | Some(Value::Null) => Some(default),
        Some(n) => n.as_u64(),
    }
}

fn add_fault(app: &AppState, body: &[u8]) -> Res {
    let v = parse_json_body(body)?;
    let endpoint = v
        .get("endpoint")
        .and_then(Value::as_str)
        .and_then(Endpoint::from_name)
        .ok_or_else(|| {
            let names: Vec<&str> = Endpoint::ALL.iter().map(|e| e.name()).collect();
            unprocessable(&format!("endpoint must be one of {}", names.join(", ")))
        })?;
    let kind = v
        .get("kind")
        .and_then(Value::as_str)
        .and_then(FaultKind::parse)
        .ok_or_else(|| {
            unprocessable("kind must be one of status500, abort, hang, malformed_json, wrong_shape, unauthorized, delay, too_many_requests")
        })?;
    let times = whole_number(&v, "times", 1)
        .filter(|&n| n >= 1)
        .ok_or_else(|| unprocessable("times must be a positive integer"))?;
    let (default_ms, max_ms) = if kind == FaultKind::Hang {
        (HANG_CAP_MS, HANG_CAP_MS)
    } else {
        (DEFAULT_DELAY_MS, MAX_DELAY_MS)
    };
    let delay_ms = whole_number(&v, "delay_ms", default_ms)
        .ok_or_else(|| unprocessable("delay_ms must be a non-negative integer"))?
        .min(max_ms);
    // Absent: the default; null: no Retry-After header at all.
    let retry_after =
        match v.get("retry_after") {
            None => Some(DEFAULT_RETRY_AFTER_S),
            Some(Value::Null) => None,
            Some(n) => Some(n.as_u64().ok_or_else(|| {
                unprocessable("retry_after must be a non-negative integer or null")
            })?),
        };
    let message = match v.get("message") {
        None | Some(Value::Null) => None,
        Some(Value::String(text)) => Some(text.clone()),
        Some(_) => return Err(unprocessable("message must be a string")),
    };
    let mut st = app.lock();
    st.faults.push(Fault {
        endpoint,
        kind,
        remaining: times,
        delay_ms,
        retry_after,
        message,
    });
    Ok(json_response(
        StatusCode::OK,
        json!({ "status": true, "faults": faults_json(&st) }),
    ))
}

fn clock_response(st: &State) -> Response {
    json_response(
        StatusCode::OK,
        json!({ "now": iso(st.now()), "offset_seconds": st.clock_offset.num_seconds() }),
    )
}

fn advance_clock(app: &AppState, body: &[u8]) -> Res {
    const MAX_OFFSET_SECONDS: i64 = 100 * 366 * 86_400;
    let secs = parse_json_body(body)?
        .get("advance_seconds")
        .and_then(Value::as_i64)
        .ok_or_else(|| unprocessable("advance_seconds must be an integer"))?;
    let mut st = app.lock();
    let total = st.clock_offset.num_seconds().saturating_add(secs);
    st.clock_offset = Duration::try_seconds(total)
        .filter(|_| total.unsigned_abs() <= MAX_OFFSET_SECONDS.unsigned_abs())
        .ok_or_else(|| unprocessable("the clock can move at most 100 years from real time"))?;
    Ok(clock_response(&st))
}

/// `PUT /__sim/cors {"enabled": false}`: the API stops sending CORS headers and refuses preflights,
/// as an API built only for mobile apps does, until `{"enabled": true}` or a reset.
fn set_cors(app: &AppState, body: &[u8]) -> Res {
    let enabled = parse_json_body(body)?
        .get("enabled")
        .and_then(Value::as_bool)
        .ok_or_else(|| unprocessable("enabled must be true or false"))?;
    app.lock().cors = enabled;
    Ok(json_response(StatusCode::OK, json!({ "enabled": enabled })))
}
