//! The app-wide state in context: configuration, tenant, session, language and the status announcer.

use super::countdown::{use_countdown, Countdown};
use super::kept::KeptSession;
use super::routes::Area;
use super::stored::{self, Session};
use super::user_data::{self, UserData};
use crate::api::models::Jobseeker;
use crate::api::reachability::{self, Heard};
use crate::api::{ApiError, AuthorizedApi, Endpoints, Platform, PublicApi, SignedIn, Token};
use crate::browser::{dom, storage};
use crate::config::{AppConfig, Tenant};
use crate::i18n::{Texts, Translate};
use crate::logic::lang::{self, Lang, LangSource};
use crate::logic::stored_json;
use leptos::prelude::*;
use serde::de::DeserializeOwned;
use std::rc::Rc;

/// The tenant chosen for this browser (`?tenant=`), in localStorage.
pub(crate) const TENANT_KEY: &str = "staffing.tenant";
/// The query parameter that chooses the tenant on any address, and is remembered.
pub(crate) const TENANT_QUERY: &str = "tenant";
/// The language switcher's choice, in localStorage.
pub(crate) const LANG_KEY: &str = "staffing.lang";
/// The tenants' names from the last config.json, kept and read only by the sign-in page's script
/// before the app (`pages/sign_in/first_paint.js`), so that a returning visitor's first paint names
/// their organization. The app never touches it: its home is here, with the other keys, for the
/// rules that `first_paint.rs` writes into that script.
#[cfg(test)]
pub(crate) const TENANT_NAMES_KEY: &str = "staffing.tenant_names";
const RETURN_TO_KEY: &str = "staffing.return_to";

/// Where a session belongs: freelancers in the job seeker area, everyone else in the client area.
fn area_of(session: &Session) -> Area {
    if session.is_freelancer() {
        Area::Jobseeker
    } else {
        Area::Client
    }
}

#[derive(Clone, Copy)]
pub struct AppState {
    config: StoredValue<AppConfig>,
    /// The platform every API client of the app calls, with what their calls share.
    platform: StoredValue<Rc<Platform>, LocalStorage>,
    /// The tenant chosen for signing in (`?tenant=`, remembered, or the default).
    selected_tenant: RwSignal<String>,
    pub session: RwSignal<Option<Session>>,
    /// The language the user picked in the switcher, if any.
    lang_choice: RwSignal<Option<Lang>>,
    pub lang: Memo<Lang>,
    /// Where to go back to after a forced sign-in.
    return_to: RwSignal<Option<String>>,
    /// Why the user is on the sign-in page, when it is not their own doing.
    pub session_ended: RwSignal<bool>,
    /// Text for the polite live region: saved, sent, signed out. Cleared a few seconds after it
    /// is written, and when the language changes.
    pub announcement: RwSignal<String>,
    /// Set by an explicit sign-out, so the guard does not remember the page being left.
    signing_out: StoredValue<bool>,
    /// Whether the app has a connection: `navigator.onLine`, its online/offline events, and the
    /// outcome of the app's own calls (`api::reachability`). The shell's notice says it.
    pub online: RwSignal<bool>,
    /// A new build's service worker has taken over: the shell offers to reload.
    pub new_build: RwSignal<bool>,
    /// The wait the platform asked for with its last 429: until it is over, every button that
    /// calls the platform is unavailable (`BusyButton`), whichever call was refused. Rate limits
    /// are seldom per call, and one rule is one the user can learn.
    pub platform_wait: Countdown,
}

/// A reactive text of a message, for views. Its closure is one type for every message of every
/// catalogue. Shaped for wasm size: docs/performance.md#one-tr-helper.
pub fn tr<M: Translate>(message: M) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    tr_texts(Texts::of(message))
}

fn tr_texts(texts: Texts) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let state = use_app();
    move || state.t(texts)
}

/// The language before the state exists (the boot screen, a config error, a crash), in the order of
/// `logic::lang::choose`, with no session read there: no user's locale.
pub fn boot_lang() -> Lang {
    lang::choose(|source| match source {
        LangSource::Switcher => switcher_choice(),
        LangSource::UserLocale => None,
        LangSource::Browser => browser_lang(),
    })
}

/// The switcher's choice remembered on this device, if it names a language of the UI.
fn switcher_choice() -> Option<Lang> {
    storage::get(storage::Area::Local, LANG_KEY)
        .as_deref()
        .and_then(Lang::from_tag)
}

