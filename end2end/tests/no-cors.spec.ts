import { accounts, expect, OFFLINE, test, UNREACHABLE, UNREACHABLE_ES } from '../fixtures';
import { ClientProfilePage, CredentialsPage, JobseekerProfilePage, Shell, SignInPage, signInAs } from '../pages';

/**
 * A platform that answers no CORS preflight (an API built only for mobile apps), called
 * from the app on another origin. The browser gives the app nothing but "failed to fetch", the
 * same as for a dropped connection, so the app says what is true of both: the platform could not
 * be reached from this site. Only a browser that knows it is offline gets "You are offline".
 */
const BLOCKED = [/blocked by CORS policy/, /net::ERR_FAILED/];

test.describe('A platform that allows no other origin (no CORS)', () => {
  test('sign-in says the platform could not be reached from this site, and works once it is allowed', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(...BLOCKED);
    await sim.setCors(false);
    const signIn = new SignInPage(page);
    await signIn.goto();

    await signIn.signInWithPassword(accounts.ana.email, accounts.ana.password);

    await signIn.expectError(UNREACHABLE);
    await expect(signIn.tryAgainButton).toBeVisible();
    await expect(signIn.signInButton).toBeEnabled();

    await sim.setCors(true);
    await signIn.tryAgainButton.click();
    await new JobseekerProfilePage(page).expectShown();
  });

  test('the one-time code request says the same', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(...BLOCKED);
    await sim.setCors(false);
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.email.fill(accounts.ana.email);
    await signIn.emailMeACodeButton.click();
    await signIn.expectError(UNREACHABLE);
  });

  test('the calls made with the token say it too: profile save and credentials', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(...BLOCKED);
    await signInAs(page, accounts.ana);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    await sim.setCors(false);

    const address = 'Avenida Apoquindo 3000, Las Condes, Santiago';
    await profile.field('Address').fill(address);
    await profile.submit();
    await expect(profile.saveError).toContainText(UNREACHABLE);
    await expect(profile.tryAgainButton).toBeVisible();
    // What was typed stays.
    await expect(profile.field('Address')).toHaveValue(address);

    // The credentials, loaded afresh (the session is kept in the tab).
    const credentials = new CredentialsPage(page);
    await page.goto(credentials.path);
    await expect(credentials.loadError).toContainText(UNREACHABLE);
    await expect(credentials.tryAgainButton).toBeVisible();

    await sim.setCors(true);
    await credentials.tryAgainButton.click();
    await expect(credentials.cards.first()).toBeVisible();
  });

  test('the client form says it too', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(...BLOCKED);
    await signInAs(page, accounts.client);
    await sim.setCors(false);
    const profile = new ClientProfilePage(page);

    await page.reload();

    await expect(profile.loadError).toContainText(UNREACHABLE);
    await expect(profile.tryAgainButton).toBeVisible();
  });

  test('in Spanish', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(...BLOCKED);
    await sim.setCors(false);
    const signIn = new SignInPage(page);
    await signIn.goto();
    await new Shell(page).switchLanguage('Español');
    await signIn.signInWithPassword(accounts.ana.email, accounts.ana.password);
    await signIn.expectError(UNREACHABLE_ES);
  });

  test('a device that is offline is told so instead', async ({ page, context, expectConsoleErrors }) => {
    expectConsoleErrors(/net::ERR_INTERNET_DISCONNECTED/);
    const signIn = new SignInPage(page);
    await signIn.goto();
    // The app is here (its page has taken over from the one drawn before it): offline earlier, its
    // own download would fail and no sign-in would be there to try.
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await context.setOffline(true);

    await signIn.signInWithPassword(accounts.ana.email, accounts.ana.password);

    await signIn.expectError(OFFLINE);
    await context.setOffline(false);
    await signIn.tryAgainButton.click();
    await new JobseekerProfilePage(page).expectShown();
  });
});
