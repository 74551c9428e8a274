//! How the simulator answers: JSON bodies with the platform's content type, and the platform's
//! error body `{"message": ...}`, which every failing call of the API and of `/__sim/` sends.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};

/// A JSON response with the given status.
pub fn json_response(status: StatusCode, body: Value) -> Response {
    let mut resp = (status, axum::Json(body)).into_response();
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
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
