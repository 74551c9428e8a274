//! The rendered form: each field's model and what a phone field keeps besides its value, with a map
//! from control ids to fields for the one set of listeners on the form's root. Controls are looked up
//! by id inside the form's root when an event or a change needs them (one at a time), so rendering
//! holds no handle per node.

use super::markup::{code_id, Markup, Section};
use super::model::{FieldModel, FormModel};
use super::phone::{PhoneControl, PhoneState};
use crate::logic::client_form::{FieldError, FieldKind};
use crate::logic::lang::Lang;
use leptos::prelude::*;
use std::cell::Cell;
use std::collections::HashMap;
use wasm_bindgen::JsCast;
use web_sys::Element;

pub struct FieldState {
    pub model: FieldModel,
    /// `Some` for a phone field.
    pub phone: Option<PhoneState>,
    /// A dropdown's whole option list is in its `<select>` (it starts with the chosen one only).
    pub listed: Cell<bool>,
    /// The error the page shows for this field, and in which language.
    pub shown_error: Cell<Option<(FieldError, Lang)>>,
}

impl FieldState {
    /// The phone control of a phone field.
    pub fn phone_control<'a>(&'a self, form: &Built) -> Option<PhoneControl<'a>> {
        let state = self.phone.as_ref()?;
        let id = &self.model.def.dom_id;
        let select = form.element(&code_id(id))?.dyn_into().ok()?;
        let number = form.element(id)?.dyn_into().ok()?;
        Some(PhoneControl {
            state,
            select,
            number,
        })
    }
}

/// Which control of a field an element id belongs to (a phone field has two).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Part {
    Main,
    PhoneCode,
}

pub struct Built {
    pub fields: Vec<FieldState>,
    by_control_id: HashMap<String, (usize, Part)>,
    /// The form's root element.
    root: Element,
}

impl Built {
    /// The element with this id in the form (ids are `[A-Za-z0-9_-]`, starting `cf-`: valid CSS).
    pub fn element(&self, id: &str) -> Option<Element> {
        self.root.query_selector(&format!("#{id}")).ok().flatten()
    }

    pub fn root(&self) -> &Element {
        &self.root
    }

    pub fn find(&self, control_id: &str) -> Option<(&FieldState, Part)> {
        let (index, part) = *self.by_control_id.get(control_id)?;
        Some((self.fields.get(index)?, part))
    }
}

/// The state of every field of `model`, and the forms' markup for `root`.
pub fn render(model: &FormModel, lang: Lang, root: Element) -> (Built, String) {
    let count = model.fields().count();
    let mut built = Built {
        fields: Vec::with_capacity(count),
        by_control_id: HashMap::with_capacity(count + count / 2),
        root,
    };
    let mut markup = Markup::new(lang, count);
    for (header, fields) in &model.forms {
        markup.open_section(&Section {
            dom_id: &header.dom_id,
            title: &header.title,
            description: &header.description,
            content: &header.content,
        });
        for field in fields {
            let def = &field.def;
            let index = built.fields.len();
            let phone = field.value.with_untracked(|value| {
                if def.kind == FieldKind::Phone {
                    let (state, national) = PhoneState::new(value);
                    markup.phone_field(def, &state.choice(lang), &national);
                    Some(state)
                } else {
                    markup.field(def, value);
                    None
                }
            });
            if phone.is_some() {
                built
                    .by_control_id
                    .insert(code_id(&def.dom_id), (index, Part::PhoneCode));
            }
            built
                .by_control_id
                .insert(def.dom_id.clone(), (index, Part::Main));
            built.fields.push(FieldState {
                model: field.clone(),
                phone,
                listed: Cell::new(false),
                shown_error: Cell::new(None),
            });
        }
        markup.close_section();
    }
    (built, markup.finish())
}
