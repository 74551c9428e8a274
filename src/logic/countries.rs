//! Every country, with its ISO 3166-1 alpha-2 code, its English short name
//! and its ITU calling code.
//!
//! The English name is what the API expects in `country_id` (reference 4.4),
//! so the names follow common English usage ("United States", "Russia",
//! "South Korea") rather than the formal ISO names. Formal and older names
//! are accepted through [`ALIASES`].

/// One country.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Country {
    /// ISO 3166-1 alpha-2, upper case (`CL`). Kosovo uses the widely used
    /// user-assigned code `XK`.
    pub iso: &'static str,
    /// English short name as commonly used (`Chile`).
    pub name: &'static str,
    /// ITU calling code, digits only (`56`; `1` for the whole NANP area).
    pub calling_code: &'static str,
}

const fn c(iso: &'static str, name: &'static str, calling_code: &'static str) -> Country {
    Country {
        iso,
        name,
        calling_code,
    }
}

/// Sorted by English name (ignoring accents), so a country picker can use it
/// as is.
static COUNTRIES: &[Country] = &[
    c("AF", "Afghanistan", "93"),
    c("AX", "Åland Islands", "358"),
    c("AL", "Albania", "355"),
    c("DZ", "Algeria", "213"),
    c("AS", "American Samoa", "1"),
    c("AD", "Andorra", "376"),
    c("AO", "Angola", "244"),
    c("AI", "Anguilla", "1"),
    c("AQ", "Antarctica", "672"),
    c("AG", "Antigua and Barbuda", "1"),
    c("AR", "Argentina", "54"),
    c("AM", "Armenia", "374"),
    c("AW", "Aruba", "297"),
    c("AU", "Australia", "61"),
    c("AT", "Austria", "43"),
    c("AZ", "Azerbaijan", "994"),
    c("BS", "Bahamas", "1"),
    c("BH", "Bahrain", "973"),
    c("BD", "Bangladesh", "880"),
    c("BB", "Barbados", "1"),
    c("BY", "Belarus", "375"),
    c("BE", "Belgium", "32"),
    c("BZ", "Belize", "501"),
    c("BJ", "Benin", "229"),
    c("BM", "Bermuda", "1"),
    c("BT", "Bhutan", "975"),
    c("BO", "Bolivia", "591"),
    c("BA", "Bosnia and Herzegovina", "387"),
    c("BW", "Botswana", "267"),
    c("BV", "Bouvet Island", "47"),
    c("BR", "Brazil", "55"),
    c("IO", "British Indian Ocean Territory", "246"),
    c("VG", "British Virgin Islands", "1"),
    c("BN", "Brunei", "673"),
    c("BG", "Bulgaria", "359"),
    c("BF", "Burkina Faso", "226"),
    c("BI", "Burundi", "257"),
    c("KH", "Cambodia", "855"),
    c("CM", "Cameroon", "237"),
    c("CA", "Canada", "1"),
    c("CV", "Cape Verde", "238"),
    c("BQ", "Caribbean Netherlands", "599"),
    c("KY", "Cayman Islands", "1"),
    c("CF", "Central African Republic", "236"),
    c("TD", "Chad", "235"),
    c("CL", "Chile", "56"),
    c("CN", "China", "86"),
    c("CX", "Christmas Island", "61"),
    c("CC", "Cocos (Keeling) Islands", "61"),
    c("CO", "Colombia", "57"),
    c("KM", "Comoros", "269"),
    c("CK", "Cook Islands", "682"),
    c("CR", "Costa Rica", "506"),
    c("HR", "Croatia", "385"),
    c("CU", "Cuba", "53"),
    c("CW", "Curaçao", "599"),
    c("CY", "Cyprus", "357"),
    c("CZ", "Czechia", "420"),
    c("CD", "Democratic Republic of the Congo", "243"),
    c("DK", "Denmark", "45"),
    c("DJ", "Djibouti", "253"),
    c("DM", "Dominica", "1"),
    c("DO", "Dominican Republic", "1"),
    c("EC", "Ecuador", "593"),
    c("EG", "Egypt", "20"),
    c("SV", "El Salvador", "503"),
    c("GQ", "Equatorial Guinea", "240"),
    c("ER", "Eritrea", "291"),
    c("EE", "Estonia", "372"),
    c("SZ", "Eswatini", "268"),
    c("ET", "Ethiopia", "251"),
    c("FK", "Falkland Islands", "500"),
    c("FO", "Faroe Islands", "298"),
    c("FJ", "Fiji", "679"),
    c("FI", "Finland", "358"),
    c("FR", "France", "33"),
    c("GF", "French Guiana", "594"),
    c("PF", "French Polynesia", "689"),
    c("TF", "French Southern Territories", "262"),
    c("GA", "Gabon", "241"),
    c("GM", "Gambia", "220"),
    c("GE", "Georgia", "995"),
    c("DE", "Germany", "49"),
    c("GH", "Ghana", "233"),
    c("GI", "Gibraltar", "350"),
    c("GR", "Greece", "30"),
    c("GL", "Greenland", "299"),
    c("GD", "Grenada", "1"),
    c("GP", "Guadeloupe", "590"),
    c("GU", "Guam", "1"),
    c("GT", "Guatemala", "502"),
    c("GG", "Guernsey", "44"),
    c("GN", "Guinea", "224"),
    c("GW", "Guinea-Bissau", "245"),
    c("GY", "Guyana", "592"),
    c("HT", "Haiti", "509"),
    c("HM", "Heard Island and McDonald Islands", "672"),
    c("HN", "Honduras", "504"),
    c("HK", "Hong Kong", "852"),
    c("HU", "Hungary", "36"),
    c("IS", "Iceland", "354"),
    c("IN", "India", "91"),
    c("ID", "Indonesia", "62"),
    c("IR", "Iran", "98"),
    c("IQ", "Iraq", "964"),
    c("IE", "Ireland", "353"),
    c("IM", "Isle of Man", "44"),
    c("IL", "Israel", "972"),
    c("IT", "Italy", "39"),
    c("CI", "Ivory Coast", "225"),
    c("JM", "Jamaica", "1"),
    c("JP", "Japan", "81"),
    c("JE", "Jersey", "44"),
    c("JO", "Jordan", "962"),
    c("KZ", "Kazakhstan", "7"),
    c("KE", "Kenya", "254"),
    c("KI", "Kiribati", "686"),
    c("XK", "Kosovo", "383"),
    c("KW", "Kuwait", "965"),
    c("KG", "Kyrgyzstan", "996"),
    c("LA", "Laos", "856"),
    c("LV", "Latvia", "371"),
    c("LB", "Lebanon", "961"),
    c("LS", "Lesotho", "266"),
    c("LR", "Liberia", "231"),
    c("LY", "Libya", "218"),
    c("LI", "Liechtenstein", "423"),
    c("LT", "Lithuania", "370"),
    c("LU", "Luxembourg", "352"),
    c("MO", "Macao", "853"),
    c("MG", "Madagascar", "261"),
    c("MW", "Malawi", "265"),
    c("MY", "Malaysia", "60"),
    c("MV", "Maldives", "960"),
    c("ML", "Mali", "223"),
    c("MT", "Malta", "356"),
    c("MH", "Marshall Islands", "692"),
    c("MQ", "Martinique", "596"),
    c("MR", "Mauritania", "222"),
    c("MU", "Mauritius", "230"),
    c("YT", "Mayotte", "262"),
    c("MX", "Mexico", "52"),
    c("FM", "Micronesia", "691"),
    c("MD", "Moldova", "373"),
    c("MC", "Monaco", "377"),
    c("MN", "Mongolia", "976"),
    c("ME", "Montenegro", "382"),
    c("MS", "Montserrat", "1"),
    c("MA", "Morocco", "212"),
    c("MZ", "Mozambique", "258"),
    c("MM", "Myanmar", "95"),
    c("NA", "Namibia", "264"),
    c("NR", "Nauru", "674"),
    c("NP", "Nepal", "977"),
    c("NL", "Netherlands", "31"),
    c("NC", "New Caledonia", "687"),
    c("NZ", "New Zealand", "64"),
    c("NI", "Nicaragua", "505"),
    c("NE", "Niger", "227"),
    c("NG", "Nigeria", "234"),
    c("NU", "Niue", "683"),
    c("NF", "Norfolk Island", "672"),
    c("KP", "North Korea", "850"),
    c("MK", "North Macedonia", "389"),
    c("MP", "Northern Mariana Islands", "1"),
    c("NO", "Norway", "47"),
    c("OM", "Oman", "968"),
    c("PK", "Pakistan", "92"),
    c("PW", "Palau", "680"),
    c("PS", "Palestine", "970"),
    c("PA", "Panama", "507"),
    c("PG", "Papua New Guinea", "675"),
    c("PY", "Paraguay", "595"),
    c("PE", "Peru", "51"),
    c("PH", "Philippines", "63"),
    c("PN", "Pitcairn Islands", "64"),
    c("PL", "Poland", "48"),
    c("PT", "Portugal", "351"),
    c("PR", "Puerto Rico", "1"),
    c("QA", "Qatar", "974"),
    c("CG", "Republic of the Congo", "242"),
    c("RE", "Réunion", "262"),
    c("RO", "Romania", "40"),
    c("RU", "Russia", "7"),
    c("RW", "Rwanda", "250"),
    c("BL", "Saint Barthélemy", "590"),
    c("SH", "Saint Helena", "290"),
    c("KN", "Saint Kitts and Nevis", "1"),
    c("LC", "Saint Lucia", "1"),
    c("MF", "Saint Martin", "590"),
    c("PM", "Saint Pierre and Miquelon", "508"),
    c("VC", "Saint Vincent and the Grenadines", "1"),
    c("WS", "Samoa", "685"),
    c("SM", "San Marino", "378"),
    c("ST", "São Tomé and Príncipe", "239"),
    c("SA", "Saudi Arabia", "966"),
    c("SN", "Senegal", "221"),
    c("RS", "Serbia", "381"),
    c("SC", "Seychelles", "248"),
    c("SL", "Sierra Leone", "232"),
    c("SG", "Singapore", "65"),
    c("SX", "Sint Maarten", "1"),
    c("SK", "Slovakia", "421"),
    c("SI", "Slovenia", "386"),
    c("SB", "Solomon Islands", "677"),
    c("SO", "Somalia", "252"),
    c("ZA", "South Africa", "27"),
    c("GS", "South Georgia and the South Sandwich Islands", "500"),
    c("KR", "South Korea", "82"),
    c("SS", "South Sudan", "211"),
    c("ES", "Spain", "34"),
    c("LK", "Sri Lanka", "94"),
    c("SD", "Sudan", "249"),
    c("SR", "Suriname", "597"),
    c("SJ", "Svalbard and Jan Mayen", "47"),
    c("SE", "Sweden", "46"),
    c("CH", "Switzerland", "41"),
    c("SY", "Syria", "963"),
    c("TW", "Taiwan", "886"),
    c("TJ", "Tajikistan", "992"),
    c("TZ", "Tanzania", "255"),
    c("TH", "Thailand", "66"),
    c("TL", "Timor-Leste", "670"),
    c("TG", "Togo", "228"),
    c("TK", "Tokelau", "690"),
    c("TO", "Tonga", "676"),
    c("TT", "Trinidad and Tobago", "1"),
    c("TN", "Tunisia", "216"),
    c("TR", "Turkey", "90"),
    c("TM", "Turkmenistan", "993"),
    c("TC", "Turks and Caicos Islands", "1"),
    c("TV", "Tuvalu", "688"),
    c("VI", "U.S. Virgin Islands", "1"),
    c("UG", "Uganda", "256"),
    c("UA", "Ukraine", "380"),
    c("AE", "United Arab Emirates", "971"),
    c("GB", "United Kingdom", "44"),
    c("US", "United States", "1"),
    c("UM", "United States Minor Outlying Islands", "1"),
    c("UY", "Uruguay", "598"),
    c("UZ", "Uzbekistan", "998"),
    c("VU", "Vanuatu", "678"),
    c("VA", "Vatican City", "39"),
    c("VE", "Venezuela", "58"),
    c("VN", "Vietnam", "84"),
    c("WF", "Wallis and Futuna", "681"),
    c("EH", "Western Sahara", "212"),
    c("YE", "Yemen", "967"),
    c("ZM", "Zambia", "260"),
    c("ZW", "Zimbabwe", "263"),
];

