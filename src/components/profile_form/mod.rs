//! The job seeker's profile as a form of `dynamic_form`: the kinds, controls and messages that are
//! the profile's own, handed to the form engine like any app's (`Host::kinds`).

pub mod country;
pub mod gender;
pub mod messages;
pub mod picture_links;
pub mod rules;
pub mod spec;
pub mod texts;

use crate::browser::phone_plans;
use crate::session::AppState;
use country::CountryKind;
use dynamic_form::{own_kind, FieldKind, Host};
use gender::GenderKind;
use picture_links::PictureLinks;
use rules::{DateOfBirth, ResumeLink};
use texts::ProfileFormTexts;

/// The profile's own kinds, looked up before the engine's.
pub static KINDS: &[FieldKind] = &[
    own_kind::<CountryKind>(),
    own_kind::<GenderKind>(),
    own_kind::<DateOfBirth>(),
    own_kind::<ResumeLink>(),
    own_kind::<PictureLinks>(),
];

/// What the profile's form is given: the UI language, the profile's texts and kinds, and the phone
/// numbering plans its phone asks for.
pub fn form_host(state: AppState) -> Host {
    Host {
        lang: state.lang,
        texts: &ProfileFormTexts,
        kinds: KINDS,
        supplies: &phone_plans::FORM_SUPPLIES,
    }
}
