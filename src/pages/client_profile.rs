use leptos::prelude::*;

#[component]
pub fn ClientProfilePage() -> impl IntoView {
    view! { <h1 tabindex="-1">"client_profile"</h1> }
}
