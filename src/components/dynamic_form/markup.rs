//! The rendered forms as one HTML string, put in the page with a single `innerHTML`: the browser's
//! parser builds a thousand fields far faster than a thousand-times-a-dozen calls from wasm would
//! (each call copies its strings across: docs/performance.md#forms-as-one-markup-string). No
//! browser API here, so it is tested natively.
//!
//! Every text from the API goes through `logic::markup_escape` (element content or a double-quoted
//! attribute, nothing else), so it shows as text and never becomes markup: `<img onerror=…>` from
//! the API is displayed, never run.
//!
//! The structure and ARIA wiring are those of the app's other fields (`components::field::Field`):
//! a real `<label>`, the hint tied with `aria-describedby`, `aria-required`, and the word "Required"
//! for the kinds whose control has no required state ([`says_required_in_words`]); the ids of a
//! field's parts and its `aria-describedby` are spelled there (`HINT_SUFFIX`, `LABEL_SUFFIX`,
//! `described_by`). The error element is added with the first error (see `FieldState::set_error`
//! in `state.rs`), as the app's other fields do: a thousand empty ones would only slow the page
//! down.

use super::phone::PhoneState;
use crate::components::field::{self, HINT_SUFFIX, LABEL_SUFFIX};
use crate::components::phone_input::{code_id, CALLING_CODES_FORM};
use crate::i18n::{client_field_label, Client, Phone, Translate};
use crate::logic::client_form::{FieldDef, FieldKind, FieldValue, FormHeader, Numeric, Options};
use crate::logic::countries::{self, Country};
use crate::logic::field_kinds::shown_number;
use crate::logic::lang::Lang;
use crate::logic::markup_escape::{push_attr, push_escaped};

/// Class of a dropdown's empty "Choose…" option, relabelled when the language changes.
pub const CHOOSE_CLASS: &str = "dynamic-form__choose";
/// Class of a phone field's hidden "Country code" label, relabelled when the language changes.
pub const CODE_LABEL_CLASS: &str = "dynamic-form__code-label";

/// What a phone field's calling-code selector shows: a country, or the empty option with this text.
pub enum CountryChoice {
    Country(&'static Country),
    None(String),
}

/// Suffix of the id of a radio or checkbox group's `<fieldset>` (the field's id is its first box's).
pub const GROUP_SUFFIX: &str = "-group";

/// Radio buttons or checkboxes.
#[derive(Clone, Copy)]
enum Choice {
    One,
    Several,
}

/// Fields per `.field-group`: the unit the browser skips while off screen (`content-visibility`
/// in style/main.css), so a thousand-field form costs the style and layout of a few dozen boxes:
/// docs/performance.md#off-screen-field-groups.
pub const GROUP_SIZE: usize = 20;

/// Builds the markup, one section per form, appending to `out`.
pub struct Markup {
    out: String,
    lang: Lang,
    /// Fields written in the current section.
    in_section: usize,
    /// Phone fields written.
    pub phones: usize,
}

impl Markup {
    pub fn new(lang: Lang, fields: usize) -> Markup {
        // About 600 bytes a field: one allocation for a typical form.
        Markup {
            out: String::with_capacity(1024 + fields * 600),
            lang,
            in_section: 0,
            phones: 0,
        }
    }

    pub fn finish(self) -> String {
        self.out
    }

    fn raw(&mut self, markup: &str) {
        self.out.push_str(markup);
    }

    fn text(&mut self, text: &str) {
        push_escaped(&mut self.out, text);
    }

    /// ` name="value"`, the value escaped.
    fn attr(&mut self, name: &str, value: &str) {
        push_attr(&mut self.out, name, value);
    }

