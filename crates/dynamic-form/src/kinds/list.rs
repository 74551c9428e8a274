//! Writes, from the one list of kinds in `kinds/mod.rs`, the enum of every kind ([`FieldKind`]),
//! the list ([`KINDS`]), and `FieldKind`'s answers, each question handed to the kind's own type.
//!
//! A field holds its kind as a plain value (`Copy`, compared and printed as its variant), and each
//! question is a `match` over every kind the compiler checks, written once here: no kind can be
//! missing from it, and no `_ =>` answers for a kind that was forgotten.

/// `every_kind! { Variant = path::Kind, … }`: a variant of [`FieldKind`] for each kind's type.
macro_rules! every_kind {
    // A constant of the kind's type, for the variant `$self` is.
    (@const $self:expr, [$($variant:ident = $kind:path),*], $item:ident, $method:ident) => {
        match $self {
            $(CrateKind::$variant => <$kind as Kind>::$item,)*
            CrateKind::Unknown => <unknown::Unknown as Kind>::$item,
        }
    };
    // An associated function of the kind's type, called with `$args`.
    (@call $self:expr, [$($variant:ident = $kind:path),*], $item:ident $args:tt) => {
        match $self {
            $(CrateKind::$variant => <$kind as Kind>::$item $args,)*
            CrateKind::Unknown => <unknown::Unknown as Kind>::$item $args,
        }
    };
    ($($variant:ident = $kind:path),* $(,)?) => {
        /// One of the crate's kinds, or [`UNKNOWN`]: a plain byte, each question a `match` the
        /// compiler checks.
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        pub enum CrateKind {
            $(
                #[doc = concat!("The kind `", stringify!($kind), "` answers for.")]
                $variant,
            )*
            /// A `field_type` no kind answers to: a text box ([`UNKNOWN`]).
            Unknown,
        }

        /// A field's kind: one of the crate's ([`KINDS`], [`UNKNOWN`]), or one of the app's own.
        /// It answers each question as its kind's type does ([`Kind`]).
        #[derive(Clone, Copy, Debug)]
        pub enum FieldKind {
            /// One of the crate's kinds.
            Crate(CrateKind),
            /// A kind of the app's own ([`own_kind`]).
            Own(&'static OwnKind),
        }

        /// Every kind of the crate's, in the order `field_type` names are looked up.
        pub static KINDS: &[FieldKind] = &[$(FieldKind::Crate(CrateKind::$variant)),*];

        /// The kind of a `field_type` no kind answers to: a text box.
        pub const UNKNOWN: FieldKind = FieldKind::Crate(CrateKind::Unknown);

        impl CrateKind {
            /// See [`Kind::NAMES`].
            pub fn names(self) -> &'static [&'static str] {
                every_kind!(@const self, [$($variant = $kind),*], NAMES, names)
            }
            /// See [`Kind::NAME`].
            pub fn name(self) -> &'static str {
                every_kind!(@const self, [$($variant = $kind),*], NAME, name)
            }
            /// See [`Kind::ENTRY`].
            pub fn entry(self) -> Entry {
                every_kind!(@const self, [$($variant = $kind),*], ENTRY, entry)
            }
            /// See [`Kind::TAKES_OPTIONS`].
            pub fn takes_options(self) -> bool {
                every_kind!(@const self, [$($variant = $kind),*], TAKES_OPTIONS, takes_options)
            }
            /// See [`Kind::BLANK_ERROR`].
            pub fn blank_error(self) -> FieldError {
                every_kind!(@const self, [$($variant = $kind),*], BLANK_ERROR, blank_error)
            }
            /// See [`Kind::READS_BY_LANGUAGE`].
            pub fn reads_by_language(self) -> bool {
                every_kind!(@const self, [$($variant = $kind),*], READS_BY_LANGUAGE, reads_by_language)
            }
            /// See [`Kind::wants`].
            pub fn wants(self) -> Option<TypeId> {
                every_kind!(@call self, [$($variant = $kind),*], wants())
            }
            /// See [`Kind::empty`].
            pub fn empty(self) -> FieldValue {
                every_kind!(@call self, [$($variant = $kind),*], empty())
            }
            /// See [`Kind::conform`].
            pub fn conform(self, value: FieldValue, options: &Options) -> Option<FieldValue> {
                every_kind!(@call self, [$($variant = $kind),*], conform(value, options))
            }
            /// See [`Kind::check`].
            pub fn check(self, value: &FieldValue, options: &Options, locale: Locale) -> Result<(), FieldError> {
                every_kind!(@call self, [$($variant = $kind),*], check(value, options, locale))
            }
            /// See [`Kind::kept`].
            pub fn kept(self, value: &FieldValue, options: &Options, locale: Locale) -> FieldValue {
                every_kind!(@call self, [$($variant = $kind),*], kept(value, options, locale))
            }
            /// See [`Kind::answered`].
            pub fn answered(self, value: &FieldValue, options: &Options, locale: Locale) -> bool {
                every_kind!(@call self, [$($variant = $kind),*], answered(value, options, locale))
            }
            /// See [`Kind::shown`].
            pub fn shown(self, text: &str, lang: Lang) -> Cow<'_, str> {
                every_kind!(@call self, [$($variant = $kind),*], shown(text, lang))
            }
            /// See [`Kind::typed`].
            pub fn typed(self, text: String, lang: Lang) -> String {
                every_kind!(@call self, [$($variant = $kind),*], typed(text, lang))
            }
        }

        impl FieldKind {
            /// The kind of a `field_type` no kind answers to ([`UNKNOWN`]).
            pub fn is_unknown(self) -> bool {
                matches!(self, FieldKind::Crate(CrateKind::Unknown))
            }
            /// See [`Kind::NAMES`].
            pub fn names(self) -> &'static [&'static str] {
                match self {
                    FieldKind::Crate(kind) => kind.names(),
                    FieldKind::Own(kind) => kind.names,
                }
            }
            /// See [`Kind::NAME`].
            pub fn name(self) -> &'static str {
                match self {
                    FieldKind::Crate(kind) => kind.name(),
                    FieldKind::Own(kind) => kind.name,
                }
            }
            /// See [`Kind::ENTRY`].
            pub fn entry(self) -> Entry {
                match self {
                    FieldKind::Crate(kind) => kind.entry(),
                    FieldKind::Own(kind) => kind.entry,
                }
            }
            /// See [`Kind::TAKES_OPTIONS`].
            pub fn takes_options(self) -> bool {
                match self {
                    FieldKind::Crate(kind) => kind.takes_options(),
                    FieldKind::Own(kind) => kind.takes_options,
                }
            }
            /// See [`Kind::BLANK_ERROR`].
            pub fn blank_error(self) -> FieldError {
                match self {
                    FieldKind::Crate(kind) => kind.blank_error(),
                    FieldKind::Own(kind) => kind.blank_error,
                }
            }
            /// See [`Kind::READS_BY_LANGUAGE`].
            pub fn reads_by_language(self) -> bool {
                match self {
                    FieldKind::Crate(kind) => kind.reads_by_language(),
                    FieldKind::Own(kind) => kind.reads_by_language,
                }
            }
            /// See [`Kind::wants`].
            pub fn wants(self) -> Option<TypeId> {
                match self {
                    FieldKind::Crate(kind) => kind.wants(),
                    FieldKind::Own(kind) => (kind.wants)(),
                }
            }
            /// See [`Kind::empty`].
            pub fn empty(self) -> FieldValue {
                match self {
                    FieldKind::Crate(kind) => kind.empty(),
                    FieldKind::Own(kind) => (kind.empty)(),
                }
            }
            /// See [`Kind::conform`].
            pub fn conform(self, value: FieldValue, options: &Options) -> Option<FieldValue> {
                match self {
                    FieldKind::Crate(kind) => kind.conform(value, options),
                    FieldKind::Own(kind) => (kind.conform)(value, options),
                }
            }
            /// See [`Kind::check`].
            pub fn check(self, value: &FieldValue, options: &Options, locale: Locale) -> Result<(), FieldError> {
                match self {
                    FieldKind::Crate(kind) => kind.check(value, options, locale),
                    FieldKind::Own(kind) => (kind.check)(value, options, locale),
                }
            }
            /// See [`Kind::kept`].
            pub fn kept(self, value: &FieldValue, options: &Options, locale: Locale) -> FieldValue {
                match self {
                    FieldKind::Crate(kind) => kind.kept(value, options, locale),
                    FieldKind::Own(kind) => (kind.kept)(value, options, locale),
                }
            }
            /// See [`Kind::answered`].
            pub fn answered(self, value: &FieldValue, options: &Options, locale: Locale) -> bool {
                match self {
                    FieldKind::Crate(kind) => kind.answered(value, options, locale),
                    FieldKind::Own(kind) => (kind.answered)(value, options, locale),
                }
            }
            /// See [`Kind::shown`].
            pub fn shown(self, text: &str, lang: Lang) -> Cow<'_, str> {
                match self {
                    FieldKind::Crate(kind) => kind.shown(text, lang),
                    FieldKind::Own(kind) => (kind.shown)(text, lang),
                }
            }
            /// See [`Kind::typed`].
            pub fn typed(self, text: String, lang: Lang) -> String {
                match self {
                    FieldKind::Crate(kind) => kind.typed(text, lang),
                    FieldKind::Own(kind) => (kind.typed)(text, lang),
                }
            }
        }
    };
}
