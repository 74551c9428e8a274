//! Request parameters merged from the query string and the body.
//!
//! The body may be JSON (an object), or form-urlencoded. Keys written
//! `name[]` or `name[0]` are collected under `name`. Values from the body
//! replace values of the same key from the query string.

use serde_json::Value;
use std::collections::HashMap;

#[derive(Debug, Default, Clone)]
pub struct Params {
    map: HashMap<String, Vec<String>>,
}

fn base_key(key: &str) -> &str {
    if key.ends_with(']') {
        if let Some(idx) = key.find('[') {
            if idx > 0 {
                return &key[..idx];
            }
        }
    }
    key
}

fn scalar(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

impl Params {
    fn from_pairs<'a>(
        pairs: impl Iterator<Item = (std::borrow::Cow<'a, str>, std::borrow::Cow<'a, str>)>,
    ) -> Params {
        let mut map: HashMap<String, Vec<String>> = HashMap::new();
        for (k, v) in pairs {
            map.entry(base_key(&k).to_string())
                .or_default()
                .push(v.into_owned());
        }
        Params { map }
    }

    /// Parses a query string (or a form body): `+` decodes to a space.
    pub fn from_urlencoded(s: &[u8]) -> Params {
        Params::from_pairs(form_urlencoded::parse(s))
    }

    /// Parses a JSON object body. Strings, numbers and booleans become one
    /// value, arrays of those become several, null and nested objects are
    /// ignored.
    pub fn from_json(body: &[u8]) -> Result<Params, String> {
        let v: Value =
            serde_json::from_slice(body).map_err(|e| format!("Malformed JSON body: {e}"))?;
        let Value::Object(obj) = v else {
            return Err("JSON body must be an object".to_string());
        };
        let mut map: HashMap<String, Vec<String>> = HashMap::new();
        for (k, v) in obj {
            let values: Vec<String> = match &v {
                Value::Array(items) => items.iter().filter_map(scalar).collect(),
                other => match scalar(other) {
                    Some(s) => vec![s],
                    None => continue,
                },
            };
            map.entry(base_key(&k).to_string())
                .or_default()
                .extend(values);
        }
        Ok(Params { map })
    }

    /// Query string plus body. The body is read as JSON when the content
    /// type says so, as a form when it says so, and otherwise guessed (JSON
    /// if it starts with `{`, else form).
    pub fn parse(query: &str, content_type: Option<&str>, body: &[u8]) -> Result<Params, String> {
        let mut params = Params::from_urlencoded(query.as_bytes());
        let ct = content_type.unwrap_or("").to_ascii_lowercase();
        let trimmed = body.trim_ascii();
        if trimmed.is_empty() {
            return Ok(params);
        }
        let body_params = if ct.contains("json") {
            Params::from_json(body)?
        } else if ct.contains("application/x-www-form-urlencoded") {
            Params::from_urlencoded(trimmed)
        } else if trimmed.starts_with(b"{") {
            Params::from_json(body)?
        } else {
            Params::from_urlencoded(trimmed)
        };
        for (k, v) in body_params.map {
            params.map.insert(k, v);
        }
        Ok(params)
    }

    /// Whether the key was sent at all (even empty).
    pub fn has(&self, key: &str) -> bool {
        self.map.contains_key(key)
    }

    /// The last value sent for `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.map.get(key).and_then(|v| v.last()).map(String::as_str)
    }

    /// The last value, if sent and not blank.
    pub fn get_nonempty(&self, key: &str) -> Option<&str> {
        self.get(key).filter(|s| !s.trim().is_empty())
    }

    /// All values sent for `key` (e.g. `profile_url[]`).
    pub fn get_all(&self, key: &str) -> &[String] {
        self.map.get(key).map(Vec::as_slice).unwrap_or(&[])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_arrays_and_body_override() {
        let p = Params::parse(
            "tenant=demo&profile_url[]=a&profile_url%5B%5D=b&name=Q&date_of_birth=Mar%2007%2C%201994",
            Some("application/json"),
            br#"{"name":"Body","n":3,"skip":null}"#,
        )
        .unwrap();
        assert_eq!(p.get("tenant"), Some("demo"));
        assert_eq!(p.get_all("profile_url"), ["a", "b"]);
        assert_eq!(p.get("name"), Some("Body"));
        assert_eq!(p.get("n"), Some("3"));
        assert!(!p.has("skip"));
        assert_eq!(p.get("date_of_birth"), Some("Mar 07, 1994"));
    }

    #[test]
    fn form_and_guess() {
        let p = Params::parse("", None, b"email=a%40b.test&tenant=demo").unwrap();
        assert_eq!(p.get("email"), Some("a@b.test"));
        let p = Params::parse("", Some("text/plain"), br#"{"email":"x"}"#).unwrap();
        assert_eq!(p.get("email"), Some("x"));
        assert!(Params::parse("", Some("application/json"), b"{bad").is_err());
        assert!(Params::parse("", Some("application/json"), b"[1]").is_err());
    }

    #[test]
    fn plus_is_space_in_query() {
        let p = Params::from_urlencoded(b"contact_phone=+56%209");
        assert_eq!(p.get("contact_phone"), Some(" 56 9"));
        let p = Params::from_urlencoded(b"contact_phone=%2B56%209");
        assert_eq!(p.get("contact_phone"), Some("+56 9"));
    }
}
