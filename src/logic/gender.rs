//! Gender codes of the API (reference 2.2 and 4.4): each value has an
//! English and a Spanish code, and the API accepts either.

use super::lang::Lang;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Gender {
    Male,
    Female,
    Other,
}

impl Gender {
    /// In the order a form offers them.
    pub const ALL: [Gender; 3] = [Gender::Male, Gender::Female, Gender::Other];

    /// Reads an API code in either language, ignoring case and surrounding
    /// spaces.
    pub fn from_code(code: &str) -> Option<Gender> {
        let code = code.trim();
        Gender::ALL.into_iter().find(|g| {
            Lang::ALL
                .into_iter()
                .any(|lang| g.code(lang).eq_ignore_ascii_case(code))
        })
    }

    /// The API code in the user's language (`Female` / `Mujer`).
    pub fn code(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Gender::Male, Lang::En) => "Male",
            (Gender::Female, Lang::En) => "Female",
            (Gender::Other, Lang::En) => "Other",
            (Gender::Male, Lang::Es) => "Hombre",
            (Gender::Female, Lang::Es) => "Mujer",
            (Gender::Other, Lang::Es) => "Otro",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_languages() {
        assert_eq!(Gender::from_code("Male"), Some(Gender::Male));
        assert_eq!(Gender::from_code("Hombre"), Some(Gender::Male));
        assert_eq!(Gender::from_code("Female"), Some(Gender::Female));
        assert_eq!(Gender::from_code("Mujer"), Some(Gender::Female));
        assert_eq!(Gender::from_code("Other"), Some(Gender::Other));
        assert_eq!(Gender::from_code("Otro"), Some(Gender::Other));
    }

    #[test]
    fn ignores_case_and_spaces() {
        assert_eq!(Gender::from_code(" mujer "), Some(Gender::Female));
        assert_eq!(Gender::from_code("MALE"), Some(Gender::Male));
        assert_eq!(Gender::from_code("oTrO\n"), Some(Gender::Other));
    }

    #[test]
    fn rejects_unknown_codes() {
        for code in ["", " ", "M", "F", "man", "Otra", "Males", "Ma le", "null"] {
            assert_eq!(Gender::from_code(code), None, "{code:?}");
        }
    }

    #[test]
    fn codes_per_language() {
        assert_eq!(Gender::Male.code(Lang::En), "Male");
        assert_eq!(Gender::Female.code(Lang::Es), "Mujer");
        assert_eq!(Gender::Other.code(Lang::Es), "Otro");
    }

    #[test]
    fn codes_round_trip() {
        for g in Gender::ALL {
            for lang in Lang::ALL {
                assert_eq!(Gender::from_code(g.code(lang)), Some(g));
            }
        }
    }
}
