//! This page's rehearsal (see `pages::rehearsal`): the form built from a sample answer.

use super::form::ProfileForms;
use crate::api::decode;
use crate::pages::rehearsal::offscreen;
use std::sync::Arc;

/// One field of each type the renderer knows, in the reference's shape (2.6).
const SAMPLE: &str = r#"[{"id":"base_form","form_title":"Company","form_description":"","form_category":"core","custom_form_content":"","fields":[
{"key":"name","id":"name","label":"Name","field_type":"string","required_level":"required","description":"Legal name"},
{"key":"contact_phone","id":"contact_phone","label":"Phone","field_type":"phone","required_level":"required","description":""},
{"key":"category","id":"category","label":"Category","field_type":"dropdown","required_level":"","options":{"a":"A","b":"B"},"description":""}]}]"#;

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
    use crate::logic::client_form::{self, FieldKind};

    /// A sample that failed to decode would make the rehearsal a silent no-op; one without a field
    /// type would leave that type's code cold.
    #[test]
    fn the_sample_decodes_to_one_field_of_each_known_type() {
        let forms = decode::client_profile(200, SAMPLE).expect("the sample decodes");
        let defs = client_form::build(&forms);
        let kinds: Vec<_> = defs
            .iter()
            .flat_map(|form| &form.fields)
            .map(|field| &field.kind)
            .collect();
        assert!(matches!(
            kinds.as_slice(),
            [FieldKind::Text, FieldKind::Phone, FieldKind::Dropdown(_)]
        ));
    }
}
