//! Under the sign-in form, the other way in: "E-mail me a code" while the form asks for the password;
//! once a code was sent, "Resend" (after its wait) and "Use my password instead".

use super::code_step_shown;
use super::model::{SignInModel, REQUEST_CODE_ID};
use crate::components::busy_button::BusyButton;
use crate::i18n::{fill, SignIn};
use crate::session::tr;
use leptos::prelude::*;

pub(super) fn alternatives(model: SignInModel) -> impl IntoView {
    // Destructured as in `SignInForm`, so each closure takes only the signals it shows.
    let SignInModel {
        state,
        step,
        pending,
        sending_code,
        cooldown,
        ..
    } = model;
    view! {
        <div class="sign-in__alternatives">
            <Show
                when=code_step_shown(step)
                fallback=move || view! {
                    <p class="divider"><span>{tr(SignIn::Or)}</span></p>
                    <BusyButton
                        class="button button--secondary button--block"
                        id=REQUEST_CODE_ID
                        busy=sending_code
                        disabled=pending
                        label=Signal::derive(move || {
                            state.t(if sending_code.get() { SignIn::SendingCode } else { SignIn::EmailMeCode }).to_string()
                        })
                        on_click=Callback::new(move |()| model.request_code())
                    />
                }
            >
                <BusyButton
                    class="button button--secondary"
                    id=REQUEST_CODE_ID
                    busy=sending_code
                    disabled=Signal::derive(move || pending.get() || cooldown.left() > 0)
                    label=Signal::derive(move || match cooldown.left() {
                        0 => state.t(SignIn::Resend).to_string(),
                        seconds => fill(state.t(SignIn::ResendIn), &[("seconds", &seconds.to_string())]),
                    })
                    on_click=Callback::new(move |()| model.request_code())
                />
                // Never unavailable: it calls nothing, and a disabled button would drop the focus.
                <button type="button" class="button button--ghost" on:click=move |_| model.use_password()>
                    {tr(SignIn::UsePassword)}
                </button>
            </Show>
        </div>
    }
}
