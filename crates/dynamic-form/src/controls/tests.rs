//! The markup each control writes, read as text: escaping, the first screen's short lists, and the
//! wiring of labels, hints and required states. (How the controls behave in a page: the component
//! tests, `tests/browser/`.)

use super::*;
use crate::base::spec::{FieldSpec, FormSpec, Sent};
use crate::base::texts::PlainEnglish;
use crate::model::def::build;
use text_rules::countries;

/// A required field with this label, named "k".
fn field(field_type: &'static str, label: &'static str) -> FieldSpec<'static> {
    FieldSpec {
        name: "k",
        label,
        field_type,
        required: true,
        ..FieldSpec::default()
    }
}

fn render_in(fields: Vec<FieldSpec>, content: &str, lang: Lang) -> String {
    let defs = build(
        &[FormSpec {
            id: "f",
            title: "<b>Title</b>",
            content,
            fields,
            ..FormSpec::default()
        }],
        &[],
        &PlainEnglish,
    );
    let mut out = Markup::new(lang, &PlainEnglish, 1);
    let form = &defs[0];
    out.open_section(&form.header);
    for def in &form.fields {
        let control = def.kind.entry();
        out.next_field();
        control.write(&mut out, def, &def.initial, &*control.new_state());
    }
    out.close_section();
    out.finish()
}

fn render(fields: Vec<FieldSpec>, content: &str) -> String {
    render_in(fields, content, Lang::En)
}

