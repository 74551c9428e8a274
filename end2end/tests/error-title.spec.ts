import { accounts, expect, test } from '../fixtures';
import { ClientProfilePage, JobseekerProfilePage, Shell, signInAs } from '../pages';

/**
 * While a form shows its errors after Save, the page's title starts with "Error: " (GOV.UK's
 * habit): a screen-reader user who hears the title, or comes back to the tab, knows at once. The
 * prefix goes once the errors are put right.
 */

test.describe('The title says a form has errors', () => {
  test('the job seeker profile, in English then in Spanish', async ({ page }) => {
    await signInAs(page, accounts.ana);
    await new JobseekerProfilePage(page).expectEditMode();
    await expect(page).toHaveTitle('My profile · Demo Staffing');

    await page.getByLabel('Contact e-mail').fill('ana@');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('error-summary')).toBeVisible();
    await expect(page).toHaveTitle('Error: My profile · Demo Staffing');

    await new Shell(page).switchLanguage('Español');
    await expect(page).toHaveTitle('Error: Mi perfil · Demo Staffing');

    await page.getByLabel('Correo de contacto').fill('ana@example.com');
    await expect(page).toHaveTitle('Mi perfil · Demo Staffing');
  });

  test('the client profile, until every field in error is put right', async ({ page }) => {
    await signInAs(page, accounts.client);
    const profile = new ClientProfilePage(page);
    await profile.field('Company name').fill('');
    await profile.save();
    await expect(profile.errorSummary).toBeVisible();
    await expect(page).toHaveTitle('Error: Company profile · Demo Staffing');

    await new Shell(page).switchLanguage('Español');
    await expect(page).toHaveTitle('Error: Perfil de empresa · Demo Staffing');

    // One field put right of several (its label is the platform's own, not translated): errors remain.
    await profile.field('Company name').fill('Kept Holdings SpA');
    await profile.field('Company name').blur();
    await expect(profile.field('Company name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveTitle('Error: Perfil de empresa · Demo Staffing');
  });

  test('leaving the page takes the prefix with it', async ({ page }) => {
    await signInAs(page, accounts.ana);
    await new JobseekerProfilePage(page).expectEditMode();
    await page.getByLabel('Contact e-mail').fill('ana@');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await new Shell(page).navigateTo('Credentials');
    await expect(page).toHaveTitle('Credentials · Demo Staffing');
  });
});
