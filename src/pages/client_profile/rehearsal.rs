//! This page's rehearsal (see `pages::rehearsal`): the form built from a sample answer.

use super::form::ProfileForms;
use crate::api::decode;
use crate::pages::rehearsal::offscreen;
use std::sync::Arc;

/// One field of each kind the renderer knows, in the reference's shape (2.6). An unknown type is
/// drawn as text, and would log its warning at every sign-in.
const SAMPLE: &str = r#"[{"id":"base_form","form_title":"Company","fields":[
{"key":"name","label":"Name","field_type":"string","required_level":"required","description":"Legal name"},
{"key":"n","label":"Notes","field_type":"textarea","value":"a\nb"},
{"key":"e","label":"E-mail","field_type":"email","required_level":"required"},
{"key":"s","label":"Staff","field_type":"integer","value":12},
{"key":"f","label":"Founded","field_type":"date","value":"Mar 07, 1994"},
{"key":"w","label":"Site","field_type":"url"},
{"key":"contact_phone","label":"Phone","field_type":"phone","required_level":"required"},
{"key":"c","label":"Category","field_type":"dropdown","options":{"a":"A","b":"B"}},
{"key":"z","label":"Size","field_type":"radio","required_level":"required","options":{"s":"S","l":"L"}},
{"key":"t","label":"Terms","field_type":"checkbox","required_level":"required","value":"yes"},
{"key":"d","label":"Days","field_type":"multiselect","options":{"m":"Mon","t":"Tue"},"value":["t"]}]}]"#;

pub fn rehearse() {
    let Ok(forms) = decode::client_profile(200, SAMPLE) else {
        return;
    };
    let forms = Arc::new(forms);
    offscreen(move || leptos::view! { <ProfileForms forms /> });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::logic::client_form::{self, FieldKind, Numeric};

    /// A sample that failed to decode would make the rehearsal a silent no-op; one without a field
    /// type would leave that type's code cold.
    #[test]
    fn the_sample_decodes_to_one_field_of_each_kind() {
        let forms = decode::client_profile(200, SAMPLE).expect("the sample decodes");
        let defs = client_form::build(&forms);
        let kinds: Vec<_> = defs
            .iter()
            .flat_map(|form| &form.fields)
            .map(|field| &field.kind)
            .collect();
        assert!(matches!(
            kinds.as_slice(),
            [
                FieldKind::Text,
                FieldKind::LongText,
                FieldKind::Email,
                FieldKind::Number(Numeric::Whole),
                FieldKind::Date,
                FieldKind::WebAddress,
                FieldKind::Phone,
                FieldKind::Dropdown(_),
                FieldKind::Radio(_),
                FieldKind::Checkbox,
                FieldKind::Multi(_),
            ]
        ));
        // Each value of the sample is read, so its control starts filled.
        let filled = defs[0]
            .fields
            .iter()
            .filter(|f| !f.initial.is_blank())
            .count();
        assert_eq!(filled, 5);
    }
}
