//! The frame around every page: header with tenant, navigation, language and sign-out; the polite live
//! region for status messages; focus and title handling on route changes.

use crate::browser::dom;
use crate::i18n::{fill, wait_text, Common, Texts, Translate};
use crate::logic::lang::Lang;
use crate::session::tr;
use crate::session::{replacing_history, use_app, Area, Page};
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::{use_location, use_navigate};

#[component]
pub fn Header() -> impl IntoView {
    let state = use_app();
    let navigate = use_navigate();
    let tenant_name = move || state.tenant().name;
    // Memos: the session these read changes at every save, and the header's links and button must
    // not be made again unless what they show changes.
    let signed_in = Memo::new(move |_| state.is_signed_in());
    let area = Memo::new(move |_| state.area());
    let credentials_tab = Memo::new(move |_| state.tenant().has_credentials_tab);
    let nav = move || {
        area.get().map(|area| match area {
            Area::Jobseeker => view! {
                <A href=Page::JobseekerProfile.path()>{tr(Common::NavProfile)}</A>
                {move || credentials_tab.get().then(|| view! {
                    <A href=Page::Credentials.path()>{tr(Common::NavCredentials)}</A>
                })}
            }
            .into_any(),
            Area::Client => {
                view! { <A href=Page::ClientProfile.path()>{tr(Common::NavCompany)}</A> }.into_any()
            }
        })
    };
    let sign_out = move |_| {
        // A save made offline and not sent yet is deleted with the session: only if the user agrees.
        if state.has_pending_save()
            && !dom::confirm(state.t_untracked(Common::SignOutLosesPendingSave))
        {
            return;
        }
        state.sign_out();
        navigate(Page::SignIn.path(), replacing_history());
    };
    view! {
        <header class="topbar">
            <div class="topbar__brand">
                <span class="topbar__app">{tr(Common::AppName)}</span>
                <span class="topbar__tenant">
                    <span class="visually-hidden">{tr(Common::Organization)} ": "</span>
                    {tenant_name}
                </span>
            </div>
            {move || signed_in.get().then(|| view! {
                <nav class="topbar__nav" aria-label=tr(Common::MainNavigation)>{nav}</nav>
            })}
            <div class="topbar__tools">
                <LanguageSwitcher />
                {move || signed_in.get().then(|| view! {
                    <button type="button" class="button button--ghost" on:click=sign_out.clone()>
                        {tr(Common::SignOut)}
                    </button>
                })}
            </div>
        </header>
    }
}

#[component]
fn LanguageSwitcher() -> impl IntoView {
    let state = use_app();
    let on_change = move |event: leptos::ev::Event| {
        if let Some(lang) = Lang::from_tag(&event_target_value(&event)) {
            state.choose_lang(lang);
        }
    };
    view! {
        <label class="lang-switch">
            <span class="visually-hidden">{tr(Common::Language)}</span>
            <select on:change=on_change prop:value=move || state.lang.get().tag()>
                <option value="en" selected=move || state.lang.get() == Lang::En>"English"</option>
                <option value="es" selected=move || state.lang.get() == Lang::Es>"Español"</option>
            </select>
        </label>
    }
}

/// The app's status region, in the page from its first render, so that what is written into it
/// later is announced reliably (a region born with its text is not, by every screen reader): saved,
/// sent, signed out. Errors are not said here: each is in its own box's `role="alert"`
/// ([`AlertBox`](super::errors::AlertBox)). What is said here is cleared a few seconds later, and
/// at once when the language changes (`AppState::announce`), so it never speaks the other language.
#[component]
pub fn LiveRegion() -> impl IntoView {
    let state = use_app();
    view! {
        <div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="live-region">
            {move || state.announcement.get()}
        </div>
    }
}

/// The id of [`PlatformWait`]'s line, the description of every button waiting with it.
pub const PLATFORM_WAIT_ID: &str = "platform-wait";

/// While the platform's wait after a 429 lasts: the time left, the description of every button
/// that waits (`BusyButton`). Read when the user reaches such a button; not a live region, so
/// nothing ticks in the user's ears. Sighted users see the wait in the error and the buttons.
#[component]
pub fn PlatformWait() -> impl IntoView {
    let state = use_app();
    move || {
        let seconds = state.platform_wait.left();
        (seconds > 0).then(|| {
            let lang = state.lang.get();
            let text = fill(
                Common::AvailableAgainIn.text(lang),
                &[("wait", &wait_text(seconds, lang))],
            );
            view! { <p class="visually-hidden" id=PLATFORM_WAIT_ID>{text}</p> }
        })
    }
}

