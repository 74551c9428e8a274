//! A kind as the form holds it: [`FieldKind`], one reference to a table of its answers
//! ([`KindTable`]), made from its type by [`own_kind`]. The crate's kinds are made so (`KINDS`),
//! and so is an app's own, handed over in `Host::kinds`: the form asks both the same way.
//!
//! Tables of plain function pointers, rather than a `match` over a closed list of kinds or a trait
//! object: the smallest of the three in the app's wasm, measured (docs/performance.md#kinds-as-tables).

use super::{unknown, Entry, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;
use std::any::TypeId;
use std::borrow::Cow;
use std::marker::PhantomData;
use text_rules::Lang;

/// [`Kind`]'s answers as a value: its constants, and its functions as plain function pointers.
/// Made for every [`Kind`] by [`own_kind`]: an app writes a `Kind`.
pub struct KindTable {
    /// See [`Kind::NAMES`].
    pub names: &'static [&'static str],
    /// See [`Kind::NAME`].
    pub name: &'static str,
    /// See [`Kind::ENTRY`].
    pub entry: Entry,
    /// See [`Kind::TAKES_OPTIONS`].
    pub takes_options: bool,
    /// See [`Kind::BLANK_ERROR`].
    pub blank_error: FieldError,
    /// See [`Kind::READS_BY_LANGUAGE`].
    pub reads_by_language: bool,
    /// See [`Kind::wants`].
    pub wants: fn() -> Option<TypeId>,
    /// See [`Kind::empty`].
    pub empty: fn() -> FieldValue,
    /// See [`Kind::conform`].
    pub conform: fn(FieldValue, &Options) -> Option<FieldValue>,
    /// See [`Kind::check`].
    pub check: fn(&FieldValue, &Options, Locale) -> Result<(), FieldError>,
    /// See [`Kind::kept`].
    pub kept: fn(&FieldValue, &Options, Locale) -> FieldValue,
    /// See [`Kind::answered`].
    pub answered: fn(&FieldValue, &Options, Locale) -> bool,
    /// See [`Kind::shown`].
    pub shown: for<'a> fn(&'a str, Lang) -> Cow<'a, str>,
    /// See [`Kind::typed`].
    pub typed: fn(String, Lang) -> String,
}

/// The kind `K`'s answers, once.
struct KindOf<K>(PhantomData<fn() -> K>);

impl<K: Kind + 'static> KindOf<K> {
    const ANSWERS: &'static KindTable = &KindTable {
        names: K::NAMES,
        name: K::NAME,
        entry: K::ENTRY,
        takes_options: K::TAKES_OPTIONS,
        blank_error: K::BLANK_ERROR,
        reads_by_language: K::READS_BY_LANGUAGE,
        wants: K::wants,
        empty: K::empty,
        conform: K::conform,
        check: K::check,
        kept: K::kept,
        answered: K::answered,
        shown: K::shown,
        typed: K::typed,
    };
}

/// The kind `K` as a field holds it; for an app's own kind, to hand over in `Host::kinds`:
/// `own_kind::<PictureLinks>()`.
pub const fn own_kind<K: Kind + 'static>() -> FieldKind {
    FieldKind(KindOf::<K>::ANSWERS)
}

/// A field's kind: one reference to the table of its answers ([`Kind`]), one of the crate's
/// (`KINDS`, `UNKNOWN`) or one of the app's own ([`own_kind`]).
#[derive(Clone, Copy, Debug)]
pub struct FieldKind(&'static KindTable);

impl FieldKind {
    /// The kind of a `field_type` no kind answers to ([`UNKNOWN`]).
    pub fn is_unknown(self) -> bool {
        self.0.name == <unknown::Unknown as Kind>::NAME
    }
    /// See [`Kind`]'s `names`.
    pub fn names(self) -> &'static [&'static str] {
        self.0.names
    }
    /// See [`Kind`]'s `name`.
    pub fn name(self) -> &'static str {
        self.0.name
    }
    /// See [`Kind`]'s `entry`.
    pub fn entry(self) -> Entry {
        self.0.entry
    }
    /// See [`Kind`]'s `takes_options`.
    pub fn takes_options(self) -> bool {
        self.0.takes_options
    }
    /// See [`Kind`]'s `blank_error`.
    pub fn blank_error(self) -> FieldError {
        self.0.blank_error
    }
    /// See [`Kind`]'s `reads_by_language`.
    pub fn reads_by_language(self) -> bool {
        self.0.reads_by_language
    }
    /// See [`Kind`]'s `wants`.
    pub fn wants(self) -> Option<TypeId> {
        (self.0.wants)()
    }
    /// See [`Kind`]'s `empty`.
    pub fn empty(self) -> FieldValue {
        (self.0.empty)()
    }
    /// See [`Kind`]'s `conform`.
    pub fn conform(self, value: FieldValue, options: &Options) -> Option<FieldValue> {
        (self.0.conform)(value, options)
    }
    /// See [`Kind`]'s `check`.
    pub fn check(
        self,
        value: &FieldValue,
        options: &Options,
        locale: Locale,
    ) -> Result<(), FieldError> {
        (self.0.check)(value, options, locale)
    }
    /// See [`Kind`]'s `kept`.
    pub fn kept(self, value: &FieldValue, options: &Options, locale: Locale) -> FieldValue {
        (self.0.kept)(value, options, locale)
    }
    /// See [`Kind`]'s `answered`.
    pub fn answered(self, value: &FieldValue, options: &Options, locale: Locale) -> bool {
        (self.0.answered)(value, options, locale)
    }
    /// See [`Kind`]'s `shown`.
    pub fn shown(self, text: &str, lang: Lang) -> Cow<'_, str> {
        (self.0.shown)(text, lang)
    }
    /// See [`Kind`]'s `typed`.
    pub fn typed(self, text: String, lang: Lang) -> String {
        (self.0.typed)(text, lang)
    }
}

/// Two kinds are the same when they have the same [`Kind::NAME`] (unique among kinds).
impl PartialEq for FieldKind {
    fn eq(&self, other: &FieldKind) -> bool {
        self.name() == other.name()
    }
}

impl Eq for FieldKind {}

impl std::fmt::Debug for KindTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}
