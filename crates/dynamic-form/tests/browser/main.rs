//! The component tests, in a real browser (headless Chromium through wasm-bindgen-test-runner):
//! `cargo test -p dynamic-form --target wasm32-unknown-unknown --test browser`.
//!
//! One module per control, and one for what every kind shares. All tests run one after the other in
//! one page, so they share its globals.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::wasm_bindgen_test_configure;

wasm_bindgen_test_configure!(run_in_browser);

mod support;

mod choices;
mod every_kind;
mod example;
mod framed;
mod own_view;
mod page_gone;
mod phone;
mod progress;
mod select;
mod text_box;
mod words;
