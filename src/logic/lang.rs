//! The order in which the UI's language is chosen. The two languages themselves are
//! [`text_rules::Lang`], which the rules for typed text are written in.

pub use text_rules::Lang;

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
}
