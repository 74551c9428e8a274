import { accounts, expect, test } from '../fixtures';
import { JobseekerProfilePage, signInAs } from '../pages';
import type { Page } from '@playwright/test';

/**
 * What a QA script written the usual way finds: the message that answers the user's action, when
 * it is not tied to one field, is the page's `role="alert"` (`getByRole('alert')`), one at a time,
 * while the focus goes to the box that holds it (GOV.UK's error summary: the alert role inside,
 * the focus on the box). No page object here: only the standard calls.
 */

const ana = accounts.ana;

/** Signs in from the sign-in page with the standard calls, as a QA script would. */
async function signInWith(page: Page, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(ana.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const REFUSED = 'The platform refused the request: Internal Server Error';

test.describe('Messages that answer an action are alerts', () => {
  test('a wrong password', { tag: '@a11y' }, async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 404/);
    await signInWith(page, 'not-the-password');

    await expect(page.getByRole('alert')).toContainText('Invalid Email or Password');
    // The focus is on the box around the alert, not on the alert itself: it is read once.
    const box = page.getByTestId('error-box');
    await expect(box).toBeFocused();
    await expect(box.getByRole('alert')).toHaveText('Invalid Email or Password');
  });

  test('a code that could not be sent', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 500/);
    await page.goto('/sign-in');
    await page.getByLabel('E-mail').fill(ana.email);
    await sim.fault('request_one_time_password', 'status500');
    await page.getByRole('button', { name: 'E-mail me a one-time code' }).click();
    await expect(page.getByRole('alert')).toContainText(REFUSED);
  });

  test('a 429\'s wait', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 429/);
    await sim.fault('sign_in', 'too_many_requests', { retryAfter: 30 });
    await signInWith(page, ana.password);
    await expect(page.getByRole('alert')).toContainText('Too many attempts. Try again in 30 seconds.');
  });

  test('a failed save, then a page that could not load', { tag: '@journey' }, async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 500/);
    await signInAs(page, ana);
    await new JobseekerProfilePage(page).expectEditMode();
    await page.getByLabel('Full name').fill('Ana Alerta');
    await sim.fault('create_or_update_jobseeker', 'status500');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert')).toContainText(REFUSED);

    await sim.fault('get_credentials_requirements', 'status500');
    await page.getByRole('link', { name: 'Credentials', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(REFUSED);
    // A page's load failure is said without taking the focus from where the user is.
    await expect(page.getByTestId('error-box')).not.toBeFocused();
  });

  test('no alert is in the page while nothing has gone wrong', async ({ page }) => {
    await signInAs(page, ana);
    await new JobseekerProfilePage(page).expectEditMode();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('One language at a time in what is spoken', () => {
  test('after signing in, switching language leaves no live region in the other language', async ({ page }) => {
    await signInAs(page, ana);
    await new JobseekerProfilePage(page).expectEditMode();
    await expect(page.getByRole('status')).toHaveText('Signed in.');

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi perfil');
    const spoken = await page.evaluate(() =>
      [...document.querySelectorAll('[aria-live], [role=status], [role=alert], [role=log]')].map(
        (region) => region.textContent ?? '',
      ),
    );
    expect(spoken.join(' ')).not.toContain('Signed in');
    for (const text of spoken) expect(text.trim()).toBe('');
  });

  test('a status is cleared a few seconds after it is written', async ({ page }) => {
    // The page's clock is the test's: the seconds pass when the test moves it on.
    await page.clock.install();
    await signInAs(page, ana);
    const status = page.getByTestId('live-region');
    await expect(status).toHaveText('Signed in.');
    await page.clock.runFor(5_000);
    await expect(status).toHaveText('');
  });

  test('an error box says its message in the new language', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 404/);
    await signInWith(page, 'wrong');
    await expect(page.getByRole('alert')).toContainText('Invalid Email or Password');
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
    // The platform's own words stay as it sent them; a message of the app's follows the language.
    await expect(page.getByRole('alert')).toContainText('Invalid Email or Password');
  });
});
