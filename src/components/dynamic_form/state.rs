//! The rendered form: each field's model and what a phone field keeps besides its value, with a map
//! from control ids to fields for the one set of listeners on the form's root, and how a field's
//! controls are read and brought up to date (its value, its error, its whole option list, the
//! language), each decided by the field's kind. Controls are looked up by id inside the form's root
//! when an event or a change needs them (one at a time), so rendering holds no handle per node.

use super::markup::{self, Markup, GROUP_SUFFIX};
use super::model::{FieldModel, FormModel};
use super::phone::{PhoneControl, PhoneState};
use crate::browser::phone_plans;
use crate::components::field::{described_by, error_id};
use crate::components::phone_input::code_id;
use crate::i18n::{client_field_error_text, Client, Phone, Translate};
use crate::logic::client_form::{FieldError, FieldKind, FieldValue, Options};
use crate::logic::field_kinds::{shown_number, typed_number};
use crate::logic::lang::Lang;
use leptos::prelude::*;
use std::cell::Cell;
use std::collections::HashMap;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};

pub struct FieldState {
    pub model: FieldModel,
    /// A phone field's calling code and selector state (unused by other kinds).
    pub phone: PhoneState,
    /// A dropdown's whole option list is in its `<select>` (it starts with the chosen one only).
    listed: Cell<bool>,
    /// The error the page shows for this field, and in which language.
    shown_error: Cell<Option<(FieldError, Lang)>>,
}

/// Which control of a field an element id belongs to (a phone field has two).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Part {
    Main,
    PhoneCode,
}

/// A client form as rendered: each field's state beside its elements, and which field a control's id
/// belongs to, for the form's delegated events.
pub struct RenderedForm {
    pub fields: Vec<FieldState>,
    by_control_id: HashMap<String, (usize, Part)>,
    /// The form's root element.
    root: Element,
    /// Phone fields in the form.
    pub phones: usize,
}

/// The state of every field of `model`, and the forms' markup for `root`.
pub fn render(model: &FormModel, lang: Lang, root: Element) -> (RenderedForm, String) {
    let count = model.fields().count();
    let mut rendered = RenderedForm {
        fields: Vec::with_capacity(count),
        by_control_id: HashMap::with_capacity(count + count / 2),
        root,
        phones: 0,
    };
    let mut markup = Markup::new(lang, count);
    for (header, fields) in &model.forms {
        markup.open_section(header);
        for field in fields {
            let def = &field.def;
            let index = rendered.fields.len();
            let phone = PhoneState::default();
            field
                .value
                .with_untracked(|value| markup.field(def, value, &phone));
            // A phone's selector is a control of its own; every other control has the field's id
            // or, for the boxes of a radio or checkbox group, its name.
            match &def.kind {
                FieldKind::Phone => {
                    rendered
                        .by_control_id
                        .insert(code_id(&def.dom_id), (index, Part::PhoneCode));
                }
                FieldKind::Text
                | FieldKind::LongText
                | FieldKind::Email
                | FieldKind::Number(_)
                | FieldKind::Date
                | FieldKind::WebAddress
                | FieldKind::Dropdown(_)
                | FieldKind::Radio(_)
                | FieldKind::Checkbox
                | FieldKind::Multi(_)
                | FieldKind::Unknown(_) => {}
            }
            rendered
                .by_control_id
                .insert(def.dom_id.clone(), (index, Part::Main));
            rendered.fields.push(FieldState {
                model: field.clone(),
                phone,
                listed: Cell::new(false),
                shown_error: Cell::new(None),
            });
        }
        markup.close_section();
    }
    rendered.phones = markup.phones;
    (rendered, markup.finish())
}

impl RenderedForm {
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

    /// Texts in the UI language after it changed.
    pub fn relabel(&self, lang: Lang) {
        for (selector, text) in [
            (
                format!(".{}", markup::CHOOSE_CLASS),
                Client::ChooseOption.text(lang),
            ),
            (
                format!(".{}", markup::CODE_LABEL_CLASS),
                Phone::CountryCode.text(lang),
            ),
        ] {
            if let Ok(nodes) = self.root.query_selector_all(&selector) {
                for node in (0..nodes.length()).filter_map(|index| nodes.item(index)) {
                    node.set_text_content(Some(text));
                }
            }
        }
        for field in &self.fields {
            match &field.model.def.kind {
                FieldKind::Phone => {
                    if let Some(phone) = field.phone_control(self) {
                        phone.relabel(lang);
                    }
                }
                FieldKind::Text
                | FieldKind::LongText
                | FieldKind::Email
                | FieldKind::Number(_)
                | FieldKind::Date
                | FieldKind::WebAddress
                | FieldKind::Dropdown(_)
                | FieldKind::Radio(_)
                | FieldKind::Checkbox
                | FieldKind::Multi(_)
                | FieldKind::Unknown(_) => {}
            }
        }
    }
}

