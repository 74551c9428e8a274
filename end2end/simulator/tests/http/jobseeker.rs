//! create_or_update_jobseeker.

use crate::common::*;
use serde_json::{json, Value};

const FULL: [(&str, &str); 12] = [
    ("tenant", "demo"),
    ("name", "Nina Newcomer"),
    ("contact_phone", "+56 9 1234 5678"),
    ("contact_email", "nina.contact@example.test"),
    ("address", "Calle Nueva 123, Santiago"),
    ("country_id", "Chile"),
    ("city_id", "Santiago"),
    ("gender", "Other"),
    ("date_of_birth", "Mar 07, 1994"),
    ("profiletype", "https://files.example.test/nina-cv.pdf"),
    ("profile_url[]", "https://img.example.test/nina-1.jpg"),
    ("profile_url[]", "https://img.example.test/nina-2.jpg"),
];

/// The record a create_or_update_jobseeker answer carries; the answer must be a 200.
fn saved(r: &Resp) -> Value {
    assert_eq!(r.status, 200, "{}", r.text);
    r.json()["jobseeker"].clone()
}

#[tokio::test]
async fn creates_a_jobseeker_from_query_parameters() {
    let (sim, tok) = start_signed_in("new@demo.test", "demo").await;
    let r = upsert(&sim, &tok, &FULL).await;
    assert_eq!(r.status, 200, "{}", r.text);
    let v = r.json();
    assert_eq!(v["status"], json!(true));
    assert_eq!(v["user"]["email"], "new@demo.test");
    assert_eq!(v["user"]["authentication_token"], json!(tok));
    let js = &v["jobseeker"];
    assert_eq!(keys(js), JOBSEEKER_FIELDS);
    assert_eq!(js["user_id"], v["user"]["id"]);
    assert_eq!(js["name"], "Nina Newcomer");
    assert_eq!(js["contact_phone"], "+56 9 1234 5678");
    assert_eq!(js["contact_email"], "nina.contact@example.test");
    assert_eq!(js["address"], "Calle Nueva 123, Santiago");
    assert_eq!(js["country_id"], json!(152));
    assert_eq!(js["city_id"], json!(1001));
    assert_eq!(js["gender"], "Other");
    assert_eq!(js["date_of_birth"], "1994-03-07");
    assert!(js["age"].as_i64().unwrap() >= 30);
    assert_eq!(js["profiletype"], "https://files.example.test/nina-cv.pdf");
    assert_eq!(js["profile_url"], "https://img.example.test/nina-1.jpg");
    assert_eq!(js["tenant_code"], "demo");
    assert_eq!(js["active"], json!(true));

    // Persisted: the next sign-in shows it.
    let v = signed_in(&sim, "new@demo.test", "demo").await;
    assert_eq!(v["jobseeker"]["id"], js["id"]);
    assert_eq!(v["jobseeker"]["name"], "Nina Newcomer");
    assert_eq!(v["jobseeker"]["date_of_birth"], "1994-03-07");
}

#[tokio::test]
async fn creating_requires_a_name() {
    let (sim, tok) = start_signed_in("new@demo.test", "demo").await;
    let r = upsert_demo(&sim, &tok, &[("contact_phone", "+56 9 1234 5678")]).await;
    assert_eq!(r.status, 422);
    assert!(r.message().contains("name"), "{}", r.text);
    let v = signed_in(&sim, "new@demo.test", "demo").await;
    assert_eq!(v["jobseeker"], json!(null), "nothing created");
}

#[tokio::test]
async fn partial_update_changes_only_sent_fields() {
    let (sim, tok) = start_signed_in("ana@demo.test", "demo").await;
    let before = signed_in(&sim, "ana@demo.test", "demo").await["jobseeker"].clone();
    let r = upsert_demo(&sim, &tok, &[("address", "Merced 22, Santiago")]).await;
    let after = saved(&r);
    assert_eq!(after["address"], "Merced 22, Santiago");
    assert_eq!(after["id"], before["id"], "same record");
    for k in JOBSEEKER_FIELDS {
        if k != "address" && k != "updated_at" {
            assert_eq!(after[k], before[k], "field {k} must not change");
        }
    }
    assert_ne!(after["updated_at"], before["updated_at"]);

    let r = upsert_demo(
        &sim,
        &tok,
        &[("gender", "Female"), ("date_of_birth", "Dec 31, 1990")],
    )
    .await;
    let js = &r.json()["jobseeker"];
    assert_eq!(js["date_of_birth"], "1990-12-31");
    assert_eq!(js["address"], "Merced 22, Santiago", "earlier update kept");
    assert_eq!(js["name"], "Ana Torres");
}

async fn assert_rejected(sim: &Sim, tok: &str, field: &str, value: &str) {
    let r = upsert_demo(sim, tok, &[("name", "Changed Name"), (field, value)]).await;
    assert_eq!(r.status, 422, "{field}={value:?}: {}", r.text);
    assert!(
        r.message().contains(field),
        "{field}={value:?}: message {}",
        r.text
    );
}

