use leptos::prelude::*;

#[component]
pub fn JobseekerProfilePage() -> impl IntoView {
    view! { <h1 tabindex="-1">"jobseeker_profile"</h1> }
}
