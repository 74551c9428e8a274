//! The smallest app of this product's shape: router with two routes, a sign-in form that posts JSON
//! with gloo-net and decodes the answer with serde_json, a resource, a list.
use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes, A};
use leptos_router::path;
use serde::{Deserialize, Serialize};

#[derive(Serialize)]
struct SignIn {
    email: String,
    password: String,
}
#[derive(Deserialize, Clone, Debug)]
struct User {
    id: Option<u64>,
    email: Option<String>,
    first_name: Option<String>,
    items: Vec<String>,
}

async fn sign_in(email: String, password: String) -> Result<User, String> {
    let body = serde_json::to_string(&SignIn { email, password }).map_err(|e| e.to_string())?;
    let response = gloo_net::http::Request::post("/api/sign_in")
        .header("Content-Type", "application/json")
        .body(body)
        .map_err(|e| e.to_string())?
        .send()
        .await
        .map_err(|e| e.to_string())?;
    let text = response.text().await.map_err(|e| e.to_string())?;
    serde_json::from_str::<User>(&text).map_err(|e| e.to_string())
}

#[component]
fn SignInPage() -> impl IntoView {
    let email = RwSignal::new(String::new());
    let password = RwSignal::new(String::new());
    let result = RwSignal::new(None::<Result<User, String>>);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        leptos::task::spawn_local(async move {
            result.set(Some(
                sign_in(email.get_untracked(), password.get_untracked()).await,
            ));
        });
    };
    view! {
        <h1>"Sign in"</h1>
        <form on:submit=submit>
            <label>"E-mail" <input type="email" bind:value=email /></label>
            <label>"Password" <input type="password" bind:value=password /></label>
            <button>"Sign in"</button>
        </form>
        {move || result.get().map(|r| match r {
            Ok(user) => view! {
                <p>{user.first_name} " " {user.email} " " {user.id.map(|id| id.to_string())}</p>
                <ul>{user.items.into_iter().map(|i| view! { <li>{i}</li> }).collect_view()}</ul>
            }
            .into_any(),
            Err(e) => view! { <p role="alert">{e}</p> }.into_any(),
        })}
    }
}

#[component]
fn Home() -> impl IntoView {
    let data = LocalResource::new(|| async {
        gloo_net::http::Request::get("/config.json")
            .send()
            .await
            .ok()?
            .text()
            .await
            .ok()
    });
    view! { <p>{move || data.get().flatten().unwrap_or_default()}</p> <A href="/sign-in">"Sign in"</A> }
}

fn main() {
    mount_to_body(|| {
        view! {
            <Router>
                <main>
                    <Routes fallback=|| "Not found">
                        <Route path=path!("/") view=Home />
                        <Route path=path!("/sign-in") view=SignInPage />
                    </Routes>
                </main>
            </Router>
        }
    });
}
