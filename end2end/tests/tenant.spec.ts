import { accounts, expect, jsonBody, tenantNames, test } from '../fixtures';
import { JobseekerProfilePage, Shell, SignInPage } from '../pages';

test.describe('Choosing the organization', () => {
  test('?tenant=latam names LatAm Talento and is remembered after a reload', async ({ page }) => {
    const signIn = new SignInPage(page);
    const shell = new Shell(page);

    await signIn.goto('latam');
    await signIn.expectTenant(tenantNames.latam);
    await shell.expectTenant(tenantNames.latam);

    await page.goto('/sign-in');
    await signIn.expectTenant(tenantNames.latam);
    await page.reload();
    await signIn.expectTenant(tenantNames.latam);
    await shell.expectTenant(tenantNames.latam);
  });

  test('a LatAm freelancer signs in to latam, in Spanish, without the credentials tab', async ({ page, sim }) => {
    const signIn = new SignInPage(page);
    const shell = new Shell(page);
    await signIn.goto('latam');

    await signIn.signInWithPassword(accounts.lucia.email, accounts.lucia.password);

    await new JobseekerProfilePage(page).expectShown();
    expect(jsonBody(await sim.onlyRequest('sign_in')).tenant).toBe('latam');
    // Her locale is Spanish, and latam has the credentials tab off.
    await expect(shell.navLink('Mi perfil')).toBeVisible();
    await expect(shell.navigation.getByRole('link')).toHaveCount(1);
    await shell.expectTenant(tenantNames.latam);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('the default organization is demo, and the language can be switched', async ({ page }) => {
    const signIn = new SignInPage(page);
    const shell = new Shell(page);
    await signIn.goto();
    await signIn.expectTenant(tenantNames.demo);

    await shell.switchLanguage('Español');

    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
    await expect(page.getByRole('main').getByText(`Inicias sesión en ${tenantNames.demo}`)).toBeVisible();
    await page.reload();
    await expect(shell.language).toHaveValue('es');
    await shell.switchLanguage('English');
    await signIn.expectShown();
  });
});
