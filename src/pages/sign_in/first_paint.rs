//! The sign-in page before the app: the markup `index.html` carries in `#first-paint`, so that a
//! first visit paints a sign-in form that can be typed into while the wasm downloads
//! (docs/architecture.md, "The sign-in page before the app"). `first_paint.js` shows it in the
//! visitor's language and hands it over to the app's own page once that is drawn.
//!
//! It is written here, from the app's own texts (`i18n`, both languages) and ids (`model.rs`), and
//! only in tests: the test below fails when `index.html` holds anything else, and
//! `UPDATE_FIRST_PAINT=1 cargo test -p staffing-web --lib first_paint` rewrites it. That it is the
//! same page as the app's `SignInForm` under the shell's header (elements, classes, ids, names,
//! types, autocomplete, texts) is checked in a browser by `end2end/tests/first-visit.spec.ts`.
//!
//! Every text is written in English with both languages in `data-en` and `data-es`, which
//! `first_paint.js` swaps before the first frame is drawn; `{organization}` is filled in there. The
//! buttons are `type=button` (the app's Sign in is `submit`) and carry their busy texts too: until
//! the app is here, nothing may be sent, and a press is kept for the app to make.
//!
//! The app's rules that script follows are written here too, into its `RULES` (between two comment
//! lines), from where they live: the addresses it shows the page at (`session::Page`), the storage
//! keys (`session`), the UI's languages and the order the language is chosen in (`logic::lang`),
//! the sign_in request it sends at a press of Sign in (`api::sign_in_request_shape`), and the client
//! profile's read it sends once that sign_in has answered for a client
//! (`api::client_profile_request_shape`, where the answer carries the token, and the `user_type`
//! that lands elsewhere).
//! The same test and the same `UPDATE_FIRST_PAINT=1` keep it so.

use super::model::{EMAIL_ID, LOCATION_ID, PASSWORD_ID, REQUEST_CODE_ID, SUBMIT_ID};
use crate::i18n::{Common, SignIn, Translate};
use crate::logic::lang::{Lang, LangSource};
use crate::session::{
    Page, JOBSEEKER_USER_TYPE, LANG_KEY, SESSION_KEY, TENANT_KEY, TENANT_NAMES_KEY, TENANT_QUERY,
};
use text_rules::markup_escape::{push_attr, push_escaped};

/// The two lines around the markup in `index.html`.
const BEGIN: &str = "<!-- The sign-in page before the app: written by src/pages/sign_in/first_paint.rs (UPDATE_FIRST_PAINT=1 cargo test -p staffing-web --lib first_paint). -->";
const END: &str = "<!-- End of the sign-in page before the app. -->";

/// The two lines around the rules in `first_paint.js`.
const RULES_BEGIN: &str = "// The app's own rules: written by src/pages/sign_in/first_paint.rs (UPDATE_FIRST_PAINT=1 cargo test -p staffing-web --lib first_paint).";
const RULES_END: &str = "// End of the app's own rules.";

/// Markup written element by element, each text with both languages.
struct Markup(String);

impl Markup {
    fn raw(&mut self, markup: &str) -> &mut Self {
        self.0.push_str(markup);
        self
    }

    /// ` name="value"`, escaped.
    fn attr(&mut self, name: &str, value: &str) -> &mut Self {
        push_attr(&mut self.0, name, value);
        self
    }

    /// The `data-en` and `data-es` of a text, with `prefix` before it (`busy-`), and a `suffix` the
    /// app writes after the message (the header's ": ").
    fn both(&mut self, prefix: &str, message: impl Translate, suffix: &str) -> &mut Self {
        for lang in Lang::ALL {
            let text = format!("{}{suffix}", message.text(lang));
            self.attr(&format!("data-{prefix}{}", lang.tag()), &text);
        }
        self
    }

    /// `<tag attrs data-en data-es>English</tag>`; `attrs` is written as it is.
    fn text(&mut self, tag: &str, attrs: &str, message: impl Translate) -> &mut Self {
        self.raw("<")
            .raw(tag)
            .raw(attrs)
            .both("", message, "")
            .raw(">");
        push_escaped(&mut self.0, message.text(Lang::En));
        self.raw("</").raw(tag).raw(">")
    }

    /// A `TextField` (components/field.rs) that is required, with no hint.
    fn text_field(
        &mut self,
        id: &str,
        label: SignIn,
        input_type: &str,
        autocomplete: &str,
    ) -> &mut Self {
        self.raw("<div class=\"field\"><label")
            .attr("for", id)
            .both("", label, "")
            .raw(">");
        push_escaped(&mut self.0, label.text(Lang::En));
        self.raw("<span class=\"required-mark\" aria-hidden=\"true\"> *</span></label><input")
            .attr("id", id)
            .attr("name", id)
            .attr("type", input_type)
            .attr("autocomplete", autocomplete)
            .raw(" aria-required=\"true\"></div>")
    }

