//! Compares what the platform sent with what the app's own decoders (staffing-web `api/`) keep of
//! it. Every rule of reading comes from the app: which fields a model has (its `Serialize`, see
//! [`crate::fields`]), and which values it accepts (the decoder itself, asked with the platform's
//! value and, for the expected type, with one sample value of each JSON type).

use crate::fields::field_names;
use crate::report::{Kind as Difference, Report};
use serde::Serialize;
use serde_json::{json, Map, Value};
use staffing_web::api::decode;
use staffing_web::api::models::{
    ClientProfileForm, CredentialRequirement, CredentialValue, Device, FormField, Jobseeker,
    Location, User,
};

/// The app's models of the reference's resources (2.1 to 2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Model {
    User,
    Jobseeker,
    Device,
    Location,
    Credential,
    CredentialValue,
    Form,
    FormField,
}

/// Where a model holds another one.
enum Child {
    One(Model),
    ListOf(Model),
}

impl Model {
    /// The fields the app reads in this object.
    pub fn fields(self) -> Vec<&'static str> {
        match self {
            // decode::sign_in reads the token from the user object before the rest becomes a User.
            Model::User => {
                let mut fields = field_names::<User>();
                fields.push("authentication_token");
                fields
            }
            Model::Jobseeker => field_names::<Jobseeker>(),
            Model::Device => field_names::<Device>(),
            Model::Location => field_names::<Location>(),
            Model::Credential => field_names::<CredentialRequirement>(),
            Model::CredentialValue => field_names::<CredentialValue>(),
            Model::Form => field_names::<ClientProfileForm>(),
            Model::FormField => field_names::<FormField>(),
        }
    }

    fn child(self, field: &str) -> Option<Child> {
        match (self, field) {
            (Model::Credential, "value") => Some(Child::One(Model::CredentialValue)),
            (Model::Form, "fields") => Some(Child::ListOf(Model::FormField)),
            _ => None,
        }
    }

    /// What the app's decoder keeps of `object`, written back as JSON; `None` when it keeps nothing.
    /// The objects are decoded the way the app decodes them: the derived lenient models straight,
    /// the client profile through its one-pass endpoint decoder.
    fn keep(self, object: &Value) -> Option<Value> {
        fn plain<T: serde::de::DeserializeOwned + Serialize>(object: &Value) -> Option<Value> {
            let model: T = serde_json::from_value(object.clone()).ok()?;
            serde_json::to_value(model).ok()
        }
        match self {
            Model::User => {
                let mut kept = plain::<User>(object)?;
                // The token is kept apart (a Token), when it is text the app can use.
                if let (Some(token), Some(map)) = (
                    object
                        .get("authentication_token")
                        .and_then(Value::as_str)
                        .and_then(staffing_web::api::Token::new),
                    kept.as_object_mut(),
                ) {
                    map.insert(
                        "authentication_token".into(),
                        Value::String(token.expose().into()),
                    );
                }
                Some(kept)
            }
            Model::Jobseeker => plain::<Jobseeker>(object),
            Model::Device => plain::<Device>(object),
            Model::Location => plain::<Location>(object),
            Model::Credential => plain::<CredentialRequirement>(object),
            Model::CredentialValue => plain::<CredentialValue>(object),
            Model::Form => {
                let forms = decode::client_profile(200, &json!([object]).to_string()).ok()?;
                serde_json::to_value(forms.into_iter().next()?).ok()
            }
            Model::FormField => {
                let body = json!([{ "fields": [object] }]).to_string();
                let forms = decode::client_profile(200, &body).ok()?;
                let field = forms.into_iter().next()?.fields.into_iter().next()?;
                serde_json::to_value(field).ok()
            }
        }
    }

    /// The JSON types the app reads in `field`, found by offering it one value of each.
    pub fn accepted(self, field: &str) -> String {
        match self.child(field) {
            Some(Child::One(_)) => return "object".into(),
            Some(Child::ListOf(_)) => return "list of objects".into(),
            None => {}
        }
        let samples = [
            ("text", json!("x")),
            ("integer", json!(1)),
            ("number", json!(1.5)),
            ("boolean", json!(true)),
            ("list of text", json!(["x"])),
            ("object", json!({ "x": "x" })),
        ];
        let mut names: Vec<&str> = samples
            .iter()
            .filter(|(_, sample)| {
                let mut object = Map::new();
                object.insert(field.to_string(), sample.clone());
                self.keep(&Value::Object(object))
                    .and_then(|kept| kept.get(field).cloned())
                    .is_some_and(|kept| !is_empty(&kept))
            })
            .map(|(name, _)| *name)
            .collect();
        // Every number field takes integers too; "integer" alone means no fractions.
        if names.contains(&"number") {
            names.retain(|name| *name != "integer");
        }
        if names.is_empty() {
            "nothing (the app ignores it)".into()
        } else {
            names.join(" or ")
        }
    }
}

