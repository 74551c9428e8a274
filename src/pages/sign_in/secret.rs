//! The part of the sign-in form that follows its step: the password box, or the e-mailed code's.

use super::model::{Step, CODE_ID, PASSWORD_ID};
use super::{code_step_shown, wiring};
use crate::components::field::{Field, TextInput};
use crate::i18n::{fill, SignIn};
use crate::session::AppState;
use leptos::prelude::*;

/// The password, or once a code was e-mailed, where it went and the box for the code.
pub(super) fn secret_field(
    state: AppState,
    step: RwSignal<Step>,
    password: RwSignal<String>,
    code: RwSignal<String>,
    secret_error: RwSignal<Option<SignIn>>,
) -> impl IntoView {
    view! {
        <Show
            when=code_step_shown(step)
            fallback=move || view! {
                <Field wiring=wiring(state, PASSWORD_ID, SignIn::Password, secret_error)>
                    <TextInput value=password input_type="password" autocomplete="current-password" />
                </Field>
            }
        >
            <p class="alert alert--info">
                {move || match step.get() {
                    Step::Code { sent_to } => fill(state.t(SignIn::CodeSentTo), &[("email", &sent_to)]),
                    Step::Password => String::new(),
                }}
            </p>
            <Field wiring=wiring(state, CODE_ID, SignIn::Code, secret_error)>
                <TextInput value=code autocomplete="one-time-code" inputmode="numeric" />
            </Field>
        </Show>
    }
}
