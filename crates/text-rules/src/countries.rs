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

/// Every country as `ISO|name|calling code|numeric` (the numeric empty for Kosovo), one per line,
/// sorted by English name (ignoring accents), so a country picker can use it as is. One string, read
/// once into [`Country`] values that borrow from it, rather than a table of 250 entries of four
/// fields: docs/performance.md#countries-as-one-string.
static COUNTRY_LINES: &str = "\
AF|Afghanistan|93|4\n\
AX|Åland Islands|358|248\n\
AL|Albania|355|8\n\
DZ|Algeria|213|12\n\
AS|American Samoa|1|16\n\
AD|Andorra|376|20\n\
AO|Angola|244|24\n\
AI|Anguilla|1|660\n\
AQ|Antarctica|672|10\n\
AG|Antigua and Barbuda|1|28\n\
AR|Argentina|54|32\n\
AM|Armenia|374|51\n\
AW|Aruba|297|533\n\
AU|Australia|61|36\n\
AT|Austria|43|40\n\
AZ|Azerbaijan|994|31\n\
BS|Bahamas|1|44\n\
BH|Bahrain|973|48\n\
BD|Bangladesh|880|50\n\
BB|Barbados|1|52\n\
BY|Belarus|375|112\n\
BE|Belgium|32|56\n\
BZ|Belize|501|84\n\
BJ|Benin|229|204\n\
BM|Bermuda|1|60\n\
BT|Bhutan|975|64\n\
BO|Bolivia|591|68\n\
BA|Bosnia and Herzegovina|387|70\n\
BW|Botswana|267|72\n\
BV|Bouvet Island|47|74\n\
BR|Brazil|55|76\n\
IO|British Indian Ocean Territory|246|86\n\
VG|British Virgin Islands|1|92\n\
BN|Brunei|673|96\n\
BG|Bulgaria|359|100\n\
BF|Burkina Faso|226|854\n\
BI|Burundi|257|108\n\
KH|Cambodia|855|116\n\
CM|Cameroon|237|120\n\
CA|Canada|1|124\n\
CV|Cape Verde|238|132\n\
BQ|Caribbean Netherlands|599|535\n\
KY|Cayman Islands|1|136\n\
CF|Central African Republic|236|140\n\
TD|Chad|235|148\n\
CL|Chile|56|152\n\
CN|China|86|156\n\
CX|Christmas Island|61|162\n\
CC|Cocos (Keeling) Islands|61|166\n\
CO|Colombia|57|170\n\
KM|Comoros|269|174\n\
CK|Cook Islands|682|184\n\
CR|Costa Rica|506|188\n\
HR|Croatia|385|191\n\
CU|Cuba|53|192\n\
CW|Curaçao|599|531\n\
CY|Cyprus|357|196\n\
CZ|Czechia|420|203\n\
CD|Democratic Republic of the Congo|243|180\n\
DK|Denmark|45|208\n\
DJ|Djibouti|253|262\n\
DM|Dominica|1|212\n\
DO|Dominican Republic|1|214\n\
EC|Ecuador|593|218\n\
EG|Egypt|20|818\n\
SV|El Salvador|503|222\n\
GQ|Equatorial Guinea|240|226\n\
ER|Eritrea|291|232\n\
EE|Estonia|372|233\n\
SZ|Eswatini|268|748\n\
ET|Ethiopia|251|231\n\
FK|Falkland Islands|500|238\n\
FO|Faroe Islands|298|234\n\
FJ|Fiji|679|242\n\
FI|Finland|358|246\n\
FR|France|33|250\n\
GF|French Guiana|594|254\n\
PF|French Polynesia|689|258\n\
TF|French Southern Territories|262|260\n\
GA|Gabon|241|266\n\
GM|Gambia|220|270\n\
GE|Georgia|995|268\n\
DE|Germany|49|276\n\
GH|Ghana|233|288\n\
GI|Gibraltar|350|292\n\
GR|Greece|30|300\n\
GL|Greenland|299|304\n\
GD|Grenada|1|308\n\
GP|Guadeloupe|590|312\n\
GU|Guam|1|316\n\
GT|Guatemala|502|320\n\
GG|Guernsey|44|831\n\
GN|Guinea|224|324\n\
GW|Guinea-Bissau|245|624\n\
GY|Guyana|592|328\n\
HT|Haiti|509|332\n\
HM|Heard Island and McDonald Islands|672|334\n\
HN|Honduras|504|340\n\
HK|Hong Kong|852|344\n\
HU|Hungary|36|348\n\
IS|Iceland|354|352\n\
IN|India|91|356\n\
ID|Indonesia|62|360\n\
IR|Iran|98|364\n\
IQ|Iraq|964|368\n\
IE|Ireland|353|372\n\
IM|Isle of Man|44|833\n\
IL|Israel|972|376\n\
IT|Italy|39|380\n\
CI|Ivory Coast|225|384\n\
JM|Jamaica|1|388\n\
JP|Japan|81|392\n\
JE|Jersey|44|832\n\
JO|Jordan|962|400\n\
KZ|Kazakhstan|7|398\n\
KE|Kenya|254|404\n\
KI|Kiribati|686|296\n\
XK|Kosovo|383|\n\
KW|Kuwait|965|414\n\
KG|Kyrgyzstan|996|417\n\
LA|Laos|856|418\n\
LV|Latvia|371|428\n\
LB|Lebanon|961|422\n\
LS|Lesotho|266|426\n\
LR|Liberia|231|430\n\
LY|Libya|218|434\n\
LI|Liechtenstein|423|438\n\
LT|Lithuania|370|440\n\
LU|Luxembourg|352|442\n\
MO|Macao|853|446\n\
MG|Madagascar|261|450\n\
MW|Malawi|265|454\n\
MY|Malaysia|60|458\n\
MV|Maldives|960|462\n\
ML|Mali|223|466\n\
MT|Malta|356|470\n\
MH|Marshall Islands|692|584\n\
MQ|Martinique|596|474\n\
MR|Mauritania|222|478\n\
MU|Mauritius|230|480\n\
YT|Mayotte|262|175\n\
MX|Mexico|52|484\n\
FM|Micronesia|691|583\n\
MD|Moldova|373|498\n\
MC|Monaco|377|492\n\
MN|Mongolia|976|496\n\
ME|Montenegro|382|499\n\
MS|Montserrat|1|500\n\
MA|Morocco|212|504\n\
MZ|Mozambique|258|508\n\
MM|Myanmar|95|104\n\
NA|Namibia|264|516\n\
NR|Nauru|674|520\n\
NP|Nepal|977|524\n\
NL|Netherlands|31|528\n\
NC|New Caledonia|687|540\n\
NZ|New Zealand|64|554\n\
NI|Nicaragua|505|558\n\
NE|Niger|227|562\n\
NG|Nigeria|234|566\n\
NU|Niue|683|570\n\
NF|Norfolk Island|672|574\n\
KP|North Korea|850|408\n\
MK|North Macedonia|389|807\n\
MP|Northern Mariana Islands|1|580\n\
NO|Norway|47|578\n\
OM|Oman|968|512\n\
PK|Pakistan|92|586\n\
PW|Palau|680|585\n\
PS|Palestine|970|275\n\
PA|Panama|507|591\n\
PG|Papua New Guinea|675|598\n\
PY|Paraguay|595|600\n\
PE|Peru|51|604\n\
PH|Philippines|63|608\n\
PN|Pitcairn Islands|64|612\n\
PL|Poland|48|616\n\
PT|Portugal|351|620\n\
PR|Puerto Rico|1|630\n\
QA|Qatar|974|634\n\
CG|Republic of the Congo|242|178\n\
RE|Réunion|262|638\n\
RO|Romania|40|642\n\
RU|Russia|7|643\n\
RW|Rwanda|250|646\n\
BL|Saint Barthélemy|590|652\n\
SH|Saint Helena|290|654\n\
KN|Saint Kitts and Nevis|1|659\n\
LC|Saint Lucia|1|662\n\
MF|Saint Martin|590|663\n\
PM|Saint Pierre and Miquelon|508|666\n\
VC|Saint Vincent and the Grenadines|1|670\n\
WS|Samoa|685|882\n\
SM|San Marino|378|674\n\
ST|São Tomé and Príncipe|239|678\n\
SA|Saudi Arabia|966|682\n\
SN|Senegal|221|686\n\
RS|Serbia|381|688\n\
SC|Seychelles|248|690\n\
SL|Sierra Leone|232|694\n\
SG|Singapore|65|702\n\
SX|Sint Maarten|1|534\n\
SK|Slovakia|421|703\n\
SI|Slovenia|386|705\n\
SB|Solomon Islands|677|90\n\
SO|Somalia|252|706\n\
ZA|South Africa|27|710\n\
GS|South Georgia and the South Sandwich Islands|500|239\n\
KR|South Korea|82|410\n\
SS|South Sudan|211|728\n\
ES|Spain|34|724\n\
LK|Sri Lanka|94|144\n\
SD|Sudan|249|729\n\
SR|Suriname|597|740\n\
SJ|Svalbard and Jan Mayen|47|744\n\
SE|Sweden|46|752\n\
CH|Switzerland|41|756\n\
SY|Syria|963|760\n\
TW|Taiwan|886|158\n\
TJ|Tajikistan|992|762\n\
TZ|Tanzania|255|834\n\
TH|Thailand|66|764\n\
TL|Timor-Leste|670|626\n\
TG|Togo|228|768\n\
TK|Tokelau|690|772\n\
TO|Tonga|676|776\n\
TT|Trinidad and Tobago|1|780\n\
TN|Tunisia|216|788\n\
TR|Turkey|90|792\n\
TM|Turkmenistan|993|795\n\
TC|Turks and Caicos Islands|1|796\n\
TV|Tuvalu|688|798\n\
VI|U.S. Virgin Islands|1|850\n\
UG|Uganda|256|800\n\
UA|Ukraine|380|804\n\
AE|United Arab Emirates|971|784\n\
GB|United Kingdom|44|826\n\
US|United States|1|840\n\
UM|United States Minor Outlying Islands|1|581\n\
UY|Uruguay|598|858\n\
UZ|Uzbekistan|998|860\n\
VU|Vanuatu|678|548\n\
VA|Vatican City|39|336\n\
VE|Venezuela|58|862\n\
VN|Vietnam|84|704\n\
WF|Wallis and Futuna|681|876\n\
EH|Western Sahara|212|732\n\
YE|Yemen|967|887\n\
ZM|Zambia|260|894\n\
ZW|Zimbabwe|263|716";

