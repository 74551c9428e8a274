//! Small helpers: random tokens, time formatting, JSON responses.

use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, NaiveDate, Utc};
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, Ordering};

/// Fills `buf` with random bytes; falls back to a time-seeded xorshift if the
/// operating system source is unavailable (never seen in practice).
pub fn random_bytes(buf: &mut [u8]) {
    if getrandom::fill(buf).is_ok() {
        return;
    }
    static COUNTER: AtomicU64 = AtomicU64::new(0x9E37_79B9_7F4A_7C15);
    let nanos = Utc::now().timestamp_nanos_opt().unwrap_or_default() as u64;
    let mut x = nanos ^ COUNTER.fetch_add(0x9E37_79B9_7F4A_7C15, Ordering::Relaxed);
    for b in buf.iter_mut() {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        *b = (x >> 24) as u8;
    }
}

const ALPHANUMERIC: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/// A random alphanumeric string of `len` characters.
pub fn random_token(len: usize) -> String {
    let mut bytes = vec![0u8; len];
    random_bytes(&mut bytes);
    bytes
        .iter()
        .map(|b| ALPHANUMERIC[usize::from(*b) % ALPHANUMERIC.len()] as char)
        .collect()
}

/// A random lowercase hexadecimal string of `len` characters.
pub fn random_hex(len: usize) -> String {
    let mut bytes = vec![0u8; len.div_ceil(2)];
    random_bytes(&mut bytes);
    let mut s: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    s.truncate(len);
    s
}

/// A random six-digit code, zero padded.
pub fn random_code() -> String {
    let mut bytes = [0u8; 4];
    random_bytes(&mut bytes);
    format!("{:06}", u32::from_le_bytes(bytes) % 1_000_000)
}

/// ISO 8601 timestamp as the platform prints it: `2024-05-01T12:34:56.789Z`.
pub fn iso(t: DateTime<Utc>) -> String {
    t.format("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
}

/// `mmm dd, yyyy`, e.g. `Mar 07, 1994`.
pub fn mdy(d: NaiveDate) -> String {
    d.format("%b %d, %Y").to_string()
}

/// `yyyy-mm-dd`.
pub fn ymd(d: NaiveDate) -> String {
    d.format("%Y-%m-%d").to_string()
}

/// A JSON response with the given status.
pub fn json_response(status: StatusCode, body: Value) -> Response {
    let mut resp = (status, axum::Json(body)).into_response();
    resp.headers_mut().insert(
        axum::http::header::CONTENT_TYPE,
        HeaderValue::from_static("application/json; charset=utf-8"),
    );
    resp
}

/// `{"message": msg}` with the given status.
pub fn message(status: StatusCode, msg: &str) -> Response {
    json_response(status, json!({ "message": msg }))
}

/// An error answer `{"message": ...}`; small enough to travel in `Result`.
#[derive(Debug, Clone)]
pub struct ApiError {
    pub status: StatusCode,
    pub message: String,
}

impl ApiError {
    pub fn new(status: StatusCode, msg: &str) -> ApiError {
        ApiError {
            status,
            message: msg.to_string(),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        message(self.status, &self.message)
    }
}
