//! The five platform endpoints.

use crate::dates::{age_on, iso, parse_mdy, parse_ymd, ymd};
use crate::model::{Device, Jobseeker, Location, User};
use crate::params::Params;
use crate::random::{random_code, random_hex, random_token};
use crate::response::{json_response, ApiError};
use crate::state::{AppState, Endpoint, Mail, Otp, State, TokenInfo};
use crate::validate::{is_document_url, is_international_phone, GENDERS};
use axum::http::request::Parts;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use chrono::Duration;
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

fn check_api_key(st: &State, parts: &Parts) -> Result<(), ApiError> {
    match header(parts, "authentication") {
        Some(k) if k == st.world.api_key => Ok(()),
        _ => Err(ApiError::new(StatusCode::UNAUTHORIZED, "Invalid API key")),
    }
}

fn unauthorized() -> ApiError {
    ApiError::new(StatusCode::UNAUTHORIZED, "Unauthorized")
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
    serde_json::to_value(&u).unwrap_or(Value::Null)
}

/// The jobseeker as sent in responses (age computed from date_of_birth).
fn jobseeker_json(st: &State, js: &Jobseeker) -> Value {
    let mut js = js.clone();
    if let Some(dob) = js.date_of_birth.as_deref().and_then(parse_ymd) {
        js.age = Some(age_on(dob, st.now().date_naive()));
    }
    serde_json::to_value(&js).unwrap_or(Value::Null)
}

/// Checks the user token and the tenant it was issued for.
fn authenticate(st: &State, parts: &Parts, params: &Params) -> Result<TokenInfo, ApiError> {
    let token = header(parts, "authentication").filter(|t| !t.is_empty());
    let info = token
        .and_then(|t| st.tokens.get(t))
        .ok_or_else(unauthorized)?;
    let tenant = params
        .get_nonempty("tenant")
        .ok_or_else(|| ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "tenant is required"))?;
    if tenant != info.tenant {
        return Err(unauthorized());
    }
    Ok(info.clone())
}

fn parse_coord(params: &Params, key: &str) -> Result<Option<f64>, ApiError> {
    match params.get_nonempty(key) {
        None => Ok(None),
        Some(s) => s.trim().parse::<f64>().map(Some).map_err(|_| {
            ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                &format!("{key} must be a number"),
            )
        }),
    }
}

fn sign_in(app: &AppState, parts: &Parts, body: &[u8]) -> Res {
    let mut st = app.lock();
    check_api_key(&st, parts)?;
    let params = params(parts, body)?;
    let (Some(email), Some(tenant)) = (params.get_nonempty("email"), params.get_nonempty("tenant"))
    else {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "email and tenant are required",
        ));
    };
    let latitude = parse_coord(&params, "latitude")?;
    let longitude = parse_coord(&params, "longitude")?;
    let invalid = || ApiError::new(StatusCode::NOT_FOUND, "Invalid Email or Password");
    let user = find_user(&st, tenant, email).ok_or_else(invalid)?.clone();
    let email_key = (tenant.to_string(), user.email.to_lowercase());
    let now = st.now();
    if let Some(code) = params.get_nonempty("one_time_password") {
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
    } else if params.get("password") != Some(user.password.as_str()) || user.password.is_empty() {
        return Err(invalid());
    }

    let token = random_token(TOKEN_LEN);
    st.tokens.insert(
        token.clone(),
        TokenInfo {
            tenant: tenant.to_string(),
            user_id: user.id,
        },
    );
    let stamp = iso(now);
    let device = match params.get_nonempty("device_id") {
        None => Value::Null,
        Some(device_id) => {
            let os_type = params.get_nonempty("os_type").map(str::to_string);
            let key = (user.id, device_id.to_string());
            if !st.devices.contains_key(&key) {
                let id = st.next_device_id;
                st.next_device_id += 1;
                st.devices.insert(
                    key.clone(),
                    Device {
                        id,
                        user_id: user.id,
                        device_id: device_id.to_string(),
                        os_type: None,
                        created_at: stamp.clone(),
                        updated_at: stamp.clone(),
                    },
                );
            }
            let Some(dev) = st.devices.get_mut(&key) else {
                return Err(ApiError::new(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "device lost",
                ));
            };
            if os_type.is_some() {
                dev.os_type = os_type;
            }
            dev.updated_at = stamp.clone();
            serde_json::to_value(&*dev).unwrap_or(Value::Null)
        }
    };
    let location = match (latitude, longitude) {
        (Some(latitude), Some(longitude)) => {
            let loc = Location {
                id: st.next_location_id,
                freelancer_id: user.id,
                latitude,
                longitude,
                created_at: stamp.clone(),
                updated_at: stamp,
            };
            st.next_location_id += 1;
            serde_json::to_value(&loc).unwrap_or(Value::Null)
        }
        _ => Value::Null,
    };
    let jobseeker = match &user.jobseeker {
        Some(js) => jobseeker_json(&st, js),
        None => Value::Null,
    };
    Ok(json_response(
        StatusCode::OK,
        json!({
            "status": true,
            "user": user_json(&user, &token),
            "jobseeker": jobseeker,
            "device": device,
            "location": location,
        }),
    ))
}