/// Other English names people (or older records) use, mapped to an ISO code.
/// Matched case-insensitively like the main names.
pub static ALIASES: &[(&str, &str)] = &[
    ("Aland Islands", "AX"),
    ("Bolivia, Plurinational State of", "BO"),
    ("Britain", "GB"),
    ("Brunei Darussalam", "BN"),
    ("Burma", "MM"),
    ("Cabo Verde", "CV"),
    ("Congo", "CG"),
    ("Congo-Brazzaville", "CG"),
    ("Congo-Kinshasa", "CD"),
    ("Cote d'Ivoire", "CI"),
    ("Côte d'Ivoire", "CI"),
    ("Curacao", "CW"),
    ("Czech Republic", "CZ"),
    ("DR Congo", "CD"),
    ("East Timor", "TL"),
    ("England", "GB"),
    ("Falkland Islands (Malvinas)", "FK"),
    ("Great Britain", "GB"),
    ("Holy See", "VA"),
    ("Iran, Islamic Republic of", "IR"),
    ("Korea, Democratic People's Republic of", "KP"),
    ("Korea, Republic of", "KR"),
    ("Lao People's Democratic Republic", "LA"),
    ("Macau", "MO"),
    ("Macedonia", "MK"),
    ("Micronesia, Federated States of", "FM"),
    ("Moldova, Republic of", "MD"),
    ("Palestine, State of", "PS"),
    ("Republic of Korea", "KR"),
    ("Reunion", "RE"),
    ("Russian Federation", "RU"),
    ("Saint Barthelemy", "BL"),
    ("Sao Tome and Principe", "ST"),
    ("Scotland", "GB"),
    ("Swaziland", "SZ"),
    ("Syrian Arab Republic", "SY"),
    ("Taiwan, Province of China", "TW"),
    ("Tanzania, United Republic of", "TZ"),
    ("The Bahamas", "BS"),
    ("The Gambia", "GM"),
    ("The Netherlands", "NL"),
    ("Turkiye", "TR"),
    ("Türkiye", "TR"),
    ("U.K.", "GB"),
    ("U.S.", "US"),
    ("U.S.A.", "US"),
    ("UK", "GB"),
    ("United States of America", "US"),
    ("US", "US"),
    ("USA", "US"),
    ("Vatican", "VA"),
    ("Venezuela, Bolivarian Republic of", "VE"),
    ("Viet Nam", "VN"),
    ("Virgin Islands, British", "VG"),
    ("Virgin Islands, U.S.", "VI"),
    ("Wales", "GB"),
];