#[tokio::test]
async fn bad_phone_date_or_gender_rejects_the_whole_call() {
    let (sim, tok) = start_signed_in("ana@demo.test", "demo").await;
    for phone in [
        "987654321",
        "56 9 8765 4321",
        "+56 9 8765",
        "+56 (9) 8765 4321",
        "+56 9 8765 4321 ext 2",
        "",
        "+5698 765 4321",
    ] {
        assert_rejected(&sim, &tok, "contact_phone", phone).await;
    }
    for date in [
        "1994-03-07",
        "07/03/1994",
        "March 07, 1994",
        "Mar 7, 1994",
        "Feb 30, 1994",
        "mar 07, 1994",
        "Jan 01, 2999",
        "",
    ] {
        assert_rejected(&sim, &tok, "date_of_birth", date).await;
    }
    for gender in ["male", "F", "Woman", "Otra", ""] {
        assert_rejected(&sim, &tok, "gender", gender).await;
    }
    // The name sent alongside was not applied.
    let v = signed_in(&sim, "ana@demo.test", "demo").await;
    assert_eq!(v["jobseeker"]["name"], "Ana Torres");
    // A raw '+' in a query string decodes to a space, so it is rejected too.
    let raw_plus = "/api/v1/create_or_update_jobseeker?tenant=demo&contact_phone=+56987654321";
    let r = request(&sim, "POST", raw_plus, &[("authentication", &tok)], None).await;
    assert_eq!(r.status, 422);
    // Valid variants pass.
    for (field, value) in [
        ("contact_phone", "+1 415-555-0100"),
        ("contact_phone", "+56987654321"),
        ("gender", "Hombre"),
        ("gender", "Mujer"),
        ("gender", "Otro"),
        ("date_of_birth", "Feb 29, 2000"),
    ] {
        let r = upsert_demo(&sim, &tok, &[(field, value)]).await;
        assert_eq!(r.status, 200, "{field}={value}: {}", r.text);
        let got = &r.json()["jobseeker"][field];
        if field == "date_of_birth" {
            assert_eq!(got, "2000-02-29");
        } else {
            assert_eq!(got, value);
        }
    }
}

#[tokio::test]
async fn resume_must_be_a_document() {
    let (sim, tok) = start_signed_in("ana@demo.test", "demo").await;
    let r = upsert_demo(&sim, &tok, &[("profiletype", "https://x.test/photo.jpg")]).await;
    assert_eq!(r.status, 422);
    assert!(r.message().contains("profiletype"));
}

/// Sends a country and a city name; the answer as JSON.
async fn set_places(sim: &Sim, tok: &str, country: &str, city: &str) -> Value {
    let params = [("country_id", country), ("city_id", city)];
    upsert_demo(sim, tok, &params).await.json()
}

#[tokio::test]
async fn country_and_city_names_map_to_stable_ids() {
    let (sim, ana) = start_signed_in("ana@demo.test", "demo").await;
    let new = token(&sim, "new@demo.test", "demo").await;
    let ids = |v: &Value| {
        (
            v["jobseeker"]["country_id"].as_i64().unwrap(),
            v["jobseeker"]["city_id"].as_i64().unwrap(),
        )
    };

    let v = set_places(&sim, &ana, "Argentina", "Buenos Aires").await;
    assert_eq!(ids(&v), (32, 2001));
    assert_eq!(v["user"]["country_id"], json!(32));
    let v = set_places(&sim, &ana, "united states", "New York").await;
    assert_eq!(ids(&v), (840, 5001));

    let v = set_places(&sim, &ana, "Atlantis", "Poseidonia").await;
    let (country, city) = ids(&v);
    assert!(country > 10_000 && city > 100_000, "{country} {city}");
    let r = upsert_demo(
        &sim,
        &new,
        &[
            ("name", "N"),
            ("country_id", "ATLANTIS "),
            ("city_id", "Poseidonia"),
        ],
    )
    .await;
    assert_eq!(ids(&r.json()), (country, city), "same name, same id");
    let r = upsert_demo(&sim, &new, &[("country_id", "Lemuria")]).await;
    assert_ne!(ids(&r.json()).0, country);
}

#[tokio::test]
async fn parameters_from_json_or_form_body_are_merged_with_the_query() {
    let (sim, tok) = start_signed_in("new@demo.test", "demo").await;
    let path = "/api/v1/create_or_update_jobseeker?tenant=demo&name=From%20Query";
    let body = r#"{"contact_phone":"+54 11 4444 5555","date_of_birth":"Jul 14, 1989","profile_url":["https://img.test/b.png","https://img.test/c.png"],"country_id":"Peru"}"#;
    let js = saved(&with_body(&sim, "POST", path, &tok, JSON, body).await);
    assert_eq!(js["name"], "From Query");
    assert_eq!(js["contact_phone"], "+54 11 4444 5555");
    assert_eq!(js["date_of_birth"], "1989-07-14");
    assert_eq!(js["profile_url"], "https://img.test/b.png");
    assert_eq!(js["country_id"], json!(604));

    let path = "/api/v1/create_or_update_jobseeker";
    let form =
        "tenant=demo&name=From+Form&gender=Male&profile_url%5B%5D=https%3A%2F%2Fimg.test%2Fd.png";
    let js = saved(&with_body(&sim, "POST", path, &tok, FORM, form).await);
    assert_eq!(js["name"], "From Form");
    assert_eq!(js["gender"], "Male");
    assert_eq!(js["profile_url"], "https://img.test/d.png");
    assert_eq!(js["contact_phone"], "+54 11 4444 5555", "kept");
}

#[tokio::test]
async fn wrong_method_and_missing_tenant() {
    let (sim, tok) = start_signed_in("ana@demo.test", "demo").await;
    let r = get(
        &sim,
        "/api/v1/create_or_update_jobseeker?tenant=demo&name=X",
        &tok,
    )
    .await;
    assert_eq!(r.status, 405);
    let r = upsert(&sim, &tok, &[("name", "X")]).await;
    assert_eq!(r.status, 422);
    assert_eq!(r.message(), "tenant is required");
}
