use crate::components::shell::use_page_title;
use crate::i18n::Common;
use crate::session::use_app;
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn NotFoundPage() -> impl IntoView {
    let state = use_app();
    use_page_title(Common::NotFoundTitle);
    view! {
        <section class="card page--narrow">
            <h1 tabindex="-1">{move || state.t(Common::NotFoundTitle)}</h1>
            <p>{move || state.t(Common::NotFoundBody)}</p>
            <A href="/">{move || state.t(Common::GoHome)}</A>
        </section>
    }
}
