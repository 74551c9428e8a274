import type { Locator, Page } from '@playwright/test';
import { accounts, expect, test } from '../fixtures';
import { JobseekerProfilePage, SignInPage, signInAs } from '../pages';

/**
 * A slow API (2 s) shows progress indicators and never allows a double submit: the
 * simulator answers after 2 seconds; meanwhile the user double-clicks and presses Enter again. The
 * page shows that it is working (a spinner in the pressed button, its busy text, the form
 * `aria-busy`), and the simulator's log shows exactly one request.
 */

const SLOW_MS = 2_000;
const ana = accounts.ana;

/** A real double click at the button's position: no waiting for it to be enabled in between. */
async function doubleClick(page: Page, button: Locator): Promise<void> {
  const box = await button.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
}

/** The in-flight state: the busy button (spinner, text, disabled) in a busy form. */
async function expectWorking(busyButton: Locator, form: Locator): Promise<void> {
  await expect(busyButton).toBeVisible();
  await expect(busyButton).toBeDisabled();
  await expect(busyButton.locator('.spinner')).toBeVisible();
  await expect(form).toHaveAttribute('aria-busy', 'true');
}

test.describe('A slow platform (2 s)', () => {
  test('signing in: progress shows, and double clicks and Enter send one request', async ({ page, sim }) => {
    await sim.fault('sign_in', 'delay', { delayMs: SLOW_MS, times: 5 });
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.email.fill(ana.email);
    await signIn.password.fill(ana.password);

    await doubleClick(page, signIn.signInButton);
    await signIn.password.press('Enter');
    await signIn.password.press('Enter');

    const busy = page.getByRole('main').getByRole('button', { name: /^(Signing in…|Iniciando sesión…)$/ });
    await expectWorking(busy, page.getByRole('main').locator('form'));
    await new JobseekerProfilePage(page).expectShown();
    const requests = await sim.requests('sign_in');
    expect(requests).toHaveLength(1);
    expect(requests[0].fault).toBe('delay');
    expect(requests[0].status).toBe(200);
  });

  test('requesting a one-time code: progress shows, and a double click sends one request', async ({ page, sim }) => {
    await sim.fault('request_one_time_password', 'delay', { delayMs: SLOW_MS, times: 5 });
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.email.fill(ana.email);

    await doubleClick(page, signIn.emailMeACodeButton);

    const busy = page.getByRole('main').getByRole('button', { name: /^(Sending the code…|Enviando el código…)$/ });
    await expectWorking(busy, page.getByRole('main').locator('form'));
    // While the code is on its way, signing in is not possible either.
    await expect(signIn.signInButton).toBeDisabled();
    await expect(signIn.code).toBeVisible();
    const requests = await sim.requests('request_one_time_password');
    expect(requests).toHaveLength(1);
    expect(requests[0].status).toBe(200);
  });

  test('saving the profile: progress shows, and double clicks and Enter send one request', async ({ page, sim }) => {
    await signInAs(page, ana);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    await profile.fill({ 'Full name': 'Ana Torres Vidal' });
    await sim.fault('create_or_update_jobseeker', 'delay', { delayMs: SLOW_MS, times: 5 });

    await doubleClick(page, profile.submitButton);
    await profile.field('Full name').press('Enter');
    await profile.field('Full name').press('Enter');

    await expectWorking(profile.savingButton, profile.form.locator('form'));
    await expect(profile.notice).toHaveText('Your profile was saved.');
    const requests = await sim.requests('create_or_update_jobseeker');
    expect(requests).toHaveLength(1);
    expect(requests[0].status).toBe(200);
    expect(new URLSearchParams(requests[0].query).get('name')).toBe('Ana Torres Vidal');
  });
});
