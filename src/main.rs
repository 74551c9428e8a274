use leptos::prelude::*;
use staffing_web::app::Root;

fn main() {
    staffing_web::panic::install_hook();
    mount_to_body(Root);
}