fn is_empty(value: &Value) -> bool {
    match value {
        Value::Null => true,
        Value::Array(items) => items.is_empty(),
        Value::Object(map) => map.is_empty(),
        _ => false,
    }
}

/// The JSON type of a value, as the table shows it.
pub fn type_name(value: &Value) -> String {
    match value {
        Value::Null => "null".into(),
        Value::Bool(_) => "boolean".into(),
        Value::Number(number) if number.is_f64() => "number".into(),
        Value::Number(_) => "integer".into(),
        Value::String(_) => "text".into(),
        Value::Object(_) => "object".into(),
        Value::Array(items) => {
            let mut kinds: Vec<String> = items.iter().map(type_name).collect();
            kinds.sort();
            kinds.dedup();
            if kinds.is_empty() {
                "empty list".into()
            } else {
                format!("list of {}", kinds.join(" and "))
            }
        }
    }
}

/// Integers and fractions are one kind here: a number field takes both.
fn same_kind(sent: &Value, kept: &Value) -> bool {
    matches!(
        (sent, kept),
        (Value::Bool(_), Value::Bool(_))
            | (Value::Number(_), Value::Number(_))
            | (Value::String(_), Value::String(_))
            | (Value::Array(_), Value::Array(_))
            | (Value::Object(_), Value::Object(_))
    )
}

/// Objects of one child model found in a field (`value`, `fields`): field, model, table path, objects.
type Nested<'a> = (&'static str, Model, String, Vec<&'a Map<String, Value>>);

/// Compares every object of `objects` (all of one model, e.g. every credential entry) with what the
/// app keeps of it. `path` names them in the table (`cert_*`, `[*].fields[*]`). A field counts as
/// not sent only when no object of the answer has it.
pub fn compare(
    report: &mut Report,
    endpoint: &str,
    model: Model,
    path: &str,
    objects: &[&Map<String, Value>],
) {
    if objects.is_empty() {
        return;
    }
    let known = model.fields();
    let at = |field: &str| {
        if path.is_empty() {
            field.to_string()
        } else {
            format!("{path}.{field}")
        }
    };
    for &field in &known {
        if objects.iter().all(|object| !object.contains_key(field)) {
            report.add(
                endpoint,
                &at(field),
                Difference::NotSent,
                "nothing",
                &model.accepted(field),
            );
        }
    }
    let mut nested: Vec<Nested> = Vec::new();
    for &object in objects {
        let whole = Value::Object(object.clone());
        let Some(kept) = model.keep(&whole) else {
            report.add(
                endpoint,
                if path.is_empty() {
                    "(the object)"
                } else {
                    path
                },
                Difference::Type,
                "an object the app cannot read",
                "an object",
            );
            continue;
        };
        for (field, sent) in object.iter() {
            let Some(name) = known
                .iter()
                .copied()
                .find(|candidate| *candidate == field.as_str())
            else {
                report.add(
                    endpoint,
                    &at(field),
                    Difference::Unknown,
                    &type_name(sent),
                    "not read by the app",
                );
                continue;
            };
            if sent.is_null() {
                continue; // "A value may be null where it is unset" (reference, section 2).
            }
            match (model.child(name), sent) {
                (Some(Child::One(child)), Value::Object(inner)) => {
                    push_nested(&mut nested, name, child, at(name), inner);
                }
                (Some(Child::ListOf(child)), Value::Array(items)) => {
                    for item in items {
                        match item {
                            Value::Object(inner) => push_nested(
                                &mut nested,
                                name,
                                child,
                                format!("{}[*]", at(name)),
                                inner,
                            ),
                            other => report.add(
                                endpoint,
                                &format!("{}[*]", at(name)),
                                Difference::Type,
                                &type_name(other),
                                "object",
                            ),
                        }
                    }
                }
                (Some(_), other) => report.add(
                    endpoint,
                    &at(name),
                    Difference::Type,
                    &type_name(other),
                    &model.accepted(name),
                ),
                (None, _) => compare_value(
                    report,
                    endpoint,
                    model,
                    &at(name),
                    name,
                    sent,
                    kept.get(name),
                ),
            }
        }
    }
    for (_, child, child_path, inner) in nested {
        compare(report, endpoint, child, &child_path, &inner);
    }
}

