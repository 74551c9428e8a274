//! The runtime configuration, read from `/config.json` at start-up. Everything deployment-specific lives
//! there, so one build serves any deployment. Tenant settings live here because the reference shows no
//! tenant-configuration endpoint.

use serde_json::{Map, Value};
use std::fmt;
use std::time::Duration;

/// How long any API call may take before it is aborted, unless config.json says otherwise.
pub const DEFAULT_TIMEOUT_MS: u64 = 15_000;

#[derive(Clone, Debug, PartialEq)]
pub struct AppConfig {
    pub base_url: String,
    pub app_url: String,
    pub api_key: String,
    pub default_tenant: String,
    /// Known tenants, in the order the file lists them.
    pub tenants: Vec<Tenant>,
    pub request_timeout: Duration,
}

/// One tenant (organization) and the settings the app needs about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tenant {
    pub key: String,
    pub name: String,
    /// `gender_staff_status`: the job seeker profile asks for gender.
    pub asks_gender: bool,
    /// `special_tab_on_onboarding_candidate_for_certificates`: the credentials tab exists.
    pub has_credentials_tab: bool,
}

impl Tenant {
    /// A tenant key config.json does not list: allowed, with both settings off and the key as its name.
    pub fn unlisted(key: &str) -> Tenant {
        Tenant {
            key: key.to_string(),
            name: key.to_string(),
            asks_gender: false,
            has_credentials_tab: false,
        }
    }
}

/// What is wrong with config.json, named for the full-page error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConfigError {
    /// The parser's own words, with where it stopped.
    NotJson(String),
    NotAnObject,
    Missing(&'static str),
    WrongType {
        key: String,
        expected: &'static str,
    },
    BadUrl {
        key: &'static str,
        value: String,
    },
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConfigError::NotJson(reason) => write!(f, "config.json is not valid JSON: {reason}"),
            ConfigError::NotAnObject => f.write_str("config.json must hold a JSON object"),
            ConfigError::Missing(key) => write!(f, "config.json has no \"{key}\""),
            ConfigError::WrongType { key, expected } => {
                write!(f, "\"{key}\" in config.json must be {expected}")
            }
            ConfigError::BadUrl { key, value } => {
                write!(
                    f,
                    "\"{key}\" in config.json must be an http(s) address, a path on this site \
                     starting with / (behind the same-origin proxy, e.g. /platform), or empty, \
                     not \"{value}\""
                )
            }
        }
    }
}

impl AppConfig {
    pub fn parse(text: &str) -> Result<AppConfig, ConfigError> {
        let root: Value =
            serde_json::from_str(text).map_err(|error| ConfigError::NotJson(error.to_string()))?;
        let root = root.as_object().ok_or(ConfigError::NotAnObject)?;
        let base_url = url(root, "base_url")?;
        let app_url = url(root, "app_url")?;
        let api_key = string(root, "api_key")?;
        let default_tenant = string(root, "default_tenant")?;
        if default_tenant.trim().is_empty() {
            return Err(ConfigError::WrongType {
                key: "default_tenant".into(),
                expected: "a non-empty tenant key",
            });
        }
        let tenants = match root.get("tenants") {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Object(map)) => map
                .iter()
                .map(|(key, value)| tenant(key, value))
                .collect::<Result<_, _>>()?,
            Some(_) => {
                return Err(ConfigError::WrongType {
                    key: "tenants".into(),
                    expected: "an object",
                })
            }
        };
        let request_timeout = match root.get("request_timeout_ms") {
            None | Some(Value::Null) => Duration::from_millis(DEFAULT_TIMEOUT_MS),
            Some(value) => match value.as_u64() {
                Some(ms) if ms > 0 => Duration::from_millis(ms),
                _ => {
                    return Err(ConfigError::WrongType {
                        key: "request_timeout_ms".into(),
                        expected: "a positive number of milliseconds",
                    })
                }
            },
        };
        Ok(AppConfig {
            base_url,
            app_url,
            api_key,
            default_tenant,
            tenants,
            request_timeout,
        })
    }

    /// The settings of `key`, or the defaults for a tenant the file does not list.
    pub fn tenant(&self, key: &str) -> Tenant {
        self.tenants
            .iter()
            .find(|tenant| tenant.key == key)
            .cloned()
            .unwrap_or_else(|| Tenant::unlisted(key))
    }
}

fn string(root: &Map<String, Value>, key: &'static str) -> Result<String, ConfigError> {
    match root.get(key) {
        None | Some(Value::Null) => Err(ConfigError::Missing(key)),
        Some(Value::String(text)) => Ok(text.trim().to_string()),
        Some(_) => Err(ConfigError::WrongType {
            key: key.into(),
            expected: "a string",
        }),
    }
}

/// A platform address: absolute http(s); a path on the app's own origin (`/platform`, the
/// same-origin proxy of deploy/nginx/platform-proxy.conf); or empty (the origin's root). `//host`
/// is refused: it would be another origin, not a path.
fn url(root: &Map<String, Value>, key: &'static str) -> Result<String, ConfigError> {
    let value = string(root, key)?;
    let lower = value.to_ascii_lowercase();
    let absolute = lower.starts_with("http://") || lower.starts_with("https://");
    let path = value.starts_with('/') && !value.starts_with("//") && !value.contains('\\');
    let valid = value.is_empty()
        || ((absolute || path) && !value.chars().any(|c| c.is_whitespace() || c.is_control()));
    if !valid {
        return Err(ConfigError::BadUrl { key, value });
    }
    Ok(value.trim_end_matches('/').to_string())
}

