//! The platform's client profile forms (reference 2.6), as the form renderer takes them: borrowed,
//! so a thousand fields are handed over without a copy. The platform's own rules for its fields are
//! read here, once: a field's name is its `key`, or its `id` when the key is blank; it is required
//! when `required_level` is "required" (any case), so an unknown level never blocks the form.

use crate::api::models::{ClientProfileForm, FormField, SentValue};
use dynamic_form::{FieldSpec, FormSpec, Sent};

/// Text the platform may have left out: blank when it did.
fn sent(text: &Option<String>) -> &str {
    text.as_deref().unwrap_or_default()
}

pub fn form_specs(forms: &[ClientProfileForm]) -> Vec<FormSpec<'_>> {
    forms
        .iter()
        .map(|form| FormSpec {
            id: sent(&form.id),
            title: sent(&form.form_title),
            description: sent(&form.form_description),
            content: sent(&form.custom_form_content),
            fields: form.fields.iter().map(field_spec).collect(),
            // The client's forms: every answer is checked on Save, as ever.
            checks_changes_only: false,
        })
        .collect()
}

fn field_spec(field: &FormField) -> FieldSpec<'_> {
    FieldSpec {
        name: match sent(&field.key) {
            key if key.trim().is_empty() => sent(&field.id),
            key => key,
        },
        label: sent(&field.label),
        field_type: sent(&field.field_type),
        required: sent(&field.required_level)
            .trim()
            .eq_ignore_ascii_case("required"),
        description: sent(&field.description),
        options: field
            .options
            .iter()
            .map(|(key, text)| (key.as_str(), text.0.as_str()))
            .collect(),
        value: field.value.as_ref().map(|value| match value {
            SentValue::Text(text) => Sent::Text(text),
            SentValue::Number(number) => Sent::Number(number),
            SentValue::Flag(flag) => Sent::Flag(*flag),
            SentValue::List(keys) => Sent::List(keys),
        }),
        // The platform's words, the same in both languages; it names no autofill token.
        autocomplete: "",
        words: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::decode;

    #[test]
    fn a_decoded_profile_is_handed_over_as_sent() {
        let body = r#"[
          {"id":"base_form","form_title":"Company","custom_form_content":"<script>alert(1)</script>",
           "fields":[
             {"key":"name","id":"name","label":"<b>Name</b>","field_type":"string","required_level":" REQUIRED ","value":"Acme"},
             {"key":" ","id":"company_size","field_type":"integer","required_level":"mandatory","value":12},
             {"id":"fallback","field_type":"checkbox","value":true},
             {"key":"country_id","label":"Country","field_type":"dropdown","options":{"56":"Chile","54":"Argentina"},"value":["56"]}
           ]}
        ]"#;
        let forms = decode::client_profile(200, body).expect("decodes");
        let specs = form_specs(&forms);
        assert_eq!(specs.len(), 1);
        assert_eq!(specs[0].id, "base_form");
        assert_eq!(specs[0].content, "<script>alert(1)</script>");
        let [name, size, fallback, country] = specs[0].fields.as_slice() else {
            panic!("four fields: {:?}", specs[0].fields)
        };
        assert_eq!(
            (name.name, name.label, name.required),
            ("name", "<b>Name</b>", true)
        );
        assert_eq!(name.value, Some(Sent::Text("Acme")));
        // A blank key: the id names the field. Unknown levels are optional.
        assert_eq!((size.name, size.required), ("company_size", false));
        assert_eq!(size.value, Some(Sent::Number("12")));
        assert_eq!((fallback.name, fallback.label), ("fallback", ""));
        assert_eq!(fallback.value, Some(Sent::Flag(true)));
        assert_eq!(country.options, [("56", "Chile"), ("54", "Argentina")]);
        assert_eq!(country.value, Some(Sent::List(&["56".to_owned()])));
    }
}
