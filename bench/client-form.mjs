// 3-5. Our client profile form: the landing and the render, every select complete, memory, typing
// and a burst, the browser's floor for its markup (one signed-in session per run); the bench tenants
// beyond bench<N> (every kind of field, 5,000 fields) and the 5,000-field form's budgets.
import { fillSignIn, newContext, openPage, sleep, withTimeout } from './browser.mjs';
import { OUR_FORM_ROOT } from './harness.mjs';
import { landingFrom } from './landing.mjs';
import { saveWithErrors } from './save.mjs';
import { burst, typeAndMeasure, typingSummary } from './typing.mjs';

/** The simulator's tenant whose 1,000-field form mixes every kind of field. */
export const MIXED = { fields: 1000, tenant: 'benchmixed1000' };
/** The simulator's 5,000-field tenant, four fields in five required: Save with errors is timed there. */
export const LARGE = { fields: 5000, tenant: 'bench5000' };
/**
 * Its budgets, ms (README.md, the end of "Output"): the render, typing p75 once Save's errors are
 * shown, and Save from the click to the next paint (web-vitals' good interaction).
 */
// Every field laid out, for the accessibility tree: render 300 → 900 ms
// (docs/performance.md#every-field-laid-out).
export const LARGE_BUDGETS = { render_ms: 900, typing_after_errors_p75_ms: 50, save_ms: 200 };

/**
 * One run of our client form: sign-in, the landing and the render, every select complete, memory,
 * typing and a burst, and the browser's floor. With `save` (the large form), also Save with every
 * required field empty and typing once its errors are shown (saveWithErrors), before the floor.
 */
export async function formRun(browser, options, fields, form, appUrl = options.appUrl, tenant = `bench${fields}`, { save = false } = {}) {
  const context = await newContext(browser, fields, {
    controls: { root: OUR_FORM_ROOT, expected: form.ours },
    ...(save ? { save: { root: OUR_FORM_ROOT } } : {}),
  });
  try {
    const { page, errors } = await openPage(context);
    const cdp = await context.newCDPSession(page);
    const { signInPage, profile, landing } = await signInAndLand(page, options, fields, form, appUrl, tenant);
    const fetch = theProfileFetch(profile);
    await checkControls(page, fields);
    const { render, lists } = await renderFigures(page, options, fields, profile, fetch);
    const memory = await memoryFigures(page, cdp);
    const { input, inputId, keys, burstResult, draftLongTasks } = await typeInLastField(page, options, render);
    if (errors.length) throw new Error(`${fields}-field run: ${errors.join('; ')}`);
    // The markup as rendered, for the floor, before Save adds its errors to the page. Its copy is
    // 20 MB of garbage in the page's heap at N = 5,000: collected now, or the collection it sets off
    // (which also traces the whole DOM) lands inside Save's figure, as 0.2-1.4 s more in tries here.
    const markup = save ? await page.evaluate(() => document.querySelector('main').innerHTML) : null;
    if (save) await cdp.send('HeapProfiler.collectGarbage');
    const saved = save ? await saveWithErrors(page, options, form, input, inputId) : {};
    if (errors.length) throw new Error(`${fields}-field run, Save: ${errors.join('; ')}`);
    // Last, as it replaces the app's DOM: what the browser alone needs for this page's markup.
    const floor = await renderFloor(page, markup);
    await cdp.detach();
    return {
      fields,
      tenant,
      field: inputId,
      sign_in_page: { ready: signInPage.ready, frame: signInPage.frame, handed_over: await page.evaluate(() => window.__bench.handedOver()) },
      landing,
      render: {
        ...render,
        ...floor,
        // Every select complete, also from the start of the sign_in request.
        lists_from_sign_in_ms: lists ? lists.frame - landing.sign_in_start : null,
      },
      memory,
      typing: { keys, ...typingSummary(keys) },
      burst: burstResult,
      long_tasks_after_render: draftLongTasks,
      ...saved,
    };
  } finally {
    await context.close();
  }
}

