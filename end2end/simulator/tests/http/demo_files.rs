//! The demo seed's pictures and documents (`@files/...` in seed.json): every link the API gives a
//! signed-in demo user is served by the simulator itself, so `make dev` and the end-to-end tests
//! need no outside network (issue 57).

use crate::common::*;
use serde_json::Value;

/// Every `(key, value)` of `v` whose value is an http(s) URL, at any depth.
fn links(v: &Value, key: &str, out: &mut Vec<(String, String)>) {
    match v {
        Value::String(s) if s.starts_with("http://") || s.starts_with("https://") => {
            out.push((key.to_string(), s.clone()));
        }
        Value::Array(items) => items.iter().for_each(|i| links(i, key, out)),
        Value::Object(map) => map.iter().for_each(|(k, i)| links(i, k, out)),
        _ => {}
    }
}

/// What a link of this field must be: a picture or a document.
fn expected_type(key: &str, url: &str) -> &'static str {
    match key {
        "profile_url" | "banner_url" => {
            if url.ends_with(".svg") {
                "image/svg+xml"
            } else if url.ends_with(".png") {
                "image/png"
            } else {
                "image/jpeg"
            }
        }
        "profiletype" | "certificate_file" => "application/pdf",
        other => panic!("a link in an unexpected field {other}: {url}"),
    }
}

#[tokio::test]
async fn every_link_the_demo_users_get_is_served_by_the_simulator_itself() {
    let sim = start().await;
    let own = format!("http://{}/", sim.addr);
    let seed = simulator::bundled_seed();
    let mut seen = Vec::new();
    for (tenant, t) in seed["tenants"].as_object().expect("tenants") {
        for user in t["users"].as_array().into_iter().flatten() {
            let (email, password) = (user["email"].as_str().unwrap(), &user["password"]);
            let Some(password) = password.as_str().filter(|p| !p.is_empty()) else {
                continue;
            };
            let r = sign_in_raw(&sim, email, password, tenant).await;
            assert_eq!(r.status, 200, "{email}: {}", r.text);
            let answer = r.json();
            let mut found = Vec::new();
            links(&answer["jobseeker"], "jobseeker", &mut found);
            let token = answer["user"]["authentication_token"].as_str().unwrap();
            let creds = credentials(&sim, token, tenant).await;
            assert_eq!(creds.status, 200, "{email}: {}", creds.text);
            links(&creds.json(), "credentials", &mut found);
            for (key, url) in found {
                let path = url
                    .strip_prefix(&own)
                    .map(|p| format!("/{p}"))
                    .unwrap_or_else(|| panic!("{email}: {key} {url} is not on {own}"));
                let r = request(&sim, "GET", &path, &[], None).await;
                assert_eq!(r.status, 200, "{email}: {key} {url}");
                let want = expected_type(&key, &url);
                assert_eq!(r.header("content-type"), want, "{email}: {key} {url}");
                assert_eq!(r.header("x-content-type-options"), "nosniff", "{url}");
                match want {
                    "application/pdf" => assert!(r.text.starts_with("%PDF-1."), "{url}"),
                    "image/svg+xml" => assert!(r.text.contains("<svg"), "{url}"),
                    _ => assert!(!r.text.is_empty(), "{url}"),
                }
                seen.push(url);
            }
        }
    }
    // Ana's picture, banner, resume and three certificates; Lucía's picture, resume and certificate.
    assert_eq!(seen.len(), 9, "{seen:#?}");
}

/// Strings of the seed that are http(s) URLs, outside the client profile forms (whose `value`s are
/// what a company typed, e.g. its website, which the app shows in a text box and never loads).
#[test]
fn the_seed_names_no_host_but_the_simulator() {
    fn walk(v: &Value, path: &str, out: &mut Vec<String>) {
        match v {
            Value::String(s) if s.starts_with("http://") || s.starts_with("https://") => {
                out.push(format!("{path}: {s}"));
            }
            Value::Array(items) => items
                .iter()
                .enumerate()
                .for_each(|(i, x)| walk(x, &format!("{path}[{i}]"), out)),
            Value::Object(map) => map
                .iter()
                .filter(|(k, _)| k.as_str() != "client_profile")
                .for_each(|(k, x)| walk(x, &format!("{path}.{k}"), out)),
            _ => {}
        }
    }
    let mut found = Vec::new();
    walk(&simulator::bundled_seed(), "seed", &mut found);
    assert_eq!(found, Vec::<String>::new(), "write @files/NAME instead");
}

#[tokio::test]
async fn the_files_endpoint_answers_only_for_its_files() {
    let sim = start().await;
    let r = request(&sim, "GET", "/__sim/files/profiles/nobody.svg", &[], None).await;
    assert_eq!(r.status, 404);
    assert_eq!(r.message(), "Not Found");
    let r = request(
        &sim,
        "POST",
        "/__sim/files/profiles/ana-torres.svg",
        &[],
        None,
    )
    .await;
    assert_eq!(r.status, 405);
    let r = request(&sim, "HEAD", "/__sim/files/certs/ana-os10.pdf", &[], None).await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), "application/pdf");
    assert!(r.text.is_empty());
    // Like the rest of /__sim/: not in the request log, which is the platform API's.
    let log = sim_call(&sim, "GET", "/__sim/requests").await.json();
    assert_eq!(log, serde_json::json!([]));
}

#[tokio::test]
async fn a_replaced_seed_names_files_too_and_an_unknown_one_is_refused() {
    let sim = start().await;
    let mut seed = simulator::bundled_seed();
    let ana = &mut seed["tenants"]["demo"]["users"][0];
    assert_eq!(ana["email"], "ana@demo.test");
    ana["jobseeker"]["profile_url"] = "@files/perfiles/lucia.svg".into();
    let r = sim_json(&sim, "PUT", "/__sim/seed", &seed).await;
    assert_eq!(r.status, 200, "{}", r.text);
    let answer = signed_in(&sim, "ana@demo.test", "demo").await;
    assert_eq!(
        answer["jobseeker"]["profile_url"],
        format!("http://{}/__sim/files/perfiles/lucia.svg", sim.addr)
    );

    seed["tenants"]["demo"]["users"][0]["jobseeker"]["profile_url"] = "@files/ana.jpg".into();
    let r = sim_json(&sim, "PUT", "/__sim/seed", &seed).await;
    assert_eq!(r.status, 400);
    assert!(
        r.message().contains("unknown file @files/ana.jpg"),
        "{}",
        r.text
    );
}
