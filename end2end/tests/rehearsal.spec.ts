import type { Page } from '@playwright/test';
import { type Account, accounts, APP_URL, expect, tenantNames, test } from '../fixtures';
import { BrowserStorage, ClientProfilePage, JobseekerProfilePage, Shell, SignInPage } from '../pages';

/**
 * While the sign-in page is idle, the app builds each landing page once from a sample nobody sees,
 * so that the real landing after sign-in does not start cold (src/pages/rehearsal.rs). Each
 * rehearsal leaves a User Timing measure named "rehearsal <page>".
 */
const REHEARSED = ['rehearsal client_profile', 'rehearsal jobseeker_profile'];

async function rehearsals(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('measure')
      .map((measure) => measure.name)
      .filter((name) => name.startsWith('rehearsal ')),
  );
}

/**
 * The browser's idle callbacks, held until the test lets them run (`release`), so that when a
 * rehearsal may start is up to the test, not to the machine's speed. `held` counts those waiting.
 */
async function holdIdleCallbacks(page: Page): Promise<{ held: () => Promise<number>; release: () => Promise<void> }> {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback: IdleRequestCallback) => held.push(callback);
    Object.assign(window, {
      heldIdle: () => held.length,
      releaseIdle: () => {
        for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      },
    });
  });
  type Held = { heldIdle: () => number; releaseIdle: () => void };
  return {
    held: () => page.evaluate(() => (window as unknown as Held).heldIdle()),
    release: () => page.evaluate(() => (window as unknown as Held).releaseIdle()),
  };
}

/** Waits until both landing pages have been rehearsed. */
async function rehearsed(page: Page): Promise<void> {
  await expect.poll(() => rehearsals(page), { timeout: 10_000 }).toEqual(REHEARSED);
}

/** Opens the account's sign-in page, waits for both rehearsals, then signs in as a user would. */
async function signInAfterTheRehearsals(page: Page, account: Account): Promise<void> {
  const signIn = new SignInPage(page);
  await signIn.goto(account.tenant);
  await rehearsed(page);
  await signIn.signInWithPassword(account.email, account.password);
}

test.describe('The landing pages, rehearsed while the sign-in page is idle', () => {
  test('nothing of a rehearsal shows, is sent to the platform or is kept', async ({ page, sim }) => {
    const otherOrigins: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(APP_URL).origin) otherOrigins.push(request.url());
    });
    const signIn = new SignInPage(page);
    const shell = new Shell(page);
    await signIn.goto();
    // The title once the organization's name is known (config.json may still be on its way).
    await expect(page).toHaveTitle(`Sign in · ${tenantNames.demo}`);
    const title = await page.title();
    const storage = new BrowserStorage(page);
    const kept = await storage.everything();

    await rehearsed(page);

    // The sign-in page is as it was: its title, its one form, no notice, nothing announced.
    expect(await page.title()).toBe(title);
    await expect(page.getByRole('main').locator('form')).toHaveCount(1);
    await expect(page.getByRole('main').getByRole('heading')).toHaveText([/^Sign in$/]);
    await expect(signIn.sessionEndedNotice).toHaveCount(0);
    await expect(shell.liveRegion).toHaveText('');
    // Nothing of the samples anywhere in the document (detached elements are not in it).
    await expect(page.getByText('Sample Person')).toHaveCount(0);
    await expect(page.locator('#contact_phone, .dynamic-form, .profile-form')).toHaveCount(0);
    // Nothing stored, nothing sent to the platform, nothing fetched from elsewhere.
    expect(await storage.everything()).toEqual(kept);
    expect(await sim.requests()).toEqual([]);
    expect(otherOrigins).toEqual([]);
    // The sign-in form still takes input after the rehearsal.
    await signIn.email.fill('someone@example.com');
    await expect(signIn.email).toHaveValue('someone@example.com');
  });

  test('after the rehearsals a client lands on their own forms, not the sample', async ({ page }) => {
    await signInAfterTheRehearsals(page, accounts.client);

    const profile = new ClientProfilePage(page);
    await profile.expectShown();
    expect(await profile.formTitles()).toEqual(['Company profile', 'Billing details']);
    await expect(profile.field('Company name')).toHaveValue('Demo Hospitality SpA');
    await expect(page.getByLabel('Category', { exact: true })).toHaveCount(0);
    // Every id in the document once: the sample's ids stayed with the sample.
    const duplicated = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
    expect(duplicated).toEqual([]);
    await profile.field('Company name').fill('Rehearsed SpA');
    await expect(profile.field('Company name')).toHaveValue('Rehearsed SpA');
  });

  test('after the rehearsals a job seeker lands on their own record, not the sample', async ({ page }) => {
    await signInAfterTheRehearsals(page, accounts.ana);

    const profile = new JobseekerProfilePage(page);
    await profile.expectShown();
    await expect(profile.field('Full name')).toHaveValue('Ana Torres');
    await expect(profile.field('Phone')).toHaveValue('9 8765 4321');
    await expect(profile.summary).toContainText('Ana Torres');
    await expect(page.getByText('Sample Person')).toHaveCount(0);
    await expect(page.getByText('Sample street 1')).toHaveCount(0);
  });

  test('no rehearsal runs while sign_in is in flight; after a failed sign-in they run', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 404 .*\/api\/v1\/sign_in/);
    const { held: heldIdle, release: releaseIdle } = await holdIdleCallbacks(page);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/v1/sign_in', async (route) => {
      if (route.request().method() === 'POST') await answered;
      await route.continue();
    });
    const ana = accounts.ana;
    const signIn = new SignInPage(page);
    await signIn.goto(ana.tenant);
    // The sign-in page has asked for its idle moment.
    await expect.poll(heldIdle).toBeGreaterThan(0);

    await signIn.email.fill(ana.email);
    await signIn.password.fill('not-the-password');
    await signIn.signInButton.click();
    // The browser is idle while sign_in is answered: each idle moment, the rehearsal asks for the
    // next one instead of running.
    for (let round = 0; round < 5; round++) {
      await releaseIdle();
      expect(await rehearsals(page)).toEqual([]);
      expect(await heldIdle()).toBeGreaterThan(0);
    }

    answer();
    await signIn.expectError('Invalid Email or Password');
    // The user is still here: both landing pages are rehearsed at the next idle moments.
    await expect
      .poll(async () => {
        await releaseIdle();
        return rehearsals(page);
      })
      .toEqual(REHEARSED);
  });

  test('a visitor who is already signed in is not rehearsed for: there is no sign-in page', async ({ page }) => {
    const ana = accounts.ana;
    const signIn = new SignInPage(page);
    await signIn.goto(ana.tenant);
    await signIn.signInWithPassword(ana.email, ana.password, { keep: true });
    await new JobseekerProfilePage(page).expectShown();

    const idle = await holdIdleCallbacks(page);
    await page.reload();
    await new JobseekerProfilePage(page).expectShown();
    // Every idle moment the page has asked for comes now, and those they ask for in turn (each
    // rehearsal asks for the next one's): a rehearsal runs in one of them, or not at all.
    for (let round = 0; round < 10 && (await idle.held()) > 0; round++) await idle.release();
    expect(await idle.held(), 'idle moments still asked for after 10 rounds').toBe(0);
    expect(await rehearsals(page)).toEqual([]);
  });
});
