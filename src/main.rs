use leptos::prelude::*;
use staffing_web::app::Root;

fn main() {
    staffing_web::panic::install_hook();
    browser_timing::pointer::watch_presses();
    mount_to_body(Root);
}
