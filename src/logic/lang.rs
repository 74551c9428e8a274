//! The two languages of the UI, and the order in which the UI's language is chosen.

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

/// Where the UI language may come from, in the order it is asked: the first that names a language
/// of the UI wins, English after all of them ([`choose`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LangSource {
    /// The language switcher's choice, remembered on this device.
    Switcher,
    /// The signed-in user's `locale`.
    UserLocale,
    /// The browser's language.
    Browser,
}

impl LangSource {
    /// The order the sources are asked in.
    pub const ORDER: [LangSource; 3] = [
        LangSource::Switcher,
        LangSource::UserLocale,
        LangSource::Browser,
    ];
}

/// The UI language: what `candidate` gives for the first source of [`LangSource::ORDER`] that
/// gives one, else English. Later sources are not asked once one has answered, so a reactive
/// caller follows only what the answer came from.
pub fn choose(candidate: impl FnMut(LangSource) -> Option<Lang>) -> Lang {
    LangSource::ORDER
        .into_iter()
        .find_map(candidate)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_source_that_names_a_language_wins() {
        let from = |switcher, locale, browser| {
            choose(|source| match source {
                LangSource::Switcher => switcher,
                LangSource::UserLocale => locale,
                LangSource::Browser => browser,
            })
        };
        assert_eq!(
            from(Some(Lang::Es), Some(Lang::En), Some(Lang::En)),
            Lang::Es
        );
        assert_eq!(from(None, Some(Lang::Es), Some(Lang::En)), Lang::Es);
        assert_eq!(from(None, None, Some(Lang::Es)), Lang::Es);
        assert_eq!(from(None, None, None), Lang::En);
    }

    #[test]
    fn no_source_is_asked_after_the_one_that_answered() {
        let mut asked = Vec::new();
        let lang = choose(|source| {
            asked.push(source);
            (source == LangSource::UserLocale).then_some(Lang::Es)
        });
        assert_eq!(lang, Lang::Es);
        assert_eq!(asked, [LangSource::Switcher, LangSource::UserLocale]);
    }

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
