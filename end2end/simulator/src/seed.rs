//! Seed file loading: relative date tokens, defaults, bench tenants.
//!
//! See README.md ("Seed format") for the documented format.

use crate::dates::{iso, mdy, parse_mdy, parse_ymd, ymd};
use crate::geo::Geo;
use crate::model::User;
use crate::random::random_hex;
use chrono::{DateTime, Duration, Utc};
use serde::Deserialize;
use serde_json::{json, Map, Value};
use std::collections::HashSet;

/// The seed bundled with the crate (`seed.json`).
pub const BUNDLED_SEED: &str = include_str!("../seed.json");

/// Default platform API key when the seed has no `api_key`.
pub const DEFAULT_API_KEY: &str = "demo-platform-key";

/// Sizes of the bench tenants (`--bench` or `"bench": true`).
pub const BENCH_SIZES: [usize; 3] = [10, 100, 1000];

/// Size of the bench tenant whose form mixes every kind of field (`benchmixed1000`).
pub const MIXED_BENCH_SIZE: usize = 1000;

/// Size of the bench tenant whose form has optional fields among the required ones (`bench5000`):
/// large enough that Save with every field empty reports thousands of errors.
pub const LARGE_BENCH_SIZE: usize = 5000;

/// In the large bench form, the first field and every this-many-th after it are optional: the first
/// error is then not the first field, and the last text field is a required one.
const LARGE_BENCH_OPTIONAL_EVERY: usize = 5;

/// The `field_type` of each field of the mixed bench form, in turn: one name of every kind the app
/// knows (README, "Product rules").
const MIXED_KINDS: [&str; 13] = [
    "string",
    "textarea",
    "email",
    "number",
    "integer",
    "date",
    "time",
    "url",
    "phone",
    "dropdown",
    "radio",
    "checkbox",
    "multiselect",
];

/// The bundled seed as JSON.
pub fn bundled_seed() -> Value {
    serde_json::from_str(BUNDLED_SEED).unwrap_or_else(|_| json!({ "tenants": {} }))
}

/// One tenant's data.
#[derive(Clone, Debug)]
pub struct Tenant {
    pub key: String,
    pub users: Vec<User>,
    /// Requirement definitions keyed `cert_<id>`, in seed order.
    pub credential_requirements: Map<String, Value>,
    /// Client profile forms (2.6), in seed order.
    pub client_profile: Vec<Value>,
}

