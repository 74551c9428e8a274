//! The checks, in the order a deployment meets them: CORS, sign-in, the calls made with the token.
//! Read-only, but for create_or_update_jobseeker when asked for.

use crate::http::{Answer, Client, Request};
use crate::report::{Kind, Redact, Report};
use crate::shape::{self, Model};
use dynamic_form::kinds::kind_for;
use serde_json::{json, Map, Value};
use staffing_web::api::{decode, ApiError, Token};

/// What the tool was given (environment variables, see main.rs).
pub struct Settings {
    pub base_url: String,
    pub app_url: String,
    pub api_key: String,
    pub email: String,
    pub password: String,
    pub tenant: String,
    /// The app's origin, to check CORS for; `None` skips that check.
    pub origin: Option<String>,
    /// Whether to call create_or_update_jobseeker (a dedicated test account only).
    pub write: bool,
}

/// The reference's text for a wrong e-mail or password (4.1, 7).
const INVALID_CREDENTIALS: &str = "Invalid Email or Password";
/// A password no account has; sent once, to see the platform's refusal.
const WRONG_PASSWORD: &str = "contract-check-wrong-password-7f3a9c";
/// A token no session has, to see how the platform refuses one.
const INVALID_TOKEN: &str = "contract-check-invalid-token-51d2e8";

/// Which of the two configured addresses a call goes to (the platform may serve them apart).
enum Host {
    Base,
    App,
}

/// Paths after `/api/v1/`, each called by a check and preflighted by another.
const CREDENTIALS_PATH: &str = "jobseeker/get_credentials_requirements";
const CLIENT_PROFILE_PATH: &str = "companies/get_client_profile";
/// The request header of the app's token and OTP calls that a preflight must allow.
const AUTH: &str = "authentication";

/// The calls a browser preflights: method, address, path after `/api/v1/` (its last segment
/// names the endpoint), and the request headers the app sends.
const PREFLIGHTED: [(&str, Host, &str, &str); 5] = [
    ("POST", Host::Base, "sign_in", "authentication,content-type"),
    ("GET", Host::Base, "request_one_time_password", AUTH),
    ("GET", Host::Base, CLIENT_PROFILE_PATH, AUTH),
    ("GET", Host::App, CREDENTIALS_PATH, AUTH),
    ("POST", Host::App, "create_or_update_jobseeker", AUTH),
];

pub struct Checks<'a> {
    settings: &'a Settings,
    client: &'a Client,
    pub report: Report,
    pub redact: &'a mut Redact,
    /// What was checked and what was not, printed above the table.
    pub notes: Vec<String>,
}

fn url(base: &str, path: &str) -> String {
    format!("{}/api/v1/{path}", base.trim_end_matches('/'))
}

impl<'a> Checks<'a> {
    pub fn new(settings: &'a Settings, client: &'a Client, redact: &'a mut Redact) -> Self {
        Checks {
            settings,
            client,
            report: Report::default(),
            redact,
            notes: Vec::new(),
        }
    }

    pub fn run(&mut self) {
        match self.settings.origin.clone() {
            Some(origin) => self.cors(&origin),
            None => self.notes.push(
                "CORS: not checked (CONTRACT_APP_ORIGIN=https://your-app.example checks the preflights)"
                    .into(),
            ),
        }
        self.wrong_password();
        let Some((token, signed_in)) = self.sign_in() else {
            self.notes.push(
                "get_credentials_requirements, get_client_profile: not called (no token from sign_in)"
                    .into(),
            );
            return;
        };
        self.redact.add(token.expose());
        self.credentials(&token);
        self.client_profile(&token);
        self.invalid_token();
        if self.settings.write {
            self.create_or_update(&token, &signed_in);
        } else {
            self.notes.push(
                "create_or_update_jobseeker: not called (CONTRACT_WRITE=1 calls it, with a dedicated test account)"
                    .into(),
            );
        }
        self.notes.push(
            "request_one_time_password: not called (it would e-mail the account a code)".into(),
        );
    }