/// The browser's language, if it is one of the UI's.
fn browser_lang() -> Option<Lang> {
    dom::browser_language().as_deref().and_then(Lang::from_tag)
}

pub fn use_app() -> AppState {
    // The shell provides it before any page renders; a page outside the shell is a programming error
    // caught by the first test that renders it.
    use_context::<AppState>().expect("AppState is provided by the app shell")
}

impl AppState {
    /// Builds the state from the config, the session storage kept ([`Session::restore`]) and the
    /// rest of what storage kept, and provides it as context.
    pub fn provide(config: AppConfig, session: Option<Session>) -> AppState {
        let online = RwSignal::new(reachability::browser_online());
        let platform_wait = use_countdown();
        let endpoints = Endpoints {
            base_url: config.base_url.clone(),
            app_url: config.app_url.clone(),
            api_key: config.api_key.clone(),
            timeout: config.request_timeout,
        };
        let platform = Platform::new(endpoints, hear_calls(online, platform_wait));
        // `?tenant=KEY` on any URL selects the tenant for this browser, and is remembered.
        let tenant = match dom::query_param(TENANT_QUERY)
            .map(|key| key.trim().to_string())
            .filter(|key| !key.is_empty())
        {
            Some(key) => {
                storage::set(storage::Area::Local, TENANT_KEY, &key);
                key
            }
            None => storage::get(storage::Area::Local, TENANT_KEY)
                .unwrap_or_else(|| config.default_tenant.clone()),
        };
        let session = RwSignal::new(session);
        let lang_choice = RwSignal::new(switcher_choice());
        let browser_lang = browser_lang();
        let lang = Memo::new(move |_| {
            lang::choose(|source| match source {
                LangSource::Switcher => lang_choice.get(),
                LangSource::UserLocale => session.with(|session| {
                    session
                        .as_ref()?
                        .user
                        .locale
                        .as_deref()
                        .and_then(Lang::from_tag)
                }),
                LangSource::Browser => browser_lang,
            })
        });
        let return_to = storage::get(storage::Area::Session, RETURN_TO_KEY);
        let state = AppState {
            config: StoredValue::new(config),
            platform: StoredValue::new_local(Rc::new(platform)),
            selected_tenant: RwSignal::new(tenant),
            session,
            lang_choice,
            lang,
            return_to: RwSignal::new(return_to),
            session_ended: RwSignal::new(false),
            announcement: RwSignal::new(String::new()),
            signing_out: StoredValue::new(false),
            online,
            new_build: RwSignal::new(false),
            platform_wait,
        };
        provide_context(state);
        state.follow_connection();
        let announcement = state.announcement;
        Effect::new(move |before: Option<()>| {
            dom::set_html_lang(lang.get().tag());
            // A switch of language: the status region's words, in the language before, go.
            if before.is_some() {
                announcement.set(String::new());
            }
        });
        state
    }

    /// Keeps [`Self::online`] up to date from the browser's events (the app's own calls tell it
    /// through [`hear_calls`]).
    fn follow_connection(&self) {
        let online = self.online;
        let _ = window_event_listener(leptos::ev::online, move |_| online.set(true));
        let _ = window_event_listener(leptos::ev::offline, move |_| online.set(false));
    }

    /// Registers the service worker (release builds) and notes when a new build takes over.
    pub fn watch_for_new_builds(&self) {
        let new_build = self.new_build;
        crate::browser::service_worker::register(move || new_build.set(true));
    }

    /// Whether a save made offline is still waiting to be sent (sign-out warns before deleting it).
    pub fn has_pending_save(&self) -> bool {
        self.load_user_data(UserData::PROFILE_SAVE_WAITING)
            .is_some()
    }