/** Our sign-in page, filled in and "Sign in" clicked, until the form is drawn: its figures so far. */
async function signInAndLand(page, options, fields, form, appUrl, tenant) {
  await page.goto(`${appUrl}/sign-in?tenant=${tenant}`);
  const signInPage = await withTimeout(page.evaluate(() => window.__bench.signInDone), 30_000, 'sign-in form');
  await (await fillSignIn(page, options, `bench@${tenant}.test`)).click();
  const profile = await withTimeout(
    page.evaluate(() => window.__bench.profileDone),
    120_000,
    `${fields}-field form`,
  );
  const landing = await landingFrom(page, await withTimeout(
    page.evaluate(() => window.__bench.controlsDone),
    120_000,
    `${fields}-field form's controls`,
  ), form.ours);
  return { signInPage, profile, landing };
}

/** The one get_client_profile request of the landing (instrument.js's record of it), answered 200. */
function theProfileFetch(profile) {
  const fetches = profile.fetches;
  if (fetches.length !== 1 || fetches[0].status !== 200) {
    throw new Error(`expected one get_client_profile with 200, got ${JSON.stringify(fetches)}`);
  }
  return fetches[0];
}

/** Untimed: every field of the form has a control, and exactly its own controls. */
async function checkControls(page, fields) {
  // Untimed check that the N fields are real controls.
  const controls = await page.evaluate(() =>
    [...document.querySelectorAll('.dynamic-form [data-field-type]')].filter((f) => f.querySelector('input, select, textarea'))
      .length,
  );
  if (controls !== fields) throw new Error(`${controls} of ${fields} fields have a control`);
  // ... and that each field has exactly its own controls (a phone: the calling code and the
  // number; a group of radio buttons or checkboxes: a box per option), so "all controls in the
  // DOM" meant every field's.
  const misshapen = await page.evaluate(() =>
    [...document.querySelectorAll('.dynamic-form [data-field-type]')].filter((f) => {
      const n = f.querySelectorAll('input, select, textarea').length;
      const type = f.getAttribute('data-field-type');
      const boxes = f.querySelectorAll('.choice').length;
      return n !== (type === 'phone' ? 2 : type === 'radio' || type === 'multiselect' ? boxes || -1 : 1);
    }).length,
  );
  if (misshapen) throw new Error(`${misshapen} field(s) of the ${fields}-field form lack their controls`);
}

/**
 * The render's figures (3): from the response to the form drawn, and to every select's option list
 * complete (waited for here), with the long tasks in between.
 */
async function renderFigures(page, options, fields, profile, fetch) {
  // Every select's whole option list, filled in after the first paint: when it was all in place,
  // and an untimed count that every select really holds it (a phone's ~250 countries, a
  // dropdown's 3 options, each after the empty choice).
  // A build from before the lists were filled in never marks them: with --lists-timeout (for
  // bench/ab.sh against such a build) the figure is then null ("n/a") instead of a failed run.
  const listsWait = page.evaluate(() => window.__bench.listsDone);
  const lists = options.listsTimeout
    ? await Promise.race([listsWait, sleep(options.listsTimeout).then(() => null)])
    : await withTimeout(listsWait, 120_000, `${fields}-field option lists`);
  const short = !lists ? 0 : await page.evaluate(() =>
    [...document.querySelectorAll('.dynamic-form [data-field-type] select')].filter((select) => {
      const phone = select.closest('[data-field-type="phone"]') !== null;
      return phone ? select.options.length < 241 : select.options.length !== 4;
    }).length,
  );
  if (short) throw new Error(`${short} select(s) of the ${fields}-field form lack options once complete`);
  const longTasks = await page.evaluate(() => window.__bench.longTasks);
  const render = {
    request_start: fetch.start,
    response: fetch.resolved,
    body_read: fetch.body,
    dom: profile.dom,
    frame: profile.frame,
    painted: profile.painted,
    // The figure with the budget: response -> next animation frame after all N fields exist.
    render_ms: profile.frame - fetch.resolved,
    render_painted_ms: profile.painted - fetch.resolved,
    body_ms: fetch.body - fetch.resolved,
    build_ms: profile.dom - fetch.body,
    long_tasks: longTasks.filter((t) => t.start + t.duration >= fetch.resolved && t.start <= profile.painted),
    // Every option of every select in place (filled in after the first paint): response -> the
    // next animation frame after that, and -> painted.
    lists_complete: lists?.complete ?? null,
    lists_ms: lists ? lists.frame - fetch.resolved : null,
    lists_painted_ms: lists ? lists.painted - fetch.resolved : null,
    lists_long_tasks: lists ? longTasks.filter((t) => t.start + t.duration >= profile.painted && t.start <= lists.painted) : null,
  };
  return { render, lists };
}

