import { accounts, API_KEY, expect, jsonBody, queryParams, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { JobseekerProfilePage, Shell, SignInPage } from '../pages';

const ana = accounts.ana;

/**
 * The user takes half a minute to read the e-mail, so the page's 30-second resend cool-down is
 * over before they sign in. Needs `page.clock.install()` before the page opens.
 *
 * Besides being realistic, this keeps these tests apart from the one that pins the cool-down bug,
 * "the page stays usable after a quick sign-in with a code" below.
 */
async function readTheEmail(page: Page): Promise<void> {
  await page.clock.runFor(31_000);
}

test.describe('Signing in with an e-mailed one-time code', () => {
  test('the code from the e-mail signs the freelancer in', { tag: '@journey' }, async ({ page, sim }) => {
    await page.clock.install();
    const signIn = new SignInPage(page);
    await signIn.goto();

    await signIn.requestCode(ana.email);

    await expect(signIn.codeSentNotice).toHaveText(
      `We sent a one-time code to ${ana.email}. Enter it below.`,
    );
    await expect(new Shell(page).liveRegion).toContainText(`We sent a one-time code to ${ana.email}`);
    await expect(signIn.code).toBeFocused();
    await expect(signIn.email).toBeDisabled();
    const requested = await sim.onlyRequest('request_one_time_password');
    expect(requested.method).toBe('GET');
    expect(requested.headers['authentication']).toBe(API_KEY);
    expect(Object.fromEntries(queryParams(requested))).toEqual({ email: ana.email, tenant: 'demo' });

    const { code } = await sim.outbox(ana.email);
    await readTheEmail(page);
    await signIn.signInWithCode(code);

    await new JobseekerProfilePage(page).expectShown();
    const body = jsonBody(await sim.onlyRequest('sign_in'));
    expect(body).toEqual({ email: ana.email, one_time_password: code, tenant: 'demo' });
  });

  test('a wrong code shows the platform message, and the right one still works', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 404 .*\/api\/v1\/sign_in/);
    await page.clock.install();
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.requestCode(ana.email);
    await readTheEmail(page);
    const { code } = await sim.outbox(ana.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    await signIn.signInWithCode(wrong);

    await signIn.expectError('Invalid one time password');
    await expect(signIn.signInWithCodeButton).toBeEnabled();
    await expect(signIn.code).toHaveValue(wrong);

    await signIn.signInWithCode(code);
    await new JobseekerProfilePage(page).expectShown();
  });

  test('a new code can be requested only after the cool-down', async ({ page, sim }) => {
    // The page's clock, so the 30-second cool-down can be run through instantly.
    await page.clock.install();
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.requestCode(ana.email);

    await expect(signIn.sendNewCodeButton).toBeDisabled();
    await expect(signIn.sendNewCodeButton).toHaveText(/^Send a new code \(\d+ s\)$/);

    await page.clock.runFor(31_000);
    await expect(signIn.sendNewCodeButton).toHaveText('Send a new code');
    await expect(signIn.sendNewCodeButton).toBeEnabled();
    const first = await sim.outbox(ana.email);

    await signIn.sendNewCodeButton.click();

    await expect
      .poll(async () => (await sim.requests('request_one_time_password')).length)
      .toBe(2);
    // The cool-down starts again.
    await expect(signIn.sendNewCodeButton).toHaveText(/^Send a new code \(\d+ s\)$/);
    await expect(signIn.sendNewCodeButton).toBeDisabled();
    const second = await sim.outbox(ana.email);
    expect(second.sent_at).not.toBe(first.sent_at);
    await readTheEmail(page);
    await signIn.signInWithCode(second.code);
    await new JobseekerProfilePage(page).expectShown();
  });

  test('"Use my password instead" goes back to the password form', async ({ page }) => {
    await page.clock.install();
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.requestCode(ana.email);
    await readTheEmail(page);

    await signIn.usePasswordButton.click();

    await expect(signIn.password).toBeVisible();
    await expect(signIn.code).toBeHidden();
    await expect(signIn.email).toHaveValue(ana.email);
    await signIn.password.fill(ana.password);
    await signIn.signInButton.click();
    await new JobseekerProfilePage(page).expectShown();
  });

  // A sign-in within 30 s of requesting a code replaces the form while the one-second timer of the
  // resend cool-down still runs (src/pages/sign_in/model.rs, `start_cooldown`): its next tick must
  // not read the form's disposed `cooldown` signal, which would panic the app ("Something went
  // wrong").
  test('the page stays usable after a quick sign-in with a code', async ({ page, sim }) => {
    await page.clock.install();
    const signIn = new SignInPage(page);
    const profile = new JobseekerProfilePage(page);
    await signIn.goto();
    await signIn.requestCode(ana.email);

    await signIn.signInWithCode((await sim.outbox(ana.email)).code);
    await profile.expectShown();
    // Two seconds on the profile page (runFor rethrows what a timer callback threw).
    const timerError = await page.clock.runFor(2_000).then(
      () => null,
      (error: Error) => error.message,
    );

    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(profile.heading).toBeVisible();
    expect(timerError).toBeNull();
  });
});
