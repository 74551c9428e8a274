pub mod model;

use leptos::prelude::*;

#[component]
pub fn CredentialsPage() -> impl IntoView {
    view! { <h1 tabindex="-1">"credentials"</h1> }
}
