//! This page's rehearsal (see `pages::rehearsal`): the form built from a sample answer.

use super::form::ProfileForms;
use crate::api::decode;
use crate::pages::rehearsal::offscreen;
use std::sync::Arc;

/// One field of each kind the renderer knows, in the reference's shape (2.6). An unknown type is
/// drawn as text, and would log its warning at every sign-in.
const SAMPLE: &str = r#"[{"id":"base_form","form_title":"Company","form_description":"","form_category":"core","custom_form_content":"","fields":[
{"key":"name","id":"name","label":"Name","field_type":"string","required_level":"required","description":"Legal name"},
{"key":"notes","id":"notes","label":"Notes","field_type":"textarea","required_level":"","value":"a\nb"},
{"key":"email","id":"email","label":"E-mail","field_type":"email","required_level":"required"},
{"key":"staff","id":"staff","label":"Staff","field_type":"integer","required_level":"","value":12},
{"key":"founded","id":"founded","label":"Founded","field_type":"date","required_level":"","value":"Mar 07, 1994"},
{"key":"site","id":"site","label":"Site","field_type":"url","required_level":""},
{"key":"contact_phone","id":"contact_phone","label":"Phone","field_type":"phone","required_level":"required","description":""},
{"key":"category","id":"category","label":"Category","field_type":"dropdown","required_level":"","options":{"a":"A","b":"B"},"description":""},
{"key":"size","id":"size","label":"Size","field_type":"radio","required_level":"required","options":{"s":"S","l":"L"}},
{"key":"terms","id":"terms","label":"Terms","field_type":"checkbox","required_level":"required","value":"yes"},
{"key":"days","id":"days","label":"Days","field_type":"multiselect","required_level":"","options":{"mon":"Mon","tue":"Tue"},"value":["tue"]}]}]"#;

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
