import type { Page, Route } from '@playwright/test';

/**
 * Holding the app back, to see the page before it (docs/architecture.md, "The sign-in page before
 * the app"): its wasm or config.json is held until the test releases it.
 */

/** Requests matching `url`, held back until `release()`; `passOn` lets them go on. */
async function hold(
  page: Page,
  url: string | RegExp,
  passOn: (route: Route) => Promise<void>,
): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let open = false;
  await page.route(url, async (route) => {
    if (open) await passOn(route);
    else held.push(route);
  });
  return {
    release: async () => {
      open = true;
      for (const route of held.splice(0)) await passOn(route);
    },
  };
}

/** The wasm, held back until `release()`: the app's code has not arrived. */
export async function holdWasm(page: Page): Promise<{ release: () => Promise<void> }> {
  return hold(page, /\.wasm$/, (route) => route.continue());
}

/** Opens `address` without waiting for the page's load event, which the held wasm may delay. */
export async function visit(page: Page, address: string) {
  return page.goto(address, { waitUntil: 'domcontentloaded' });
}

/** config.json, held back until `release()`. */
export async function holdConfig(page: Page): Promise<{ release: () => Promise<void> }> {
  return hold(page, '**/config.json', (route) => route.fallback());
}
