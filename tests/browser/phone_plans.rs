//! The browser's `RegExp` judges phone numbers as the native tests' regex engine does, with the
//! numbering plans installed the way the app installs the file it fetches.
//!
//! The test installs the repository's numbering plans, and leaves none behind (`Plans`): every
//! test of the crate runs in the same page.

use staffing_web::browser::phone_plans::install_text;
use wasm_bindgen_test::*;

/// The repository's numbering plans, installed the way the app installs the file it fetches, until
/// dropped. Then plans for calling code 0 alone (no country has it) take their place: with those
/// `text_rules::phone` judges every number as before any file arrives, which is what the other modules'
/// tests expect. They run in the same page, before or after these, in whatever order the linker
/// gave them, and nothing can take installed plans back.
struct Plans;

/// The smallest file that reads: one calling code with one region, neither of them a real one.
const NO_REAL_PLANS: &str = "C\t0\t\t\nR\tZZ\t\t0\t1\t\t\t0\n";

impl Plans {
    fn install() -> Self {
        assert!(install_text(include_str!("../../public/phone-plans.txt")));
        Self
    }
}

impl Drop for Plans {
    fn drop(&mut self) {
        assert!(install_text(NO_REAL_PLANS), "{NO_REAL_PLANS:?} reads");
    }
}

/// The browser's `RegExp` judges numbers as the native tests' regex engine does: a sample of the
/// libphonenumber vectors (every fifth, all regions' examples among them) through `text_rules::phone`
/// with the plans installed the way the app installs them.
#[wasm_bindgen_test]
fn the_browser_regexp_path_agrees_with_libphonenumber_on_a_sample() {
    let _plans = Plans::install();
    let mut checked = 0;
    let mut wrong = Vec::new();
    for line in include_str!("../../crates/text-rules/src/phone_oracle.tsv")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .step_by(5)
    {
        let fields: Vec<&str> = line.split('\t').collect();
        let [region, _kind, code, typed, expected] = fields[..] else {
            panic!("a vector has five fields: {line:?}");
        };
        let plans = staffing_web::browser::phone_plans::installed();
        let ours = text_rules::phone::parse_input(code, typed, plans)
            .map_or_else(|_| "invalid".to_owned(), |number| number.international());
        if ours != expected {
            wrong.push(format!("{region} {typed:?}: {expected:?} but {ours:?}"));
        }
        checked += 1;
    }
    assert!(checked > 500, "{checked} vectors");
    assert!(
        wrong.is_empty(),
        "{} disagree: {}",
        wrong.len(),
        wrong.join("; ")
    );
}