    fn send(&mut self, endpoint: &str, request: &Request) -> Option<Answer> {
        match self.client.send(request) {
            Ok(answer) => Some(answer),
            Err(failure) => {
                self.report.add(
                    endpoint,
                    "(the call)",
                    Kind::Answer,
                    &format!("no answer ({failure})"),
                    "an answer",
                );
                None
            }
        }
    }

    /// The server's words from an error body, never a secret (they are blanked).
    fn server_words(&self, answer: &Answer) -> String {
        let words = decode::server_message(&answer.body).unwrap_or_else(|| "no message".into());
        self.redact
            .clean(&format!("HTTP {}, {words}", answer.status))
    }

    /// What the app's decoder made of `answer`; a refusal is reported against `expected` (the
    /// decoder's words for a 2xx, the server's for anything else).
    fn decoded<T>(
        &mut self,
        endpoint: &str,
        answer: &Answer,
        decoded: Result<T, ApiError>,
        expected: &str,
    ) -> Option<T> {
        match decoded {
            Ok(value) => Some(value),
            Err(error) => {
                let sent = if (200..300).contains(&answer.status) {
                    self.redact.clean(&error.to_string())
                } else {
                    self.server_words(answer)
                };
                self.report
                    .add(endpoint, "(the answer)", Kind::Answer, &sent, expected);
                None
            }
        }
    }

    /// A GET of `address` for the tenant, with `token`.
    fn get_with_token(&mut self, endpoint: &str, address: &str, token: &str) -> Option<Answer> {
        let tenant = self.settings.tenant.clone();
        self.send(
            endpoint,
            &Request {
                method: "GET",
                url: address,
                query: &[("tenant", tenant.as_str())],
                headers: &[("Authentication", token)],
                json_body: None,
            },
        )
    }

    // --- CORS -------------------------------------------------------------------------------

    /// The preflight a browser on `origin` sends before each of the app's calls.
    fn cors(&mut self, origin: &str) {
        let before = self.report.len();
        let mut max_age: Option<Option<String>> = None;
        for (method, host, path, headers) in PREFLIGHTED {
            let name = path.rsplit('/').next().unwrap_or(path);
            let endpoint = format!("{name} (preflight)");
            let address = match host {
                Host::Base => url(&self.settings.base_url, path),
                Host::App => url(&self.settings.app_url, path),
            };
            let request = Request {
                method: "OPTIONS",
                url: &address,
                query: &[],
                headers: &[
                    ("Origin", origin),
                    ("Access-Control-Request-Method", method),
                    ("Access-Control-Request-Headers", headers),
                ],
                json_body: None,
            };
            let Some(answer) = self.send(&endpoint, &request) else {
                continue;
            };
            if !(200..300).contains(&answer.status) {
                self.report.add(
                    &endpoint,
                    "(status)",
                    Kind::Cors,
                    &format!("HTTP {}", answer.status),
                    "2xx",
                );
            }
            self.allow_origin(&endpoint, &answer, origin);
            let allowed = answer
                .header("access-control-allow-headers")
                .unwrap_or("")
                .to_ascii_lowercase();
            let allowed: Vec<&str> = allowed.split(',').map(str::trim).collect();
            let missing: Vec<&str> = headers
                .split(',')
                .filter(|header| !allowed.contains(header) && !allowed.contains(&"*"))
                .collect();
            if !missing.is_empty() {
                self.report.add(
                    &endpoint,
                    "Access-Control-Allow-Headers",
                    Kind::Cors,
                    answer
                        .header("access-control-allow-headers")
                        .unwrap_or("none"),
                    &headers.replace(',', ", "),
                );
            }
            if max_age.is_none() {
                max_age = Some(answer.header("access-control-max-age").map(str::to_string));
            }
        }
        if self.report.len() > before {
            self.notes.push(format!(
                "CORS: the platform does not allow {origin}; deploy with the same-origin proxy \
                 (deploy/nginx/platform-proxy.conf, docs/deployment.md), or ask the platform to allow it"
            ));
        } else {
            let cached = match max_age.flatten() {
                Some(seconds) => format!("preflights cached for {seconds} s"),
                None => "no Access-Control-Max-Age: a preflight before every call".into(),
            };
            self.notes.push(format!(
                "CORS: {origin} is allowed for every call ({cached})"
            ));
        }
    }

