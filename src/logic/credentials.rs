//! Credential (certificate) requirements of a job seeker: status, field
//! labels and list filters (reference 2.5 and 4.3).

use super::dates;
use super::lang::Lang;
use chrono::NaiveDate;
use std::borrow::Cow;

/// A credential is "expiring soon" when it expires within this many days,
/// today and the last day included.
pub const EXPIRING_SOON_DAYS: i64 = 30;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CredentialStatus {
    /// Supplied and not expiring within [`EXPIRING_SOON_DAYS`] (or with no
    /// usable expiry date).
    Supplied,
    Missing,
    Expired,
    /// Supplied and still valid for `days_left` more days (0: expires today).
    ExpiringSoon {
        days_left: i64,
    },
}

/// The status of one requirement. `has_value` says whether the job seeker
/// supplied it (the entry carries `value`); `expiry_date` is the value's
/// `expiry_date` in the API's `mmm dd, yyyy`.
///
/// The expiry date is the last valid day. A supplied credential whose expiry
/// date is blank or unreadable counts as `Supplied`: the job seeker did
/// supply it, and flagging it as expired on a format glitch would be worse
/// than not warning.
pub fn status(has_value: bool, expiry_date: Option<&str>, today: NaiveDate) -> CredentialStatus {
    if !has_value {
        return CredentialStatus::Missing;
    }
    let Some(expiry) = expiry_date.and_then(dates::parse_mdy) else {
        return CredentialStatus::Supplied;
    };
    let days_left = expiry.signed_duration_since(today).num_days();
    if days_left < 0 {
        CredentialStatus::Expired
    } else if days_left <= EXPIRING_SOON_DAYS {
        CredentialStatus::ExpiringSoon { days_left }
    } else {
        CredentialStatus::Supplied
    }
}

/// The label of a certificate field named in `required_fields`,
/// `hidden_fields` or `value`. Names the API may add later are humanised
/// (`license_class` becomes "License class") in both languages.
pub fn field_label(name: &str, lang: Lang) -> Cow<'static, str> {
    let known = match (name.trim(), lang) {
        ("certificate_file", Lang::En) => "Certificate file",
        ("certificate_file", Lang::Es) => "Archivo del certificado",
        ("credential_url", Lang::En) => "Credential URL",
        ("credential_url", Lang::Es) => "URL de la credencial",
        ("issuing_authority", Lang::En) => "Issuing authority",
        ("issuing_authority", Lang::Es) => "Entidad emisora",
        ("credential_id", Lang::En) => "Credential ID",
        ("credential_id", Lang::Es) => "ID de la credencial",
        ("issue_date", Lang::En) => "Issue date",
        ("issue_date", Lang::Es) => "Fecha de emisión",
        ("expiry_date", Lang::En) => "Expiry date",
        ("expiry_date", Lang::Es) => "Fecha de vencimiento",
        ("certificate_name", Lang::En) => "Certificate name",
        ("certificate_name", Lang::Es) => "Nombre del certificado",
        ("geo_level_one", Lang::En) => "Region",
        ("geo_level_one", Lang::Es) => "Región",
        _ => return Cow::Owned(humanize(name)),
    };
    Cow::Borrowed(known)
}

/// `some_field_name` -> "Some field name": underscores become single spaces
/// and the first letter is capitalised. Shared with the client form, whose
/// fields may come without a label.
pub(crate) fn humanize(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for word in name
        .split(|c: char| c == '_' || c.is_whitespace())
        .filter(|w| !w.is_empty())
    {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    let mut chars = out.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => out,
    }
}

/// The filter chips above the credentials list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Filter {
    #[default]
    All,
    Missing,
    Suggested,
    Expired,
}

impl Filter {
    pub const ALL: [Filter; 4] = [
        Filter::All,
        Filter::Missing,
        Filter::Suggested,
        Filter::Expired,
    ];

    /// Whether a requirement with this status and `suggested` flag is shown.
    /// `Suggested` follows the API's flag alone (the API only sends it on
    /// entries without a value); `Expired` shows expired credentials only,
    /// not those expiring soon.
    pub fn matches(self, status: CredentialStatus, suggested: bool) -> bool {
        match self {
            Filter::All => true,
            Filter::Missing => status == CredentialStatus::Missing,
            Filter::Suggested => suggested,
            Filter::Expired => status == CredentialStatus::Expired,
        }
    }

