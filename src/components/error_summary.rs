//! The list of a form's problems after a submit attempt, each a link that moves the focus to its
//! control: one summary for every form of the app.
//!
//! It is not a live region: the failed submit moves the focus to the first control in error, which
//! carries its own message (`aria-describedby`), so the summary would only say it a second time.
//! It can take the focus itself (`tabindex="-1"`), for a link to it or a page that sends the user
//! back to it.

use crate::browser::dom;
use crate::i18n::{fill, Common, Translate};
use crate::logic::lang::Lang;
use leptos::prelude::*;

/// One problem: the id of the control it belongs to, and the line that names it.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    pub target: String,
    pub line: String,
}

/// The most problems the summary links to. A form of thousands of fields can have thousands of
/// problems: a list of them all would take the page seconds to draw and a screen reader minutes to
/// read. The rest are counted; Save focuses the first, and each field shows its own.
pub const MOST_LINKS: usize = 10;

/// The summary of the first [`MOST_LINKS`] `problems` of `total`, or nothing when there are none.
/// Called inside the page's own reactive closure: one plain function for both forms, rather than a
/// component with a signal of its own for each.
pub fn error_summary(problems: Vec<Problem>, total: usize, lang: Lang) -> Option<impl IntoView> {
    if problems.is_empty() {
        return None;
    }
    let more = total.saturating_sub(MOST_LINKS);
    let links = problems
        .into_iter()
        .take(MOST_LINKS)
        .map(|Problem { target, line }| {
            let href = format!("#{target}");
            view! {
                <li>
                    <a
                        href=href
                        on:click=move |event| {
                            event.prevent_default();
                            dom::focus_id(&target);
                        }
                    >
                        {line}
                    </a>
                </li>
            }
        })
        .collect_view();
    Some(view! {
        <div class="alert alert--error error-summary" tabindex="-1" data-testid="error-summary">
            <p><strong>{Common::ErrorSummaryTitle.text(lang)}</strong></p>
            <ul>{links}</ul>
            {(more > 0).then(|| view! {
                <p>{fill(Common::ErrorSummaryMore.text(lang), &[("count", &more.to_string())])}</p>
            })}
        </div>
    })
}
