//! Writes [`Control`] for [`Entry`] from the one list of controls in `controls/mod.rs`: each
//! question is handed to the control the entry names.
//!
//! Each question is a `match` over every entry the compiler checks, written once here: a new entry
//! without its control does not compile.

/// `every_control! { Entry::Variant => control, … }`: `control` is the value that answers.
macro_rules! every_control {
    // A question asked of the control an entry names, called `$each` in `$question`.
    (@ask $self:expr, [$($entry:pat => $control:expr),*], $each:ident => $question:expr) => {
        match $self {
            $($entry => {
                let $each = &$control;
                $question
            })*
        }
    };
    ($($entry:pat => $control:expr),* $(,)?) => {
        impl Control for Entry {
            fn new_state(&self) -> Box<dyn Any> {
                every_control!(@ask self, [$($entry => $control),*], control => control.new_state())
            }
            fn write(&self, out: &mut Markup, def: &FieldDef, value: &FieldValue, state: &dyn Any) {
                every_control!(@ask self, [$($entry => $control),*], control => control.write(out, def, value, state))
            }
            fn second_id(&self, def: &FieldDef) -> Option<String> {
                every_control!(@ask self, [$($entry => $control),*], control => control.second_id(def))
            }
            fn read(&self, form: &RenderedForm, field: &FieldState, lang: Lang) -> Option<FieldValue> {
                every_control!(@ask self, [$($entry => $control),*], control => control.read(form, field, lang))
            }
            fn show(&self, form: &RenderedForm, field: &FieldState, value: &FieldValue, lang: Lang) {
                every_control!(@ask self, [$($entry => $control),*], control => control.show(form, field, value, lang))
            }
            fn reads_on(&self, part: Part) -> Reads {
                every_control!(@ask self, [$($entry => $control),*], control => control.reads_on(part))
            }
            fn before_reading(&self, form: &RenderedForm, field: &FieldState, part: Part, event: &Event, lang: Lang) {
                every_control!(@ask self, [$($entry => $control),*], control => control.before_reading(form, field, part, event, lang))
            }
            fn is_group(&self) -> bool {
                every_control!(@ask self, [$($entry => $control),*], control => control.is_group())
            }
            fn on_leave(&self, form: &RenderedForm, field: &FieldState, part: Part, lang: Lang) -> bool {
                every_control!(@ask self, [$($entry => $control),*], control => control.on_leave(form, field, part, lang))
            }
            fn complete_list(&self, form: &RenderedForm, field: &FieldState, part: Part, lang: Lang) {
                every_control!(@ask self, [$($entry => $control),*], control => control.complete_list(form, field, part, lang))
            }
            fn prepare_page(&self, document: &web_sys::Document) {
                every_control!(@ask self, [$($entry => $control),*], control => control.prepare_page(document))
            }
            fn relabel(&self, form: &RenderedForm, field: &FieldState, lang: Lang) {
                every_control!(@ask self, [$($entry => $control),*], control => control.relabel(form, field, lang))
            }
            fn says_required(&self, def: &FieldDef) -> bool {
                every_control!(@ask self, [$($entry => $control),*], control => control.says_required(def))
            }
            fn error_targets(&self, form: &RenderedForm, field: &FieldState) -> Option<$crate::controls::ErrorTargets> {
                every_control!(@ask self, [$($entry => $control),*], control => control.error_targets(form, field))
            }
        }
    };
}
