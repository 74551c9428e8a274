//! The staffing platform's web front end: a Leptos client-side app.
//!
//! Layers, data flowing one way: [`api`] (the only code that talks HTTP) -> [`session`] (state in
//! context and storage) -> [`outbox`] (the writes to the platform, kept while offline) -> [`pages`]
//! (one per route) built from [`components`]. [`logic`], [`config`] and [`i18n`] are plain Rust
//! with no browser APIs, unit-tested natively; [`browser`] wraps the few browser APIs the app uses
//! beyond rendering. [`app`] starts them all and routes to each page's component.
//!
//! Where things go (`CONTRIBUTING.md`'s "Where does my change go" table says the same, with the
//! tests):
//! - calls to the platform, and the shapes of its answers, in [`api`]; a page reads with the user's
//!   token through [`session::authorized_read`], which holds the 401 rule;
//! - a write to the platform in [`outbox`], which lives for the whole app and sends a save kept
//!   offline once the connection is back, whichever page is open;
//! - domain rules (credential status and counts, the onboarding overview, the job seeker form's
//!   model and validation, drafts, saves kept offline, counts for people to read) in [`logic`];
//!   rules for typed text (dates, e-mail and web addresses, phone numbers, countries) in the
//!   `text-rules` crate; what a rule depends on is passed in (the phone numbering plans too);
//! - every text a user reads in [`i18n`], in both languages, labels made from the API's names too;
//! - how a page shows the API's data beside that page (`pages/<page>/display.rs`), and the page's
//!   reactive state and actions in `pages/<page>/model.rs`; no page reads another's internals;
//! - every route's path once, in [`session::Page`], with the one way to redirect
//!   ([`session::replacing_history`]);
//! - a part of a view shown on a condition as `{move || condition.then(|| view! { … })}`, not in
//!   `<Show>`, with a `Memo` for a condition that can change without flipping. Shaped for wasm
//!   size: docs/performance.md#conditional-parts-as-closures.

pub mod api;
pub mod app;
pub mod browser;
pub mod components;
pub mod config;
pub mod i18n;
pub mod logic;
pub mod outbox;
pub mod pages;
pub mod panic;
pub mod session;
