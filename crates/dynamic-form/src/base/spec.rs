//! What the app hands over: each form and its fields as the platform describes them, borrowed, so
//! handing a thousand fields over copies nothing. The renderer reads them once (`model::def::build`).

use text_rules::Lang;

/// One form: its heading and its fields, in the order sent.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FormSpec<'a> {
    /// The form's id, part of every id in its markup; blank is allowed.
    pub id: &'a str,
    /// The form's heading, as text.
    pub title: &'a str,
    /// A line under the heading, as text.
    pub description: &'a str,
    /// Text shown under the heading, as text, its line breaks kept.
    pub content: &'a str,
    /// Its fields, in the order sent.
    pub fields: Vec<FieldSpec<'a>>,
    /// An update of values the platform already took: a field left as the platform holds it is not
    /// checked again (the app does not send it). Emptying a required field is still refused.
    pub checks_changes_only: bool,
}

/// One field as described.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FieldSpec<'a> {
    /// The name its value is kept under.
    pub name: &'a str,
    /// Blank: a label is made from the name ([`crate::Texts::label_from_key`]).
    pub label: &'a str,
    /// The kind's name as sent (`string`, `Multi-Select`, …), compared trimmed, in any case, with
    /// `-` and spaces as `_`; an unknown one is a text box.
    pub field_type: &'a str,
    /// An answer is needed before Save takes the form.
    pub required: bool,
    /// The field's hint, shown under its label as text.
    pub description: &'a str,
    /// `(key, text)` in the order sent; read only by the kinds with choices.
    pub options: Vec<(&'a str, &'a str)>,
    /// The value the platform holds, if it sent one.
    pub value: Option<Sent<'a>>,
    /// For a field the app describes itself, the browser's autofill token for its control (`name`,
    /// `email`, `bday`, …: HTML's autocomplete list); blank: none.
    pub autocomplete: &'static str,
    /// A field the app describes itself: its label and hint in each language, which follow the UI
    /// language while the form is shown (`label` and `description` are then not read). Give a hint
    /// in every language or in none.
    pub words: Option<Words>,
}

/// A field's words in each language: `Words(|lang| FieldWords { .. })`. Two are equal when they
/// say the same in every language.
#[derive(Debug, Clone, Copy)]
pub struct Words(pub fn(Lang) -> FieldWords);

impl PartialEq for Words {
    fn eq(&self, other: &Words) -> bool {
        Lang::ALL.iter().all(|&lang| self.0(lang) == other.0(lang))
    }
}

impl Eq for Words {}

/// A field's label and hint in one language (an empty hint: none).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FieldWords {
    /// The label.
    pub label: &'static str,
    /// The hint under it.
    pub hint: &'static str,
}

/// A value as sent, in the shapes a value can take; each kind reads the shapes it can hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sent<'a> {
    /// A string.
    Text(&'a str),
    /// A number as written in JSON (`12`, `2.5`).
    Number(&'a str),
    /// A boolean.
    Flag(bool),
    /// The strings of a list, in order.
    List(&'a [String]),
}

impl From<Sent<'_>> for crate::base::value::FieldValue {
    /// The value as sent, in the shape it came in; each kind then reads it for itself
    /// (`Kind::conform`).
    fn from(sent: Sent<'_>) -> Self {
        use crate::base::value::FieldValue;
        match sent {
            Sent::Text(text) | Sent::Number(text) => FieldValue::Text(text.to_owned()),
            Sent::Flag(flag) => FieldValue::Tick(flag),
            Sent::List(keys) => FieldValue::Choices(keys.to_vec()),
        }
    }
}
