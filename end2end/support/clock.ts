import type { Page } from '@playwright/test';

/**
 * How far ahead of the page's time `pauseClock` stops it. `page.clock.pauseAt` takes a time, which
 * must not be in the page's past: the page's time runs on while the test reads it and asks for the
 * pause (one round trip each), so the clock stops a little after the time read. A round trip
 * longer than this makes `pauseAt` throw ("Cannot fast-forward to the past"); it never makes a
 * test pass or fail silently.
 */
const PAUSE_AHEAD_MS = 1_000;

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded), a moment
 * from now: from then on the page's timers, `Date` and animation frames move only when the test
 * moves them (`page.clock.runFor`), until `page.clock.resume()`. The app's timers all go through
 * them: leptos' `set_timeout` and the countdowns' `js_sys::Date::now` call the page's globals.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + PAUSE_AHEAD_MS);
}
