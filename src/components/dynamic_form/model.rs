//! The reactive state of a rendered form: one set of signals per field, so a keystroke touches only
//! its own field (no re-render of others, no whole-form validation). Rules live in
//! [`crate::logic::client_form`]; this only holds the values.
//!
//! The form's view updates a field's control itself after that field's own events. Changes made to
//! many fields at once from outside (Save's check, a discarded draft) bump a revision, which the
//! view follows with one effect: a thousand fields need no thousand effects.

use crate::logic::client_form::{self, FieldDef, FieldError, FormDef};
use leptos::prelude::*;
use std::sync::Arc;

/// A form's heading data, shared by the view.
pub struct FormHeader {
    pub dom_id: String,
    pub title: String,
    pub description: String,
    pub content: String,
}

#[derive(Clone)]
pub struct FieldModel {
    pub def: Arc<FieldDef>,
    pub value: RwSignal<String>,
    /// The user has left the field once: from then on it is validated as they type.
    pub touched: RwSignal<bool>,
    pub error: RwSignal<Option<FieldError>>,
}

impl FieldModel {
    /// Validates this field alone and shows the result.
    pub fn check(&self) -> Option<FieldError> {
        let error = self
            .value
            .with_untracked(|value| client_form::validate(&self.def, value).err());
        self.error.set(error);
        error
    }
}

pub struct FormModel {
    pub forms: Vec<(FormHeader, Vec<FieldModel>)>,
    /// Bumped after errors were set on many fields at once ([`FormModel::check_all`],
    /// [`FormModel::reset_to`]).
    pub errors_revision: RwSignal<u32>,
    /// Bumped after values were set from outside ([`FormModel::reset_to`]).
    pub values_revision: RwSignal<u32>,
}

impl FormModel {
    /// Signals for every field, starting from `values` (`(dom_id, value)`, as from
    /// [`client_form::merge_draft`]); a field without an entry starts from its API value.
    pub fn new(defs: &[FormDef], values: &[(String, String)]) -> FormModel {
        let by_id: std::collections::HashMap<&str, &str> = values
            .iter()
            .map(|(id, value)| (id.as_str(), value.as_str()))
            .collect();
        let forms = defs
            .iter()
            .map(|form| {
                let fields = form
                    .fields
                    .iter()
                    .map(|def| {
                        let start = by_id
                            .get(def.dom_id.as_str())
                            .map_or_else(|| def.initial.clone(), |v| v.to_string());
                        FieldModel {
                            value: RwSignal::new(start),
                            touched: RwSignal::new(false),
                            error: RwSignal::new(None),
                            def: Arc::new(def.clone()),
                        }
                    })
                    .collect();
                let header = FormHeader {
                    dom_id: form.dom_id.clone(),
                    title: form.title.clone(),
                    description: form.description.clone(),
                    content: form.content.clone(),
                };
                (header, fields)
            })
            .collect();
        FormModel {
            forms,
            errors_revision: RwSignal::new(0),
            values_revision: RwSignal::new(0),
        }
    }

    pub fn fields(&self) -> impl Iterator<Item = &FieldModel> {
        self.forms.iter().flat_map(|(_, fields)| fields.iter())
    }

    /// The current values, `(dom_id, value)`, read without tracking.
    pub fn values(&self) -> Vec<(String, String)> {
        self.fields()
            .map(|field| (field.def.dom_id.clone(), field.value.get_untracked()))
            .collect()
    }

    /// Validates every field, shows each result, and returns the invalid ones in form order.
    pub fn check_all(&self) -> Vec<(Arc<FieldDef>, FieldError)> {
        let invalid = self
            .fields()
            .filter_map(|field| {
                field.touched.set(true);
                field.check().map(|error| (Arc::clone(&field.def), error))
            })
            .collect();
        self.errors_revision.update(|n| *n = n.wrapping_add(1));
        invalid
    }

    /// Puts every field back to `values` and clears errors (discarding a draft).
    pub fn reset_to(&self, values: &[(String, String)]) {
        let by_id: std::collections::HashMap<&str, &str> = values
            .iter()
            .map(|(id, value)| (id.as_str(), value.as_str()))
            .collect();
        for field in self.fields() {
            let value = by_id
                .get(field.def.dom_id.as_str())
                .map_or_else(|| field.def.initial.clone(), |v| v.to_string());
            field.value.set(value);
            field.touched.set(false);
            field.error.set(None);
        }
        self.values_revision.update(|n| *n = n.wrapping_add(1));
        self.errors_revision.update(|n| *n = n.wrapping_add(1));
    }
}
