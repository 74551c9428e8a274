//! The forms ready to render ([`build`]), made once from what the app handed over: each field's
//! kind, options, unique DOM id, label and starting value, and what a field answers about a value
//! (its check and what it keeps), which it asks its kind.
//!
//! Forms can have thousands of fields, so everything here is linear: ids are de-duplicated with
//! hash sets.

use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::spec::{FieldSpec, FormSpec, Words};
use crate::base::texts::{FieldError, Texts};
use crate::base::value::FieldValue;
use crate::kinds::{kind_for, FieldKind};
use std::collections::{HashMap, HashSet};
use text_rules::Lang;

/// Longest piece of a form id or field name kept in a DOM id, so a huge name does not make a huge
/// attribute; collisions from the cut are numbered like any other.
const MAX_ID_PART_CHARS: usize = 64;

/// A field ready to render.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldDef {
    /// Unique across all forms and fields, only `[A-Za-z0-9_-]`, never empty.
    pub dom_id: String,
    /// The name the value is kept under.
    pub key: String,
    /// The label shown: the one described, else one made from the name.
    pub label: String,
    /// The kind, from its `field_type`.
    pub kind: FieldKind,
    /// Empty for a kind that takes none.
    pub options: Options,
    /// An answer is needed before Save takes the form.
    pub required: bool,
    /// Its hint, as text.
    pub description: String,
    /// The value a draft is compared with and a discarded draft goes back to: the platform's value
    /// (empty when there is none), or the one kept on this device once `kept::adopt_saved` has laid
    /// it over.
    pub initial: FieldValue,
    /// The `field_type` as sent, when no kind answers to it.
    pub unknown_type: Option<String>,
    /// A value equal to `initial` is not checked ([`FormSpec::checks_changes_only`]).
    pub checks_changes_only: bool,
    /// The browser's autofill token for its control; empty: none ([`FieldSpec::autocomplete`]).
    pub autocomplete: &'static str,
    /// The label and hint in each language, for a field the app describes itself
    /// ([`FieldSpec::words`]); `None`: `label` and `description` in every language.
    pub words: Option<Words>,
}

/// A form's heading, ready to render.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormHeader {
    /// Unique like the fields' ids, for `aria-labelledby` and anchors.
    pub dom_id: String,
    /// The heading, as text.
    pub title: String,
    /// A line under the heading, as text.
    pub description: String,
    /// Shown as text.
    pub content: String,
}

/// A form ready to render.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormDef {
    pub header: FormHeader,
    pub fields: Vec<FieldDef>,
}

impl FieldDef {
    /// Checks one value, linear in its length: a blank value is only an error for a required field;
    /// in a form that checks changes only, a value kept as its baseline is none.
    pub fn check(&self, value: &FieldValue, locale: Locale) -> Result<(), FieldError> {
        if value.is_blank() {
            return match self.required {
                true => Err(self.kind.blank_error()),
                false => Ok(()),
            };
        }
        if self.checks_changes_only && self.kept(value, locale) == self.kept(&self.initial, locale)
        {
            return Ok(());
        }
        self.kind.check(value, &self.options, locale)
    }

    /// The value to keep for the field (see `Kind::kept`).
    pub fn kept(&self, value: &FieldValue, locale: Locale) -> FieldValue {
        if value.is_blank() {
            return self.kind.empty();
        }
        self.kind.kept(value, &self.options, locale)
    }

    /// `value` read for this field's kind; `None` when its kind cannot hold it.
    pub fn conform(&self, value: FieldValue) -> Option<FieldValue> {
        self.kind.conform(value, &self.options)
    }

    /// Has a hint to show, in some language.
    pub fn has_hint(&self) -> bool {
        match self.words {
            Some(words) => Lang::ALL
                .iter()
                .any(|&lang| !words.0(lang).hint.trim().is_empty()),
            None => !self.description.trim().is_empty(),
        }
    }

    /// The label shown in `lang`.
    pub fn label_in(&self, lang: Lang) -> &str {
        self.words.map_or(&self.label, |words| words.0(lang).label)
    }

    /// The hint shown in `lang` (empty: none).
    pub fn hint_in(&self, lang: Lang) -> &str {
        self.words
            .map_or(&self.description, |words| words.0(lang).hint)
    }
}

