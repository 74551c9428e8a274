//! An app's own kinds: any [`Kind`] written outside the crate, made a [`FieldKind`] by
//! [`own_kind`] and handed over in `Host::kinds`. The form then asks it every question it asks its
//! own kinds, through [`OwnKind`], the same questions as values rather than associated items.

use super::{Entry, FieldKind, Kind};
use crate::base::host::Locale;
use crate::base::options::Options;
use crate::base::texts::FieldError;
use crate::base::value::FieldValue;
use std::any::TypeId;
use std::borrow::Cow;
use std::marker::PhantomData;
use text_rules::Lang;

/// [`Kind`]'s questions asked of a value, so that a kind of the app's can sit in a
/// [`FieldKind`]. Written for every [`Kind`] by the crate: an app writes a `Kind`.
pub trait OwnKind: Sync {
    /// See [`Kind::NAMES`].
    fn names(&self) -> &'static [&'static str];
    /// See [`Kind::NAME`].
    fn name(&self) -> &'static str;
    /// See [`Kind::ENTRY`].
    fn entry(&self) -> Entry;
    /// See [`Kind::TAKES_OPTIONS`].
    fn takes_options(&self) -> bool;
    /// See [`Kind::BLANK_ERROR`].
    fn blank_error(&self) -> FieldError;
    /// See [`Kind::READS_BY_LANGUAGE`].
    fn reads_by_language(&self) -> bool;
    /// See [`Kind::wants`].
    fn wants(&self) -> Option<TypeId>;
    /// See [`Kind::empty`].
    fn empty(&self) -> FieldValue;
    /// See [`Kind::conform`].
    fn conform(&self, value: FieldValue, options: &Options) -> Option<FieldValue>;
    /// See [`Kind::check`].
    fn check(&self, value: &FieldValue, options: &Options, locale: Locale)
        -> Result<(), FieldError>;
    /// See [`Kind::kept`].
    fn kept(&self, value: &FieldValue, options: &Options, locale: Locale) -> FieldValue;
    /// See [`Kind::answered`].
    fn answered(&self, value: &FieldValue, options: &Options, locale: Locale) -> bool;
    /// See [`Kind::shown`].
    fn shown<'a>(&self, text: &'a str, lang: Lang) -> Cow<'a, str>;
    /// See [`Kind::typed`].
    fn typed(&self, text: String, lang: Lang) -> String;
}

/// The kind `K` as a value: no data, one per kind.
struct KindOf<K>(PhantomData<fn() -> K>);

impl<K: Kind + 'static> KindOf<K> {
    const ONE: &'static KindOf<K> = &KindOf(PhantomData);
}

/// The app's kind `K`, to hand over in `Host::kinds`: `own_kind::<PictureLinks>()`.
pub const fn own_kind<K: Kind + 'static>() -> FieldKind {
    FieldKind::Own(KindOf::<K>::ONE)
}

impl<K: Kind + 'static> OwnKind for KindOf<K> {
    fn names(&self) -> &'static [&'static str] {
        K::NAMES
    }
    fn name(&self) -> &'static str {
        K::NAME
    }
    fn entry(&self) -> Entry {
        K::ENTRY
    }
    fn takes_options(&self) -> bool {
        K::TAKES_OPTIONS
    }
    fn blank_error(&self) -> FieldError {
        K::BLANK_ERROR
    }
    fn reads_by_language(&self) -> bool {
        K::READS_BY_LANGUAGE
    }
    fn wants(&self) -> Option<TypeId> {
        K::wants()
    }
    fn empty(&self) -> FieldValue {
        K::empty()
    }
    fn conform(&self, value: FieldValue, options: &Options) -> Option<FieldValue> {
        K::conform(value, options)
    }
    fn check(
        &self,
        value: &FieldValue,
        options: &Options,
        locale: Locale,
    ) -> Result<(), FieldError> {
        K::check(value, options, locale)
    }
    fn kept(&self, value: &FieldValue, options: &Options, locale: Locale) -> FieldValue {
        K::kept(value, options, locale)
    }
    fn answered(&self, value: &FieldValue, options: &Options, locale: Locale) -> bool {
        K::answered(value, options, locale)
    }
    fn shown<'a>(&self, text: &'a str, lang: Lang) -> Cow<'a, str> {
        K::shown(text, lang)
    }
    fn typed(&self, text: String, lang: Lang) -> String {
        K::typed(text, lang)
    }
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

impl std::fmt::Debug for dyn OwnKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
