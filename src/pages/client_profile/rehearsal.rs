//! This page's rehearsal (see `pages::rehearsal`): the form built from a sample answer.

use super::form::ProfileForms;
use crate::api::decode;
use crate::pages::rehearsal::offscreen;
use dynamic_form::kinds::KINDS;
use std::sync::Arc;

/// One required field of each kind the renderer knows, in the reference's shape (2.6), an option
/// chosen where the kind takes options: made from the renderer's own list, so a new kind is
/// rehearsed with no change here.
fn sample() -> String {
    let fields: Vec<String> = KINDS
        .iter()
        .enumerate()
        .filter_map(|(index, kind)| {
            let choice = if kind.takes_options() {
                r#","options":{"a":"A","b":"B"},"value":"a""#
            } else {
                ""
            };
            Some(format!(
                r#"{{"key":"k{index}","label":"Field {index}","field_type":"{}","required_level":"required"{choice}}}"#,
                kind.names().first()?
            ))
        })
        .collect();
    format!(
        r#"[{{"id":"base_form","form_title":"Company","fields":[{}]}}]"#,
        fields.join(",")
    )
}

pub fn rehearse() {
    let Ok(forms) = decode::client_profile(200, &sample()) else {
        return;
    };
    let forms = Arc::new(forms);
    offscreen(move || leptos::view! { <ProfileForms forms /> });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::client_profile::specs::form_specs;
    use dynamic_form::{FormModel, Host, PlainEnglish, NO_SUPPLIES};
    use leptos::prelude::Memo;

    /// A sample that failed to decode would make the rehearsal a silent no-op; one without a field
    /// of some kind would leave that kind's code cold.
    #[test]
    fn the_sample_decodes_to_one_field_of_each_kind() {
        let forms = decode::client_profile(200, &sample()).expect("the sample decodes");
        let host = Host {
            lang: Memo::new(|_| Default::default()),
            texts: &PlainEnglish,
            kinds: &[],
            supplies: &NO_SUPPLIES,
        };
        let model = FormModel::new(&form_specs(&forms), &[], &[], host);
        let kinds: Vec<&str> = model.fields().map(|field| field.def.kind.name()).collect();
        let every_kind: Vec<&str> = KINDS.iter().map(|kind| kind.name()).collect();
        assert_eq!(kinds, every_kind);
        // The choice of each kind with options is read, so its control starts filled.
        for field in model.fields() {
            assert_eq!(
                field.def.initial.is_blank(),
                !field.def.kind.takes_options(),
                "{:?}",
                field.def.kind
            );
        }
    }
}