fn request_otp(app: &AppState, parts: &Parts, body: &[u8]) -> Res {
    let mut st = app.lock();
    check_api_key(&st, parts)?;
    let params = params(parts, body)?;
    let (Some(email), Some(tenant)) = (params.get_nonempty("email"), params.get_nonempty("tenant"))
    else {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "email and tenant are required",
        ));
    };
    let user = find_user(&st, tenant, email)
        .ok_or_else(|| ApiError::new(StatusCode::NOT_FOUND, "Email not found"))?;
    let address = user.email.clone();
    let now = st.now();
    let code = random_code();
    st.otps.insert(
        (tenant.to_string(), address.to_lowercase()),
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
            tenant: tenant.to_string(),
            code,
            sent_at: now,
        });
    Ok(json_response(
        StatusCode::OK,
        json!({
            "status": true,
            "message": "An email with a one time password has been sent",
            "email": address,
        }),
    ))
}

fn create_or_update_jobseeker(app: &AppState, parts: &Parts, body: &[u8]) -> Res {
    let mut st = app.lock();
    let params = params(parts, body)?;
    let auth = authenticate(&st, parts, &params)?;

    // Validate everything first: a single bad field rejects the whole call.
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
            Some(d) if d > st.now().date_naive() => {
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
    let has_record = st
        .tenant(&auth.tenant)
        .and_then(|t| t.users.iter().find(|u| u.id == auth.user_id))
        .ok_or_else(unauthorized)?
        .jobseeker
        .is_some();
    if !has_record && params.get_nonempty("name").is_none() {
        errors.push("name is required to create a jobseeker".to_string());
    }
    if !errors.is_empty() {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            &errors.join("; "),
        ));
    }

    let now = st.now();
    let stamp = iso(now);
    let country_id = params
        .get("country_id")
        .map(|name| (!name.trim().is_empty()).then(|| st.world.geo.countries.id_for(name)));
    let city_id = params
        .get("city_id")
        .map(|name| (!name.trim().is_empty()).then(|| st.world.geo.cities.id_for(name)));
    let new_js_id = st.world.next_jobseeker_id;
    let token = header(parts, "authentication").unwrap_or("").to_string();
    let tenant_key = auth.tenant.clone();
    let user = user_mut(&mut st, &auth.tenant, auth.user_id).ok_or_else(unauthorized)?;
    let created = user.jobseeker.is_none();
    let user_id = user.id;
    let user_email = user.email.clone();
    let js = user.jobseeker.get_or_insert_with(|| Jobseeker {
        id: new_js_id,
        user_id,
        active: true,
        created_at: stamp.clone(),
        contact_email: user_email,
        tenant_code: tenant_key,
        token: random_hex(32),
        clearance_stamp: Some(stamp.clone()),
        ..Jobseeker::default()
    });
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
    if let Some(id) = country_id {
        js.country_id = id;
    }
    if let Some(id) = city_id {
        js.city_id = id;
    }
    if let Some(v) = params.get("gender") {
        js.gender = Some(v.to_string());
    }
    if let Some(d) = dob {
        js.date_of_birth = Some(ymd(d));
    }
    if let Some(v) = params.get("profiletype") {
        js.profiletype = (!v.is_empty()).then(|| v.to_string());
    }
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
    if created {
        js.slug = crate::seed::slug(&js.name, js.id);
    }
    js.updated_at = stamp.clone();
    let js_country = js.country_id;
    let js = js.clone();
    if country_id.is_some() {
        user.country_id = js_country;
    }
    let user = user.clone();
    if created {
        st.world.next_jobseeker_id += 1;
    }
    let body = json!({
        "status": true,
        "user": user_json(&user, &token),
        "jobseeker": jobseeker_json(&st, &js),
    });
    Ok(json_response(StatusCode::OK, body))
}

/// The user's credential map: the tenant's requirements in seed order, each
/// merged with the user's own entry (value / suggested / ...), followed by
/// any entries only the user has. Entries without `value` always carry
/// `suggested` (false unless the seed says otherwise).
pub fn credential_map(tenant: &crate::seed::Tenant, user: &User) -> Map<String, Value> {
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
    let params = params(parts, body)?;
    let auth = authenticate(&st, parts, &params)?;
    let tenant = st.tenant(&auth.tenant).ok_or_else(unauthorized)?;
    let user = tenant
        .users
        .iter()
        .find(|u| u.id == auth.user_id)
        .ok_or_else(unauthorized)?;
    Ok(json_response(
        StatusCode::OK,
        Value::Object(credential_map(tenant, user)),
    ))
}

fn client_profile(app: &AppState, parts: &Parts, body: &[u8]) -> Res {
    let st = app.lock();
    let params = params(parts, body)?;
    let auth = authenticate(&st, parts, &params)?;
    let tenant = st.tenant(&auth.tenant).ok_or_else(unauthorized)?;
    Ok(json_response(
        StatusCode::OK,
        Value::Array(tenant.client_profile.clone()),
    ))
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