/// The one place that says the app is offline, and then that the connection is back. The live
/// region announces both; the notice itself is not a live region, so nothing is read twice.
#[component]
pub fn ConnectionNotice() -> impl IntoView {
    let state = use_app();
    let back_online = RwSignal::new(false);
    Effect::new(move |was_online: Option<bool>| {
        let online = state.online.get();
        match (was_online, online) {
            (_, false) => {
                back_online.set(false);
                state.announce(state.t_untracked(Common::Offline));
            }
            (Some(false), true) => {
                back_online.set(true);
                state.announce(state.t_untracked(Common::BackOnline));
            }
            (None | Some(true), true) => {}
        }
        online
    });
    view! {
        {move || (!state.online.get()).then(|| view! {
            <div class="connection-notice connection-notice--offline" data-testid="connection-notice">
                <p>{tr(Common::Offline)}</p>
            </div>
        })}
        {move || (state.online.get() && back_online.get()).then(|| view! {
            <div class="connection-notice connection-notice--online" data-testid="connection-notice">
                <p>{tr(Common::BackOnline)}</p>
            </div>
        })}
    }
}

/// "A new version is available: reload", once a new build's service worker has taken over. What
/// the user typed is kept as a draft on every change, so reloading loses nothing.
#[component]
pub fn NewBuildNotice() -> impl IntoView {
    let state = use_app();
    Effect::new(move |_| {
        if state.new_build.get() {
            state.announce(state.t_untracked(Common::NewVersion));
        }
    });
    view! {
        {move || state.new_build.get().then(|| view! {
            <div class="update-notice" data-testid="update-notice">
                <p>{tr(Common::NewVersion)}</p>
                <button type="button" class="button button--secondary" on:click=|_| dom::reload()>
                    {tr(Common::Reload)}
                </button>
            </div>
        })}
    }
}

/// On each route change, focus moves to the page's main heading, so screen readers announce the new page.
#[component]
pub fn RouteFocus() -> impl IntoView {
    let location = use_location();
    let first = StoredValue::new(true);
    Effect::new(move |_| {
        // Read, not just `track()`ed: tracking alone leaves the memo uncomputed, and its first
        // computation (on the first query-only navigation, e.g. a credentials filter) then counts
        // as a change and steals focus from the control the user just pressed.
        let _path = location.pathname.get();
        // The first page load keeps the browser's own focus handling.
        if first.get_value() {
            first.set_value(false);
            return;
        }
        request_animation_frame(|| {
            dom::focus_selector("main h1");
        });
    });
}

/// Sets the document title to "<page> · <organization>", following the language. While a form of
/// the page shows its errors after a submit ([`mark_title_with_errors`]), the title starts with
/// "Error: ", so a screen-reader user who hears it, or comes back to the tab, knows at once.
pub fn use_page_title<M: Translate>(page: M) {
    page_title(Texts::of(page));
}

fn page_title(page: Texts) {
    let state = use_app();
    let form = TitleErrors(RwSignal::new(None));
    provide_context(form);
    Effect::new(move |_| {
        let errors = form.0.get().is_some_and(|shows| shows.get());
        let prefix = if errors {
            state.t(Common::TitleErrorPrefix)
        } else {
            ""
        };
        let title = format!("{prefix}{} · {}", state.t(page), state.tenant().name);
        dom::set_title(&title);
    });
}

/// Whether the page's form shows errors, once a form has said how to tell.
#[derive(Clone, Copy)]
struct TitleErrors(RwSignal<Option<Signal<bool>>>);

/// Marks the page's title with "Error: " while `shows_errors` holds, and no longer once the form
/// that calls it goes. The page's first form to ask has the title: a landing page rehearsed under
/// the sign-in page (`pages::rehearsal`) leaves the sign-in form's mark alone.
pub fn mark_title_with_errors(shows_errors: Signal<bool>) {
    let Some(TitleErrors(form)) = use_context::<TitleErrors>() else {
        return;
    };
    if form.with_untracked(Option::is_some) {
        return;
    }
    form.set(Some(shows_errors));
    on_cleanup(move || {
        form.try_set(None);
    });
}
