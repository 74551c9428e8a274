//! The numbering plans in the browser: fetched once, when a phone control first appears
//! ([`load_once`]), judged with the browser's own `RegExp` ([`BrowserPatterns`]), and kept for the
//! page: the phone controls and the forms hand [`installed`] to `text_rules::phone`. If the file cannot
//! be had, nothing is installed and `text_rules::phone` keeps its plain length check.
//! Shaped for wasm size: docs/performance.md#phone-patterns-in-regexp.

use crate::api::{self, FileFetchError};
use crate::browser::dom;
use dynamic_form::Supplies;
use leptos::prelude::*;
use leptos::reactive::graph::Observer;
use std::any::TypeId;
use std::cell::{Cell, RefCell};
use text_rules::numbering::{Patterns, PhonePlans, Plans};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;

#[wasm_bindgen]
extern "C" {
    /// `RegExp(pattern)`, with a broken pattern an `Err` instead of an exception.
    #[wasm_bindgen(catch, js_name = RegExp)]
    fn compile(pattern: &str) -> Result<js_sys::RegExp, JsValue>;
}

/// libphonenumber's patterns as JavaScript regular expressions (the language they are written in
/// for its own JavaScript version), each compiled once. A page uses a few dozen at most, so they are
/// found by a scan, which costs nothing beside a `RegExp` run.
#[derive(Default)]
pub struct BrowserPatterns {
    compiled: RefCell<Vec<(String, Option<js_sys::RegExp>)>>,
}

impl Patterns for BrowserPatterns {
    fn find(&self, pattern: &str, text: &str) -> Option<Vec<Option<String>>> {
        let mut compiled = self.compiled.borrow_mut();
        let index = match compiled.iter().position(|(known, _)| known == pattern) {
            Some(index) => index,
            None => {
                compiled.push((pattern.to_owned(), compile(pattern).ok()));
                compiled.len() - 1
            }
        };
        let found = compiled[index].1.as_ref()?.exec(text)?;
        Some(found.iter().map(|group| group.as_string()).collect())
    }
}

// Thread-local: the file is fetched and kept once per page load, whichever app or rehearsal asks.
thread_local! {
    /// Whether the file has been asked for in this page load (once is enough: it is immutable).
    static REQUESTED: Cell<bool> = const { Cell::new(false) };
    /// The plans, once they have arrived: a signal, so that what a check said before they came
    /// is worked out again when they do (the client form's counts). Reference-counted, not owned
    /// by whichever page first asked: it lives as long as the page load.
    static INSTALLED: ArcRwSignal<Option<&'static PhonePlans>> =
        ArcRwSignal::new(None);
}

/// The plans numbers are judged by, once they have arrived; tracked when read by an effect, and
/// read quietly anywhere else (an event handler, a task).
pub fn installed() -> Option<&'static PhonePlans> {
    INSTALLED.with(|plans| {
        if Observer::get().is_some() {
            plans.track();
        }
        plans.get_untracked()
    })
}

fn install(plans: Plans<'static>) {
    let plans = PhonePlans {
        plans,
        patterns: Box::new(BrowserPatterns::default()),
    };
    // Kept for the page's life, like the text it borrows from: installed once per page load.
    INSTALLED.with(|installed| installed.set(Some(Box::leak(Box::new(plans)))));
}

/// What the form renderer's kinds ask the app for (`dynamic_form::Supplies`): the phone kind's
/// numbering plans, once installed, fetched the first time a form with a phone asks.
pub const FORM_SUPPLIES: Supplies = Supplies {
    get: |wanted| {
        let plans = (wanted == TypeId::of::<PhonePlans>()).then(installed)??;
        Some(plans)
    },
    load: |wanted| {
        if wanted == TypeId::of::<PhonePlans>() {
            load_once();
        }
    },
};

/// Fetches and installs the plans, the first time it is called in a page load.
pub fn load_once() {
    if REQUESTED.with(|requested| requested.replace(true)) {
        return;
    }
    leptos::task::spawn_local(async {
        if let Err(problem) = load().await {
            // The length check stays: the control says nothing the plans would have to back.
            dom::warn(&format!(
                "phone numbering plans not loaded ({}); length check only",
                problem.describe()
            ));
        }
    });
}

enum LoadProblem {
    /// The page names no plans file.
    NotNamed,
    Fetch(FileFetchError),
    BadFile(usize),
}

impl LoadProblem {
    fn describe(&self) -> String {
        match self {
            LoadProblem::NotNamed => "the page names no file".into(),
            LoadProblem::Fetch(FileFetchError::Unreachable) => "unreachable".into(),
            LoadProblem::Fetch(FileFetchError::Status(status)) => format!("HTTP {status}"),
            LoadProblem::BadFile(line) => format!("unreadable at line {line}"),
        }
    }
}

async fn load() -> Result<(), LoadProblem> {
    let file = api::plans_file().ok_or(LoadProblem::NotNamed)?;
    let text = api::fetch_phone_plans(&file)
        .await
        .map_err(LoadProblem::Fetch)?;
    // Kept for the page's life: the plans borrow it (see `install_text`).
    let plans = Plans::parse(text.leak()).map_err(|bad| LoadProblem::BadFile(bad.line))?;
    install(plans);
    Ok(())
}

/// Installs plans given as text (the wasm tests use the repository's file this way). The text is
/// kept for the page's life, which the plans borrow from: it is read once and never changes.
pub fn install_text(text: impl Into<String>) -> bool {
    match Plans::parse(text.into().leak()) {
        Ok(plans) => {
            install(plans);
            true
        }
        Err(_) => false,
    }
}