impl FieldState {
    /// The phone control of a phone field (the caller knows the field is one).
    pub fn phone_control<'a>(&'a self, form: &RenderedForm) -> Option<PhoneControl<'a>> {
        let id = &self.model.def.dom_id;
        let select = form.element(&code_id(id))?.dyn_into().ok()?;
        let number = form.element(id)?.dyn_into().ok()?;
        Some(PhoneControl {
            state: &self.phone,
            select,
            number,
        })
    }

    /// The field's control, as the element its kind renders.
    fn control<T: JsCast>(&self, form: &RenderedForm) -> Option<T> {
        form.element(&self.model.def.dom_id)?.dyn_into().ok()
    }

    /// The boxes of a radio or checkbox group (named by the field's id), ticked ones only or all.
    fn boxes(&self, form: &RenderedForm, ticked_only: bool) -> Vec<HtmlInputElement> {
        let selector = format!(
            "input[name=\"{}\"]{}",
            self.model.def.dom_id,
            if ticked_only { ":checked" } else { "" }
        );
        let Ok(nodes) = form.root.query_selector_all(&selector) else {
            return Vec::new();
        };
        (0..nodes.length())
            .filter_map(|index| nodes.item(index)?.dyn_into().ok())
            .collect()
    }

    /// The field's value as its controls show it, typed in `lang`.
    pub fn read(&self, form: &RenderedForm, lang: Lang) -> Option<FieldValue> {
        let text = |value: String| Some(FieldValue::Text(value));
        match &self.model.def.kind {
            FieldKind::Text
            | FieldKind::Email
            | FieldKind::Date
            | FieldKind::WebAddress
            | FieldKind::Unknown(_) => text(self.control::<HtmlInputElement>(form)?.value()),
            FieldKind::Number(_) => text(typed_number(
                self.control::<HtmlInputElement>(form)?.value(),
                lang,
            )),
            FieldKind::LongText => text(self.control::<HtmlTextAreaElement>(form)?.value()),
            FieldKind::Dropdown(_) => text(self.control::<HtmlSelectElement>(form)?.value()),
            FieldKind::Phone => text(self.phone_control(form)?.value()),
            FieldKind::Checkbox => Some(FieldValue::Tick(
                self.control::<HtmlInputElement>(form)?.checked(),
            )),
            FieldKind::Radio(_) => text(
                self.boxes(form, true)
                    .first()
                    .map(HtmlInputElement::value)
                    .unwrap_or_default(),
            ),
            FieldKind::Multi(_) => Some(FieldValue::Choices(
                self.boxes(form, true)
                    .iter()
                    .map(HtmlInputElement::value)
                    .collect(),
            )),
        }
    }

    /// Shows the field's current error (text, `aria-invalid`, the invalid style), unless the page
    /// already shows it in this language.
    pub fn sync_error(&self, form: &RenderedForm, lang: Lang) {
        let now = self.model.error.get_untracked().map(|error| (error, lang));
        if self.shown_error.get() == now {
            return;
        }
        self.shown_error.set(now);
        self.set_error(
            form,
            now.map(|(error, lang)| {
                client_field_error_text(error, lang, phone_plans::installed().as_deref())
            })
            .as_deref(),
        );
    }

    /// Puts a dropdown's whole option list in its `<select>`, once, keeping the current choice.
    /// (`complete` calls it for every dropdown after the first paint.)
    pub fn list_options(&self, options: &Options, form: &RenderedForm, lang: Lang) {
        if self.listed.replace(true) {
            return;
        }
        let Some(select) = self.control::<HtmlSelectElement>(form) else {
            return;
        };
        self.model.value.with_untracked(|value| {
            select.set_inner_html(&markup::list_options(options, value.text(), lang))
        });
    }

    /// Shows `value`, set on the model from outside (a discarded draft), in the field's controls, as
    /// `lang` writes it.
    pub fn show(&self, form: &RenderedForm, value: &FieldValue, lang: Lang) {
        let show_text = |text: &str| {
            if let Some(input) = self.control::<HtmlInputElement>(form) {
                if input.value() != text {
                    input.set_value(text);
                }
            }
        };
        match &self.model.def.kind {
            FieldKind::Text
            | FieldKind::Email
            | FieldKind::Date
            | FieldKind::WebAddress
            | FieldKind::Unknown(_) => show_text(value.text()),
            FieldKind::Number(_) => show_text(&shown_number(value.text(), lang)),
            FieldKind::LongText => {
                if let Some(area) = self.control::<HtmlTextAreaElement>(form) {
                    if area.value() != value.text() {
                        area.set_value(value.text());
                    }
                }
            }
            FieldKind::Phone => {
                if let Some(phone) = self.phone_control(form) {
                    let _ = phone.show_value(value.text(), lang);
                }
            }
            FieldKind::Dropdown(options) => {
                let Some(select) = self.control::<HtmlSelectElement>(form) else {
                    return;
                };
                let value = value.text();
                if select.value() != value {
                    self.list_options(options, form, lang);
                    select.set_value(value);
                    // A value that is no option shows as "Choose…"; Save reports it.
                    if select.value() != value {
                        select.set_value("");
                    }
                }
            }
            FieldKind::Checkbox => {
                if let Some(input) = self.control::<HtmlInputElement>(form) {
                    input.set_checked(matches!(value, FieldValue::Tick(true)));
                }
            }
            FieldKind::Radio(_) | FieldKind::Multi(_) => {
                for input in self.boxes(form, false) {
                    let key = input.value();
                    input.set_checked(match value {
                        FieldValue::Text(chosen) => *chosen == key,
                        FieldValue::Choices(keys) => keys.contains(&key),
                        FieldValue::Tick(_) => false,
                    });
                }
            }
        }
    }

    /// The element that carries `aria-invalid` for the field, and those that carry its
    /// `aria-describedby`: its control; a phone's number box, and both its boxes; a group's
    /// `<fieldset>`.
    fn error_targets(&self, form: &RenderedForm) -> Option<(Element, Vec<Element>)> {
        let id = &self.model.def.dom_id;
        match &self.model.def.kind {
            FieldKind::Text
            | FieldKind::LongText
            | FieldKind::Email
            | FieldKind::Number(_)
            | FieldKind::Date
            | FieldKind::WebAddress
            | FieldKind::Dropdown(_)
            | FieldKind::Checkbox
            | FieldKind::Unknown(_) => {
                let control = form.element(id)?;
                Some((control.clone(), vec![control]))
            }
            FieldKind::Phone => {
                let number = form.element(id)?;
                let mut described = vec![number.clone()];
                described.extend(form.element(&code_id(id)));
                Some((number, described))
            }
            FieldKind::Radio(_) | FieldKind::Multi(_) => {
                let group = form.element(&[id.as_str(), GROUP_SUFFIX].concat())?;
                Some((group.clone(), vec![group]))
            }
        }
    }

    /// Shows or clears the field's error: the error element (added with the first error and removed
    /// when it is fixed, like the app's other fields), `aria-invalid`, `aria-describedby`, the
    /// invalid style.
    fn set_error(&self, form: &RenderedForm, text: Option<&str>) -> Option<()> {
        let def = &self.model.def;
        let id = &def.dom_id;
        let error_id = error_id(id);
        let (control, described) = self.error_targets(form)?;
        let group = control.closest(".field").ok()??;
        let existing = form.element(&error_id);
        match text {
            Some(text) => {
                let error = match existing {
                    Some(error) => error,
                    None => {
                        let error = control.owner_document()?.create_element("p").ok()?;
                        error.set_class_name("field__error");
                        error.set_id(&error_id);
                        group.append_child(&error).ok()?;
                        error
                    }
                };
                error.set_text_content(Some(text));
                control.set_attribute("aria-invalid", "true").ok()?;
            }
            None => {
                if let Some(error) = existing {
                    error.remove();
                }
                control.remove_attribute("aria-invalid").ok()?;
            }
        }
        let _ = group
            .class_list()
            .toggle_with_force("field--invalid", text.is_some());
        let ids = described_by(
            id,
            markup::says_required_in_words(def),
            markup::has_hint(def),
            text.is_some(),
        );
        for element in described {
            let _ = match &ids {
                Some(ids) => element.set_attribute("aria-describedby", ids),
                None => element.remove_attribute("aria-describedby"),
            };
        }
        Some(())
    }
}
