import { accounts, expect, queryParams, test, type SimClient } from '../fixtures';
import {
  BrowserStorage,
  ClientProfilePage,
  CredentialsPage,
  expectNothingOf,
  JobseekerProfilePage,
  Shell,
  SignInPage,
  signInAs,
} from '../pages';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * One session per browser, whatever the number of tabs: the session "Keep me signed in" keeps is
 * every tab's. A sign-in, a sign-in again after the session ended, and a sign-out in one tab reach
 * the others within a second; a save refused because the session ended goes again with the session
 * she signed in with in another tab. Two pages of one browser context are two tabs.
 */

const ana = accounts.ana;
/** How soon another tab follows what one tab did. */
const WITHIN_A_SECOND = { timeout: 1_000 };

/** Ana, kept signed in, on her profile with an unsaved name; and a second tab on `path`. */
async function twoTabsWithAnUnsavedName(
  page: Page,
  context: BrowserContext,
  name: string,
  path: string,
): Promise<Page> {
  await signInAs(page, ana, { keep: true });
  const profile = new JobseekerProfilePage(page);
  await profile.expectEditMode();
  await profile.fill({ 'Full name': name });
  const other = await context.newPage();
  await other.goto(path);
  await expect(other.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Its page's own reads answered: one still in flight when the test ends her session would end it
  // in that tab before the test's own steps there (a race seen under load, not the rule tested).
  await other.waitForLoadState('networkidle');
  return other;
}

/**
 * Her session ends (the platform lets every token go), the other tab finds out at its next read,
 * and she signs in again there, kept signed in. Returns the new token.
 */
async function sessionEndsAndSheSignsInAgainIn(other: Page, sim: SimClient): Promise<string> {
  await sim.expireSessions();
  await new Shell(other).navigateTo('Credentials');
  const signIn = new SignInPage(other);
  await signIn.expectShown();
  await expect(signIn.sessionEndedNotice).toBeVisible();
  await signIn.signInWithPassword(ana.email, ana.password, { keep: true });
  await new CredentialsPage(other).expectShown();
  const session = await new BrowserStorage(other).localSession();
  expect(session).not.toBeNull();
  return session?.token ?? '';
}

test.describe('One session across tabs', () => {
  test('she signs in again in the other tab after her session ended: Save here goes once, with the new token, and asks nothing', async ({ page, context, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 401/);
    const other = await twoTabsWithAnUnsavedName(page, context, 'Ana Two Tabs', '/jobseeker/profile');
    const token = await sessionEndsAndSheSignsInAgainIn(other, sim);

    const profile = new JobseekerProfilePage(page);
    await profile.submit();

    await expect(profile.notice).toHaveText('Your profile was saved.');
    await expect(page).toHaveURL(/\/jobseeker\/profile$/);
    await expect(new SignInPage(page).heading).toHaveCount(0);
    await expect(profile.draftRestoredNotice).toHaveCount(0);
    const saves = await sim.requests('create_or_update_jobseeker');
    expect(saves.map((save) => [queryParams(save).get('name'), save.status])).toEqual([['Ana Two Tabs', 200]]);
    expect(saves[0].headers['authentication']).toBe(token);
    // Her sign-in here, and the one in the other tab: none more.
    expect(await sim.requests('sign_in')).toHaveLength(2);
  });

  test('a save refused because her session ended is sent again once with the session she signed in with in the other tab', async ({ page, context, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 401/);
    const other = await twoTabsWithAnUnsavedName(page, context, 'Ana In Flight', '/jobseeker/profile');
    // The save reaches the platform with her old token, which is answered only once she has signed
    // in again in the other tab.
    await sim.fault('create_or_update_jobseeker', 'delay', { delayMs: 6_000 });
    const profile = new JobseekerProfilePage(page);
    await profile.submit();
    await expect.poll(async () => (await sim.requests('create_or_update_jobseeker')).length).toBe(1);
    const token = await sessionEndsAndSheSignsInAgainIn(other, sim);
    const [held] = await sim.requests('create_or_update_jobseeker');
    expect(held.status, 'the save was still waiting for its answer').toBeNull();

    await expect(profile.notice).toHaveText('Your profile was saved.', { timeout: 10_000 });
    await expect(page).toHaveURL(/\/jobseeker\/profile$/);
    await expect(new SignInPage(page).heading).toHaveCount(0);
    const saves = await sim.requests('create_or_update_jobseeker');
    expect(saves.map((save) => [queryParams(save).get('name'), save.status])).toEqual([
      ['Ana In Flight', 401],
      ['Ana In Flight', 200],
    ]);
    expect(saves[0].headers['authentication']).not.toBe(token);
    expect(saves[1].headers['authentication']).toBe(token);
  });

  test('she signs out in the other tab: this one shows sign-in at once, with nothing of hers, and her drafts are gone', async ({ page, context, sim }) => {
    const other = await twoTabsWithAnUnsavedName(page, context, 'Ana Unsaved', '/jobseeker/profile');
    // Her draft is the browser's: the other tab shows it too.
    await expect(new JobseekerProfilePage(other).draftRestoredNotice).toBeVisible();
    await new Shell(other).signOut();
    const before = (await sim.requests()).length;

    const signIn = new SignInPage(page);
    await expect(page).toHaveURL(/\/sign-in$/, WITHIN_A_SECOND);
    await signIn.expectShown();
    await expect(signIn.heading).toBeFocused();
    await expectNothingOf(page, 'Ana Unsaved', 'Ana Torres');
    await expect(new Shell(page).signOutButton).toHaveCount(0);
    await expect(signIn.sessionEndedNotice).toHaveCount(0);
    // Her session and drafts are gone from both storages this tab sees, and nothing of hers stays.
    const kept = (await new BrowserStorage(page).everything()).join('\n');
    for (const personal of ['staffing.session', 'staffing.draft.', 'Ana Unsaved']) {
      expect(kept).not.toContain(personal);
    }
    // Nothing went with her token meanwhile.
    expect((await sim.requests()).slice(before)).toEqual([]);
  });

  test('someone else signs in in the other tab: this one shows his pages, and never sends her draft', async ({ page, context, sim }) => {
    const other = await twoTabsWithAnUnsavedName(page, context, 'Ana Unsaved', '/jobseeker/profile');
    await new Shell(other).signOut();
    await new SignInPage(other).signInWithPassword(accounts.client.email, accounts.client.password, { keep: true });
    await new ClientProfilePage(other).expectShown();

    const his = new ClientProfilePage(page);
    // It loads afresh for him: the app starts again, which takes more than the news itself.
    await expect(page).toHaveURL(/\/client\/profile$/, { timeout: 3_000 });
    await his.expectShown();
    await expectNothingOf(page, 'Ana Unsaved', 'Ana Torres');
    await expect(new Shell(page).navLink('My profile')).toHaveCount(0);
    expect(await sim.requests('create_or_update_jobseeker')).toEqual([]);
  });
});
