//! The job seeker's profile as a form of `dynamic_form`: the kinds, controls and messages that are
//! the profile's own, handed to the form engine like any app's (`Host::kinds`).

pub mod country;
pub mod gender;
pub mod messages;
pub mod picture_links;
pub mod rules;
pub mod spec;
