//! Each country's numbering plan, from Google's libphonenumber: which national numbers exist (their
//! possible lengths and the patterns of each number type), how a number typed in national format
//! loses its trunk prefix, and how it is written in libphonenumber's INTERNATIONAL format
//! (`+56 9 6123 4567`). The rules below follow libphonenumber's own parse, `isValidNumber` and
//! `format`, step for step, so its answers and ours agree (`tests::oracle` checks every example
//! number it has against it).
//!
//! The plans come from `public/phone-plans.txt`, which `scripts/phone-plans.mjs` writes from the
//! pinned npm package `google-libphonenumber`; the app fetches it once, when a phone control first
//! appears, and keeps it for the page (`browser::phone_plans`), whose callers hand the
//! [`PhonePlans`] to [`super::phone`]. Until then, or if it cannot be fetched, [`super::phone`]
//! keeps its plain length check.
//!
//! The patterns are libphonenumber's regular expressions. They are evaluated through
//! [`Patterns`]: the browser's own `RegExp` in the app, a native engine in unit tests. The `RegExp`
//! and the hand-written reader below are shaped for wasm size:
//! docs/performance.md#phone-patterns-in-regexp.
//!
//! The file is text, one record a line, fields separated by tabs, read by hand:
//!
//! ```text
//! C  code  national-prefix-for-parsing  national-prefix-transform-rule
//! F  pattern  format  last-leading-digits-pattern        (the code's INTERNATIONAL formats, in order)
//! R  region  leading-digits  general-pattern  lengths  local-only-lengths  usual-lengths  example
//! T  pattern  lengths                                      (a number type of the region above)
//! ```
//!
//! Lengths are comma-separated (`8,9`); an empty field is an absent rule. A type's lengths are empty
//! when they are the region's own. The usual lengths are those of fixed-line and mobile numbers,
//! what a person gives as their number: the error message names them.

/// Regular expressions, as libphonenumber writes them (`\d`, `[…]`, `(?:…)`, `{m,n}`, `|`).
pub trait Patterns {
    /// The leftmost match of `pattern` in `text`: the texts of its groups, the whole match first
    /// (a group that took no part is `None`). `None` when nothing matches or `pattern` is broken.
    fn find(&self, pattern: &str, text: &str) -> Option<Vec<Option<String>>>;
}

/// libphonenumber's `matchesEntirely`: the whole text, anchored (`^(?:…)$`).
fn matches_entirely(patterns: &dyn Patterns, pattern: &str, text: &str) -> bool {
    patterns.find(&format!("^(?:{pattern})$"), text).is_some()
}

/// libphonenumber's `search(pattern) == 0`: a match at the very start.
fn matches_at_start(patterns: &dyn Patterns, pattern: &str, text: &str) -> bool {
    patterns.find(&format!("^(?:{pattern})"), text).is_some()
}

/// A number description: the national numbers of one type, or of the whole region.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Desc<'a> {
    pattern: &'a str,
    lengths: Vec<u8>,
    local_only: Vec<u8>,
}

/// One way to write numbers of a calling code (libphonenumber's `NumberFormat`).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Format<'a> {
    pattern: &'a str,
    format: &'a str,
    /// The last of its leading-digits patterns (the most precise), or empty.
    leading: &'a str,
}

/// A region (a country or territory) of a calling code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Region<'a> {
    /// ISO 3166-1 alpha-2, as libphonenumber names it (`CL`).
    iso: &'a str,
    /// For a calling code shared by several regions: how this one's numbers start, or empty.
    leading: &'a str,
    general: Desc<'a>,
    types: Vec<Desc<'a>>,
    /// The lengths of its fixed-line and mobile numbers.
    usual_lengths: Vec<u8>,
    /// A valid national number of this region (a mobile one where there is one).
    example: &'a str,
}

/// The plan of one calling code: its regions (the main one first) and its formats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodePlan<'a> {
    code: &'a str,
    prefix_for_parsing: &'a str,
    transform_rule: &'a str,
    formats: Vec<Format<'a>>,
    regions: Vec<Region<'a>>,
}

/// Every calling code's plan, borrowing the file's text (the app keeps the text for the page's
/// life: it is read once and never changes).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Plans<'a> {
    codes: Vec<CodePlan<'a>>,
}

