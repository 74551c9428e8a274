//! The decoders against fixtures shaped exactly like the reference's responses, with nulls, odd types
//! and the error statuses.

use super::decode::{self, Credential};
use super::models::SentValue;
use super::ApiError;

const SIGN_IN_OK: &str = r#"{
  "status": true,
  "user": {
    "id": 17, "email": "ana@demo.test", "created_at": "2024-01-02T10:00:00.000Z",
    "updated_at": "2024-05-02T10:00:00.000Z", "user_type": "freelancer", "provider": null, "uid": null,
    "invitation_token": null, "invitation_created_at": null, "invitation_sent_at": null,
    "invitation_accepted_at": null, "invitation_limit": null, "invited_by_id": null, "invited_by_type": null,
    "invitations_count": 0, "referred_by_id": null, "locale": "en", "country_id": "56",
    "authentication_token": "tok-abc"
  },
  "jobseeker": {
    "id": 3, "user_id": 17, "name": "Ana Pérez", "age": 31, "country_id": 56, "city_id": 1201,
    "gender": "Female", "bio": "", "contact_email": "ana@contact.test", "contact_phone": "+56 9 8765 4321",
    "height": 1.7, "weight": {"unexpected": true}, "hair_color": "brown",
    "internal_rating": 4, "average_rating": 4.6, "address": "Av. Providencia 1208, Santiago",
    "latitude": -33.4, "longitude": -70.6, "reliable": null, "ambassador": null, "verified": true, "active": "yes",
    "date_of_birth": "1994-03-07", "profile_url": "https://img.test/ana.jpg", "profiletype": "https://cv.test/ana.pdf",
    "unknown_key": [1, 2, 3]
  },
  "device": null,
  "location": {"id": 1, "freelancer_id": 3, "latitude": -33.4, "longitude": -70.6,
               "created_at": "2024-01-02T10:00:00.000Z", "updated_at": "2024-01-02T10:00:00.000Z"}
}"#;

#[test]
fn sign_in_decodes_every_resource_leniently() {
    let signed_in = decode::sign_in(200, SIGN_IN_OK).expect("decodes");
    assert_eq!(signed_in.token.expose(), "tok-abc");
    assert_eq!(signed_in.user.user_type.as_deref(), Some("freelancer"));
    assert_eq!(signed_in.user.id, Some(17));
    // A number sent as a string loses that field only.
    assert_eq!(signed_in.user.country_id, None);
    assert_eq!(signed_in.user.locale.as_deref(), Some("en"));
    let jobseeker = signed_in.jobseeker.expect("a jobseeker");
    assert_eq!(jobseeker.name.as_deref(), Some("Ana Pérez"));
    assert_eq!(jobseeker.average_rating, Some(4.6));
    // An integer where a number is expected is still a number.
    assert_eq!(jobseeker.internal_rating, Some(4.0));
    // An object where a scalar was expected is dropped; a scalar is kept.
    assert_eq!(jobseeker.weight, None);
    assert_eq!(jobseeker.hair_color, Some(serde_json::json!("brown")));
    assert_eq!(jobseeker.verified, Some(true));
    assert_eq!(jobseeker.active, None);
    assert_eq!(jobseeker.reliable, None);
    assert!(signed_in.device.is_none());
    assert_eq!(
        signed_in
            .location
            .and_then(|location| location.freelancer_id),
        Some(3)
    );
}

#[test]
fn sign_in_with_a_null_jobseeker() {
    let body = r#"{"status":true,"user":{"authentication_token":"t","user_type":"freelancer"},"jobseeker":null,"device":null,"location":null}"#;
    let signed_in = decode::sign_in(200, body).expect("decodes");
    assert!(signed_in.jobseeker.is_none());
}

#[test]
fn sign_in_without_a_token_is_malformed() {
    for body in [
        r#"{"status":true,"user":{"id":1}}"#,
        r#"{"status":true}"#,
        r#"[]"#,
        r#""user""#,
    ] {
        assert!(
            matches!(decode::sign_in(200, body), Err(ApiError::Malformed(_))),
            "{body}"
        );
    }
    assert!(matches!(
        decode::sign_in(200, "{\"status\":tr"),
        Err(ApiError::Malformed(_))
    ));
}

