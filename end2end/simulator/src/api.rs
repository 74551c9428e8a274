//! The five platform endpoints. Each handler reads as its steps: who calls (the platform API key,
//! or a user token and the tenant it was issued for), what was sent, what changes in the state,
//! and the answer.

use crate::dates::{age_on, iso, parse_mdy, parse_ymd, ymd};
use crate::geo::NameTable;
use crate::model::{Device, Jobseeker, Location, User};
use crate::params::Params;
use crate::random::{random_code, random_hex, random_token};
use crate::response::{json_response, ApiError};
use crate::seed::Tenant;
use crate::state::{AppState, Endpoint, Mail, Otp, State, TokenInfo};
use crate::validate::{is_document_url, is_international_phone, GENDERS};
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Duration, NaiveDate, Utc};
use serde::Serialize;
use serde_json::{json, Map, Value};

/// One-time passwords are valid for this long.
pub const OTP_LIFETIME_MINUTES: i64 = 10;

/// Length of issued authentication tokens.
pub const TOKEN_LEN: usize = 24;

fn header<'a>(parts: &'a Parts, name: &str) -> Option<&'a str> {
    parts.headers.get(name).and_then(|v| v.to_str().ok())
}

fn params(parts: &Parts, body: &[u8]) -> Result<Params, ApiError> {
    Params::parse(
        parts.uri.query().unwrap_or(""),
        header(parts, "content-type"),
        body,
    )
    .map_err(|e| ApiError::new(StatusCode::BAD_REQUEST, &e))
}

/// Runs the endpoint normally (no fault).
pub fn handle(app: &AppState, endpoint: Endpoint, parts: &Parts, body: &[u8]) -> Response {
    let result = match endpoint {
        Endpoint::SignIn => sign_in(app, parts, body),
        Endpoint::RequestOneTimePassword => request_otp(app, parts, body),
        Endpoint::CreateOrUpdateJobseeker => create_or_update_jobseeker(app, parts, body),
        Endpoint::GetCredentialsRequirements => credentials(app, parts, body),
        Endpoint::GetClientProfile => client_profile(app, parts, body),
    };
    result.unwrap_or_else(IntoResponse::into_response)
}

type Res = Result<Response, ApiError>;

fn ok(body: Value) -> Res {
    Ok(json_response(StatusCode::OK, body))
}

fn unauthorized() -> ApiError {
    ApiError::new(StatusCode::UNAUTHORIZED, "Unauthorized")
}

fn unprocessable(msg: &str) -> ApiError {
    ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, msg)
}

fn invalid_credentials() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, "Invalid Email or Password")
}

/// A record as it is sent (the models serialize in the reference's field order).
fn record_json(record: &impl Serialize) -> Value {
    serde_json::to_value(record).unwrap_or(Value::Null)
}

fn find_user<'a>(st: &'a State, tenant: &str, email: &str) -> Option<&'a User> {
    let email = email.trim().to_lowercase();
    st.tenant(tenant)?
        .users
        .iter()
        .find(|u| u.email.to_lowercase() == email)
}

fn user_mut<'a>(st: &'a mut State, tenant: &str, id: i64) -> Option<&'a mut User> {
    st.tenant_mut(tenant)?.users.iter_mut().find(|u| u.id == id)
}

/// The user as sent in responses, carrying `token`.
fn user_json(user: &User, token: &str) -> Value {
    let mut u = user.clone();
    u.authentication_token = Some(token.to_string());
    record_json(&u)
}

/// The jobseeker as sent in responses (age computed from date_of_birth).
fn jobseeker_json(st: &State, js: &Jobseeker) -> Value {
    let mut js = js.clone();
    if let Some(dob) = js.date_of_birth.as_deref().and_then(parse_ymd) {
        js.age = Some(age_on(dob, st.now().date_naive()));
    }
    record_json(&js)
}

// --- sign_in and request_one_time_password: the platform API key ---------------------------------

/// Who a sign-in or a one-time-password request is for.
struct AccountRequest {
    params: Params,
    email: String,
    tenant: String,
}

