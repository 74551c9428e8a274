//! The shell: loads config.json, then the router with every route, the header and the live region.

use crate::api::{fetch_config_text, FileFetchError};
use crate::browser::dom;
use crate::components::guard::Guard;
use crate::components::later::Later;
use crate::components::shell::{
    ConnectionNotice, Header, LiveRegion, NewBuildNotice, PlatformWait, RouteFocus,
};
use crate::config::AppConfig;
use crate::i18n::{fill, Common, Translate};
use crate::outbox::ProfileSaves;
use crate::pages;
use crate::session::tr;
use crate::session::{boot_lang, page_route, watch_kept_session, AppState, Area, Session};
use browser_timing::tasks::next_task;
use leptos::prelude::*;
use leptos_router::components::{Route, Router, Routes};

/// Why the app cannot start: shown full-page, never a blank page.
#[derive(Clone, Debug, PartialEq)]
enum BootError {
    Fetch(FileFetchError),
    Invalid(String),
}

/// What the shell starts from: the configuration and the session storage kept.
#[derive(Clone)]
struct Boot {
    config: AppConfig,
    session: Option<Session>,
}

async fn boot() -> Result<Boot, BootError> {
    let text = fetch_config_text().await.map_err(BootError::Fetch)?;
    let config = AppConfig::parse(&text).map_err(|error| BootError::Invalid(error.to_string()))?;
    // Restoring the session (decoding the record it kept) takes a task of its own, and the shell
    // is built in the next: a phone's main thread gets short tasks, not one long one
    // (docs/performance.md#pages-built-in-parts).
    next_task().await;
    let session = Session::restore();
    next_task().await;
    Ok(Boot { config, session })
}

/// The root: nothing can run before the configuration is known.
#[component]
pub fn Root() -> impl IntoView {
    // Start-up runs once: a signal it sets when done, not a resource, whose refetching nothing here
    // needs. Shaped for wasm size: docs/performance.md#start-up-as-a-signal.
    let booted = RwSignal::new_local(None);
    leptos::task::spawn_local(async move { booted.set(Some(boot().await)) });
    move || match booted.get() {
        None => view! { <p class="boot" role="status">{Common::Loading.text(boot_lang())}</p> }
            .into_any(),
        Some(Ok(Boot { config, session })) => view! { <App config session /> }.into_any(),
        Some(Err(error)) => view! { <ConfigErrorPage error /> }.into_any(),
    }
}

#[component]
fn ConfigErrorPage(error: BootError) -> impl IntoView {
    let lang = boot_lang();
    let problem = match error {
        BootError::Fetch(FileFetchError::Unreachable) => {
            Common::ConfigUnreachable.text(lang).to_string()
        }
        BootError::Fetch(FileFetchError::Status(status)) => fill(
            Common::ConfigStatus.text(lang),
            &[("status", &status.to_string())],
        ),
        BootError::Invalid(problem) => problem,
    };
    dom::set_title(Common::ConfigErrorTitle.text(lang));
    dom::set_html_lang(lang.tag());
    view! {
        <main id="main" class="page page--narrow" tabindex="-1">
            <div class="card" role="alert">
                <h1>{Common::ConfigErrorTitle.text(lang)}</h1>
                <p>{fill(Common::ConfigErrorBody.text(lang), &[("problem", &problem)])}</p>
            </div>
        </main>
    }
}

#[component]
pub fn App(config: AppConfig, session: Option<Session>) -> impl IntoView {
    let state = AppState::provide(config, session);
    watch_kept_session(state);
    state.watch_for_new_builds();
    ProfileSaves::provide(state);
    view! {
        <Router>
            <a class="skip-link" href="#main">{tr(Common::SkipToContent)}</a>
            <Header />
            <ConnectionNotice />
            <NewBuildNotice />
            <RouteFocus />
            <main id="main" class="page" tabindex="-1">
                // The header paints first; the page is built in the next task.
                <Later>
                    <Routes fallback=pages::not_found::NotFoundPage>
                        <Route path=page_route!(Home) view=pages::home::HomePage />
                        <Route path=page_route!(SignIn) view=pages::sign_in::SignInPage />
                        <Route
                            path=page_route!(JobseekerProfile)
                            view=|| view! { <Guard area=Area::Jobseeker><pages::jobseeker_profile::JobseekerProfilePage /></Guard> }
                        />
                        <Route
                            path=page_route!(Credentials)
                            view=|| view! { <Guard area=Area::Jobseeker><pages::credentials::CredentialsPage /></Guard> }
                        />
                        <Route
                            path=page_route!(ClientProfile)
                            view=|| view! { <Guard area=Area::Client><pages::client_profile::ClientProfilePage /></Guard> }
                        />
                    </Routes>
                </Later>
            </main>
            <LiveRegion />
            <PlatformWait />
        </Router>
    }
}