#[test]
fn sign_in_404_carries_the_server_text() {
    let error =
        decode::sign_in(404, r#"{"message":"Invalid Email or Password"}"#).expect_err("fails");
    assert_eq!(
        error,
        ApiError::InvalidCredentials("Invalid Email or Password".into())
    );
    // A 404 without a body still reads as invalid credentials.
    assert_eq!(
        decode::sign_in(404, "").expect_err("fails"),
        ApiError::InvalidCredentials("Invalid Email or Password".into())
    );
}

#[test]
fn a_401_or_403_with_the_api_key_is_a_refused_app_not_an_ended_session() {
    for status in [401, 403] {
        let body = r#"{"message":"Invalid API key"}"#;
        assert_eq!(
            decode::sign_in(status, body).expect_err("fails"),
            ApiError::AccessRefused
        );
        assert_eq!(
            decode::code_sent(status, body).expect_err("fails"),
            ApiError::AccessRefused
        );
    }
    assert!(!ApiError::AccessRefused.is_retryable());
}

#[test]
fn a_401_or_403_with_the_token_ends_the_session() {
    for status in [401, 403] {
        assert_eq!(
            decode::client_profile(status, "").expect_err("fails"),
            ApiError::Unauthorized
        );
        assert_eq!(
            decode::credential_requirements(status, "{}").expect_err("fails"),
            ApiError::Unauthorized
        );
        assert_eq!(
            decode::jobseeker_saved(status, "").expect_err("fails"),
            ApiError::Unauthorized
        );
    }
}

#[test]
fn rejections_carry_message_error_or_errors() {
    let cases = [
        (
            r#"{"message":"Phone must include the country code"}"#,
            Some("Phone must include the country code"),
        ),
        (r#"{"error":"Bad tenant"}"#, Some("Bad tenant")),
        (r#"{"errors":["one","two"]}"#, Some("one; two")),
        (
            r#"{"errors":{"contact_phone":["is invalid"]}}"#,
            Some("contact_phone: is invalid"),
        ),
        (r#"<html><body>502 Bad Gateway</body></html>"#, None),
        ("", None),
        ("Service Unavailable", Some("Service Unavailable")),
    ];
    for (body, expected) in cases {
        let error = decode::jobseeker_saved(422, body).expect_err("fails");
        assert_eq!(
            error,
            ApiError::Rejected {
                status: 422,
                message: expected.map(str::to_string)
            },
            "{body}"
        );
    }
}

#[test]
fn long_server_messages_are_cut() {
    let body = format!(r#"{{"message":"{}"}}"#, "x".repeat(1000));
    let message = decode::server_message(&body).expect("a message");
    assert!(message.chars().count() <= 301);
}

#[test]
fn status_classification() {
    assert!(decode::check_status(204, "", Credential::UserToken, false).is_ok());
    assert!(matches!(
        decode::check_status(500, "", Credential::UserToken, false),
        Err(ApiError::Rejected { status: 500, .. })
    ));
    // A 404 outside sign_in is a plain rejection.
    assert!(matches!(
        decode::check_status(404, "", Credential::UserToken, false),
        Err(ApiError::Rejected { status: 404, .. })
    ));
}

#[test]
fn a_429_carries_the_wait_and_the_platforms_words() {
    let error = decode::too_many_requests(r#"{"message":"Slow down"}"#, Some("12"), 0.0);
    assert_eq!(
        error,
        ApiError::TooManyRequests {
            wait_seconds: 12,
            message: Some("Slow down".into()),
        }
    );
    assert_eq!(error.wait_seconds(), Some(12));
    assert_eq!(error.server_message(), Some("Slow down"));
    assert!(error.is_retryable());
    // Rack::Attack's plain-text body, and no header: the default wait.
    let error = decode::too_many_requests("Retry later\n", None, 0.0);
    assert_eq!(
        error,
        ApiError::TooManyRequests {
            wait_seconds: crate::api::retry_after::DEFAULT_WAIT_SECONDS,
            message: Some("Retry later".into()),
        }
    );
    assert_eq!(
        decode::too_many_requests("", Some("5"), 0.0).server_message(),
        None
    );
}

#[test]
fn otp_response() {
    let sent = decode::code_sent(
        200,
        r#"{"status":true,"message":"An email with a one time password has been sent","email":"ana@demo.test"}"#,
    )
    .expect("decodes");
    assert_eq!(sent.email.as_deref(), Some("ana@demo.test"));
    assert!(matches!(
        decode::code_sent(200, "[1]"),
        Err(ApiError::Malformed(_))
    ));
    let sent = decode::code_sent(200, r#"{"status":true,"email":5}"#).expect("decodes");
    assert_eq!(sent.email, None);
    // Without `status`, the answer is taken as the reference's.
    assert!(decode::code_sent(200, r#"{"email":"ana@demo.test"}"#).is_ok());
}

#[test]
fn an_otp_answer_that_does_not_say_the_code_was_sent_is_no_success() {
    // The simulator's wrong_shape body: every field of the wrong type.
    assert!(matches!(
        decode::code_sent(200, r#"{"status":1,"message":null,"email":[true]}"#),
        Err(ApiError::Malformed(_))
    ));
    assert!(matches!(
        decode::code_sent(200, r#"{"status":"true"}"#),
        Err(ApiError::Malformed(_))
    ));
    assert_eq!(
        decode::code_sent(200, r#"{"status":false,"message":"No such user"}"#),
        Err(ApiError::Rejected {
            status: 200,
            message: Some("No such user".into())
        })
    );
}

const CREDENTIALS: &str = r#"{
  "cert_9": {"id": 9, "cert_name": "Food handling", "description": "", "required_fields": ["certificate_file"],
             "hidden_fields": ["credential_url", "issue_date"], "validation_criteria": null, "additional_fields": null,
             "is_active": true, "public_profile_visibility": "hidden", "pre_hire_jose_prof_visibility": "presence",
             "post_hire_jose_prof_visibility": "hidden", "geography_scoped": null, "key": "cert_9", "suggested": true,
             "suggested_for": ["Kitchen"]},
  "cert_2": {"id": 2, "cert_name": "Security licence", "description": "Regional licence", "required_fields": ["credential_id", 7],
             "hidden_fields": [], "is_active": true, "geography_scoped": "single_select",
             "geography_scoped_options": ["Metropolitana", "Valparaíso"], "key": "cert_2",
             "value": {"issue_date": "Jan 05, 2024", "expiry_date": "Jan 05, 2026", "certificate_name": "OS10",
                       "certificate_file": "https://files.test/os10.pdf", "issuing_authority": "Carabineros",
                       "credential_id": "A-1", "id": "v1", "cert_request_id": "2", "geo_level_one": "Metropolitana"}},
  "cert_5": "not an entry",
  "cert_1": {"id": 1, "cert_name": "First aid", "value": null, "suggested": false}
}"#;

#[test]
fn credentials_keep_the_sent_order_and_drop_broken_entries() {
    let requirements = decode::credential_requirements(200, CREDENTIALS).expect("decodes");
    let keys: Vec<&str> = requirements.iter().map(|(key, _)| key.as_str()).collect();
    assert_eq!(keys, ["cert_9", "cert_2", "cert_1"]);
    let (_, security) = &requirements.0[1];
    assert_eq!(security.required_fields, vec!["credential_id".to_string()]);
    assert_eq!(security.geography_scoped_options.len(), 2);
    let value = security.value.as_ref().expect("a value");
    assert_eq!(value.geo_level_one.as_deref(), Some("Metropolitana"));
    assert_eq!(value.expiry_date.as_deref(), Some("Jan 05, 2026"));
    assert!(requirements.0[2].1.value.is_none());
}

#[test]
fn credentials_of_the_wrong_shape_are_malformed() {
    for body in ["[]", "\"x\"", "null", "{\"a\":"] {
        assert!(
            matches!(
                decode::credential_requirements(200, body),
                Err(ApiError::Malformed(_))
            ),
            "{body}"
        );
    }
}

const CLIENT_PROFILE: &str = r#"[
  {"id": "base_form", "form_title": "Company", "form_description": "About you", "form_category": "core",
   "custom_form_content": "Line one\nLine two",
   "fields": [
     {"key": "name", "id": "name", "label": "Company name", "field_type": "string", "required_level": "required", "description": "", "value": "Acme"},
     {"key": "country_id", "id": "country_id", "label": "Country", "field_type": "dropdown", "required_level": "required",
      "options": {"56": "Chile", "54": "Argentina", "1": "United States", "999": "Other"}, "description": "Where"},
     {"key": "contact_phone", "id": "contact_phone", "label": "Phone", "field_type": "phone", "value": {"nested": 1}},
     "not a field",
     {"key": "size", "label": 42, "field_type": "slider", "value": 12}
   ]},
  17
]"#;

#[test]
fn client_profile_keeps_order_values_and_unknown_types() {
    let forms = decode::client_profile(200, CLIENT_PROFILE).expect("decodes");
    assert_eq!(forms.len(), 1);
    let form = &forms[0];
    assert_eq!(
        form.custom_form_content.as_deref(),
        Some("Line one\nLine two")
    );
    assert_eq!(form.fields.len(), 4);
    let options: Vec<&str> = form.fields[1]
        .options
        .iter()
        .map(|(key, _)| key.as_str())
        .collect();
    assert_eq!(options, ["56", "54", "1", "999"]);
    assert_eq!(form.fields[0].value, Some(SentValue::Text("Acme".into())));
    // A value of the wrong type is ignored.
    assert!(form.fields[2].value.is_none());
    // A label of the wrong type is lost, the field kept; a number is kept as written.
    assert_eq!(form.fields[3].label, None);
    assert_eq!(form.fields[3].field_type.as_deref(), Some("slider"));
    assert_eq!(form.fields[3].value, Some(SentValue::Number("12".into())));
}

#[test]
fn client_profile_tolerates_repeated_keys_odd_values_and_odd_containers() {
    let body = r#"[{"form_title": "First", "form_title": "Last",
        "fields": {"not": "a list"}},
      {"id": ["x"], "form_title": {"nested": [1, {"deep": null}]}, "extra": [1, 2, {"a": [3]}],
       "fields": [
         {"key": "k", "key": "k2", "label": null, "options": {"a": 1.5, "b": true, "c": null, "d": [1], "e": "E"}},
         {"options": ["a", "b"], "value": false, "description": "Line\nbreak <b>bold</b>"},
         [], null, 3
       ]}]"#;
    let forms = decode::client_profile(200, body).expect("decodes");
    assert_eq!(forms.len(), 2);
    // The last of repeated keys wins, as with any JSON object; a non-list of fields is no fields.
    assert_eq!(forms[0].form_title.as_deref(), Some("Last"));
    assert!(forms[0].fields.is_empty());
    assert_eq!(forms[1].id, None);
    assert_eq!(forms[1].form_title, None);
    assert_eq!(forms[1].fields.len(), 2);
    let first = &forms[1].fields[0];
    assert_eq!(first.key.as_deref(), Some("k2"));
    assert_eq!(first.label, None);
    let options: Vec<(&str, &str)> = first
        .options
        .iter()
        .map(|(key, text)| (key.as_str(), text.0.as_str()))
        .collect();
    assert_eq!(options, [("a", "1.5"), ("b", "true"), ("e", "E")]);
    let second = &forms[1].fields[1];
    assert!(second.options.is_empty());
    assert_eq!(second.value, Some(SentValue::Flag(false)));
    assert_eq!(
        second.description.as_deref(),
        Some("Line\nbreak <b>bold</b>")
    );
}

#[test]
fn client_profile_values_keep_their_shape() {
    let body = r#"[{"fields": [
        {"key": "a", "value": ["x", 2, null, {"y": 1}, [3], true]},
        {"key": "b", "value": 2.50},
        {"key": "c", "value": true},
        {"key": "d", "value": {"nested": "no"}},
        {"key": "e", "value": null}
      ]}]"#;
    let forms = decode::client_profile(200, body).expect("decodes");
    let values: Vec<Option<SentValue>> = forms[0].fields.iter().map(|f| f.value.clone()).collect();
    assert_eq!(
        values,
        [
            Some(SentValue::List(vec!["x".into(), "2".into(), "true".into()])),
            Some(SentValue::Number("2.5".into())),
            Some(SentValue::Flag(true)),
            None,
            None,
        ]
    );
}

#[test]
fn client_profile_of_the_wrong_shape_is_malformed() {
    for body in ["{}", "\"x\"", "[{\"id\":", "[] trailing", "null", ""] {
        assert!(
            matches!(
                decode::client_profile(200, body),
                Err(ApiError::Malformed(_))
            ),
            "{body}"
        );
    }
    assert_eq!(decode::client_profile(200, "[]").expect("decodes").len(), 0);
}

#[test]
fn retryable_errors() {
    assert!(ApiError::Network.is_retryable());
    assert!(ApiError::Timeout.is_retryable());
    assert!(ApiError::Rejected {
        status: 500,
        message: None
    }
    .is_retryable());
    assert!(!ApiError::Rejected {
        status: 422,
        message: None
    }
    .is_retryable());
    assert!(!ApiError::Unauthorized.is_retryable());
}

#[test]
fn an_unanswered_request_is_offline_only_when_the_browser_says_so() {
    // A CORS refusal and a dropped connection look alike to the browser: both are `Network`,
    // whose text names both; only a browser that knows it is offline gets `Offline`.
    assert_eq!(super::error::unanswered(false), ApiError::Offline);
    assert_eq!(super::error::unanswered(true), ApiError::Network);
    assert!(ApiError::Offline.is_retryable());
}
