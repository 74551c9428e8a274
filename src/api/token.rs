//! The user's sign-in token. Only code that holds a [`Token`] can build an [`crate::api::AuthorizedApi`],
//! so a call that needs the token cannot be written without one. It has no `Display`, and its `Debug`
//! is redacted, so it cannot slip into a log line or an error message by accident.

use std::fmt;

#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl Token {
    /// A token as the platform issued it, or as it was kept in storage. Blank text is no token.
    pub fn new(raw: &str) -> Option<Token> {
        let raw = raw.trim();
        (!raw.is_empty()).then(|| Token(raw.to_string()))
    }

    /// The raw value, for the `Authentication` header and for session storage only.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(redacted)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_never_shows_the_value() {
        let token = Token::new("secret-value").expect("a token");
        assert!(!format!("{token:?}").contains("secret"));
        assert_eq!(token.expose(), "secret-value");
    }

    #[test]
    fn blank_is_no_token() {
        assert!(Token::new("  ").is_none());
    }
}
