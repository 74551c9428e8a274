import { accounts, expect, test, type Account, type Endpoint, type SimClient } from '../fixtures';
import { ClientProfilePage, CredentialsPage, JobseekerProfilePage, Shell, SignInPage, signInAs } from '../pages';
import { expectFocusOn, expectHeardOnce, markLiveRegions, tabTo } from '../support/keyboard';

/**
 * A keyboard and screen-reader user never loses their place: after every busy button, whether its
 * call succeeds or fails, the focus is where the user acted or on what explains the outcome, never
 * on the page body; and every message is heard once, from a live region that was in the page
 * before it or from the element that has the focus. Driven by the keyboard only.
 */

const ana = accounts.ana;
const WRONG = 'Invalid Email or Password';
const REFUSED = 'The platform refused the request: Internal Server Error';

/** The sign-in form filled with the keyboard: Tab to the e-mail, type, Tab to the password, type. */
async function typeCredentials(signIn: SignInPage, email: string, password: string): Promise<void> {
  const page = signIn.page;
  await tabTo(page, signIn.email);
  await page.keyboard.type(email);
  await tabTo(page, signIn.password);
  await page.keyboard.type(password);
}

/** Signs `account` in while `endpoint`, which its landing page calls, answers one 500. */
async function signInWhileFailing(signIn: SignInPage, sim: SimClient, endpoint: Endpoint, account: Account): Promise<void> {
  await signIn.goto();
  await sim.fault(endpoint, 'status500');
  await signIn.signInWithPassword(account.email, account.password);
}

