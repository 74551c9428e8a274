//! Fault injection through POST /__sim/faults.

use crate::common::*;
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// A call made with `tok` that may end without an answer (`abort`, `hang`).
async fn try_get(sim: &Sim, path: &str, tok: &str) -> Result<Resp, String> {
    try_request(sim, "GET", path, &[("authentication", tok)], None).await
}

async fn profile(sim: &Sim, tok: &str) -> Result<Resp, String> {
    try_get(sim, "/api/v1/companies/get_client_profile?tenant=demo", tok).await
}

async fn try_credentials(sim: &Sim, tok: &str) -> Result<Resp, String> {
    let path = "/api/v1/jobseeker/get_credentials_requirements?tenant=demo";
    try_get(sim, path, tok).await
}

/// `future`'s output and how long it took.
async fn timed<T>(future: impl std::future::Future<Output = T>) -> (T, Duration) {
    let started = Instant::now();
    let output = future.await;
    (output, started.elapsed())
}

/// A fresh simulator, the token of `email` (tenant demo), and `fault` armed after that sign-in.
async fn signed_in_then_armed(email: &str, fault: Value) -> (Sim, String) {
    let (sim, tok) = start_signed_in(email, "demo").await;
    arm(&sim, fault).await;
    (sim, tok)
}

#[tokio::test]
async fn status500_then_normal_again() {
    let (sim, tok) = signed_in_then_armed(
        "client@demo.test",
        json!({"endpoint": "get_client_profile", "kind": "status500", "times": 2}),
    )
    .await;
    for _ in 0..2 {
        let r = profile(&sim, &tok).await.unwrap();
        assert_eq!(r.status, 500);
        assert_eq!(r.json(), json!({"message": "Internal Server Error"}));
        assert_eq!(r.header("access-control-allow-origin"), "*");
    }
    let r = profile(&sim, &tok).await.unwrap();
    assert_eq!(r.status, 200);
    let log = get(&sim, "/__sim/requests", "").await.json();
    let faults: Vec<&Value> = log
        .as_array()
        .unwrap()
        .iter()
        .map(|e| &e["fault"])
        .collect();
    assert_eq!(
        faults,
        [
            &json!(null),
            &json!("status500"),
            &json!("status500"),
            &json!(null)
        ]
    );
}

#[tokio::test]
async fn faults_only_hit_their_endpoint() {
    let sim = start().await;
    arm(&sim, json!({"endpoint": "sign_in", "kind": "unauthorized"})).await;
    let tok_result = request_otp(&sim, "ana@demo.test", "demo").await;
    assert_eq!(tok_result.status, 200, "other endpoint unaffected");
    let r = sign_in_raw(&sim, "ana@demo.test", "demo1234", "demo").await;
    assert_eq!(r.status, 401);
    assert_eq!(r.json(), json!({"message": "Unauthorized"}));
    let r = sign_in_raw(&sim, "ana@demo.test", "demo1234", "demo").await;
    assert_eq!(r.status, 200);
}

#[tokio::test]
async fn abort_closes_the_connection_without_a_response() {
    let (sim, tok) = signed_in_then_armed(
        "client@demo.test",
        json!({"endpoint": "get_client_profile", "kind": "abort"}),
    )
    .await;
    let (r, took) = timed(profile(&sim, &tok)).await;
    assert!(r.is_err(), "expected a transport error, got {r:?}");
    assert!(took < Duration::from_secs(5));
    assert_eq!(profile(&sim, &tok).await.unwrap().status, 200);
    let log = get(&sim, "/__sim/requests", "").await.json();
    let aborted = &log.as_array().unwrap()[1];
    assert_eq!(aborted["fault"], "abort");
    assert_eq!(aborted["status"], json!(null));
}

#[tokio::test]
async fn hang_never_answers() {
    let (sim, tok) = signed_in_then_armed(
        "ana@demo.test",
        json!({"endpoint": "get_credentials_requirements", "kind": "hang"}),
    )
    .await;
    let call = try_credentials(&sim, &tok);
    let r = tokio::time::timeout(Duration::from_millis(700), call).await;
    assert!(r.is_err(), "the client gave up: {r:?}");
    let r = credentials(&sim, &tok, "demo").await;
    assert_eq!(r.status, 200, "only one call hangs");
}

