import { accounts, expect, test } from '../fixtures';
import { ClientProfilePage, JobseekerProfilePage, signInAs } from '../pages';

// Every <select> holds its whole option list without being focused first: QA scripts write
// `getByLabel(...).selectOption(...)` straight away, and browser autofill never focuses a select.
// Everything here is plain Playwright on purpose: no page-object helper, no focus, no click.

/** No select has had the focus: what each test checks after choosing, so a focus cannot sneak in. */
async function noSelectWasFocused(page: import('@playwright/test').Page): Promise<void> {
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('SELECT');
}

test.describe('Every select is complete without being focused', () => {
  test('the job seeker profile: selectOption by label on the calling code and the gender', async ({ page }) => {
    await signInAs(page, accounts.ana);
    const form = new JobseekerProfilePage(page).form;

    const code = form.getByLabel('Country code', { exact: true });
    await expect(code).toHaveAttribute('autocomplete', 'tel-country-code');
    await code.selectOption('Chile (+56)');
    await expect(code).toHaveValue('CL');
    await code.selectOption({ label: 'Canada (+1)' });
    await expect(code).toHaveValue('CA');
    // Every country is there, the empty choice first.
    expect(await code.locator('option').count()).toBeGreaterThan(240);

    const gender = form.getByLabel('Gender', { exact: true });
    await gender.selectOption('Male');
    await expect(gender.locator('option:checked')).toHaveText('Male');
    await noSelectWasFocused(page);
  });

  test('the client form: selectOption by label on every dropdown and calling code, then Save', async ({ page }) => {
    await signInAs(page, accounts.client);
    const main = page.getByRole('main');
    const company = main.getByRole('region', { name: 'Company profile', exact: true });
    const billing = main.getByRole('region', { name: 'Billing details', exact: true });

    await company.getByLabel('Country', { exact: true }).selectOption('Chile');
    await company.getByLabel('Business category').selectOption('Logistics');
    const contactCode = company.getByRole('group', { name: /^Contact phone/ }).getByLabel('Country code');
    await expect(contactCode).toHaveAttribute('autocomplete', 'tel-country-code');
    await contactCode.selectOption('Chile (+56)');
    await company.getByLabel(/^Contact phone/).fill('2 2345 6789');
    const billingCode = billing.getByRole('group', { name: /^Billing phone/ }).getByLabel('Country code');
    await billingCode.selectOption('Argentina (+54)');
    await billing.getByLabel(/^Billing phone/).fill('11 2345 6789');
    await noSelectWasFocused(page);

    await expect(company.getByLabel('Country', { exact: true })).toHaveValue('56');
    await expect(company.getByLabel('Business category')).toHaveValue('logistics');
    await expect(contactCode).toHaveValue('CL');
    await expect(billingCode).toHaveValue('AR');
    // The form took every choice: Save finds nothing missing.
    const profile = new ClientProfilePage(page);
    await profile.save();
    await expect(profile.savedNotice).toBeVisible();
    await expect(profile.errorSummary).toHaveCount(0);
  });
});