    fn allow_origin(&mut self, endpoint: &str, answer: &Answer, origin: &str) {
        let allowed = answer.header("access-control-allow-origin");
        if !matches!(allowed, Some(value) if value == "*" || value == origin) {
            self.report.add(
                endpoint,
                "Access-Control-Allow-Origin",
                Kind::Cors,
                allowed.unwrap_or("none"),
                &format!("{origin} or *"),
            );
        }
    }

    /// A 429's `Retry-After` says how long the app must wait; a page on another origin can read it
    /// only when the platform exposes it. Without it the app waits its default (`api::retry_after`).
    fn expose_retry_after(&mut self, endpoint: &str, answer: &Answer) {
        let exposed = answer
            .header("access-control-expose-headers")
            .unwrap_or("")
            .to_ascii_lowercase();
        if !exposed
            .split(',')
            .map(str::trim)
            .any(|header| header == "retry-after" || header == "*")
        {
            self.report.add(
                endpoint,
                "Access-Control-Expose-Headers",
                Kind::Cors,
                answer
                    .header("access-control-expose-headers")
                    .unwrap_or("none"),
                "Retry-After",
            );
        }
    }

    // --- sign_in ----------------------------------------------------------------------------

    fn sign_in_request(&mut self, endpoint: &str, password: &str) -> Option<Answer> {
        let body = json!({
            "email": self.settings.email,
            "password": password,
            "tenant": self.settings.tenant,
        })
        .to_string();
        let address = url(&self.settings.base_url, "sign_in");
        let api_key = self.settings.api_key.clone();
        let origin = self.settings.origin.clone();
        let mut headers = vec![("Authentication", api_key.as_str())];
        if let Some(origin) = &origin {
            headers.push(("Origin", origin.as_str()));
        }
        self.send(
            endpoint,
            &Request {
                method: "POST",
                url: &address,
                query: &[],
                headers: &headers,
                json_body: Some(&body),
            },
        )
    }

    /// 4.1: a wrong password is a 404 with the reference's text, which the form shows.
    fn wrong_password(&mut self) {
        let endpoint = "sign_in (wrong password)";
        let Some(answer) = self.sign_in_request(endpoint, WRONG_PASSWORD) else {
            return;
        };
        if answer.status != 404 {
            let sent = self.server_words(&answer);
            self.report
                .add(endpoint, "(status)", Kind::Answer, &sent, "HTTP 404");
            return;
        }
        match decode::sign_in(answer.status, &answer.body) {
            Err(ApiError::InvalidCredentials(message)) if message == INVALID_CREDENTIALS => {}
            Err(ApiError::InvalidCredentials(message)) => {
                let sent = self.redact.clean(&message);
                self.report.add(
                    endpoint,
                    "message",
                    Kind::Answer,
                    &sent,
                    INVALID_CREDENTIALS,
                );
            }
            _ => {} // A 404 always reads as InvalidCredentials.
        }
    }

    fn sign_in(&mut self) -> Option<(Token, Value)> {
        let endpoint = "sign_in";
        let password = self.settings.password.clone();
        let answer = self.sign_in_request(endpoint, &password)?;
        if let Some(origin) = self.settings.origin.clone() {
            self.allow_origin("sign_in (answer)", &answer, &origin);
            self.expose_retry_after("sign_in (answer)", &answer);
        }
        let decoded = decode::sign_in(answer.status, &answer.body);
        let expected = "HTTP 200 with the user and its token";
        let signed_in = self.decoded(endpoint, &answer, decoded, expected)?;
        self.redact.add(signed_in.token.expose());
        let raw: Value = serde_json::from_str(&answer.body).ok()?;
        self.top_level(
            endpoint,
            &raw,
            &[
                ("user", Model::User),
                ("jobseeker", Model::Jobseeker),
                ("device", Model::Device),
                ("location", Model::Location),
            ],
        );
        Some((signed_in.token, raw))
    }