/// The start both calls made with the platform API key share: the key first, then the
/// parameters, which must name an e-mail and a tenant.
fn account_request(st: &State, parts: &Parts, body: &[u8]) -> Result<AccountRequest, ApiError> {
    match header(parts, "authentication") {
        Some(k) if k == st.world.api_key => {}
        _ => return Err(ApiError::new(StatusCode::UNAUTHORIZED, "Invalid API key")),
    }
    let params = params(parts, body)?;
    let (Some(email), Some(tenant)) = (params.get_nonempty("email"), params.get_nonempty("tenant"))
    else {
        return Err(unprocessable("email and tenant are required"));
    };
    let (email, tenant) = (email.to_string(), tenant.to_string());
    Ok(AccountRequest {
        params,
        email,
        tenant,
    })
}

fn parse_coord(params: &Params, key: &str) -> Result<Option<f64>, ApiError> {
    match params.get_nonempty(key) {
        None => Ok(None),
        Some(s) => s
            .trim()
            .parse::<f64>()
            .map(Some)
            .map_err(|_| unprocessable(&format!("{key} must be a number"))),
    }
}

fn sign_in(app: &AppState, parts: &Parts, body: &[u8]) -> Res {
    let mut st = app.lock();
    let AccountRequest {
        params,
        email,
        tenant,
    } = account_request(&st, parts, body)?;
    let latitude = parse_coord(&params, "latitude")?;
    let longitude = parse_coord(&params, "longitude")?;
    let user = find_user(&st, &tenant, &email)
        .ok_or_else(invalid_credentials)?
        .clone();
    let now = st.now();
    check_secret(&mut st, &params, &tenant, &user, now)?;

    let token = issue_token(&mut st, &tenant, user.id);
    let stamp = iso(now);
    let device = match params.get_nonempty("device_id") {
        None => Value::Null,
        Some(device_id) => {
            let os_type = params.get_nonempty("os_type");
            record_device(&mut st, user.id, device_id, os_type, &stamp)
        }
    };
    let location = match (latitude, longitude) {
        (Some(latitude), Some(longitude)) => {
            record_location(&mut st, user.id, latitude, longitude, &stamp)
        }
        _ => Value::Null,
    };
    let jobseeker = match &user.jobseeker {
        Some(js) => jobseeker_json(&st, js),
        None => Value::Null,
    };
    ok(json!({
        "status": true,
        "user": user_json(&user, &token),
        "jobseeker": jobseeker,
        "device": device,
        "location": location,
    }))
}

/// The user's password, or instead, when one is sent, a one-time password: valid, unexpired and
/// for this tenant; it is used up.
fn check_secret(
    st: &mut State,
    params: &Params,
    tenant: &str,
    user: &User,
    now: DateTime<Utc>,
) -> Result<(), ApiError> {
    let Some(code) = params.get_nonempty("one_time_password") else {
        let password_matches = params.get("password") == Some(user.password.as_str());
        return if password_matches && !user.password.is_empty() {
            Ok(())
        } else {
            Err(invalid_credentials())
        };
    };
    let email_key = (tenant.to_string(), user.email.to_lowercase());
    let valid = st
        .otps
        .get(&email_key)
        .is_some_and(|otp| otp.code == code.trim() && otp.expires_at > now);
    if !valid {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            "Invalid one time password",
        ));
    }
    st.otps.remove(&email_key);
    Ok(())
}

/// A fresh token bound to the user and tenant; earlier tokens stay valid.
fn issue_token(st: &mut State, tenant: &str, user_id: i64) -> String {
    let token = random_token(TOKEN_LEN);
    st.tokens.insert(
        token.clone(),
        TokenInfo {
            tenant: tenant.to_string(),
            user_id,
        },
    );
    token
}

