//! The ids of a field's parts, and what ties a control to them: its control's id and a suffix
//! ([`HINT_SUFFIX`], [`ERROR_SUFFIX`], [`LABEL_SUFFIX`]), listed in one order in the control's
//! `aria-describedby` ([`described_by`]). Public because an app's own fields can follow the same
//! wiring, so that every field of a page is heard the same way.

/// A field's hint is `{id}-hint`, its error line `{id}-error`; a group's `<legend>`, which names
/// the group's main control (`aria-labelledby`), is `{id}-label`.
pub const HINT_SUFFIX: &str = "-hint";
/// See [`HINT_SUFFIX`].
pub const ERROR_SUFFIX: &str = "-error";
/// See [`HINT_SUFFIX`].
pub const LABEL_SUFFIX: &str = "-label";
/// The form's hidden "Required" text: the start of the description of every required control whose
/// role has no required state in the accessibility tree Chrome reports (a dropdown, a checkbox, a
/// date or time box, a group of checkboxes: ARIA gives a plain group none), so that it is heard
/// as required too. Its own id, so that an app's own page may have such a text of its own.
pub const REQUIRED_WORD_ID: &str = "cf-required-word";
/// A radio or checkbox group's `<fieldset>` is `{id}-group` (the field's id is its first box's).
pub const GROUP_SUFFIX: &str = "-group";

/// The id of the hint of the field with id `id`.
pub fn hint_id(id: &str) -> String {
    [id, HINT_SUFFIX].concat()
}

/// The id of the error line of the field with id `id`.
pub fn error_id(id: &str) -> String {
    [id, ERROR_SUFFIX].concat()
}

/// The id of the `<legend>` of the group with id `id`.
pub fn label_id(id: &str) -> String {
    [id, LABEL_SUFFIX].concat()
}

/// A control's `aria-describedby`: the id of a text that says "Required" (`required_word`, for a
/// required control whose role has no required state in the accessibility tree: a dropdown, a
/// checkbox, a date box, a group of checkboxes), its hint's id, then its error's, those there are.
pub fn described_by(
    id: &str,
    required_word: Option<&str>,
    has_hint: bool,
    has_error: bool,
) -> Option<String> {
    let mut ids: Vec<String> = required_word.into_iter().map(str::to_owned).collect();
    for (present, suffix) in [(has_hint, HINT_SUFFIX), (has_error, ERROR_SUFFIX)] {
        if present {
            ids.push([id, suffix].concat());
        }
    }
    (!ids.is_empty()).then(|| ids.join(" "))
}

/// The id of a phone's calling-code selector (the number box has the field's id).
pub fn code_id(id: &str) -> String {
    [id, "-code"].concat()
}

/// The form that owns every calling-code selector (`<select form=…>`): an empty, hidden one the
/// page holds, outside its own forms. Chrome's autofill reads every control of the form being
/// typed in, each select's options too, after every key; in a form with thirty phones, about 8,000
/// options a key (docs/performance.md#calling-codes-own-form). Nothing changes for people and their
/// tools: the selector stays where it is, with its label. Autofill fills the whole number into the
/// number box (`autocomplete="tel"`), which gives its code to the selector.
/// The crate puts it in the page's `<body>` itself ([`put_calling_codes_form`]) before the first
/// form with a phone.
pub const CALLING_CODES_FORM: &str = "calling-codes";

/// Puts the hidden [`CALLING_CODES_FORM`] at the end of the page's `<body>`, once a page load.
/// Once: a page's script may hold it aside for a while (the sign-in page before the app holds what
/// the app adds to `<body>` until it hands over), and a second one would be a second element with
/// its id.
pub fn put_calling_codes_form(document: &web_sys::Document) {
    // Thread-local: whether this page load has put it.
    thread_local! {
        static PUT: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if PUT.with(|put| put.get()) || document.get_element_by_id(CALLING_CODES_FORM).is_some() {
        return;
    }
    // As markup: the calls the form already makes, rather than four more imported from the page.
    if let Some(body) = document.body() {
        let form = ["<form id=\"", CALLING_CODES_FORM, "\" hidden></form>"].concat();
        PUT.with(|put| put.set(body.insert_adjacent_html("beforeend", &form).is_ok()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn described_by_lists_the_required_word_the_hint_then_the_error() {
        let cases = [
            (None, true, true, Some("email-hint email-error")),
            (None, false, true, Some("email-error")),
            (None, false, false, None),
            (
                Some("required"),
                true,
                true,
                Some("required email-hint email-error"),
            ),
            (Some("required"), false, false, Some("required")),
        ];
        for (word, hint, error, ids) in cases {
            assert_eq!(described_by("email", word, hint, error).as_deref(), ids);
        }
        assert_eq!(code_id("cf-f-p"), "cf-f-p-code");
    }
}
