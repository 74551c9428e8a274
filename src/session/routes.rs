//! Every address of the app, named once: the [`Page`]s and their paths, the two signed-in [`Area`]s
//! and the pages they own, the credentials list's filtered addresses, and the one way the app moves
//! on by itself ([`replacing_history`]). Links, redirects and the router in `app.rs` all take their
//! paths from here (the router through [`page_route!`]), so a misspelt page does not compile and a
//! link cannot point where no route is.

use crate::logic::credentials::Filter;
use leptos_router::NavigateOptions;

/// Declares [`Page`] from `Name => "/path";` lines, and [`page_route!`], which hands the same path
/// text to the router's `path!` (it needs a literal, not a `&str` known only at run time).
macro_rules! pages {
    ($($(#[$meta:meta])* $page:ident => $path:tt;)*) => {
        /// A page of the app, by name. Its address is [`Page::path`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Page {
            $($(#[$meta])* $page,)*
        }

        impl Page {
            /// Every page, in the order the router lists them.
            pub const ALL: &'static [Page] = &[$(Page::$page),*];

            /// The page's address, as links and redirects write it.
            pub const fn path(self) -> &'static str {
                match self {
                    $(Page::$page => $path,)*
                }
            }
        }

        /// The router's path of a page: `page_route!(SignIn)` is `path!("/sign-in")`, written from
        /// the same text as [`Page::path`].
        macro_rules! page_route {
            $(($page) => { leptos_router::path!($path) };)*
        }
        pub(crate) use page_route;

        /// The path the router generates for each page, for the test that it is the page's path.
        #[cfg(test)]
        fn router_paths() -> Vec<(Page, String)> {
            vec![$((Page::$page, tests::generated(leptos_router::path!($path))),)*]
        }
    };
}

pages! {
    /// `/`: sends each visitor where they belong.
    Home => "/";
    SignIn => "/sign-in";
    JobseekerProfile => "/jobseeker/profile";
    /// The job seeker's credential requirements; [`credentials_link`] adds a filter.
    Credentials => "/jobseeker/credentials";
    ClientProfile => "/client/profile";
}

impl Page {
    /// Whether a signed-out visitor who opens this page is shown the sign-in page: the sign-in page
    /// itself, the start page (`pages::home` sends them there) and every page of an area (its guard
    /// does). The sign-in page painted before the app (`first_paint.js`) is shown only there.
    pub fn shows_sign_in_when_signed_out(self) -> bool {
        match self {
            Page::Home | Page::SignIn => true,
            Page::JobseekerProfile | Page::Credentials | Page::ClientProfile => {
                [Area::Jobseeker, Area::Client]
                    .into_iter()
                    .any(|area| area.owns(self.path()))
            }
        }
    }
}

/// A page writes itself as its path, so that `<Redirect path=page />` takes a page as it is.
impl std::fmt::Display for Page {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str(self.path())
    }
}

/// The two signed-in areas and who may see them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Area {
    /// Job seeker pages: freelancers only (reference rule 1).
    Jobseeker,
    /// Client pages: every signed-in user who is not a freelancer.
    Client,
}

impl Area {
    /// Where a user of this area lands after signing in.
    pub fn home(self) -> Page {
        match self {
            Area::Jobseeker => Page::JobseekerProfile,
            Area::Client => Page::ClientProfile,
        }
    }

    /// Whether an address (path and query) lies in this area: every address under its folder, an
    /// unknown one included (it then shows "not found" to the right user).
    pub(crate) fn owns(self, path: &str) -> bool {
        path.starts_with(match self {
            Area::Jobseeker => "/jobseeker/",
            Area::Client => "/client/",
        })
    }
}

/// The query parameter of the credentials list's filter (`?filter=missing`).
pub const FILTER_QUERY: &str = "filter";

/// The address of the credentials list with a filter applied; the credentials page reads it back
/// with [`Filter::from_key`].
pub fn credentials_link(filter: Filter) -> String {
    let mut link = Page::Credentials.path().to_owned();
    if filter != Filter::All {
        for part in ["?", FILTER_QUERY, "=", filter.key()] {
            link.push_str(part);
        }
    }
    link
}

