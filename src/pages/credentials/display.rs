//! How the credentials page shows the wire types of reference 2.5. Pure: no browser, no Leptos, so it
//! is tested natively. The rules themselves (status, expiry window, filters, counts) live in
//! [`crate::logic::credentials`] and the field labels in [`crate::i18n`]; this module only applies
//! them to API data.

use crate::api::lenient::OrderedMap;
use crate::api::models::{CredentialRequirement, CredentialValue};
use crate::i18n::{credential_field_label, fill, Credentials, Translate};
use crate::logic::credentials::{self, CredentialCounts, CredentialStatus, Filter};
use crate::logic::lang::Lang;
use chrono::NaiveDate;
use std::borrow::Cow;
use text_rules::dates;
use text_rules::validate;

/// The status badge: its text in `lang` and its colour class.
pub fn status_badge(status: CredentialStatus, lang: Lang) -> (String, &'static str) {
    let text = |message: Credentials| message.text(lang).to_string();
    match status {
        CredentialStatus::Supplied => (text(Credentials::StatusSupplied), "badge--ok"),
        CredentialStatus::Missing => (text(Credentials::StatusMissing), "badge--bad"),
        CredentialStatus::Expired => (text(Credentials::StatusExpired), "badge--bad"),
        CredentialStatus::ExpiringSoon { days_left } => {
            let text = match days_left {
                ..=0 => text(Credentials::ExpiresToday),
                1 => text(Credentials::ExpiresTomorrow),
                days => fill(
                    Credentials::ExpiresInDays.text(lang),
                    &[("days", &days.to_string())],
                ),
            };
            (text, "badge--warn")
        }
    }
}

/// A date from the API: parsed when it reads as `mmm dd, yyyy`, else the text as sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DateText {
    Date(NaiveDate),
    Raw(String),
}

impl DateText {
    fn from_api(text: &str) -> DateText {
        match dates::parse_mdy(text) {
            Some(date) => DateText::Date(date),
            None => DateText::Raw(text.trim().to_string()),
        }
    }

    /// The date as people read it in `lang`; unreadable text is shown as it came.
    pub fn display(&self, lang: Lang) -> String {
        match self {
            DateText::Date(date) => dates::format_display(*date, lang),
            DateText::Raw(text) => text.clone(),
        }
    }
}

/// What one supplied value field holds, ready to render.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FactValue {
    Text(String),
    Date(DateText),
    /// An http(s) URL that passed [`validate::safe_http_url`]: rendered as a link.
    Link(String),
}

/// One row of the supplied credential: the API's field name (labelled with
/// [`credential_field_label`]) and its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fact {
    pub field: &'static str,
    pub value: FactValue,
}

impl Fact {
    pub fn label(&self, lang: Lang) -> Cow<'static, str> {
        credential_field_label(self.field, lang)
    }
}

/// One requirement as the page shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequirementView {
    /// The entry's map key (`cert_<id>`).
    pub key: String,
    /// `cert_name`, or `None` when blank (the page then says "Untitled credential").
    pub name: Option<String>,
    /// `None` when absent or blank.
    pub description: Option<String>,
    pub status: CredentialStatus,
    pub suggested: bool,
    /// Job categories the credential is suggested for.
    pub suggested_for: Vec<String>,
    /// Field names from `required_fields`, blanks and repeats dropped, in the API's order.
    pub required_fields: Vec<String>,
    /// Region names to choose from, when the requirement is geography-scoped.
    pub geography_options: Vec<String>,
    /// The supplied value's non-empty fields, in reading order; empty when nothing was supplied.
    pub facts: Vec<Fact>,
}

impl RequirementView {
    pub fn from_wire(key: &str, requirement: &CredentialRequirement, today: NaiveDate) -> Self {
        let geography_scoped = requirement
            .geography_scoped
            .as_deref()
            .is_some_and(|scope| !scope.trim().is_empty());
        RequirementView {
            key: key.to_string(),
            name: non_blank(requirement.cert_name.as_deref()),
            description: non_blank(requirement.description.as_deref()),
            status: credentials::status_of(requirement, today),
            suggested: credentials::is_suggested(requirement),
            suggested_for: clean_list(&requirement.suggested_for),
            required_fields: clean_list(&requirement.required_fields),
            geography_options: if geography_scoped {
                clean_list(&requirement.geography_scoped_options)
            } else {
                Vec::new()
            },
            facts: requirement.value.as_ref().map(facts).unwrap_or_default(),
        }
    }

