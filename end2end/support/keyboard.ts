import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (at most `limit` presses), as a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `not reached with ${limit} presses of Tab`).toBeFocused();
}

/**
 * What has the focus: never the page body. A focused element that stops being focusable (a button
 * made `disabled`, a box hidden) keeps the focus until the browser's next rendering update, which
 * then drops it to the body: so the focus is checked again once two frames have been drawn (the
 * second frame's callbacks run after the first frame's update).
 */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
  await expect(target).toBeFocused();
}

/**
 * Marks every live region in the page now, so that later ones, born with their text, can be told
 * apart. A region added later empty and filled afterwards (an error box's `role="alert"`) was in
 * the page before its message, as one that was there: a MutationObserver notes which were born
 * empty.
 */
export async function markLiveRegions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const LIVE = '[aria-live], [role=status], [role=alert], [role=log]';
    for (const region of document.querySelectorAll(LIVE)) {
      region.setAttribute('data-test-was-there', '');
    }
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          const regions = [...(node.matches(LIVE) ? [node] : []), ...node.querySelectorAll(LIVE)];
          for (const region of regions) {
            if ((region.textContent ?? '').trim() === '') region.setAttribute('data-test-was-there', '');
          }
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * How a screen reader hears `text`: the live regions holding it that were in the page before
 * (`markLiveRegions`), those born with it, and whether the focused element carries it outside
 * such a region (GOV.UK's error box: the focus on the box, the `role="alert"` inside it, is heard
 * once).
 */
export async function whereHeard(page: Page, text: string) {
  return page.evaluate((text) => {
    const regions = [...document.querySelectorAll('[aria-live], [role=status], [role=alert], [role=log]')].filter(
      (region) => region.getAttribute('aria-live') !== 'off' && (region.textContent ?? '').includes(text),
    );
    const focused = document.activeElement;
    const focusHoldsIt =
      focused !== null && focused !== document.body && (focused.textContent ?? '').includes(text);
    return {
      regionsThatWereThere: regions.filter((region) => region.hasAttribute('data-test-was-there')).length,
      regionsBornWithIt: regions.filter((region) => !region.hasAttribute('data-test-was-there')).length,
      onTheFocus: focusHoldsIt && !regions.some((region) => focused!.contains(region)),
    };
  }, text);
}

/**
 * `text` is heard exactly once: from a live region that was in the page before it, or from the
 * element that has the focus, and never from a region born with it.
 */
export async function expectHeardOnce(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => {
      const heard = await whereHeard(page, text);
      return heard.regionsBornWithIt === 0 && heard.regionsThatWereThere + (heard.onTheFocus ? 1 : 0) === 1;
    }, { message: `"${text}" heard once, from a region that was there or from the focus` })
    .toBe(true);
  const heard = await whereHeard(page, text);
  expect(heard, `"${text}"`).toMatchObject({ regionsBornWithIt: 0 });
  expect(heard.regionsThatWereThere + (heard.onTheFocus ? 1 : 0), `"${text}" heard once`).toBe(1);
}
