//! Builds a rendered form's DOM straight from the model, once, with web-sys calls: about a dozen per
//! field. A form can have a thousand fields, and going through `view!` cost ~0.4 ms per field here
//! (its per-node bookkeeping and one listener closure per control), seven times the budget of the
//! whole form. The structure, ids and ARIA wiring are those of the app's other fields.
//!
//! Everything from the API goes in with `set_text_content` or as an attribute value: never as HTML.

use super::model::{FieldModel, FormModel};
use super::phone::PhoneNodes;
use crate::i18n::{Client, Phone, Translate};
use crate::logic::client_form::{FieldDef, FieldKind};
use crate::logic::lang::Lang;
use leptos::prelude::*;
use std::collections::HashMap;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, Element, HtmlInputElement, HtmlOptionElement, HtmlSelectElement};

/// The controls of one field.
pub enum Control {
    /// `string` and every unknown type.
    Text(HtmlInputElement),
    Dropdown {
        select: HtmlSelectElement,
        /// The empty first option, "Choose…" in the UI language.
        placeholder: Element,
    },
    Phone(PhoneNodes),
}

/// One rendered field: its model and the nodes that change after the first render.
pub struct FieldNodes {
    pub model: FieldModel,
    pub control: Control,
    /// The `.field` element (a `<div>`, or the phone's `<fieldset>`).
    pub group: Element,
    /// `<p class="field__error">`, empty while the field is valid.
    pub error: Element,
}

impl FieldNodes {
    /// The element that carries `aria-invalid`: the text box, the select, or the phone's number box.
    pub fn invalid_target(&self) -> &Element {
        match &self.control {
            Control::Text(input) => input,
            Control::Dropdown { select, .. } => select,
            Control::Phone(phone) => &phone.number,
        }
    }
}

/// Which control of a field an element id belongs to (a phone field has two).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Part {
    Main,
    PhoneCode,
}

/// The rendered form: every field in order, and a map from control ids to fields for the one set of
/// event listeners on the form's root.
pub struct Built {
    pub fields: Vec<FieldNodes>,
    pub by_control_id: HashMap<String, (usize, Part)>,
}

impl Built {
    pub fn find(&self, control_id: &str) -> Option<(&FieldNodes, Part)> {
        let (index, part) = *self.by_control_id.get(control_id)?;
        Some((self.fields.get(index)?, part))
    }
}

/// Creates elements; the `Document` is looked up once.
pub struct Dom {
    document: Document,
}

impl Dom {
    pub fn new() -> Result<Dom, JsValue> {
        let document = web_sys::window()
            .and_then(|window| window.document())
            .ok_or_else(|| JsValue::from_str("no document"))?;
        Ok(Dom { document })
    }

    pub fn element(&self, tag: &str, class: &str) -> Result<Element, JsValue> {
        let element = self.document.create_element(tag)?;
        if !class.is_empty() {
            element.set_class_name(class);
        }
        Ok(element)
    }

    /// An element holding `text` as text.
    pub fn text(&self, tag: &str, class: &str, text: &str) -> Result<Element, JsValue> {
        let element = self.element(tag, class)?;
        element.set_text_content(Some(text));
        Ok(element)
    }

    /// `new Option(text, value, selected, selected)`: one call, where creating the element and
    /// setting its text and value would be three.
    pub fn option(&self, value: &str, text: &str, selected: bool) -> Result<Element, JsValue> {
        let option = HtmlOptionElement::new_with_text_and_value_and_default_selected_and_selected(
            text, value, selected, selected,
        )?;
        Ok(option.into())
    }
}

/// Builds every form of `model` into `root` (empty, not yet in the document, so nothing is laid out
/// until the whole form is there).
pub fn build(root: &Element, model: &FormModel, lang: Lang) -> Result<Built, JsValue> {
    let dom = Dom::new()?;
    let count = model.fields().count();
    let mut built = Built {
        fields: Vec::with_capacity(count),
        by_control_id: HashMap::with_capacity(count + count / 2),
    };
    for (header, fields) in &model.forms {
        let section = dom.element("section", "card form-section")?;
        section.set_id(&header.dom_id);
        let heading_id = format!("{}-title", header.dom_id);
        section.set_attribute("aria-labelledby", &heading_id)?;
        let heading = dom.text("h2", "", &header.title)?;
        heading.set_id(&heading_id);
        section.append_child(&heading)?;
        if !header.description.trim().is_empty() {
            let description = dom.text("p", "form-section__description", &header.description)?;
            section.append_child(&description)?;
        }
        if !header.content.trim().is_empty() {
            // `plain-text` keeps the line breaks (white-space: pre-line).
            let content = dom.text("p", "plain-text form-section__content", &header.content)?;
            section.append_child(&content)?;
        }
        for field in fields {
            let nodes = field_nodes(&dom, field, lang)?;
            section.append_child(&nodes.group)?;
            let index = built.fields.len();
            if let Control::Phone(phone) = &nodes.control {
                built
                    .by_control_id
                    .insert(phone.select.id(), (index, Part::PhoneCode));
            }
            built
                .by_control_id
                .insert(field.def.dom_id.clone(), (index, Part::Main));
            built.fields.push(nodes);
        }
        root.append_child(&section)?;
    }
    Ok(built)
}

