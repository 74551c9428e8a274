// The peer: the same client profile form in react-jsonschema-form (../shared/peer-rjsf), served
// from its own origin by a plain static server (servers.mjs; no CSP: its validator compiles with
// new Function), signing in with the same API and account.
import { fillSignIn, newContext, openPage, sleep, withTimeout } from './browser.mjs';
import { PEER_FORM_ROOT, PEER_SIGN_IN_EMAIL, peerAddress } from './harness.mjs';
import { landingFrom } from './landing.mjs';
import { burst, typeAndMeasure, typingSummary } from './typing.mjs';

/**
 * The controls of the peer's form, or the peer's own failure (window.__bench.error, kept as a
 * promise by instrument.js) at once instead of a time-out.
 */
export async function peerControls(page, errors, what, ms) {
  const outcome = await withTimeout(
    page.evaluate(() =>
      Promise.race([
        window.__bench.controlsDone.then((controls) => ({ controls })),
        window.__bench.failed.then((error) => ({ error })),
      ]),
    ),
    ms,
    what,
  );
  if (outcome.error) throw new Error(`the peer: ${outcome.error}${errors.length ? `; ${errors.join('; ')}` : ''}`);
  return outcome.controls;
}

/**
 * That the click the driver timed is the one that signed the peer in: nothing started sign_in before
 * it (the peer's own mark, set just before its fetch, comes after the click), and the page moved to
 * /client/profile as the peer's router does.
 */
export async function checkPeerSignedInByClick(page) {
  const seen = await page.evaluate(() => ({ click: window.__bench.signInClick, start: window.__bench.signinStart, path: location.pathname }));
  if (seen.click === null || seen.start === undefined || seen.start < seen.click) {
    throw new Error(`the peer's sign_in did not follow the timed click (click ${seen.click}, its signinStart ${seen.start})`);
  }
  if (seen.path !== '/client/profile') throw new Error(`the peer landed on ${seen.path}, not /client/profile`);
  return seen;
}

export async function peerRun(browser, options, fields, form, apiUrl = options.apiUrl, peerUrl = `http://127.0.0.1:${options.peerPort}`) {
  const tenant = `bench${fields}`;
  const context = await newContext(browser, fields, { controls: { root: PEER_FORM_ROOT, expected: form.peer }, signInEmail: PEER_SIGN_IN_EMAIL });
  try {
    const { page, errors } = await openPage(context);
    await page.goto(peerAddress(peerUrl, apiUrl, options, fields), { waitUntil: 'commit' });
    // Its sign-in page on screen (the same watch as ours, on its e-mail box); nothing signed in yet.
    const signInPage = await withTimeout(page.evaluate(() => window.__bench.signInDone), 30_000, "the peer's sign-in page");
    if (await page.evaluate(() => window.__bench.signinStart !== undefined)) {
      throw new Error('the peer signed in before its Sign in was clicked: is it opened with ?signin=form?');
    }
    // Filled in and clicked like ours, after the same --click-pause.
    await (await fillSignIn(page, options, `bench@${tenant}.test`)).click();
    const controls = await peerControls(page, errors, `the peer's ${fields}-field form`, 120_000);
    const landing = await landingFrom(page, controls, form.peer);
    await checkPeerSignedInByClick(page);
    const started = await page.evaluate(() => {
      const script = performance.getEntriesByType('resource').find((e) => e.initiatorType === 'script' || /\.js$/.test(e.name));
      return {
        signin_start: window.__bench.signinStart,
        data_at: window.__bench.dataAt,
        script: script ? { start: script.startTime, end: script.responseEnd, bytes: script.transferSize } : null,
      };
    });
    // Untimed: the peer has the same fields, one control each, under RJSF's ids (root_<key>).
    const missing = await page.evaluate((expected) => expected - document.querySelectorAll('#root form [id^="root_"]:is(input, select, textarea)').length, form.peer);
    if (missing) throw new Error(`the peer's ${fields}-field form lacks ${missing} control(s)`);
    await sleep(500);
    const memory = await page.evaluate(() => window.__bench.memory());
    // Typing: the same last text field, the same keys, the same measurement as ours.
    const input = page.locator(`#root_${form.last_string_key}`);
    await input.click();
    await sleep(300);
    const focused = await page.evaluate(() => document.activeElement && document.activeElement.id);
    if (focused !== `root_${form.last_string_key}`) throw new Error(`the peer: focus is on #${focused}`);
    const keys = await typeAndMeasure(page, options.keys);
    await sleep(150);
    const burstResult = await burst(page, options.keys);
    const value = await input.inputValue();
    const expected = keys.map((k) => k.key).join('') + burstResult.text;
    if (value !== expected) throw new Error(`the peer's field holds "${value}", expected "${expected}"`);
    if (errors.length) throw new Error(`the peer, ${fields} fields: ${errors.join('; ')}`);
    return {
      fields,
      field: `root_${form.last_string_key}`,
      // Navigation start -> its sign-in page's e-mail box in the page, shown and enabled, and the
      // frame that shows it (as ours, figure 2).
      sign_in_page: { ready: signInPage.ready, frame: signInPage.frame, painted: signInPage.painted },
      // Its own mark, set just before its sign_in fetch (after the click).
      signin_start: started.signin_start,
      data_at: started.data_at,
      script: started.script,
      landing: {
        ...landing,
        // The same figure from the peer's own mark (set just before its fetch), for comparison.
        from_signin_mark_ms: landing.dom - started.signin_start,
      },
      memory: { js_heap_used: memory.usedJSHeapSize, js_heap_total: memory.totalJSHeapSize },
      typing: { keys, ...typingSummary(keys) },
      burst: burstResult,
    };
  } finally {
    await context.close();
  }
}
