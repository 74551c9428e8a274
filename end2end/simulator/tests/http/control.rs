//! /__sim/ control endpoints: outbox, request log, reset, seed replacement, tokens.

use crate::common::*;
use serde_json::json;

#[tokio::test]
async fn outbox_is_404_until_a_code_is_sent() {
    let sim = start().await;
    let r = outbox(&sim, "ana@demo.test").await;
    assert_eq!(r.status, 404);
    let r = get(&sim, "/__sim/outbox", "").await;
    assert_eq!(r.status, 422);
    request_otp(&sim, "ana@demo.test", "demo").await;
    let r = outbox(&sim, "Ana@Demo.test").await;
    assert_eq!(r.status, 200);
    assert_eq!(r.json()["email"], "ana@demo.test");
}

#[tokio::test]
async fn request_log_records_api_calls_only() {
    let sim = start().await;
    let body = r#"{"email":"ana@demo.test","password":"demo1234","tenant":"demo"}"#;
    let headers = [("authentication", API_KEY), ("X-Custom-Header", "Hello")];
    let sign_in = Some((JSON, body));
    request(&sim, "POST", "/api/v1/sign_in?x=1", &headers, sign_in).await;
    outbox(&sim, "a@b.c").await;
    let origin = [("origin", "http://x")];
    request(&sim, "OPTIONS", "/api/v1/sign_in", &origin, None).await;
    let tok = token(&sim, "ana@demo.test", "demo").await;
    client_profile(&sim, &tok, "demo").await;

    let log = get(&sim, "/__sim/requests", "").await.json();
    let log = log.as_array().unwrap();
    assert_eq!(log.len(), 3, "{log:?}");
    let first = &log[0];
    assert_eq!(first["method"], "POST");
    assert_eq!(first["path"], "/api/v1/sign_in");
    assert_eq!(first["query"], "x=1");
    assert_eq!(first["headers"]["authentication"], API_KEY);
    assert_eq!(first["headers"]["x-custom-header"], "Hello");
    assert_eq!(first["headers"]["content-type"], "application/json");
    assert_eq!(first["body"], body);
    assert_eq!(first["status"], json!(200));
    assert_eq!(log[2]["method"], "GET");
    assert_eq!(log[2]["query"], "tenant=demo");
    assert_eq!(log[2]["headers"]["authentication"], json!(tok));

    let r = sim_call(&sim, "DELETE", "/__sim/requests").await;
    assert_eq!(r.status, 200);
    assert_eq!(get(&sim, "/__sim/requests", "").await.json(), json!([]));
}

#[tokio::test]
async fn reset_restores_the_startup_seed() {
    let (sim, tok) = start_signed_in("new@demo.test", "demo").await;
    let r = upsert_demo(&sim, &tok, &[("name", "Temp")]).await;
    assert_eq!(r.status, 200);
    request_otp(&sim, "ana@demo.test", "demo").await;
    arm(
        &sim,
        json!({"endpoint": "get_client_profile", "kind": "status500", "times": 5}),
    )
    .await;
    advance_clock(&sim, 3600).await;

    let r = reset(&sim).await;
    assert_eq!(r.status, 200);
    assert_eq!(r.json()["status"], json!(true));

    assert_eq!(
        get(&sim, "/__sim/requests", "").await.json(),
        json!([]),
        "log cleared"
    );
    assert_eq!(
        get(&sim, "/__sim/faults", "").await.json(),
        json!([]),
        "faults cleared"
    );
    assert_eq!(
        outbox(&sim, "ana@demo.test").await.status,
        404,
        "outbox cleared"
    );
    assert_eq!(
        get(&sim, "/__sim/clock", "").await.json()["offset_seconds"],
        json!(0)
    );
    let r = client_profile(&sim, &tok, "demo").await;
    assert_eq!(r.status, 401, "tokens cleared");
    let v = signed_in(&sim, "new@demo.test", "demo").await;
    assert_eq!(v["jobseeker"], json!(null), "created record gone");
}