    /// An answer whose top level is an object: the reference's `status` (true), and objects of
    /// the app's models. The app reads the HTTP status, not `status`; a `status` other than
    /// true is still a difference from the reference.
    fn top_level(&mut self, endpoint: &str, raw: &Value, parts: &[(&str, Model)]) {
        let Some(object) = raw.as_object() else {
            self.report.add(
                endpoint,
                "(the answer)",
                Kind::Type,
                &shape::type_name(raw),
                "object",
            );
            return;
        };
        match object.get("status") {
            Some(Value::Bool(true)) => {}
            None => self
                .report
                .add(endpoint, "status", Kind::NotSent, "nothing", "true"),
            Some(other) => self.report.add(
                endpoint,
                "status",
                Kind::Answer,
                &self.redact.clean(&other.to_string()),
                "true",
            ),
        }
        for (field, value) in object {
            if field == "status" {
                continue;
            }
            let Some((_, model)) = parts.iter().find(|(name, _)| *name == field.as_str()) else {
                self.report.add(
                    endpoint,
                    field,
                    Kind::Unknown,
                    &shape::type_name(value),
                    "not read by the app",
                );
                continue;
            };
            match value {
                Value::Null => {}
                Value::Object(inner) => {
                    shape::compare(&mut self.report, endpoint, *model, field, &[inner]);
                }
                other => self.report.add(
                    endpoint,
                    field,
                    Kind::Type,
                    &shape::type_name(other),
                    "object",
                ),
            }
        }
        for (field, _) in parts {
            if !object.contains_key(*field) {
                self.report
                    .add(endpoint, field, Kind::NotSent, "nothing", "object");
            }
        }
    }

    // --- calls with the token ---------------------------------------------------------------

    fn with_token(&mut self, endpoint: &str, address: &str, token: &str) -> Option<Answer> {
        let answer = self.get_with_token(endpoint, address, token)?;
        if !(200..300).contains(&answer.status) {
            let sent = self.server_words(&answer);
            let expected = "HTTP 200 for the token from sign_in";
            self.report
                .add(endpoint, "(the token)", Kind::Answer, &sent, expected);
            return None;
        }
        Some(answer)
    }

    /// A call made with the token from sign_in: accepted, and read by the app's decoder; its body
    /// as JSON.
    fn read_with_token<T>(
        &mut self,
        endpoint: &str,
        address: &str,
        token: &Token,
        decoder: fn(u16, &str) -> Result<T, ApiError>,
        expected: &str,
    ) -> Option<Value> {
        let answer = self.with_token(endpoint, address, token.expose())?;
        let decoded = decoder(answer.status, &answer.body);
        self.decoded(endpoint, &answer, decoded, expected)?;
        Some(serde_json::from_str(&answer.body).unwrap_or(Value::Null))
    }

    /// 4.3: the token is accepted; every entry is a credential requirement the app reads.
    fn credentials(&mut self, token: &Token) {
        let endpoint = "get_credentials_requirements";
        let address = url(&self.settings.app_url, CREDENTIALS_PATH);
        let expected = "an object of cert_<id> entries";
        let decoder = decode::credential_requirements;
        let Some(raw) = self.read_with_token(endpoint, &address, token, decoder, expected) else {
            return;
        };
        let Some(entries) = raw.as_object() else {
            return;
        };
        let mut objects: Vec<&Map<String, Value>> = Vec::new();
        for value in entries.values() {
            match value {
                Value::Object(entry) => objects.push(entry),
                other => self.report.add(
                    endpoint,
                    "cert_*",
                    Kind::Type,
                    &shape::type_name(other),
                    "object",
                ),
            }
        }
        if objects.is_empty() {
            self.notes.push(format!(
                "{endpoint}: the account has no requirements, so their fields were not compared"
            ));
        }
        shape::compare(
            &mut self.report,
            endpoint,
            Model::Credential,
            "cert_*",
            &objects,
        );
    }