#[tokio::test]
async fn hang_with_short_cap_closes_the_connection() {
    let (sim, tok) = signed_in_then_armed(
        "ana@demo.test",
        json!({"endpoint": "get_credentials_requirements", "kind": "hang", "delay_ms": 300}),
    )
    .await;
    let (r, took) = timed(try_credentials(&sim, &tok)).await;
    assert!(r.is_err(), "{r:?}");
    assert!(took >= Duration::from_millis(300));
}

#[tokio::test]
async fn malformed_json_is_a_200_with_a_truncated_body() {
    let (sim, tok) = start_signed_in("ana@demo.test", "demo").await;
    for endpoint in ["sign_in", "get_credentials_requirements"] {
        arm(
            &sim,
            json!({"endpoint": endpoint, "kind": "malformed_json"}),
        )
        .await;
    }
    let r = sign_in_raw(&sim, "ana@demo.test", "demo1234", "demo").await;
    assert_eq!(r.status, 200);
    assert!(r.header("content-type").contains("application/json"));
    assert!(
        serde_json::from_str::<Value>(&r.text).is_err(),
        "{}",
        r.text
    );
    assert!(r.text.starts_with('{'));
    let r = credentials(&sim, &tok, "demo").await;
    assert_eq!(r.status, 200);
    assert!(serde_json::from_str::<Value>(&r.text).is_err());
}

#[tokio::test]
async fn wrong_shape_is_valid_json_of_the_wrong_types() {
    let (sim, ana) = start_signed_in("ana@demo.test", "demo").await;
    let client = token(&sim, "client@demo.test", "demo").await;
    for endpoint in [
        "sign_in",
        "request_one_time_password",
        "create_or_update_jobseeker",
        "get_credentials_requirements",
        "get_client_profile",
    ] {
        arm(&sim, json!({"endpoint": endpoint, "kind": "wrong_shape"})).await;
    }
    let v = signed_in(&sim, "ana@demo.test", "demo").await;
    assert!(!v["user"].is_object() && !v["status"].is_boolean());
    let v = request_otp(&sim, "ana@demo.test", "demo").await.json();
    assert!(!v["email"].is_string());
    let r = upsert_demo(&sim, &ana, &[("name", "Should Not Apply")]).await;
    assert_eq!(r.status, 200);
    assert!(!r.json()["jobseeker"].is_object());
    let v = credentials(&sim, &ana, "demo").await.json();
    assert!(v.is_array(), "not the expected object");
    let v = client_profile(&sim, &client, "demo").await.json();
    assert!(v.is_object(), "not the expected array");
    // The faulted update had no effect.
    let v = signed_in(&sim, "ana@demo.test", "demo").await;
    assert_eq!(v["jobseeker"]["name"], "Ana Torres");
}

#[tokio::test]
async fn delay_answers_normally_after_the_delay() {
    let (sim, tok) = signed_in_then_armed(
        "client@demo.test",
        json!({"endpoint": "get_client_profile", "kind": "delay", "delay_ms": 400}),
    )
    .await;
    let (r, took) = timed(profile(&sim, &tok)).await;
    let r = r.unwrap();
    assert_eq!(r.status, 200);
    assert_eq!(r.json().as_array().unwrap().len(), 2);
    assert!(took >= Duration::from_millis(400), "{took:?}");
    let (r, took) = timed(profile(&sim, &tok)).await;
    r.unwrap();
    assert!(took < Duration::from_millis(400), "only once");
}