/// Why the plans file could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadPlans {
    pub line: usize,
}

/// What libphonenumber's `testNumberLength` says of a national number's length.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LengthCheck {
    Possible,
    PossibleLocalOnly,
    TooShort,
    TooLong,
    InvalidLength,
}

/// The verdict on a national number under its calling code's plan.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Valid: the national significant number and the INTERNATIONAL format.
    Valid {
        national: String,
        international: String,
    },
    /// No number of this region has that many digits.
    WrongLength { region: String },
    /// The length is possible but no number of the region looks like this.
    NotInPlan { region: String },
}

impl<'a> Plans<'a> {
    /// Reads the plans file (module docs).
    pub fn parse(text: &'a str) -> Result<Plans<'a>, BadPlans> {
        let mut plans = Plans::default();
        for (index, line) in text.lines().enumerate() {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = BadPlans { line: index + 1 };
            let fields: Vec<&str> = line.split('\t').collect();
            let field = |n: usize| fields.get(n).copied().ok_or(bad.clone());
            match fields[0] {
                "C" => plans.codes.push(CodePlan {
                    code: field(1)?,
                    prefix_for_parsing: field(2)?,
                    transform_rule: field(3)?,
                    formats: Vec::new(),
                    regions: Vec::new(),
                }),
                "F" => plans
                    .codes
                    .last_mut()
                    .ok_or(bad.clone())?
                    .formats
                    .push(Format {
                        pattern: field(1)?,
                        format: field(2)?,
                        leading: field(3)?,
                    }),
                "R" => {
                    let region = Region {
                        iso: field(1)?,
                        leading: field(2)?,
                        general: Desc {
                            pattern: field(3)?,
                            lengths: lengths(field(4)?).ok_or(bad.clone())?,
                            local_only: lengths(field(5)?).ok_or(bad.clone())?,
                        },
                        types: Vec::new(),
                        usual_lengths: lengths(field(6)?).ok_or(bad.clone())?,
                        example: field(7)?,
                    };
                    plans
                        .codes
                        .last_mut()
                        .ok_or(bad.clone())?
                        .regions
                        .push(region);
                }
                "T" => {
                    let code = plans.codes.last_mut().ok_or(bad.clone())?;
                    let region = code.regions.last_mut().ok_or(bad.clone())?;
                    region.types.push(Desc {
                        pattern: field(1)?,
                        lengths: lengths(field(2)?).ok_or(bad.clone())?,
                        local_only: Vec::new(),
                    });
                }
                _ => return Err(bad),
            }
        }
        if plans.codes.is_empty() || plans.codes.iter().any(|code| code.regions.is_empty()) {
            return Err(BadPlans { line: 0 });
        }
        Ok(plans)
    }

    /// The plan of a calling code (`56`).
    pub fn code(&self, code: &str) -> Option<&CodePlan<'a>> {
        self.codes.iter().find(|plan| plan.code == code)
    }

    /// A region's plan by its ISO code, with its calling code's.
    pub fn region(&self, iso: &str) -> Option<(&CodePlan<'a>, &Region<'a>)> {
        self.codes.iter().find_map(|code| {
            code.regions
                .iter()
                .find(|region| region.iso.eq_ignore_ascii_case(iso))
                .map(|region| (code, region))
        })
    }
}

fn lengths(field: &str) -> Option<Vec<u8>> {
    if field.is_empty() {
        return Some(Vec::new());
    }
    field.split(',').map(|n| n.parse().ok()).collect()
}

