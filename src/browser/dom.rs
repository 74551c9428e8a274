//! Small DOM helpers: focus, the document title, the current path, one-time console warnings.

use wasm_bindgen::JsCast;

/// Moves focus to the element with `id`, if it exists (used for "first invalid field" and headings).
pub fn focus_id(id: &str) -> bool {
    let Some(element) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id(id))
    else {
        return false;
    };
    element
        .dyn_into::<web_sys::HtmlElement>()
        .is_ok_and(|element| element.focus().is_ok())
}

/// Before a part of the page is drawn again: the element with the focus, if it has an id, takes it
/// again in the new drawing once it is in the page, with the caret at the end of its text. Focus
/// already moved elsewhere by then is left where it is.
pub fn keep_focus_across_redraw() {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let id = document
        .active_element()
        .map(|element| element.id())
        .filter(|id| !id.is_empty());
    let Some(id) = id else {
        return;
    };
    leptos::prelude::request_animation_frame(move || {
        let body = document.body().map(|body| body.tag_name());
        let lost = document
            .active_element()
            .is_none_or(|element| !element.is_connected() || Some(element.tag_name()) == body);
        if lost && focus_id(&id) {
            if let Some(input) = document
                .get_element_by_id(&id)
                .and_then(|element| element.dyn_into::<web_sys::HtmlInputElement>().ok())
            {
                let end = input.value().encode_utf16().count() as u32;
                let _ = input.set_selection_range(end, end);
            }
        }
    });
}

/// Focuses the first element matching a CSS selector.
pub fn focus_selector(selector: &str) -> bool {
    let Some(element) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.query_selector(selector).ok().flatten())
    else {
        return false;
    };
    element
        .dyn_into::<web_sys::HtmlElement>()
        .is_ok_and(|element| element.focus().is_ok())
}

pub fn set_title(title: &str) {
    if let Some(document) = web_sys::window().and_then(|window| window.document()) {
        document.set_title(title);
    }
}

pub fn set_html_lang(tag: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.document_element())
    {
        let _ = root.set_attribute("lang", tag);
    }
}

/// The path and query of the current page, to come back to after a forced sign-in.
pub fn current_path() -> String {
    web_sys::window()
        .and_then(|window| {
            let location = window.location();
            Some(format!(
                "{}{}",
                location.pathname().ok()?,
                location.search().unwrap_or_default()
            ))
        })
        .unwrap_or_else(|| "/".to_string())
}

/// The value of a query parameter of the current URL.
pub fn query_param(name: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    let params = web_sys::UrlSearchParams::new_with_str(&search).ok()?;
    params.get(name)
}

/// The browser's preferred language tag.
pub fn browser_language() -> Option<String> {
    web_sys::window()?.navigator().language()
}

pub fn warn(message: &str) {
    web_sys::console::warn_1(&message.into());
}

/// Hides the whole page, or shows it again (`html.page-hidden` in the stylesheet): for a page
/// going into the back/forward cache, until it is known what it may show when it comes back.
pub fn hide_page(hidden: bool) {
    if let Some(root) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.document_element())
    {
        let _ = root.class_list().toggle_with_force("page-hidden", hidden);
    }
}

/// Reloads the page (the new build's "Reload").
pub fn reload() {
    if let Some(window) = web_sys::window() {
        let _ = window.location().reload();
    }
}

/// Asks a yes/no question with the browser's own dialog (accessible, keyboard-ready); `false` when
/// it cannot be shown.
pub fn confirm(question: &str) -> bool {
    web_sys::window()
        .and_then(|window| window.confirm_with_message(question).ok())
        .unwrap_or(false)
}

/// A new `<div>` that is not in the document (for a render nobody sees).
pub fn detached_div() -> Option<web_sys::Element> {
    web_sys::window()?.document()?.create_element("div").ok()
}

/// A User Timing mark (`performance.mark`), for profilers and the benchmark.
pub fn mark(name: &str) {
    if let Some(performance) = web_sys::window().and_then(|window| window.performance()) {
        let _ = performance.mark(name);
    }
}

/// A User Timing measure from the last `start` mark until now.
pub fn measure_since(name: &str, start: &str) {
    if let Some(performance) = web_sys::window().and_then(|window| window.performance()) {
        let _ = performance.measure_with_start_mark(name, start);
    }
}
