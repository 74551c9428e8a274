//! The job seeker's profile as a form of `dynamic_form`: the kinds and controls that are the
//! profile's own, handed to the form engine like any app's (`Host::kinds`).

pub mod gender;
pub mod picture_links;