impl<'a> Region<'a> {
    pub fn iso(&self) -> &'a str {
        self.iso
    }

    /// The possible lengths of its national numbers, shortest first.
    pub fn lengths(&self) -> &[u8] {
        &self.general.lengths
    }

    pub fn example(&self) -> &'a str {
        self.example
    }

    /// The lengths of its fixed-line and mobile numbers (all its lengths if it has neither).
    pub fn usual_lengths(&self) -> &[u8] {
        if self.usual_lengths.is_empty() {
            &self.general.lengths
        } else {
            &self.usual_lengths
        }
    }

    /// libphonenumber's `testNumberLength` (for any type).
    pub fn test_length(&self, national: &str) -> LengthCheck {
        let possible = &self.general.lengths;
        let (Some(&shortest), Some(&longest)) = (possible.first(), possible.last()) else {
            return LengthCheck::InvalidLength;
        };
        let length = national.len();
        if self
            .general
            .local_only
            .iter()
            .any(|&n| usize::from(n) == length)
        {
            return LengthCheck::PossibleLocalOnly;
        }
        if usize::from(shortest) == length {
            LengthCheck::Possible
        } else if usize::from(shortest) > length {
            LengthCheck::TooShort
        } else if usize::from(longest) < length {
            LengthCheck::TooLong
        } else if possible.iter().any(|&n| usize::from(n) == length) {
            LengthCheck::Possible
        } else {
            LengthCheck::InvalidLength
        }
    }

    /// libphonenumber's `getNumberType(…) != UNKNOWN`: the number fits the region's general
    /// description and one of its types, lengths included.
    pub fn is_valid(&self, national: &str, patterns: &dyn Patterns) -> bool {
        let fits = |desc: &Desc, lengths: &[u8]| {
            (lengths.is_empty() || lengths.iter().any(|&n| usize::from(n) == national.len()))
                && matches_entirely(patterns, desc.pattern, national)
        };
        fits(&self.general, &self.general.lengths)
            && self.types.iter().any(|desc| {
                let lengths = if desc.lengths.is_empty() {
                    &self.general.lengths
                } else {
                    &desc.lengths
                };
                fits(desc, lengths)
            })
    }
}

impl<'a> CodePlan<'a> {
    pub fn code(&self) -> &'a str {
        self.code
    }

    /// The region whose rules a number of this code is parsed by: the main one.
    pub fn main_region(&self) -> &Region<'a> {
        // `Plans::parse` refuses a code without regions.
        &self.regions[0]
    }

    /// libphonenumber's `maybeStripNationalPrefixAndCarrierCode`: `digits` without its national
    /// (trunk) prefix, transformed where the plan says so, or `None` when it has none to strip.
    fn strip_national_prefix(&self, digits: &str, patterns: &dyn Patterns) -> Option<String> {
        if digits.is_empty() || self.prefix_for_parsing.is_empty() {
            return None;
        }
        let prefix = format!("^(?:{})", self.prefix_for_parsing);
        let groups = patterns.find(&prefix, digits)?;
        let whole = groups.first()?.as_deref().unwrap_or("");
        let general = self.main_region().general.pattern;
        let viable_as_is = matches_entirely(patterns, general, digits);
        // The last group, or the whole match when there is none (`prefixMatcher[numOfGroups]`).
        let last_group = groups.last().and_then(Option::as_deref);
        if self.transform_rule.is_empty() || last_group.is_none_or(str::is_empty) {
            let rest = &digits[whole.len()..];
            if viable_as_is && !matches_entirely(patterns, general, rest) {
                return None;
            }
            return Some(rest.to_owned());
        }
        let transformed = format!(
            "{}{}",
            expand(self.transform_rule, &groups),
            &digits[whole.len()..]
        );
        if viable_as_is && !matches_entirely(patterns, general, &transformed) {
            return None;
        }
        Some(transformed)
    }

    /// The national significant number of what was typed after the calling code (`digits`), as
    /// libphonenumber's parse makes it: without the trunk prefix where stripping it leaves a
    /// possible length. A number typed without `+` that starts with the calling code loses it
    /// when that makes it fit the plan (`56 9 6123 4567` typed with Chile chosen).
    pub fn national_significant(
        &self,
        digits: &str,
        international: bool,
        patterns: &dyn Patterns,
    ) -> String {
        let main = self.main_region();
        let mut digits = digits.to_owned();
        if !international {
            if let Some(rest) = digits.strip_prefix(self.code) {
                let stripped = self
                    .strip_national_prefix(rest, patterns)
                    .unwrap_or_else(|| rest.to_owned());
                let general = main.general.pattern;
                if (!matches_entirely(patterns, general, &digits)
                    && matches_entirely(patterns, general, &stripped))
                    || main.test_length(&digits) == LengthCheck::TooLong
                {
                    digits = stripped;
                }
            }
        }
        if let Some(stripped) = self.strip_national_prefix(&digits, patterns) {
            if matches!(
                main.test_length(&stripped),
                LengthCheck::Possible | LengthCheck::TooLong
            ) {
                return stripped;
            }
        }
        digits
    }

    /// libphonenumber's `getRegionCodeForNumber`: the first region whose leading digits start the
    /// number, or else whose plan it fits.
    pub fn region_of(&self, national: &str, patterns: &dyn Patterns) -> Option<&Region<'a>> {
        self.regions.iter().find(|region| {
            if region.leading.is_empty() {
                region.is_valid(national, patterns)
            } else {
                matches_at_start(patterns, region.leading, national)
            }
        })
    }

    /// libphonenumber's INTERNATIONAL format of a national significant number of this code:
    /// `+56 9 6123 4567`; the digits ungrouped when no format fits.
    pub fn international(&self, national: &str, patterns: &dyn Patterns) -> String {
        let grouped = self
            .formats
            .iter()
            .find(|format| {
                (format.leading.is_empty() || matches_at_start(patterns, format.leading, national))
                    && matches_entirely(patterns, format.pattern, national)
            })
            // JavaScript's `replace` of the first match, which is the whole number here.
            .and_then(|format| {
                Some(expand(
                    format.format,
                    &patterns.find(format.pattern, national)?,
                ))
            })
            .unwrap_or_else(|| national.to_owned());
        format!("+{} {grouped}", self.code)
    }

    /// The verdict on `digits` typed after this calling code (`international`: typed with `+` or
    /// `00` and the code, else typed in national format with the code chosen).
    pub fn check(&self, digits: &str, international: bool, patterns: &dyn Patterns) -> Verdict {
        let national = self.national_significant(digits, international, patterns);
        let main = self.main_region();
        // libphonenumber refuses a national number shorter than 2 or longer than 17 digits.
        if national.len() < 2 || national.len() > 17 {
            return Verdict::WrongLength {
                region: main.iso.to_owned(),
            };
        }
        match self.region_of(&national, patterns) {
            Some(region) if region.is_valid(&national, patterns) => Verdict::Valid {
                international: self.international(&national, patterns),
                national,
            },
            Some(region) => Verdict::NotInPlan {
                region: region.iso.to_owned(),
            },
            None if main.test_length(&national) == LengthCheck::Possible => Verdict::NotInPlan {
                region: main.iso.to_owned(),
            },
            None => Verdict::WrongLength {
                region: main.iso.to_owned(),
            },
        }
    }
}

