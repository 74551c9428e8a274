//! The staffing platform's web front end: a Leptos client-side app.
//!
//! Layers, data flowing one way: [`api`] (the only code that talks HTTP) -> [`session`] and app state ->
//! [`pages`] (one per route) built from [`components`]. [`logic`] and [`i18n`] are plain Rust with no
//! browser APIs, unit-tested natively.

pub mod api;
pub mod config;