    /// The text of a message in the current language (reactive).
    pub fn t<M: Translate>(&self, message: M) -> &'static str {
        message.text(self.lang.get())
    }

    /// The text of a message as a signal that follows the language, for a component's text prop.
    pub fn t_signal<M: Translate>(self, message: M) -> Signal<String> {
        self.texts_signal(Texts::of(message))
    }

    fn texts_signal(self, texts: Texts) -> Signal<String> {
        Signal::derive(move || self.t(texts).to_string())
    }

    /// The text of a message now, for event handlers and tasks (no reactive tracking).
    pub fn t_untracked<M: Translate>(&self, message: M) -> &'static str {
        message.text(self.lang.get_untracked())
    }

    pub fn choose_lang(&self, lang: Lang) {
        storage::set(storage::Area::Local, LANG_KEY, lang.tag());
        self.lang_choice.set(Some(lang));
    }

    /// The tenant in use: the signed-in session's, else the one selected for signing in.
    pub fn tenant(&self) -> Tenant {
        let key = self
            .session
            .with(|session| session.as_ref().map(|session| session.tenant.clone()))
            .unwrap_or_else(|| self.selected_tenant.get());
        self.config.with_value(|config| config.tenant(&key))
    }

    pub fn public_api(&self) -> PublicApi {
        PublicApi::new(
            self.platform.get_value(),
            &self.selected_tenant.get_untracked(),
        )
    }

    /// The API with the user's token, when someone is signed in. A call it makes that is refused
    /// for the token goes once more with her newer session, if she has one ([`Self::renewed_token`]).
    pub(super) fn authorized_api(&self) -> Option<AuthorizedApi> {
        let session = self.session.get_untracked()?;
        let state = *self;
        Some(
            PublicApi::new(self.platform.get_value(), &session.tenant)
                .authorize(session.token.clone())
                .renewed_by(move || state.renewed_token(&session)),
        )
    }

    pub fn is_signed_in(&self) -> bool {
        self.session.with(Option::is_some)
    }

    pub fn is_signed_in_untracked(&self) -> bool {
        self.session.with_untracked(Option::is_some)
    }

    /// Where this session belongs, or `None` when signed out.
    pub fn area(&self) -> Option<Area> {
        self.session.with(|session| session.as_ref().map(area_of))
    }

    /// [`Self::area`] without tracking, for code outside reactive views.
    pub fn area_untracked(&self) -> Option<Area> {
        self.session
            .with_untracked(|session| session.as_ref().map(area_of))
    }

    /// Keeps a successful sign-in and returns where to go next: the page the user was sent away from,
    /// if it belongs to their area, else their area's home.
    pub fn signed_in(&self, signed_in: SignedIn, remember: bool) -> String {
        let tenant = self.selected_tenant.get_untracked();
        let session = Session::from_sign_in(signed_in, &tenant, remember);
        let area = area_of(&session);
        stored::save(&session);
        self.session.set(Some(session));
        self.session_ended.set(false);
        self.signing_out.set_value(false);
        let destination = self
            .return_to
            .get_untracked()
            .filter(|path| area.owns(path));
        self.set_return_to(None);
        destination.unwrap_or_else(|| area.home().path().to_string())
    }

    /// Replaces the job seeker record with the one a create_or_update answer carried.
    pub fn update_jobseeker(&self, jobseeker: Jobseeker) {
        self.session.update(|session| {
            if let Some(session) = session {
                session.jobseeker = Some(jobseeker);
                stored::save(session);
            }
        });
    }

    /// Sign-out: the token and everything personal leave both storages, and every other tab signs
    /// out too (`session::other_tabs`).
    pub fn sign_out(&self) {
        stored::sign_out();
        self.signed_out();
    }

    /// The rest of a sign-out, here or in another tab (which has removed the session): the drafts
    /// leave both storages, and this page lets the session go.
    pub(super) fn signed_out(&self) {
        user_data::clear_until_sign_out();
        self.set_return_to(None);
        self.forget_session();
        self.announce(self.t_untracked(crate::i18n::Common::SignedOut));
    }

    /// Goes on with what storage holds now, which another tab may have changed, while this page was
    /// away or not ([`KeptSession`]): her newer session is taken up; another user's loads the app
    /// afresh, for that person's own pages. Returns what it found.
    pub(super) fn follow_kept_session(&self) -> KeptSession {
        let kept = stored::load();
        let found = KeptSession::of(self.session.get_untracked().as_ref(), kept.as_ref());
        match found {
            KeptSession::Renewed => self.session.set(kept),
            KeptSession::Another => dom::reload(),
            KeptSession::Same | KeptSession::None => {}
        }
        found
    }

    /// After a call made with `used` was refused for its token: the token of her newer session,
    /// when she has signed in again in another tab (taken up here if this page still has `used`).
    /// A session kept for one tab only has none.
    fn renewed_token(&self, used: &Session) -> Option<Token> {
        if !used.remember {
            return None;
        }
        let now = self.session.get_untracked()?;
        if now.token == used.token && self.follow_kept_session() != KeptSession::Renewed {
            return None;
        }
        let now = self.session.get_untracked()?;
        (KeptSession::of(Some(used), Some(&now)) == KeptSession::Renewed).then_some(now.token)
    }

    /// This page lets the session go: the in-memory half of a sign-out, and all of it when the
    /// session ended elsewhere (storage, which belongs to whoever uses it now, is left alone).
    pub(super) fn forget_session(&self) {
        self.signing_out.set_value(true);
        self.session.set(None);
    }

    /// A 401/403: the session is over. Drafts stay, and the user comes back here after signing in.
    pub fn end_session(&self) {
        let Some(ended) = self.session.get_untracked() else {
            return;
        };
        // Storage is left to a newer session another tab keeps there now.
        if stored::load().is_none_or(|kept| kept.token == ended.token) {
            stored::clear();
        }
        self.set_return_to(Some(dom::current_path()));
        self.session_ended.set(true);
        self.session.set(None);
        self.announce(self.t_untracked(crate::i18n::Common::SessionEnded));
    }

    /// Handles the errors every page handles the same way. Returns true when the session ended.
    pub fn handle_error(&self, error: &ApiError) -> bool {
        if *error == ApiError::Unauthorized {
            self.end_session();
            true
        } else {
            false
        }
    }

    /// Called by the route guard when a signed-out visitor opens a protected page directly.
    pub(crate) fn remember_page(&self, path: String) {
        if !self.signing_out.get_value() && self.return_to.with_untracked(Option::is_none) {
            self.set_return_to(Some(path));
        }
    }

    fn set_return_to(&self, path: Option<String>) {
        if let Some(path) = &path {
            storage::set(storage::Area::Session, RETURN_TO_KEY, path);
        } else {
            storage::remove(storage::Area::Session, RETURN_TO_KEY);
        }
        self.return_to.set(path);
    }

    pub fn load_user_data(&self, data: UserData) -> Option<String> {
        self.session
            .with_untracked(|session| data.load(session.as_ref()?))
    }

    /// What this user's `data` holds, read as a `T`; `T`'s default when there is none or it cannot
    /// be read (`logic::stored_json`).
    pub fn load_user_value<T: DeserializeOwned + Default>(&self, data: UserData) -> T {
        self.load_user_data(data)
            .and_then(|json| stored_json::parse(&json))
            .unwrap_or_default()
    }

    pub fn save_user_data(&self, data: UserData, json: &str) {
        self.session.with_untracked(|session| {
            if let Some(session) = session {
                data.save(session, json);
            }
        });
    }

    pub fn clear_user_data(&self, data: UserData) {
        self.session.with_untracked(|session| {
            if let Some(session) = session {
                data.clear(session);
            }
        });
    }

    /// Says `text` politely, through the shell's status region, and clears it a few seconds
    /// later: a status left there would be found by a later language switch, or read again by a
    /// screen reader that reaches the region.
    pub fn announce(&self, text: impl Into<String>) {
        speak(self.announcement, text.into());
    }
}