    /// The labels of the required fields in `lang`, in plain words.
    pub fn required_labels(&self, lang: Lang) -> Vec<Cow<'static, str>> {
        self.required_fields
            .iter()
            .map(|name| credential_field_label(name, lang))
            .filter(|label| !label.is_empty())
            .collect()
    }

    pub fn is_supplied(&self) -> bool {
        self.status != CredentialStatus::Missing
    }

    pub fn shown_by(&self, filter: Filter) -> bool {
        filter.matches(self.status, self.suggested)
    }
}

/// Every requirement of a response, in the order the API sent them.
pub fn build(
    requirements: &OrderedMap<CredentialRequirement>,
    today: NaiveDate,
) -> Vec<RequirementView> {
    requirements
        .iter()
        .map(|(key, requirement)| RequirementView::from_wire(key, requirement, today))
        .collect()
}

/// The counts of already-built views (the same numbers as [`credentials::counts`] on the
/// response).
pub fn counts_of(views: &[RequirementView]) -> CredentialCounts {
    CredentialCounts::tally(views.iter().map(|view| (view.status, view.suggested)))
}

/// The supplied fields worth showing, in a fixed reading order. Blank fields are left out. The
/// certificate file is a link only when it is a safe http(s) URL; anything else (`javascript:`, a
/// relative path) is shown as plain text.
fn facts(value: &CredentialValue) -> Vec<Fact> {
    let text = |field: &'static str, value: &Option<String>| {
        non_blank(value.as_deref()).map(|text| Fact {
            field,
            value: FactValue::Text(text),
        })
    };
    let date = |field: &'static str, value: &Option<String>| {
        non_blank(value.as_deref()).map(|text| Fact {
            field,
            value: FactValue::Date(DateText::from_api(&text)),
        })
    };
    let file = non_blank(value.certificate_file.as_deref()).map(|url| Fact {
        field: "certificate_file",
        value: match validate::safe_http_url(&url) {
            Some(safe) => FactValue::Link(safe.to_string()),
            None => FactValue::Text(url),
        },
    });
    [
        text("certificate_name", &value.certificate_name),
        text("issuing_authority", &value.issuing_authority),
        text("credential_id", &value.credential_id),
        date("issue_date", &value.issue_date),
        date("expiry_date", &value.expiry_date),
        text("geo_level_one", &value.geo_level_one),
        file,
    ]
    .into_iter()
    .flatten()
    .collect()
}

fn non_blank(text: Option<&str>) -> Option<String> {
    text.map(str::trim)
        .filter(|text| !text.is_empty())
        .map(str::to_string)
}