/// A replacement string (`$1 $2`) with the groups of a match, as JavaScript's `replace` reads it
/// (a group that took no part is empty).
fn expand(template: &str, groups: &[Option<String>]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut chars = template.chars().peekable();
    while let Some(ch) = chars.next() {
        let index = chars.peek().and_then(|next| next.to_digit(10));
        match (ch, index) {
            ('$', Some(index)) if (index as usize) < groups.len() && index > 0 => {
                chars.next();
                if let Some(Some(group)) = groups.get(index as usize) {
                    out.push_str(group);
                }
            }
            _ => out.push(ch),
        }
    }
    out
}

/// Every calling code's plan and the engine that evaluates their patterns: what [`super::phone`]
/// judges numbers by, once the plans file has arrived.
pub struct PhonePlans {
    pub plans: Plans<'static>,
    pub patterns: Box<dyn Patterns>,
}

#[cfg(any(all(test, not(target_arch = "wasm32")), feature = "native-plans"))]
pub mod native {
    //! A native engine for native tests: the `regex` crate, never in the wasm, with every pattern
    //! compiled once. This crate's tests have it; a crate that depends on this one gets it in its
    //! own tests with the feature `native-plans`.
    use super::Patterns;
    use std::cell::RefCell;
    use std::collections::HashMap;

    #[derive(Default)]
    pub struct NativePatterns {
        compiled: RefCell<HashMap<String, Option<regex::Regex>>>,
    }

