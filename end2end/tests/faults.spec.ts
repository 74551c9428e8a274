import { accounts, expect, test, UNREACHABLE } from '../fixtures';
import { BrowserStorage, CredentialsPage, JobseekerProfilePage, SignInPage, signInAs } from '../pages';

const ana = accounts.ana;

test.describe('When the platform fails', () => {
  test('a network failure on sign-in offers "Try again" and keeps what was typed', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/net::ERR_\w+ .*\/api\/v1\/sign_in/);
    // Chromium retries a request once when a kept-alive connection closes without an answer.
    await sim.fault('sign_in', 'abort', { times: 2 });
    const signIn = new SignInPage(page);
    await signIn.goto();

    await signIn.signInWithPassword(ana.email, ana.password, { keep: true });

    await signIn.expectError(UNREACHABLE);
    await expect(signIn.tryAgainButton).toBeVisible();
    await expect(signIn.email).toHaveValue(ana.email);
    await expect(signIn.password).toHaveValue(ana.password);
    await expect(signIn.keepSignedIn).toBeChecked();
    await expect(signIn.signInButton).toBeEnabled();
    // The network is back. (Whether Chromium retried on its own, using up the second abort,
    // depends on whether it reused a connection: clear what is left.)
    await sim.clearFaults();

    await signIn.tryAgainButton.click();

    await new JobseekerProfilePage(page).expectShown();
    expect(await new BrowserStorage(page).localSession()).not.toBeNull();
    const attempts = await sim.requests('sign_in');
    expect(attempts.filter((r) => r.fault === 'abort').length).toBeGreaterThanOrEqual(1);
    expect(attempts.filter((r) => r.status === 200)).toHaveLength(1);
    expect(attempts.at(-1)?.status).toBe(200);
  });

  test('a sign-in that hangs past the timeout says so, and trying again works', async ({ page, sim, appConfig }) => {
    await appConfig.patch({ request_timeout_ms: 1500 });
    await sim.fault('sign_in', 'hang', { delayMs: 10_000 });
    const signIn = new SignInPage(page);
    await signIn.goto();

    await signIn.signInWithPassword(ana.email, ana.password);

    // In flight: the button is disabled, so a double submit is impossible.
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await signIn.expectError('The platform took too long to answer. Try again.');
    await expect(signIn.email).toHaveValue(ana.email);
    await expect(signIn.password).toHaveValue(ana.password);
    expect(await sim.requests('sign_in')).toHaveLength(1);

    await signIn.tryAgainButton.click();

    await new JobseekerProfilePage(page).expectShown();
  });

  test('a 401 from a later call ends the session and comes back after signing in again', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 401 .*get_credentials_requirements/);
    await signInAs(page, ana);
    // The profile's overview makes its own call first: let it finish before arming the fault, or
    // the 401 ends the session there, before the credentials page is opened.
    await expect(new JobseekerProfilePage(page).credentialCountLink('Missing')).toBeVisible();
    await sim.fault('get_credentials_requirements', 'unauthorized');
    const signIn = new SignInPage(page);

    await page.goto('/jobseeker/credentials');

    await signIn.expectShown();
    await expect(signIn.sessionEndedNotice).toBeVisible();
    expect(await new BrowserStorage(page).tabSession()).toBeNull();

    await signIn.signInWithPassword(ana.email, ana.password);
    await new CredentialsPage(page).expectShown();
  });
});
