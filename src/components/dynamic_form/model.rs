//! The reactive state of a rendered form: one set of signals per field, so a keystroke touches only
//! its own field (no re-render of others, no whole-form validation). The field definitions are rendered
//! here, once, from the decoded answer, and every field's model holds its own; rules live in
//! [`crate::logic::client_form`].
//!
//! The form's view updates a field's control itself after that field's own events. Changes made to
//! many fields at once from outside (Save's check, a discarded draft) bump a revision, which the
//! view follows with one effect: a thousand fields need no thousand effects.

use crate::api::models::ClientProfileForm;
use crate::browser::phone_plans;
pub use crate::logic::client_form::Values;
use crate::logic::client_form::{self, FieldDef, FieldError, FieldValue, FormHeader};
use crate::logic::lang::Lang;
use leptos::prelude::*;
use std::sync::Arc;
use text_rules::numbering::PhonePlans;

#[derive(Clone)]
pub struct FieldModel {
    /// Its `initial` is the baseline: the value saved on this device, else the API's.
    pub def: Arc<FieldDef>,
    /// Read and written without tracking: the view follows each field's own events and, for
    /// changes to many fields at once, a revision (`values_revision`), never a value.
    pub value: RwSignal<FieldValue>,
    /// The user has left the field once: from then on it is validated as they type.
    pub touched: RwSignal<bool>,
    pub error: RwSignal<Option<FieldError>>,
}

impl FieldModel {
    /// Validates this field alone (numbers in the UI language `lang`, a phone by `plans` once they
    /// have arrived) and shows the result.
    pub fn check(&self, lang: Lang, plans: Option<&PhonePlans>) -> Option<FieldError> {
        let error = self
            .value
            .with_untracked(|value| client_form::validate(&self.def, value, lang, plans).err());
        self.error.set(error);
        error
    }
}

pub struct FormModel {
    /// Each form's heading and its fields, in the order sent.
    pub forms: Vec<(FormHeader, Vec<FieldModel>)>,
    /// Bumped after errors were set on many fields at once ([`FormModel::check_all`],
    /// [`FormModel::reset`]).
    pub errors_revision: RwSignal<u32>,
    /// Bumped after values were set from outside ([`FormModel::reset`]).
    pub values_revision: RwSignal<u32>,
}

impl FormModel {
    /// The platform's forms with what this device kept of them: the values last `saved` here
    /// replace the API's as each field's baseline, and a `draft` from an earlier visit, where it
    /// has a value, is where editing starts.
    pub fn new(
        forms: &[ClientProfileForm],
        saved: &[(String, FieldValue)],
        draft: &[(String, FieldValue)],
    ) -> FormModel {
        let mut defs = client_form::build(forms);
        client_form::adopt_saved(&mut defs, saved);
        let mut start = client_form::starting_values(&defs, draft).into_iter();
        let forms = defs
            .into_iter()
            .map(|form| {
                let fields = form
                    .fields
                    .into_iter()
                    .zip(start.by_ref())
                    .map(|(def, value)| FieldModel {
                        def: Arc::new(def),
                        value: RwSignal::new(value),
                        touched: RwSignal::new(false),
                        error: RwSignal::new(None),
                    })
                    .collect();
                (form.header, fields)
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

    /// Some field's value differs from its baseline (a draft was laid over it, or it was edited).
    pub fn departs_from_baseline(&self) -> bool {
        self.fields().any(|field| {
            field
                .value
                .with_untracked(|value| *value != field.def.initial)
        })
    }

    /// The draft to store now: `stored` brought up to date with every field's current value (see
    /// [`client_form::update_draft`]). Read without tracking.
    pub fn draft(&self, stored: &[(String, FieldValue)]) -> Values {
        let values: Vec<FieldValue> = self
            .fields()
            .map(|field| field.value.get_untracked())
            .collect();
        client_form::update_draft(stored, self.fields().map(|field| &*field.def).zip(&values))
    }

    /// The values to keep, `(dom_id, value)`, each as it would be sent (numbers read in `lang`).
    /// Read without tracking.
    pub fn submitted_values(&self, lang: Lang) -> Values {
        let plans = phone_plans::installed();
        self.fields()
            .map(|field| {
                let value = field.value.with_untracked(|value| {
                    client_form::submit_value(&field.def, value, lang, plans.as_deref())
                });
                (field.def.dom_id.clone(), value)
            })
            .collect()
    }

    /// Validates every field (numbers in `lang`), shows each result, and returns the invalid ones
    /// in form order.
    pub fn check_all(&self, lang: Lang) -> Vec<(Arc<FieldDef>, FieldError)> {
        let plans = phone_plans::installed();
        let invalid = self
            .fields()
            .filter_map(|field| {
                field.touched.set(true);
                field
                    .check(lang, plans.as_deref())
                    .map(|error| (Arc::clone(&field.def), error))
            })
            .collect();
        self.errors_revision.update(|n| *n = n.wrapping_add(1));
        invalid
    }

    /// Puts every field back to its baseline and clears errors (discarding a draft).
    pub fn reset(&self) {
        for field in self.fields() {
            field.value.set(field.def.initial.clone());
            field.touched.set(false);
            field.error.set(None);
        }
        self.values_revision.update(|n| *n = n.wrapping_add(1));
        self.errors_revision.update(|n| *n = n.wrapping_add(1));
    }
}
