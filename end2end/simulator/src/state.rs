//! In-memory state shared by all requests.

use crate::model::Device;
use crate::seed::{self, World};
use chrono::{DateTime, Duration, Utc};
use serde::Serialize;
use serde_json::{Map, Value};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};

/// The five API endpoints (also the fault-injection targets).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Endpoint {
    SignIn,
    RequestOneTimePassword,
    CreateOrUpdateJobseeker,
    GetCredentialsRequirements,
    GetClientProfile,
}

impl Endpoint {
    pub const ALL: [Endpoint; 5] = [
        Endpoint::SignIn,
        Endpoint::RequestOneTimePassword,
        Endpoint::CreateOrUpdateJobseeker,
        Endpoint::GetCredentialsRequirements,
        Endpoint::GetClientProfile,
    ];

    /// The name used by fault injection.
    pub fn name(self) -> &'static str {
        match self {
            Endpoint::SignIn => "sign_in",
            Endpoint::RequestOneTimePassword => "request_one_time_password",
            Endpoint::CreateOrUpdateJobseeker => "create_or_update_jobseeker",
            Endpoint::GetCredentialsRequirements => "get_credentials_requirements",
            Endpoint::GetClientProfile => "get_client_profile",
        }
    }

    /// The path after `/api/v1/`.
    pub fn path(self) -> &'static str {
        match self {
            Endpoint::SignIn => "sign_in",
            Endpoint::RequestOneTimePassword => "request_one_time_password",
            Endpoint::CreateOrUpdateJobseeker => "create_or_update_jobseeker",
            Endpoint::GetCredentialsRequirements => "jobseeker/get_credentials_requirements",
            Endpoint::GetClientProfile => "companies/get_client_profile",
        }
    }

    /// The HTTP method the endpoint answers.
    pub fn method(self) -> &'static str {
        match self {
            Endpoint::SignIn | Endpoint::CreateOrUpdateJobseeker => "POST",
            _ => "GET",
        }
    }

    pub fn from_name(name: &str) -> Option<Endpoint> {
        Endpoint::ALL.into_iter().find(|e| e.name() == name)
    }

    /// Finds the endpoint for a request path. Any prefix before `/api/v1/`
    /// is accepted, and one trailing slash is ignored.
    pub fn from_request_path(path: &str) -> Option<Endpoint> {
        let idx = path.rfind("/api/v1/")?;
        let rest = &path[idx + "/api/v1/".len()..];
        let rest = rest.strip_suffix('/').unwrap_or(rest);
        Endpoint::ALL.into_iter().find(|e| e.path() == rest)
    }
}

/// Fault kinds of `POST /__sim/faults`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum FaultKind {
    Status500,
    Abort,
    Hang,
    MalformedJson,
    WrongShape,
    Unauthorized,
    Delay,
    TooManyRequests,
}

