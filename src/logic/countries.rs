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
    /// ISO 3166-1 numeric code (`152` for Chile); Kosovo has none.
    pub numeric: Option<u16>,
}

const fn c(
    iso: &'static str,
    name: &'static str,
    calling_code: &'static str,
    numeric: Option<u16>,
) -> Country {
    Country {
        iso,
        name,
        calling_code,
        numeric,
    }
}

/// Sorted by English name (ignoring accents), so a country picker can use it
/// as is.
static COUNTRIES: &[Country] = &[
    c("AF", "Afghanistan", "93", Some(4)),
    c("AX", "Åland Islands", "358", Some(248)),
    c("AL", "Albania", "355", Some(8)),
    c("DZ", "Algeria", "213", Some(12)),
    c("AS", "American Samoa", "1", Some(16)),
    c("AD", "Andorra", "376", Some(20)),
    c("AO", "Angola", "244", Some(24)),
    c("AI", "Anguilla", "1", Some(660)),
    c("AQ", "Antarctica", "672", Some(10)),
    c("AG", "Antigua and Barbuda", "1", Some(28)),
    c("AR", "Argentina", "54", Some(32)),
    c("AM", "Armenia", "374", Some(51)),
    c("AW", "Aruba", "297", Some(533)),
    c("AU", "Australia", "61", Some(36)),
    c("AT", "Austria", "43", Some(40)),
    c("AZ", "Azerbaijan", "994", Some(31)),
    c("BS", "Bahamas", "1", Some(44)),
    c("BH", "Bahrain", "973", Some(48)),
    c("BD", "Bangladesh", "880", Some(50)),
    c("BB", "Barbados", "1", Some(52)),
    c("BY", "Belarus", "375", Some(112)),
    c("BE", "Belgium", "32", Some(56)),
    c("BZ", "Belize", "501", Some(84)),
    c("BJ", "Benin", "229", Some(204)),
    c("BM", "Bermuda", "1", Some(60)),
    c("BT", "Bhutan", "975", Some(64)),
    c("BO", "Bolivia", "591", Some(68)),
    c("BA", "Bosnia and Herzegovina", "387", Some(70)),
    c("BW", "Botswana", "267", Some(72)),
    c("BV", "Bouvet Island", "47", Some(74)),
    c("BR", "Brazil", "55", Some(76)),
    c("IO", "British Indian Ocean Territory", "246", Some(86)),
    c("VG", "British Virgin Islands", "1", Some(92)),
    c("BN", "Brunei", "673", Some(96)),
    c("BG", "Bulgaria", "359", Some(100)),
    c("BF", "Burkina Faso", "226", Some(854)),
    c("BI", "Burundi", "257", Some(108)),
    c("KH", "Cambodia", "855", Some(116)),
    c("CM", "Cameroon", "237", Some(120)),
    c("CA", "Canada", "1", Some(124)),
    c("CV", "Cape Verde", "238", Some(132)),
    c("BQ", "Caribbean Netherlands", "599", Some(535)),
    c("KY", "Cayman Islands", "1", Some(136)),
    c("CF", "Central African Republic", "236", Some(140)),
    c("TD", "Chad", "235", Some(148)),
    c("CL", "Chile", "56", Some(152)),
    c("CN", "China", "86", Some(156)),
    c("CX", "Christmas Island", "61", Some(162)),
    c("CC", "Cocos (Keeling) Islands", "61", Some(166)),
    c("CO", "Colombia", "57", Some(170)),
    c("KM", "Comoros", "269", Some(174)),
    c("CK", "Cook Islands", "682", Some(184)),
    c("CR", "Costa Rica", "506", Some(188)),
    c("HR", "Croatia", "385", Some(191)),
    c("CU", "Cuba", "53", Some(192)),
    c("CW", "Curaçao", "599", Some(531)),
    c("CY", "Cyprus", "357", Some(196)),
    c("CZ", "Czechia", "420", Some(203)),
    c("CD", "Democratic Republic of the Congo", "243", Some(180)),
    c("DK", "Denmark", "45", Some(208)),
    c("DJ", "Djibouti", "253", Some(262)),
    c("DM", "Dominica", "1", Some(212)),
    c("DO", "Dominican Republic", "1", Some(214)),
    c("EC", "Ecuador", "593", Some(218)),
    c("EG", "Egypt", "20", Some(818)),
    c("SV", "El Salvador", "503", Some(222)),
    c("GQ", "Equatorial Guinea", "240", Some(226)),
    c("ER", "Eritrea", "291", Some(232)),
    c("EE", "Estonia", "372", Some(233)),
    c("SZ", "Eswatini", "268", Some(748)),
    c("ET", "Ethiopia", "251", Some(231)),
    c("FK", "Falkland Islands", "500", Some(238)),
    c("FO", "Faroe Islands", "298", Some(234)),
    c("FJ", "Fiji", "679", Some(242)),
    c("FI", "Finland", "358", Some(246)),
    c("FR", "France", "33", Some(250)),
    c("GF", "French Guiana", "594", Some(254)),
    c("PF", "French Polynesia", "689", Some(258)),
    c("TF", "French Southern Territories", "262", Some(260)),
    c("GA", "Gabon", "241", Some(266)),
    c("GM", "Gambia", "220", Some(270)),
    c("GE", "Georgia", "995", Some(268)),
    c("DE", "Germany", "49", Some(276)),
    c("GH", "Ghana", "233", Some(288)),
    c("GI", "Gibraltar", "350", Some(292)),
    c("GR", "Greece", "30", Some(300)),
    c("GL", "Greenland", "299", Some(304)),
    c("GD", "Grenada", "1", Some(308)),
    c("GP", "Guadeloupe", "590", Some(312)),
    c("GU", "Guam", "1", Some(316)),
    c("GT", "Guatemala", "502", Some(320)),
    c("GG", "Guernsey", "44", Some(831)),
    c("GN", "Guinea", "224", Some(324)),
    c("GW", "Guinea-Bissau", "245", Some(624)),
    c("GY", "Guyana", "592", Some(328)),
    c("HT", "Haiti", "509", Some(332)),
    c("HM", "Heard Island and McDonald Islands", "672", Some(334)),
    c("HN", "Honduras", "504", Some(340)),
    c("HK", "Hong Kong", "852", Some(344)),
    c("HU", "Hungary", "36", Some(348)),
    c("IS", "Iceland", "354", Some(352)),
    c("IN", "India", "91", Some(356)),
    c("ID", "Indonesia", "62", Some(360)),
    c("IR", "Iran", "98", Some(364)),
    c("IQ", "Iraq", "964", Some(368)),
    c("IE", "Ireland", "353", Some(372)),
    c("IM", "Isle of Man", "44", Some(833)),
    c("IL", "Israel", "972", Some(376)),
    c("IT", "Italy", "39", Some(380)),
    c("CI", "Ivory Coast", "225", Some(384)),
    c("JM", "Jamaica", "1", Some(388)),
    c("JP", "Japan", "81", Some(392)),
    c("JE", "Jersey", "44", Some(832)),
    c("JO", "Jordan", "962", Some(400)),
    c("KZ", "Kazakhstan", "7", Some(398)),
    c("KE", "Kenya", "254", Some(404)),
    c("KI", "Kiribati", "686", Some(296)),
    c("XK", "Kosovo", "383", None),
    c("KW", "Kuwait", "965", Some(414)),
    c("KG", "Kyrgyzstan", "996", Some(417)),
    c("LA", "Laos", "856", Some(418)),
    c("LV", "Latvia", "371", Some(428)),
    c("LB", "Lebanon", "961", Some(422)),
    c("LS", "Lesotho", "266", Some(426)),
    c("LR", "Liberia", "231", Some(430)),
    c("LY", "Libya", "218", Some(434)),
    c("LI", "Liechtenstein", "423", Some(438)),
    c("LT", "Lithuania", "370", Some(440)),
    c("LU", "Luxembourg", "352", Some(442)),
    c("MO", "Macao", "853", Some(446)),
    c("MG", "Madagascar", "261", Some(450)),
    c("MW", "Malawi", "265", Some(454)),
    c("MY", "Malaysia", "60", Some(458)),
    c("MV", "Maldives", "960", Some(462)),
    c("ML", "Mali", "223", Some(466)),
    c("MT", "Malta", "356", Some(470)),
    c("MH", "Marshall Islands", "692", Some(584)),
    c("MQ", "Martinique", "596", Some(474)),
    c("MR", "Mauritania", "222", Some(478)),
    c("MU", "Mauritius", "230", Some(480)),
    c("YT", "Mayotte", "262", Some(175)),
    c("MX", "Mexico", "52", Some(484)),
    c("FM", "Micronesia", "691", Some(583)),
    c("MD", "Moldova", "373", Some(498)),
    c("MC", "Monaco", "377", Some(492)),
    c("MN", "Mongolia", "976", Some(496)),
    c("ME", "Montenegro", "382", Some(499)),
    c("MS", "Montserrat", "1", Some(500)),
    c("MA", "Morocco", "212", Some(504)),
    c("MZ", "Mozambique", "258", Some(508)),
    c("MM", "Myanmar", "95", Some(104)),
    c("NA", "Namibia", "264", Some(516)),
    c("NR", "Nauru", "674", Some(520)),
    c("NP", "Nepal", "977", Some(524)),
    c("NL", "Netherlands", "31", Some(528)),
    c("NC", "New Caledonia", "687", Some(540)),
    c("NZ", "New Zealand", "64", Some(554)),
    c("NI", "Nicaragua", "505", Some(558)),
    c("NE", "Niger", "227", Some(562)),
    c("NG", "Nigeria", "234", Some(566)),
    c("NU", "Niue", "683", Some(570)),
    c("NF", "Norfolk Island", "672", Some(574)),
    c("KP", "North Korea", "850", Some(408)),
    c("MK", "North Macedonia", "389", Some(807)),
    c("MP", "Northern Mariana Islands", "1", Some(580)),
    c("NO", "Norway", "47", Some(578)),
    c("OM", "Oman", "968", Some(512)),
    c("PK", "Pakistan", "92", Some(586)),
    c("PW", "Palau", "680", Some(585)),
    c("PS", "Palestine", "970", Some(275)),
    c("PA", "Panama", "507", Some(591)),
    c("PG", "Papua New Guinea", "675", Some(598)),
    c("PY", "Paraguay", "595", Some(600)),
    c("PE", "Peru", "51", Some(604)),
    c("PH", "Philippines", "63", Some(608)),
    c("PN", "Pitcairn Islands", "64", Some(612)),
    c("PL", "Poland", "48", Some(616)),
    c("PT", "Portugal", "351", Some(620)),
    c("PR", "Puerto Rico", "1", Some(630)),
    c("QA", "Qatar", "974", Some(634)),
    c("CG", "Republic of the Congo", "242", Some(178)),
    c("RE", "Réunion", "262", Some(638)),
    c("RO", "Romania", "40", Some(642)),
    c("RU", "Russia", "7", Some(643)),
    c("RW", "Rwanda", "250", Some(646)),
    c("BL", "Saint Barthélemy", "590", Some(652)),
    c("SH", "Saint Helena", "290", Some(654)),
    c("KN", "Saint Kitts and Nevis", "1", Some(659)),
    c("LC", "Saint Lucia", "1", Some(662)),
    c("MF", "Saint Martin", "590", Some(663)),
    c("PM", "Saint Pierre and Miquelon", "508", Some(666)),
    c("VC", "Saint Vincent and the Grenadines", "1", Some(670)),
    c("WS", "Samoa", "685", Some(882)),
    c("SM", "San Marino", "378", Some(674)),
    c("ST", "São Tomé and Príncipe", "239", Some(678)),
    c("SA", "Saudi Arabia", "966", Some(682)),
    c("SN", "Senegal", "221", Some(686)),
    c("RS", "Serbia", "381", Some(688)),
    c("SC", "Seychelles", "248", Some(690)),
    c("SL", "Sierra Leone", "232", Some(694)),
    c("SG", "Singapore", "65", Some(702)),
    c("SX", "Sint Maarten", "1", Some(534)),
    c("SK", "Slovakia", "421", Some(703)),
    c("SI", "Slovenia", "386", Some(705)),
    c("SB", "Solomon Islands", "677", Some(90)),
    c("SO", "Somalia", "252", Some(706)),
    c("ZA", "South Africa", "27", Some(710)),
    c(
        "GS",
        "South Georgia and the South Sandwich Islands",
        "500",
        Some(239),
    ),
    c("KR", "South Korea", "82", Some(410)),
    c("SS", "South Sudan", "211", Some(728)),
    c("ES", "Spain", "34", Some(724)),
    c("LK", "Sri Lanka", "94", Some(144)),
    c("SD", "Sudan", "249", Some(729)),
    c("SR", "Suriname", "597", Some(740)),
    c("SJ", "Svalbard and Jan Mayen", "47", Some(744)),
    c("SE", "Sweden", "46", Some(752)),
    c("CH", "Switzerland", "41", Some(756)),
    c("SY", "Syria", "963", Some(760)),
    c("TW", "Taiwan", "886", Some(158)),
    c("TJ", "Tajikistan", "992", Some(762)),
    c("TZ", "Tanzania", "255", Some(834)),
    c("TH", "Thailand", "66", Some(764)),
    c("TL", "Timor-Leste", "670", Some(626)),
    c("TG", "Togo", "228", Some(768)),
    c("TK", "Tokelau", "690", Some(772)),
    c("TO", "Tonga", "676", Some(776)),
    c("TT", "Trinidad and Tobago", "1", Some(780)),
    c("TN", "Tunisia", "216", Some(788)),
    c("TR", "Turkey", "90", Some(792)),
    c("TM", "Turkmenistan", "993", Some(795)),
    c("TC", "Turks and Caicos Islands", "1", Some(796)),
    c("TV", "Tuvalu", "688", Some(798)),
    c("VI", "U.S. Virgin Islands", "1", Some(850)),
    c("UG", "Uganda", "256", Some(800)),
    c("UA", "Ukraine", "380", Some(804)),
    c("AE", "United Arab Emirates", "971", Some(784)),
    c("GB", "United Kingdom", "44", Some(826)),
    c("US", "United States", "1", Some(840)),
    c("UM", "United States Minor Outlying Islands", "1", Some(581)),
    c("UY", "Uruguay", "598", Some(858)),
    c("UZ", "Uzbekistan", "998", Some(860)),
    c("VU", "Vanuatu", "678", Some(548)),
    c("VA", "Vatican City", "39", Some(336)),
    c("VE", "Venezuela", "58", Some(862)),
    c("VN", "Vietnam", "84", Some(704)),
    c("WF", "Wallis and Futuna", "681", Some(876)),
    c("EH", "Western Sahara", "212", Some(732)),
    c("YE", "Yemen", "967", Some(887)),
    c("ZM", "Zambia", "260", Some(894)),
    c("ZW", "Zimbabwe", "263", Some(716)),
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

/// The country with this ISO 3166-1 numeric code. Whether the API's integer
/// `country_id` (reference 2.2) uses these codes is not stated; the test
/// simulator does.
pub fn by_numeric(numeric: u16) -> Option<&'static Country> {
    COUNTRIES.iter().find(|c| c.numeric == Some(numeric))
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

/// The country a calling-code selector shows for `code` (digits, `+` allowed): the one the user
/// picked when it has that code (several countries share +1, +7, +44…), else the code's main country.
pub fn shown_for_code(code: &str, chosen_iso: Option<&str>) -> Option<&'static Country> {
    let code = code.trim().trim_start_matches('+');
    if code.is_empty() {
        return None;
    }
    chosen_iso
        .and_then(by_iso)
        .filter(|country| country.calling_code == code)
        .or_else(|| default_iso_for_calling_code(code).and_then(by_iso))
}

