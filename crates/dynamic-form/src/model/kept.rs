//! Values kept on this device, as `(dom_id, value)` pairs: the last values kept by Save, and a
//! draft, so a reload (or a sign-in after an expired session) does not lose typing. Where they are
//! stored is the app's; this is how they are laid over the forms and brought up to date.
//!
//! A value is text, a tick as a boolean or several choices as a list ([`FieldValue`]); entries kept
//! as text by an older version are read for their field's kind. Two rules keep a draft from ever
//! being wiped by accident:
//! - on load, a stored value wins over the platform's value, but blank stored text never replaces
//!   anything;
//! - on save, blank text never replaces a stored draft value (the form may be saving before its
//!   values are filled in), and entries of fields that are not in the form keep their place.
//!
//! The price is that clearing a text field is not remembered across a reload: the stored or sent
//! value comes back, which loses nothing. A tick and a list of choices are always answers
//! (`FieldValue::is_answer`): an unticked box or no choice, over the platform's tick or choices, is
//! what the user said.

use super::def::{FieldDef, FormDef};
use crate::base::value::{FieldValue, Values};
use std::collections::HashMap;

/// Stored answers by id: when the list repeats an id, its last answer counts; blank text counts
/// for nothing.
fn answers(values: &[(String, FieldValue)]) -> HashMap<&str, &FieldValue> {
    values
        .iter()
        .filter(|(_, value)| value.is_answer())
        .map(|(id, value)| (id.as_str(), value))
        .collect()
}

/// A stored answer for `field`, read for its kind; `None` when there is none or it is of a shape
/// the kind cannot hold.
fn stored_for(field: &FieldDef, stored: &HashMap<&str, &FieldValue>) -> Option<FieldValue> {
    let value = (*stored.get(field.dom_id.as_str())?).clone();
    field.conform(value).filter(FieldValue::is_answer)
}

/// Lays the values last kept on this device over the platform's: each becomes its field's
/// `initial`, the baseline a draft is compared with.
pub fn adopt_saved(forms: &mut [FormDef], saved: &[(String, FieldValue)]) {
    let saved = answers(saved);
    for field in forms.iter_mut().flat_map(|form| form.fields.iter_mut()) {
        if let Some(value) = stored_for(field, &saved) {
            field.initial = value;
        }
    }
}

/// The values to start editing with, in field order: the draft's where it has one, else the
/// field's `initial`.
pub fn starting_values(forms: &[FormDef], draft: &[(String, FieldValue)]) -> Vec<FieldValue> {
    let drafted = answers(draft);
    forms
        .iter()
        .flat_map(|form| &form.fields)
        .map(|field| stored_for(field, &drafted).unwrap_or_else(|| field.initial.clone()))
        .collect()
}

/// The draft to store after an edit, from the stored one and each field with its current value. An
/// answer that differs from the field's `initial` is recorded, one equal to it is dropped (nothing
/// to restore), and blank text changes nothing. Entries are unique by id, in first-stored order.
pub fn update_draft<'a>(
    stored: &[(String, FieldValue)],
    fields: impl IntoIterator<Item = (&'a FieldDef, &'a FieldValue)>,
) -> Values {
    let mut entries: Vec<Option<(String, FieldValue)>> = Vec::with_capacity(stored.len());
    let mut position: HashMap<String, usize> = HashMap::with_capacity(stored.len());
    let mut put = |id: &str, value: Option<&FieldValue>| match (position.get(id), value) {
        (Some(&i), value) => entries[i] = value.map(|v| (id.to_owned(), v.clone())),
        (None, Some(v)) => {
            position.insert(id.to_owned(), entries.len());
            entries.push(Some((id.to_owned(), v.clone())));
        }
        (None, None) => {}
    };
    for (id, value) in stored {
        if value.is_answer() {
            put(id, Some(value));
        }
    }
    for (field, value) in fields {
        if !value.is_answer() {
            continue;
        }
        if *value == field.initial {
            put(&field.dom_id, None);
        } else {
            put(&field.dom_id, Some(value));
        }
    }
    entries.into_iter().flatten().collect()
}

#[cfg(test)]
mod tests;
