//! Labelled form controls with accessible hints and errors: a visible `<label>`, the hint and the error
//! tied with `aria-describedby`, `aria-invalid` while the error shows, `aria-required` when required.

use leptos::prelude::*;

/// The ids a field's hint and error get, and its `aria-describedby` value.
pub fn hint_id(id: &str) -> String {
    format!("{id}-hint")
}
pub fn error_id(id: &str) -> String {
    format!("{id}-error")
}
pub fn described_by(id: &str, has_hint: bool, has_error: bool) -> Option<String> {
    let ids: Vec<String> = [(has_hint, hint_id(id)), (has_error, error_id(id))]
        .into_iter()
        .filter_map(|(present, id)| present.then_some(id))
        .collect();
    (!ids.is_empty()).then(|| ids.join(" "))
}

/// For a control whose long list of choices is built on first use (a suggestions list): whether the
/// list is wanted yet, and what to call on focus and on press, so the browser's picker opens with the
/// whole list. Set once; later calls change nothing (nor do calls after the control is gone).
pub fn listed_on_first_use() -> (ReadSignal<bool>, impl Fn() + Copy + 'static) {
    let (listed, set_listed) = signal(false);
    let open = move || {
        if listed.try_get_untracked() == Some(false) {
            set_listed.try_set(true);
        }
    };
    (listed, open)
}

/// For a `<select>` whose long option list would slow the first screen (a calling-code selector):
/// the list is wanted in the task after the first paint, or at once when the control is focused or
/// pressed before that. A `<select>` must hold every option without being used first: autofill and
/// QA scripts (`selectOption`) choose from the options that are there, they never focus it.
pub fn listed_after_first_paint() -> (ReadSignal<bool>, impl Fn() + Copy + 'static) {
    let (listed, open) = listed_on_first_use();
    // A frame callback runs before that frame's paint; the timer it starts runs after it.
    request_animation_frame(move || set_timeout(open, std::time::Duration::ZERO));
    (listed, open)
}

/// The visible " *" of a required field. Hidden from assistive technology, which hears
/// `aria-required` on the control instead.
pub fn required_mark(required: Signal<bool>) -> impl IntoView {
    move || {
        required
            .get()
            .then(|| view! { <span class="required-mark" aria-hidden="true">" *"</span> })
    }
}

/// A labelled text-like input (`type` text, email, password, url, date, tel…).
#[component]
pub fn TextField(
    #[prop(into)] id: String,
    #[prop(into)] label: Signal<String>,
    value: RwSignal<String>,
    #[prop(optional, into)] error: Signal<Option<String>>,
    #[prop(optional, into)] hint: Option<Signal<String>>,
    #[prop(default = "text")] input_type: &'static str,
    #[prop(optional)] autocomplete: Option<&'static str>,
    #[prop(optional)] inputmode: Option<&'static str>,
    #[prop(optional, into)] required: Signal<bool>,
    #[prop(optional, into)] disabled: Signal<bool>,
    /// Called when the user leaves the field, for validation on blur.
    #[prop(optional, into)]
    on_blur: Option<Callback<()>>,
) -> impl IntoView {
    let has_hint = hint.is_some();
    let described = {
        let id = id.clone();
        move || described_by(&id, has_hint, error.with(Option::is_some))
    };
    view! {
        <div class="field" class:field--invalid=move || error.with(Option::is_some)>
            <label for=id.clone()>{move || label.get()} {required_mark(required)}</label>
            {hint.map(|hint| view! { <p class="field__hint" id=hint_id(&id)>{move || hint.get()}</p> })}
            <input
                id=id.clone()
                name=id.clone()
                type=input_type
                autocomplete=autocomplete
                inputmode=inputmode
                prop:value=move || value.get()
                on:input=move |event| value.set(event_target_value(&event))
                on:blur=move |_| {
                    if let Some(on_blur) = on_blur {
                        on_blur.run(())
                    }
                }
                aria-invalid=move || error.with(Option::is_some).then_some("true")
                aria-required=move || required.get().then_some("true")
                aria-describedby=described
                disabled=move || disabled.get()
            />
            <FieldError id=id.clone() error />
        </div>
    }
}

/// The error line under a field; present in the DOM only while there is an error.
#[component]
pub fn FieldError(
    #[prop(into)] id: String,
    #[prop(into)] error: Signal<Option<String>>,
) -> impl IntoView {
    move || {
        error
            .get()
            .map(|text| view! { <p class="field__error" id=error_id(&id)>{text}</p> })
    }
}

/// A labelled checkbox.
#[component]
pub fn CheckboxField(
    #[prop(into)] id: String,
    #[prop(into)] label: Signal<String>,
    checked: RwSignal<bool>,
    #[prop(optional, into)] hint: Option<Signal<String>>,
    #[prop(optional, into)] disabled: Signal<bool>,
) -> impl IntoView {
    let described = hint.is_some().then(|| hint_id(&id));
    view! {
        <div class="field field--checkbox">
            <input
                id=id.clone()
                type="checkbox"
                prop:checked=move || checked.get()
                on:change=move |event| checked.set(event_target_checked(&event))
                aria-describedby=described
                disabled=move || disabled.get()
            />
            <label for=id.clone()>{move || label.get()}</label>
            {hint.map(|hint| view! { <p class="field__hint" id=hint_id(&id)>{move || hint.get()}</p> })}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn describedby_lists_hint_then_error() {
        assert_eq!(
            described_by("email", true, true).as_deref(),
            Some("email-hint email-error")
        );
        assert_eq!(
            described_by("email", false, true).as_deref(),
            Some("email-error")
        );
        assert_eq!(described_by("email", false, false), None);
    }
}