/// The forms ready to render, in the order handed over.
/// The app's `own` kinds are looked up before the crate's.
pub fn build(forms: &[FormSpec], own: &[FieldKind], texts: &dyn Texts) -> Vec<FormDef> {
    let field_count = forms.iter().map(|f| f.fields.len() + 1).sum();
    let mut ids = DomIds::for_count(field_count);
    forms
        .iter()
        .map(|form| {
            let form_part = id_part(form.id, "form");
            let header = FormHeader {
                dom_id: ids.claim(format!("cf-{form_part}")),
                title: form.title.to_owned(),
                description: form.description.to_owned(),
                content: form.content.to_owned(),
            };
            let fields = form
                .fields
                .iter()
                .map(|field| {
                    let mut def = build_field(field, own, &form_part, &mut ids, texts);
                    def.checks_changes_only = form.checks_changes_only;
                    def
                })
                .collect();
            FormDef { header, fields }
        })
        .collect()
}

fn build_field(
    field: &FieldSpec,
    own: &[FieldKind],
    form_part: &str,
    ids: &mut DomIds,
    texts: &dyn Texts,
) -> FieldDef {
    let (kind, options) = kind_and_options(field, own);
    let mut def = FieldDef {
        dom_id: ids.claim(format!("cf-{form_part}-{}", id_part(field.name, "field"))),
        key: field.name.to_owned(),
        label: if field.label.trim().is_empty() {
            texts.label_from_key(field.name)
        } else {
            field.label.to_owned()
        },
        kind,
        options,
        required: field.required,
        description: field.description.to_owned(),
        initial: kind.empty(),
        unknown_type: kind
            .is_unknown()
            .then(|| field.field_type.trim().to_owned()),
        checks_changes_only: false,
        autocomplete: field.autocomplete.trim(),
        words: field.words,
    };
    if let Some(initial) = field.value.and_then(|sent| def.conform(sent.into())) {
        def.initial = initial;
    }
    def
}

/// The field's kind, and its options for a kind that takes them. A kind with choices but no
/// options cannot be answered, so it becomes a text box rather than a control that blocks a
/// required field.
fn kind_and_options(field: &FieldSpec, own: &[FieldKind]) -> (FieldKind, Options) {
    let kind = kind_for(field.field_type, own);
    if !kind.takes_options() {
        return (kind, Options::default());
    }
    let options = Options::new(
        field
            .options
            .iter()
            .map(|(key, text)| ((*key).to_owned(), (*text).to_owned())),
    );
    if options.is_empty() {
        (kind_for("text", &[]), options)
    } else {
        (kind, options)
    }
}

/// `text` reduced to `[A-Za-z0-9_-]` (other characters become `_`) and capped in length;
/// `fallback` when nothing is left.
fn id_part(text: &str, fallback: &str) -> String {
    let part: String = text
        .trim()
        .chars()
        .take(MAX_ID_PART_CHARS)
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if part.is_empty() {
        fallback.to_owned()
    } else {
        part
    }
}

/// Hands out unique ids: the wanted one if free, else `wanted-2`, `-3`, ... The next suffix is
/// remembered per base, so many duplicates stay linear.
struct DomIds {
    used: HashSet<String>,
    next_suffix: HashMap<String, usize>,
}

impl DomIds {
    fn for_count(n: usize) -> DomIds {
        DomIds {
            used: HashSet::with_capacity(n),
            next_suffix: HashMap::new(),
        }
    }

    fn claim(&mut self, wanted: String) -> String {
        if !self.used.contains(&wanted) {
            self.used.insert(wanted.clone());
            return wanted;
        }
        let next = self.next_suffix.entry(wanted.clone()).or_insert(2);
        loop {
            let candidate = format!("{wanted}-{next}");
            *next += 1;
            if !self.used.contains(&candidate) {
                self.used.insert(candidate.clone());
                return candidate;
            }
        }
    }
}

/// Distinct unknown field types, in order of first appearance, to be reported once each.
pub fn unknown_types<'a>(fields: impl IntoIterator<Item = &'a FieldDef>) -> Vec<&'a str> {
    let mut types: Vec<&str> = Vec::new();
    for unknown in fields
        .into_iter()
        .filter_map(|field| field.unknown_type.as_deref())
    {
        if !types.contains(&unknown) {
            types.push(unknown);
        }
    }
    types
}

#[cfg(test)]
pub(crate) mod tests;
