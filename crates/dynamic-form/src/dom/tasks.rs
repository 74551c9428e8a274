//! How far along each form is, at the top of the forms: GOV.UK's task list, each form's title as a
//! link to it, its status in words (never colour alone) and how many of its fields are answered. A
//! page of one short form gets a single line in the same words. Written with the forms' markup;
//! `view::progress` keeps the words up to date.

use super::markup::Markup;
use crate::base::texts::{Status, Text};
use crate::model::def::FormHeader;
use crate::model::progress::Counts;

/// More fields than this, on one form, make a task list rather than a single line.
pub const TASK_LIST_FIELDS: usize = 20;

/// The id of the polite live region that says a form's counts when a field is left.
pub const PROGRESS_SAID_ID: &str = "cf-progress-said";

/// The ids of a form's status and count, `{form}-status` and `{form}-answered`.
pub fn status_id(form: &str) -> String {
    [form, "-status"].concat()
}

/// See [`status_id`].
pub fn answered_id(form: &str) -> String {
    [form, "-answered"].concat()
}

/// The class of a status's tag: `tag tag--not-started`, `--in-progress`, `--completed`.
pub fn status_class(status: Status) -> &'static str {
    match status {
        Status::NotStarted => "tag tag--not-started",
        Status::InProgress => "tag tag--in-progress",
        Status::Completed => "tag tag--completed",
    }
}

impl Markup {
    /// The task list of `forms`, or the single line of one form with no more than
    /// [`TASK_LIST_FIELDS`] fields (`many_fields` false); and the live region that says them.
    pub fn progress<'a>(
        &mut self,
        forms: impl ExactSizeIterator<Item = (&'a FormHeader, Counts)>,
        many_fields: bool,
    ) {
        self.raw("<p class=\"visually-hidden\" aria-live=\"polite\"");
        self.attr("id", PROGRESS_SAID_ID);
        self.raw("></p>");
        if forms.len() == 1 && !many_fields {
            for (header, counts) in forms {
                self.raw("<p class=\"task-line\">");
                self.status_and_count(header, counts);
                self.raw("</p>");
            }
            return;
        }
        self.raw("<ul class=\"task-list\"");
        self.attr("aria-label", self.texts.text(Text::TaskList, self.lang));
        self.raw(">");
        for (header, counts) in forms {
            let id = header.dom_id.as_str();
            self.raw("<li class=\"task-list__item\"><a class=\"task-list__link\"");
            self.attr("href", &["#", id].concat());
            self.attr(
                "aria-describedby",
                &[answered_id(id), status_id(id)].join(" "),
            );
            self.raw(">");
            self.text(&header.title);
            self.raw("</a>");
            self.status_and_count(header, counts);
            self.raw("</li>");
        }
        self.raw("</ul>");
    }

    fn status_and_count(&mut self, header: &FormHeader, counts: Counts) {
        let status = counts.status();
        self.raw("<strong");
        self.attr("class", status_class(status));
        self.attr("id", &status_id(&header.dom_id));
        self.raw(">");
        self.text(self.texts.text(Text::Status(status), self.lang));
        self.raw("</strong> <span class=\"task-list__count\"");
        self.attr("id", &answered_id(&header.dom_id));
        self.raw(">");
        let count = self
            .texts
            .answered_count(counts.answered, counts.fields, self.lang);
        self.text(&count);
        self.raw("</span>");
    }
}
