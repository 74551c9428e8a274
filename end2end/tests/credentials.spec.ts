import { accounts, expect, queryParams, test } from '../fixtures';
import { CredentialsPage, JobseekerProfilePage, Shell, signInAs } from '../pages';

const { ana, lucia } = accounts;

/** ana@demo.test's requirements, in the order the seed (and so the API) sends them. */
const IN_API_ORDER = [
  'First Aid Certificate',
  'Food Handler Card',
  'Forklift Operator License',
  'Security Guard License (OS-10)',
  'Responsible Service of Alcohol',
  "Driver's License Class B",
];

test.describe('Credentials', () => {
  test('the requirements show in the API order, with their statuses, filters and region', { tag: '@journey' }, async ({ page, sim }) => {
    await signInAs(page, ana);
    const shell = new Shell(page);
    const credentials = new CredentialsPage(page);

    await shell.navigateTo('Credentials');

    await credentials.expectShown();
    expect(await credentials.cardNames()).toEqual(IN_API_ORDER);
    await credentials.expectStatus('First Aid Certificate', 'Supplied');
    await credentials.expectStatus('Food Handler Card', 'Expired');
    // 20 days from the seed's day; a day either way when the browser's date is not the simulator's.
    await credentials.expectStatus('Forklift Operator License', /Expires in (19|20|21) days/);
    await credentials.expectStatus('Security Guard License (OS-10)', 'Supplied');
    await credentials.expectStatus('Responsible Service of Alcohol', /Missing\s*Suggested/);
    await credentials.expectStatus("Driver's License Class B", 'Missing');
    await expect(credentials.card('Responsible Service of Alcohol')).toContainText(
      'Suggested for: Bartender, Waiter, Event Staff',
    );
    // The region of the supplied value, and the regions to choose from.
    const guard = 'Security Guard License (OS-10)';
    await expect(credentials.suppliedValue(guard, 'Region')).toHaveText('Valparaíso');
    await expect(credentials.card(guard)).toContainText(
      'Valid in one region, chosen from: Región Metropolitana, Valparaíso, Biobío, Antofagasta',
    );
    await expect(credentials.suppliedValue('Food Handler Card', 'Credential ID')).toHaveText('FH-88213');
    await expect(credentials.card("Driver's License Class B")).toContainText(
      'You have not supplied this credential yet.',
    );
    await expect(credentials.howToUpdate).toBeVisible();

    // Filters, with their counts; each keeps the API order.
    expect(await credentials.filterCounts()).toEqual({ All: 6, Missing: 2, Suggested: 1, Expired: 1 });
    await expect(credentials.filterButton('All')).toHaveAttribute('aria-pressed', 'true');

    await credentials.chooseFilter('Missing');
    await expect(page).toHaveURL(/\?filter=missing$/);
    expect(await credentials.cardNames()).toEqual(['Responsible Service of Alcohol', "Driver's License Class B"]);
    await expect(shell.liveRegion).toHaveText('Showing 2 of 6 credentials.');

    await credentials.chooseFilter('Expired');
    await expect(page).toHaveURL(/\?filter=expired$/);
    expect(await credentials.cardNames()).toEqual(['Food Handler Card']);

    await credentials.chooseFilter('Suggested');
    expect(await credentials.cardNames()).toEqual(['Responsible Service of Alcohol']);

    // The filter is in the address: a reload keeps it, without asking the platform again for it.
    await page.reload();
    await credentials.expectShown();
    await expect(credentials.filterButton('Suggested')).toHaveAttribute('aria-pressed', 'true');
    expect(await credentials.cardNames()).toEqual(['Responsible Service of Alcohol']);

    await credentials.chooseFilter('All');
    await expect(page).toHaveURL(/\/jobseeker\/credentials$/);
    expect(await credentials.cardNames()).toEqual(IN_API_ORDER);

    // What the platform received: the user's token, the tenant; filtering does not refetch.
    const requests = await sim.requests('get_credentials_requirements');
    for (const request of requests) {
      expect(request.method).toBe('GET');
      expect(Object.fromEntries(queryParams(request))).toEqual({ tenant: 'demo' });
      expect(request.headers['authentication']).toMatch(/^[A-Za-z0-9]{24}$/);
    }
    // Profile overview, credentials page, and the page again after the reload.
    expect(requests).toHaveLength(3);
  });

  test('the profile overview counts link to the filtered list', async ({ page }) => {
    await signInAs(page, ana);
    const profile = new JobseekerProfilePage(page);
    const credentials = new CredentialsPage(page);

    await expect(profile.credentialCountLink('Missing')).toHaveText('Missing: 2');
    await expect(profile.credentialCountLink('Expired')).toHaveText('Expired: 1');
    await expect(profile.credentialCountLink('Expiring')).toHaveText('Expiring within 30 days: 1');

    await profile.credentialCountLink('Expired').click();

    await credentials.expectShown();
    await expect(page).toHaveURL(/\/jobseeker\/credentials\?filter=expired$/);
    await expect(credentials.filterButton('Expired')).toHaveAttribute('aria-pressed', 'true');
    expect(await credentials.cardNames()).toEqual(['Food Handler Card']);
  });

  test('a tenant with the tab off has no entry, and the page says so without calling the API', async ({ page, sim }) => {
    await signInAs(page, lucia);
    const shell = new Shell(page);
    const credentials = new CredentialsPage(page);
    await expect(shell.navLink('Mi perfil')).toBeVisible();
    await expect(shell.navLink('Credenciales')).toHaveCount(0);
    await expect(shell.navigation.getByRole('link')).toHaveCount(1);

    await page.goto('/jobseeker/credentials');

    await credentials.expectShown();
    await expect(credentials.notAvailable).toBeVisible();
    await expect(credentials.filters).toHaveCount(0);
    await page.getByRole('link', { name: 'Ir a mi perfil' }).click();
    await new JobseekerProfilePage(page).expectShown();
    expect(await sim.requests('get_credentials_requirements')).toEqual([]);
  });
});
