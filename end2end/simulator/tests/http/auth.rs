//! API key, sign-in, tokens and one-time passwords.

use crate::common::*;
use serde_json::json;

const USER_FIELDS: [&str; 19] = [
    "id",
    "email",
    "created_at",
    "updated_at",
    "user_type",
    "provider",
    "uid",
    "invitation_token",
    "invitation_created_at",
    "invitation_sent_at",
    "invitation_accepted_at",
    "invitation_limit",
    "invited_by_id",
    "invited_by_type",
    "invitations_count",
    "referred_by_id",
    "locale",
    "country_id",
    "authentication_token",
];

#[tokio::test]
async fn api_key_is_checked_on_sign_in_and_otp_request() {
    let sim = start().await;
    let body = json!({"email": "ana@demo.test", "password": "demo1234", "tenant": "demo"});
    for key in ["", "wrong-key", "Bearer demo-platform-key"] {
        let r = sign_in_with_key(&sim, key, &body).await;
        assert_eq!(r.status, 401, "key {key:?}");
        assert_eq!(r.json(), json!({"message": "Invalid API key"}));
    }
    let text = body.to_string();
    let r = request(&sim, "POST", "/api/v1/sign_in", &[], Some((JSON, &text))).await;
    assert_eq!(r.status, 401);
    let otp = "/api/v1/request_one_time_password?email=ana%40demo.test&tenant=demo";
    let r = get(&sim, otp, "nope").await;
    assert_eq!(r.status, 401);
    assert_eq!(r.message(), "Invalid API key");
    let r = sign_in(&sim, &body).await;
    assert_eq!(r.status, 200);
}

