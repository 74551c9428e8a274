//! This page's rehearsal (see `pages::rehearsal`): the summary and the form built from a sample
//! sign_in answer. The onboarding overview is left out: its credential counts ask the platform.

use super::form::ProfileForm;
use super::model::ProfileModel;
use super::summary::SummaryCard;
use crate::api::decode;
use crate::pages::rehearsal::offscreen;
use crate::session::use_app;
use leptos::prelude::*;

/// A job seeker with a profile (the page's edit mode), in the reference's shape (4.1). No picture
/// or résumé: a detached `<img>` would still be fetched.
const SAMPLE: &str = r#"{"status":true,"user":{"id":1,"email":"sample@example.com","user_type":"freelancer","authentication_token":"sample"},
"jobseeker":{"id":1,"user_id":1,"name":"Sample Person","country_id":56,"city_id":1,"gender":"Female","contact_email":"sample@example.com",
"contact_phone":"+56 9 8765 4321","average_rating":4.5,"address":"Sample street 1","date_of_birth":"1990-01-31"},"device":null,"location":null}"#;

pub fn rehearse() {
    let Ok(signed_in) = decode::sign_in(200, SAMPLE) else {
        return;
    };
    offscreen(move || {
        let record = Memo::new(move |_| signed_in.jobseeker.clone());
        let model = ProfileModel::for_record(use_app(), record);
        view! {
            <SummaryCard model />
            <ProfileForm model />
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A record, so the rehearsal builds the page's edit mode; no picture or résumé, which a
    /// detached element would still fetch.
    #[test]
    fn the_sample_is_a_job_seeker_with_a_record_and_nothing_to_fetch() {
        let signed_in = decode::sign_in(200, SAMPLE).expect("the sample decodes");
        let record = signed_in.jobseeker.expect("a record");
        assert_eq!(record.name.as_deref(), Some("Sample Person"));
        assert_eq!(record.contact_phone.as_deref(), Some("+56 9 8765 4321"));
        assert!(record.profile_url.is_none() && record.profiletype.is_none());
    }
}
