//! What the form is given by the app around it ([`Host`]), and what a value is read by ([`Locale`]).

use crate::base::texts::Texts;
use leptos::prelude::*;
use std::rc::Rc;
use text_rules::numbering::PhonePlans;
use text_rules::Lang;

/// The app around the form: its UI language, its texts, and the numbering plans phone numbers are
/// judged by. The form knows nothing else of the app.
#[derive(Clone, Copy)]
pub struct Host {
    /// The UI language: texts are asked in it, and numbers are read by its rules (`12,5` in
    /// Spanish). A switch relabels the form and shows its numbers again. A `Memo`, as an app's
    /// language usually is, rather than a `Signal`: one reactive type less in the wasm.
    pub lang: Memo<Lang>,
    /// The form's fixed texts and messages, in every language the app speaks.
    pub texts: &'static dyn Texts,
    /// The plans, once they have arrived; until then a phone number gets a plain length check.
    pub phone_plans: fn() -> Option<Rc<PhonePlans>>,
    /// Asks for the plans; called when a form with a phone field is put in the page.
    pub load_phone_plans: fn(),
}

impl Host {
    /// The language now, untracked.
    pub fn lang_now(&self) -> Lang {
        self.lang.try_get_untracked().unwrap_or_default()
    }
}

/// What typed text is read by: numbers by the language's rules, phone numbers by the plans when
/// they have arrived.
#[derive(Clone, Copy, Default)]
pub struct Locale<'a> {
    /// The language typed text is read in.
    pub lang: Lang,
    /// The phone numbering plans, when they have arrived.
    pub plans: Option<&'a PhonePlans>,
}

impl Locale<'_> {
    /// What to read typed text by.
    pub fn new(lang: Lang, plans: Option<&PhonePlans>) -> Locale<'_> {
        Locale { lang, plans }
    }
}
