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

// Chrome's autofill reads every control of the form being typed in, each select's options too, after
// every key: in a form with many phones, thousands of calling-code options a key. The calling-code
// selectors therefore belong to a hidden form of their own (`<select form="calling-codes">`) while
// they stay in place, labelled, and choosable as above.
test.describe('Typing reads no calling-code lists', () => {
  /** For each form in the page's main: the selects it owns, by autocomplete, with their options. */
  async function ownedSelects(page: import('@playwright/test').Page) {
    return page.evaluate(() =>
      Array.from(document.querySelectorAll('main form')).map((form) =>
        Array.from((form as HTMLFormElement).elements)
          .filter((element): element is HTMLSelectElement => element instanceof HTMLSelectElement)
          .map((select) => ({ autocomplete: select.autocomplete, options: select.options.length })),
      ),
    );
  }

  /** Every calling-code selector on the page: the id of the form that owns it, and where it sits. */
  async function callingCodes(page: import('@playwright/test').Page) {
    return page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLSelectElement>('select[autocomplete="tel-country-code"]')).map(
        (select) => ({
          owner: select.form?.id ?? null,
          insideAPageForm: select.closest('main form') !== null,
          options: select.options.length,
        }),
      ),
    );
  }

  test('the job seeker profile', async ({ page }) => {
    await signInAs(page, accounts.ana);
    const code = new JobseekerProfilePage(page).form.getByLabel('Country code', { exact: true });
    await expect.poll(async () => code.locator('option').count()).toBeGreaterThan(240);

    const codes = await callingCodes(page);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ owner: 'calling-codes', insideAPageForm: true });
    const forms = await ownedSelects(page);
    expect(forms.length).toBeGreaterThan(0);
    for (const selects of forms) {
      expect(selects.filter((select) => select.autocomplete === 'tel-country-code')).toEqual([]);
    }
    // No long list is left for autofill to read: the gender is the form's only select.
    expect(forms.flat()).toEqual([{ autocomplete: 'sex', options: expect.any(Number) }]);
    await expect(page.locator('form#calling-codes')).toBeHidden();
  });

  test('the client form', async ({ page }) => {
    await signInAs(page, accounts.client);
    const main = page.getByRole('main');
    const billingCode = main.getByRole('group', { name: /^Billing phone/ }).getByLabel('Country code');
    await expect.poll(async () => billingCode.locator('option').count()).toBeGreaterThan(240);

    const codes = await callingCodes(page);
    expect(codes.length).toBeGreaterThanOrEqual(2);
    for (const code of codes) {
      expect(code).toMatchObject({ owner: 'calling-codes', insideAPageForm: true });
    }
    for (const selects of await ownedSelects(page)) {
      expect(selects.filter((select) => select.autocomplete === 'tel-country-code')).toEqual([]);
    }
  });
});
