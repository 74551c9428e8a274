//! Any address no route answers: says so, with a way home.

use crate::components::shell::use_page_title;
use crate::i18n::Common;
use crate::session::{tr, Page};
use leptos::prelude::*;
use leptos_router::components::A;

#[component]
pub fn NotFoundPage() -> impl IntoView {
    use_page_title(Common::NotFoundTitle);
    view! {
        <section class="card page--narrow">
            <h1 tabindex="-1">{tr(Common::NotFoundTitle)}</h1>
            <p>{tr(Common::NotFoundBody)}</p>
            <A href=Page::Home.path()>{tr(Common::GoHome)}</A>
        </section>
    }
}