/// One device record per (user, device_id): made at the first sign-in from it, its `os_type`
/// updated when sent.
fn record_device(
    st: &mut State,
    user_id: i64,
    device_id: &str,
    os_type: Option<&str>,
    stamp: &str,
) -> Value {
    let next_id = &mut st.next_device_id;
    let device = st
        .devices
        .entry((user_id, device_id.to_string()))
        .or_insert_with(|| {
            let id = *next_id;
            *next_id += 1;
            Device {
                id,
                user_id,
                device_id: device_id.to_string(),
                os_type: None,
                created_at: stamp.to_string(),
                updated_at: stamp.to_string(),
            }
        });
    if let Some(os_type) = os_type {
        device.os_type = Some(os_type.to_string());
    }
    device.updated_at = stamp.to_string();
    record_json(&*device)
}

/// A new location record at every sign-in that sends both coordinates.
fn record_location(
    st: &mut State,
    freelancer_id: i64,
    latitude: f64,
    longitude: f64,
    stamp: &str,
) -> Value {
    let location = Location {
        id: st.next_location_id,
        freelancer_id,
        latitude,
        longitude,
        created_at: stamp.to_string(),
        updated_at: stamp.to_string(),
    };
    st.next_location_id += 1;
    record_json(&location)
}

fn request_otp(app: &AppState, parts: &Parts, body: &[u8]) -> Res {
    let mut st = app.lock();
    let AccountRequest { email, tenant, .. } = account_request(&st, parts, body)?;
    let address = find_user(&st, &tenant, &email)
        .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, "Email not found"))?
        .email
        .clone();
    let now = st.now();
    let code = random_code();
    st.otps.insert(
        (tenant.clone(), address.to_lowercase()),
        Otp {
            code: code.clone(),
            expires_at: now + Duration::minutes(OTP_LIFETIME_MINUTES),
        },
    );
    st.outbox
        .entry(address.to_lowercase())
        .or_default()
        .push(Mail {
            email: address.clone(),
            tenant,
            code,
            sent_at: now,
        });
    ok(json!({
        "status": true,
        "message": "An email with a one time password has been sent",
        "email": address,
    }))
}

// --- the calls made with a user token --------------------------------------------------------

/// The start the three calls made with a user token share: the parameters, then the token and the
/// tenant it was issued for.
fn user_request(st: &State, parts: &Parts, body: &[u8]) -> Result<(Params, TokenInfo), ApiError> {
    let params = params(parts, body)?;
    let token = header(parts, "authentication").filter(|t| !t.is_empty());
    let info = token
        .and_then(|t| st.tokens.get(t))
        .ok_or_else(unauthorized)?;
    let tenant = params
        .get_nonempty("tenant")
        .ok_or_else(|| unprocessable("tenant is required"))?;
    if tenant != info.tenant {
        return Err(unauthorized());
    }
    let info = info.clone();
    Ok((params, info))
}

/// The tenant and user a token stands for.
fn caller<'a>(st: &'a State, auth: &TokenInfo) -> Result<(&'a Tenant, &'a User), ApiError> {
    let tenant = st.tenant(&auth.tenant).ok_or_else(unauthorized)?;
    let user = tenant
        .users
        .iter()
        .find(|u| u.id == auth.user_id)
        .ok_or_else(unauthorized)?;
    Ok((tenant, user))
}

/// What the parameters of create_or_update_jobseeker say beyond plain text.
struct Derived {
    date_of_birth: Option<NaiveDate>,
    /// Absent: not sent; `Some(None)`: sent empty (the id becomes null).
    country_id: Option<Option<i64>>,
    city_id: Option<Option<i64>>,
}

