//! The reactive state of the forms: one set of signals per field, so a keystroke touches only its
//! own field (no re-render of others, no whole-form check). Changes made to many fields at once
//! from outside (Save's check, a discarded draft) bump a revision, which the view follows with one
//! effect: a thousand fields need no thousand effects (docs/performance.md#one-render-effect).

use super::def::{build, FieldDef, FormHeader};
use super::kept::{adopt_saved, starting_values, update_draft};
use super::progress::{Counts, Standing};
use crate::base::host::{Host, Locale};
use crate::base::spec::FormSpec;
use crate::base::texts::FieldError;
use crate::base::value::{FieldValue, Values};
use leptos::prelude::*;
use std::sync::Arc;

/// One field: its definition and its signals.
#[derive(Clone)]
pub struct FieldModel {
    /// Its `initial` is the baseline: the value kept on this device, else the platform's.
    pub def: Arc<FieldDef>,
    /// Read and written without tracking: the view follows each field's own events and, for
    /// changes to many fields at once, a revision, never a value.
    pub value: RwSignal<FieldValue>,
    /// The user has left the field once: from then on it is checked as they type.
    pub touched: RwSignal<bool>,
    /// The error shown for it, if any.
    pub error: RwSignal<Option<FieldError>>,
    /// Where it stands for its form's counts, by the check Save makes.
    pub standing: RwSignal<Standing>,
    /// Its form's counts, which it moves when its standing changes.
    pub counts: RwSignal<Counts>,
}

impl FieldModel {
    /// Works out where the field stands now, and moves its form's counts if that changed. Read
    /// and written without tracking.
    pub fn restand(&self, locale: Locale) {
        let now = self
            .value
            .with_untracked(|value| Standing::of(&self.def, value, locale));
        let was = self.standing.get_untracked();
        if now != was {
            self.standing.set(now);
            self.counts.update(|counts| {
                counts.count(self.def.required, was, -1);
                counts.count(self.def.required, now, 1);
            });
        }
    }

    /// Checks this field alone and records the result.
    pub fn check(&self, locale: Locale) -> Option<FieldError> {
        let error = self
            .value
            .with_untracked(|value| self.def.check(value, locale).err());
        self.error.set(error);
        error
    }
}

/// A field whose value Save refused: where it is, what it is called, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The field's id in the page, where a link to it goes.
    pub dom_id: String,
    /// Its label, as shown.
    pub label: String,
    /// What is wrong.
    pub error: FieldError,
}

/// Every form handed over, with what this device kept of them.
pub struct FormModel {
    /// What the app handed over: the language, the texts, its kinds, the supplies.
    pub host: Host,
    /// Each form's heading and its fields, in the order handed over.
    pub forms: Vec<(FormHeader, Vec<FieldModel>)>,
    /// Bumped after errors were set on many fields at once ([`FormModel::check_all`],
    /// [`FormModel::reset`]).
    pub errors_revision: RwSignal<u32>,
    /// Bumped after values were set from outside ([`FormModel::reset`]).
    pub values_revision: RwSignal<u32>,
    /// Each form's counts, in the order of `forms`.
    pub progress: Vec<RwSignal<Counts>>,
    /// Where "next required question" starts looking: after the field last focused, or at the
    /// first field of the form a task list's link took the user to.
    pub next_from: RwSignal<usize>,
}

impl FormModel {
    /// The forms with what this device kept of them: the values last `saved` here replace the
    /// platform's as each field's baseline, and a `draft` from an earlier visit, where it has a
    /// value, is where editing starts.
    pub fn new(
        forms: &[FormSpec],
        saved: &[(String, FieldValue)],
        draft: &[(String, FieldValue)],
        host: Host,
    ) -> FormModel {
        let mut defs = build(forms, host.kinds, host.texts);
        adopt_saved(&mut defs, saved);
        let mut start = starting_values(&defs, draft).into_iter();
        let locale = host.locale();
        let mut progress = Vec::with_capacity(defs.len());
        let forms = defs
            .into_iter()
            .map(|form| {
                let mut counts = Counts::default();
                let counted = RwSignal::new(Counts::default());
                let fields = form
                    .fields
                    .into_iter()
                    .zip(start.by_ref())
                    .map(|(def, value)| {
                        let standing = Standing::of(&def, &value, locale);
                        counts.count(def.required, standing, 1);
                        FieldModel {
                            def: Arc::new(def),
                            value: RwSignal::new(value),
                            touched: RwSignal::new(false),
                            error: RwSignal::new(None),
                            standing: RwSignal::new(standing),
                            counts: counted,
                        }
                    })
                    .collect();
                counted.set(counts);
                progress.push(counted);
                (form.header, fields)
            })
            .collect();
        FormModel {
            host,
            forms,
            errors_revision: RwSignal::new(0),
            values_revision: RwSignal::new(0),
            progress,
            next_from: RwSignal::new(0),
        }
    }