/** 5. Memory once the page is idle: as it stands, then after a forced garbage collection. */
async function memoryFigures(page, cdp) {
  await sleep(500);
  const memory = await page.evaluate(() => window.__bench.memory());
  await cdp.send('HeapProfiler.collectGarbage');
  const memoryAfterGc = await page.evaluate(() => window.__bench.memory());
  return {
    js_heap_used: memory.usedJSHeapSize,
    js_heap_total: memory.totalJSHeapSize,
    js_heap_used_after_gc: memoryAfterGc.usedJSHeapSize,
    wasm_memory: memory.wasmMemoryBytes,
  };
}

/**
 * 4. Typing into the last text field (clicking scrolls it into view, as a user would): the keys one
 * at a time, then a burst, checked against what the field holds; then the draft's long tasks.
 */
async function typeInLastField(page, options, render) {
  const input = page.locator('.dynamic-form [data-field-type="string"]').last().locator('input');
  const inputId = await input.getAttribute('id');
  await input.click();
  await sleep(300);
  const focused = await page.evaluate(() => document.activeElement && document.activeElement.id);
  if (focused !== inputId) throw new Error(`focus is on #${focused}, not the last text field #${inputId}`);
  const keys = await typeAndMeasure(page, options.keys);
  await sleep(150);
  const burstResult = await burst(page, options.keys);
  const value = await input.inputValue();
  const expected = keys.map((k) => k.key).join('') + burstResult.text;
  if (value !== expected) throw new Error(`the field holds "${value}", expected "${expected}"`);
  // The draft is written 400 ms after the last key; let it happen so its errors would show.
  await sleep(700);
  const draftLongTasks = (await page.evaluate(() => window.__bench.longTasks)).filter(
    (t) => t.start > render.painted,
  );
  return { input, inputId, keys, burstResult, draftLongTasks };
}

/**
 * The browser's floor for the form render: the page's own markup, as rendered (or `rendered`, taken
 * earlier, before Save changed the page), put back with one innerHTML and timed to the next
 * animation frame. No JSON, no wasm: HTML parsing, style, layout. Also the same markup with each
 * <select> (dropdowns, calling codes) replaced by an <input>, which shows what the native selects
 * cost. Run after everything else, on a page that is then thrown away.
 */
async function renderFloor(page, rendered = null) {
  return page.evaluate(async (given) => {
    const host = document.querySelector('main');
    const markup = given ?? host.innerHTML;
    const withoutSelects = markup.replace(/<select([^>]*)>[\s\S]*?<\/select>/g, '<input$1>');
    const settle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const time = async (html) => {
      host.replaceChildren();
      await settle();
      await settle();
      const start = performance.now();
      host.innerHTML = html;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - start;
    };
    const floor = await time(markup);
    const floorWithoutSelects = await time(withoutSelects);
    return { floor_ms: floor, floor_without_selects_ms: floorWithoutSelects, markup_bytes: markup.length };
  }, rendered);
}
