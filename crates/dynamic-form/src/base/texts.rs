//! What the form says. The errors a value can have are the crate's ([`FieldError`]); the words for
//! them, and every other text the form shows, are the app's, given in the UI language ([`Texts`]).

use text_rules::numbering::PhonePlans;
use text_rules::phone::PhoneError;
use text_rules::validate::EmailError;
use text_rules::Lang;

/// What is wrong with a field's value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FieldError {
    Required,
    /// A required checkbox left unticked.
    NotTicked,
    /// A required group of checkboxes with none ticked.
    NoneChosen,
    Phone(PhoneError),
    Email(EmailError),
    NotANumber,
    NotWhole,
    NotADate,
    NotATime,
    /// Not an `http` or `https` address.
    NotAWebAddress,
    /// A choice that is not one of the options.
    NotAnOption,
}

/// Where a form stands, as its task list says it (GOV.UK's task list): nothing answered yet; some
/// answered, or an answer Save would refuse; or every required answer given and nothing Save would
/// refuse.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    NotStarted,
    InProgress,
    Completed,
}

/// Every text the form shows, in the UI language, given by the app (which keeps all of its texts in
/// one place, in both languages). Implemented once, on a unit struct, and handed over as
/// `&'static dyn Texts` in [`crate::Host`].
pub trait Texts: Sync {
    /// Said of a required control whose role has no required state: "Required".
    fn required(&self, lang: Lang) -> &'static str;
    /// A dropdown's empty option: "Choose…".
    fn choose_option(&self, lang: Lang) -> &'static str;
    /// The visually hidden label of a phone's calling-code selector: "Country code".
    fn country_code(&self, lang: Lang) -> &'static str;
    /// The selector's empty option: "Code", or `+999` for a code no country has.
    fn code_placeholder(&self, code: &str, lang: Lang) -> String;
    /// The message for `error`; a phone number's may name an example from the numbering `plans`.
    fn error(&self, error: FieldError, lang: Lang, plans: Option<&PhonePlans>) -> String;
    /// A form's status, as text: "Not yet started", "In progress", "Completed".
    fn status(&self, status: Status, lang: Lang) -> &'static str;
    /// How many of a form's fields are answered: "3 of 12 answered".
    fn answered_count(&self, answered: usize, fields: usize, lang: Lang) -> String;
    /// What is said, politely, when a field is left and its form's counts have changed: "Company
    /// profile: in progress, 3 of 12 answered."
    fn progress_said(
        &self,
        form: &str,
        status: Status,
        answered: usize,
        fields: usize,
        lang: Lang,
    ) -> String;
    /// The name of the list of forms, for assistive technology: "Your forms".
    fn task_list(&self, lang: Lang) -> &'static str;
    /// The control that moves to the next required question: "Next required question".
    fn next_required(&self, lang: Lang) -> &'static str;
    /// The same control when nothing required is left: "Nothing required is left: go to Save".
    fn none_left(&self, lang: Lang) -> &'static str;
    /// The label of a field described without one, made from its name (`billing_contact` →
    /// "Billing contact").
    fn label_from_key(&self, key: &str) -> String;
}

/// Plain English texts: the crate's examples and tests use them. An app gives its own, in its
/// languages.
pub struct PlainEnglish;

impl Texts for PlainEnglish {
    fn required(&self, _: Lang) -> &'static str {
        "Required"
    }

    fn choose_option(&self, _: Lang) -> &'static str {
        "Choose…"
    }

    fn country_code(&self, _: Lang) -> &'static str {
        "Country code"
    }

    fn code_placeholder(&self, code: &str, _: Lang) -> String {
        match code.trim().trim_start_matches('+') {
            "" => "Code".to_owned(),
            code => format!("+{code}"),
        }
    }

    fn error(&self, error: FieldError, _: Lang, _: Option<&PhonePlans>) -> String {
        format!("{error:?}")
    }

    fn status(&self, status: Status, _: Lang) -> &'static str {
        match status {
            Status::NotStarted => "Not yet started",
            Status::InProgress => "In progress",
            Status::Completed => "Completed",
        }
    }

    fn answered_count(&self, answered: usize, fields: usize, _: Lang) -> String {
        format!("{answered} of {fields} answered")
    }

    fn progress_said(
        &self,
        form: &str,
        status: Status,
        answered: usize,
        fields: usize,
        lang: Lang,
    ) -> String {
        let count = self.answered_count(answered, fields, lang);
        format!("{form}: {}, {count}.", self.status(status, lang))
    }

    fn task_list(&self, _: Lang) -> &'static str {
        "Your forms"
    }

    fn next_required(&self, _: Lang) -> &'static str {
        "Next required question"
    }

    fn none_left(&self, _: Lang) -> &'static str {
        "Nothing required is left: go to Save"
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
