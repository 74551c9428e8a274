//! A test server, a tiny HTTP/1.1 client built on hyper, and one helper per call the tests make
//! (sign in, ask for a one-time password, read the outbox, ...), so that a test reads as what it
//! checks rather than as the request it builds.

use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper::header::HeaderMap;
use hyper_util::rt::TokioIo;
use serde_json::Value;
use std::net::SocketAddr;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::oneshot;

pub const API_KEY: &str = "demo-platform-key";

pub struct Sim {
    pub addr: SocketAddr,
    _stop: oneshot::Sender<()>,
}

pub async fn start() -> Sim {
    start_with(simulator::bundled_seed()).await
}

/// A server of the built app's files (`--app-dir`), without the API.
pub async fn start_files(files: simulator::files::AppFiles) -> Sim {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = oneshot::channel::<()>();
    tokio::spawn(simulator::serve(
        listener,
        simulator::files::router(files),
        async move {
            let _ = stopped.await;
        },
    ));
    Sim { addr, _stop: stop }
}

pub async fn start_with(seed: Value) -> Sim {
    let state = simulator::AppState::new(seed).expect("seed loads");
    serve_api(state, simulator::app).await
}

/// The bundled seed, as started with `--no-cors`.
pub async fn start_without_cors() -> Sim {
    let state = simulator::AppState::new(simulator::bundled_seed())
        .expect("seed loads")
        .with_startup_cors(false);
    serve_api(state, simulator::app).await
}

/// The bundled seed, every API answer held back by `latency` (`--latency`).
pub async fn start_with_latency(latency: std::time::Duration) -> Sim {
    let state = simulator::AppState::new(simulator::bundled_seed()).expect("seed loads");
    serve_api(state, move |s| simulator::app_with_latency(s, latency)).await
}

/// Serves `router(state)` on a free port, the seed's `@files/` pointing at that port (as `main`
/// does).
async fn serve_api(
    state: simulator::AppState,
    router: impl FnOnce(simulator::AppState) -> axum::Router,
) -> Sim {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let state = state
        .with_files_origin(&format!("http://{addr}"))
        .expect("seed loads");
    let (stop, stopped) = oneshot::channel::<()>();
    tokio::spawn(simulator::serve(listener, router(state), async move {
        let _ = stopped.await;
    }));
    Sim { addr, _stop: stop }
}

#[derive(Debug)]
pub struct Resp {
    pub status: u16,
    pub headers: HeaderMap,
    pub text: String,
}

impl Resp {
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.text).unwrap_or_else(|e| panic!("not JSON ({e}): {}", self.text))
    }

    pub fn message(&self) -> String {
        self.json()["message"]
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// The header's value as text; empty when it is absent.
    pub fn header(&self, name: &str) -> &str {
        self.headers
            .get(name)
            .map(|v| v.to_str().expect("a text header"))
            .unwrap_or_default()
    }
}

/// One request on a fresh connection. Errors are transport errors (for
/// example the server closing the connection without a response).
pub async fn try_request(
    sim: &Sim,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<(&str, &str)>,
) -> Result<Resp, String> {
    let stream = TcpStream::connect(sim.addr)
        .await
        .map_err(|e| e.to_string())?;
    let (mut sender, conn) = hyper::client::conn::http1::handshake(TokioIo::new(stream))
        .await
        .map_err(|e| e.to_string())?;
    tokio::spawn(async move {
        let _ = conn.await;
    });
    let mut req = hyper::Request::builder()
        .method(method)
        .uri(path)
        .header("host", sim.addr.to_string());
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    let payload = match body {
        Some((content_type, text)) => {
            req = req.header("content-type", content_type);
            Bytes::from(text.to_string())
        }
        None => Bytes::new(),
    };
    let req = req.body(Full::new(payload)).map_err(|e| e.to_string())?;
    let resp = sender.send_request(req).await.map_err(|e| e.to_string())?;
    let status = resp.status().as_u16();
    let headers = resp.headers().clone();
    let bytes = resp
        .into_body()
        .collect()
        .await
        .map_err(|e| e.to_string())?
        .to_bytes();
    Ok(Resp {
        status,
        headers,
        text: String::from_utf8_lossy(&bytes).into_owned(),
    })
}

pub async fn request(
    sim: &Sim,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: Option<(&str, &str)>,
) -> Resp {
    try_request(sim, method, path, headers, body)
        .await
        .unwrap_or_else(|e| panic!("{method} {path}: {e}"))
}

pub const JSON: &str = "application/json";
pub const FORM: &str = "application/x-www-form-urlencoded";

pub async fn get(sim: &Sim, path: &str, auth: &str) -> Resp {
    request(sim, "GET", path, &[("authentication", auth)], None).await
}

/// A request with `auth` in `Authentication` and `body` of `content_type`.
pub async fn with_body(
    sim: &Sim,
    method: &str,
    path: &str,
    auth: &str,
    content_type: &str,
    body: &str,
) -> Resp {
    let headers = [("authentication", auth)];
    request(sim, method, path, &headers, Some((content_type, body))).await
}

pub async fn post_json(sim: &Sim, path: &str, auth: &str, body: &Value) -> Resp {
    with_body(sim, "POST", path, auth, JSON, &body.to_string()).await
}

pub async fn sim_json(sim: &Sim, method: &str, path: &str, body: &Value) -> Resp {
    request(sim, method, path, &[], Some((JSON, &body.to_string()))).await
}

/// A control call without a body (`POST /__sim/reset`, `DELETE /__sim/faults`, ...).
pub async fn sim_call(sim: &Sim, method: &str, path: &str) -> Resp {
    request(sim, method, path, &[], None).await
}

pub async fn reset(sim: &Sim) -> Resp {
    sim_call(sim, "POST", "/__sim/reset").await
}

