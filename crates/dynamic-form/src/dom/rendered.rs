//! A client form as put in the page: each field's state beside its elements, and which field a
//! control's id belongs to, for the form's delegated events. What a field's elements are is its
//! control's business (`controls`); this only finds them.

use crate::base::host::Host;
use crate::base::texts::FieldError;
use crate::model::form::{FieldModel, FormModel};
use crate::model::progress::Counts;
use leptos::prelude::*;
use std::any::Any;
use std::cell::Cell;
use std::collections::HashMap;
use text_rules::Lang;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// Which element of a field's control an event came from: the main one (with the field's id, or a
/// box named by it), or a second one with an id of its own (a phone's calling-code selector).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Part {
    /// The main element.
    Main,
    /// The second one.
    Second,
}

/// One field in the page.
pub struct FieldState {
    /// Its place among all the fields, in form order.
    pub index: usize,
    /// Its form's place among the forms.
    pub form: usize,
    /// Its state: value, error, standing.
    pub model: FieldModel,
    /// What its control keeps besides the value (a select's list put in, a phone's calling code),
    /// made and read by the control alone.
    pub control_state: Box<dyn Any>,
    /// The error the page shows for this field, and in which language.
    pub shown_error: Cell<Option<(FieldError, Lang)>>,
}

impl FieldState {
    /// The field's id in the page.
    pub fn id(&self) -> &str {
        &self.model.def.dom_id
    }

    /// The control's own state, as the control made it.
    pub fn control_state<T: 'static>(&self) -> Option<&T> {
        self.control_state.downcast_ref()
    }
}

/// The forms in the page.
pub struct RenderedForm {
    /// Every field, in form order.
    pub fields: Vec<FieldState>,
    by_control_id: HashMap<String, (usize, Part)>,
    /// The forms' root element.
    root: Element,
    /// What the app handed over.
    pub host: Host,
    /// Where "next required question" starts looking (`FormModel::next_from`).
    pub next_from: RwSignal<usize>,
    /// Each form's section id and the index of its first field, for a task list's link.
    pub form_starts: Vec<(String, usize)>,
    /// The latest pass that shows every field's error (`view::errors::sync_all`).
    pub error_pass: Cell<u32>,
    /// Each form's title, and its counts as last said aloud (`view::progress`).
    pub said: Vec<(String, Cell<Counts>)>,
    /// The types of the data the fields' kinds want from the app, each once (`Kind::wants`).
    pub wanted: Vec<std::any::TypeId>,
}

impl RenderedForm {
    /// The forms put in the page under `root`, with room for `fields` fields.
    pub fn new(root: Element, model: &FormModel, fields: usize) -> RenderedForm {
        RenderedForm {
            fields: Vec::with_capacity(fields),
            by_control_id: HashMap::with_capacity(fields + fields / 2),
            root,
            host: model.host,
            next_from: model.next_from,
            form_starts: model
                .forms
                .iter()
                .scan(0, |first, (header, fields)| {
                    let start = *first;
                    *first += fields.len();
                    Some((header.dom_id.clone(), start))
                })
                .collect(),
            error_pass: Cell::new(0),
            said: model
                .forms
                .iter()
                .zip(&model.progress)
                .map(|((header, _), counts)| {
                    (header.title.clone(), Cell::new(counts.get_untracked()))
                })
                .collect(),
            wanted: Vec::new(),
        }
    }

    /// The form is in the page and its state is not disposed. A page going away disposes the
    /// state before it takes the elements out, and a focused box taken out still says it lost
    /// the focus.
    pub fn is_live(&self) -> bool {
        self.root.is_connected() && self.next_from.try_get_untracked().is_some()
    }

    /// Adds a field, found by its id and by `second_id` (as [`Part::Second`]) if it has one.
    pub fn push(&mut self, field: FieldState, second_id: Option<String>) {
        let index = field.index;
        if let Some(id) = second_id {
            self.by_control_id.insert(id, (index, Part::Second));
        }
        self.by_control_id
            .insert(field.id().to_owned(), (index, Part::Main));
        self.fields.push(field);
    }

    /// The element with this id in the forms (ids are `[A-Za-z0-9_-]`, starting `cf-`: valid CSS).
    pub fn element(&self, id: &str) -> Option<Element> {
        self.root.query_selector(&format!("#{id}")).ok().flatten()
    }

    /// The element with this id, as the element type it is.
    pub fn element_as<T: JsCast>(&self, id: &str) -> Option<T> {
        self.element(id)?.dyn_into().ok()
    }

    /// Every element `selector` finds in the forms, as the type they are.
    pub fn all<T: JsCast>(&self, selector: &str) -> Vec<T> {
        let Ok(nodes) = self.root.query_selector_all(selector) else {
            return Vec::new();
        };
        (0..nodes.length())
            .filter_map(|index| nodes.item(index)?.dyn_into().ok())
            .collect()
    }

    /// The forms' root element.
    pub fn root(&self) -> &Element {
        &self.root
    }

    /// The field a control's id (or a group's box's name) belongs to, and which part it is.
    pub fn find(&self, control_id: &str) -> Option<(&FieldState, Part)> {
        let (index, part) = *self.by_control_id.get(control_id)?;
        Some((self.fields.get(index)?, part))
    }
}