/// The main country of a calling code shared by several countries; codes
/// used by one country only need no entry.
static MAIN_COUNTRY_FOR_SHARED_CODE: &[(&str, &str)] = &[
    ("1", "US"),
    ("7", "RU"),
    ("39", "IT"),
    ("44", "GB"),
    ("47", "NO"),
    ("61", "AU"),
    ("64", "NZ"),
    ("212", "MA"),
    ("262", "RE"),
    ("358", "FI"),
    ("500", "FK"),
    ("590", "GP"),
    ("599", "CW"),
    ("672", "NF"),
];

/// All countries, sorted by English name.
pub fn all() -> &'static [Country] {
    COUNTRIES
}

/// The country with this ISO alpha-2 code, case-insensitive.
pub fn by_iso(iso: &str) -> Option<&'static Country> {
    let iso = iso.trim();
    COUNTRIES.iter().find(|c| c.iso.eq_ignore_ascii_case(iso))
}

/// The country with this English name or alias, case-insensitive and
/// ignoring surrounding spaces. Accents must match for non-ASCII names, but
/// the common ASCII spellings are aliases.
pub fn by_name(name: &str) -> Option<&'static Country> {
    let name = name.trim();
    if name.is_empty() {
        return None;
    }
    COUNTRIES
        .iter()
        .find(|c| eq_ignore_case(c.name, name))
        .or_else(|| {
            ALIASES
                .iter()
                .find(|(alias, _)| eq_ignore_case(alias, name))
                .and_then(|(_, iso)| by_iso(iso))
        })
}

