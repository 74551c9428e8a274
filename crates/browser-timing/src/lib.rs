//! When work runs on the browser's one thread: in a later task ([`tasks::next_task`]), after the
//! next frame is painted ([`tasks::after_next_paint`]), when the browser is idle
//! ([`tasks::when_idle`]), and, for work that moves the page, once a press of the pointer has ended
//! ([`pointer::after_press`]). The app and the client form renderer (`dynamic-form`) share them.

pub mod pointer;
pub mod tasks;
#[cfg(feature = "testing")]
pub mod testing;
