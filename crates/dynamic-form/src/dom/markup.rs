//! The forms as one HTML string, put in the page with a single `innerHTML`: the browser's parser
//! builds a thousand fields far faster than a thousand-times-a-dozen calls from wasm would (each
//! call copies its strings across: docs/performance.md#forms-as-one-markup-string). This is the one
//! place where the crate renders without Leptos' `view!`: from [`Markup`] here to the page's
//! delegated events (`view::events`), and what each control writes with it. No browser API here,
//! so it is tested natively.
//!
//! Every text from the platform goes through `text_rules::markup_escape` (element content or a
//! double-quoted attribute, nothing else), so it shows as text and never becomes markup:
//! `<img onerror=…>` from the platform is displayed, never run.
//!
//! The structure and ARIA wiring are those of the app's other fields: a real `<label>`, the hint
//! tied with `aria-describedby`, the required state (`dom::field_ids`). The error element is added
//! with the first error (`view::errors`), as the app's other fields do: a thousand empty ones would
//! only slow the page down.

use super::field_ids::{described_by, HINT_SUFFIX, LABEL_SUFFIX, REQUIRED_WORD_ID};
use crate::base::texts::{Text, Texts};
use crate::model::def::{FieldDef, FormHeader};
use text_rules::markup_escape::{push_attr, push_escaped};
use text_rules::Lang;

/// Fields per `.field-group`: the unit the browser paints and hit-tests apart (`contain` in the
/// app's stylesheet), so a key typed in a thousand-field form repaints one group, not the page.
/// Nothing is skipped while off screen: every field stays in the accessibility tree
/// (docs/performance.md#field-groups-painted-apart).
pub const GROUP_SIZE: usize = 20;

/// Builds the markup, one section per form.
pub struct Markup {
    out: String,
    /// The language the fixed texts are written in.
    pub lang: Lang,
    /// The fixed texts.
    pub texts: &'static dyn Texts,
    /// Fields written in the current section.
    in_section: usize,
}

impl Markup {
    /// Room for about `fields` fields.
    pub fn new(lang: Lang, texts: &'static dyn Texts, fields: usize) -> Markup {
        // About 600 bytes a field: one allocation for a typical form.
        Markup {
            out: String::with_capacity(1024 + fields * 600),
            lang,
            texts,
            in_section: 0,
        }
    }

    /// The markup written.
    pub fn finish(self) -> String {
        self.out
    }

    /// Markup written by the crate, never text from the platform.
    pub fn raw(&mut self, markup: &str) {
        self.out.push_str(markup);
    }

    /// Text, escaped as element content.
    pub fn text(&mut self, text: &str) {
        push_escaped(&mut self.out, text);
    }

    /// ` name="value"`, the value escaped.
    pub fn attr(&mut self, name: &str, value: &str) {
        push_attr(&mut self.out, name, value);
    }

    /// Opens a form's `<section>`: its heading, description and content.
    pub fn open_section(&mut self, header: &FormHeader) {
        self.raw("<section class=\"card form-section\"");
        self.attr("id", &header.dom_id);
        self.raw(" aria-labelledby=\"");
        self.text(&header.dom_id);
        self.raw("-title\"><h2 tabindex=\"-1\" id=\"");
        self.text(&header.dom_id);
        self.raw("-title\">");
        self.text(&header.title);
        self.raw("</h2>");
        if !header.description.trim().is_empty() {
            self.raw("<p class=\"form-section__description\">");
            self.text(&header.description);
            self.raw("</p>");
        }
        if !header.content.trim().is_empty() {
            // `plain-text` keeps the line breaks (white-space: pre-line).
            self.raw("<p class=\"plain-text form-section__content\">");
            self.text(&header.content);
            self.raw("</p>");
        }
    }

    /// Opens a form's `<section>` with nothing above its fields, for a page that frames the form
    /// itself (its own heading and progress): a section without a name, so no landmark.
    pub fn open_bare_section(&mut self, header: &FormHeader) {
        self.raw("<section class=\"form-section\"");
        self.attr("id", &header.dom_id);
        self.raw(">");
    }

    /// Closes the form's `<section>`, and its last group of fields.
    pub fn close_section(&mut self) {
        if self.in_section > 0 {
            self.raw("</div>");
        }
        self.in_section = 0;
        self.raw("</section>");
    }

