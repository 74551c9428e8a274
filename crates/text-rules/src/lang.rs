//! The two languages of the UI. Every rule here that reads or writes text for people (a date, a
//! decimal comma) takes one.

use serde::{Deserialize, Serialize};

/// A UI language. English is the default because the API's own values
/// (country names, date formats) are English.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    En,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    /// Reads a BCP 47 tag such as `es`, `es-CL`, `EN-us` or `es_419`; only
    /// the primary subtag matters. Other languages give `None`, so the
    /// caller can fall back to its own default.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
        if primary.eq_ignore_ascii_case("en") {
            Some(Lang::En)
        } else if primary.eq_ignore_ascii_case("es") {
            Some(Lang::Es)
        } else {
            None
        }
    }

    /// The tag for `<html lang>` and for storage.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_primary_subtag_case_insensitively() {
        assert_eq!(Lang::from_tag("es"), Some(Lang::Es));
        assert_eq!(Lang::from_tag("es-CL"), Some(Lang::Es));
        assert_eq!(Lang::from_tag("ES_419"), Some(Lang::Es));
        assert_eq!(Lang::from_tag("EN-us"), Some(Lang::En));
        assert_eq!(Lang::from_tag(" en "), Some(Lang::En));
    }

    #[test]
    fn rejects_other_languages_and_junk() {
        for tag in [
            "", "-", "fr", "pt-BR", "eng", "e", "esp", "en us", "español",
        ] {
            assert_eq!(Lang::from_tag(tag), None, "{tag:?}");
        }
    }

    #[test]
    fn tag_round_trips() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_tag(lang.tag()), Some(lang));
        }
    }

    #[test]
    fn default_is_english() {
        assert_eq!(Lang::default(), Lang::En);
    }

    #[test]
    fn serde_round_trips() {
        for lang in Lang::ALL {
            let json = serde_json::to_string(&lang).unwrap();
            assert_eq!(serde_json::from_str::<Lang>(&json).unwrap(), lang);
        }
    }
}