/// Arms a fault; the simulator must accept it.
pub async fn arm(sim: &Sim, fault: Value) {
    let r = sim_json(sim, "POST", "/__sim/faults", &fault).await;
    assert_eq!(r.status, 200, "{}", r.text);
}

pub async fn advance_clock(sim: &Sim, seconds: i64) -> Resp {
    let body = serde_json::json!({ "advance_seconds": seconds });
    sim_json(sim, "POST", "/__sim/clock", &body).await
}

/// POST sign_in with the given platform API key.
pub async fn sign_in_with_key(sim: &Sim, api_key: &str, body: &Value) -> Resp {
    post_json(sim, "/api/v1/sign_in", api_key, body).await
}

pub async fn sign_in(sim: &Sim, body: &Value) -> Resp {
    sign_in_with_key(sim, API_KEY, body).await
}

/// A sign-in body with these credentials.
pub fn account(email: &str, password: &str, tenant: &str) -> Value {
    serde_json::json!({ "email": email, "password": password, "tenant": tenant })
}

pub async fn sign_in_raw(sim: &Sim, email: &str, password: &str, tenant: &str) -> Resp {
    sign_in(sim, &account(email, password, tenant)).await
}

/// The sign-in answer of a seed account (password `demo1234`), as JSON.
pub async fn signed_in(sim: &Sim, email: &str, tenant: &str) -> Value {
    sign_in_raw(sim, email, "demo1234", tenant).await.json()
}

/// Signs in and returns the authentication token.
pub async fn token(sim: &Sim, email: &str, tenant: &str) -> String {
    let r = sign_in_raw(sim, email, "demo1234", tenant).await;
    assert_eq!(r.status, 200, "{}", r.text);
    r.json()["user"]["authentication_token"]
        .as_str()
        .expect("token")
        .to_string()
}

/// A fresh simulator (bundled seed) and the token of one of its accounts.
pub async fn start_signed_in(email: &str, tenant: &str) -> (Sim, String) {
    let sim = start().await;
    let tok = token(&sim, email, tenant).await;
    (sim, tok)
}

/// GET request_one_time_password with the platform API key.
pub async fn request_otp(sim: &Sim, email: &str, tenant: &str) -> Resp {
    let path = with_query(
        "/api/v1/request_one_time_password",
        &[("email", email), ("tenant", tenant)],
    );
    get(sim, &path, API_KEY).await
}

/// The last one-time-password e-mail to `email` (`GET /__sim/outbox`).
pub async fn outbox(sim: &Sim, email: &str) -> Resp {
    get(sim, &with_query("/__sim/outbox", &[("email", email)]), "").await
}

/// The code of the last one-time-password e-mail to `email`.
pub async fn outbox_code(sim: &Sim, email: &str) -> String {
    let mail = outbox(sim, email).await.json();
    mail["code"].as_str().expect("a code").to_string()
}

pub async fn credentials(sim: &Sim, token: &str, tenant: &str) -> Resp {
    let path = format!("/api/v1/jobseeker/get_credentials_requirements?tenant={tenant}");
    get(sim, &path, token).await
}

pub async fn client_profile(sim: &Sim, token: &str, tenant: &str) -> Resp {
    let path = format!("/api/v1/companies/get_client_profile?tenant={tenant}");
    get(sim, &path, token).await
}

/// Percent-encodes a query value.
pub fn enc(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Builds `path?k=v&...` with encoded values.
pub fn with_query(path: &str, params: &[(&str, &str)]) -> String {
    let q: Vec<String> = params
        .iter()
        .map(|(k, v)| format!("{k}={}", enc(v)))
        .collect();
    format!("{path}?{}", q.join("&"))
}

/// POST create_or_update_jobseeker with every parameter in the query string.
pub async fn upsert(sim: &Sim, token: &str, params: &[(&str, &str)]) -> Resp {
    let path = with_query("/api/v1/create_or_update_jobseeker", params);
    request(sim, "POST", &path, &[("authentication", token)], None).await
}

/// [`upsert`] for tenant `demo` (sent first, before `params`).
pub async fn upsert_demo(sim: &Sim, token: &str, params: &[(&str, &str)]) -> Resp {
    let all: Vec<(&str, &str)> = [("tenant", "demo")]
        .into_iter()
        .chain(params.iter().copied())
        .collect();
    upsert(sim, token, &all).await
}

/// Reference 2.2, in order.
pub const JOBSEEKER_FIELDS: [&str; 57] = [
    "id",
    "user_id",
    "name",
    "age",
    "country_id",
    "city_id",
    "gender",
    "bio",
    "created_at",
    "updated_at",
    "profile_image_file_name",
    "profile_image_content_type",
    "profile_image_file_size",
    "profile_image_updated_at",
    "banner_image_file_name",
    "banner_image_content_type",
    "banner_image_file_size",
    "banner_image_updated_at",
    "contact_email",
    "contact_phone",
    "profile_link",
    "height",
    "weight",
    "hair_color",
    "hair_length",
    "skin_color",
    "eyes_color",
    "internal_rating",
    "average_rating",
    "video_url",
    "rut",
    "address",
    "latitude",
    "longitude",
    "reliable",
    "ambassador",
    "verified",
    "active",
    "fb_id",
    "token",
    "slug",
    "videocv_file_name",
    "videocv_content_type",
    "videocv_file_size",
    "videocv_updated_at",
    "profiletype",
    "parser_response",
    "parse_status",
    "interview_call",
    "nationality",
    "date_of_birth",
    "driving_license",
    "internal_notes",
    "tenant_code",
    "clearance_stamp",
    "profile_url",
    "banner_url",
];

pub fn keys(v: &Value) -> Vec<String> {
    v.as_object().expect("object").keys().cloned().collect()
}