    /// Works out again where every field stands (the language or a supply, such as the phone
    /// numbering plans, changed what its check says). Read and written without tracking.
    pub fn restand_all(&self) {
        self.with_locale(|locale| self.fields().for_each(|field| field.restand(locale)));
    }

    /// The fields Save would refuse now, in every form (tracked: for the "next required question"
    /// control).
    pub fn left(&self) -> usize {
        self.progress
            .iter()
            .map(|counts| counts.with(Counts::left))
            .sum()
    }

    /// The next field Save would refuse from where the user is ([`FormModel::next_from`]), going
    /// round to the first, and its index; `None` when there is none.
    pub fn next_to_answer(&self) -> Option<(usize, &FieldModel)> {
        let count = self.fields().count();
        let start = self.next_from.get_untracked();
        let stops = |(_, field): &(usize, &FieldModel)| {
            field
                .standing
                .get_untracked()
                .stops_save(field.def.required)
        };
        let start = start % count.max(1);
        let after = self.fields().enumerate().skip(start);
        after
            .chain(self.fields().enumerate().take(start))
            .find(stops)
    }

    /// Every field of every form, in order.
    pub fn fields(&self) -> impl Iterator<Item = &FieldModel> {
        self.forms.iter().flat_map(|(_, fields)| fields.iter())
    }

    /// Runs `read` with what values are read by now: the UI language, untracked, and the supplies.
    pub fn with_locale<T>(&self, read: impl FnOnce(Locale) -> T) -> T {
        read(self.host.locale())
    }

    /// Some field's value differs from its baseline (a draft was laid over it, or it was edited).
    pub fn departs_from_baseline(&self) -> bool {
        self.fields().any(|field| {
            field
                .value
                .with_untracked(|value| *value != field.def.initial)
        })
    }

    /// Some field shows an error now (tracked: for the page's title).
    pub fn shows_errors(&self) -> bool {
        self.fields().any(|field| field.error.with(Option::is_some))
    }

    /// The draft to store now: `stored` brought up to date with every field's current value.
    /// Read without tracking.
    pub fn draft(&self, stored: &[(String, FieldValue)]) -> Values {
        let values: Vec<FieldValue> = self
            .fields()
            .map(|field| field.value.get_untracked())
            .collect();
        update_draft(stored, self.fields().map(|field| &*field.def).zip(&values))
    }

    /// The values to keep, `(dom_id, value)`, each as it would be sent. Read without tracking.
    pub fn kept_values(&self) -> Values {
        self.with_locale(|locale| {
            self.fields()
                .map(|field| {
                    let value = field
                        .value
                        .with_untracked(|value| field.def.kept(value, locale));
                    (field.def.dom_id.clone(), value)
                })
                .collect()
        })
    }

    /// Checks every field, shows each result, and returns the fields refused, in form order.
    pub fn check_all(&self) -> Vec<Problem> {
        let problems = self.with_locale(|locale| {
            self.fields()
                .filter_map(|field| {
                    field.touched.set(true);
                    field.restand(locale);
                    field.check(locale).map(|error| Problem {
                        dom_id: field.def.dom_id.clone(),
                        label: field.def.label_in(locale.lang).to_owned(),
                        error,
                    })
                })
                .collect()
        });
        self.errors_revision.update(|n| *n = n.wrapping_add(1));
        problems
    }

    /// Puts every field back to its baseline and clears errors (discarding a draft).
    pub fn reset(&self) {
        for field in self.fields() {
            field.value.set(field.def.initial.clone());
            field.touched.set(false);
            field.error.set(None);
        }
        self.restand_all();
        self.values_revision.update(|n| *n = n.wrapping_add(1));
        self.errors_revision.update(|n| *n = n.wrapping_add(1));
    }
}
