//! An app's own kinds: any [`Kind`] written outside the crate, made a [`FieldKind`] by
//! [`own_kind`] and handed over in `Host::kinds`. The form then asks it every question it asks its
//! own kinds, through [`OwnKind`], the same answers as values rather than associated items.

use super::{Entry, FieldKind, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;
use std::any::TypeId;
use std::borrow::Cow;
use std::marker::PhantomData;
use text_rules::Lang;

/// [`Kind`]'s answers as a value, so that a kind of the app's can sit in a [`FieldKind`]: its
/// constants, and its functions as plain function pointers. Made for every [`Kind`] by
/// [`own_kind`]: an app writes a `Kind`. One reference to it is all a field holds.
pub struct OwnKind {
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
    const ANSWERS: &'static OwnKind = &OwnKind {
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

/// The app's kind `K`, to hand over in `Host::kinds`: `own_kind::<PictureLinks>()`.
pub const fn own_kind<K: Kind + 'static>() -> FieldKind {
    FieldKind::Own(KindOf::<K>::ANSWERS)
}

/// Two kinds are the same when they are the same kind of the crate's, or have the same
/// [`Kind::NAME`] (unique among kinds).
impl PartialEq for FieldKind {
    fn eq(&self, other: &FieldKind) -> bool {
        match (self, other) {
            (FieldKind::Crate(one), FieldKind::Crate(other)) => one == other,
            (FieldKind::Own(_), FieldKind::Own(_)) => self.name() == other.name(),
            _ => false,
        }
    }
}

impl Eq for FieldKind {}

impl std::fmt::Debug for OwnKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name)
    }
}