fn push_nested<'a>(
    nested: &mut Vec<Nested<'a>>,
    name: &'static str,
    child: Model,
    path: String,
    object: &'a Map<String, Value>,
) {
    match nested.iter_mut().find(|(field, ..)| *field == name) {
        Some((.., objects)) => objects.push(object),
        None => nested.push((name, child, path, vec![object])),
    }
}

/// One non-null value against what the app kept of it.
fn compare_value(
    report: &mut Report,
    endpoint: &str,
    model: Model,
    path: &str,
    field: &str,
    sent: &Value,
    kept: Option<&Value>,
) {
    let differs = match kept {
        None | Some(Value::Null) => true,
        Some(kept) if !same_kind(sent, kept) => true,
        // A list or map the app read only part of (elements of another type are skipped).
        Some(Value::Array(kept)) => sent.as_array().is_some_and(|sent| kept.len() < sent.len()),
        Some(Value::Object(kept)) => sent.as_object().is_some_and(|sent| kept.len() < sent.len()),
        Some(_) => false,
    };
    if differs {
        report.add(
            endpoint,
            path,
            Difference::Type,
            &type_name(sent),
            &model.accepted(field),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn differences(model: Model, objects: &[Value]) -> Vec<String> {
        let mut report = Report::default();
        let maps: Vec<&Map<String, Value>> = objects.iter().filter_map(Value::as_object).collect();
        compare(&mut report, "e", model, "", &maps);
        report.lines()
    }

    #[test]
    fn the_app_decides_what_each_field_accepts() {
        assert_eq!(Model::Device.accepted("id"), "integer");
        assert_eq!(Model::Jobseeker.accepted("latitude"), "number");
        assert_eq!(Model::Jobseeker.accepted("name"), "text");
        assert_eq!(Model::FormField.accepted("options"), "object");
        assert_eq!(
            Model::Credential.accepted("required_fields"),
            "list of text"
        );
        assert_eq!(Model::Form.accepted("fields"), "list of objects");
    }

    #[test]
    fn unknown_missing_and_mistyped_fields_are_reported() {
        let device = json!({
            "id": "7", "user_id": 1, "device_id": "d", "os_type": "ios",
            "created_at": "2024-01-01T00:00:00Z", "push_token": "p"
        });
        let lines = differences(Model::Device, &[device]);
        assert_eq!(
            lines,
            [
                "e | id | type differs | text | integer",
                "e | push_token | not read by the app | text | not read by the app",
                "e | updated_at | expected, not sent | nothing | text",
            ]
        );
    }

    #[test]
    fn a_field_sent_by_some_objects_only_is_not_missing_and_nulls_are_fine() {
        let with = json!({ "id": 1, "user_id": null, "device_id": "d", "os_type": "ios",
                           "created_at": null, "updated_at": null });
        let without = json!({ "user_id": 2, "device_id": "e", "os_type": "android",
                              "created_at": null, "updated_at": null });
        assert_eq!(
            differences(Model::Device, &[with, without]),
            Vec::<String>::new()
        );
    }

    #[test]
    fn nested_objects_and_partly_read_lists_are_compared() {
        let form = json!({
            "id": "base_form", "form_title": "T", "form_description": "", "form_category": "core",
            "custom_form_content": "",
            "fields": [{
                "key": "name", "id": "name", "label": "Name", "field_type": "string",
                "required_level": true, "description": "", "options": {}, "value": "x",
                "placeholder": "Acme"
            }]
        });
        assert_eq!(
            differences(Model::Form, &[form]),
            [
                "e | fields[*].placeholder | not read by the app | text | not read by the app",
                "e | fields[*].required_level | type differs | boolean | text",
            ]
        );
        let credential = json!({ "required_fields": ["certificate_file", 3] });
        let lines = differences(Model::Credential, &[credential]);
        assert!(
            lines.contains(
                &"e | required_fields | type differs | list of integer and text | list of text"
                    .to_string()
            ),
            "{lines:?}"
        );
    }
}