/// Whether some country uses this calling code (digits only).
pub fn is_calling_code(code: &str) -> bool {
    !code.is_empty() && COUNTRIES.iter().any(|c| c.calling_code == code)
}

/// The country to preselect for a calling code: the main country when the
/// code is shared (1 -> US, 44 -> GB, 7 -> RU), else the only one.
pub fn default_iso_for_calling_code(code: &str) -> Option<&'static str> {
    let code = code.trim().trim_start_matches('+');
    if let Some((_, iso)) = MAIN_COUNTRY_FOR_SHARED_CODE
        .iter()
        .find(|(shared, _)| *shared == code)
    {
        return Some(iso);
    }
    COUNTRIES
        .iter()
        .find(|c| c.calling_code == code)
        .map(|c| c.iso)
}

/// Case-insensitive comparison that also folds non-ASCII letters (`Å`/`å`),
/// without allocating.
fn eq_ignore_case(a: &str, b: &str) -> bool {
    if a.is_ascii() && b.is_ascii() {
        return a.eq_ignore_ascii_case(b);
    }
    a.chars()
        .flat_map(char::to_lowercase)
        .eq(b.chars().flat_map(char::to_lowercase))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Folds the accented letters of the table so sorting can be checked the
    /// way a reader expects ("Åland" next to "Albania").
    fn sort_key(name: &str) -> String {
        name.chars()
            .map(|ch| match ch {
                'Å' => 'A',
                'ç' => 'c',
                'é' => 'e',
                'ã' => 'a',
                'í' => 'i',
                'ô' => 'o',
                other => other,
            })
            .collect::<String>()
            .to_lowercase()
    }

    #[test]
    fn table_is_complete_and_unique() {
        assert!(all().len() >= 245, "{}", all().len());
        let isos: HashSet<_> = all().iter().map(|c| c.iso).collect();
        let names: HashSet<_> = all().iter().map(|c| c.name.to_lowercase()).collect();
        assert_eq!(isos.len(), all().len(), "duplicate ISO code");
        assert_eq!(names.len(), all().len(), "duplicate name");
    }

    #[test]
    fn entries_are_well_formed() {
        for c in all() {
            assert_eq!(c.iso.len(), 2, "{c:?}");
            assert!(c.iso.bytes().all(|b| b.is_ascii_uppercase()), "{c:?}");
            assert!(!c.name.trim().is_empty(), "{c:?}");
            assert_eq!(c.name, c.name.trim(), "{c:?}");
            assert!((1..=3).contains(&c.calling_code.len()), "{c:?}");
            assert!(
                c.calling_code.bytes().all(|b| b.is_ascii_digit()),
                "{c:?}"
            );
            assert!(!c.calling_code.starts_with('0'), "{c:?}");
        }
    }

    #[test]
    fn table_is_sorted_by_name() {
        for pair in all().windows(2) {
            assert!(
                sort_key(pair[0].name) < sort_key(pair[1].name),
                "{} before {}",
                pair[0].name,
                pair[1].name
            );
        }
    }

    #[test]
    fn calling_codes_are_prefix_free() {
        // E.164 codes are a prefix code; the phone parser's longest-prefix
        // match relies on it.
        let codes: HashSet<_> = all().iter().map(|c| c.calling_code).collect();
        for a in &codes {
            for b in &codes {
                assert!(a == b || !b.starts_with(a), "{a} is a prefix of {b}");
            }
        }
    }

    #[test]
    fn known_countries() {
        let expect = [
            ("CL", "Chile", "56"),
            ("US", "United States", "1"),
            ("GB", "United Kingdom", "44"),
            ("MX", "Mexico", "52"),
            ("ES", "Spain", "34"),
            ("AR", "Argentina", "54"),
            ("PE", "Peru", "51"),
            ("CO", "Colombia", "57"),
            ("BR", "Brazil", "55"),
            ("VE", "Venezuela", "58"),
            ("CA", "Canada", "1"),
            ("RU", "Russia", "7"),
            ("KZ", "Kazakhstan", "7"),
            ("DE", "Germany", "49"),
            ("IN", "India", "91"),
            ("CN", "China", "86"),
        ];
        for (iso, name, code) in expect {
            let c = by_iso(iso).unwrap();
            assert_eq!((c.name, c.calling_code), (name, code), "{iso}");
        }
    }

    #[test]
    fn by_iso_is_case_insensitive_and_trims() {
        assert_eq!(by_iso("cl").unwrap().name, "Chile");
        assert_eq!(by_iso(" Us ").unwrap().name, "United States");
        assert!(by_iso("").is_none());
        assert!(by_iso("ZZ").is_none());
        assert!(by_iso("CHL").is_none());
        assert!(by_iso("é").is_none());
    }

    #[test]
    fn by_name_is_case_insensitive_and_trims() {
        assert_eq!(by_name("chile").unwrap().iso, "CL");
        assert_eq!(by_name("  UNITED STATES ").unwrap().iso, "US");
        assert_eq!(by_name("united kingdom").unwrap().iso, "GB");
        assert_eq!(by_name("åland islands").unwrap().iso, "AX");
        assert_eq!(by_name("RÉUNION").unwrap().iso, "RE");
        assert!(by_name("").is_none());
        assert!(by_name("   ").is_none());
        assert!(by_name("Chil").is_none());
        assert!(by_name("Atlantis").is_none());
    }

    #[test]
    fn by_name_accepts_aliases() {
        assert_eq!(by_name("USA").unwrap().name, "United States");
        assert_eq!(by_name("united states of america").unwrap().iso, "US");
        assert_eq!(by_name("Czech Republic").unwrap().name, "Czechia");
        assert_eq!(by_name("Russian Federation").unwrap().iso, "RU");
        assert_eq!(by_name("Cote d'Ivoire").unwrap().iso, "CI");
        assert_eq!(by_name("Reunion").unwrap().iso, "RE");
    }

    #[test]
    fn every_alias_resolves_and_does_not_shadow_a_name() {
        for (alias, iso) in ALIASES {
            assert!(by_iso(iso).is_some(), "{alias} -> {iso}");
            assert_eq!(by_name(alias).map(|c| c.iso), Some(*iso), "{alias}");
        }
    }

    #[test]
    fn every_name_resolves_to_itself() {
        for c in all() {
            assert_eq!(by_name(c.name), Some(c));
            assert_eq!(by_iso(c.iso), Some(c));
        }
    }

    #[test]
    fn main_country_of_shared_codes() {
        assert_eq!(default_iso_for_calling_code("1"), Some("US"));
        assert_eq!(default_iso_for_calling_code("+44"), Some("GB"));
        assert_eq!(default_iso_for_calling_code("7"), Some("RU"));
        assert_eq!(default_iso_for_calling_code("61"), Some("AU"));
        assert_eq!(default_iso_for_calling_code("39"), Some("IT"));
        assert_eq!(default_iso_for_calling_code("56"), Some("CL"));
        assert_eq!(default_iso_for_calling_code("52"), Some("MX"));
        assert_eq!(default_iso_for_calling_code(""), None);
        assert_eq!(default_iso_for_calling_code("999"), None);
        assert_eq!(default_iso_for_calling_code("abc"), None);
    }

    #[test]
    fn every_shared_code_has_a_main_country() {
        let mut seen = HashSet::new();
        let mut shared = HashSet::new();
        for c in all() {
            if !seen.insert(c.calling_code) {
                shared.insert(c.calling_code);
            }
        }
        for code in &shared {
            let entry = MAIN_COUNTRY_FOR_SHARED_CODE
                .iter()
                .find(|(c, _)| c == code);
            let (_, iso) = entry.unwrap_or_else(|| panic!("no main country for {code}"));
            assert_eq!(by_iso(iso).unwrap().calling_code, *code);
        }
        for (code, _) in MAIN_COUNTRY_FOR_SHARED_CODE {
            assert!(shared.contains(code), "{code} is not shared");
        }
    }

    #[test]
    fn every_code_has_a_default_country_with_that_code() {
        for c in all() {
            let iso = default_iso_for_calling_code(c.calling_code).unwrap();
            assert_eq!(by_iso(iso).unwrap().calling_code, c.calling_code);
        }
    }

    #[test]
    fn is_calling_code_checks_the_table() {
        assert!(is_calling_code("56"));
        assert!(is_calling_code("1"));
        assert!(!is_calling_code(""));
        assert!(!is_calling_code("0"));
        assert!(!is_calling_code("+56"));
        assert!(!is_calling_code("999"));
    }
}
