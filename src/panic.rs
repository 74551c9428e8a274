//! A panic must not leave a frozen page: the hook logs it and replaces the page with a
//! "something went wrong — reload" screen, built with plain DOM calls because the reactive system may
//! be unusable after a panic. Drafts are already in storage, so reloading loses nothing typed.
//!
//! The release build (`scripts/release-build.sh`) aborts at once on a panic (`panic =
//! "immediate-abort"`): no hook runs, the wasm traps and a `WebAssembly.RuntimeError` reaches the
//! window, so the same screen is also shown from the window's `error` and `unhandledrejection`
//! events. Debug builds run the hook (which also logs the panic message) and then trap.

use crate::browser::dom;
use crate::i18n::{Common, Translate};
use crate::session::Page;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

pub fn install_hook() {
    // A build that aborts at once (the release build) never calls a hook, so none is compiled into
    // it.
    #[cfg(not(panic = "immediate-abort"))]
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show_crash_screen();
    }));
    let Some(window) = web_sys::window() else {
        return;
    };
    let on_trap = Closure::<dyn Fn(web_sys::Event)>::new(|event: web_sys::Event| {
        // `error` events carry it in `error`, `unhandledrejection` events in `reason`.
        let thrown = ["error", "reason"]
            .into_iter()
            .filter_map(|key| js_sys::Reflect::get(&event, &JsValue::from_str(key)).ok())
            .any(|value| value.is_instance_of::<js_sys::WebAssembly::RuntimeError>());
        if thrown {
            show_crash_screen();
        }
    });
    for kind in ["error", "unhandledrejection"] {
        let _ = window.add_event_listener_with_callback(kind, on_trap.as_ref().unchecked_ref());
    }
    on_trap.forget();
}

fn show_crash_screen() {
    let lang = crate::session::boot_lang();
    dom::set_html_lang(lang.tag());
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let Some(body) = document.body() else { return };
    let build = || -> Option<()> {
        let main = document.create_element("main").ok()?;
        main.set_class_name("page page--narrow");
        main.set_attribute("role", "alert").ok()?;
        let heading = document.create_element("h1").ok()?;
        heading.set_text_content(Some(Common::CrashTitle.text(lang)));
        let text = document.create_element("p").ok()?;
        text.set_text_content(Some(Common::CrashBody.text(lang)));
        let link = document.create_element("a").ok()?;
        link.set_attribute("href", Page::Home.path()).ok()?;
        link.set_class_name("button button--primary");
        link.set_text_content(Some(Common::Reload.text(lang)));
        main.append_child(&heading).ok()?;
        main.append_child(&text).ok()?;
        main.append_child(&link).ok()?;
        body.set_inner_html("");
        body.append_child(&main).ok()?;
        Some(())
    };
    let _ = build();
}