    /// A `CheckboxField` with its hint.
    fn checkbox(&mut self, id: &str, label: SignIn, hint: SignIn) -> &mut Self {
        let hint_id = crate::components::field::hint_id(id);
        self.raw("<div class=\"field field--checkbox\"><input")
            .attr("id", id)
            .raw(" type=\"checkbox\"")
            .attr("aria-describedby", &hint_id)
            .raw(">")
            .text("label", &format!(" for=\"{id}\""), label)
            .text(
                "p",
                &format!(" class=\"field__hint\" id=\"{hint_id}\""),
                hint,
            )
            .raw("</div>")
    }

    /// A `BusyButton` before the app: `type=button`, with its busy text.
    fn button(&mut self, class: &str, id: &str, label: SignIn, busy: SignIn) -> &mut Self {
        self.raw("<button type=\"button\"")
            .attr("class", class)
            .attr("id", id)
            .both("", label, "")
            .both("busy-", busy, "")
            .raw(">");
        push_escaped(&mut self.0, label.text(Lang::En));
        self.raw("</button>")
    }
}

/// `#first-paint`: the shell's skip link and header (`components/shell.rs`, `app.rs`) and the
/// sign-in page's `<main>` (`SignInForm` in `mod.rs`) as a signed-out visitor first sees them.
pub fn markup() -> String {
    let mut m = Markup(String::new());
    m.raw("<div id=\"first-paint\">")
        .text("a", " class=\"skip-link\" href=\"#main\"", Common::SkipToContent)
        .raw("<header class=\"topbar\"><div class=\"topbar__brand\">")
        .text("span", " class=\"topbar__app\"", Common::AppName)
        .raw("<span class=\"topbar__tenant\"><span class=\"visually-hidden\"")
        .both("", Common::Organization, ": ")
        .raw(">")
        .raw(&format!("{}: ", Common::Organization.text(Lang::En)))
        .raw("</span></span></div><div class=\"topbar__tools\"><label class=\"lang-switch\">")
        .text("span", " class=\"visually-hidden\"", Common::Language)
        .raw("<select><option value=\"en\" selected>English</option><option value=\"es\">Español</option></select></label></div></header>")
        .raw("<main id=\"main\" class=\"page\" tabindex=\"-1\"><section class=\"card page--narrow sign-in\">")
        .text("h1", " tabindex=\"-1\"", SignIn::Title)
        .raw("<p class=\"sign-in__tenant\"")
        .both("", SignIn::Intro, "")
        .raw("></p><form novalidate>")
        .text_field(EMAIL_ID, SignIn::Email, "email", "username")
        .text_field(PASSWORD_ID, SignIn::Password, "password", "current-password")
        .checkbox(
            "sign-in-remember",
            SignIn::KeepSignedIn,
            SignIn::KeepSignedInHint,
        )
        .checkbox(
            LOCATION_ID,
            SignIn::ShareLocation,
            SignIn::ShareLocationHint,
        )
        .button(
            "button button--primary button--block",
            SUBMIT_ID,
            SignIn::Submit,
            SignIn::Submitting,
        )
        .raw("</form><div class=\"sign-in__alternatives\"><p class=\"divider\">")
        .text("span", "", SignIn::Or)
        .raw("</p>")
        .button(
            "button button--secondary button--block",
            REQUEST_CODE_ID,
            SignIn::EmailMeCode,
            SignIn::SendingCode,
        )
        .raw("</div></section></main></div>");
    m.0
}

/// The rules `first_paint.js` follows, as the app has them: where the sign-in page is shown
/// (`shownAt`), the storage keys it reads and writes, the query parameter that chooses the tenant,
/// the UI's languages and the order in which the language is chosen (`langOrder`, the names of the
/// sources the script can read).
fn rules() -> serde_json::Value {
    let shown_at: Vec<&str> = Page::ALL
        .iter()
        .filter(|page| page.shows_sign_in_when_signed_out())
        .map(|page| page.path())
        .collect();
    let lang_order: Vec<&str> = LangSource::ORDER
        .into_iter()
        .filter_map(|source| match source {
            LangSource::Switcher => Some("switcher"),
            // The page is shown only to a signed-out visitor: there is no user's locale.
            LangSource::UserLocale => None,
            LangSource::Browser => Some("browser"),
        })
        .collect();
    let (sign_in_path, credential, body_keys) = crate::api::sign_in_request_shape();
    let (read_path, read_tenant_query, read_credential) =
        crate::api::client_profile_request_shape();
    serde_json::json!({
        "shownAt": shown_at,
        "keys": {
            "session": SESSION_KEY,
            "lang": LANG_KEY,
            "tenant": TENANT_KEY,
            "tenantNames": TENANT_NAMES_KEY,
        },
        "tenantQuery": TENANT_QUERY,
        "langs": Lang::ALL.map(Lang::tag),
        "langOrder": lang_order,
        "signIn": {
            "path": sign_in_path,
            "credential": credential,
            "body": body_keys,
            "ids": { "email": EMAIL_ID, "password": PASSWORD_ID, "location": LOCATION_ID },
        },
        "landingRead": {
            "path": read_path,
            "tenantQuery": read_tenant_query,
            "credential": read_credential,
            "token": crate::api::decode::SIGN_IN_TOKEN_AT,
            "jobseeker": { "field": "user_type", "value": JOBSEEKER_USER_TYPE },
        },
    })
}