fn tenant(key: &str, value: &Value) -> Result<Tenant, ConfigError> {
    let settings = value.as_object().ok_or_else(|| ConfigError::WrongType {
        key: format!("tenants.{key}"),
        expected: "an object",
    })?;
    let flag = |name: &str| -> Result<bool, ConfigError> {
        match settings.get(name) {
            None | Some(Value::Null) => Ok(false),
            Some(Value::Bool(flag)) => Ok(*flag),
            Some(_) => Err(ConfigError::WrongType {
                key: format!("tenants.{key}.{name}"),
                expected: "true or false",
            }),
        }
    };
    let name = match settings.get("name") {
        Some(Value::String(name)) if !name.trim().is_empty() => name.trim().to_string(),
        None | Some(Value::Null) | Some(Value::String(_)) => key.to_string(),
        Some(_) => {
            return Err(ConfigError::WrongType {
                key: format!("tenants.{key}.name"),
                expected: "a string",
            })
        }
    };
    Ok(Tenant {
        key: key.to_string(),
        name,
        asks_gender: flag("gender_staff_status")?,
        has_credentials_tab: flag("special_tab_on_onboarding_candidate_for_certificates")?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = r#"{
      "base_url": "http://127.0.0.1:8787/",
      "app_url": "",
      "api_key": "demo-platform-key",
      "default_tenant": "demo",
      "tenants": {
        "demo": { "name": "Demo Staffing", "gender_staff_status": true,
                  "special_tab_on_onboarding_candidate_for_certificates": true },
        "latam": { "name": "LatAm Talent" }
      }
    }"#;

    #[test]
    fn parses_the_documented_shape() {
        let config = AppConfig::parse(SAMPLE).expect("valid");
        assert_eq!(config.base_url, "http://127.0.0.1:8787");
        assert_eq!(config.app_url, "");
        assert_eq!(
            config.request_timeout,
            Duration::from_millis(DEFAULT_TIMEOUT_MS)
        );
        let demo = config.tenant("demo");
        assert!(demo.asks_gender && demo.has_credentials_tab);
        assert_eq!(demo.name, "Demo Staffing");
        let latam = config.tenant("latam");
        assert!(!latam.asks_gender && !latam.has_credentials_tab);
        assert_eq!(
            config
                .tenants
                .iter()
                .map(|t| t.key.as_str())
                .collect::<Vec<_>>(),
            ["demo", "latam"]
        );
    }

    #[test]
    fn a_path_on_the_apps_own_origin_is_a_platform_address() {
        let same_origin = r#"{"base_url":"/platform/","app_url":"/platform-app","api_key":"k","default_tenant":"d"}"#;
        let config = AppConfig::parse(same_origin).expect("valid");
        assert_eq!(config.base_url, "/platform");
        assert_eq!(config.app_url, "/platform-app");
        for bad in [
            "//api.example.com",
            "/\\\\evil.test",
            "/plat form",
            "platform",
            "ftp://x",
        ] {
            let text = format!(
                r#"{{"base_url":{},"app_url":"","api_key":"k","default_tenant":"d"}}"#,
                serde_json::Value::from(bad)
            );
            assert!(
                matches!(
                    AppConfig::parse(&text),
                    Err(ConfigError::BadUrl {
                        key: "base_url",
                        ..
                    })
                ),
                "{bad}"
            );
        }
    }

    #[test]
    fn unlisted_tenants_are_allowed_with_settings_off() {
        let config = AppConfig::parse(SAMPLE).expect("valid");
        assert_eq!(config.tenant("acme"), Tenant::unlisted("acme"));
        assert_eq!(config.tenant("acme").name, "acme");
    }

    #[test]
    fn names_what_is_wrong() {
        let not_json = AppConfig::parse("{")
            .map(|_| ())
            .map_err(|error| error.to_string());
        assert_eq!(
            not_json,
            Err(
                "config.json is not valid JSON: EOF while parsing an object at line 1 column 1"
                    .into()
            )
        );
        assert_eq!(AppConfig::parse("[]"), Err(ConfigError::NotAnObject));
        assert_eq!(
            AppConfig::parse(r#"{"base_url":""}"#),
            Err(ConfigError::Missing("app_url"))
        );
        let bad_url =
            r#"{"base_url":"javascript:alert(1)","app_url":"","api_key":"k","default_tenant":"d"}"#;
        assert!(matches!(
            AppConfig::parse(bad_url),
            Err(ConfigError::BadUrl {
                key: "base_url",
                ..
            })
        ));
        let bad_relative =
            r#"{"base_url":"platform","app_url":"","api_key":"k","default_tenant":"d"}"#;
        let error = AppConfig::parse(bad_relative).expect_err("invalid");
        assert_eq!(
            error.to_string(),
            "\"base_url\" in config.json must be an http(s) address, a path on this site starting \
             with / (behind the same-origin proxy, e.g. /platform), or empty, not \"platform\""
        );
        let bad_flag = r#"{"base_url":"","app_url":"","api_key":"k","default_tenant":"d","tenants":{"d":{"gender_staff_status":"yes"}}}"#;
        let error = AppConfig::parse(bad_flag).expect_err("invalid");
        assert_eq!(
            error.to_string(),
            "\"tenants.d.gender_staff_status\" in config.json must be true or false"
        );
        let bad_timeout = r#"{"base_url":"","app_url":"","api_key":"k","default_tenant":"d","request_timeout_ms":0}"#;
        assert!(matches!(
            AppConfig::parse(bad_timeout),
            Err(ConfigError::WrongType { .. })
        ));
    }
}