/// How the app moves on by itself (a redirect, after signing in or out, a filter in the address):
/// the new address replaces the current history entry, so Back does not land on a page that would
/// only send the user on again.
pub fn replacing_history() -> NavigateOptions {
    NavigateOptions {
        replace: true,
        ..Default::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use leptos_router::{PathSegment, PossibleRouteMatch};

    /// The path the router builds from a route's segments.
    pub(super) fn generated(route: impl PossibleRouteMatch) -> String {
        let mut segments = Vec::new();
        route.generate_path(&mut segments);
        let segments: Vec<&str> = segments.iter().map(PathSegment::as_raw_str).collect();
        format!("/{}", segments.join("/"))
    }

    #[test]
    fn paths_are_the_addresses_users_and_tests_know() {
        let paths: Vec<&str> = Page::ALL.iter().map(|page| page.path()).collect();
        assert_eq!(
            paths,
            [
                "/",
                "/sign-in",
                "/jobseeker/profile",
                "/jobseeker/credentials",
                "/client/profile"
            ]
        );
    }

    #[test]
    fn the_router_matches_each_page_at_its_path() {
        let routes = router_paths();
        assert_eq!(routes.len(), Page::ALL.len());
        for (page, generated) in routes {
            assert_eq!(generated, page.path(), "{page:?}");
        }
    }

    /// `app.rs` routes every page through `page_route!` (which only knows pages), once each and in
    /// [`Page::ALL`]'s order, and writes no path of its own.
    #[test]
    fn every_route_in_app_rs_is_a_page() {
        let app = include_str!("../app.rs");
        assert!(!app.contains("path!("), "app.rs writes a route path itself");
        let routed: Vec<&str> = app
            .split("page_route!(")
            .skip(1)
            .filter_map(|rest| rest.split_once(')'))
            .map(|(page, _)| page.trim())
            .collect();
        let pages: Vec<String> = Page::ALL.iter().map(|page| format!("{page:?}")).collect();
        assert_eq!(routed, pages);
    }

    #[test]
    fn areas_own_their_pages_and_nothing_else() {
        for page in Page::ALL.iter().copied() {
            let owners: Vec<Area> = [Area::Jobseeker, Area::Client]
                .into_iter()
                .filter(|area| area.owns(page.path()))
                .collect();
            let expected: &[Area] = match page {
                Page::Home | Page::SignIn => &[],
                Page::JobseekerProfile | Page::Credentials => &[Area::Jobseeker],
                Page::ClientProfile => &[Area::Client],
            };
            assert_eq!(owners, expected, "{page:?}");
        }
        assert!(Area::Jobseeker.owns(&credentials_link(Filter::Missing)));
        assert!(Area::Jobseeker.owns(Area::Jobseeker.home().path()));
        assert!(Area::Client.owns(Area::Client.home().path()));
        assert!(!Area::Client.owns("/clients"));
    }

    #[test]
    fn a_signed_out_visitor_is_shown_sign_in_on_every_page_of_the_app() {
        // An unknown address is no page: it shows "not found".
        for page in Page::ALL {
            assert!(page.shows_sign_in_when_signed_out(), "{page:?}");
        }
    }

    #[test]
    fn links_carry_the_filter_key_the_credentials_page_reads() {
        assert_eq!(
            credentials_link(Filter::Missing),
            "/jobseeker/credentials?filter=missing"
        );
        assert_eq!(
            credentials_link(Filter::Expired),
            "/jobseeker/credentials?filter=expired"
        );
        assert_eq!(credentials_link(Filter::All), "/jobseeker/credentials");
        for filter in [Filter::Missing, Filter::Expired, Filter::Suggested] {
            let link = credentials_link(filter);
            let key = link.rsplit('=').next().unwrap_or_default();
            assert_eq!(Filter::from_key(key), Some(filter));
        }
    }

    #[test]
    fn a_page_displays_as_its_path() {
        assert_eq!(Page::SignIn.to_string(), "/sign-in");
        assert_eq!(Area::Client.home().to_string(), "/client/profile");
    }

    #[test]
    fn redirects_replace_history() {
        let options = replacing_history();
        assert!(options.replace);
        assert!(options.scroll, "a redirect scrolls like any navigation");
    }
}
