import * as fs from 'node:fs';
import * as path from 'node:path';
import { accounts, expect, test } from '../fixtures';
import { ClientProfilePage, expectNothingOf, JobseekerProfilePage, Shell, SignInPage, signInAs } from '../pages';
import type { Page } from '@playwright/test';
import { recordApiCalls } from '../support/api-calls';

/**
 * The Back button on a shared computer. Chrome keeps recent pages in its back/forward cache and
 * restores them as they were; Playwright turns that cache off, so these tests launch Chromium with
 * it on, and check that a restore really happened. A page restored after a sign-out, here or in
 * another tab, shows nothing of the user who left it, and sends nothing with her token.
 */

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'support', 'chromium-args.json'), 'utf8')) as string[],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

// One worker runs these in order, in the one browser launched with the cache on (spread over the
// workers, each test could restart its worker to launch such a browser anew).
test.describe.configure({ mode: 'default' });

const ana = accounts.ana;

/**
 * Notes, in every document of `page`, what the page looked like when the browser restored it from
 * the cache, before the app's own handler ran (the init script's listener comes first). Kept in the
 * tab's sessionStorage, so that it outlives a reload the app may do next.
 */
async function watchRestores(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      if (!event.persisted) return;
      sessionStorage.setItem('test.restored', getComputedStyle(document.body).visibility);
    });
  });
}

async function restored(page: Page): Promise<{ restored: boolean; visibility: string | null; notRestoredReasons?: unknown }> {
  const { visibility, reasons } = await page.evaluate(() => ({
    visibility: sessionStorage.getItem('test.restored'),
    reasons: (performance.getEntriesByType('navigation')[0] as unknown as { notRestoredReasons?: unknown })?.notRestoredReasons ?? null,
  }));
  return visibility !== null ? { restored: true, visibility } : { restored: false, visibility, notRestoredReasons: JSON.parse(JSON.stringify(reasons)) };
}

/**
 * Ana's profile, then another page of the app opened by its address: two documents in history.
 * Returns her name as the profile showed it.
 */
async function anaLeavesHerProfile(page: Page, keep = false): Promise<string> {
  await watchRestores(page);
  await signInAs(page, ana, { keep });
  const profile = new JobseekerProfilePage(page);
  await profile.expectEditMode();
  const name = await page.getByLabel('Full name').inputValue();
  expect(name).not.toBe('');
  await page.goto('/jobseeker/credentials');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Credentials');
  return name;
}

test.describe('The back/forward cache after a sign-out', () => {
  test('signed out here, Back shows sign-in, not her profile, and sends nothing', async ({ page, sim }) => {
    // The restored page's calls, noted in the page from the moment it comes back (before the app's
    // own listener runs); its clock is the test's, so that what it had scheduled comes due at once.
    await recordApiCalls(page);
    await page.addInitScript(() => {
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) Object.assign(window, { __callsBeforeRestore: (window as unknown as { __apiCalls: string[] }).__apiCalls.length });
      });
    });
    await page.clock.install();
    const name = await anaLeavesHerProfile(page);
    await new Shell(page).signOut();
    const before = (await sim.requests()).length;

    await page.goBack({ waitUntil: 'commit' });

    await new SignInPage(page).expectShown();
    expect(await restored(page)).toEqual({ restored: true, visibility: 'hidden' });
    await expectNothingOf(page, name);
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await expect(new Shell(page).signOutButton).toHaveCount(0);
    // A minute of the page's time: every timer it had left running, or set since, has run.
    await page.clock.runFor(60_000);
    const since = await page.evaluate(() => {
      const w = window as unknown as { __apiCalls: string[]; __callsBeforeRestore: number };
      return w.__apiCalls.slice(w.__callsBeforeRestore);
    });
    expect(since, 'calls since the restore').toEqual([]);
    expect((await sim.requests()).slice(before)).toEqual([]);
  });

  test('signed out in another tab, Back in this one shows sign-in', async ({ page, context }) => {
    const name = await anaLeavesHerProfile(page, true);
    const other = await context.newPage();
    await other.goto('/jobseeker/profile');
    await new Shell(other).signOut();
    await other.close();

    await page.goBack({ waitUntil: 'commit' });

    await new SignInPage(page).expectShown();
    expect((await restored(page)).restored).toBe(true);
    await expectNothingOf(page, name);
  });

  test('someone else signed in another tab: Back shows that person\'s own pages', async ({ page, context }) => {
    const name = await anaLeavesHerProfile(page, true);
    const other = await context.newPage();
    await other.goto('/jobseeker/profile');
    await new Shell(other).signOut();
    // His sign-in there loads this tab afresh, for him (session::other_tabs). Back is pressed once
    // that load is over: pressed during it, it has no page to go back from.
    const loadedAfresh = page.waitForEvent('load');
    await new SignInPage(other).signInWithPassword(accounts.client.email, accounts.client.password, { keep: true });
    await new ClientProfilePage(other).expectShown();
    await other.close();
    await loadedAfresh;

    await page.goBack({ waitUntil: 'commit' });

    await new ClientProfilePage(page).expectShown();
    expect(await restored(page)).toEqual({ restored: true, visibility: 'hidden' });
    await expectNothingOf(page, name);
  });

  test('still signed in, Back shows her profile again, straight from the cache', async ({ page }) => {
    const name = await anaLeavesHerProfile(page);
    await page.goBack({ waitUntil: 'commit' });
    await new JobseekerProfilePage(page).expectEditMode();
    expect(await restored(page)).toEqual({ restored: true, visibility: 'hidden' });
    await expect(page.locator('body')).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue(name);
  });
});