#[tokio::test]
async fn bad_credentials_give_the_exact_404() {
    let sim = start().await;
    for (email, password, tenant) in [
        ("ana@demo.test", "wrong", "demo"),
        ("nobody@demo.test", "demo1234", "demo"),
        ("ana@demo.test", "demo1234", "latam"),
        ("ana@demo.test", "demo1234", "no-such-tenant"),
        ("ana@demo.test", "", "demo"),
    ] {
        let r = sign_in_raw(&sim, email, password, tenant).await;
        assert_eq!(r.status, 404, "{email}/{password}/{tenant}");
        assert_eq!(r.text, r#"{"message":"Invalid Email or Password"}"#);
    }
    let r = sign_in(&sim, &json!({"email": "ana@demo.test", "tenant": "demo"})).await;
    assert_eq!(r.status, 404, "no password");
    assert_eq!(r.message(), "Invalid Email or Password");
    let r = sign_in(&sim, &json!({"password": "demo1234", "tenant": "demo"})).await;
    assert_eq!(r.status, 422, "missing email");
}

#[tokio::test]
async fn sign_in_returns_all_user_fields_and_records() {
    let sim = start().await;
    let r = sign_in_raw(&sim, "ANA@demo.test", "demo1234", "demo").await;
    assert_eq!(r.status, 200, "{}", r.text);
    let v = r.json();
    assert_eq!(v["status"], json!(true));
    assert_eq!(keys(&v["user"]), USER_FIELDS);
    assert_eq!(v["user"]["email"], "ana@demo.test");
    assert_eq!(v["user"]["user_type"], "freelancer");
    assert_eq!(v["user"]["locale"], "en");
    assert_eq!(v["jobseeker"]["name"], "Ana Torres");
    assert_eq!(v["jobseeker"]["contact_phone"], "+56 9 8765 4321");
    assert_eq!(v["jobseeker"]["average_rating"], json!(4.6));
    assert_eq!(v["jobseeker"]["verified"], json!(true));
    assert_eq!(v["jobseeker"]["date_of_birth"], "1994-03-07");
    assert!(v["jobseeker"]["age"].as_i64().unwrap() >= 30);
    assert!(v["jobseeker"]["profiletype"]
        .as_str()
        .unwrap()
        .ends_with(".pdf"));
    assert_eq!(
        keys(&v["jobseeker"]),
        JOBSEEKER_FIELDS,
        "every 2.2 field, in order"
    );
    assert_eq!(v["device"], json!(null));
    assert_eq!(v["location"], json!(null));

    let v = sign_in(
        &sim,
        &json!({"email": "ana@demo.test", "password": "demo1234", "tenant": "demo",
                "os_type": "android", "device_id": "pixel-7", "latitude": "-33.45", "longitude": "-70.66"}),
    )
    .await
    .json();
    assert_eq!(v["device"]["device_id"], "pixel-7");
    assert_eq!(v["device"]["os_type"], "android");
    assert_eq!(v["device"]["user_id"], json!(101));
    assert_eq!(v["location"]["latitude"], json!(-33.45));
    assert_eq!(v["location"]["longitude"], json!(-70.66));
    assert_eq!(v["location"]["freelancer_id"], json!(101));
}

#[tokio::test]
async fn users_without_jobseeker_and_clients() {
    let sim = start().await;
    let v = signed_in(&sim, "new@demo.test", "demo").await;
    assert_eq!(v["user"]["user_type"], "freelancer");
    assert_eq!(v["jobseeker"], json!(null));
    let v = signed_in(&sim, "client@demo.test", "demo").await;
    assert_eq!(v["user"]["user_type"], "client");
    assert_eq!(v["user"]["country_id"], json!(152));
    assert_eq!(v["jobseeker"], json!(null));
    let v = signed_in(&sim, "lucia@latam.test", "latam").await;
    assert_eq!(v["user"]["locale"], "es");
    assert_eq!(v["jobseeker"]["gender"], "Mujer");
    assert_eq!(v["jobseeker"]["date_of_birth"], "1998-11-23");
    let v = signed_in(&sim, "cliente@latam.test", "latam").await;
    assert_eq!(v["user"]["user_type"], "client");
}

#[tokio::test]
async fn sign_in_accepts_form_body() {
    let sim = start().await;
    let form = "email=ana%40demo.test&password=demo1234&tenant=demo&latitude=1.5&longitude=2";
    let r = with_body(&sim, "POST", "/api/v1/sign_in", API_KEY, FORM, form).await;
    assert_eq!(r.status, 200, "{}", r.text);
    assert_eq!(r.json()["location"]["latitude"], json!(1.5));
}

#[tokio::test]
async fn every_sign_in_gets_a_fresh_random_token_and_all_stay_valid() {
    let (sim, a) = start_signed_in("ana@demo.test", "demo").await;
    let b = token(&sim, "ana@demo.test", "demo").await;
    assert_ne!(a, b);
    assert!(a.len() >= 20 && a.chars().all(|c| c.is_ascii_alphanumeric()));
    for t in [&a, &b] {
        let r = client_profile(&sim, t, "demo").await;
        assert_eq!(r.status, 200);
    }
}

#[tokio::test]
async fn tokens_are_bound_to_their_tenant() {
    let (sim, ana) = start_signed_in("ana@demo.test", "demo").await;
    let lucia = token(&sim, "lucia@latam.test", "latam").await;
    let cases = [
        (ana.as_str(), "latam"),
        (lucia.as_str(), "demo"),
        ("not-a-token", "demo"),
        ("", "demo"),
    ];
    for (tok, tenant) in cases {
        for path in [
            "/api/v1/jobseeker/get_credentials_requirements",
            "/api/v1/companies/get_client_profile",
        ] {
            let r = get(&sim, &format!("{path}?tenant={tenant}"), tok).await;
            assert_eq!(r.status, 401, "{path} {tok} {tenant}");
            assert_eq!(r.json(), json!({"message": "Unauthorized"}));
        }
        let r = upsert(&sim, tok, &[("tenant", tenant), ("name", "X")]).await;
        assert_eq!(r.status, 401);
    }
    // A platform API key is not a user token.
    let r = client_profile(&sim, API_KEY, "demo").await;
    assert_eq!(r.status, 401);
    let r = client_profile(&sim, &lucia, "latam").await;
    assert_eq!(r.status, 200);
}

#[tokio::test]
async fn one_time_password_flow() {
    let sim = start().await;
    let r = request_otp(&sim, "ana@demo.test", "demo").await;
    assert_eq!(r.status, 200, "{}", r.text);
    assert_eq!(
        r.json(),
        json!({"status": true, "message": "An email with a one time password has been sent", "email": "ana@demo.test"})
    );
    let mail = outbox(&sim, "ana@demo.test").await.json();
    let code = mail["code"].as_str().unwrap().to_string();
    assert_eq!(code.len(), 6);
    assert!(code.chars().all(|c| c.is_ascii_digit()));
    assert_eq!(mail["email"], "ana@demo.test");

    let wrong = if code == "000000" { "111111" } else { "000000" };
    let body =
        |otp: &str| json!({"email": "ana@demo.test", "one_time_password": otp, "tenant": "demo"});
    let r = sign_in(&sim, &body(wrong)).await;
    assert_eq!(r.status, 404);
    assert_eq!(r.json(), json!({"message": "Invalid one time password"}));

    let r = sign_in(&sim, &body(&code)).await;
    assert_eq!(r.status, 200, "{}", r.text);
    assert!(r.json()["user"]["authentication_token"].is_string());

    let r = sign_in(&sim, &body(&code)).await;
    assert_eq!(r.status, 404, "reused code");
    assert_eq!(r.message(), "Invalid one time password");

    // The code is for one tenant only.
    request_otp(&sim, "ana@demo.test", "demo").await;
    let code = outbox_code(&sim, "ana@demo.test").await;
    let r = sign_in(
        &sim,
        &json!({"email": "ana@demo.test", "one_time_password": code, "tenant": "latam"}),
    )
    .await;
    assert_eq!(r.status, 404);
    assert_eq!(r.message(), "Invalid Email or Password");
}

#[tokio::test]
async fn a_new_code_replaces_the_old_one_and_codes_expire() {
    let sim = start().await;
    let ask = || request_otp(&sim, "new@demo.test", "demo");
    let code = || outbox_code(&sim, "new@demo.test");
    ask().await;
    let first = code().await;
    let mut second = first.clone();
    for _ in 0..5 {
        ask().await;
        second = code().await;
        if second != first {
            break;
        }
    }
    assert_ne!(first, second, "codes are random");
    let body =
        |otp: &str| json!({"email": "new@demo.test", "one_time_password": otp, "tenant": "demo"});
    assert_eq!(sign_in(&sim, &body(&first)).await.status, 404);

    ask().await;
    let code = code().await;
    let r = advance_clock(&sim, 601).await;
    assert_eq!(r.status, 200);
    let r = sign_in(&sim, &body(&code)).await;
    assert_eq!(r.status, 404, "expired after 10 minutes");
    assert_eq!(r.message(), "Invalid one time password");
}

#[tokio::test]
async fn otp_request_errors_and_alternative_bodies() {
    let sim = start().await;
    let r = request_otp(&sim, "ghost@demo.test", "demo").await;
    assert_eq!(r.status, 404);
    assert_eq!(r.json(), json!({"message": "Email not found"}));
    let r = request_otp(&sim, "lucia@latam.test", "demo").await;
    assert_eq!(r.status, 404, "user of another tenant");
    let r = get(
        &sim,
        "/api/v1/request_one_time_password?tenant=demo",
        API_KEY,
    )
    .await;
    assert_eq!(r.status, 422);
    assert!(!r.message().is_empty());
    let r = get(&sim, "/api/v1/request_one_time_password", API_KEY).await;
    assert_eq!(r.status, 422);

    // Parameters as a JSON body on the GET.
    let otp = "/api/v1/request_one_time_password";
    let body = r#"{"email":"client@demo.test","tenant":"demo"}"#;
    let r = with_body(&sim, "GET", otp, API_KEY, JSON, body).await;
    assert_eq!(r.status, 200, "{}", r.text);
    assert_eq!(r.json()["email"], "client@demo.test");
    // ... or as a form body.
    let form = "email=lucia%40latam.test&tenant=latam";
    let r = with_body(&sim, "GET", otp, API_KEY, FORM, form).await;
    assert_eq!(r.status, 200, "{}", r.text);
    let r = outbox(&sim, "lucia@latam.test").await;
    assert_eq!(r.json()["tenant"], "latam");
    // POST is not the documented method.
    let body = json!({"email": "ana@demo.test", "tenant": "demo"});
    let r = post_json(&sim, otp, API_KEY, &body).await;
    assert_eq!(r.status, 405);
}