fn create_or_update_jobseeker(app: &AppState, parts: &Parts, body: &[u8]) -> Res {
    let mut st = app.lock();
    let (params, auth) = user_request(&st, parts, body)?;
    let creating = caller(&st, &auth)?.1.jobseeker.is_none();
    let date_of_birth = validate_update(&params, creating, st.now().date_naive())?;

    let stamp = iso(st.now());
    let derived = Derived {
        date_of_birth,
        country_id: place_id(&mut st.world.geo.countries, &params, "country_id"),
        city_id: place_id(&mut st.world.geo.cities, &params, "city_id"),
    };
    let new_js_id = st.world.next_jobseeker_id;
    let token = header(parts, "authentication").unwrap_or("").to_string();
    let tenant_key = auth.tenant.clone();
    let user = user_mut(&mut st, &auth.tenant, auth.user_id).ok_or_else(unauthorized)?;
    let (user_id, user_email) = (user.id, user.email.clone());
    let js = user
        .jobseeker
        .get_or_insert_with(|| new_jobseeker(new_js_id, user_id, user_email, tenant_key, &stamp));
    apply_update(js, &params, &derived);
    if creating {
        js.slug = crate::seed::slug(&js.name, js.id);
    }
    js.updated_at = stamp;
    let js = js.clone();
    if derived.country_id.is_some() {
        user.country_id = js.country_id;
    }
    let user = user.clone();
    if creating {
        st.world.next_jobseeker_id += 1;
    }
    ok(json!({
        "status": true,
        "user": user_json(&user, &token),
        "jobseeker": jobseeker_json(&st, &js),
    }))
}

/// Checks every parameter first, so that a single bad one rejects the whole call (all reasons
/// joined by "; "); gives the date of birth read.
fn validate_update(
    params: &Params,
    creating: bool,
    today: NaiveDate,
) -> Result<Option<NaiveDate>, ApiError> {
    let mut errors = Vec::new();
    if let Some(phone) = params.get("contact_phone") {
        if !is_international_phone(phone) {
            errors.push(
                "contact_phone must be in international format: '+', country code, then digits \
                 (spaces or dashes allowed), e.g. +56 9 8765 4321"
                    .to_string(),
            );
        }
    }
    let dob = match params.get("date_of_birth") {
        None => None,
        Some(s) => match parse_mdy(s) {
            Some(d) if d > today => {
                errors.push("date_of_birth cannot be in the future".to_string());
                None
            }
            Some(d) => Some(d),
            None => {
                errors.push(
                    "date_of_birth must have the format mmm dd, yyyy, e.g. Mar 07, 1994"
                        .to_string(),
                );
                None
            }
        },
    };
    if let Some(g) = params.get("gender") {
        if !GENDERS.contains(&g) {
            errors.push(format!("gender must be one of {}", GENDERS.join(", ")));
        }
    }
    if let Some(resume) = params.get("profiletype") {
        if !is_document_url(resume) {
            errors.push(
                "profiletype must be the URL of a document (resume), not an image or media file"
                    .to_string(),
            );
        }
    }
    if creating && params.get_nonempty("name").is_none() {
        errors.push("name is required to create a jobseeker".to_string());
    }
    if errors.is_empty() {
        Ok(dob)
    } else {
        Err(unprocessable(&errors.join("; ")))
    }
}

/// A place name sent as `key` given its id (a new name gets a new one); an empty value clears it.
fn place_id(table: &mut NameTable, params: &Params, key: &str) -> Option<Option<i64>> {
    params
        .get(key)
        .map(|name| (!name.trim().is_empty()).then(|| table.id_for(name)))
}

/// The record a user without one gets at the first call.
fn new_jobseeker(
    id: i64,
    user_id: i64,
    contact_email: String,
    tenant_code: String,
    stamp: &str,
) -> Jobseeker {
    Jobseeker {
        id,
        user_id,
        active: true,
        created_at: stamp.to_string(),
        contact_email,
        tenant_code,
        token: random_hex(32),
        clearance_stamp: Some(stamp.to_string()),
        ..Jobseeker::default()
    }
}

