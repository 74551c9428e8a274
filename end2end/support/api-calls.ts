import type { Page } from '@playwright/test';

/**
 * The platform calls a page makes, noted in the page itself at the moment it calls `fetch` (the
 * app's calls and the page before the app's alike go through the global `fetch`). A check that a
 * press sent nothing reads this list as soon as the press has been handled: a call the press made
 * is in it by then, while the simulator's log (`sim.requests`) and Playwright's `request` event
 * learn of it only after it has crossed the network.
 */
export async function recordApiCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    const original = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const url = input instanceof Request ? input.url : input instanceof URL ? input.href : String(input);
      const endpoint = /\/api\/v1\/(?:[a-z_]+\/)*([a-z_]+)(?:\?|$)/.exec(url);
      if (endpoint) calls.push(endpoint[1]);
      return original.call(window, input, init);
    };
    Object.assign(window, { __apiCalls: calls });
  });
}

/** The platform calls the page has made so far (`recordApiCalls`), by endpoint name, oldest first. */
export async function apiCalls(page: Page, endpoint?: string): Promise<string[]> {
  const calls = await page.evaluate(() => (window as unknown as { __apiCalls?: string[] }).__apiCalls ?? null);
  if (calls === null) throw new Error('recordApiCalls(page) was not called before the page loaded');
  return endpoint === undefined ? calls : calls.filter((call) => call === endpoint);
}
