//! The controls: how a value is entered. Each is one module that answers every question about its
//! elements: the markup it writes, how it reads and shows a value, what its events mean, and which
//! elements carry the field's error. A kind names its control by its [`Entry`]; the list below
//! ([`every_control!`]) finds the control for each, so an `Entry` answers as its control does.
//!
//! Controls touch the page through the ids the markup gave them, found in the form's root
//! (`dom::rendered`), not through Leptos views: see `dom::markup` for why. An app's own control may
//! draw a part of itself as a view all the same, in an element its markup left ([`Control::mount`]).

#[macro_use]
mod list;

mod checkbox;
mod choices;
mod phone;
mod select;
mod text_area;
mod text_box;

use crate::base::value::FieldValue;
use crate::dom::markup::Markup;
use crate::dom::rendered::{FieldState, Part, RenderedForm};
use crate::kinds::Entry;
use crate::model::def::FieldDef;
use std::any::Any;
use text_rules::Lang;
use web_sys::{Document, Element, Event};

/// The events that carry a control's new value: each keystroke (`input`), or a choice made
/// (`change`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reads {
    /// Each keystroke (`input`).
    Typing,
    /// A choice made (`change`).
    Choice,
}

every_control! {
    Entry::TextBox(_) => text_box::TextBox,
    Entry::TextArea => text_area::TextArea,
    Entry::Select => select::Select,
    Entry::RadioGroup => choices::RADIO_GROUP,
    Entry::Checkbox => checkbox::Checkbox,
    Entry::CheckboxGroup => choices::CHECKBOX_GROUP,
    Entry::Phone => phone::Phone,
    Entry::Own(own) => **own,
}

/// A field's control: its elements in the page. The defaults are a single element's, which has
/// the field's id and takes its value as it is typed.
pub trait Control: Sync {
    /// What the control keeps for a field besides its value, made once when the form is written.
    fn new_state(&self) -> Box<dyn Any> {
        Box::new(())
    }

    /// Writes the field's control, showing `value`, inside its `.field` element.
    fn write(&self, out: &mut Markup, def: &FieldDef, value: &FieldValue, state: &dyn Any);

    /// The id of an element besides the main one whose events are the field's.
    fn second_id(&self, _def: &FieldDef) -> Option<String> {
        None
    }

    /// The value its elements show, as the form holds it (typed in `lang`).
    fn read(&self, form: &RenderedForm, field: &FieldState, lang: Lang) -> Option<FieldValue>;

    /// Shows `value`, set on the model from outside (a discarded draft), as `lang` writes it.
    fn show(&self, form: &RenderedForm, field: &FieldState, value: &FieldValue, lang: Lang);

    /// Which events carry a new value from `part`: typing, or a choice.
    fn reads_on(&self, _part: Part) -> Reads {
        Reads::Typing
    }

    /// Runs before the value is read after an event on `part` (a pasted number's calling code goes
    /// to its selector).
    fn before_reading(
        &self,
        _form: &RenderedForm,
        _field: &FieldState,
        _part: Part,
        _event: &Event,
        _lang: Lang,
    ) {
    }

    /// Several elements: focus moving between them does not leave the field.
    fn is_group(&self) -> bool {
        false
    }

    /// Tidies what was typed as focus leaves `part`; returns whether that changed the value.
    fn on_leave(
        &self,
        _form: &RenderedForm,
        _field: &FieldState,
        _part: Part,
        _lang: Lang,
    ) -> bool {
        false
    }

    /// Puts a list's whole options in, if it has one not yet complete: after the first paint, or
    /// when `part` is focused or pressed before that.
    fn complete_list(&self, _form: &RenderedForm, _field: &FieldState, _part: Part, _lang: Lang) {}

    /// Puts in the page what its elements need outside the form, if it is not there yet (the
    /// phone's hidden form for its calling-code selectors); called before a form with this
    /// control is put in the page.
    fn prepare_page(&self, _document: &Document) {}

    /// Its own texts in the UI language, after a switch.
    fn relabel(&self, _form: &RenderedForm, _field: &FieldState, _lang: Lang) {}

    /// Draws the part of the control that is a Leptos view, in an element its markup left for it,
    /// right after the form is put in the page and under the form's reactive owner (the app's
    /// contexts are reachable). Returns the view's state, which the form keeps and drops with
    /// itself. Events from elements of the view whose ids the form does not know reach the field
    /// through its `.field` element's id (`view::events`). Markup alone, as most controls are: `None`.
    fn mount(&self, _form: &RenderedForm, _field: &FieldState) -> Option<Box<dyn Any>> {
        None
    }

    /// A required field's control says so in words (`dom::field_ids::REQUIRED_WORD_ID`) unless its
    /// role has a required state in the accessibility tree: a dropdown, a checkbox, a date box and
    /// a group of checkboxes have none; a text box and a radio group have one.
    fn says_required(&self, def: &FieldDef) -> bool {
        def.required
    }

    /// The element that carries `aria-invalid` and `aria-errormessage` for the field, and those
    /// that carry its `aria-describedby`, each with whether it says "Required" in words.
    fn error_targets(&self, form: &RenderedForm, field: &FieldState) -> Option<ErrorTargets> {
        let control = form.element(field.id())?;
        let says_required = self.says_required(&field.model.def);
        Some((control.clone(), vec![(control, says_required)]))
    }
}

/// What [`Control::error_targets`] names: the element marked invalid, and the elements described
/// by the error, each with whether it names the form's "Required" text first.
pub type ErrorTargets = (Element, Vec<(Element, bool)>);

#[cfg(test)]
mod tests;