    /// A stable key for the URL query (`?filter=missing`).
    pub fn key(self) -> &'static str {
        match self {
            Filter::All => "all",
            Filter::Missing => "missing",
            Filter::Suggested => "suggested",
            Filter::Expired => "expired",
        }
    }

    pub fn from_key(key: &str) -> Option<Filter> {
        Filter::ALL
            .into_iter()
            .find(|f| f.key().eq_ignore_ascii_case(key.trim()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use CredentialStatus::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2024, 6, 15).unwrap()
    }

    #[test]
    fn missing_without_value_whatever_the_date() {
        assert_eq!(status(false, None, today()), Missing);
        assert_eq!(status(false, Some("Jan 01, 2000"), today()), Missing);
    }

    #[test]
    fn supplied_without_usable_expiry() {
        assert_eq!(status(true, None, today()), Supplied);
        assert_eq!(status(true, Some(""), today()), Supplied);
        assert_eq!(status(true, Some("soon"), today()), Supplied);
        assert_eq!(status(true, Some("2024-01-01"), today()), Supplied);
    }

    #[test]
    fn expiry_boundaries() {
        assert_eq!(status(true, Some("Jun 14, 2024"), today()), Expired);
        assert_eq!(status(true, Some("Jan 01, 1999"), today()), Expired);
        assert_eq!(
            status(true, Some("Jun 15, 2024"), today()),
            ExpiringSoon { days_left: 0 }
        );
        assert_eq!(
            status(true, Some("jun 16, 2024"), today()),
            ExpiringSoon { days_left: 1 }
        );
        assert_eq!(
            status(true, Some("Jul 15, 2024"), today()),
            ExpiringSoon { days_left: 30 }
        );
        assert_eq!(status(true, Some("Jul 16, 2024"), today()), Supplied);
        assert_eq!(status(true, Some("Dec 31, 2099"), today()), Supplied);
    }

    #[test]
    fn known_labels() {
        assert_eq!(
            field_label("certificate_file", Lang::En),
            "Certificate file"
        );
        assert_eq!(
            field_label("certificate_file", Lang::Es),
            "Archivo del certificado"
        );
        assert_eq!(field_label("credential_url", Lang::En), "Credential URL");
        assert_eq!(
            field_label("issuing_authority", Lang::Es),
            "Entidad emisora"
        );
        assert_eq!(field_label("credential_id", Lang::En), "Credential ID");
        assert_eq!(field_label("issue_date", Lang::Es), "Fecha de emisión");
        assert_eq!(field_label("expiry_date", Lang::En), "Expiry date");
        assert_eq!(
            field_label("certificate_name", Lang::Es),
            "Nombre del certificado"
        );
        assert_eq!(field_label("geo_level_one", Lang::En), "Region");
        assert!(matches!(
            field_label("geo_level_one", Lang::Es),
            Cow::Borrowed("Región")
        ));
    }

    #[test]
    fn every_known_label_differs_from_its_humanised_name_in_spanish() {
        for name in [
            "certificate_file",
            "credential_url",
            "issuing_authority",
            "credential_id",
            "issue_date",
            "expiry_date",
            "certificate_name",
            "geo_level_one",
        ] {
            assert!(
                matches!(field_label(name, Lang::En), Cow::Borrowed(_)),
                "{name}"
            );
            assert_ne!(field_label(name, Lang::Es), humanize(name), "{name}");
        }
    }

    #[test]
    fn unknown_names_are_humanised() {
        assert_eq!(field_label("license_class", Lang::En), "License class");
        assert_eq!(field_label("license_class", Lang::Es), "License class");
        assert_eq!(field_label("__odd__name_", Lang::En), "Odd name");
        assert_eq!(field_label("x", Lang::En), "X");
        assert_eq!(field_label("ünit_type", Lang::En), "Ünit type");
        assert_eq!(field_label("Already Nice", Lang::En), "Already Nice");
        assert_eq!(field_label("", Lang::En), "");
        assert_eq!(field_label("___", Lang::Es), "");
    }

    #[test]
    fn filters() {
        let all = [Supplied, Missing, Expired, ExpiringSoon { days_left: 3 }];
        for s in all {
            assert!(Filter::All.matches(s, false));
            assert!(Filter::All.matches(s, true));
        }
        assert!(Filter::Missing.matches(Missing, false));
        assert!(!Filter::Missing.matches(Supplied, true));
        assert!(!Filter::Missing.matches(Expired, false));
        assert!(Filter::Suggested.matches(Missing, true));
        assert!(!Filter::Suggested.matches(Missing, false));
        assert!(Filter::Expired.matches(Expired, false));
        assert!(!Filter::Expired.matches(ExpiringSoon { days_left: 0 }, false));
        assert!(!Filter::Expired.matches(Supplied, false));
    }

    #[test]
    fn filter_keys_round_trip() {
        for f in Filter::ALL {
            assert_eq!(Filter::from_key(f.key()), Some(f));
        }
        assert_eq!(Filter::from_key(" Missing "), Some(Filter::Missing));
        assert_eq!(Filter::from_key("nope"), None);
        assert_eq!(Filter::default(), Filter::All);
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod proptests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn arbitrary_input_never_panics(has in any::<bool>(), expiry in proptest::option::of(".{0,20}"), name in ".{0,20}") {
            let _ = status(has, expiry.as_deref(), NaiveDate::MAX);
            let _ = status(has, expiry.as_deref(), NaiveDate::MIN);
            let _ = field_label(&name, Lang::Es);
        }

        #[test]
        fn status_agrees_with_days(offset in -400i64..400) {
            let today = NaiveDate::from_ymd_opt(2024, 6, 15).unwrap();
            let expiry = today + chrono::Duration::days(offset);
            let s = status(true, Some(&dates::format_mdy(expiry)), today);
            let expected = match offset {
                ..=-1 => CredentialStatus::Expired,
                0..=EXPIRING_SOON_DAYS => CredentialStatus::ExpiringSoon { days_left: offset },
                _ => CredentialStatus::Supplied,
            };
            prop_assert_eq!(s, expected);
        }
    }
}