#[tokio::test]
async fn seed_replacement_loads_arbitrary_payloads() {
    let sim = start().await;
    let seed = json!({
        "api_key": "other-key",
        "countries": {"Freedonia": 4242},
        "tenants": {
            "xss": {
                "credential_requirements": {
                    "cert_2": {"cert_name": "<img src=x onerror=alert(1)>", "required_fields": [], "hidden_fields": []}
                },
                "client_profile": [{
                    "id": "base_form",
                    "form_title": "<script>alert('t')</script>",
                    "form_description": "",
                    "form_category": "core",
                    "custom_form_content": "<b>bold</b>\nline 2",
                    "fields": [{"key": "name", "id": "name", "label": "<img src=x onerror=alert(2)>", "field_type": "string"}]
                }],
                "users": [
                    {"email": "x@xss.test", "password": "pw", "user_type": "client",
                     "credentials": {"cert_2": {"value": {"expiry_date": "@today+5d"}}}},
                    {"email": "f@xss.test", "password": "pw",
                     "jobseeker": {"name": "F", "country_id": "Freedonia", "date_of_birth": "Jan 02, 2001"}}
                ]
            }
        }
    });
    let r = sim_json(&sim, "PUT", "/__sim/seed", &seed).await;
    assert_eq!(r.status, 200, "{}", r.text);
    assert_eq!(r.json()["tenants"], json!(["xss"]));

    let r = sign_in_raw(&sim, "ana@demo.test", "demo1234", "demo").await;
    assert_eq!(r.status, 401, "old API key gone");
    let ana = account("ana@demo.test", "demo1234", "demo");
    let r = sign_in_with_key(&sim, "other-key", &ana).await;
    assert_eq!(r.status, 404, "old tenants gone");
    let r = sign_in_with_key(&sim, "other-key", &account("x@xss.test", "pw", "xss")).await;
    assert_eq!(r.status, 200, "{}", r.text);
    let tok = r.json()["user"]["authentication_token"]
        .as_str()
        .unwrap()
        .to_string();
    let v = client_profile(&sim, &tok, "xss").await.json();
    assert_eq!(v[0]["fields"][0]["label"], "<img src=x onerror=alert(2)>");
    assert_eq!(v[0]["form_title"], "<script>alert('t')</script>");
    let v = credentials(&sim, &tok, "xss").await.json();
    assert_eq!(v["cert_2"]["key"], "cert_2");
    assert_eq!(v["cert_2"]["id"], json!(2));
    let expiry = v["cert_2"]["value"]["expiry_date"].as_str().unwrap();
    assert!(
        chrono::NaiveDate::parse_from_str(expiry, "%b %d, %Y").is_ok(),
        "token resolved: {expiry}"
    );

    let r = sign_in_with_key(&sim, "other-key", &account("f@xss.test", "pw", "xss")).await;
    let js = &r.json()["jobseeker"];
    assert_eq!(js["country_id"], json!(4242));
    assert_eq!(js["date_of_birth"], "2001-01-02");
    assert_eq!(js["tenant_code"], "xss");

    // Reset goes back to the startup seed, not the replaced one.
    reset(&sim).await;
    let r = sign_in_raw(&sim, "ana@demo.test", "demo1234", "demo").await;
    assert_eq!(r.status, 200);
}

#[tokio::test]
async fn invalid_seeds_are_refused_and_state_is_kept() {
    let sim = start().await;
    for bad in [
        json!({"tenants": {"t": {"users": [{"email": "a@t", "pasword": "typo"}]}}}),
        json!({"tenants": {"t": {"users": [{"email": "a@t"}, {"email": "A@t"}]}}}),
        json!({"tenants": {"t": {"client_profile": [1]}}}),
        json!({"tenants": {"t": {"users": [{"email": "a@t", "jobseeker": {"date_of_birth": "07/03/1994"}}]}}}),
        json!(["not", "an", "object"]),
    ] {
        let r = sim_json(&sim, "PUT", "/__sim/seed", &bad).await;
        assert_eq!(r.status, 400, "{bad}: {}", r.text);
        assert!(r.message().starts_with("Invalid seed"), "{}", r.text);
    }
    let r = request(&sim, "PUT", "/__sim/seed", &[], Some((JSON, "{oops"))).await;
    assert_eq!(r.status, 400);
    let r = sign_in_raw(&sim, "ana@demo.test", "demo1234", "demo").await;
    assert_eq!(r.status, 200);
}

#[tokio::test]
async fn clock_moves_forward_within_bounds() {
    let sim = start().await;
    let r = advance_clock(&sim, 86_400).await;
    assert_eq!(r.status, 200);
    assert_eq!(r.json()["offset_seconds"], json!(86_400));
    for bad in [
        json!({"advance_seconds": i64::MAX}),
        json!({"advance_seconds": i64::MIN}),
        json!({"advance_seconds": "1h"}),
    ] {
        let r = sim_json(&sim, "POST", "/__sim/clock", &bad).await;
        assert_eq!(r.status, 422, "{bad}");
    }
    assert_eq!(
        get(&sim, "/__sim/clock", "").await.json()["offset_seconds"],
        json!(86_400)
    );
    assert_eq!(get(&sim, "/__sim/health", "").await.json()["status"], "ok");
}

#[tokio::test]
async fn deleting_the_tokens_ends_every_session_until_the_next_sign_in() {
    let (sim, before) = start_signed_in("ana@demo.test", "demo").await;
    assert_eq!(credentials(&sim, &before, "demo").await.status, 200);

    let r = sim_call(&sim, "DELETE", "/__sim/tokens").await;
    assert_eq!(r.status, 200);
    assert_eq!(r.json()["status"], json!(true));

    assert_eq!(credentials(&sim, &before, "demo").await.status, 401);
    let r = upsert_demo(&sim, &before, &[("name", "Ana Late")]).await;
    assert_eq!(r.status, 401);
    let after = token(&sim, "ana@demo.test", "demo").await;
    assert_ne!(after, before);
    assert_eq!(credentials(&sim, &after, "demo").await.status, 200);
    assert_eq!(sim_call(&sim, "GET", "/__sim/tokens").await.status, 405);
}