    pub fn open_section(&mut self, header: &FormHeader) {
        self.raw("<section class=\"card form-section\"");
        self.attr("id", &header.dom_id);
        self.raw(" aria-labelledby=\"");
        self.text(&header.dom_id);
        self.raw("-title\"><h2 id=\"");
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

    pub fn close_section(&mut self) {
        if self.in_section > 0 {
            self.raw("</div>");
        }
        self.in_section = 0;
        self.raw("</section>");
    }

    /// Opens a new `.field-group` every [`GROUP_SIZE`] fields.
    fn next_field(&mut self) {
        if self.in_section.is_multiple_of(GROUP_SIZE) {
            if self.in_section > 0 {
                self.raw("</div>");
            }
            self.raw("<div class=\"field-group\">");
        }
        self.in_section += 1;
    }

    /// One field of any kind, starting from `value`: the one place that decides each kind's
    /// control. A phone field starts its `phone` state from the value.
    pub fn field(&mut self, def: &FieldDef, value: &FieldValue, phone: &PhoneState) {
        self.next_field();
        let text = value.text();
        match &def.kind {
            FieldKind::Text | FieldKind::Unknown(_) => self.text_box(def, text, "type=\"text\""),
            // A `type=number` box drops a typed decimal comma in Chromium; a text box keeps it.
            FieldKind::Number(Numeric::Decimal) => self.text_box(
                def,
                &shown_number(text, self.lang),
                "type=\"text\" inputmode=\"decimal\"",
            ),
            FieldKind::Number(Numeric::Whole) => self.text_box(
                def,
                &shown_number(text, self.lang),
                "type=\"text\" inputmode=\"numeric\"",
            ),
            FieldKind::Email => self.text_box(
                def,
                text,
                "type=\"email\" spellcheck=\"false\" autocapitalize=\"off\"",
            ),
            FieldKind::WebAddress => self.text_box(
                def,
                text,
                "type=\"url\" spellcheck=\"false\" autocapitalize=\"off\"",
            ),
            // The job seeker's date of birth is the same control.
            FieldKind::Date => self.text_box(def, text, "type=\"date\""),
            FieldKind::LongText => self.long_text(def, value),
            FieldKind::Phone => {
                self.phones += 1;
                let national = phone.start(value.text());
                let choice = phone.choice(self.lang);
                self.phone_field(def, &choice, &national);
            }
            FieldKind::Dropdown(options) => self.dropdown(def, options, value.text()),
            FieldKind::Radio(options) => self.choices(def, options, value, Choice::One),
            FieldKind::Multi(options) => self.choices(def, options, value, Choice::Several),
            FieldKind::Checkbox => self.checkbox(def, value),
        }
    }

    /// The opening of a field with a `<label>` above its control, and the hint.
    fn labelled(&mut self, def: &FieldDef) {
        self.raw("<div class=\"field\" data-field-type=\"");
        self.raw(def.kind.name());
        self.raw("\"><label");
        self.required_class(def.required);
        self.attr("for", &def.dom_id);
        self.raw(">");
        self.text(&client_field_label(def));
        self.raw("</label>");
        self.hint(def);
    }

    /// A `<fieldset>`'s `<legend>`, the field's label (its required mark and its id, which the
    /// group's `aria-labelledby` names), and the hint after it.
    fn legend(&mut self, def: &FieldDef) {
        self.raw("<legend");
        self.required_class(def.required);
        self.raw(" id=\"");
        self.part_id(&def.dom_id, LABEL_SUFFIX);
        self.raw("\">");
        self.text(&client_field_label(def));
        self.raw("</legend>");
        self.hint(def);
    }

    /// An `<input>` with these attributes (written by the app, not from the API), showing `value`.
    fn text_box(&mut self, def: &FieldDef, value: &str, attributes: &str) {
        self.labelled(def);
        self.raw("<input ");
        self.raw(attributes);
        self.control_attrs(def);
        if !value.is_empty() {
            self.attr("value", value);
        }
        self.raw("></div>");
    }

    fn long_text(&mut self, def: &FieldDef, value: &FieldValue) {
        self.labelled(def);
        self.raw("<textarea rows=\"4\"");
        self.control_attrs(def);
        self.raw(">");
        let value = value.text();
        // The parser drops one line break right after `<textarea>`: this one, not the value's.
        if value.starts_with(['\n', '\r']) {
            self.raw("\n");
        }
        self.text(value);
        self.raw("</textarea></div>");
    }

    fn dropdown(&mut self, def: &FieldDef, options: &Options, value: &str) {
        self.labelled(def);
        self.raw("<select");
        self.control_attrs(def);
        self.raw(">");
        // Only the chosen option on the first screen: the browser's work per <option> is most
        // of a select's cost. The whole list follows after the first paint (see `complete`;
        // docs/performance.md#short-lists-on-the-first-screen).
        self.options(
            options.items().iter().filter(|(key, _)| key == value),
            value,
        );
        self.raw("</select></div>");
    }

    /// A yes-or-no field: the box, then its label beside it, then the hint.
    fn checkbox(&mut self, def: &FieldDef, value: &FieldValue) {
        self.raw("<div class=\"field field--checkbox\" data-field-type=\"");
        self.raw(def.kind.name());
        self.raw("\"><input type=\"checkbox\"");
        self.control_attrs(def);
        if matches!(value, FieldValue::Tick(true)) {
            self.raw(" checked");
        }
        self.raw("><label");
        self.required_class(def.required);
        self.attr("for", &def.dom_id);
        self.raw(">");
        self.text(&client_field_label(def));
        self.raw("</label>");
        self.hint(def);
        self.raw("</div>");
    }

    /// Radio buttons or checkboxes, every option shown, in a `<fieldset>` named by its `<legend>`.
    /// The group carries the hint, the error and `aria-invalid`; the first box has the field's id
    /// (focused on Save and from the error summary), and every box the field's id as its name.
    fn choices(&mut self, def: &FieldDef, options: &Options, value: &FieldValue, choice: Choice) {
        let id = def.dom_id.as_str();
        self.raw("<fieldset class=\"field choice-field\" data-field-type=\"");
        self.raw(def.kind.name());
        self.raw("\" id=\"");
        self.part_id(id, GROUP_SUFFIX);
        self.raw("\"");
        match choice {
            // `aria-required` belongs to a radio group, not to a plain group.
            Choice::One => {
                self.raw(" role=\"radiogroup\"");
                if def.required {
                    self.raw(" aria-required=\"true\"");
                }
            }
            Choice::Several => {}
        }
        self.raw(" aria-labelledby=\"");
        self.part_id(id, LABEL_SUFFIX);
        self.raw("\"");
        self.described_by(def);
        self.raw(">");
        self.legend(def);
        self.raw("<div class=\"choices\">");
        let input_type = match choice {
            Choice::One => "radio",
            Choice::Several => "checkbox",
        };
        for (index, (key, text)) in options.items().iter().enumerate() {
            let chosen = match value {
                FieldValue::Text(chosen) => chosen == key,
                FieldValue::Choices(keys) => keys.contains(key),
                FieldValue::Tick(_) => false,
            };
            self.raw("<label class=\"choice\"><input type=\"");
            self.raw(input_type);
            self.raw("\"");
            if index == 0 {
                self.attr("id", id);
            }
            self.attr("name", id);
            self.attr("value", key);
            if chosen {
                self.raw(" checked");
            }
            self.raw("><span>");
            self.text(text);
            self.raw("</span></label>");
        }
        self.raw("</div></fieldset>");
    }

    /// A `phone` field: the shared phone control's structure, a `<fieldset>` whose `<legend>` names
    /// the number box, a calling-code selector with a hidden label, and the national number.
    fn phone_field(&mut self, def: &FieldDef, choice: &CountryChoice, national: &str) {
        let id = def.dom_id.as_str();
        self.raw("<fieldset class=\"field phone-field\" data-field-type=\"phone\">");
        self.legend(def);
        let code_id = code_id(id);
        self.raw("<div class=\"phone\"><label class=\"visually-hidden ");
        self.raw(CODE_LABEL_CLASS);
        self.raw("\"");
        self.attr("for", &code_id);
        self.raw(">");
        self.text(Phone::CountryCode.text(self.lang));
        self.raw("</label><select autocomplete=\"tel-country-code\"");
        self.attr("form", CALLING_CODES_FORM);
        self.attr("id", &code_id);
        self.described_by(def);
        self.raw(">");
        // Only the chosen country on the first screen; the whole list follows after the first paint
        // (see `complete`).
        match choice {
            // A lone option is selected without saying so.
            CountryChoice::Country(country) => {
                self.raw("<option");
                self.attr("value", country.iso);
                self.raw(">");
                self.text(&countries::option_label(country));
            }
            CountryChoice::None(placeholder) => {
                self.raw("<option value=\"\">");
                self.text(placeholder);
            }
        }
        self.raw("</option></select><input type=\"tel\" autocomplete=\"tel\"");
        self.attr("id", id);
        self.raw(" aria-labelledby=\"");
        self.part_id(id, LABEL_SUFFIX);
        self.raw("\"");
        if def.required {
            self.raw(" aria-required=\"true\"");
        }
        self.described_by(def);
        if !national.is_empty() {
            self.attr("value", national);
        }
        self.raw("></div></fieldset>");
    }

    /// A dropdown's options: the empty "Choose…", then `items` (`value` selected).
    fn options<'a>(&mut self, items: impl Iterator<Item = &'a (String, String)>, value: &str) {
        self.raw("<option value=\"\" class=\"");
        self.raw(CHOOSE_CLASS);
        self.raw("\">");
        self.text(Client::ChooseOption.text(self.lang));
        self.raw("</option>");
        for (key, text) in items {
            self.raw("<option");
            self.attr("value", key);
            if key == value {
                self.raw(" selected");
            }
            self.raw(">");
            self.text(text);
            self.raw("</option>");
        }
    }