#[tokio::test]
async fn too_many_requests_sends_retry_after_and_exposes_it_to_other_origins() {
    let (sim, tok) = start_signed_in("client@demo.test", "demo").await;
    // (what the fault adds to its kind, the Retry-After sent, the body)
    let cases = [
        (json!({"retry_after": 7}), "7", json!({})),
        // The default wait, and the platform's own words.
        (
            json!({"message": "Slow down"}),
            "30",
            json!({"message": "Slow down"}),
        ),
        // No header at all.
        (json!({"retry_after": null}), "", json!({})),
    ];
    for (options, retry_after, body) in &cases {
        let mut fault = json!({"endpoint": "get_client_profile", "kind": "too_many_requests"});
        for (key, value) in options.as_object().unwrap() {
            fault[key] = value.clone();
        }
        arm(&sim, fault).await;
        let r = profile(&sim, &tok).await.unwrap();
        assert_eq!(r.status, 429, "{options}");
        assert_eq!(r.header("retry-after"), *retry_after, "{options}");
        assert_eq!(r.header("access-control-expose-headers"), "Retry-After");
        assert_eq!(r.json(), *body, "{options}");
    }
    // Then the platform answers as usual; the log names the fault.
    assert_eq!(profile(&sim, &tok).await.unwrap().status, 200);
    let log = get(&sim, "/__sim/requests", "").await.json();
    let throttled = log
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["fault"] == json!("too_many_requests"))
        .count();
    assert_eq!(throttled, cases.len());
}

#[tokio::test]
async fn fault_list_validation_and_clearing() {
    let sim = start().await;
    for bad in [
        json!({"endpoint": "nope", "kind": "status500"}),
        json!({"endpoint": "sign_in", "kind": "explode"}),
        json!({"endpoint": "sign_in", "kind": "delay", "times": 0}),
        json!({"endpoint": "sign_in", "kind": "delay", "delay_ms": -5}),
        json!({"endpoint": "sign_in", "kind": "too_many_requests", "retry_after": -1}),
        json!({"endpoint": "sign_in", "kind": "too_many_requests", "retry_after": "soon"}),
        json!({"endpoint": "sign_in", "kind": "too_many_requests", "message": 5}),
    ] {
        let r = sim_json(&sim, "POST", "/__sim/faults", &bad).await;
        assert_eq!(r.status, 422, "{bad}");
    }
    arm(
        &sim,
        json!({"endpoint": "sign_in", "kind": "status500", "times": 3}),
    )
    .await;
    arm(
        &sim,
        json!({"endpoint": "get_client_profile", "kind": "delay"}),
    )
    .await;
    let list = get(&sim, "/__sim/faults", "").await.json();
    assert_eq!(
        list[0],
        json!({"endpoint": "sign_in", "kind": "status500", "times": 3, "delay_ms": 2000})
    );
    assert_eq!(list[1]["kind"], "delay");
    let r = sim_call(&sim, "DELETE", "/__sim/faults").await;
    assert_eq!(r.status, 200);
    assert_eq!(get(&sim, "/__sim/faults", "").await.json(), json!([]));
    let r = sign_in_raw(&sim, "ana@demo.test", "demo1234", "demo").await;
    assert_eq!(r.status, 200);
}

#[tokio::test]
async fn latency_holds_back_api_answers_and_preflights_but_not_sim_calls() {
    let latency = Duration::from_millis(300);
    let sim = start_with_latency(latency).await;
    let credentials = "/api/v1/jobseeker/get_credentials_requirements?tenant=demo";

    let (tok, took) = timed(token(&sim, "ana@demo.test", "demo")).await;
    assert!(took >= latency, "sign_in: {took:?}");

    let preflight = [("access-control-request-method", "GET")];
    let (r, took) = timed(request(&sim, "OPTIONS", credentials, &preflight, None)).await;
    assert_eq!(r.status, 204);
    assert!(took >= latency, "preflight: {took:?}");

    let (r, took) = timed(get(&sim, credentials, &tok)).await;
    assert_eq!(r.status, 200, "{}", r.text);
    assert!(took >= latency, "GET: {took:?}");

    let (r, took) = timed(get(&sim, "/__sim/requests", "")).await;
    assert_eq!(r.status, 200);
    assert!(took < latency, "/__sim: {took:?}");
}
