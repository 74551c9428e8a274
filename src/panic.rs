//! A panic must not leave a frozen page: the hook logs it and replaces the page with a
//! "something went wrong — reload" screen, built with plain DOM calls because the reactive system may
//! be unusable after a panic. Drafts are already in storage, so reloading loses nothing typed.

use crate::browser::dom;
use crate::i18n::{Common, Translate};

pub fn install_hook() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show_crash_screen();
    }));
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
        link.set_attribute("href", "/").ok()?;
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
