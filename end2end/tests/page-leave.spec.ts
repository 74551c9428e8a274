import { accounts, expect, test } from '../fixtures';
import { JobseekerProfilePage, Shell, SignInPage, signInAs } from '../pages';
import type { Page } from '@playwright/test';

/**
 * A request still running when its page goes away is aborted: its answer never lands in a page
 * that is gone, so leaving mid-request shows no error and changes nothing later.
 *
 * "Later" is on the page's clock, which is the test's (`page.clock`): once the browser has aborted
 * the request its answer cannot come, and the test moves the page's time on past the moment it
 * would have come, so that whatever the page had scheduled has run before the checks.
 */

const ana = accounts.ana;
const SLOW_MS = 2_000;
/** Of the page's time, run by the test once the request is aborted: past the answer's delay. */
const LATER_MS = SLOW_MS + 500;

/** The API calls of `page` that the browser aborted, by endpoint name. */
function abortedCalls(page: Page): string[] {
  const aborted: string[] = [];
  page.on('requestfailed', (request) => {
    const endpoint = /\/api\/v1\/(?:[a-z_]+\/)*([a-z_]+)(?:\?|$)/.exec(request.url());
    if (endpoint && request.failure()?.errorText === 'net::ERR_ABORTED') aborted.push(endpoint[1]);
  });
  return aborted;
}

test.describe('Leaving a page mid-request', () => {
  test('the job seeker overview\'s read is aborted when she opens Credentials', async ({ page, sim }) => {
    await page.clock.install();
    await signInAs(page, ana);
    const profile = new JobseekerProfilePage(page);
    await expect(profile.credentialCountLink('Missing')).toBeVisible();
    const aborted = abortedCalls(page);

    // Back to the profile, whose overview reads the requirements again, slowly; then away at once.
    await new Shell(page).navigateTo('Credentials');
    await sim.fault('get_credentials_requirements', 'delay', { delayMs: SLOW_MS });
    await new Shell(page).navigateTo('My profile');
    await expect(profile.onboarding).toBeVisible();
    await new Shell(page).navigateTo('Credentials');

    await expect.poll(() => aborted).toContain('get_credentials_requirements');
    await page.clock.runFor(LATER_MS);
    await expect(page).toHaveURL(/\/jobseeker\/credentials$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('error-box')).toHaveCount(0);
  });

  test('the client profile\'s read is aborted by a sign-out, and nothing lands on the sign-in page', async ({ page, sim }) => {
    const aborted = abortedCalls(page);
    await page.clock.install();
    const signIn = new SignInPage(page);
    await signIn.goto();
    await sim.fault('get_client_profile', 'delay', { delayMs: SLOW_MS });
    await signIn.signInWithPassword(accounts.client.email, accounts.client.password);
    await expect(page).toHaveURL(/\/client\/profile$/);
    await new Shell(page).signOut();

    await expect.poll(() => aborted).toContain('get_client_profile');
    await page.clock.runFor(LATER_MS);
    await signIn.expectShown();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(signIn.error).toHaveCount(0);
  });

  test('a sign-in left with the Back button is aborted, and does not sign in later', async ({ page, sim }) => {
    const aborted = abortedCalls(page);
    await page.clock.install();
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Go to the start page' }).click();
    const signIn = new SignInPage(page);
    await signIn.expectShown();
    await sim.fault('sign_in', 'delay', { delayMs: SLOW_MS });
    await page.getByLabel('E-mail').fill(ana.email);
    await page.getByLabel('Password').fill(ana.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Signing in/ })).toHaveAttribute('aria-disabled', 'true');
    // Back once the request is at the platform: under load the busy button can show before it leaves.
    await expect.poll(async () => (await sim.requests('sign_in')).length).toBe(1);
    await page.goBack();
    await expect(page).toHaveURL(/\/no-such-page$/);

    await expect.poll(() => aborted).toContain('sign_in');
    await page.clock.runFor(LATER_MS);
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expect(new Shell(page).signOutButton).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('staffing.session'), sessionStorage.getItem('staffing.session')])).toEqual([null, null]);
  });
});
