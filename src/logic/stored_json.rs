//! What the app keeps in storage, read back. Through `serde_json::Value`, the path the API's answers
//! take, so every stored type shares that decoder instead of compiling a second, string-based one.
//! Shaped for wasm size: docs/performance.md#stored-data-through-value.

use serde::de::DeserializeOwned;

/// `json` read as a `T`; `None` for anything else (a corrupt or older entry), which callers ignore.
pub fn parse<T: DeserializeOwned>(json: &str) -> Option<T> {
    let value = serde_json::from_str::<serde_json::Value>(json).ok()?;
    serde_json::from_value(value).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize, Debug, PartialEq)]
    struct Kept {
        name: String,
        #[serde(default)]
        count: Option<u32>,
    }

    #[test]
    fn reads_what_was_kept_and_nothing_else() {
        assert_eq!(
            parse::<Kept>(r#"{"name":"Ana","count":2}"#),
            Some(Kept {
                name: "Ana".into(),
                count: Some(2)
            })
        );
        assert_eq!(
            parse::<Kept>(r#"{"name":"Ana"}"#),
            Some(Kept {
                name: "Ana".into(),
                count: None
            })
        );
        assert_eq!(parse::<Kept>(r#"{"count":2}"#), None);
        assert_eq!(parse::<Kept>("not json"), None);
        assert_eq!(parse::<Kept>(r#"{"name":"Ana""#), None);
    }
}
