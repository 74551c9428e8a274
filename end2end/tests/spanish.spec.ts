import { accounts, expect, queryParams, test } from '../fixtures';
import { CredentialsPage, JobseekerProfilePage, Shell, SignInPage, signInAs } from '../pages';
import { definitionOf } from '../pages/form-helpers';

/**
 * English and Spanish: the main journeys in Spanish, with the language chosen by each
 * rule in turn (first match wins): the switcher's choice (remembered), the signed-in user's
 * `locale`, the browser's language, English. Dates and numbers read the Spanish way: `7 mar 1994`
 * (day, abbreviated month, year), thousands grouped with a period (unit-tested in
 * src/logic/numbers.rs; the seed's counts are small).
 */

const { ana, lucia, newcomer, cliente } = accounts;
const MONTHS_ES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

/** A date `days` from today as the Spanish UI writes it, a day either way (browser vs simulator). */
function spanishDateAround(days: number): RegExp {
  const candidates = [-1, 0, 1].map((delta) => {
    const date = new Date();
    date.setDate(date.getDate() + days + delta);
    return `${date.getDate()} ${MONTHS_ES[date.getMonth()]} ${date.getFullYear()}`;
  });
  return new RegExp(`^(${candidates.join('|')})$`);
}

test.describe('In Spanish', () => {
  test('chosen with the switcher: remembered after a reload, over the user\'s own locale, through profile and credentials', { tag: '@journey' }, async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 500 .*\/api\/v1\/jobseeker\/get_credentials_requirements/);
    const signIn = new SignInPage(page);
    const shell = new Shell(page);
    await signIn.goto();
    await expect(signIn.heading).toHaveText('Sign in');

    await shell.switchLanguage('Español');

    await expect(signIn.heading).toHaveText('Iniciar sesión');
    await expect(signIn.tenantLine).toHaveText('Inicias sesión en Demo Staffing');
    await page.reload();
    await expect(shell.language).toHaveValue('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/Iniciar sesión/);
    await expect(signIn.emailMeACodeButton).toHaveText('Envíame un código de un solo uso');

    // ana's own locale is English: the switcher's choice comes first.
    await signIn.signInWithPassword(ana.email, ana.password);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    await expect(profile.heading).toHaveText('Mi perfil');
    await expect(profile.formHeading).toHaveText('Edita tu perfil');
    await expect(shell.navLink('Credenciales')).toBeVisible();
    await expect(profile.completeness).toHaveText(/^Tu perfil está completo al \d+%$/);
    await expect(definitionOf(profile.summary, 'Fecha de nacimiento')).toHaveText('7 mar 1994');
    const counts = profile.onboarding.locator('.credential-counts');
    await expect(counts).toContainText('Faltan: 2');
    await expect(counts).toContainText('Vencidas: 1');
    await expect(counts).toContainText('Vencen en 30 días: 1');
    await expect(profile.field('Nombre completo')).toHaveValue('Ana Torres');

    await shell.navigateTo('Credenciales');
    const credentials = new CredentialsPage(page);
    await credentials.expectShown();
    await expect(page).toHaveTitle(/Credenciales/);
    // allInnerTexts does not wait: the page's read may still be on its way under load.
    await expect(credentials.filters.getByRole('button')).toHaveCount(4);
    const filters = await credentials.filters.getByRole('button').allInnerTexts();
    expect(filters.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(['Todas 6', 'Faltantes 2', 'Sugeridas 1', 'Vencidas 1']);
    const firstAid = credentials.card('First Aid Certificate');
    await expect(firstAid.getByRole('paragraph').filter({ hasText: /^\s*Estado:/ })).toHaveText(/^\s*Estado:\s*Entregada/);
    await expect(definitionOf(firstAid, 'Fecha de vencimiento')).toHaveText(spanishDateAround(400));
    await expect(definitionOf(firstAid, 'Fecha de emisión')).toHaveText(spanishDateAround(-300));
    await expect(definitionOf(firstAid, 'Entidad emisora')).toHaveText('Cruz Roja Chilena');
    await expect(credentials.card('Forklift Operator License')).toContainText(/Vence en (19|20|21) días/);
    await credentials.filters.getByRole('button', { name: /^Faltantes/ }).click();
    await expect(shell.liveRegion).toHaveText('Se muestran 2 de 6 credenciales.');

    // A failure reads in Spanish too, with its retry.
    await sim.fault('get_credentials_requirements', 'status500');
    await page.reload();
    await expect(credentials.loadError).toContainText('La plataforma rechazó la solicitud: Internal Server Error');
    await credentials.tryAgainButton.click();
    await expect(credentials.cards.first()).toBeVisible();

    await shell.signOut();
    await expect(signIn.heading).toHaveText('Iniciar sesión');
    await expect(shell.liveRegion).toHaveText('Cerraste sesión.');
  });

  test('a new job seeker creates a profile in Spanish: errors, gender codes and dates', async ({ page, sim }) => {
    const shell = new Shell(page);
    await new SignInPage(page).goto();
    await shell.switchLanguage('Español');
    await signInAs(page, newcomer);
    const profile = new JobseekerProfilePage(page);
    await profile.expectCreateMode();
    await expect(profile.formHeading).toHaveText('Crea tu perfil');

    await profile.submit();

    await expect(profile.errorSummary).toContainText('Corrige estos campos:');
    await profile.expectFieldError('Nombre completo', 'Obligatorio para crear tu perfil.');
    await expect(profile.field('Nombre completo')).toBeFocused();

    await profile.field('Nombre completo').fill('Nora Núñez');
    await profile.chooseCountryCode('Chile', 'Código de país');
    await profile.field('Teléfono').fill('9 8765 4321');
    await profile.field('País').fill('Chile');
    await profile.field('Ciudad').fill('Santiago');
    await profile.field('Género').selectOption({ label: 'Mujer' });
    await profile.field('Fecha de nacimiento').fill('1994-03-07');
    await profile.submit();

    await expect(profile.notice).toHaveText('Tu perfil fue creado.');
    await expect(shell.liveRegion).toHaveText('Tu perfil fue creado.');
    await expect(definitionOf(profile.summary, 'Fecha de nacimiento')).toHaveText('7 mar 1994');
    const sent = queryParams(await sim.onlyRequest('create_or_update_jobseeker'));
    // The gender code follows the UI language; the date goes in the API's own (English) format.
    expect(sent.get('gender')).toBe('Mujer');
    expect(sent.get('date_of_birth')).toBe('Mar 07, 1994');
  });

  test('from the signed-in user\'s locale: Lucía (es) in an English browser', { tag: '@journey' }, async ({ page, sim }) => {
    const signIn = new SignInPage(page);
    const shell = new Shell(page);
    await signIn.goto('latam');
    await expect(signIn.heading).toHaveText('Sign in');

    await signIn.signInWithPassword(lucia.email, lucia.password);

    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    await expect(profile.heading).toHaveText('Mi perfil');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(definitionOf(profile.summary, 'Fecha de nacimiento')).toHaveText('23 nov 1998');
    await expect(profile.field('Género')).toHaveValue(/.+/);
    await expect(profile.field('Género').locator('option:checked')).toHaveText('Mujer');
    await profile.field('Dirección').fill('Avenida Santa Fe 2100, Buenos Aires');
    await profile.submit();
    await expect(profile.notice).toHaveText('Tu perfil fue guardado.');
    expect(queryParams(await sim.onlyRequest('create_or_update_jobseeker')).get('address')).toBe(
      'Avenida Santa Fe 2100, Buenos Aires',
    );

    // Signed out, the user's locale no longer applies: the browser's English does.
    await shell.signOut();
    await expect(signIn.heading).toHaveText('Sign in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a Spanish-speaking client sees the company profile in Spanish', async ({ page }) => {
    await signInAs(page, cliente);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Perfil de empresa');
    await expect(main.getByRole('button', { name: 'Guardar', exact: true })).toBeVisible();
    await expect(new Shell(page).signOutButton).toHaveText('Cerrar sesión');
  });
});

test.describe('In Spanish from the browser (es-CL)', () => {
  test.use({ locale: 'es-CL' });

  test('the first page is Spanish without choosing, and a one-time code signs Lucía in', { tag: '@journey' }, async ({ page, sim }) => {
    const signIn = new SignInPage(page);
    await signIn.goto('latam');
    await expect(signIn.heading).toHaveText('Iniciar sesión');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(new Shell(page).language).toHaveValue('es');

    await signIn.requestCode(lucia.email);

    await expect(signIn.codeSentNotice).toHaveText(
      `Enviamos un código de un solo uso a ${lucia.email}. Escríbelo abajo.`,
    );
    await expect(signIn.sendNewCodeButton).toHaveText(/^Enviar un código nuevo \(\d+ s\)$/);
    await signIn.signInWithCode((await sim.outbox(lucia.email)).code);
    await expect(new JobseekerProfilePage(page).heading).toHaveText('Mi perfil');
  });

  test('a signed-in user\'s own locale comes before the browser\'s: ana (en) sees English', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await expect(signIn.heading).toHaveText('Iniciar sesión');

    await signIn.signInWithPassword(ana.email, ana.password);

    await expect(new JobseekerProfilePage(page).heading).toHaveText('My profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('In a browser language the app does not have (fr-FR)', () => {
  test.use({ locale: 'fr-FR' });

  test('the app falls back to English', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await expect(signIn.heading).toHaveText('Sign in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(signIn.emailMeACodeButton).toHaveText('E-mail me a one-time code');
  });
});