impl FaultKind {
    pub fn parse(s: &str) -> Option<FaultKind> {
        Some(match s {
            "status500" => FaultKind::Status500,
            "abort" => FaultKind::Abort,
            "hang" => FaultKind::Hang,
            "malformed_json" => FaultKind::MalformedJson,
            "wrong_shape" => FaultKind::WrongShape,
            "unauthorized" => FaultKind::Unauthorized,
            "delay" => FaultKind::Delay,
            "too_many_requests" => FaultKind::TooManyRequests,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            FaultKind::Status500 => "status500",
            FaultKind::Abort => "abort",
            FaultKind::Hang => "hang",
            FaultKind::MalformedJson => "malformed_json",
            FaultKind::WrongShape => "wrong_shape",
            FaultKind::Unauthorized => "unauthorized",
            FaultKind::Delay => "delay",
            FaultKind::TooManyRequests => "too_many_requests",
        }
    }
}

/// One armed fault.
#[derive(Clone, Debug)]
pub struct Fault {
    pub endpoint: Endpoint,
    pub kind: FaultKind,
    pub remaining: u64,
    pub delay_ms: u64,
    /// `too_many_requests`: the `Retry-After` seconds sent, or none (no header).
    pub retry_after: Option<u64>,
    /// `too_many_requests`: the body's `message`, or none (an empty JSON object).
    pub message: Option<String>,
}

impl Fault {
    pub fn to_json(&self) -> Value {
        let mut json = serde_json::json!({
            "endpoint": self.endpoint.name(),
            "kind": self.kind.name(),
            "times": self.remaining,
            "delay_ms": self.delay_ms,
        });
        if self.kind == FaultKind::TooManyRequests {
            json["retry_after"] = serde_json::json!(self.retry_after);
            json["message"] = serde_json::json!(self.message);
        }
        json
    }
}

/// A pending one-time password.
#[derive(Clone, Debug)]
pub struct Otp {
    pub code: String,
    pub expires_at: DateTime<Utc>,
}

/// A "sent" one-time-password e-mail.
#[derive(Clone, Debug)]
pub struct Mail {
    pub email: String,
    pub tenant: String,
    pub code: String,
    pub sent_at: DateTime<Utc>,
}

/// What a token is bound to.
#[derive(Clone, Debug)]
pub struct TokenInfo {
    pub tenant: String,
    pub user_id: i64,
}

/// One entry of the request log.
#[derive(Clone, Debug)]
pub struct LoggedRequest {
    pub seq: u64,
    pub method: String,
    pub path: String,
    pub query: String,
    pub headers: Map<String, Value>,
    pub body: String,
    pub status: Option<u16>,
    pub fault: Option<FaultKind>,
    pub received_at: String,
}

impl LoggedRequest {
    pub fn to_json(&self) -> Value {
        serde_json::json!({
            "method": self.method,
            "path": self.path,
            "query": self.query,
            "headers": self.headers,
            "body": self.body,
            "status": self.status,
            "fault": self.fault.map(FaultKind::name),
            "received_at": self.received_at,
        })
    }
}

/// The whole mutable state.
pub struct State {
    pub world: World,
    pub tokens: HashMap<String, TokenInfo>,
    /// Keyed by (tenant, lowercase e-mail).
    pub otps: HashMap<(String, String), Otp>,
    /// Keyed by lowercase e-mail: every mail sent, oldest first.
    pub outbox: HashMap<String, Vec<Mail>>,
    /// Keyed by (user id, device_id).
    pub devices: HashMap<(i64, String), Device>,
    pub next_device_id: i64,
    pub next_location_id: i64,
    pub requests: Vec<LoggedRequest>,
    pub next_request_seq: u64,
    pub faults: Vec<Fault>,
    pub clock_offset: Duration,
    /// Whether the API answers CORS preflights and sends `Access-Control-Allow-Origin`. Off, it
    /// behaves as an API built for mobile apps often does (`--no-cors`, `PUT /__sim/cors`).
    pub cors: bool,
}

impl State {
    pub fn new(world: World) -> State {
        State {
            world,
            tokens: HashMap::new(),
            otps: HashMap::new(),
            outbox: HashMap::new(),
            devices: HashMap::new(),
            next_device_id: 1,
            next_location_id: 1,
            requests: Vec::new(),
            next_request_seq: 1,
            faults: Vec::new(),
            clock_offset: Duration::zero(),
            cors: true,
        }
    }

    /// The simulator's clock (real time plus `/__sim/clock` offset).
    pub fn now(&self) -> DateTime<Utc> {
        let real = Utc::now();
        real.checked_add_signed(self.clock_offset).unwrap_or(real)
    }

    pub fn tenant(&self, key: &str) -> Option<&crate::seed::Tenant> {
        self.world.tenants.iter().find(|t| t.key == key)
    }

    pub fn tenant_mut(&mut self, key: &str) -> Option<&mut crate::seed::Tenant> {
        self.world.tenants.iter_mut().find(|t| t.key == key)
    }

    /// Takes one use of the first armed fault of `endpoint`.
    pub fn take_fault(&mut self, endpoint: Endpoint) -> Option<Fault> {
        let idx = self.faults.iter().position(|f| f.endpoint == endpoint)?;
        let f = self.faults[idx].clone();
        if self.faults[idx].remaining <= 1 {
            self.faults.remove(idx);
        } else {
            self.faults[idx].remaining -= 1;
        }
        Some(f)
    }

