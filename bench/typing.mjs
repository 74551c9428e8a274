// Typing (figure 4): keys one at a time and in a burst, each timed in the page from keydown to the
// next frame; the harness's own floor (a bare <input>).
import { newContext, sleep, withTimeout } from './browser.mjs';
import { percentile } from './stats.mjs';

const TYPED = 'abcdefghijklmnopqrstuvwxyz';

export async function typeAndMeasure(page, keys) {
  const start = await page.evaluate(() => window.__bench.keys.length);
  for (let i = 0; i < keys; i++) {
    await page.keyboard.press(TYPED[i % TYPED.length]);
    await withTimeout(page.evaluate((index) => window.__bench.keyDone(index), start + i), 10_000, `key ${i}`);
    // A human-like gap (well under the draft's 400 ms debounce), not aligned with frames.
    await sleep(20 + Math.random() * 40);
  }
  const records = await page.evaluate(({ from, count }) => window.__bench.keys.slice(from, from + count), {
    from: start,
    count: keys,
  });
  return records.map((r) => ({
    key: r.key,
    // keydown as the page saw it (first listener, capture phase) -> next animation frame after
    // the key's input event was handled.
    next_frame_ms: r.frame - r.down,
    // keydown -> the app's input handling (and its microtasks) done.
    work_ms: r.input - r.down,
    // keydown -> the task after that frame (style, layout and paint done).
    painted_ms: r.painted - r.down,
    // the event's own timestamp (when the browser created it) -> the first listener: queueing.
    queued_ms: r.down - r.timeStamp,
  }));
}

export async function burst(page, keys) {
  const start = await page.evaluate(() => window.__bench.keys.length);
  const text = Array.from({ length: keys }, (_, i) => TYPED[(i + 7) % TYPED.length]).join('');
  const t0 = Date.now();
  await page.keyboard.type(text, { delay: 0 });
  const last = await withTimeout(
    page.evaluate((index) => window.__bench.keyDone(index), start + keys - 1),
    20_000,
    'burst',
  );
  const wall = Date.now() - t0;
  const first = await page.evaluate((index) => window.__bench.keys[index], start);
  return {
    text,
    // first keydown -> next frame after the last key's input (in the page).
    total_ms: last.frame - first.down,
    total_painted_ms: last.painted - first.down,
    // as Playwright saw it (includes its protocol round trips).
    wall_ms: wall,
  };
}

export function typingSummary(keys) {
  const col = (name) => keys.map((k) => k[name]);
  return {
    next_frame_p75_ms: percentile(col('next_frame_ms'), 0.75),
    next_frame_max_ms: Math.max(...col('next_frame_ms')),
    work_p75_ms: percentile(col('work_ms'), 0.75),
    work_max_ms: Math.max(...col('work_ms')),
    painted_p75_ms: percentile(col('painted_ms'), 0.75),
    painted_max_ms: Math.max(...col('painted_ms')),
  };
}

/** Clicks into our form's last text field, then types the measured keys there (`typeAndMeasure`). */
export async function typeInLastTextField(page, keys) {
  await page.locator('.dynamic-form [data-field-type="string"]').last().locator('input').click();
  await sleep(300);
  await typeAndMeasure(page, keys);
  await sleep(200);
}

/** The harness's own floor: the same typing measurement on a page with one bare <input>. */
export async function floorRun(browser, options) {
  const context = await newContext(browser, 0);
  try {
    const url = 'http://bench.invalid/floor';
    await context.route(url, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>floor</title><input id=floor>' }),
    );
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('#floor').click();
    await sleep(200);
    const keys = await typeAndMeasure(page, options.keys);
    await sleep(150);
    const burstResult = await burst(page, options.keys);
    return { typing: { keys, ...typingSummary(keys) }, burst: burstResult };
  } finally {
    await context.close();
  }
}