/// Changes only what was sent.
fn apply_update(js: &mut Jobseeker, params: &Params, derived: &Derived) {
    if let Some(v) = params.get("name") {
        js.name = v.to_string();
    }
    if let Some(v) = params.get("contact_phone") {
        js.contact_phone = v.to_string();
    }
    if let Some(v) = params.get_nonempty("contact_email") {
        js.contact_email = v.to_string();
    }
    if let Some(v) = params.get("address") {
        js.address = v.to_string();
    }
    if let Some(id) = derived.country_id {
        js.country_id = id;
    }
    if let Some(id) = derived.city_id {
        js.city_id = id;
    }
    if let Some(v) = params.get("gender") {
        js.gender = Some(v.to_string());
    }
    if let Some(d) = derived.date_of_birth {
        js.date_of_birth = Some(ymd(d));
    }
    if let Some(v) = params.get("profiletype") {
        js.profiletype = (!v.is_empty()).then(|| v.to_string());
    }
    // The first non-empty picture is the one shown; the others are kept, never returned.
    let urls: Vec<String> = params
        .get_all("profile_url")
        .iter()
        .filter(|u| !u.trim().is_empty())
        .cloned()
        .collect();
    if let Some((first, rest)) = urls.split_first() {
        js.profile_url = Some(first.clone());
        js.extra_profile_urls.extend(rest.iter().cloned());
    }
}

/// The user's credential map: the tenant's requirements in seed order, each
/// merged with the user's own entry (value / suggested / ...), followed by
/// any entries only the user has. Entries without `value` always carry
/// `suggested` (false unless the seed says otherwise).
pub fn credential_map(tenant: &Tenant, user: &User) -> Map<String, Value> {
    let mut out = Map::new();
    for (key, req) in &tenant.credential_requirements {
        let mut entry = req.clone();
        if let (Value::Object(obj), Some(Value::Object(own))) =
            (&mut entry, user.credentials.get(key))
        {
            for (k, v) in own {
                obj.insert(k.clone(), v.clone());
            }
        }
        out.insert(key.clone(), entry);
    }
    for (key, own) in &user.credentials {
        if !out.contains_key(key) {
            out.insert(key.clone(), own.clone());
        }
    }
    for entry in out.values_mut() {
        if let Value::Object(obj) = entry {
            if !obj.contains_key("value") && !obj.contains_key("suggested") {
                obj.insert("suggested".into(), Value::Bool(false));
            }
        }
    }
    out
}

fn credentials(app: &AppState, parts: &Parts, body: &[u8]) -> Res {
    let st = app.lock();
    let (_, auth) = user_request(&st, parts, body)?;
    let (tenant, user) = caller(&st, &auth)?;
    ok(Value::Object(credential_map(tenant, user)))
}

fn client_profile(app: &AppState, parts: &Parts, body: &[u8]) -> Res {
    let st = app.lock();
    let (_, auth) = user_request(&st, parts, body)?;
    let tenant = st.tenant(&auth.tenant).ok_or_else(unauthorized)?;
    ok(Value::Array(tenant.client_profile.clone()))
}

/// The body of a `wrong_shape` fault: valid JSON, wrong types.
pub fn wrong_shape(endpoint: Endpoint) -> Value {
    match endpoint {
        Endpoint::SignIn => json!({
            "status": "true",
            "user": ["not", "an", "object"],
            "jobseeker": 42,
            "device": "none",
            "location": false
        }),
        Endpoint::RequestOneTimePassword => {
            json!({ "status": 1, "message": null, "email": [true] })
        }
        Endpoint::CreateOrUpdateJobseeker => json!({
            "status": "ok",
            "user": "user",
            "jobseeker": [{ "id": "five", "date_of_birth": 19940307 }]
        }),
        Endpoint::GetCredentialsRequirements => json!([
            { "key": 1, "cert_name": ["First Aid"], "required_fields": "certificate_file" }
        ]),
        Endpoint::GetClientProfile => json!({ "forms": "none", "fields": 7 }),
    }
}

/// The body of a `malformed_json` fault: a truncated JSON document.
pub fn malformed_json(endpoint: Endpoint) -> &'static str {
    match endpoint {
        Endpoint::GetCredentialsRequirements => r#"{"cert_1":{"id":1,"cert_name":"First Ai"#,
        Endpoint::GetClientProfile => r#"[{"id":"base_form","form_title":"Comp"#,
        _ => r#"{"status":true,"user":{"id":1,"email":"trunc"#,
    }
}
