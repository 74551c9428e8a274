//! Writes, from the one list of kinds in `kinds/mod.rs`, the enum of every kind ([`FieldKind`], a
//! variant holding each kind's own value), the list ([`KINDS`]), and [`Kind`] for the enum, each
//! question handed to the kind the field has.
//!
//! An enum rather than `&dyn Kind`: each question is then a `match` the compiler sees through, so
//! a kind's one-line answers (its name, its control, "no options") are inlined where they are
//! asked, which a call through a vtable cannot be. Shaped for wasm size: the crate's README,
//! "Shapes kept for speed".

/// `every_kind! { Variant = path::Kind, … }`: the path is both the variant's type and its value (a
/// unit struct, or one with const parameters written `path::Kind::<…>`).
macro_rules! every_kind {
    // A question asked of the kind a `FieldKind` holds, named `$each` in `$question`.
    (@ask $self:expr, [$($variant:ident)*], $each:ident => $question:expr) => {
        match $self {
            $(FieldKind::$variant($each) => $question,)*
            FieldKind::Unknown($each) => $question,
        }
    };
    ($($variant:ident = $kind:path),* $(,)?) => {
        /// A field's kind: one of [`KINDS`], or [`UNKNOWN`].
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        pub enum FieldKind {
            $($variant($kind),)*
            Unknown(unknown::Unknown),
        }

        /// Every kind, in the order `field_type` names are looked up.
        pub static KINDS: &[FieldKind] = &[$(FieldKind::$variant($kind)),*];

        /// The kind of a `field_type` none of [`KINDS`] answers to: a text box.
        pub const UNKNOWN: FieldKind = FieldKind::Unknown(unknown::Unknown);

        impl Kind for FieldKind {
            fn names(&self) -> &'static [&'static str] {
                every_kind!(@ask self, [$($variant)*], kind => kind.names())
            }
            fn name(&self) -> &'static str {
                every_kind!(@ask self, [$($variant)*], kind => kind.name())
            }
            fn entry(&self) -> Entry {
                every_kind!(@ask self, [$($variant)*], kind => kind.entry())
            }
            fn takes_options(&self) -> bool {
                every_kind!(@ask self, [$($variant)*], kind => kind.takes_options())
            }
            fn empty(&self) -> FieldValue {
                every_kind!(@ask self, [$($variant)*], kind => kind.empty())
            }
            fn conform(&self, value: FieldValue, options: &Options) -> Option<FieldValue> {
                every_kind!(@ask self, [$($variant)*], kind => kind.conform(value, options))
            }
            fn blank_error(&self) -> FieldError {
                every_kind!(@ask self, [$($variant)*], kind => kind.blank_error())
            }
            fn check(&self, value: &FieldValue, options: &Options, locale: Locale) -> Result<(), FieldError> {
                every_kind!(@ask self, [$($variant)*], kind => kind.check(value, options, locale))
            }
            fn kept(&self, value: &FieldValue, options: &Options, locale: Locale) -> FieldValue {
                every_kind!(@ask self, [$($variant)*], kind => kind.kept(value, options, locale))
            }
            fn reads_by_language(&self) -> bool {
                every_kind!(@ask self, [$($variant)*], kind => kind.reads_by_language())
            }
            fn shown<'a>(&self, text: &'a str, lang: Lang) -> Cow<'a, str> {
                every_kind!(@ask self, [$($variant)*], kind => kind.shown(text, lang))
            }
            fn typed(&self, text: String, lang: Lang) -> String {
                every_kind!(@ask self, [$($variant)*], kind => kind.typed(text, lang))
            }
        }
    };
}