    /// Opens a new `.field-group` every [`GROUP_SIZE`] fields; called before each field.
    pub fn next_field(&mut self) {
        if self.in_section.is_multiple_of(GROUP_SIZE) {
            if self.in_section > 0 {
                self.raw("</div>");
            }
            self.raw("<div class=\"field-group\">");
        }
        self.in_section += 1;
    }

    /// The opening of a field with a `<label>` above its control, and the hint.
    pub fn labelled(&mut self, def: &FieldDef) {
        self.open_field("div class=\"field\"", def);
        self.raw(">");
        self.label(def);
        self.hint(def);
    }

    /// `<{element} data-field-type="…"`: a field's opening tag, `element` with its classes, left
    /// open for more attributes.
    pub fn open_field(&mut self, element: &str, def: &FieldDef) {
        self.raw("<");
        self.raw(element);
        self.raw(" data-field-type=\"");
        self.raw(def.kind.name());
        self.raw("\"");
    }

    /// The field's `<label for>`, with its required mark.
    pub fn label(&mut self, def: &FieldDef) {
        self.raw("<label");
        self.required_class(def.required);
        self.attr("for", &def.dom_id);
        self.raw(">");
        self.text(def.label_in(self.lang));
        self.raw("</label>");
    }

    /// A `<fieldset>`'s `<legend>`, the field's label (its required mark and its id, which the
    /// group's `aria-labelledby` names), and the hint after it.
    pub fn legend(&mut self, def: &FieldDef) {
        self.raw("<legend");
        self.required_class(def.required);
        self.raw(" id=\"");
        self.part_id(&def.dom_id, LABEL_SUFFIX);
        self.raw("\">");
        self.text(def.label_in(self.lang));
        self.raw("</legend>");
        self.hint(def);
    }

    /// The required mark is drawn by CSS (`.label--required`), hidden from assistive technology,
    /// which hears the control's required state: no extra element per field.
    fn required_class(&mut self, required: bool) {
        if required {
            self.raw(" class=\"label--required\"");
        }
    }

    /// A control's id, name, autofill token, required state and description (`says_required`: see
    /// [`Markup::described_by`]).
    pub fn control_attrs(&mut self, def: &FieldDef, says_required: bool) {
        self.attr("id", &def.dom_id);
        self.attr("name", &def.key);
        if !def.autocomplete.is_empty() {
            self.attr("autocomplete", def.autocomplete);
        }
        if def.required {
            self.raw(" aria-required=\"true\"");
        }
        self.described_by(def, says_required);
    }

    /// The form's hidden "Required" text ([`REQUIRED_WORD_ID`]), when the control says it in words
    /// (a required control whose role has no required state in the accessibility tree), and the
    /// hint, those there are: the field has no error yet. The error is added after them when there
    /// is one (`dom::field_ids::described_by`).
    pub fn described_by(&mut self, def: &FieldDef, says_required: bool) {
        let word = says_required.then_some(REQUIRED_WORD_ID);
        if let Some(ids) = described_by(&def.dom_id, word, def.has_hint(), false) {
            self.attr("aria-describedby", &ids);
        }
    }

    /// The form's one hidden "Required" text, which required controls without a required state
    /// name in their description: written once, first in the form.
    pub fn required_word(&mut self) {
        self.raw("<span hidden");
        self.attr("id", REQUIRED_WORD_ID);
        self.raw(">");
        self.text(self.texts.text(Text::Required, self.lang));
        self.raw("</span>");
    }

    /// A field's hint, if it has one, with the id its control's description names.
    pub fn hint(&mut self, def: &FieldDef) {
        if def.has_hint() {
            self.raw("<p class=\"field__hint\" id=\"");
            self.part_id(&def.dom_id, HINT_SUFFIX);
            self.raw("\">");
            self.text(def.hint_in(self.lang));
            self.raw("</p>");
        }
    }

    /// The id of a part of the field `id`: `id` (escaped) and one of `field_ids`' suffixes.
    pub fn part_id(&mut self, id: &str, suffix: &str) {
        self.text(id);
        self.raw(suffix);
    }
}
