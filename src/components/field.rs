//! The sign-in page's fields, the app's only form not drawn by `dynamic_form`: the page's markup
//! is written before the app starts (`pages::sign_in::first_paint`) and the app takes it over. A
//! [`Field`] lays out the label, the hint and the error, and hands the text box inside it what ties
//! the box to them, its [`Wiring`] (read with [`use_field`]), as thaw's `<Field>` hands its input a
//! `FieldInjection`. So a box names its field once and takes from it its id, `aria-describedby`
//! (the hint, then the error), `aria-invalid` while the error shows and `aria-required` when the
//! field is required (a text box has a required state: no "Required" word is needed).
//!
//! The ids of a field's parts, and the order a control's `aria-describedby` lists them in, are the
//! form engine's (`dynamic_form::field_ids`): both are wired alike.

use browser_timing::pointer::after_press;
pub use dynamic_form::field_ids::{described_by, error_id, hint_id};
use leptos::context::Provider;
use leptos::prelude::*;

/// What ties a control to its field: the control's id, the label, the hint, the error, whether it is
/// required, and what to do when the user leaves it. A page builds one per field ([`Wiring::new`]
/// and the setters after it); [`Field`] shows the label, hint and error from it and provides it to
/// the control inside, which takes its attributes from the methods below.
#[derive(Clone)]
pub struct Wiring {
    id: String,
    label: Signal<String>,
    hint: Option<Signal<String>>,
    error: Signal<Option<String>>,
    required: Signal<bool>,
    on_blur: Option<Callback<()>>,
}

impl Wiring {
    /// A field with this control id and label: no hint, no error, not required.
    pub fn new(id: impl Into<String>, label: Signal<String>) -> Wiring {
        Wiring {
            id: id.into(),
            label,
            hint: None,
            error: Signal::default(),
            required: Signal::default(),
            on_blur: None,
        }
    }

    pub fn hint(self, hint: Signal<String>) -> Wiring {
        Wiring {
            hint: Some(hint),
            ..self
        }
    }

    /// The message under the field, while there is one.
    pub fn error(self, error: Signal<Option<String>>) -> Wiring {
        Wiring { error, ..self }
    }

    pub fn required(self, required: impl Into<Signal<bool>>) -> Wiring {
        Wiring {
            required: required.into(),
            ..self
        }
    }

    /// Called when the user leaves the field (a group: when the focus leaves the group), for
    /// validation from then on.
    pub fn on_blur(self, on_blur: Callback<()>) -> Wiring {
        Wiring {
            on_blur: Some(on_blur),
            ..self
        }
    }

    /// The control's id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// What the control calls when the user leaves it. The field's check runs once a press of the
    /// pointer that left it has ended: its error line must not move the pressed button away
    /// (`browser_timing::pointer`). By then the page may be gone, and the check with it.
    pub fn leave(&self) -> impl Fn() + Copy + Send + Sync + 'static {
        let on_blur = self.on_blur;
        move || {
            if let Some(on_blur) = on_blur {
                after_press(move || {
                    let _ = on_blur.try_run(());
                });
            }
        }
    }

    /// Whether the error shows (tracked).
    fn invalid(&self) -> impl Fn() -> bool + Copy + Send + Sync + 'static {
        let error = self.error;
        move || error.with(Option::is_some)
    }

    /// The control's `aria-invalid`: `"true"` while the error shows.
    pub fn aria_invalid(&self) -> impl Fn() -> Option<&'static str> + Copy + Send + Sync + 'static {
        let invalid = self.invalid();
        move || invalid().then_some("true")
    }

    /// The control's `aria-errormessage` (ARIA 1.2, what today's assertions read): the error line's
    /// id while the error shows. The error stays in `aria-describedby` too.
    pub fn aria_errormessage(&self) -> impl Fn() -> Option<String> + Send + Sync + 'static {
        let (id, invalid) = (self.id.clone(), self.invalid());
        move || invalid().then(|| error_id(&id))
    }

    /// The control's `aria-required`: `"true"` when required.
    pub fn aria_required(
        &self,
    ) -> impl Fn() -> Option<&'static str> + Copy + Send + Sync + 'static {
        let required = self.required;
        move || required.get().then_some("true")
    }

    /// The control's `aria-describedby` ([`described_by`]).
    pub fn aria_describedby(&self) -> impl Fn() -> Option<String> + Send + Sync + 'static {
        let (id, has_hint, invalid) = (self.id.clone(), self.hint.is_some(), self.invalid());
        move || described_by(&id, None, has_hint, invalid())
    }
}

/// The wiring of the [`Field`] a control is in. A control outside one is a mistake
/// in the page.
pub fn use_field() -> Wiring {
    use_context::<Wiring>().expect("a form control inside a <Field>")
}

/// A form field: its label with the required mark, its hint, the control given as children, and its
/// error line, in that order. The control reads the field's [`Wiring`] with [`use_field`]. The wiring
/// is provided under an owner of the field's own, so a control built later (behind a `Show`) still
/// reads this field's wiring, never the one of a field built after it.
#[component]
pub fn Field(wiring: Wiring, children: Children) -> impl IntoView {
    let id = wiring.id.clone();
    let invalid = wiring.invalid();
    let (label, hint, control, error) = parts(wiring, children);
    view! {
        <div class="field" class:field--invalid=invalid>
            <label for=id>{label}</label>
            {hint}
            {control}
            {error}
        </div>
    }
}

/// What [`Field`] shows: the label's text with the required mark, the hint, the
/// control with the wiring provided to it, and the error line.
fn parts(
    wiring: Wiring,
    children: Children,
) -> (
    impl IntoView,
    Option<impl IntoView>,
    impl IntoView,
    impl IntoView,
) {
    let id = wiring.id.clone();
    let (label, hint, error, required) = (wiring.label, wiring.hint, wiring.error, wiring.required);
    let label = view! { {move || label.get()} {required_mark(required)} };
    let hint =
        hint.map(|hint| view! { <p class="field__hint" id=hint_id(&id)>{move || hint.get()}</p> });
    let control = view! { <Provider value=wiring>{children()}</Provider> };
    let error = view! { <FieldError id=id error /> };
    (label, hint, control, error)
}

/// The visible " *" of a required field. Hidden from assistive technology, which hears
/// `aria-required` on the control instead.
fn required_mark(required: Signal<bool>) -> impl IntoView {
    move || {
        required
            .get()
            .then(|| view! { <span class="required-mark" aria-hidden="true">" *"</span> })
    }
}

/// A text-like input (`type` text, email, password…), inside a [`Field`].
#[component]
pub fn TextInput(
    value: RwSignal<String>,
    #[prop(default = "text")] input_type: &'static str,
    #[prop(optional)] autocomplete: Option<&'static str>,
    #[prop(optional)] inputmode: Option<&'static str>,
    #[prop(optional, into)] disabled: Signal<bool>,
) -> impl IntoView {
    let field = use_field();
    let leave = field.leave();
    view! {
        <input
            id=field.id().to_owned()
            name=field.id().to_owned()
            type=input_type
            autocomplete=autocomplete
            inputmode=inputmode
            prop:value=move || value.get()
            on:input=move |event| value.set(event_target_value(&event))
            on:blur=move |_| leave()
            aria-invalid=field.aria_invalid()
            aria-errormessage=field.aria_errormessage()
            aria-required=field.aria_required()
            aria-describedby=field.aria_describedby()
            disabled=move || disabled.get()
        />
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
