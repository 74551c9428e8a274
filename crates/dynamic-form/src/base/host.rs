//! What the form is given by the app around it ([`Host`]), what a kind may ask the app for
//! ([`Supplies`]), and what a value is read by ([`Locale`]).

use crate::base::texts::{FieldError, Texts};
use crate::kinds::FieldKind;
use leptos::prelude::*;
use std::any::{Any, TypeId};
use text_rules::Lang;

/// The app around the form: its UI language, its texts, its own kinds, and the data its kinds ask
/// for. The form knows nothing else of the app.
#[derive(Clone, Copy)]
pub struct Host {
    /// The UI language: texts are asked in it, and numbers are read by its rules (`12,5` in
    /// Spanish). A switch relabels the form and shows its numbers again. A `Memo`, as an app's
    /// language usually is, rather than a `Signal`: one reactive type less in the wasm.
    pub lang: Memo<Lang>,
    /// The form's fixed texts and messages, in every language the app speaks.
    pub texts: &'static dyn Texts,
    /// The app's own kinds ([`crate::kinds::own_kind`]), looked up before the crate's: a field
    /// whose `field_type` one of them answers to is of that kind.
    pub kinds: &'static [FieldKind],
    /// The data the kinds ask for by type (the phone kind asks for the numbering plans).
    pub supplies: &'static Supplies,
}

impl Host {
    /// The language now, untracked.
    pub fn lang_now(&self) -> Lang {
        self.lang.try_get_untracked().unwrap_or_default()
    }

    /// What typed text is read by now: the language, untracked, and the supplies.
    pub fn locale(&self) -> Locale {
        Locale::new(self.lang_now(), self.supplies)
    }

    /// The words for `error` in the locale's language: an app's own message says itself
    /// ([`crate::Message`]), the others are the app's [`Texts::error`].
    pub fn message(&self, error: FieldError, locale: Locale) -> String {
        match error {
            FieldError::Own(message) => (message.words)(locale.lang),
            error => self.texts.error(error, locale),
        }
    }
}

/// Data a kind asks the app for, by its type: the phone kind asks for
/// `text_rules::numbering::PhonePlans`, and an app's own kind may ask for anything of its own
/// ([`crate::kinds::Kind::wants`]). The app gives what it has and loads what it is asked for.
/// The data is kept for the page's life (`&'static`), as data a page loads once is: a reference
/// costs the form no counting. Two plain functions, handed over by one reference, as the form reads
/// them on every check.
pub struct Supplies {
    /// The data of type `wanted`, once the app has it. Tracked where the app keeps it in a signal:
    /// a form works out its fields' standing again when it arrives.
    pub get: fn(wanted: TypeId) -> Option<&'static dyn Any>,
    /// Asks for the data of type `wanted`: a form with a field whose kind wants it was put in the
    /// page.
    pub load: fn(wanted: TypeId),
}

/// No data at all: kinds that want some check without it (a phone number gets a length check).
pub const NO_SUPPLIES: Supplies = Supplies {
    get: |_| None,
    load: |_| {},
};

/// What typed text is read by: numbers by the language's rules, and whatever a kind asks of the
/// supplies (phone numbers by the numbering plans, once they have arrived).
#[derive(Clone, Copy)]
pub struct Locale {
    /// The language typed text is read in.
    pub lang: Lang,
    /// What the kinds ask for.
    pub supplies: &'static Supplies,
}

impl Default for Locale {
    fn default() -> Locale {
        Locale::new(Lang::default(), &NO_SUPPLIES)
    }
}

impl Locale {
    /// What to read typed text by.
    pub const fn new(lang: Lang, supplies: &'static Supplies) -> Locale {
        Locale { lang, supplies }
    }

    /// The data of type `T` the app supplies, if it has it yet.
    pub fn supply<T: Any>(&self) -> Option<&'static T> {
        (self.supplies.get)(TypeId::of::<T>())?.downcast_ref()
    }
}
