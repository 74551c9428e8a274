//! What the form says. The errors a value can have are the crate's ([`FieldError`]), or a kind of
//! the app's own ([`Message`]); the words for them, and every other text the form shows, are the
//! app's, given in the UI language ([`Texts`]).

use crate::base::host::Locale;
use std::fmt;
use std::hash::{Hash, Hasher};
use text_rules::phone::PhoneError;
use text_rules::validate::EmailError;
use text_rules::Lang;

/// What is wrong with a field's value. More may come: an app's match has an arm for the others.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FieldError {
    /// No answer to a required field.
    Required,
    /// A required checkbox left unticked.
    NotTicked,
    /// A required group of checkboxes with none ticked.
    NoneChosen,
    /// A phone number the country's numbering plan refuses.
    Phone(PhoneError),
    /// Not an e-mail address.
    Email(EmailError),
    /// Not a number.
    NotANumber,
    /// A number with a fraction where a whole one is asked.
    NotWhole,
    /// Not a real date.
    NotADate,
    /// Not a real time of day.
    NotATime,
    /// Not an `http` or `https` address.
    NotAWebAddress,
    /// A choice that is not one of the options.
    NotAnOption,
    /// A message of an app's own kind, which says itself.
    Own(Message),
}

/// A message the crate has never heard of, which an app's own kind gives as its error: a code, by
/// which it is told apart (and a test finds it), and its words in each language the app speaks.
/// `Host::message` asks them; the app's [`Texts::error`] is never asked.
#[derive(Clone, Copy)]
pub struct Message {
    /// Tells the message apart: two messages with the same code are the same.
    pub code: &'static str,
    /// Its words in the UI language.
    pub words: fn(Lang) -> String,
}

impl PartialEq for Message {
    fn eq(&self, other: &Message) -> bool {
        self.code == other.code
    }
}

impl Eq for Message {}

impl Hash for Message {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.code.hash(state);
    }
}

impl fmt::Debug for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code)
    }
}

/// Where a form stands, as its task list says it (GOV.UK's task list): nothing answered yet; some
/// answered, or an answer Save would refuse; or every required answer given and nothing Save would
/// refuse.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Nothing answered yet.
    NotStarted,
    /// Some answered, or an answer Save would refuse.
    InProgress,
    /// Every required answer given, and nothing Save would refuse.
    Completed,
}

/// The form's fixed texts, each asked of [`Texts::text`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Text {
    /// Said of a required control whose role has no required state: "Required".
    Required,
    /// A dropdown's empty option: "Choose…".
    ChooseOption,
    /// The visually hidden label of a phone's calling-code selector: "Country code".
    CountryCode,
    /// The name of the list of forms, for assistive technology: "Your forms".
    TaskList,
    /// The control that moves to the next required question: "Next required question".
    NextRequired,
    /// The same control when nothing required is left: "Nothing required is left: go to the end" (not
    /// "Save": a QA script's `getByRole('button', { name: 'Save' })` would find it too).
    NoneLeft,
    /// A form's status: "Not yet started", "In progress", "Completed".
    Status(Status),
}

/// Every text the form shows, in the UI language, given by the app (which keeps all of its texts in
/// one place, in both languages). Implemented once, on a unit struct, and handed over as
/// `&'static dyn Texts` in [`crate::Host`].
pub trait Texts: Sync {
    /// A fixed text.
    fn text(&self, text: Text, lang: Lang) -> &'static str;
    /// A calling-code selector's empty option: "Code", or `+999` for a code no country has.
    fn code_placeholder(&self, code: &str, lang: Lang) -> String;
    /// The message for `error` in the locale's language (never an app's own [`Message`], which
    /// says itself); a phone number's may name an example from the numbering plans the locale
    /// supplies.
    fn error(&self, error: FieldError, locale: Locale) -> String;
    /// How many of a form's fields are answered: "3 of 12 answered".
    fn answered_count(&self, answered: usize, fields: usize, lang: Lang) -> String;
    /// The label of a field described without one, made from its name (`billing_contact` →
    /// "Billing contact").
    fn label_from_key(&self, key: &str) -> String;

    /// What is said, politely, when a field is left and its form's counts have changed: "Company
    /// profile: In progress, 3 of 12 answered." Made of the texts above unless the app's language
    /// wants another order.
    fn progress_said(
        &self,
        form: &str,
        status: Status,
        counts: (usize, usize),
        lang: Lang,
    ) -> String {
        let count = self.answered_count(counts.0, counts.1, lang);
        format!(
            "{form}: {}, {count}.",
            self.text(Text::Status(status), lang)
        )
    }
}

/// Plain English texts: the crate's examples and tests use them. An app gives its own, in its
/// languages.
pub struct PlainEnglish;

impl Texts for PlainEnglish {
    fn text(&self, text: Text, _: Lang) -> &'static str {
        match text {
            Text::Required => "Required",
            Text::ChooseOption => "Choose…",
            Text::CountryCode => "Country code",
            Text::TaskList => "Your forms",
            Text::NextRequired => "Next required question",
            Text::NoneLeft => "Nothing required is left: go to the end",
            Text::Status(Status::NotStarted) => "Not yet started",
            Text::Status(Status::InProgress) => "In progress",
            Text::Status(Status::Completed) => "Completed",
        }
    }

    fn code_placeholder(&self, code: &str, _: Lang) -> String {
        match code.trim().trim_start_matches('+') {
            "" => "Code".to_owned(),
            code => format!("+{code}"),
        }
    }

    fn error(&self, error: FieldError, _: Locale) -> String {
        format!("{error:?}")
    }

    fn answered_count(&self, answered: usize, fields: usize, _: Lang) -> String {
        format!("{answered} of {fields} answered")
    }

    fn label_from_key(&self, key: &str) -> String {
        let words = key.replace('_', " ");
        let mut chars = words.trim().chars();
        match chars.next() {
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => String::new(),
        }
    }
}
