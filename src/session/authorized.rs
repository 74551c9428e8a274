//! The one way to call the platform with the user's token: [`authorized_read`] for a page's
//! reads, [`with_user_token`] for writes. Both hold the same 401 rule, so that the next authorized
//! call cannot forget it:
//! - a call refused with a 401 or 403 goes once more, unseen, when she has meanwhile signed in
//!   again in another tab: with her newer session (`AppState::renewed_token`, `session::kept`); a
//!   save, too, which is then applied once;
//! - otherwise every error goes through the session first ([`AppState::handle_error`]), and a 401
//!   or 403 ends the session; the route guard then sends the user to sign in and back to the same
//!   page afterwards.

use super::page_read::PageRead;
use super::state::{use_app, AppState};
use crate::api::{ApiError, AuthorizedApi};
use std::future::Future;

/// A page's read that runs `call` with the signed-in user's API, and ends the session when it fails
/// with a 401 or 403. The page keeps everything else: how it shows the answer and the error, and
/// whether it asks again ([`PageRead::refetch`]).
///
/// When the page goes away, a read still in flight is aborted ([`PageRead`]'s scopes): its answer
/// never lands in a page that is gone. It then ends as [`ApiError::Cancelled`], which nobody sees.
///
/// [`AppState::handle_error`]: super::AppState::handle_error
pub fn authorized_read<T, Fut>(call: impl Fn(AuthorizedApi) -> Fut + 'static) -> PageRead<T>
where
    T: 'static,
    Fut: Future<Output = Result<T, ApiError>> + 'static,
{
    let state = use_app();
    PageRead::new(move |scope| {
        let call = state.authorized_api().map(|api| call(api.within(scope)));
        async move {
            // The guard renders its pages only with a session; without one, it is a 401 in effect.
            let result = match call {
                Some(call) => call.await,
                None => Err(ApiError::Unauthorized),
            };
            if let Err(error) = &result {
                state.handle_error(error);
            }
            result
        }
    })
}

/// Runs `call` with the signed-in user's API, and ends the session when it fails with a 401 or
/// 403. Without a session it is a 401 in effect (the guard is already on its way to sign-in).
///
/// [`AppState::handle_error`]: super::AppState::handle_error
pub async fn with_user_token<T, Fut>(
    state: AppState,
    call: impl FnOnce(AuthorizedApi) -> Fut,
) -> Result<T, ApiError>
where
    Fut: Future<Output = Result<T, ApiError>>,
{
    let result = match state.authorized_api() {
        Some(api) => call(api).await,
        None => Err(ApiError::Unauthorized),
    };
    if let Err(error) = &result {
        state.handle_error(error);
    }
    result
}
