//! Writes [`Control`] for [`Entry`] from the one list of controls in `controls/mod.rs`: each
//! question is handed to the control the entry names.
//!
//! The control is found by one `match` over every entry, which the compiler checks: a new entry
//! without its control does not compile.

/// `every_control! { Entry::Variant => control, … }`: `control` is the value that answers.
macro_rules! every_control {
    ($($entry:pat => $control:expr),* $(,)?) => {
        impl Entry {
            /// The control the entry names.
            fn control(&self) -> &'static dyn Control {
                match self {
                    $($entry => &$control,)*
                }
            }
        }

        impl Control for Entry {
            fn new_state(&self) -> Box<dyn Any> {
                self.control().new_state()
            }
            fn write(&self, out: &mut Markup, def: &FieldDef, value: &FieldValue, state: &dyn Any) {
                self.control().write(out, def, value, state)
            }
            fn second_id(&self, def: &FieldDef) -> Option<String> {
                self.control().second_id(def)
            }
            fn read(&self, form: &RenderedForm, field: &FieldState, lang: Lang) -> Option<FieldValue> {
                self.control().read(form, field, lang)
            }
            fn show(&self, form: &RenderedForm, field: &FieldState, value: &FieldValue, lang: Lang) {
                self.control().show(form, field, value, lang)
            }
            fn reads_on(&self, part: Part) -> Reads {
                self.control().reads_on(part)
            }
            fn before_reading(&self, form: &RenderedForm, field: &FieldState, part: Part, event: &Event, lang: Lang) {
                self.control().before_reading(form, field, part, event, lang)
            }
            fn is_group(&self) -> bool {
                self.control().is_group()
            }
            fn on_leave(&self, form: &RenderedForm, field: &FieldState, part: Part, lang: Lang) -> bool {
                self.control().on_leave(form, field, part, lang)
            }
            fn complete_list(&self, form: &RenderedForm, field: &FieldState, part: Part, lang: Lang) {
                self.control().complete_list(form, field, part, lang)
            }
            fn prepare_page(&self, document: &web_sys::Document) {
                self.control().prepare_page(document)
            }
            fn relabel(&self, form: &RenderedForm, field: &FieldState, lang: Lang) {
                self.control().relabel(form, field, lang)
            }
            fn mount(&self, form: &RenderedForm, field: &FieldState) -> Option<Box<dyn Any>> {
                self.control().mount(form, field)
            }
            fn says_required(&self, def: &FieldDef) -> bool {
                self.control().says_required(def)
            }
            fn error_targets(&self, form: &RenderedForm, field: &FieldState) -> Option<$crate::controls::ErrorTargets> {
                self.control().error_targets(form, field)
            }
        }
    };
}