test.describe('Focus after busy buttons, and messages heard once', () => {
  test('sign-in with a wrong password: the focus goes to the error, which is heard once', { tag: '@a11y' }, async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 404/);
    const signIn = new SignInPage(page);
    await signIn.goto();
    await markLiveRegions(page);
    await typeCredentials(signIn, ana.email, 'not-the-password');
    await page.keyboard.press('Enter');

    await expect(signIn.error).toContainText(WRONG);
    await expectFocusOn(page, signIn.error);
    await expectHeardOnce(page, WRONG);
    // The next Tab goes on from the error, to its form: the user is not sent back to the top.
    await page.keyboard.press('Tab');
    await expect(signIn.email).toBeFocused();
  });

  test('sign-in that succeeds: the focus goes to the new page\'s heading', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await typeCredentials(signIn, ana.email, ana.password);
    await tabTo(page, signIn.signInButton);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, new JobseekerProfilePage(page).heading);
  });

  test('sign-in refused, then "Try again": the focus is on the error, then on the busy button, then on the new page', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 500/);
    const signIn = new SignInPage(page);
    await signIn.goto();
    await typeCredentials(signIn, ana.email, ana.password);
    await sim.fault('sign_in', 'status500');
    await sim.fault('sign_in', 'delay', { delayMs: 2_000 });
    await tabTo(page, signIn.signInButton);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, signIn.error);
    await expect(signIn.error).toContainText(REFUSED);

    await tabTo(page, signIn.tryAgainButton);
    await page.keyboard.press('Enter');
    // While the call is in flight the focus waits on the busy button, which stays focusable.
    const busy = page.getByRole('main').getByRole('button', { name: /^Signing in/ });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expectFocusOn(page, busy);
    await expectFocusOn(page, new JobseekerProfilePage(page).heading);
  });

  test('one-time code: the focus goes to the code box, or to the error when the request fails', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 500/);
    const signIn = new SignInPage(page);
    await signIn.goto();
    await tabTo(page, signIn.email);
    await page.keyboard.type(ana.email);
    await sim.fault('request_one_time_password', 'status500');
    await tabTo(page, signIn.emailMeACodeButton);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, signIn.error);
    await expect(signIn.error).toContainText(REFUSED);

    await tabTo(page, signIn.emailMeACodeButton);
    await markLiveRegions(page);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, signIn.code);
    await expectHeardOnce(page, `We sent a one-time code to ${ana.email}`);

    // "Use my password instead" goes with the code step: the focus goes to the password box.
    await tabTo(page, signIn.usePasswordButton);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, signIn.password);
  });

  test('saving the profile: the focus stays on Save, goes to the error when it fails, and back to Save with "Try again"', { tag: '@a11y' }, async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 500/);
    await signInAs(page, ana);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    await markLiveRegions(page);

    await tabTo(page, profile.field('Full name'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Ana Teclado');
    await tabTo(page, profile.submitButton);
    await page.keyboard.press('Enter');
    await expect(profile.notice).toHaveText('Your profile was saved.');
    await expectFocusOn(page, profile.submitButton);
    await expectHeardOnce(page, 'Your profile was saved.');

    await tabTo(page, profile.field('Full name'), 120);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Ana Refused');
    await sim.fault('create_or_update_jobseeker', 'status500');
    await sim.fault('create_or_update_jobseeker', 'delay', { delayMs: 1_000 });
    await tabTo(page, profile.submitButton);
    await page.keyboard.press('Enter');
    await expect(profile.saveError).toContainText(REFUSED);
    await expectFocusOn(page, profile.saveError);
    await expectHeardOnce(page, REFUSED);

    await tabTo(page, profile.tryAgainButton);
    await page.keyboard.press('Enter');
    // In flight, the same button is heard "Saving… Save changes", unavailable, and keeps the focus.
    await expect(profile.savingButton).toHaveAttribute('aria-disabled', 'true');
    await expect(profile.savingButton).toBeFocused();
    await expect(profile.notice).toHaveText('Your profile was saved.');
    await expectFocusOn(page, profile.submitButton);
    await expect(profile.field('Full name')).toHaveValue('Ana Refused');
  });

  test('a page that fails to load is announced by its alert, and "Try again" keeps the focus on the page', { tag: '@a11y' }, async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 500/);
    await signInAs(page, ana);
    await expect(new JobseekerProfilePage(page).credentialCountLink('Missing')).toBeVisible();
    await markLiveRegions(page);
    await sim.fault('get_credentials_requirements', 'status500', { times: 2 });
    await new Shell(page).navigateTo('Credentials');
    const credentials = new CredentialsPage(page);
    await expect(credentials.loadError).toContainText(REFUSED);
    await expectHeardOnce(page, REFUSED);
    await expect(page.getByRole('alert')).toHaveText(REFUSED);

    await tabTo(page, credentials.tryAgainButton);
    await page.keyboard.press('Enter');
    await expect(credentials.loadError).toContainText(REFUSED);
    await expectFocusOn(page, credentials.heading);
    await tabTo(page, credentials.tryAgainButton);
    await page.keyboard.press('Enter');
    await expect(credentials.cards.first()).toBeVisible();
    await expectFocusOn(page, credentials.heading);
  });

  test('the client profile that fails to load: "Try again" keeps the focus on the page', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 500/);
    await signInWhileFailing(new SignInPage(page), sim, 'get_client_profile', accounts.client);
    const client = new ClientProfilePage(page);
    await expect(client.loadError).toContainText(REFUSED);
    await tabTo(page, client.tryAgainButton);
    await page.keyboard.press('Enter');
    await expect(client.saveButton).toBeVisible();
    await expectFocusOn(page, client.heading);
  });

  test('the onboarding overview\'s "Try again" keeps the focus in the overview', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 500/);
    await signInWhileFailing(new SignInPage(page), sim, 'get_credentials_requirements', ana);
    const profile = new JobseekerProfilePage(page);
    const failed = profile.onboarding.getByTestId('error-box');
    await expect(failed).toContainText('Your credentials could not be checked right now.');
    await tabTo(page, failed.getByRole('button', { name: 'Try again' }));
    await page.keyboard.press('Enter');
    await expect(profile.credentialCountLink('Missing')).toBeVisible();
    await expectFocusOn(page, profile.onboarding.getByRole('heading', { name: 'Credentials' }));
  });
});