/// The `const RULES = …;` statement of `first_paint.js`.
fn rules_statement() -> String {
    let json = serde_json::to_string_pretty(&rules()).expect("a JSON value is written");
    format!("const RULES = {json};")
}

/// `text` with what lies between the lines `begin` and `end` replaced by `content`, each of its
/// lines indented as `begin` is.
fn between(text: &str, begin: &str, end: &str, content: &str) -> Option<String> {
    let (before, rest) = text.split_once(begin)?;
    let (_, after) = rest.split_once(end)?;
    let indent = before.rsplit('\n').next().unwrap_or("");
    let content = content.replace('\n', &format!("\n{indent}"));
    Some(format!(
        "{before}{begin}\n{indent}{content}\n{indent}{end}{after}"
    ))
}

/// Checks that the file at `path` (from the crate's root) is what `expected` makes of it, or,
/// with `UPDATE_FIRST_PAINT` set, rewrites it so.
fn check_written(path: &str, expected: impl Fn(&str) -> Option<String>) {
    let path = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    let now = std::fs::read_to_string(&path).expect("the file is readable");
    let written = expected(&now).expect("the file has the two lines around what is written here");
    if std::env::var_os("UPDATE_FIRST_PAINT").is_some() {
        std::fs::write(&path, &written).expect("the file is writable");
        return;
    }
    assert!(
        now == written,
        "{path} is not what first_paint.rs writes: \
         UPDATE_FIRST_PAINT=1 cargo test -p staffing-web --lib first_paint"
    );
}

#[test]
fn index_html_holds_the_sign_in_page_as_written_here() {
    check_written("index.html", |index| between(index, BEGIN, END, &markup()));
}

#[test]
fn first_paint_js_follows_the_app_s_rules() {
    check_written("src/pages/sign_in/first_paint.js", |script| {
        between(script, RULES_BEGIN, RULES_END, &rules_statement())
    });
}

#[test]
fn the_script_reads_every_source_of_the_language_it_is_given() {
    let script = include_str!("first_paint.js");
    let order = rules()["langOrder"].clone();
    let names = order.as_array().expect("langOrder is a list");
    assert!(!names.is_empty());
    for name in names {
        let name = name.as_str().expect("a source's name");
        assert!(
            script.contains(&format!("{name}: () =>")),
            "first_paint.js has no reader for the language source {name:?}"
        );
    }
}

#[test]
fn every_text_is_escaped_and_in_both_languages() {
    let markup = markup();
    let shown = [
        SignIn::Title,
        SignIn::Intro,
        SignIn::Email,
        SignIn::Password,
        SignIn::KeepSignedIn,
        SignIn::KeepSignedInHint,
        SignIn::ShareLocation,
        SignIn::ShareLocationHint,
        SignIn::Submit,
        SignIn::Submitting,
        SignIn::Or,
        SignIn::EmailMeCode,
        SignIn::SendingCode,
    ];
    for lang in Lang::ALL {
        for message in shown {
            let mut escaped = String::new();
            push_escaped(&mut escaped, message.text(lang));
            assert!(markup.contains(&escaped), "{message:?} in {lang:?}");
        }
    }
    // Nothing the CSP would refuse: no script, no style attribute, no event handler attribute.
    assert!(!markup.contains("<script") && !markup.contains(" style="));
    let handler = markup.split(" on").skip(1).any(|rest| {
        let name: String = rest.chars().take_while(char::is_ascii_lowercase).collect();
        !name.is_empty() && rest[name.len()..].starts_with('=')
    });
    assert!(!handler, "an on…= attribute");
}

#[test]
fn nothing_in_it_can_be_submitted_by_the_browser() {
    let markup = markup();
    assert!(!markup.contains("type=\"submit\"") && !markup.contains("<input type=\"submit\""));
    assert_eq!(markup.matches("<button type=\"button\"").count(), 2);
    assert_eq!(markup.matches("<button").count(), 2);
}
