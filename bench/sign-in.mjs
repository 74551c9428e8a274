// 2. Sign-in page ready (a cold load: new context, empty cache).
import { newContext, openPage, withTimeout } from './browser.mjs';

/**
 * When the sign-in page drawn before the app (index.html) gave way to the app's own, in ms from
 * navigation start; null when there was none (a build without it), once the app's form is there.
 */
async function handedOver(page) {
  return withTimeout(
    page.evaluate(async () => {
      for (;;) {
        const at = window.__bench.handedOver();
        if (at !== null) return at;
        if (!document.getElementById('first-paint') && document.getElementById('sign-in-email')) return null;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
    30_000,
    "the app's sign-in page",
  );
}

export async function signInRun(browser, options, tenant) {
  const context = await newContext(browser, 0);
  try {
    const { page, errors } = await openPage(context);
    await page.goto(`${options.appUrl}/sign-in?tenant=${tenant}`, { waitUntil: 'commit' });
    const signIn = await withTimeout(page.evaluate(() => window.__bench.signInDone), 30_000, 'sign-in form');
    const handed = await handedOver(page);
    const presented = await page.evaluate(() => window.__bench.signIn.presented);
    const details = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const resource = (suffix) => {
        const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith(suffix));
        return entry ? { start: entry.startTime, end: entry.responseEnd, bytes: entry.transferSize } : null;
      };
      return {
        documentResponseEnd: nav.responseEnd,
        domContentLoaded: nav.domContentLoadedEventEnd,
        wasmDownload: resource('.wasm'),
        jsDownload: resource('.js'),
        wasmInstantiateStart: window.__bench.wasm.instantiateStart,
        wasmInstantiateEnd: window.__bench.wasm.instantiateEnd,
      };
    });
    // The landing pages' rehearsals (src/pages/rehearsal.rs), which the page runs once it is idle:
    // when each ran and what it cost, from their User Timing measures. Untimed wait: 2 s at most.
    const rehearsals = await page.evaluate(async () => {
      const read = () => performance.getEntriesByType('measure').filter((m) => m.name.startsWith('rehearsal '));
      for (let waited = 0; read().length < 2 && waited < 2000; waited += 50) await new Promise((r) => setTimeout(r, 50));
      return read().map((m) => ({ name: m.name.slice('rehearsal '.length), start: m.startTime, duration: m.duration }));
    });
    if (errors.length) throw new Error(`sign-in page: ${errors.join('; ')}`);
    return { ready: signIn.ready, frame: signIn.frame, painted: signIn.painted, presented, handed_over: handed, ...details, rehearsals };
  } finally {
    await context.close();
  }
}
