// Save with every required field empty on the 5,000-field form, and typing with its errors shown.
import { sleep, withTimeout } from './browser.mjs';
import { OUR_FORM_ROOT } from './harness.mjs';
import { typeAndMeasure, typingSummary } from './typing.mjs';

/**
 * Save with every required field empty, then typing with the errors shown (the large form). The
 * text field typed into is emptied again and its draft written; then Save is clicked and timed from
 * the click (the event's own time stamp) until the errors are shown (instrument.js: the error
 * summary in the page and the focus on a control of the form), the next frame and painted (the
 * next paint). Untimed: the focus must be on the first field in error, which with every field
 * empty is the form's first required field, or the run fails; the summary's links are counted.
 * Then the same text field is typed into again, measured as figure 4.
 */
export async function saveWithErrors(page, options, form, input, inputId) {
  await input.fill('');
  if ((await input.inputValue()) !== '') throw new Error(`#${inputId} still holds text before Save`);
  await sleep(700);
  await page.locator(`form:has(${OUR_FORM_ROOT}) button[type="submit"]`).click();
  const timed = await withTimeout(page.evaluate(() => window.__bench.saveDone), 60_000, 'Save: the errors shown').catch(async (error) => {
    const seen = await page.evaluate(() => ({
      clicked: window.__bench.save !== null,
      summary: document.querySelector('.error-summary') !== null,
      focus: document.activeElement?.id || document.activeElement?.tagName || null,
    }));
    throw new Error(`${error.message} (the error summary and the focus on a control of the form): ${JSON.stringify(seen)}`);
  });
  // Read once the page has settled: an app could fill the summary in over several tasks.
  await sleep(500);
  const shown = await page.evaluate((root) => {
    const active = document.activeElement;
    const summary = document.querySelector('.error-summary');
    return {
      focused_id: active?.id || null,
      focused_control: Boolean(active?.matches('input, select, textarea')),
      focused_field: [...document.querySelectorAll(`${root} [data-field-type]`)].findIndex((field) => field.contains(active)),
      error_links: summary ? summary.querySelectorAll('a[href]').length : 0,
      first_link: summary?.querySelector('a[href]')?.getAttribute('href') ?? null,
      invalid_controls: document.querySelectorAll(`${root} [aria-invalid="true"]`).length,
    };
  }, OUR_FORM_ROOT);
  if (!shown.focused_control || shown.focused_field !== form.first_required_index) {
    throw new Error(
      `after Save the focus is on #${shown.focused_id} (field ${shown.focused_field + 1}), not on a control of the first field in error ` +
        `(field ${form.first_required_index + 1}, the first required one)`,
    );
  }
  const longTasks = (await page.evaluate(() => window.__bench.longTasks)).filter(
    (t) => t.start + t.duration >= timed.click && t.start <= timed.painted,
  );
  // Typing again, the errors shown (clicking scrolls the field back into view).
  await input.click();
  await sleep(300);
  const focused = await page.evaluate(() => document.activeElement && document.activeElement.id);
  if (focused !== inputId) throw new Error(`after Save, focus is on #${focused}, not the last text field #${inputId}`);
  const keys = await typeAndMeasure(page, options.keys);
  const value = await input.inputValue();
  const expected = keys.map((k) => k.key).join('');
  if (value !== expected) throw new Error(`after Save, the field holds "${value}", expected "${expected}"`);
  await sleep(700);
  return {
    save: {
      pressed: timed.pressed,
      click: timed.click,
      handled: timed.handled,
      shown: timed.shown,
      frame: timed.frame,
      painted: timed.painted,
      // From the click: the app's submit handler done (and its microtasks); the errors shown; the
      // next frame after that; the task after that frame, once style, layout and paint are done.
      handled_ms: timed.handled === null ? null : timed.handled - timed.click,
      shown_ms: timed.shown - timed.click,
      next_frame_ms: timed.frame - timed.click,
      painted_ms: timed.painted - timed.click,
      // The click's event time stamp -> its first listener: the click waited this long in the queue
      // (or behind the browser's own work on the way, such as the style and layout its hit test
      // needed after the press moved the focus).
      queued_ms: timed.down - timed.click,
      // The press (pointerdown) -> the click's time stamp: about 0 here, as Playwright's press and
      // release reach the browser together, so the figures start at the press too.
      press_to_click_ms: timed.pressed === null ? null : timed.click - timed.pressed,
      expected_errors: form.required,
      ...shown,
      long_tasks: longTasks,
    },
    typing_after_errors: { keys, ...typingSummary(keys) },
  };
}
