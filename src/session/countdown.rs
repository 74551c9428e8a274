//! A wait the user can see: the seconds left before something may be done again (another code, or
//! any call once the platform has answered 429). leptos-use's shape: a handle whose timer stops by
//! itself once its owner is gone, so a countdown cannot outlive its page.

use leptos::prelude::*;
use std::time::Duration;

#[derive(Clone, Copy)]
pub struct Countdown {
    left: RwSignal<u32>,
    /// When the wait ends, in milliseconds since the Unix epoch: each tick counts from it, so the
    /// seconds shown do not drift with late timers, and a wait started again moves every tick.
    ends_at: StoredValue<f64>,
}

pub fn use_countdown() -> Countdown {
    Countdown {
        left: RwSignal::new(0),
        ends_at: StoredValue::new(0.0),
    }
}

impl Countdown {
    /// Waits `seconds` from now, replacing a wait under way (whose ticks then count to the new end).
    pub fn start(self, seconds: u32) {
        let running = self.is_running();
        self.ends_at
            .set_value(js_sys::Date::now() + f64::from(seconds) * 1000.0);
        if !running {
            self.tick();
        }
    }

    /// Seconds left (0: no wait), tracked.
    pub fn left(self) -> u32 {
        self.left.get()
    }

    /// Whether a wait is under way, untracked, for event handlers.
    pub fn is_running(self) -> bool {
        self.left.try_get_untracked().unwrap_or(0) > 0
    }

    fn tick(self) {
        let Some(ends_at) = self.ends_at.try_get_value() else {
            return;
        };
        let left_ms = (ends_at - js_sys::Date::now()).max(0.0);
        let left = (left_ms / 1000.0).ceil() as u32;
        self.left.try_set(left);
        if left > 0 {
            // The next whole second of the wait.
            let next = left_ms - f64::from(left - 1) * 1000.0;
            set_timeout(
                move || self.tick(),
                Duration::from_millis(next.ceil() as u64),
            );
        }
    }
}