    impl Patterns for NativePatterns {
        fn find(&self, pattern: &str, text: &str) -> Option<Vec<Option<String>>> {
            let mut compiled = self.compiled.borrow_mut();
            let regex = compiled
                .entry(pattern.to_owned())
                .or_insert_with(|| regex::Regex::new(pattern).ok())
                .as_ref()?;
            let captures = regex.captures(text)?;
            Some(
                captures
                    .iter()
                    .map(|group| group.map(|m| m.as_str().to_owned()))
                    .collect(),
            )
        }
    }

    /// The plans file of the repository, with the native engine.
    pub fn repository_plans() -> super::PhonePlans {
        let plans = super::Plans::parse(include_str!("../../../public/phone-plans.txt"))
            .expect("public/phone-plans.txt reads");
        super::PhonePlans {
            plans,
            patterns: Box::new(NativePatterns::default()),
        }
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::native::NativePatterns;
    use super::*;

    fn plans() -> Plans<'static> {
        Plans::parse(include_str!("../../../public/phone-plans.txt")).expect("the file reads")
    }

    fn check(code: &str, digits: &str, international: bool) -> Verdict {
        let plans = plans();
        plans.code(code).expect("a known code").check(
            digits,
            international,
            &NativePatterns::default(),
        )
    }

    fn valid(international: &str) -> Verdict {
        let digits: String = international.chars().filter(char::is_ascii_digit).collect();
        let code = international
            .split(' ')
            .next()
            .unwrap()
            .trim_start_matches('+');
        Verdict::Valid {
            national: digits[code.len()..].to_owned(),
            international: international.to_owned(),
        }
    }

    #[test]
    fn the_file_reads_and_names_every_region_once() {
        let plans = plans();
        let mut isos: Vec<&str> = plans
            .codes
            .iter()
            .flat_map(|code| code.regions.iter().map(|region| region.iso))
            .collect();
        let count = isos.len();
        isos.sort_unstable();
        isos.dedup();
        assert_eq!(isos.len(), count);
        assert!(count > 230, "{count} regions");
    }

    #[test]
    fn bad_files_are_refused() {
        assert_eq!(Plans::parse(""), Err(BadPlans { line: 0 }));
        assert_eq!(Plans::parse("X\t1"), Err(BadPlans { line: 1 }));
        assert_eq!(Plans::parse("F\ta\tb\tc"), Err(BadPlans { line: 1 }));
        assert_eq!(Plans::parse("C\t56\t0\t\nR\tCL"), Err(BadPlans { line: 2 }));
        assert_eq!(
            Plans::parse("C\t56\t0\t\nR\tCL\t\t\\d+\t9,x\t\t9\t1"),
            Err(BadPlans { line: 2 })
        );
    }

    #[test]
    fn the_issue_s_numbers() {
        assert_eq!(check("56", "961234567", false), valid("+56 9 6123 4567"));
        assert_eq!(check("44", "7400123456", false), valid("+44 7400 123456"));
        assert_eq!(check("1", "2015550123", false), valid("+1 201-555-0123"));
        assert_eq!(
            check("56", "2212345", false),
            Verdict::WrongLength {
                region: "CL".into()
            }
        );
    }

    #[test]
    fn trunk_prefixes_go_and_italy_keeps_its_zero() {
        assert_eq!(check("44", "01212345678", false), valid("+44 121 234 5678"));
        assert_eq!(check("44", "01212345678", true), valid("+44 121 234 5678"));
        assert_eq!(check("39", "0612345678", false), valid("+39 06 1234 5678"));
        assert_eq!(check("81", "0312345678", false), valid("+81 3-1234-5678"));
    }

    #[test]
    fn a_shared_code_is_judged_by_the_region_the_number_belongs_to() {
        let plans = plans();
        let nanp = plans.code("1").unwrap();
        assert_eq!(nanp.main_region().iso(), "US");
        let patterns = NativePatterns::default();
        // A Toronto number: Canada's.
        assert_eq!(
            nanp.region_of("4165550123", &patterns).map(Region::iso),
            Some("CA")
        );
    }

    #[test]
    fn replacement_templates_read_like_javascript() {
        let groups = [Some("12".to_owned()), Some("1".to_owned()), None];
        assert_eq!(expand("$1-$2 $", &groups), "1- $");
        assert_eq!(expand("9$1", &groups), "91");
        assert_eq!(expand("$3$9", &groups), "$3$9");
    }
}