/// Trimmed, without blanks or repeats, first occurrence kept.
fn clean_list(items: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(items.len());
    for item in items.iter().map(|item| item.trim()) {
        if !item.is_empty() && !out.iter().any(|seen| seen == item) {
            out.push(item.to_string());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::decode;
    use crate::logic::fixtures::today;
    use chrono::Duration;
    use text_rules::dates::format_mdy;
    use CredentialStatus::*;

    fn day(offset: i64) -> String {
        format_mdy(today() + Duration::days(offset))
    }

    /// A response shaped like the simulator's demo tenant: one of every kind, keys not sorted.
    fn sample() -> OrderedMap<CredentialRequirement> {
        let body = serde_json::json!({
            "cert_31": {
                "id": 31, "cert_name": "First Aid Certificate",
                "description": "Basic first aid and CPR training.",
                "required_fields": ["certificate_file", "issuing_authority"],
                "hidden_fields": ["credential_url", "credential_id"],
                "geography_scoped": null, "key": "cert_31",
                "value": {
                    "issue_date": day(-300), "expiry_date": day(400),
                    "certificate_name": "First Aid Certificate",
                    "certificate_file": "https://files.demo.test/certs/first-aid.pdf",
                    "issuing_authority": "Cruz Roja Chilena", "credential_id": "FA-2024-00731",
                    "id": "665f", "cert_request_id": "31"
                }
            },
            "cert_7": {
                "id": 7, "cert_name": "Food Handler Card", "description": "",
                "required_fields": ["certificate_file"], "key": "cert_7",
                "value": { "issue_date": day(-770), "expiry_date": day(-40), "certificate_file": "javascript:alert(1)" }
            },
            "cert_112": {
                "id": 112, "cert_name": "Forklift Operator License", "description": "  ",
                "required_fields": ["credential_id", "issuing_authority"], "key": "cert_112",
                "value": { "issue_date": "sometime in 2023", "expiry_date": day(20), "certificate_file": "" }
            },
            "cert_45": {
                "id": 45, "cert_name": "Security Guard License (OS-10)",
                "required_fields": ["certificate_file", "credential_id"],
                "geography_scoped": "single_select",
                "geography_scoped_options": ["Región Metropolitana", "Valparaíso", "", "Valparaíso"],
                "key": "cert_45",
                "value": { "expiry_date": day(610), "geo_level_one": "Valparaíso" }
            },
            "cert_9": {
                "id": 9, "cert_name": "Responsible Service of Alcohol",
                "required_fields": ["credential_url"], "key": "cert_9",
                "suggested": true, "suggested_for": ["Bartender", "Waiter", "Event Staff"]
            },
            "cert_58": {
                "id": 58, "cert_name": "", "required_fields": ["license_class", " "], "key": "cert_58",
                "geography_scoped_options": ["Biobío"], "suggested": false
            }
        });
        decode::credential_requirements(200, &body.to_string()).expect("decodes")
    }

    /// One thing of each view of the sample, in order.
    fn each<T>(pick: impl Fn(RequirementView) -> T) -> Vec<T> {
        build(&sample(), today()).into_iter().map(pick).collect()
    }

    #[test]
    fn keeps_the_api_order() {
        assert_eq!(
            each(|view| view.key),
            ["cert_31", "cert_7", "cert_112", "cert_45", "cert_9", "cert_58"]
        );
    }

    #[test]
    fn statuses_including_expired_and_expiring() {
        assert_eq!(
            each(|view| view.status),
            [
                Supplied,
                Expired,
                ExpiringSoon { days_left: 20 },
                Supplied,
                Missing,
                Missing
            ]
        );
        // The same entries move with the date they are looked at.
        let later = today() + Duration::days(400);
        assert_eq!(
            build(&sample(), later)[0].status,
            ExpiringSoon { days_left: 0 }
        );
        assert_eq!(
            build(&sample(), later + Duration::days(1))[0].status,
            Expired
        );
    }

    #[test]
    fn the_page_and_the_overview_count_alike() {
        let expected = CredentialCounts {
            missing: 2,
            expired: 1,
            expiring: 1,
            suggested: 1,
            total: 6,
        };
        // The overview's counts (the rule's, on the response) and the page's (its views') agree.
        assert_eq!(credentials::counts(&sample(), today()), expected);
        assert_eq!(counts_of(&build(&sample(), today())), expected);
    }

    #[test]
    fn each_filter_count_matches_what_it_shows() {
        let views = build(&sample(), today());
        let counts = counts_of(&views);
        for filter in Filter::ALL {
            let shown: Vec<&str> = views
                .iter()
                .filter(|view| view.shown_by(filter))
                .map(|view| view.key.as_str())
                .collect();
            assert_eq!(shown.len(), counts.for_filter(filter), "{filter:?}");
            match filter {
                Filter::Missing => assert_eq!(shown, ["cert_9", "cert_58"]),
                Filter::Suggested => assert_eq!(shown, ["cert_9"]),
                Filter::Expired => assert_eq!(shown, ["cert_7"]),
                Filter::All => assert_eq!(shown.len(), 6),
            }
        }
    }

    #[test]
    fn name_description_and_suggestions() {
        let views = build(&sample(), today());
        assert_eq!(views[0].name.as_deref(), Some("First Aid Certificate"));
        assert_eq!(
            views[0].description.as_deref(),
            Some("Basic first aid and CPR training.")
        );
        assert_eq!(views[1].description, None);
        assert_eq!(
            views[2].description, None,
            "blank description shows nothing"
        );
        assert_eq!(views[5].name, None);
        assert!(views[4].suggested);
        assert_eq!(
            views[4].suggested_for,
            ["Bartender", "Waiter", "Event Staff"]
        );
        assert!(!views[5].suggested);
        assert!(!views[0].suggested, "absent flag is not suggested");
    }

    #[test]
    fn supplied_value_in_reading_order() {
        let first = &build(&sample(), today())[0];
        let fields: Vec<&str> = first.facts.iter().map(|fact| fact.field).collect();
        assert_eq!(
            fields,
            [
                "certificate_name",
                "issuing_authority",
                "credential_id",
                "issue_date",
                "expiry_date",
                "certificate_file"
            ]
        );
        assert_eq!(
            first.facts[3].value,
            FactValue::Date(DateText::Date(today() - Duration::days(300)))
        );
        assert_eq!(
            first.facts[5].value,
            FactValue::Link("https://files.demo.test/certs/first-aid.pdf".into())
        );
        assert_eq!(first.facts[1].label(Lang::Es), "Entidad emisora");
        assert!(first.is_supplied());
    }

    #[test]
    fn dates_display_in_the_ui_language_or_raw() {
        let forklift = &build(&sample(), today())[2];
        let issue = &forklift.facts[0];
        assert_eq!(issue.field, "issue_date");
        assert_eq!(
            issue.value,
            FactValue::Date(DateText::Raw("sometime in 2023".into()))
        );
        let DateText::Raw(_) = DateText::from_api(" nope ") else {
            panic!("unparseable text stays raw");
        };
        let date = DateText::from_api("Mar 07, 1994");
        assert_eq!(date.display(Lang::En), "Mar 7, 1994");
        assert_eq!(date.display(Lang::Es), "7 mar 1994");
        assert_eq!(DateText::from_api(" soon ").display(Lang::Es), "soon");
    }

    #[test]
    fn unsafe_urls_are_text_and_blank_files_are_left_out() {
        let views = build(&sample(), today());
        let food = views[1]
            .facts
            .iter()
            .find(|fact| fact.field == "certificate_file")
            .expect("shown");
        assert_eq!(food.value, FactValue::Text("javascript:alert(1)".into()));
        assert!(views[2]
            .facts
            .iter()
            .all(|fact| fact.field != "certificate_file"));
        for (url, link) in [
            ("JaVaScRiPt:alert(1)", false),
            ("data:text/html,<b>x</b>", false),
            ("/relative/file.pdf", false),
            ("//files.demo.test/x.pdf", false),
            ("https://files.demo.test/x.pdf", true),
            (" http://files.demo.test/x.pdf ", true),
        ] {
            let value = CredentialValue {
                certificate_file: Some(url.into()),
                ..Default::default()
            };
            let shown = &facts(&value)[0].value;
            assert_eq!(matches!(shown, FactValue::Link(_)), link, "{url}");
        }
    }

    #[test]
    fn region_and_geography_options() {
        let views = build(&sample(), today());
        let guard = &views[3];
        assert!(guard.facts.contains(&Fact {
            field: "geo_level_one",
            value: FactValue::Text("Valparaíso".into())
        }));
        assert_eq!(
            guard
                .facts
                .iter()
                .find(|f| f.field == "geo_level_one")
                .map(|f| f.label(Lang::En)),
            Some("Region".into())
        );
        assert_eq!(
            guard.geography_options,
            ["Región Metropolitana", "Valparaíso"]
        );
        // Options without `geography_scoped` are not a geography choice.
        assert!(views[5].geography_options.is_empty());
        assert!(views[0].geography_options.is_empty());
    }

    #[test]
    fn required_fields_in_plain_words() {
        let views = build(&sample(), today());
        assert_eq!(
            views[0].required_labels(Lang::En),
            ["Certificate file", "Issuing authority"]
        );
        assert_eq!(
            views[0].required_labels(Lang::Es),
            ["Archivo del certificado", "Entidad emisora"]
        );
        assert_eq!(views[4].required_labels(Lang::En), ["Credential URL"]);
        assert_eq!(views[5].required_labels(Lang::En), ["License class"]);
    }

    #[test]
    fn status_badges() {
        assert_eq!(
            status_badge(Supplied, Lang::En),
            ("Supplied".into(), "badge--ok")
        );
        assert_eq!(
            status_badge(Missing, Lang::Es),
            ("Falta".into(), "badge--bad")
        );
        assert_eq!(
            status_badge(Expired, Lang::En),
            ("Expired".into(), "badge--bad")
        );
        assert_eq!(
            status_badge(ExpiringSoon { days_left: 0 }, Lang::En),
            ("Expires today".into(), "badge--warn")
        );
        assert_eq!(
            status_badge(ExpiringSoon { days_left: 1 }, Lang::Es).0,
            "Vence mañana"
        );
        assert_eq!(
            status_badge(ExpiringSoon { days_left: 20 }, Lang::En).0,
            "Expires in 20 days"
        );
        assert_eq!(
            status_badge(ExpiringSoon { days_left: 30 }, Lang::Es).0,
            "Vence en 30 días"
        );
    }

    #[test]
    fn odd_entries_do_not_break_the_page() {
        let body =
            r#"{"cert_1":{"value":{}},"cert_2":{"value":null,"suggested":"yes"},"cert_3":{}}"#;
        let map = decode::credential_requirements(200, body).expect("decodes");
        let views = build(&map, today());
        assert_eq!(views.len(), 3);
        assert_eq!(
            views[0].status, Supplied,
            "an empty value still counts as supplied"
        );
        assert!(views[0].facts.is_empty());
        assert_eq!(views[1].status, Missing);
        assert!(!views[1].suggested);
        assert_eq!(views[2].name, None);
    }
}
