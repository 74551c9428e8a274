use leptos::prelude::*;
use staffing_web::app::Root;

fn main() {
    staffing_web::panic::install_hook();
    staffing_web::browser::pointer::watch_presses();
    mount_to_body(Root);
}