/// All countries, read from [`COUNTRY_LINES`] on first use.
fn table() -> &'static [Country] {
    static TABLE: std::sync::OnceLock<Vec<Country>> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| COUNTRY_LINES.lines().filter_map(country).collect())
}

fn country(line: &'static str) -> Option<Country> {
    let mut fields = line.split('|');
    Some(Country {
        iso: fields.next()?,
        name: fields.next()?,
        calling_code: fields.next()?,
        numeric: fields.next()?.parse().ok(),
    })
}

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
    table()
}

/// The country with this ISO alpha-2 code, case-insensitive.
pub fn by_iso(iso: &str) -> Option<&'static Country> {
    let iso = iso.trim();
    table().iter().find(|c| c.iso.eq_ignore_ascii_case(iso))
}

/// The country with this ISO 3166-1 numeric code. Whether the API's integer
/// `country_id` (reference 2.2) uses these codes is not stated; the test
/// simulator does.
pub fn by_numeric(numeric: u16) -> Option<&'static Country> {
    table().iter().find(|c| c.numeric == Some(numeric))
}

/// The country with this English name or alias, case-insensitive and
/// ignoring surrounding spaces. Accents must match for non-ASCII names, but
/// the common ASCII spellings are aliases.
pub fn by_name(name: &str) -> Option<&'static Country> {
    let name = name.trim();
    if name.is_empty() {
        return None;
    }
    table()
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
    !code.is_empty() && table().iter().any(|c| c.calling_code == code)
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
    table()
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
    fn every_line_of_the_table_is_a_country() {
        assert_eq!(all().len(), COUNTRY_LINES.lines().count());
        assert_eq!(all().len(), 250);
        let chile = by_iso("CL").expect("Chile");
        assert_eq!(
            (chile.name, chile.calling_code, chile.numeric),
            ("Chile", "56", Some(152))
        );
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