#[test]
fn text_from_the_platform_is_escaped_everywhere() {
    let dropdown = FieldSpec {
        options: vec![("a\"b", "<i>A</i>")],
        description: "<img src=x onerror=alert(1)>",
        value: Some(Sent::Text("a\"b")),
        ..field("dropdown", "\"><script>x</script>")
    };
    let text = FieldSpec {
        value: Some(Sent::Text("\" autofocus onfocus=\"alert(1)")),
        ..field("string", "Name & 'co'")
    };
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
fn a_select_starts_with_its_chosen_option_only() {
    let dropdown = FieldSpec {
        options: vec![("s", "Small"), ("m", "<b>Medium</b>"), ("l", "Large")],
        value: Some(Sent::Text("m")),
        ..field("dropdown", "Size")
    };
    let html = render(vec![dropdown.clone()], "");
    assert!(html.contains(
        "><option value=\"\" class=\"dynamic-form__choose\">Choose…</option><option value=\"m\" selected>&lt;b&gt;Medium&lt;/b&gt;</option></select>"
    ));
    assert!(!html.contains("Small") && !html.contains("Large"));
    // Nothing chosen: only "Choose…".
    let nothing = FieldSpec {
        value: None,
        ..dropdown
    };
    assert!(render(vec![nothing], "")
        .contains("class=\"dynamic-form__choose\">Choose…</option></select>"));
}

#[test]
fn labels_hints_and_errors_are_tied_to_their_control() {
    let text = FieldSpec {
        description: "As registered",
        ..field("string", "Name")
    };
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
    assert!(html.contains("<legend class=\"label--required\" id=\"cf-f-k-2-label\">Phone</legend>"));
    assert!(html.contains(
        "for=\"cf-f-k-2-code\">Country code</label><select autocomplete=\"tel-country-code\" form=\"calling-codes\" id=\"cf-f-k-2-code\""
    ));
    assert!(html.contains("aria-labelledby=\"cf-f-k-2-label\" aria-required=\"true\">"));
    assert_eq!(html.matches("data-field-type=").count(), 2);
}

#[test]
fn each_kind_has_its_control() {
    let with = |field_type: &'static str, value: Option<Sent<'static>>| FieldSpec {
        name: field_type,
        options: vec![("a", "<A>"), ("b", "B")],
        value,
        ..field(field_type, field_type)
    };
    let both = Box::leak(Box::new(["a".to_owned(), "b".to_owned()]));
    let html = render(
        vec![
            with("short text", Some(Sent::Text("Acme"))),
            with("paragraph", Some(Sent::Text("\nTwo <lines>"))),
            with("e-mail", Some(Sent::Text("a@b.cl"))),
            with("decimal", Some(Sent::Number("12.5"))),
            with("integer", None),
            with("date", Some(Sent::Text("Mar 07, 1994"))),
            with("website", None),
            with("radio", Some(Sent::Text("b"))),
            with("toggle", Some(Sent::Flag(true))),
            with("checkboxes", Some(Sent::List(both))),
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
        "<input type=\"date\" id=\"cf-f-date\" name=\"date\" aria-required=\"true\" aria-describedby=\"cf-required-word\" value=\"1994-03-07\">",
        "<input type=\"url\" spellcheck=\"false\" autocapitalize=\"off\" id=\"cf-f-website\"",
        // Radio buttons: a named radio group, the first box with the field's id.
        "<fieldset class=\"field choice-field\" data-field-type=\"radio\" id=\"cf-f-radio-group\" role=\"radiogroup\" aria-required=\"true\" aria-labelledby=\"cf-f-radio-label\"><legend class=\"label--required\" id=\"cf-f-radio-label\">radio</legend>",
        "<label class=\"choice\"><input type=\"radio\" id=\"cf-f-radio\" name=\"cf-f-radio\" value=\"a\"><span>&lt;A&gt;</span></label><label class=\"choice\"><input type=\"radio\" name=\"cf-f-radio\" value=\"b\" checked><span>B</span></label>",
        // One checkbox, then its label.
        "<div class=\"field field--checkbox\" data-field-type=\"checkbox\"><input type=\"checkbox\" id=\"cf-f-toggle\" name=\"toggle\" aria-required=\"true\" aria-describedby=\"cf-required-word\" checked><label class=\"label--required\" for=\"cf-f-toggle\">toggle</label></div>",
        // Checkboxes: a plain group (no `aria-required` there), each box ticked as sent.
        "<fieldset class=\"field choice-field\" data-field-type=\"multiselect\" id=\"cf-f-checkboxes-group\" aria-labelledby=\"cf-f-checkboxes-label\" aria-describedby=\"cf-required-word\">",
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
fn a_number_shows_with_the_languages_decimal_separator() {
    let number = FieldSpec {
        value: Some(Sent::Number("12.5")),
        ..field("number", "Share")
    };
    assert!(render_in(vec![number], "", Lang::Es).contains("value=\"12,5\""));
}

#[test]
fn a_groups_hint_is_tied_to_the_group() {
    let radio = FieldSpec {
        options: vec![("a", "A")],
        description: "Pick one",
        required: false,
        ..field("radio", "Size")
    };
    let html = render(vec![radio], "");
    assert!(html.contains(
        "id=\"cf-f-k-group\" role=\"radiogroup\" aria-labelledby=\"cf-f-k-label\" aria-describedby=\"cf-f-k-hint\"><legend id=\"cf-f-k-label\">Size</legend><p class=\"field__hint\" id=\"cf-f-k-hint\">Pick one</p>"
    ), "{html}");
}

#[test]
fn a_required_control_without_a_required_state_says_it_in_words_before_its_hint() {
    let with_hint = |field_type: &'static str, required: bool| FieldSpec {
        options: vec![("a", "A")],
        description: "Hint",
        required,
        ..field(field_type, field_type)
    };
    let said = |field_type: &'static str, required: bool| {
        render(vec![with_hint(field_type, required)], "")
            .contains("aria-describedby=\"cf-required-word cf-f-k-hint\"")
    };
    for field_type in ["dropdown", "checkbox", "date", "time", "checkboxes"] {
        assert!(said(field_type, true), "{field_type}");
        assert!(!said(field_type, false), "{field_type} when optional");
    }
    // Heard through `aria-required`: a text box, a radio group, a phone's number box.
    for field_type in ["string", "textarea", "email", "number", "url", "radio", "x"] {
        let html = render(vec![with_hint(field_type, true)], "");
        assert!(!html.contains("cf-required-word"), "{field_type}: {html}");
        assert!(html.contains("aria-required=\"true\""), "{field_type}");
    }
    // A required phone: its number box has the required state, its calling-code selector (a
    // dropdown) says it in words; an optional one says neither.
    let phone = render(vec![with_hint("phone", true)], "");
    let select = phone.split("<select").nth(1).unwrap_or_default();
    let number = phone.split("<input").nth(1).unwrap_or_default();
    assert!(select.starts_with(" autocomplete=\"tel-country-code\" form=\"calling-codes\" id=\"cf-f-k-code\" aria-describedby=\"cf-required-word cf-f-k-hint\">"), "{phone}");
    assert!(
        number.contains("aria-required=\"true\" aria-describedby=\"cf-f-k-hint\""),
        "{phone}"
    );
    assert!(!said("phone", false));
}

#[test]
fn a_blank_label_shows_the_name_made_readable() {
    let text = FieldSpec {
        name: "billing_contact",
        ..field("string", " ")
    };
    let phone = FieldSpec {
        name: "billing_phone",
        ..field("phone", "")
    };
    let html = render(vec![text, phone], "");
    assert!(html.contains(">Billing contact</label>"), "{html}");
    assert!(html.contains(">Billing phone</legend>"), "{html}");
}

#[test]
fn the_country_list_has_every_country_after_its_placeholder() {
    let html = phone::country_options("+<9>");
    assert!(html.starts_with(
        "<option value=\"\">+&lt;9&gt;</option><option value=\"AF\">Afghanistan (+93)</option>"
    ));
    assert_eq!(html.matches("<option").count(), countries::all().len() + 1);
    assert!(html.contains("<option value=\"CL\">Chile (+56)</option>"));
    assert!(!html.contains("selected"));
}

#[test]
fn a_selects_whole_list_keeps_the_order_sent() {
    let defs = build(
        &[FormSpec {
            fields: vec![FieldSpec {
                options: vec![("s", "Small"), ("m", "<b>Medium</b>"), ("l", "Large")],
                ..field("dropdown", "Size")
            }],
            ..FormSpec::default()
        }],
        &[],
        &PlainEnglish,
    );
    let mut out = Markup::new(Lang::En, &PlainEnglish, 0);
    select::options(&mut out, defs[0].fields[0].options.items().iter(), "l");
    assert_eq!(
        out.finish(),
        "<option value=\"\" class=\"dynamic-form__choose\">Choose…</option>\
         <option value=\"s\">Small</option>\
         <option value=\"m\">&lt;b&gt;Medium&lt;/b&gt;</option>\
         <option value=\"l\" selected>Large</option>"
    );
}

#[test]
fn fields_come_in_groups_that_close_with_their_section() {
    use crate::dom::markup::GROUP_SIZE;
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

#[test]
fn an_apps_field_names_its_autofill_token_and_a_platforms_none() {
    let named = FieldSpec {
        autocomplete: " name\" onfocus=\"x",
        ..field("string", "Full name")
    };
    let markup = render(vec![named], "");
    assert!(
        markup.contains(" name=\"k\" autocomplete=\"name&quot; onfocus=&quot;x\""),
        "{markup}"
    );
    let plain = render(vec![field("string", "Name")], "");
    assert!(!plain.contains("autocomplete"), "{plain}");
}

#[test]
fn an_apps_words_are_written_in_the_forms_language() {
    fn words(lang: Lang) -> crate::base::spec::FieldWords {
        let label = match lang {
            Lang::En => "Full name",
            Lang::Es => "Nombre completo",
        };
        crate::base::spec::FieldWords {
            label,
            hint: "<i>hint</i>",
        }
    }
    let described = FieldSpec {
        words: Some(crate::base::spec::Words(words)),
        ..field("string", "Platform label")
    };
    let markup = render_in(vec![described], "", Lang::Es);
    assert!(markup.contains(">Nombre completo</label>"), "{markup}");
    assert!(!markup.contains("Platform label"), "{markup}");
    assert!(markup.contains(">&lt;i&gt;hint&lt;/i&gt;</p>"), "{markup}");
}
