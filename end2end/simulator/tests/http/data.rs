//! Credential requirements, client profile, bench tenants, routing.

use crate::common::*;
use chrono::{NaiveDate, Utc};
use serde_json::{json, Value};

fn parse_mdy(s: &str) -> NaiveDate {
    NaiveDate::parse_from_str(s, "%b %d, %Y").unwrap_or_else(|e| panic!("{s}: {e}"))
}

#[tokio::test]
async fn credentials_keep_seed_order_and_cover_every_kind() {
    let (sim, tok) = start_signed_in("ana@demo.test", "demo").await;
    let r = credentials(&sim, &tok, "demo").await;
    assert_eq!(r.status, 200, "{}", r.text);
    // Raw text order, not just the parsed map.
    let positions: Vec<usize> = [
        "\"cert_31\":",
        "\"cert_7\":",
        "\"cert_112\":",
        "\"cert_45\":",
        "\"cert_9\":",
        "\"cert_58\":",
    ]
    .iter()
    .map(|k| r.text.find(k).unwrap_or_else(|| panic!("{k} missing")))
    .collect();
    assert!(
        positions.windows(2).all(|w| w[0] < w[1]),
        "seed order kept: {positions:?}"
    );
    let v = r.json();
    assert_eq!(
        keys(&v),
        ["cert_31", "cert_7", "cert_112", "cert_45", "cert_9", "cert_58"]
    );
    for (k, entry) in v.as_object().unwrap() {
        assert_eq!(&entry["key"], k);
        assert_eq!(format!("cert_{}", entry["id"]), *k);
        assert!(entry["required_fields"].is_array() && entry["hidden_fields"].is_array());
    }
    let today = Utc::now().date_naive();
    let expiry = |k: &str| parse_mdy(v[k]["value"]["expiry_date"].as_str().unwrap());
    assert!(
        expiry("cert_31") > today + chrono::Duration::days(30),
        "valid"
    );
    assert!(expiry("cert_7") < today, "expired");
    let soon = expiry("cert_112");
    assert!(
        soon > today && soon <= today + chrono::Duration::days(30),
        "expiring soon"
    );
    parse_mdy(v["cert_31"]["value"]["issue_date"].as_str().unwrap());
    assert_eq!(v["cert_31"]["value"]["cert_request_id"], "31");
    assert!(v["cert_31"]["value"].get("suggested").is_none());

    let geo = &v["cert_45"];
    assert_eq!(geo["geography_scoped"], "single_select");
    let options = geo["geography_scoped_options"].as_array().unwrap();
    assert!(options.contains(&geo["value"]["geo_level_one"]));

    assert!(v["cert_9"].get("value").is_none());
    assert_eq!(v["cert_9"]["suggested"], json!(true));
    assert_eq!(v["cert_9"]["suggested_for"][0], "Bartender");
    assert!(v["cert_58"].get("value").is_none());
    assert_eq!(v["cert_58"]["suggested"], json!(false));
    assert!(v["cert_58"].get("suggested_for").is_none());
}

#[tokio::test]
async fn users_without_values_see_the_bare_requirements() {
    let (sim, tok) = start_signed_in("new@demo.test", "demo").await;
    let v = credentials(&sim, &tok, "demo").await.json();
    assert_eq!(keys(&v).len(), 6);
    for entry in v.as_object().unwrap().values() {
        assert!(entry.get("value").is_none());
        assert_eq!(entry["suggested"], json!(false));
    }
    let tok = token(&sim, "lucia@latam.test", "latam").await;
    let v = credentials(&sim, &tok, "latam").await.json();
    assert_eq!(keys(&v), ["cert_20", "cert_3"]);
    assert!(v["cert_20"]["value"]["expiry_date"].is_string());
}

#[tokio::test]
async fn client_profile_forms_and_dropdown_order() {
    let (sim, tok) = start_signed_in("client@demo.test", "demo").await;
    let r = client_profile(&sim, &tok, "demo").await;
    assert_eq!(r.status, 200, "{}", r.text);
    assert!(
        r.text.contains(
            r#""options":{"56":"Chile","54":"Argentina","1":"United States","999":"Other"}"#
        ),
        "option order kept: {}",
        r.text
    );
    let forms = r.json();
    let forms = forms.as_array().unwrap();
    assert_eq!(forms.len(), 2);
    assert_eq!(forms[0]["id"], "base_form");
    assert_eq!(forms[0]["form_category"], "core");
    assert!(forms
        .iter()
        .any(|f| f["custom_form_content"].as_str().unwrap().contains('\n')));
    let fields: Vec<&Value> = forms
        .iter()
        .flat_map(|f| f["fields"].as_array().unwrap())
        .collect();
    let types: Vec<&str> = fields
        .iter()
        .map(|f| f["field_type"].as_str().unwrap())
        .collect();
    for t in ["string", "phone", "dropdown", "textarea"] {
        assert!(types.contains(&t), "{t}");
    }
    let country = fields.iter().find(|f| f["key"] == "country_id").unwrap();
    let option_keys = keys(&country["options"]);
    assert_eq!(option_keys, ["56", "54", "1", "999"]);
    assert!(
        fields.iter().any(|f| f.get("value").is_some()),
        "a prefilled value"
    );
    assert!(fields.iter().any(|f| f["description"] == ""));
    assert!(fields
        .iter()
        .any(|f| f["description"].as_str().is_some_and(|d| !d.is_empty())));
    assert!(fields.iter().any(|f| f["required_level"] == "required"));
    assert!(fields.iter().any(|f| f.get("required_level").is_none()));
    for f in &fields {
        assert_eq!(f["key"], f["id"]);
    }

    let tok = token(&sim, "cliente@latam.test", "latam").await;
    let v = client_profile(&sim, &tok, "latam").await.json();
    assert_eq!(v.as_array().unwrap().len(), 1);
}

