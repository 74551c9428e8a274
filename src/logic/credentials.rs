//! Credential (certificate) requirements of a job seeker: status, counts
//! and list filters (reference 2.5 and 4.3). The field labels are text:
//! [`crate::i18n::credential_field_label`].

use crate::api::lenient::OrderedMap;
use crate::api::models::CredentialRequirement;
use chrono::NaiveDate;
use text_rules::dates;

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

/// The status of one requirement of a credentials response on `today`, by [`status`].
pub fn status_of(requirement: &CredentialRequirement, today: NaiveDate) -> CredentialStatus {
    let value = requirement.value.as_ref();
    status(
        value.is_some(),
        value.and_then(|value| value.expiry_date.as_deref()),
        today,
    )
}

/// Whether the platform suggests a requirement (its `suggested` flag).
pub fn is_suggested(requirement: &CredentialRequirement) -> bool {
    requirement.suggested == Some(true)
}

/// The counts of a credentials response on `today` (the user's local date), by [`status_of`] and
/// [`is_suggested`]: what the profile's onboarding overview shows. The credentials page counts its
/// views, made with the same two rules, so the two cannot count differently.
pub fn counts(
    requirements: &OrderedMap<CredentialRequirement>,
    today: NaiveDate,
) -> CredentialCounts {
    CredentialCounts::tally(
        requirements
            .iter()
            .map(|(_, requirement)| (status_of(requirement, today), is_suggested(requirement))),
    )
}

/// How many requirements fall in each group: what the credentials page's filters show, and what
/// the profile's onboarding overview counts. `expiring` (still valid, expiring within
/// [`EXPIRING_SOON_DAYS`]) has no filter of its own; the overview shows it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CredentialCounts {
    pub missing: usize,
    pub expired: usize,
    pub expiring: usize,
    pub suggested: usize,
    pub total: usize,
}

impl CredentialCounts {
    /// Counts requirements given as (their [`status`], the API's `suggested` flag).
    pub fn tally(requirements: impl IntoIterator<Item = (CredentialStatus, bool)>) -> Self {
        let mut counts = CredentialCounts::default();
        for (status, suggested) in requirements {
            counts.total += 1;
            match status {
                CredentialStatus::Missing => counts.missing += 1,
                CredentialStatus::Expired => counts.expired += 1,
                CredentialStatus::ExpiringSoon { .. } => counts.expiring += 1,
                CredentialStatus::Supplied => {}
            }
            if suggested {
                counts.suggested += 1;
            }
        }
        counts
    }

    /// How many requirements a filter shows.
    pub fn for_filter(&self, filter: Filter) -> usize {
        match filter {
            Filter::All => self.total,
            Filter::Missing => self.missing,
            Filter::Suggested => self.suggested,
            Filter::Expired => self.expired,
        }
    }

    /// Whether nothing needs attention.
    pub fn all_in_order(&self) -> bool {
        self.missing == 0 && self.expired == 0 && self.expiring == 0
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
    use crate::logic::fixtures::today;
    use CredentialStatus::*;

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
    fn counts_by_status() {
        let counts = CredentialCounts::tally(
            [
                (false, None),
                (false, Some("Jan 01, 2030")),
                (true, Some("Jun 14, 2024")),
                (true, Some("Jun 15, 2024")),
                (true, Some("Jul 15, 2024")),
                (true, Some("Jul 16, 2024")),
                (true, None),
                (true, Some("not a date")),
            ]
            .map(|(has_value, expiry)| (status(has_value, expiry, today()), false)),
        );
        assert_eq!(
            counts,
            CredentialCounts {
                total: 8,
                missing: 2,
                expired: 1,
                expiring: 2,
                suggested: 0,
            }
        );
        assert!(!counts.all_in_order());
        assert!(CredentialCounts::tally([(Supplied, true)]).all_in_order());
        assert!(CredentialCounts::tally([]).all_in_order());
    }

    #[test]
    fn counts_per_filter() {
        let counts = CredentialCounts::tally([
            (Supplied, false),
            (Expired, false),
            (ExpiringSoon { days_left: 20 }, false),
            (Supplied, false),
            (Missing, true),
            (Missing, false),
        ]);
        assert_eq!(
            counts,
            CredentialCounts {
                missing: 2,
                expired: 1,
                expiring: 1,
                suggested: 1,
                total: 6,
            }
        );
        assert_eq!(counts.for_filter(Filter::All), 6);
        assert_eq!(counts.for_filter(Filter::Missing), 2);
        assert_eq!(counts.for_filter(Filter::Suggested), 1);
        assert_eq!(counts.for_filter(Filter::Expired), 1);
    }

    #[test]
    fn a_response_is_counted_by_each_requirement_s_status_and_flag() {
        let body = serde_json::json!({
            "cert_1": { "value": { "expiry_date": "Jun 14, 2024" } },
            "cert_2": { "value": { "expiry_date": "Jun 20, 2024" } },
            "cert_3": { "value": { "expiry_date": "" } },
            "cert_4": { "suggested": true },
            "cert_5": { "suggested": false }
        });
        let requirements = crate::api::decode::credential_requirements(200, &body.to_string())
            .expect("a response of the reference's shape");
        assert_eq!(
            counts(&requirements, today()),
            CredentialCounts {
                missing: 2,
                expired: 1,
                expiring: 1,
                suggested: 1,
                total: 5,
            }
        );
        assert_eq!(
            counts(&OrderedMap::default(), today()),
            CredentialCounts::default()
        );
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
        fn arbitrary_input_never_panics(has in any::<bool>(), expiry in proptest::option::of(".{0,20}")) {
            let _ = status(has, expiry.as_deref(), NaiveDate::MAX);
            let _ = status(has, expiry.as_deref(), NaiveDate::MIN);
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
