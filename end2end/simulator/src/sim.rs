//! Test-only control endpoints under `/__sim/`.

use crate::dates::iso;
use crate::params::Params;
use crate::response::{json_response, message, ApiError};
use crate::state::{AppState, Endpoint, Fault, FaultKind};
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

fn ok() -> Response {
    json_response(StatusCode::OK, json!({ "status": true }))
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
    let rest = rest.trim_end_matches('/');
    let m = &parts.method;
    match (m, rest) {
        (&Method::GET, "" | "health") => json_response(StatusCode::OK, json!({ "status": "ok" })),
        (&Method::GET, "outbox") => outbox(app, parts),
        (&Method::GET, "requests") => {
            let st = app.lock();
            json_response(
                StatusCode::OK,
                Value::Array(st.requests.iter().map(|r| r.to_json()).collect()),
            )
        }
        (&Method::DELETE, "requests") => {
            app.lock().requests.clear();
            ok()
        }
        (&Method::POST, "reset") => match app.reset() {
            Ok(()) => ok(),
            Err(e) => message(StatusCode::INTERNAL_SERVER_ERROR, &e),
        },
        (&Method::PUT, "seed") => {
            let seed = match parse_json_body(body) {
                Ok(v) => v,
                Err(e) => return e.into_response(),
            };
            match app.replace(&seed) {
                Ok(()) => {
                    let st = app.lock();
                    let tenants: Vec<&str> =
                        st.world.tenants.iter().map(|t| t.key.as_str()).collect();
                    json_response(
                        StatusCode::OK,
                        json!({ "status": true, "tenants": tenants }),
                    )
                }
                Err(e) => message(StatusCode::BAD_REQUEST, &format!("Invalid seed: {e}")),
            }
        }
        (&Method::GET, "faults") => {
            let st = app.lock();
            json_response(
                StatusCode::OK,
                Value::Array(st.faults.iter().map(Fault::to_json).collect()),
            )
        }
        (&Method::POST, "faults") => add_fault(app, body),
        (&Method::DELETE, "faults") => {
            app.lock().faults.clear();
            ok()
        }
        (&Method::GET, "clock") => {
            let st = app.lock();
            json_response(
                StatusCode::OK,
                json!({ "now": iso(st.now()), "offset_seconds": st.clock_offset.num_seconds() }),
            )
        }
        (&Method::POST, "clock") => advance_clock(app, body),
        (&Method::GET, "cors") => {
            json_response(StatusCode::OK, json!({ "enabled": app.lock().cors }))
        }
        (&Method::PUT, "cors") => set_cors(app, body),
        (_, "health" | "outbox" | "requests" | "reset" | "seed" | "faults" | "clock" | "cors") => {
            message(StatusCode::METHOD_NOT_ALLOWED, "Method Not Allowed")
        }
        _ => message(StatusCode::NOT_FOUND, "Not Found"),
    }
}

fn outbox(app: &AppState, parts: &Parts) -> Response {
    let params = Params::from_urlencoded(parts.uri.query().unwrap_or("").as_bytes());
    let Some(email) = params.get_nonempty("email") else {
        return message(StatusCode::UNPROCESSABLE_ENTITY, "email is required");
    };
    let st = app.lock();
    let last = st
        .outbox
        .get(&email.trim().to_lowercase())
        .and_then(|mails| mails.last());
    match last {
        Some(mail) => json_response(
            StatusCode::OK,
            json!({
                "email": mail.email,
                "code": mail.code,
                "tenant": mail.tenant,
                "sent_at": iso(mail.sent_at),
            }),
        ),
        None => message(StatusCode::NOT_FOUND, "No e-mail sent to that address"),
    }
}

fn add_fault(app: &AppState, body: &[u8]) -> Response {
    let v = match parse_json_body(body) {
        Ok(v) => v,
        Err(e) => return e.into_response(),
    };
    let bad = |msg: &str| message(StatusCode::UNPROCESSABLE_ENTITY, msg);
    let Some(endpoint) = v
        .get("endpoint")
        .and_then(Value::as_str)
        .and_then(Endpoint::from_name)
    else {
        let names: Vec<&str> = Endpoint::ALL.iter().map(|e| e.name()).collect();
        return bad(&format!("endpoint must be one of {}", names.join(", ")));
    };
    let Some(kind) = v
        .get("kind")
        .and_then(Value::as_str)
        .and_then(FaultKind::parse)
    else {
        return bad("kind must be one of status500, abort, hang, malformed_json, wrong_shape, unauthorized, delay");
    };
    let times = match v.get("times") {
        None | Some(Value::Null) => 1,
        Some(t) => match t.as_u64() {
            Some(n) if n >= 1 => n,
            _ => return bad("times must be a positive integer"),
        },
    };
    let default_ms = if kind == FaultKind::Hang {
        HANG_CAP_MS
    } else {
        DEFAULT_DELAY_MS
    };
    let delay_ms = match v.get("delay_ms") {
        None | Some(Value::Null) => default_ms,
        Some(d) => match d.as_u64() {
            Some(n) => n,
            None => return bad("delay_ms must be a non-negative integer"),
        },
    };
    let delay_ms = if kind == FaultKind::Hang {
        delay_ms.min(HANG_CAP_MS)
    } else {
        delay_ms.min(MAX_DELAY_MS)
    };
    let mut st = app.lock();
    st.faults.push(Fault {
        endpoint,
        kind,
        remaining: times,
        delay_ms,
    });
    let faults: Vec<Value> = st.faults.iter().map(Fault::to_json).collect();
    json_response(StatusCode::OK, json!({ "status": true, "faults": faults }))
}

fn advance_clock(app: &AppState, body: &[u8]) -> Response {
    let v = match parse_json_body(body) {
        Ok(v) => v,
        Err(e) => return e.into_response(),
    };
    let Some(secs) = v.get("advance_seconds").and_then(Value::as_i64) else {
        return message(
            StatusCode::UNPROCESSABLE_ENTITY,
            "advance_seconds must be an integer",
        );
    };
    const MAX_OFFSET_SECONDS: i64 = 100 * 366 * 86_400;
    let mut st = app.lock();
    let total = st.clock_offset.num_seconds().saturating_add(secs);
    let Some(offset) = Duration::try_seconds(total)
        .filter(|_| total.unsigned_abs() <= MAX_OFFSET_SECONDS.unsigned_abs())
    else {
        return message(
            StatusCode::UNPROCESSABLE_ENTITY,
            "the clock can move at most 100 years from real time",
        );
    };
    st.clock_offset = offset;
    json_response(
        StatusCode::OK,
        json!({ "now": iso(st.now()), "offset_seconds": st.clock_offset.num_seconds() }),
    )
}

/// `PUT /__sim/cors {"enabled": false}`: the API stops sending CORS headers and refuses preflights,
/// as an API built only for mobile apps does, until `{"enabled": true}` or a reset.
fn set_cors(app: &AppState, body: &[u8]) -> Response {
    let v = match parse_json_body(body) {
        Ok(v) => v,
        Err(e) => return e.into_response(),
    };
    let Some(enabled) = v.get("enabled").and_then(Value::as_bool) else {
        return message(
            StatusCode::UNPROCESSABLE_ENTITY,
            "enabled must be true or false",
        );
    };
    app.lock().cors = enabled;
    json_response(StatusCode::OK, json!({ "enabled": enabled }))
}