/// A country as a calling-code option: `Chile (+56)`.
pub fn option_label(country: &Country) -> String {
    format!("{} (+{})", country.name, country.calling_code)
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

    #[test]
    fn the_selector_shows_the_picked_country_of_a_shared_code() {
        assert_eq!(shown_for_code("1", Some("CA")).map(|c| c.iso), Some("CA"));
        assert_eq!(shown_for_code("+1", None).map(|c| c.iso), Some("US"));
        // A pick from another code does not stick.
        assert_eq!(shown_for_code("56", Some("CA")).map(|c| c.iso), Some("CL"));
        assert_eq!(shown_for_code("", Some("CL")), None);
        assert_eq!(shown_for_code("999", None), None);
        let chile = by_iso("CL").expect("Chile");
        assert_eq!(option_label(chile), "Chile (+56)");
    }

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
            assert!(c.calling_code.bytes().all(|b| b.is_ascii_digit()), "{c:?}");
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
    fn numeric_codes_are_unique_and_known() {
        let numerics: HashSet<_> = all().iter().filter_map(|c| c.numeric).collect();
        assert_eq!(numerics.len(), all().len() - 1, "only Kosovo has none");
        assert!(numerics.iter().all(|n| (4..=894).contains(n)));
        for (n, name) in [
            (152, "Chile"),
            (840, "United States"),
            (826, "United Kingdom"),
            (484, "Mexico"),
            (724, "Spain"),
            (32, "Argentina"),
            (604, "Peru"),
            (170, "Colombia"),
            (76, "Brazil"),
            (862, "Venezuela"),
            (630, "Puerto Rico"),
            (4, "Afghanistan"),
            (894, "Zambia"),
        ] {
            assert_eq!(by_numeric(n).map(|c| c.name), Some(name), "{n}");
        }
        assert_eq!(by_numeric(0), None);
        assert_eq!(by_numeric(999), None);
        assert_eq!(by_iso("XK").unwrap().numeric, None);
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
            let entry = MAIN_COUNTRY_FOR_SHARED_CODE.iter().find(|(c, _)| c == code);
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