    /// The required mark is drawn by CSS (`.label--required`), hidden from assistive technology,
    /// which hears `aria-required`: no extra element per field.
    fn required_class(&mut self, required: bool) {
        if required {
            self.raw(" class=\"label--required\"");
        }
    }

    fn control_attrs(&mut self, def: &FieldDef) {
        self.attr("id", &def.dom_id);
        self.attr("name", &def.key);
        if def.required {
            self.raw(" aria-required=\"true\"");
        }
        self.described_by(def);
    }

    /// The word "Required" and the hint, those the field has: it has no error yet.
    /// `FieldState::set_error` adds the error after them (`components::field::described_by`).
    fn described_by(&mut self, def: &FieldDef) {
        let ids = field::described_by(
            &def.dom_id,
            says_required_in_words(def),
            has_hint(def),
            false,
        );
        if let Some(ids) = ids {
            self.attr("aria-describedby", &ids);
        }
    }

    fn hint(&mut self, def: &FieldDef) {
        if has_hint(def) {
            self.raw("<p class=\"field__hint\" id=\"");
            self.part_id(&def.dom_id, HINT_SUFFIX);
            self.raw("\">");
            self.text(&def.description);
            self.raw("</p>");
        }
    }

    /// The id of a part of the field `id`: `id` (escaped) and one of `components::field`'s suffixes.
    fn part_id(&mut self, id: &str, suffix: &str) {
        self.text(id);
        self.raw(suffix);
    }
}

/// A phone field's calling-code options: the empty option with `placeholder` ("Code", or a code no
/// country has, `+999`), then every country. Not selected here: the caller sets the select's value.
pub fn country_options(placeholder: &str) -> String {
    // Thread-local: written once, on first use, and the page has one thread, so it needs no lock.
    thread_local! {
        /// The same ~250 options for every phone field: written once.
        static COUNTRIES: String = {
            let mut markup = Markup::new(Lang::En, 0);
            for country in countries::all() {
                markup.raw("<option");
                markup.attr("value", country.iso);
                markup.raw(">");
                markup.text(&countries::option_label(country));
                markup.raw("</option>");
            }
            markup.finish()
        };
    }
    let mut out = String::from("<option value=\"\">");
    push_escaped(&mut out, placeholder);
    out.push_str("</option>");
    COUNTRIES.with(|countries| out.push_str(countries));
    out
}

/// A dropdown's whole list, in the order sent, `value` selected: what its `<select>` gets after the
/// first paint, or when it is focused or pressed before that.
pub fn list_options(options: &Options, value: &str, lang: Lang) -> String {
    let mut markup = Markup::new(lang, 0);
    markup.options(options.items().iter(), value);
    markup.finish()
}

pub fn has_hint(def: &FieldDef) -> bool {
    !def.description.trim().is_empty()
}

/// Whether a required field's control says so in words, as the start of its description
/// (`components::field::REQUIRED_WORD_ID`): its role has no required state in the accessibility
/// tree. A phone's is heard on its number box.
pub fn says_required_in_words(def: &FieldDef) -> bool {
    def.required
        && match def.kind {
            FieldKind::Dropdown(_)
            | FieldKind::Checkbox
            | FieldKind::Date
            | FieldKind::Multi(_) => true,
            FieldKind::Text
            | FieldKind::LongText
            | FieldKind::Email
            | FieldKind::Number(_)
            | FieldKind::WebAddress
            | FieldKind::Phone
            | FieldKind::Radio(_)
            | FieldKind::Unknown(_) => false,
        }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::models::{ClientProfileForm, FormField, SentValue};
    use crate::logic::client_form::build;
    use crate::logic::client_form::wire::{self, options};

    /// A required field with this label, keyed "k".
    fn field(field_type: &str, label: &str) -> FormField {
        FormField {
            label: Some(label.into()),
            ..wire::field("k", field_type)
        }
    }

    fn render(fields: Vec<FormField>, content: &str) -> String {
        let defs = build(&[ClientProfileForm {
            id: Some("f".into()),
            form_title: Some("<b>Title</b>".into()),
            custom_form_content: Some(content.into()),
            fields,
            ..ClientProfileForm::default()
        }]);
        let mut markup = Markup::new(Lang::En, 1);
        let form = &defs[0];
        markup.open_section(&form.header);
        for def in &form.fields {
            markup.field(def, &def.initial, &PhoneState::default());
        }
        markup.close_section();
        markup.finish()
    }

    #[test]
    fn api_text_is_escaped_everywhere() {
        let mut dropdown = field("dropdown", "\"><script>x</script>");
        dropdown.options = options(&[("a\"b", "<i>A</i>")]);
        dropdown.description = Some("<img src=x onerror=alert(1)>".into());
        dropdown.value = Some(SentValue::Text("a\"b".into()));
        let mut text = field("string", "Name & 'co'");
        text.value = Some(SentValue::Text("\" autofocus onfocus=\"alert(1)".into()));
        let html = render(vec![dropdown, text], "<script>alert(1)</script>\nline 2");
        for raw in ["<script", "<img", "<i>", "<b>", "onfocus=\"", "'co'"] {
            assert!(!html.contains(raw), "{raw} in {html}");
        }
        assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;\nline 2"));
        assert!(html.contains("value=\"a&quot;b\" selected>&lt;i&gt;A&lt;/i&gt;</option>"));
        assert!(html.contains("value=\"&quot; autofocus onfocus=&quot;alert(1)\""));
        assert!(html.contains("Name &amp; &#39;co&#39;"));
    }

    #[test]
    fn a_dropdown_starts_with_its_chosen_option_and_lists_the_rest_in_order() {
        let mut dropdown = field("dropdown", "Size");
        dropdown.options = options(&[("s", "Small"), ("m", "<b>Medium</b>"), ("l", "Large")]);
        dropdown.value = Some(SentValue::Text("m".into()));
        let html = render(vec![dropdown.clone()], "");
        assert!(html.contains(
            "><option value=\"\" class=\"dynamic-form__choose\">Choose…</option><option value=\"m\" selected>&lt;b&gt;Medium&lt;/b&gt;</option></select>"
        ));
        assert!(!html.contains("Small") && !html.contains("Large"));
        // Nothing chosen: only "Choose…".
        dropdown.value = None;
        assert!(render(vec![dropdown.clone()], "")
            .contains("class=\"dynamic-form__choose\">Choose…</option></select>"));

        let defs = build(&[ClientProfileForm {
            fields: vec![dropdown],
            ..ClientProfileForm::default()
        }]);
        let FieldKind::Dropdown(options) = &defs[0].fields[0].kind else {
            panic!("a dropdown")
        };
        assert_eq!(
            list_options(options, "l", Lang::Es),
            "<option value=\"\" class=\"dynamic-form__choose\">Elige…</option>\
             <option value=\"s\">Small</option>\
             <option value=\"m\">&lt;b&gt;Medium&lt;/b&gt;</option>\
             <option value=\"l\" selected>Large</option>"
        );
    }

    #[test]
    fn labels_hints_and_errors_are_tied_to_their_control() {
        let mut text = field("string", "Name");
        text.description = Some("As registered".into());
        let html = render(vec![text, field("phone", "Phone")], "");
        assert!(html.contains(
            "<label class=\"label--required\" for=\"cf-f-k\">Name</label><p class=\"field__hint\" id=\"cf-f-k-hint\">As registered</p>"
        ));
        assert!(html.contains(
            "id=\"cf-f-k\" name=\"k\" aria-required=\"true\" aria-describedby=\"cf-f-k-hint\""
        ));
        // No error element until there is an error.
        assert!(!html.contains("field__error"));
        // The phone: legend names the number box, the selector has its own label.
        assert!(
            html.contains("<legend class=\"label--required\" id=\"cf-f-k-2-label\">Phone</legend>")
        );
        assert!(html.contains(
            "for=\"cf-f-k-2-code\">Country code</label><select autocomplete=\"tel-country-code\" form=\"calling-codes\" id=\"cf-f-k-2-code\""
        ));
        assert!(html.contains("aria-labelledby=\"cf-f-k-2-label\" aria-required=\"true\">"));
        assert_eq!(html.matches("data-field-type=").count(), 2);
    }

    #[test]
    fn each_kind_has_its_control() {
        let with = |field_type: &str, value: Option<SentValue>| FormField {
            key: Some(field_type.into()),
            options: options(&[("a", "<A>"), ("b", "B")]),
            value,
            ..field(field_type, field_type)
        };
        let text = |value: &str| Some(SentValue::Text(value.into()));
        let html = render(
            vec![
                with("short text", text("Acme")),
                with("paragraph", text("\nTwo <lines>")),
                with("e-mail", text("a@b.cl")),
                with("decimal", Some(SentValue::Number("12.5".into()))),
                with("integer", None),
                with("date", text("Mar 07, 1994")),
                with("website", None),
                with("radio", text("b")),
                with("toggle", Some(SentValue::Flag(true))),
                with(
                    "checkboxes",
                    Some(SentValue::List(vec!["a".into(), "b".into()])),
                ),
            ],
            "",
        );
        for control in [
            "<input type=\"text\" id=\"cf-f-short_text\" name=\"short text\" aria-required=\"true\" value=\"Acme\">",
            "<textarea rows=\"4\" id=\"cf-f-paragraph\" name=\"paragraph\" aria-required=\"true\">\n\nTwo &lt;lines&gt;</textarea>",
            "<input type=\"email\" spellcheck=\"false\" autocapitalize=\"off\" id=\"cf-f-e-mail\"",
            "<input type=\"text\" inputmode=\"decimal\" id=\"cf-f-decimal\" name=\"decimal\" aria-required=\"true\" value=\"12.5\">",
            "<input type=\"text\" inputmode=\"numeric\" id=\"cf-f-integer\"",
            // A date box, a checkbox, a dropdown and a group of checkboxes have no required state in
            // the accessibility tree: their description starts with the word.
            "<input type=\"date\" id=\"cf-f-date\" name=\"date\" aria-required=\"true\" aria-describedby=\"required-word\" value=\"1994-03-07\">",
            "<input type=\"url\" spellcheck=\"false\" autocapitalize=\"off\" id=\"cf-f-website\"",
            // Radio buttons: a named radio group, the first box with the field's id.
            "<fieldset class=\"field choice-field\" data-field-type=\"radio\" id=\"cf-f-radio-group\" role=\"radiogroup\" aria-required=\"true\" aria-labelledby=\"cf-f-radio-label\"><legend class=\"label--required\" id=\"cf-f-radio-label\">radio</legend>",
            "<label class=\"choice\"><input type=\"radio\" id=\"cf-f-radio\" name=\"cf-f-radio\" value=\"a\"><span>&lt;A&gt;</span></label><label class=\"choice\"><input type=\"radio\" name=\"cf-f-radio\" value=\"b\" checked><span>B</span></label>",
            // One checkbox, then its label.
            "<div class=\"field field--checkbox\" data-field-type=\"checkbox\"><input type=\"checkbox\" id=\"cf-f-toggle\" name=\"toggle\" aria-required=\"true\" aria-describedby=\"required-word\" checked><label class=\"label--required\" for=\"cf-f-toggle\">toggle</label></div>",
            // Checkboxes: a plain group (no `aria-required` there), each box ticked as sent.
            "<fieldset class=\"field choice-field\" data-field-type=\"multiselect\" id=\"cf-f-checkboxes-group\" aria-labelledby=\"cf-f-checkboxes-label\" aria-describedby=\"required-word\">",
            "<input type=\"checkbox\" id=\"cf-f-checkboxes\" name=\"cf-f-checkboxes\" value=\"a\" checked><span>&lt;A&gt;</span></label><label class=\"choice\"><input type=\"checkbox\" name=\"cf-f-checkboxes\" value=\"b\" checked>",
        ] {
            assert!(html.contains(control), "{control}\nnot in\n{html}");
        }
        for label in [
            "short_text",
            "paragraph",
            "e-mail",
            "decimal",
            "integer",
            "date",
            "website",
        ] {
            assert!(
                html.contains(&format!(
                    "<label class=\"label--required\" for=\"cf-f-{label}\">"
                )),
                "{label}"
            );
        }
        assert_eq!(
            html.matches("<fieldset").count(),
            html.matches("</fieldset>").count()
        );
    }

    #[test]
    fn a_groups_hint_is_tied_to_the_group() {
        let radio = FormField {
            options: options(&[("a", "A")]),
            description: Some("Pick one".into()),
            required_level: None,
            ..field("radio", "Size")
        };
        let html = render(vec![radio], "");
        assert!(html.contains(
            "id=\"cf-f-k-group\" role=\"radiogroup\" aria-labelledby=\"cf-f-k-label\" aria-describedby=\"cf-f-k-hint\"><legend id=\"cf-f-k-label\">Size</legend><p class=\"field__hint\" id=\"cf-f-k-hint\">Pick one</p>"
        ), "{html}");
    }

    #[test]
    fn a_required_control_without_a_required_state_says_it_in_words_before_its_hint() {
        let with_hint = |field_type: &str, required: bool| FormField {
            options: options(&[("a", "A")]),
            description: Some("Hint".into()),
            required_level: required.then(|| "required".into()),
            ..field(field_type, field_type)
        };
        let said = |field_type: &str, required: bool| {
            render(vec![with_hint(field_type, required)], "")
                .contains("aria-describedby=\"required-word cf-f-k-hint\"")
        };
        for field_type in ["dropdown", "checkbox", "date", "checkboxes"] {
            assert!(said(field_type, true), "{field_type}");
            assert!(!said(field_type, false), "{field_type} when optional");
        }
        // Heard through `aria-required`: a text box, a radio group, a phone's number box.
        for field_type in [
            "string", "textarea", "email", "number", "url", "radio", "phone", "x",
        ] {
            let html = render(vec![with_hint(field_type, true)], "");
            assert!(!html.contains("required-word"), "{field_type}: {html}");
            assert!(html.contains("aria-required=\"true\""), "{field_type}");
        }
    }

    #[test]
    fn a_blank_label_shows_the_key_made_readable() {
        let text = FormField {
            key: Some("billing_contact".into()),
            ..field("string", " ")
        };
        let phone = FormField {
            key: Some("billing_phone".into()),
            ..field("phone", "")
        };
        let html = render(vec![text, phone], "");
        assert!(html.contains(">Billing contact</label>"), "{html}");
        assert!(html.contains(">Billing phone</legend>"), "{html}");
    }

    #[test]
    fn the_country_list_has_every_country_after_its_placeholder() {
        let html = country_options("+<9>");
        assert!(html.starts_with(
            "<option value=\"\">+&lt;9&gt;</option><option value=\"AF\">Afghanistan (+93)</option>"
        ));
        assert_eq!(html.matches("<option").count(), countries::all().len() + 1);
        assert!(html.contains("<option value=\"CL\">Chile (+56)</option>"));
        assert!(!html.contains("selected"));
    }

    #[test]
    fn fields_come_in_groups_that_close_with_their_section() {
        let fields = (0..GROUP_SIZE * 2 + 1)
            .map(|_| field("string", "Name"))
            .collect();
        let html = render(fields, "");
        assert_eq!(html.matches("<div class=\"field-group\">").count(), 3);
        assert!(html.ends_with("</div></div></section>"));
        // Balanced: every div opened is closed.
        assert_eq!(html.matches("<div").count(), html.matches("</div>").count());
        assert!(render(Vec::new(), "").ends_with("</h2></section>"));
    }
}
