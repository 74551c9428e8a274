//! `--no-cors` and `PUT /__sim/cors`: the API as one built only for mobile apps, which sends no
//! CORS headers and refuses preflights.

use crate::common::*;
use serde_json::json;

async fn preflight(sim: &Sim) -> Resp {
    request(
        sim,
        "OPTIONS",
        "/api/v1/sign_in",
        &[
            ("origin", "http://app.test"),
            ("access-control-request-method", "POST"),
            (
                "access-control-request-headers",
                "authentication,content-type",
            ),
        ],
        None,
    )
    .await
}

async fn sign_in_from_another_origin(sim: &Sim) -> Resp {
    let headers = [("origin", "http://app.test"), ("authentication", API_KEY)];
    let body = r#"{"email":"ana@demo.test","password":"demo1234","tenant":"demo"}"#;
    request(sim, "POST", "/api/v1/sign_in", &headers, Some((JSON, body))).await
}

fn has_cors_headers(r: &Resp) -> bool {
    r.headers
        .keys()
        .any(|name| name.as_str().starts_with("access-control-"))
}

#[tokio::test]
async fn started_without_cors_refuses_preflights_and_sends_no_cors_headers() {
    let sim = start_without_cors().await;
    let r = preflight(&sim).await;
    assert_eq!(r.status, 404, "{}", r.text);
    assert!(!has_cors_headers(&r), "{:?}", r.headers);

    // The API itself still answers (a client that does not enforce CORS, like a mobile app or a
    // same-origin proxy, gets through), without CORS headers.
    let r = sign_in_from_another_origin(&sim).await;
    assert_eq!(r.status, 200, "{}", r.text);
    assert!(!has_cors_headers(&r), "{:?}", r.headers);
    let r = client_profile(&sim, "bad", "demo").await;
    assert_eq!(r.status, 401);
    assert!(!has_cors_headers(&r), "errors carry none either");

    // A reset keeps the startup setting.
    assert_eq!(reset(&sim).await.status, 200);
    assert_eq!(
        get(&sim, "/__sim/cors", "").await.json(),
        json!({ "enabled": false })
    );
    assert!(!has_cors_headers(&preflight(&sim).await));
}

#[tokio::test]
async fn the_control_switches_cors_off_and_a_reset_switches_it_back_on() {
    let sim = start().await;
    assert_eq!(
        get(&sim, "/__sim/cors", "").await.json(),
        json!({ "enabled": true })
    );
    assert!(has_cors_headers(&preflight(&sim).await));

    let r = sim_json(&sim, "PUT", "/__sim/cors", &json!({ "enabled": false })).await;
    assert_eq!(r.status, 200, "{}", r.text);
    let r = preflight(&sim).await;
    assert_eq!(r.status, 404);
    assert!(!has_cors_headers(&r));
    assert!(!has_cors_headers(&sign_in_from_another_origin(&sim).await));

    let r = sim_json(&sim, "PUT", "/__sim/cors", &json!({ "enabled": "no" })).await;
    assert_eq!(r.status, 422);

    assert_eq!(reset(&sim).await.status, 200);
    let r = preflight(&sim).await;
    assert_eq!(r.status, 204);
    assert_eq!(
        r.headers
            .get("access-control-allow-origin")
            .map(|v| v.as_bytes()),
        Some(&b"*"[..])
    );
    assert!(has_cors_headers(&sign_in_from_another_origin(&sim).await));
}
