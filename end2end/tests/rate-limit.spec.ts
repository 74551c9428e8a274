import { accounts, expect, test } from '../fixtures';
import { JobseekerProfilePage, SignInPage, signInAs } from '../pages';
import { apiCalls, recordApiCalls } from '../support/api-calls';
import { pauseClock } from '../support/clock';

/**
 * A platform that limits how often a call may be made answers 429 with Retry-After. The app says
 * how long to wait, keeps the button that would repeat the call unavailable for that long (the
 * time left readable as its description), sends nothing by itself, and loses nothing typed.
 *
 * The page's clock is the test's (`page.clock`): while a wait stands still, the presses made in it
 * are surely made during it, and the wait ends when the test moves the clock on, not seconds later.
 */

const ana = accounts.ana;
const WAIT_S = 3;

test.describe('A rate-limited platform (429 and Retry-After)', () => {
  test.beforeEach(({ expectConsoleErrors }) => {
    expectConsoleErrors(/status of 429/);
  });

  test('sign-in: the wait is said, Sign in is unavailable and sends nothing until it is over, then works', { tag: '@journey' }, async ({ page, sim }) => {
    await recordApiCalls(page);
    await page.clock.install();
    const signIn = new SignInPage(page);
    await signIn.goto();
    await sim.fault('sign_in', 'too_many_requests', { retryAfter: WAIT_S });
    await signIn.signInWithPassword(ana.email, ana.password);

    await expect(signIn.error).toHaveText(/^Too many attempts\. Try again in 3 seconds\./);
    await expect(signIn.error).toBeFocused();
    await pauseClock(page);
    await expect(signIn.signInButton).toHaveAttribute('aria-disabled', 'true');
    await expect(signIn.signInButton).toHaveAccessibleDescription(/^Available again in [1-3] seconds?\.$/);
    // Neither a press of Sign in nor Enter in the password box sends anything meanwhile: a call
    // either made would be in the page's list once the press has been handled.
    await signIn.signInButton.click({ force: true });
    await signIn.password.press('Enter');
    expect(await apiCalls(page, 'sign_in')).toHaveLength(1);
    await expect(signIn.email).toHaveValue(ana.email);
    await expect(signIn.password).toHaveValue(ana.password);

    await page.clock.runFor(WAIT_S * 1000);
    await expect(signIn.signInButton).not.toHaveAttribute('aria-disabled');
    expect(await apiCalls(page, 'sign_in')).toHaveLength(1);
    await page.clock.resume();
    await signIn.signInButton.click();
    await new JobseekerProfilePage(page).expectShown();
    expect((await sim.requests('sign_in')).map((r) => r.status)).toEqual([429, 200]);
  });

  test('the platform\'s own words come first, then the wait; without Retry-After the app waits 30 seconds and says so', async ({ page, sim }) => {
    await page.clock.install();
    const signIn = new SignInPage(page);
    await signIn.goto();
    await sim.fault('sign_in', 'too_many_requests', { retryAfter: WAIT_S, message: 'Slow down' });
    await signIn.signInWithPassword(ana.email, ana.password);
    await expect(signIn.error).toHaveText(/^Slow down\. Try again in 3 seconds\./);

    await page.clock.runFor(WAIT_S * 1000);
    await expect(signIn.signInButton).not.toHaveAttribute('aria-disabled');
    await sim.fault('sign_in', 'too_many_requests', { retryAfter: null });
    await signIn.signInButton.click();
    await expect(signIn.error).toHaveText(/^Too many attempts\. Try again in 30 seconds\./);
    await expect(signIn.signInButton).toHaveAccessibleDescription(/^Available again in (30|29|28) seconds\.$/);
  });

  test('in Spanish', async ({ page, sim }) => {
    const signIn = new SignInPage(page);
    await page.addInitScript(() => localStorage.setItem('staffing.lang', 'es'));
    await signIn.goto();
    await sim.fault('sign_in', 'too_many_requests', { retryAfter: 45 });
    await signIn.signInWithPassword(ana.email, ana.password);
    await expect(signIn.error).toHaveText(/^Demasiados intentos\. Inténtalo de nuevo en 45 segundos\./);
  });

  test('saving the profile: the typed values stay, Save sends nothing during the wait, then saves', { tag: '@journey' }, async ({ page, sim }) => {
    await recordApiCalls(page);
    await page.clock.install();
    await signInAs(page, ana);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    await profile.fill({ 'Full name': 'Ana Paciente' });
    await sim.fault('create_or_update_jobseeker', 'too_many_requests', { retryAfter: WAIT_S });
    await profile.submit();

    await expect(profile.saveError).toHaveText(/^Too many attempts\. Try again in 3 seconds\./);
    await expect(profile.saveError).toBeFocused();
    await pauseClock(page);
    await expect(profile.field('Full name')).toHaveValue('Ana Paciente');
    await expect(profile.submitButton).toHaveAttribute('aria-disabled', 'true');
    // Neither a press of Save nor Enter in a field sends anything meanwhile (see the sign-in test).
    await profile.submitButton.click({ force: true });
    await profile.field('Full name').press('Enter');
    expect(await apiCalls(page, 'create_or_update_jobseeker')).toHaveLength(1);

    await page.clock.runFor(WAIT_S * 1000);
    await expect(profile.submitButton).not.toHaveAttribute('aria-disabled');
    expect(await apiCalls(page, 'create_or_update_jobseeker')).toHaveLength(1);
    await page.clock.resume();
    await profile.submit();
    await expect(profile.notice).toHaveText('Your profile was saved.');
    const saves = await sim.requests('create_or_update_jobseeker');
    expect(saves.map((r) => [new URLSearchParams(r.query).get('name'), r.status])).toEqual([
      ['Ana Paciente', 429],
      ['Ana Paciente', 200],
    ]);
  });

  test('a save kept offline that meets a 429 waits out Retry-After, then is sent once by itself', async ({ page, context, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/net::ERR_INTERNET_DISCONNECTED/, /Failed to fetch/);
    await recordApiCalls(page);
    await page.clock.install();
    await signInAs(page, ana);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    await context.setOffline(true);
    await expect(page.evaluate(() => navigator.onLine)).resolves.toBe(false);
    await profile.fill({ 'Full name': 'Ana Kept' });
    await profile.submit();
    await expect(profile.pendingSave).toBeVisible();

    // The clock stands still from before the 429 arrives: the wait starts at the page's time now,
    // and the test knows how far it has run.
    await pauseClock(page);
    await sim.fault('create_or_update_jobseeker', 'too_many_requests', { retryAfter: WAIT_S });
    await context.setOffline(false);
    await expect.poll(async () => (await sim.requests('create_or_update_jobseeker')).map((r) => r.status)).toEqual([429]);
    // The 429 has been taken: Save waits it out.
    await expect(profile.submitButton).toHaveAttribute('aria-disabled', 'true');
    // Still kept: the page says so, and nothing more is sent before the wait is over, to the
    // millisecond.
    await page.clock.runFor(WAIT_S * 1000 - 1);
    await expect(profile.pendingSave).toBeVisible();
    expect(await apiCalls(page, 'create_or_update_jobseeker')).toHaveLength(1);

    // The wait is over: the kept save goes, by itself.
    await page.clock.runFor(1);
    expect(await apiCalls(page, 'create_or_update_jobseeker')).toHaveLength(2);
    await page.clock.resume();
    await expect(profile.notice).toHaveText('Your profile was saved.');
    await expect(profile.pendingSave).toHaveCount(0);
    const saves = await sim.requests('create_or_update_jobseeker');
    expect(saves.map((r) => [new URLSearchParams(r.query).get('name'), r.status])).toEqual([
      ['Ana Kept', 429],
      ['Ana Kept', 200],
    ]);
  });
});