/// Everything a seed defines.
#[derive(Clone, Debug)]
pub struct World {
    pub api_key: String,
    pub tenants: Vec<Tenant>,
    pub geo: Geo,
    pub next_user_id: i64,
    pub next_jobseeker_id: i64,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SeedFile {
    #[serde(default)]
    api_key: Option<String>,
    #[serde(default)]
    bench: bool,
    #[serde(default)]
    countries: Map<String, Value>,
    #[serde(default)]
    cities: Map<String, Value>,
    #[serde(default)]
    tenants: Map<String, Value>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SeedTenant {
    #[serde(default)]
    users: Vec<Value>,
    #[serde(default)]
    credential_requirements: Map<String, Value>,
    #[serde(default)]
    client_profile: Vec<Value>,
}

/// Resolves a relative date token, or returns None if `s` is not one.
///
/// `@today`, `@today+Nd`, `@today-Nd` → `mmm dd, yyyy`;
/// `@date`, `@date±Nd` → `yyyy-mm-dd`;
/// `@now`, `@now±Nd` → ISO 8601 timestamp.
pub fn resolve_token(s: &str, now: DateTime<Utc>) -> Option<String> {
    let rest = s.strip_prefix('@')?;
    let (kind, offset) = ["today", "date", "now"]
        .iter()
        .find_map(|k| rest.strip_prefix(k).map(|o| (*k, o)))?;
    let days: i64 = if offset.is_empty() {
        0
    } else {
        let body = offset.strip_suffix('d')?;
        let (sign, digits) = match body.as_bytes().first()? {
            b'+' => (1, &body[1..]),
            b'-' => (-1, &body[1..]),
            _ => return None,
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        sign * digits.parse::<i64>().ok()?
    };
    let t = now.checked_add_signed(Duration::try_days(days)?)?;
    Some(match kind {
        "today" => mdy(t.date_naive()),
        "date" => ymd(t.date_naive()),
        _ => iso(t),
    })
}

/// Replaces every string that is a date token, anywhere in `v`.
pub fn resolve_tokens(v: &mut Value, now: DateTime<Utc>) {
    match v {
        Value::String(s) => {
            if let Some(r) = resolve_token(s, now) {
                *s = r;
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|i| resolve_tokens(i, now)),
        Value::Object(map) => map.values_mut().for_each(|i| resolve_tokens(i, now)),
        _ => {}
    }
}

/// Replaces every string that is a file token (`@files/NAME`, [`crate::seed_files`]) with the URL
/// of that file on `files_origin`; an unknown NAME is an error.
pub fn resolve_files(v: &mut Value, files_origin: &str) -> Result<(), String> {
    match v {
        Value::String(s) => {
            if let Some(url) = crate::seed_files::resolve(s, files_origin) {
                *s = url?;
            }
        }
        Value::Array(items) => {
            for i in items {
                resolve_files(i, files_origin)?;
            }
        }
        Value::Object(map) => {
            for i in map.values_mut() {
                resolve_files(i, files_origin)?;
            }
        }
        _ => {}
    }
    Ok(())
}

/// Adds the bench tenants to a seed (no-op for names already present): `bench10`, `bench100` and
/// `bench1000`, whose fields cycle string, phone and dropdown, `benchmixed1000`, whose fields
/// cycle every kind, and `bench5000`, which cycles like the first three with four fields in five
/// required.
pub fn add_bench_tenants(tenants: &mut Map<String, Value>) {
    for n in BENCH_SIZES {
        let fields = (1..=n)
            .map(|i| bench_field(i, cycled_type(i), true))
            .collect();
        add_bench_tenant(
            tenants,
            &format!("bench{n}"),
            &format!("client with a generated {n}-field form"),
            &format!("{n} fields cycling string, phone and dropdown"),
            fields,
        );
    }
    let n = MIXED_BENCH_SIZE;
    let fields = (1..=n)
        .map(|i| bench_field(i, MIXED_KINDS[(i - 1) % MIXED_KINDS.len()], true))
        .collect();
    add_bench_tenant(
        tenants,
        &format!("benchmixed{n}"),
        &format!("client with a generated {n}-field form of every field type"),
        &format!("{n} fields cycling every field type"),
        fields,
    );
    let n = LARGE_BENCH_SIZE;
    let fields = (1..=n)
        .map(|i| bench_field(i, cycled_type(i), i % LARGE_BENCH_OPTIONAL_EVERY != 1))
        .collect();
    add_bench_tenant(
        tenants,
        &format!("bench{n}"),
        &format!("client with a generated {n}-field form, four fields in five required"),
        &format!("{n} fields cycling string, phone and dropdown, four in five required"),
        fields,
    );
}

/// The `field_type` of field `i` (from 1) of the bench forms that cycle string, phone and dropdown.
fn cycled_type(i: usize) -> &'static str {
    match i % 3 {
        1 => "string",
        2 => "phone",
        _ => "dropdown",
    }
}

/// Field `i` of a bench form, of this type, required or optional; with three options when it has
/// choices.
fn bench_field(i: usize, field_type: &str, required: bool) -> Value {
    let id = format!("field_{i:04}");
    let label = match field_type {
        "string" => format!("Text field {i}"),
        "phone" => format!("Phone field {i}"),
        "dropdown" => format!("Choice field {i}"),
        other => format!("{other} field {i}"),
    };
    let mut f = Map::new();
    f.insert("key".into(), json!(id));
    f.insert("id".into(), json!(id));
    f.insert("label".into(), json!(label));
    f.insert("field_type".into(), json!(field_type));
    if matches!(field_type, "dropdown" | "radio" | "multiselect") {
        f.insert(
            "options".into(),
            json!({"3": "Option C", "1": "Option A", "2": "Option B"}),
        );
    }
    let level = if required { "required" } else { "optional" };
    f.insert("required_level".into(), json!(level));
    f.insert("description".into(), json!(""));
    Value::Object(f)
}

fn add_bench_tenant(
    tenants: &mut Map<String, Value>,
    key: &str,
    demo: &str,
    description: &str,
    fields: Vec<Value>,
) {
    let n = fields.len();
    if tenants.contains_key(key) {
        return;
    }
    tenants.insert(
        key.to_owned(),
        json!({
            "users": [{
                "email": format!("bench@{key}.test"),
                "password": "demo1234",
                "demo": demo,
                "user_type": "client",
                "locale": "en"
            }],
            "client_profile": [{
                "id": "base_form",
                "form_title": format!("Benchmark form ({n} fields)"),
                "form_description": description,
                "form_category": "core",
                "custom_form_content": "",
                "fields": fields
            }]
        }),
    );
}

fn geo_ref(
    geo: &mut Geo,
    obj: &mut Map<String, Value>,
    key: &str,
    city: bool,
    ctx: &str,
) -> Result<(), String> {
    if let Some(v) = obj.get_mut(key) {
        match v {
            Value::String(name) => {
                let table = if city {
                    &mut geo.cities
                } else {
                    &mut geo.countries
                };
                *v = json!(table.id_for(name));
            }
            Value::Number(_) | Value::Null => {}
            _ => return Err(format!("{ctx}: {key} must be a name, an id or null")),
        }
    }
    Ok(())
}

fn load_table(
    geo_table: &mut crate::geo::NameTable,
    map: &Map<String, Value>,
    what: &str,
) -> Result<(), String> {
    for (name, id) in map {
        let id = id
            .as_i64()
            .ok_or_else(|| format!("{what}: id of {name:?} must be an integer"))?;
        geo_table.insert(name, id);
    }
    Ok(())
}

/// Builds the world from a seed. `now` is the reference time for tokens and
/// default timestamps; `files_origin` (`http://host:port`) is where the simulator serves the files
/// that `@files/NAME` tokens name.
pub fn load(seed: &Value, now: DateTime<Utc>, files_origin: &str) -> Result<World, String> {
    let mut seed = seed.clone();
    resolve_tokens(&mut seed, now);
    resolve_files(&mut seed, files_origin).map_err(|e| format!("seed: {e}"))?;
    let file: SeedFile = serde_json::from_value(seed).map_err(|e| format!("seed: {e}"))?;
    let mut tenants_raw = file.tenants;
    if file.bench {
        add_bench_tenants(&mut tenants_raw);
    }
    let mut geo = Geo::default();
    load_table(&mut geo.countries, &file.countries, "countries")?;
    load_table(&mut geo.cities, &file.cities, "cities")?;
    let stamp = iso(now);

    // First pass: parse users, collect explicit ids.
    let mut parsed: Vec<(String, SeedTenant, Vec<User>)> = Vec::new();
    let mut used_user_ids = HashSet::new();
    let mut used_js_ids = HashSet::new();
    for (key, raw) in tenants_raw {
        let t: SeedTenant =
            serde_json::from_value(raw).map_err(|e| format!("tenant {key}: {e}"))?;
        let mut users = Vec::new();
        let mut emails = HashSet::new();
        for (i, raw_user) in t.users.iter().enumerate() {
            let ctx = format!("tenant {key}, user #{}", i + 1);
            let mut raw_user = raw_user.clone();
            let obj = raw_user
                .as_object_mut()
                .ok_or_else(|| format!("{ctx}: must be an object"))?;
            geo_ref(&mut geo, obj, "country_id", false, &ctx)?;
            if let Some(Value::Object(js)) = obj.get_mut("jobseeker") {
                geo_ref(&mut geo, js, "country_id", false, &ctx)?;
                geo_ref(&mut geo, js, "city_id", true, &ctx)?;
                if let Some(Value::String(dob)) = js.get_mut("date_of_birth") {
                    let d = parse_ymd(dob).or_else(|| parse_mdy(dob)).ok_or_else(|| {
                        format!("{ctx}: jobseeker.date_of_birth must be yyyy-mm-dd or mmm dd, yyyy")
                    })?;
                    *dob = ymd(d);
                }
            }
            let user: User = serde_json::from_value(raw_user).map_err(|e| format!("{ctx}: {e}"))?;
            if user.email.trim().is_empty() {
                return Err(format!("{ctx}: email is required"));
            }
            if !emails.insert(user.email.to_lowercase()) {
                return Err(format!("{ctx}: duplicate email {}", user.email));
            }
            if user.id != 0 && !used_user_ids.insert(user.id) {
                return Err(format!("{ctx}: duplicate user id {}", user.id));
            }
            if let Some(js) = &user.jobseeker {
                if js.id != 0 && !used_js_ids.insert(js.id) {
                    return Err(format!("{ctx}: duplicate jobseeker id {}", js.id));
                }
            }
            users.push(user);
        }
        parsed.push((key, t, users));
    }

    let mut next_user_id = used_user_ids
        .iter()
        .max()
        .copied()
        .unwrap_or(1000)
        .max(1000)
        + 1;
    let mut next_js_id = used_js_ids.iter().max().copied().unwrap_or(5000).max(5000) + 1;
    let mut tenants = Vec::new();
    for (key, t, mut users) in parsed {
        for user in &mut users {
            if user.id == 0 {
                user.id = next_user_id;
                next_user_id += 1;
            }
            if user.created_at.is_empty() {
                user.created_at = stamp.clone();
            }
            if user.updated_at.is_empty() {
                user.updated_at = user.created_at.clone();
            }
            let (uid, email) = (user.id, user.email.clone());
            if let Some(js) = &mut user.jobseeker {
                if js.id == 0 {
                    js.id = next_js_id;
                    next_js_id += 1;
                }
                js.user_id = uid;
                if js.created_at.is_empty() {
                    js.created_at = stamp.clone();
                }
                if js.updated_at.is_empty() {
                    js.updated_at = js.created_at.clone();
                }
                if js.contact_email.is_empty() {
                    js.contact_email = email;
                }
                if js.tenant_code.is_empty() {
                    js.tenant_code = key.clone();
                }
                if js.token.is_empty() {
                    js.token = random_hex(32);
                }
                if js.slug.is_empty() {
                    js.slug = slug(&js.name, js.id);
                }
                if user.country_id.is_none() {
                    user.country_id = js.country_id;
                }
            }
        }
        let mut reqs = Map::new();
        for (ckey, entry) in t.credential_requirements {
            let Value::Object(mut obj) = entry else {
                return Err(format!(
                    "tenant {key}: credential_requirements.{ckey} must be an object"
                ));
            };
            if !obj.contains_key("id") {
                if let Some(n) = ckey
                    .strip_prefix("cert_")
                    .and_then(|n| n.parse::<i64>().ok())
                {
                    obj.insert("id".into(), json!(n));
                }
            }
            if !obj.contains_key("key") {
                obj.insert("key".into(), json!(ckey));
            }
            reqs.insert(ckey, Value::Object(obj));
        }
        for (i, form) in t.client_profile.iter().enumerate() {
            if !form.is_object() {
                return Err(format!(
                    "tenant {key}: client_profile[{i}] must be an object"
                ));
            }
        }
        tenants.push(Tenant {
            key,
            users,
            credential_requirements: reqs,
            client_profile: t.client_profile,
        });
    }
    Ok(World {
        api_key: file.api_key.unwrap_or_else(|| DEFAULT_API_KEY.to_string()),
        tenants,
        geo,
        next_user_id,
        next_jobseeker_id: next_js_id,
    })
}

/// `Ana Torres`, 5001 → `ana-torres-5001`.
pub fn slug(name: &str, id: i64) -> String {
    let mut s = String::new();
    for c in name.to_lowercase().chars() {
        if c.is_alphanumeric() {
            s.push(c);
        } else if !s.ends_with('-') && !s.is_empty() {
            s.push('-');
        }
    }
    let s = s.trim_end_matches('-');
    if s.is_empty() {
        format!("jobseeker-{id}")
    } else {
        format!("{s}-{id}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn tokens() {
        let now = Utc.with_ymd_and_hms(2024, 3, 1, 12, 0, 0).unwrap();
        for (token, resolved) in [
            ("@today", "Mar 01, 2024"),
            ("@today+20d", "Mar 21, 2024"),
            ("@today-40d", "Jan 21, 2024"),
            ("@date-1d", "2024-02-29"),
            ("@now+1d", "2024-03-02T12:00:00.000Z"),
        ] {
            assert_eq!(
                resolve_token(token, now).as_deref(),
                Some(resolved),
                "{token}"
            );
        }
        for not_token in [
            "@todayx",
            "@today+d",
            "@today+5",
            "@today*5d",
            "today",
            "@tomorrow",
        ] {
            assert_eq!(resolve_token(not_token, now), None, "{not_token}");
        }
    }

    #[test]
    fn bundled_seed_loads() {
        let w = load(&bundled_seed(), Utc::now(), "http://127.0.0.1:1").unwrap();
        assert!(w.tenants.iter().any(|t| t.key == "demo"));
        assert!(w.tenants.iter().any(|t| t.key == "latam"));
        assert!(!w.tenants.iter().any(|t| t.key == "bench10"));
    }

    #[test]
    fn slugs() {
        assert_eq!(slug("Ana  Torres!", 7), "ana-torres-7");
        assert_eq!(slug("", 7), "jobseeker-7");
    }
}