    /// 4.5: the token is accepted; every form is one the app reads.
    fn client_profile(&mut self, token: &Token) {
        let endpoint = "get_client_profile";
        let address = url(&self.settings.base_url, CLIENT_PROFILE_PATH);
        let decoder = decode::client_profile;
        let expected = "a list of forms";
        let Some(raw) = self.read_with_token(endpoint, &address, token, decoder, expected) else {
            return;
        };
        let forms: Vec<&Map<String, Value>> = raw
            .as_array()
            .map(|items| items.iter().filter_map(Value::as_object).collect())
            .unwrap_or_default();
        if forms.is_empty() {
            self.notes.push(format!(
                "{endpoint}: no forms, so their fields were not compared"
            ));
        }
        shape::compare(&mut self.report, endpoint, Model::Form, "[*]", &forms);
        for field_type in unknown_field_types(&forms) {
            self.notes.push(format!(
                "{endpoint}: field_type {field_type:?} is not one the app knows; it is shown as a \
                 text box (README, \"Product rules\")"
            ));
        }
    }

    /// The app ends the session on a 401 or 403 from a call made with the token.
    fn invalid_token(&mut self) {
        let endpoint = "get_client_profile (invalid token)";
        let address = url(&self.settings.base_url, CLIENT_PROFILE_PATH);
        let Some(answer) = self.get_with_token(endpoint, &address, INVALID_TOKEN) else {
            return;
        };
        if answer.status != 401 && answer.status != 403 {
            let sent = self.server_words(&answer);
            self.report.add(
                endpoint,
                "(status)",
                Kind::Answer,
                &sent,
                "HTTP 401 or 403 (the app then ends the session)",
            );
        }
    }

    /// 4.4, only when asked: re-sends the profile's own name, a partial update that changes nothing.
    fn create_or_update(&mut self, token: &Token, signed_in: &Value) {
        let endpoint = "create_or_update_jobseeker";
        let Some(name) = signed_in
            .get("jobseeker")
            .and_then(|jobseeker| jobseeker.get("name"))
            .and_then(Value::as_str)
            .map(str::to_string)
        else {
            self.notes.push(format!(
                "{endpoint}: not called (the test account has no job seeker profile to update)"
            ));
            return;
        };
        let tenant = self.settings.tenant.clone();
        let address = url(&self.settings.app_url, "create_or_update_jobseeker");
        let Some(answer) = self.send(
            endpoint,
            &Request {
                method: "POST",
                url: &address,
                query: &[("tenant", tenant.as_str()), ("name", name.as_str())],
                headers: &[("Authentication", token.expose())],
                json_body: None,
            },
        ) else {
            return;
        };
        let decoded = decode::jobseeker_saved(answer.status, &answer.body);
        if self
            .decoded(endpoint, &answer, decoded, "HTTP 200 with the job seeker")
            .is_none()
        {
            return;
        }
        let raw: Value = serde_json::from_str(&answer.body).unwrap_or(Value::Null);
        self.top_level(
            endpoint,
            &raw,
            &[("user", Model::User), ("jobseeker", Model::Jobseeker)],
        );
        self.notes.push(format!(
            "{endpoint}: called once, re-sending the profile's own name"
        ));
    }
}

/// The distinct `field_type`s of the forms' fields that the app has no kind for, in order of first
/// appearance. A new type is the platform's right, not a broken answer: a note, not a difference.
fn unknown_field_types(forms: &[&Map<String, Value>]) -> Vec<String> {
    let mut unknown: Vec<String> = Vec::new();
    let fields = forms
        .iter()
        .filter_map(|form| form.get("fields")?.as_array())
        .flatten();
    for field_type in fields.filter_map(|field| field.get("field_type")?.as_str()) {
        if kind_for(field_type, &[]).is_unknown() && !unknown.iter().any(|seen| seen == field_type)
        {
            unknown.push(field_type.to_owned());
        }
    }
    unknown
}

#[cfg(test)]
mod field_type_tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn only_field_types_the_app_does_not_know_are_noted_once_each() {
        let form = json!({"fields": [
            {"field_type": "string"}, {"field_type": "Multi-Select"}, {"field_type": "star_rating"},
            {"field_type": "dropdown"}, {"field_type": "star_rating"}, {"field_type": 3}, {"key": "x"},
            {"field_type": "signature"}
        ]});
        let forms = [form.as_object().expect("an object")];
        assert_eq!(unknown_field_types(&forms), ["star_rating", "signature"]);
    }
}
