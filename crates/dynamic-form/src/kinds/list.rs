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
            $(FieldKind::$variant => <$kind as Kind>::$item,)*
            FieldKind::Unknown => <unknown::Unknown as Kind>::$item,
            FieldKind::Own(kind) => kind.$method(),
        }
    };
    // An associated function of the kind's type, called with `$args`.
    (@call $self:expr, [$($variant:ident = $kind:path),*], $item:ident $args:tt) => {
        match $self {
            $(FieldKind::$variant => <$kind as Kind>::$item $args,)*
            FieldKind::Unknown => <unknown::Unknown as Kind>::$item $args,
            FieldKind::Own(kind) => kind.$item $args,
        }
    };
    ($($variant:ident = $kind:path),* $(,)?) => {
        /// A field's kind: one of [`KINDS`], an app's own, or [`UNKNOWN`]. It answers each
        /// question as its kind's type does ([`Kind`]).
        #[derive(Clone, Copy, Debug)]
        pub enum FieldKind {
            $(
                #[doc = concat!("The kind `", stringify!($kind), "` answers for.")]
                $variant,
            )*
            /// A `field_type` no kind answers to: a text box ([`UNKNOWN`]).
            Unknown,
            /// A kind of the app's own ([`own_kind`]).
            Own(&'static dyn OwnKind),
        }

        /// Every kind, in the order `field_type` names are looked up.
        pub static KINDS: &[FieldKind] = &[$(FieldKind::$variant),*];

        /// The kind of a `field_type` none of [`KINDS`] answers to: a text box.
        pub const UNKNOWN: FieldKind = FieldKind::Unknown;

        impl FieldKind {
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
    };
}