/// What the app's own calls say, into [`AppState::online`] and [`AppState::platform_wait`].
fn hear_calls(online: RwSignal<bool>, platform_wait: Countdown) -> impl Fn(Heard) + 'static {
    move |heard| match heard {
        Heard::Connected(connected) => {
            if online.get_untracked() != connected {
                online.set(connected);
            }
        }
        Heard::Wait(seconds) => platform_wait.start(seconds),
    }
}

/// How long a status stays in the live region: long enough for a screen reader to have taken it.
const STATUS_KEPT: std::time::Duration = std::time::Duration::from_secs(5);

/// Writes `text` into a live region, and empties it [`STATUS_KEPT`] later if it still holds it.
/// The same words twice in a row change nothing a screen reader hears, so the region is emptied
/// first and filled a moment later.
fn speak(region: RwSignal<String>, text: String) {
    let say = move |text: String| {
        region.try_set(text.clone());
        set_timeout(
            move || {
                if region.try_with_untracked(|current| *current == text) == Some(true) {
                    region.try_set(String::new());
                }
            },
            STATUS_KEPT,
        );
    };
    if region.with_untracked(|current| *current != text) {
        say(text);
        return;
    }
    region.set(String::new());
    set_timeout(move || say(text), std::time::Duration::from_millis(100));
}
