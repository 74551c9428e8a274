//! From the wire forms to the renderer's model input. Pure: tested natively.

use crate::api::models::{ClientProfileForm, FormField};
use crate::logic::client_form::{FieldInput, FormInput};

pub fn form_inputs(forms: &[ClientProfileForm]) -> Vec<FormInput> {
    forms.iter().map(form_input).collect()
}

fn text(value: &Option<String>) -> String {
    value.clone().unwrap_or_default()
}

fn form_input(form: &ClientProfileForm) -> FormInput {
    FormInput {
        id: text(&form.id),
        title: text(&form.form_title),
        description: text(&form.form_description),
        content: text(&form.custom_form_content),
        fields: form.fields.iter().map(field_input).collect(),
    }
}

fn field_input(field: &FormField) -> FieldInput {
    FieldInput {
        key: text(&field.key),
        id: text(&field.id),
        label: text(&field.label),
        field_type: text(&field.field_type),
        required_level: text(&field.required_level),
        options: field
            .options
            .iter()
            .map(|(key, label)| (key.clone(), label.0.clone()))
            .collect(),
        description: text(&field.description),
        value: field.value.as_ref().map(|value| value.0.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::decode;
    use crate::logic::client_form::{build, FieldKind};

    #[test]
    fn a_decoded_profile_builds_forms_in_order_with_unique_ids() {
        let body = r#"[
          {"id":"base_form","form_title":"Company","custom_form_content":"<script>alert(1)</script>",
           "fields":[
             {"key":"name","id":"name","label":"<img src=x onerror=alert(1)>","field_type":"string","required_level":"required","value":"Acme"},
             {"key":"name","id":"name","label":"Name again","field_type":"string"},
             {"key":"country_id","label":"Country","field_type":"dropdown","options":{"56":"Chile","54":"Argentina","1":"United States","999":"Other"}},
             {"key":"size","label":"Size","field_type":"slider","required_level":"mandatory"}
           ]},
          {"id":"base_form","form_title":"Again","fields":[{"key":"name","field_type":"phone"}]}
        ]"#;
        let forms = build(&form_inputs(
            &decode::client_profile(200, body).expect("decodes"),
        ));
        assert_eq!(forms.len(), 2);
        let first = &forms[0];
        // Text from the API is kept literally; the view renders it as text.
        assert_eq!(first.content, "<script>alert(1)</script>");
        assert_eq!(first.fields[0].label, "<img src=x onerror=alert(1)>");
        assert_eq!(first.fields[0].initial, "Acme");
        assert!(first.fields[0].required);
        // Unknown required levels are optional.
        assert!(!first.fields[3].required);
        assert_eq!(first.fields[3].kind, FieldKind::Unknown("slider".into()));
        let FieldKind::Dropdown(options) = &first.fields[2].kind else {
            panic!("a dropdown")
        };
        let keys: Vec<&str> = options
            .items()
            .iter()
            .map(|(key, _)| key.as_str())
            .collect();
        assert_eq!(keys, ["56", "54", "1", "999"]);
        let mut ids: Vec<&str> = forms
            .iter()
            .flat_map(|form| form.fields.iter().map(|field| field.dom_id.as_str()))
            .collect();
        let count = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), count, "duplicate keys get distinct ids");
    }
}
