import type { Locator, Page } from '@playwright/test';
import { accounts, bundledSeed, expect, test } from '../fixtures';
import { BrowserStorage, ClientProfilePage, JobseekerProfilePage, signInAs } from '../pages';

/**
 * The lines a QA team writes first, with Playwright's own calls and no page object: the Save button
 * by its name, in every state of the page (`getByRole` matches any name that contains the word, in
 * any case, and strict mode stops on a second match), and a refused field's error by the
 * assertions that read ARIA 1.2's `aria-errormessage` (`toHaveAccessibleErrorMessage`) and
 * `aria-invalid` (`ariaSnapshot`'s `[invalid]`).
 */

/** The one button `getByRole('button', { name })` finds in `main`, or a failure naming them all. */
async function onlyButtonNamed(page: Page, name: string): Promise<Locator> {
  const buttons = page.getByRole('main').getByRole('button', { name });
  const names = await buttons.evaluateAll((found) => found.map((button) => button.textContent?.trim()));
  expect(names, `the buttons whose name contains "${name}"`).toHaveLength(1);
  return buttons;
}

/** The button that discards what was typed since the last save, shown when there is some. */
function discardButton(page: Page): Locator {
  return page.getByRole('main').getByRole('button', { name: /^(Discard|Descartar)/ });
}

/**
 * Types `text` into `box`, reloads once the draft is in storage (the client form writes it after a
 * pause in typing), and sees the draft back with its Discard button beside Save.
 */
async function draftBack(box: Locator, text: string): Promise<void> {
  const page = box.page();
  await box.fill(text);
  await expect
    .poll(async () => (await new BrowserStorage(page).everything()).some((entry) => entry.startsWith('staffing.draft.')))
    .toBe(true);
  await page.reload();
  await expect(discardButton(page)).toBeVisible();
}

/** The error line a sighted user reads under the field, as `toHaveAccessibleErrorMessage` must find it. */
async function expectErrorFoundByStandardCalls(field: Locator): Promise<void> {
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
  expect(errorId, 'the error stays in the field\'s description').toBeTruthy();
  const shown = (await field.page().locator(`[id="${errorId}"]`).textContent())?.trim() ?? '';
  expect(shown).not.toBe('');
  await expect(field).toHaveAccessibleErrorMessage(shown);
  expect(await field.ariaSnapshot()).toContain('[invalid]');
}

test.describe('The calls a QA script writes first', () => {
  test('the client form: one button answers to "Save" with answers left, with a draft back and with errors', async ({ page }) => {
    await signInAs(page, accounts.client);
    const profile = new ClientProfilePage(page);
    await profile.expectListsComplete();
    const save = await onlyButtonNamed(page, 'Save');
    await expect(save).toHaveText('Save');

    // A draft from the last visit, with its Discard button beside Save.
    await draftBack(page.getByLabel('Company e-mail'), 'not an address');
    await onlyButtonNamed(page, 'Save');

    // Errors shown.
    await (await onlyButtonNamed(page, 'Save')).click();
    await expect(profile.errorSummary).toBeVisible();
    await onlyButtonNamed(page, 'Save');
    await expectErrorFoundByStandardCalls(page.getByLabel('Company e-mail'));
    await expectErrorFoundByStandardCalls(page.getByLabel('Contact phone'));
  });

  test('the client form with nothing required left: the next-question control does not answer to "Save"', async ({ page, sim }) => {
    const seed = bundledSeed();
    for (const form of seed.tenants.demo.client_profile) {
      for (const field of form.fields) field.required_level = 'optional';
    }
    await sim.seed(seed);
    await signInAs(page, accounts.client);
    const profile = new ClientProfilePage(page);
    await profile.expectListsComplete();
    await expect(profile.nextRequiredButton).toHaveText(/^Nothing required is left/);
    await onlyButtonNamed(page, 'Save');
  });

  test('the client form in Spanish: one button answers to "Guardar"', async ({ page }) => {
    await signInAs(page, accounts.cliente);
    const profile = new ClientProfilePage(page);
    await profile.expectListsComplete();
    await onlyButtonNamed(page, 'Guardar');
    await draftBack(page.getByRole('main').getByRole('textbox').first(), 'Otra respuesta');
    await onlyButtonNamed(page, 'Guardar');
    await (await onlyButtonNamed(page, 'Guardar')).click();
    await expect(profile.errorSummary).toBeVisible();
    await onlyButtonNamed(page, 'Guardar');
  });

  test("the job seeker's profile: one button answers to \"Save\" when creating and after a failed Save", async ({ page }) => {
    await signInAs(page, accounts.newcomer);
    const profile = new JobseekerProfilePage(page);
    await profile.expectCreateMode();
    await (await onlyButtonNamed(page, 'Save')).click();
    await expect(profile.errorSummary).toBeVisible();
    await onlyButtonNamed(page, 'Save');
    await expectErrorFoundByStandardCalls(page.getByLabel('Full name'));
  });

  test("the job seeker's profile in edit mode: one Save with a draft back and while saving", async ({ page, sim }) => {
    await signInAs(page, accounts.ana);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    await onlyButtonNamed(page, 'Save');
    await draftBack(page.getByLabel('Address'), 'Calle Nueva 1');
    const save = await onlyButtonNamed(page, 'Save');

    await sim.fault('create_or_update_jobseeker', 'delay', { delayMs: 60_000 });
    await save.click();
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await onlyButtonNamed(page, 'Save');
  });

  test("the job seeker's profile in Spanish: one button answers to \"Guardar\"", async ({ page }) => {
    await signInAs(page, accounts.lucia);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    await draftBack(page.getByLabel('Nombre completo'), 'Lucía F.');
    await onlyButtonNamed(page, 'Guardar');
  });

  test('a refused value the platform holds is refused on its field, found by the standard assertions', async ({ page }) => {
    await signInAs(page, accounts.ana);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    const name = page.getByLabel('Full name');
    await name.fill('');
    await profile.submit();
    await expect(profile.errorSummary).toBeVisible();
    await expect(profile.notice).toHaveCount(0);
    await expectErrorFoundByStandardCalls(name);
    await expect(name).toBeFocused();
  });
});
