//! A small app that uses `dynamic-form`: a form read from `form.json`, with a kind of the app's
//! own (a Dutch postcode), its own control and its own message, in English and Spanish. The kind,
//! the control and the message are in `app.rs`, which the crate's browser test mounts and drives
//! (`tests/browser/example.rs`).
//!
//! Built for the browser: `cargo build -p dynamic-form --example postcode --target
//! wasm32-unknown-unknown`.

mod app;

fn main() {
    leptos::mount::mount_to_body(app::App);
}
