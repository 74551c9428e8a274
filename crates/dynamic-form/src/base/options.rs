//! The options of a field with choices, in the order sent.

use std::collections::HashSet;

/// A field's options in the order sent, with the keys hashed for constant-time checks (a form can
/// have a thousand fields). A repeated key keeps its first display text.
#[derive(Debug, Clone, Default)]
pub struct Options {
    items: Vec<(String, String)>,
    keys: HashSet<String>,
}

impl Options {
    /// The options in the order given; a key given again is left out, its first text kept.
    pub fn new(items: impl IntoIterator<Item = (String, String)>) -> Options {
        let mut options = Options::default();
        for (key, text) in items {
            if options.keys.insert(key.clone()) {
                options.items.push((key, text));
            }
        }
        options
    }

    /// `(value, display text)` pairs in the order sent.
    pub fn items(&self) -> &[(String, String)] {
        &self.items
    }

    /// Whether `key` is one of the options.
    pub fn contains(&self, key: &str) -> bool {
        self.keys.contains(key)
    }

    /// How many options there are.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// `keys` that are options, each once, in the order given.
    pub fn only_options(&self, keys: Vec<String>) -> Vec<String> {
        let mut kept: Vec<String> = Vec::with_capacity(keys.len());
        for key in keys {
            if self.contains(&key) && !kept.contains(&key) {
                kept.push(key);
            }
        }
        kept
    }
}

impl PartialEq for Options {
    fn eq(&self, other: &Options) -> bool {
        // `keys` is derived from `items`.
        self.items == other.items
    }
}

impl Eq for Options {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_repeated_key_keeps_its_first_text_and_order_is_kept() {
        let options = Options::new(
            [("b", "B"), ("a", "A"), ("b", "again")].map(|(k, v)| (k.to_owned(), v.to_owned())),
        );
        assert_eq!(
            options.items(),
            [("b".into(), "B".into()), ("a".into(), "A".into())]
        );
        assert!(options.contains("a") && !options.contains("B"));
        assert_eq!(
            options.only_options(vec!["a".into(), "x".into(), "a".into(), "b".into()]),
            ["a", "b"]
        );
    }
}