    pub fn logged_mut(&mut self, seq: u64) -> Option<&mut LoggedRequest> {
        self.requests.iter_mut().rev().find(|r| r.seq == seq)
    }
}

/// Where the seed's `@files/NAME` point until [`AppState::with_files_origin`] says otherwise: the
/// simulator's default address.
pub const DEFAULT_FILES_ORIGIN: &str = "http://127.0.0.1:8787";

/// Cheaply clonable handle to the state, plus the startup seed for reset.
#[derive(Clone)]
pub struct AppState {
    inner: Arc<Inner>,
}

struct Inner {
    state: Mutex<State>,
    startup_seed: Value,
    /// Where the seed's `@files/NAME` point: the simulator's own origin (see [`AppState::with_files_origin`]).
    files_origin: std::sync::RwLock<String>,
    /// What `reset` restores `State::cors` to: off when started with `--no-cors`.
    startup_cors: std::sync::atomic::AtomicBool,
}

impl AppState {
    /// Builds the state from a seed (JSON value, see README "Seed format").
    /// This seed is also what `POST /__sim/reset` restores.
    /// Its `@files/NAME` point at [`DEFAULT_FILES_ORIGIN`] until [`AppState::with_files_origin`].
    pub fn new(seed: Value) -> Result<AppState, String> {
        let world = seed::load(&seed, Utc::now(), DEFAULT_FILES_ORIGIN)?;
        Ok(AppState {
            inner: Arc::new(Inner {
                state: Mutex::new(State::new(world)),
                startup_seed: seed,
                files_origin: std::sync::RwLock::new(DEFAULT_FILES_ORIGIN.to_string()),
                startup_cors: std::sync::atomic::AtomicBool::new(true),
            }),
        })
    }

    /// Locks the state (a poisoned lock is recovered, not propagated).
    pub fn lock(&self) -> MutexGuard<'_, State> {
        self.inner
            .state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The simulator as started with `--no-cors` (`cors` false): no CORS headers, preflights
    /// refused, now and after every reset.
    pub fn with_startup_cors(self, cors: bool) -> AppState {
        self.inner
            .startup_cors
            .store(cors, std::sync::atomic::Ordering::Relaxed);
        self.lock().cors = cors;
        self
    }

    /// The simulator as reached at `origin` (`http://127.0.0.1:8787`): the seed's `@files/NAME`
    /// become `origin/__sim/files/NAME`, now (the startup seed is loaded again) and at every reset or
    /// seed replacement. The server sets it once it knows the port it listens on.
    pub fn with_files_origin(self, origin: &str) -> Result<AppState, String> {
        *self
            .inner
            .files_origin
            .write()
            .unwrap_or_else(|p| p.into_inner()) = origin.trim_end_matches('/').to_string();
        self.replace(&self.inner.startup_seed.clone())?;
        Ok(self)
    }

    /// Where the seed's `@files/NAME` point (`http://host:port`, no trailing slash).
    pub fn files_origin(&self) -> String {
        self.inner
            .files_origin
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }

    /// Restores the startup seed and clears tokens, outbox, log and faults; CORS goes back to the
    /// startup setting.
    pub fn reset(&self) -> Result<(), String> {
        self.replace(&self.inner.startup_seed.clone())?;
        self.lock().cors = self
            .inner
            .startup_cors
            .load(std::sync::atomic::Ordering::Relaxed);
        Ok(())
    }

    /// Replaces all state with `seed`.
    pub fn replace(&self, seed: &Value) -> Result<(), String> {
        let world = seed::load(seed, Utc::now(), &self.files_origin())?;
        let mut st = self.lock();
        // Keep log sequence numbers unique across resets, so a request still
        // in flight never updates an entry of the new log.
        let seq = st.next_request_seq;
        let cors = st.cors;
        *st = State::new(world);
        st.next_request_seq = seq;
        st.cors = cors;
        Ok(())
    }
}