fn field_nodes(dom: &Dom, field: &FieldModel, lang: Lang) -> Result<FieldNodes, JsValue> {
    let def = &field.def;
    let value = field.value.get_untracked();
    if def.kind == FieldKind::Phone {
        let (group, phone, error) = super::phone::build(dom, def, &value, lang)?;
        return Ok(FieldNodes {
            model: field.clone(),
            control: Control::Phone(phone),
            group,
            error,
        });
    }
    let group = dom.element("div", "field")?;
    group.set_attribute("data-field-type", field_type_name(&def.kind))?;
    // The required mark is drawn by CSS (`.label--required`), hidden from assistive technology,
    // which hears `aria-required`: no extra element per field.
    let label = dom.text(
        "label",
        if def.required { "label--required" } else { "" },
        &def.label,
    )?;
    label.set_attribute("for", &def.dom_id)?;
    group.append_child(&label)?;
    let described_by = append_hint(dom, &group, def)?;
    let control = match &def.kind {
        FieldKind::Dropdown(options) => {
            let select: HtmlSelectElement = dom.element("select", "")?.unchecked_into();
            let placeholder = dom.option("", Client::ChooseOption.text(lang), false)?;
            select.append_child(&placeholder)?;
            for (key, text) in options.items() {
                let option = dom.option(key, text, *key == value)?;
                select.append_child(&option)?;
            }
            wire_control(&select, def, &described_by)?;
            group.append_child(&select)?;
            Control::Dropdown {
                select,
                placeholder,
            }
        }
        _ => {
            let input: HtmlInputElement = dom.element("input", "")?.unchecked_into();
            input.set_type("text");
            if !value.is_empty() {
                input.set_value(&value);
            }
            wire_control(&input, def, &described_by)?;
            group.append_child(&input)?;
            Control::Text(input)
        }
    };
    let error = append_error(dom, &group, def)?;
    Ok(FieldNodes {
        model: field.clone(),
        control,
        group,
        error,
    })
}

/// The id, name and ARIA attributes of a field's one control.
fn wire_control(control: &Element, def: &FieldDef, described_by: &str) -> Result<(), JsValue> {
    control.set_id(&def.dom_id);
    control.set_attribute("name", &def.key)?;
    if def.required {
        control.set_attribute("aria-required", "true")?;
    }
    // It always names the error element (empty while valid), so only `aria-invalid` and the error
    // text change.
    control.set_attribute("aria-describedby", described_by)
}

/// Appends the description as help text when there is one; returns the `aria-describedby` value
/// (the hint, if any, then the error).
pub fn append_hint(dom: &Dom, group: &Element, def: &FieldDef) -> Result<String, JsValue> {
    let error_id = format!("{}-error", def.dom_id);
    if def.description.trim().is_empty() {
        return Ok(error_id);
    }
    let hint_id = format!("{}-hint", def.dom_id);
    let hint = dom.text("p", "field__hint", &def.description)?;
    hint.set_id(&hint_id);
    group.append_child(&hint)?;
    Ok(format!("{hint_id} {error_id}"))
}

pub fn append_error(dom: &Dom, group: &Element, def: &FieldDef) -> Result<Element, JsValue> {
    let error = dom.element("p", "field__error")?;
    error.set_id(&format!("{}-error", def.dom_id));
    group.append_child(&error)?;
    Ok(error)
}

/// The country-code selector's hidden label, in the UI language.
pub fn country_code_label(lang: Lang) -> &'static str {
    Phone::CountryCode.text(lang)
}

pub fn field_type_name(kind: &FieldKind) -> &'static str {
    match kind {
        FieldKind::Text => "string",
        FieldKind::Phone => "phone",
        FieldKind::Dropdown(_) => "dropdown",
        FieldKind::Unknown(_) => "unknown",
    }
}