/// The bench forms' field types, from the first field: string, phone, dropdown, then again.
fn cycles_string_phone_dropdown(fields: &[Value]) -> bool {
    let cycle = ["string", "phone", "dropdown"];
    (fields.iter().enumerate()).all(|(i, field)| field["field_type"] == cycle[i % cycle.len()])
}

#[tokio::test]
async fn bench_tenants_have_forms_of_10_100_1000_fields() {
    let mut seed = simulator::bundled_seed();
    seed["bench"] = json!(true);
    let sim = start_with(seed).await;
    for n in [10usize, 100, 1000] {
        let tenant = format!("bench{n}");
        let tok = token(&sim, &format!("bench@{tenant}.test"), &tenant).await;
        let v = client_profile(&sim, &tok, &tenant).await.json();
        let fields = v[0]["fields"].as_array().unwrap();
        assert_eq!(fields.len(), n);
        assert_eq!(fields[0]["key"], "field_0001");
        assert_eq!(fields[n - 1]["key"], format!("field_{n:04}"));
        assert!(cycles_string_phone_dropdown(fields));
        assert!(fields.iter().all(|f| f["required_level"] == "required"));
    }
    // The bundled seed alone has no bench tenants.
    let plain = start().await;
    let r = sign_in_raw(&plain, "bench@bench10.test", "demo1234", "bench10").await;
    assert_eq!(r.status, 404);
}

#[tokio::test]
async fn bench5000_has_four_required_fields_in_five_and_is_the_same_on_every_start() {
    let mut seed = simulator::bundled_seed();
    seed["bench"] = json!(true);
    let mut answers = Vec::new();
    for _ in 0..2 {
        let sim = start_with(seed.clone()).await;
        let tok = token(&sim, "bench@bench5000.test", "bench5000").await;
        answers.push(client_profile(&sim, &tok, "bench5000").await.text);
    }
    assert_eq!(
        answers[0], answers[1],
        "the generated form is deterministic"
    );
    let v: Value = serde_json::from_str(&answers[0]).unwrap();
    let fields = v[0]["fields"].as_array().unwrap();
    assert_eq!(fields.len(), 5000);
    assert_eq!(fields[4999]["key"], "field_5000");
    assert!(cycles_string_phone_dropdown(fields));
    let required: Vec<bool> = fields
        .iter()
        .map(|f| f["required_level"] == "required")
        .collect();
    // The first field and every fifth after it are optional, so the first error is the second
    // field (a phone) and the last text field (field 4999) is one of the 4,000 required.
    assert_eq!(required[..6], [false, true, true, true, true, false]);
    assert_eq!(required.iter().filter(|r| **r).count(), 4000);
    assert!(required[4998] && fields[4998]["field_type"] == "string");
    assert!(fields
        .iter()
        .all(|f| ["required", "optional"].contains(&f["required_level"].as_str().unwrap())));
}

#[tokio::test]
async fn base_path_prefixes_and_unknown_paths() {
    let sim = start().await;
    let ana = account("ana@demo.test", "demo1234", "demo");
    let r = post_json(&sim, "/some/app/prefix/api/v1/sign_in", API_KEY, &ana).await;
    assert_eq!(r.status, 200);
    let r = get(&sim, "/api/v1/no_such_endpoint", API_KEY).await;
    assert_eq!(r.status, 404);
    assert_eq!(r.message(), "Not Found");
    let r = get(&sim, "/api/v1/sign_in", API_KEY).await;
    assert_eq!(r.status, 405);
}

#[tokio::test]
async fn cors_preflight_and_headers() {
    let sim = start().await;
    let r = request(
        &sim,
        "OPTIONS",
        "/api/v1/create_or_update_jobseeker?tenant=demo",
        &[
            ("origin", "http://localhost:3000"),
            ("access-control-request-method", "POST"),
            (
                "access-control-request-headers",
                "authentication,content-type",
            ),
        ],
        None,
    )
    .await;
    assert!(r.status == 200 || r.status == 204, "{}", r.status);
    let h = |name: &str| r.header(name).to_ascii_lowercase();
    assert_eq!(h("access-control-allow-origin"), "*");
    assert!(h("access-control-allow-headers").contains("authentication"));
    assert!(h("access-control-allow-headers").contains("content-type"));
    for m in ["get", "post", "put", "delete", "options"] {
        assert!(h("access-control-allow-methods").contains(m), "{m}");
    }
    // Preflights are not logged as API requests.
    assert_eq!(get(&sim, "/__sim/requests", "").await.json(), json!([]));

    let profile = "/api/v1/companies/get_client_profile?tenant=demo";
    let origin = [("origin", "http://localhost:3000")];
    let r = request(&sim, "GET", profile, &origin, None).await;
    assert_eq!(r.status, 401);
    assert_eq!(
        r.header("access-control-allow-origin"),
        "*",
        "errors carry CORS too"
    );
    let origin = [("origin", "http://x.test")];
    let r = request(&sim, "GET", "/__sim/requests", &origin, None).await;
    assert_eq!(r.header("access-control-allow-origin"), "*");
}
