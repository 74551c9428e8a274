//! The component tests, in a real browser (headless Chromium through wasm-bindgen-test-runner, set
//! in `.cargo/config.toml`): `cargo test -p staffing-web --target wasm32-unknown-unknown --test browser`.
//!
//! One crate, so that every test mounts, waits and finds elements the same way (`support`), and one
//! module per part of the UI. All tests run one after the other in one page, in the order the
//! linker gave them, so they share its globals: a test that changes one puts it back (the phone
//! plans `phone_plans` installs).
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::wasm_bindgen_test_configure;

wasm_bindgen_test_configure!(run_in_browser);

mod support;

mod alerts;
mod busy_button;
mod debounce;
mod later;
mod page_read;
mod phone_plans;
mod profile_gender;
mod profile_picture_links;
mod profile_rules;
mod shell;
mod text_field;
