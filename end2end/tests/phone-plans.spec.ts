import type { Page } from '@playwright/test';
import { accounts, expect, queryParams, test } from '../fixtures';
import { ClientProfilePage, JobseekerProfilePage, signInAs } from '../pages';

// Phone numbers judged by each country's numbering plan (libphonenumber's metadata, fetched once a
// phone control appears, as a hashed and integrity-checked file) and sent in its INTERNATIONAL format.

const PLANS = /\/phone-plans-[0-9a-f]{16}\.txt$/;

/** Waits until the page has fetched the numbering plans (and returns how many times it asked). */
async function plansFetched(page: Page, requests: string[]): Promise<void> {
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
}

test.describe('Phone numbers by the country numbering plan', () => {
  test('the job seeker profile stops a number too short for Chile, names an example, and sends a valid one in the international format', async ({ page, sim }) => {
    const plans: string[] = [];
    page.on('request', (request) => {
      if (PLANS.test(new URL(request.url()).pathname)) plans.push(request.url());
    });
    await signInAs(page, accounts.newcomer);
    const profile = new JobseekerProfilePage(page);
    await profile.expectCreateMode();
    await plansFetched(page, plans);

    await profile.fill({ 'Full name': 'Nora Nuñez', 'Country code': 'Chile', Phone: '2212345', Country: 'Chile', City: 'Santiago' });
    await profile.submit();

    const message = 'A phone number in Chile has 9 digits, like 2 2123 4567.';
    await profile.expectFieldError('Phone', message);
    await expect(profile.field('Phone')).toBeFocused();
    expect(await sim.requests('create_or_update_jobseeker')).toEqual([]);

    // A British mobile typed in its national format, trunk 0 included.
    await profile.chooseCountryCode('United Kingdom');
    await profile.field('Phone').fill('07400 123456');
    await profile.submit();
    await expect(profile.notice).toHaveText('Your profile was created.');
    const sent = queryParams(await sim.onlyRequest('create_or_update_jobseeker'));
    expect(sent.get('contact_phone')).toBe('+44 7400 123456');
    // Fetched once, with its integrity.
    expect(plans).toHaveLength(1);
  });

  test('a client form phone field is judged by the same plans', async ({ page }) => {
    await signInAs(page, accounts.client);
    const profile = new ClientProfilePage(page);
    await profile.field('Company name').fill('Demo Hospitality SpA');
    await profile.choose('Country', 'Chile');
    await profile.fillPhone('Contact phone', 'Chile', '2212345');
    await profile.fillPhone('Billing phone', 'United States', '201 555 0123');
    await profile.save();
    await profile.expectFieldError('Contact phone', 'A phone number in Chile has 9 digits, like 2 2123 4567.');
    await expect(profile.savedNotice).toHaveCount(0);

    await profile.fillPhone('Contact phone', 'Argentina', '(11) 2345-6789');
    await profile.save();
    await expect(profile.savedNotice).toBeVisible();
  });

  test('without the plans (the file cannot be fetched) the length check stays and nothing false is said', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/Failed to load resource.*phone-plans-[0-9a-f]{16}\.txt/);
    await page.route(PLANS, (route) => route.abort());
    await signInAs(page, accounts.newcomer);
    const profile = new JobseekerProfilePage(page);
    await profile.expectCreateMode();
    await profile.fill({ 'Full name': 'Nora Nuñez', 'Country code': 'Chile', Phone: '12', Country: 'Chile', City: 'Santiago' });
    await profile.submit();
    await profile.expectFieldError('Phone', 'This number is too short. Check that it is complete.');
    expect(await sim.requests('create_or_update_jobseeker')).toEqual([]);

    await profile.field('Phone').fill('9 6123 4567');
    await profile.submit();
    await expect(profile.notice).toHaveText('Your profile was created.');
    expect(queryParams(await sim.onlyRequest('create_or_update_jobseeker')).get('contact_phone')).toBe('+56 9 6123 4567');
  });
});
