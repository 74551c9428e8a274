import { accounts, bundledSeed, expect, queryParams, test, type Seed } from '../fixtures';
import { BrowserStorage, ClientProfilePage, expectValid, Shell, SignInPage, signInAs } from '../pages';
import { pauseClock } from '../support/clock';

const { client } = accounts;

/** The bundled seed with demo's first client form changed by `change`. */
function seedWithBaseForm(change: (form: Seed) => void): Seed {
  const seed = bundledSeed();
  change(seed.tenants.demo.client_profile[0]);
  return seed;
}

test.describe('The client profile', () => {
  test('a client signs in and lands on the client profile, with both forms in order', { tag: '@journey' }, async ({ page, sim }) => {
    const signIn = new SignInPage(page);
    const profile = new ClientProfilePage(page);
    await signIn.goto();

    await signIn.signInWithPassword(client.email, client.password);

    await profile.expectShown();
    await expect(new Shell(page).navLink('Company profile')).toBeVisible();
    expect(await profile.formTitles()).toEqual(['Company profile', 'Billing details']);
    await expect(profile.form('Company profile')).toContainText(
      'Tell us about your company so we can match the right staff.',
    );
    await expect(profile.form('Billing details')).toContainText('Who receives invoices and how to reach them.');
    // custom_form_content keeps its line breaks.
    const content = profile.form('Billing details').getByText(/^Invoices are issued/);
    expect(await content.innerText()).toBe(
      'Invoices are issued on the 1st of each month.\nPayment terms: 30 days.\nQuestions: billing@demo.test',
    );
    // Fields in the order sent, each labelled.
    await expect(profile.field('Company name', 'Company profile')).toBeVisible();
    await expect(profile.field('Contact phone', 'Company profile')).toBeVisible();
    await expect(profile.field('Country', 'Company profile')).toBeVisible();
    await expect(profile.field('Business category', 'Company profile')).toBeVisible();
    await expect(profile.field('Billing contact name', 'Billing details')).toBeVisible();
    await expect(profile.field('Billing phone', 'Billing details')).toBeVisible();
    await expect(profile.field('Notes for the billing team', 'Billing details')).toBeVisible();
    // Help text is tied to its field.
    await expect(profile.field('Company name')).toHaveAccessibleDescription(/Legal name as it appears on invoices\./);
    await expect(profile.field('Company name')).toHaveAttribute('aria-required', 'true');
    await expect(profile.field('Billing contact name')).not.toHaveAttribute('aria-required', 'true');

    // What the platform received: get_client_profile with the user's token and the tenant.
    const request = await sim.onlyRequest('get_client_profile');
    expect(request.method).toBe('GET');
    expect(Object.fromEntries(queryParams(request))).toEqual({ tenant: 'demo' });
    expect(request.headers['authentication']).toBe((await new BrowserStorage(page).tabSession())?.token);
  });

  test('signing out right after typing neither crashes nor keeps what was typed', async ({ page }) => {
    // The page's clock is the test's: the draft's pause ends when the test says so.
    await page.clock.install();
    await signInAs(page, client);
    const profile = new ClientProfilePage(page);
    const typed = 'Sign-out Race Holdings';
    await pauseClock(page);
    await profile.field('Company name').fill(typed);
    // While the draft's write still waits for its pause (400 ms): the form goes away with the
    // write pending. A timer that outlives its form must not touch the form's disposed state.
    await new Shell(page).signOut();
    // The pause, and more, goes by: the pending write's timer has run.
    await page.clock.runFor(1_000);
    await page.clock.resume();

    await expect(new SignInPage(page).email).toBeVisible();
    await expect(page.locator('main[role=alert]')).toHaveCount(0);
    expect((await new BrowserStorage(page).everything()).join('\n')).not.toContain(typed);
  });

  test('dropdown options appear in the order sent, and a prefilled value is shown', async ({ page }) => {
    await signInAs(page, client);
    const profile = new ClientProfilePage(page);

    expect(await profile.optionTexts('Country')).toEqual(['Choose…', 'Chile', 'Argentina', 'United States', 'Other']);
    expect(await profile.optionValues('Country')).toEqual(['', '56', '54', '1', '999']);
    expect(await profile.optionTexts('Business category')).toEqual([
      'Choose…',
      'Hospitality',
      'Retail',
      'Logistics',
      'Events',
    ]);
    await profile.choose('Country', 'United States');
    await expect(profile.field('Country')).toHaveValue('1');

    await expect(profile.field('Company name')).toHaveValue('Demo Hospitality SpA');
    await expect(profile.field('Billing contact name')).toHaveValue('');
  });

  test('a field of an unknown type is a working text input', async ({ page, diagnostics }) => {
    await signInAs(page, client);
    const profile = new ClientProfilePage(page);
    // "star_rating" is not one of the types the renderer knows.
    const rating = profile.field('Service rating', 'Billing details');

    await rating.fill('5 stars');

    await expect(rating).toHaveValue('5 stars');
    await expect(rating).toBeEditable();
    await expect(rating).toHaveAttribute('type', 'text');
    await expect(rating).toHaveAccessibleDescription(/How our billing team did/);
    const warnings = diagnostics.messages.filter(
      (m) => m.type === 'warning' && m.text.includes('unknown field type'),
    );
    expect(warnings.map((m) => m.text)).toEqual([
      'client form: unknown field type "star_rating" rendered as a text box',
    ]);
  });

  test('a label with HTML in it shows as text, and nothing runs', async ({ page, sim }) => {
    const label = '<img src=x onerror="window.__xssLabel = 1">Company name';
    await sim.seed(
      seedWithBaseForm((form) => {
        form.fields[0].label = label;
        form.fields[0].description = '<b onmouseover="window.__xssHelp = 1">bold</b> help';
      }),
    );
    await signInAs(page, client);
    const profile = new ClientProfilePage(page);

    const field = profile.field(label);
    await expect(field).toHaveValue('Demo Hospitality SpA');
    await expect(field).toHaveAccessibleName(label);
    await expect(profile.main.getByText(label)).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/<b onmouseover="window.__xssHelp = 1">bold<\/b> help/);
    await expect(profile.main.locator('img, b')).toHaveCount(0);
    await profile.main.getByText(/^<b onmouseover/).hover();
    expect(await page.evaluate(() => ({
      label: (window as unknown as Record<string, unknown>).__xssLabel,
      help: (window as unknown as Record<string, unknown>).__xssHelp,
    }))).toEqual({ label: undefined, help: undefined });
  });

  test('custom_form_content with a <script> shows as text', async ({ page, sim }) => {
    const content = 'Read this first.\n<script>window.__xssContent = 1</script>\nThank you.';
    await sim.seed(
      seedWithBaseForm((form) => {
        form.custom_form_content = content;
        form.form_title = '<i>Company</i> profile';
      }),
    );
    await signInAs(page, client);
    const profile = new ClientProfilePage(page);

    expect(await profile.formTitles()).toEqual(['<i>Company</i> profile', 'Billing details']);
    const shown = profile.form('<i>Company</i> profile').getByText(/^Read this first\./);
    expect(await shown.innerText()).toBe(content);
    await expect(profile.main.locator('script, i')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__xssContent)).toBeUndefined();
  });

  test('required fields block Save, with the focus on the first and a linked summary', { tag: ['@journey', '@phone'] }, async ({ page, sim }) => {
    await signInAs(page, client);
    const profile = new ClientProfilePage(page);
    const shell = new Shell(page);
    await profile.field('Company name').fill('');

    await profile.save();

    await expect(profile.field('Company name')).toBeFocused();
    await expect(profile.errorSummary).toBeVisible();
    expect(await profile.errorSummaryLines()).toEqual([
      'Company name: This field is required.',
      'Contact phone: This field is required.',
      'Country: This field is required.',
      'Billing phone: This field is required.',
    ]);
    await expect(shell.liveRegion).toHaveText('4 fields need attention before saving.');
    await profile.expectFieldError('Company name', 'This field is required.');
    await profile.expectFieldError('Contact phone', 'This field is required.');
    await profile.expectFieldError('Country', 'This field is required.');
    await profile.expectFieldError('Billing phone', 'This field is required.');
    await expect(profile.savedNotice).toHaveCount(0);

    // Each line of the summary leads to its field.
    await profile.errorSummaryLinks.filter({ hasText: 'Billing phone' }).click();
    await expect(profile.field('Billing phone')).toBeFocused();

    // A phone number without a country code is not enough.
    await profile.field('Contact phone').fill('987654321');
    await profile.save();
    await expect(profile.field('Company name')).toBeFocused();
    await profile.expectFieldError('Contact phone', /Choose the country code/);

    await profile.field('Company name').fill('Demo Hospitality SpA');
    await profile.fillPhone('Contact phone', 'Chile', '2 2345 6789');
    await profile.choose('Country', 'Chile');
    await profile.fillPhone('Billing phone', 'Chile', '9 8765 4321');
    await profile.save();

    await expect(profile.savedNotice).toBeVisible();
    await expect(profile.errorSummary).toHaveCount(0);
    await expect(profile.field('Contact phone')).not.toHaveAttribute('aria-invalid', 'true');
    // Nothing is sent: the platform has no call to store a client profile.
    expect((await sim.requests()).map((r) => r.path.split('/').pop())).toEqual(['sign_in', 'get_client_profile']);
  });

  test('Save pressed straight from a box unticked is not lost when the box\'s error line pushes the button down', async ({ page }) => {
    // A screen that holds the whole form: Save then follows the form instead of sticking to the
    // screen's bottom (as it does on a shorter one), so the error line can push it down.
    await page.setViewportSize({ width: 1280, height: 2400 });
    await signInAs(page, accounts.cliente);
    const terms = page.getByLabel('Acepto los términos');
    const save = page.getByRole('button', { name: 'Guardar', exact: true });
    await terms.check();
    const before = await save.boundingBox();
    await terms.uncheck();

    // Pressing Save moves the focus off the box: its error line appears above the button, which
    // moves down by more than half its height, before the press ends.
    await save.click();

    // Save ran: the summary is there and the focus is on the first field in error.
    await expect(page.getByTestId('error-summary')).toBeVisible();
    await expect(page.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveTitle(/^Error: /);
    const after = await save.boundingBox();
    expect(after!.y - before!.y).toBeGreaterThan(before!.height / 2);
  });

  test('every kind of field is filled, ticked and picked with the standard calls, checked on Save, and back after a reload', { tag: ['@journey', '@phone'] }, async ({ page }) => {
    await signInAs(page, client);
    const profile = new ClientProfilePage(page);

    // The values the platform sent, of every shape, each in its kind's control.
    await expect(profile.field('About the company')).toHaveValue('Hotels and events across Chile.\nFounded by two chefs.');
    await expect(profile.field('Company e-mail')).toHaveAttribute('type', 'email');
    await expect(profile.field('Number of staff')).toHaveValue('42');
    await expect(profile.field('Number of staff')).toHaveAttribute('inputmode', 'numeric');
    await expect(profile.field('Hourly budget (USD)')).toHaveValue('18.5');
    await expect(profile.field('Hourly budget (USD)')).toHaveAttribute('inputmode', 'decimal');
    await expect(profile.field('Hourly budget (USD)')).toHaveAccessibleDescription('Per worker, before tax.');
    // Sent as "Mar 07, 2011": the reference's own date format.
    await expect(profile.field('Founded on')).toHaveValue('2011-03-07');
    await expect(profile.field('Website')).toHaveValue('https://demo.test');
    await expect(profile.field('Usual shift')).toHaveAccessibleDescription('The shift most of your staff work.');
    await expect(profile.field('Usual shift')).toHaveAttribute('aria-required', 'true');
    await expect(profile.choice('Usual shift', 'Day')).toBeChecked();
    await expect(profile.choice('Usual shift', 'Rotating <shifts>')).not.toBeChecked();
    await expect(profile.field('We provide uniforms')).toBeChecked();
    await expect(profile.field('I accept the staffing terms')).toBeChecked();
    await expect(profile.field('I accept the staffing terms')).toHaveAttribute('aria-required', 'true');
    await expect(profile.choice('Roles you hire for', 'Waiters')).toBeChecked();
    await expect(profile.choice('Roles you hire for', 'Cooks')).toBeChecked();
    await expect(profile.choice('Roles you hire for', 'Cleaners')).not.toBeChecked();
    await expect(profile.choice('Languages spoken on site', 'Spanish')).toBeChecked();
    await expect(profile.field('Invoice e-mail')).toHaveValue('billing@demo.test');
    await expect(profile.field('First invoice date')).toHaveValue('2026-12-01');
    await expect(profile.field('Purchase orders required')).not.toBeChecked();
    await expect(profile.field('Paper copies per invoice')).toHaveValue('2');

    // Required boxes left empty, and wrong values of every checked kind. Bottom to top, and the
    // boxes before the text: leaving a field shows its error, which moves what is below it while
    // it is being clicked.
    await profile.choice('Roles you hire for', 'Waiters').uncheck();
    await profile.choice('Roles you hire for', 'Cooks').uncheck();
    await profile.field('I accept the staffing terms').uncheck();
    await profile.field('Company e-mail').fill('jobs.demo.test');
    await profile.field('Number of staff').fill('12.5');
    await profile.field('Hourly budget (USD)').fill('cheap');
    await profile.field('Website').fill('javascript:alert(1)');
    await profile.save();

    await expect(profile.field('Contact phone')).toBeFocused();
    expect(await profile.errorSummaryLines()).toEqual([
      'Contact phone: This field is required.',
      'Country: This field is required.',
      'Company e-mail: An e-mail address needs an @, like name@example.com.',
      'Number of staff: Enter a whole number, like 12.',
      'Hourly budget (USD): Enter a number, like 12.5.',
      'Website: Enter a full web link that starts with http:// or https://.',
      'I accept the staffing terms: Tick this box to go on.',
      'Roles you hire for: Tick at least one option.',
      'Billing phone: This field is required.',
    ]);
    await profile.expectFieldError('Company e-mail', 'An e-mail address needs an @, like name@example.com.');
    await profile.expectFieldError('Number of staff', 'Enter a whole number, like 12.');
    await profile.expectFieldError('Hourly budget (USD)', 'Enter a number, like 12.5.');
    await profile.expectFieldError('Website', /starts with http:\/\/ or https:\/\//);
    await profile.expectFieldError('I accept the staffing terms', 'Tick this box to go on.');
    await profile.expectFieldError('Roles you hire for', 'Tick at least one option.');
    // A line of the summary leads to its group's first box.
    await profile.errorSummaryLinks.filter({ hasText: 'Roles you hire for' }).click();
    await expect(profile.choice('Roles you hire for', 'Waiters')).toBeFocused();

    // Every kind set with the standard calls.
    await profile.fillPhone('Contact phone', 'Chile', '2 2345 6789');
    await profile.choose('Country', 'Chile');
    await profile.field('About the company').fill('Line one\nLine two');
    await profile.field('Company e-mail').fill('jobs@demo.test');
    await profile.field('Number of staff').fill('120');
    await profile.field('Hourly budget (USD)').fill('21.75');
    await profile.field('Founded on').fill('2010-05-20');
    await profile.field('Website').fill('https://hotels.demo.test/jobs');
    await profile.choice('Usual shift', 'Rotating <shifts>').check();
    await profile.field('We provide uniforms').uncheck();
    await profile.field('I accept the staffing terms').check();
    await profile.choice('Roles you hire for', 'Drivers').check();
    await profile.choice('Roles you hire for', 'Cleaners').check();
    await profile.choice('Languages spoken on site', 'English').check();
    await profile.fillPhone('Billing phone', 'Chile', '9 8765 4321');
    await profile.field('Invoice e-mail').fill('invoices@demo.test');
    await profile.field('First invoice date').fill('2027-01-15');
    await profile.field('Purchase orders required').check();
    await profile.field('Paper copies per invoice').fill('3');
    for (const label of ['Company e-mail', 'Number of staff', 'Hourly budget (USD)', 'Website', 'I accept the staffing terms', 'Roles you hire for']) {
      await expect(profile.field(label)).not.toHaveAttribute('aria-invalid', 'true');
    }
    await profile.save();
    await expect(profile.savedNotice).toBeVisible();
    await expect(profile.errorSummary).toHaveCount(0);

    await page.reload();

    await profile.expectShown();
    await expect(profile.field('About the company')).toHaveValue('Line one\nLine two');
    await expect(profile.field('Company e-mail')).toHaveValue('jobs@demo.test');
    await expect(profile.field('Number of staff')).toHaveValue('120');
    await expect(profile.field('Hourly budget (USD)')).toHaveValue('21.75');
    await expect(profile.field('Founded on')).toHaveValue('2010-05-20');
    await expect(profile.field('Website')).toHaveValue('https://hotels.demo.test/jobs');
    await expect(profile.choice('Usual shift', 'Rotating <shifts>')).toBeChecked();
    await expect(profile.choice('Usual shift', 'Day')).not.toBeChecked();
    await expect(profile.field('I accept the staffing terms')).toBeChecked();
    // Sent ticked, saved unticked: the answer saved here wins.
    await expect(profile.field('We provide uniforms')).not.toBeChecked();
    for (const [option, ticked] of [['Waiters', false], ['Cooks', false], ['Cleaners', true], ['Drivers', true]] as const) {
      await expect(profile.choice('Roles you hire for', option)).toBeChecked({ checked: ticked });
    }
    await expect(profile.choice('Languages spoken on site', 'Spanish')).toBeChecked();
    await expect(profile.choice('Languages spoken on site', 'English')).toBeChecked();
    await expect(profile.field('Invoice e-mail')).toHaveValue('invoices@demo.test');
    await expect(profile.field('First invoice date')).toHaveValue('2027-01-15');
    await expect(profile.field('Purchase orders required')).toBeChecked();
    await expect(profile.field('Paper copies per invoice')).toHaveValue('3');
    // What this device keeps: a tick as a boolean, several choices as a list in the options' order.
    const kept = (await new BrowserStorage(page).everything()).join('\n');
    expect(kept).toContain('["cf-billing_details-po_required",true]');
    expect(kept).toContain('["cf-base_form-roles",["cleaner","driver"]]');
    expect(kept).toContain('["cf-base_form-uniforms",false]');
  });

  // The product keeps a draft through a reload and through a session the platform ends (a 401),
  // until the same user signs in again; sign-out removes it on purpose (README, "Sign-out"), so a
  // shared computer keeps nothing unsaved of hers.
  test('a draft of every kind comes back after a reload and after the session ends and she signs in again; sign-out drops it', { tag: '@journey' }, async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 401 .*get_client_profile/);
    await signInAs(page, client);
    const profile = new ClientProfilePage(page);
    const signIn = new SignInPage(page);
    await profile.field('About the company').fill('Drafted\nlines');
    await profile.field('Company e-mail').fill('jobs@demo.test');
    await profile.field('Number of staff').fill('57');
    await profile.field('Hourly budget (USD)').fill('19.25');
    await profile.field('Founded on').fill('2009-09-09');
    await profile.field('Website').fill('https://hotels.demo.test/jobs');
    await profile.choice('Usual shift', 'Night').check();
    // Sent ticked, and sent unticked.
    await profile.field('We provide uniforms').uncheck();
    await profile.field('Purchase orders required').check();
    await profile.choice('Roles you hire for', 'Waiters').uncheck();
    await profile.choice('Roles you hire for', 'Drivers').check();
    // The only language sent, unticked: no choice is an answer too.
    await profile.choice('Languages spoken on site', 'Spanish').uncheck();
    // The draft is written a moment after the last edit.
    await expect
      .poll(async () => (await new BrowserStorage(page).everything()).join('\n'))
      .toContain('["cf-base_form-languages",[]]');
    expect(await draftKeys(page)).toHaveLength(1);
    /** The page again, saying the draft was restored, with every answer drafted above. */
    const expectDraftBack = async (): Promise<void> => {
      await profile.expectShown();
      await expect(profile.draftNotice).toBeVisible();
      await expect(profile.field('About the company')).toHaveValue('Drafted\nlines');
      await expect(profile.field('Company e-mail')).toHaveValue('jobs@demo.test');
      await expect(profile.field('Number of staff')).toHaveValue('57');
      await expect(profile.field('Hourly budget (USD)')).toHaveValue('19.25');
      await expect(profile.field('Founded on')).toHaveValue('2009-09-09');
      await expect(profile.field('Website')).toHaveValue('https://hotels.demo.test/jobs');
      await expect(profile.choice('Usual shift', 'Night')).toBeChecked();
      await expect(profile.choice('Usual shift', 'Day')).not.toBeChecked();
      await expect(profile.field('We provide uniforms')).not.toBeChecked();
      await expect(profile.field('Purchase orders required')).toBeChecked();
      for (const [option, ticked] of [['Waiters', false], ['Cooks', true], ['Cleaners', false], ['Drivers', true]] as const) {
        await expect(profile.choice('Roles you hire for', option)).toBeChecked({ checked: ticked });
      }
      for (const option of ['Spanish', 'English', 'Portuguese']) {
        await expect(profile.choice('Languages spoken on site', option)).not.toBeChecked();
      }
      // Untouched fields keep the platform's values.
      await expect(profile.field('Company name')).toHaveValue('Demo Hospitality SpA');
      await expect(profile.field('I accept the staffing terms')).toBeChecked();
    };

    await page.reload();
    await expectDraftBack();

    // The session ends on the platform's side: the next call answers 401, and she signs in again.
    await sim.fault('get_client_profile', 'unauthorized');
    await page.reload();
    await signIn.expectShown();
    await expect(signIn.sessionEndedNotice).toBeVisible();
    await signIn.signInWithPassword(client.email, client.password);
    await expectDraftBack();

    // Sign-out removes the draft: the platform's values are back.
    await new Shell(page).signOut();
    expect(await draftKeys(page)).toEqual([]);
    await signInAs(page, client);
    await expect(profile.draftNotice).toHaveCount(0);
    await expect(profile.field('Company e-mail')).toHaveValue('');
    await expect(profile.field('Hourly budget (USD)')).toHaveValue('18.5');
    await expect(profile.choice('Usual shift', 'Day')).toBeChecked();
    await expect(profile.field('We provide uniforms')).toBeChecked();
    await expect(profile.field('Purchase orders required')).not.toBeChecked();
    await expect(profile.choice('Languages spoken on site', 'Spanish')).toBeChecked();
  });

  test('in Spanish a number takes a decimal comma, is shown with it, and is kept with a point', async ({ page }) => {
    await signInAs(page, accounts.cliente);
    const profile = new ClientProfilePage(page);
    // Sent as 12.5: a Spanish reader sees their own decimal comma.
    await expect(profile.field('Presupuesto por hora')).toHaveValue('12,5');
    await expect(profile.field('Fecha de inicio')).toHaveValue('2026-03-02');
    await expect(profile.choice('Turno habitual', 'Tarde')).toBeChecked();
    await expect(profile.field('Entregamos uniformes')).not.toBeChecked();
    await expect(profile.field('Acepto los términos')).toBeChecked();
    await expect(profile.choice('Días de trabajo', 'Miércoles')).toBeChecked();
    await expect(profile.field('Áreas')).toHaveValue('sala');

    await profile.field('Nombre de la empresa').fill('Cafés del Sur');
    await profile.fillPhone('Teléfono de contacto', 'Argentina', '11 5555 1234');
    await profile.choose('País', 'Argentina');
    await profile.field('Presupuesto por hora').fill('14,75');
    await profile.field('Personal').fill('3,5');
    await profile.save();
    await profile.expectFieldError('Personal', 'Escribe un número entero, como 12.');
    await expect(profile.field('Presupuesto por hora')).not.toHaveAttribute('aria-invalid', 'true');

    await profile.field('Personal').fill('16');
    await profile.save();
    await expect(profile.savedNotice).toBeVisible();
    await page.reload();
    await expect(profile.field('Presupuesto por hora')).toHaveValue('14,75');
    await expect(profile.field('Personal')).toHaveValue('16');
    expect((await new BrowserStorage(page).everything()).join('\n')).toContain('["cf-base_form-presupuesto","14.75"]');

    // A draft keeps the number with a point too, and shows it back with the comma.
    await profile.field('Presupuesto por hora').fill('13,5');
    await expect.poll(() => draftKeys(page)).toHaveLength(1);
    expect((await new BrowserStorage(page).everything()).join('\n')).toContain('["cf-base_form-presupuesto","13.5"]');
    await page.reload();
    await expect(profile.draftNotice).toBeVisible();
    await expect(profile.field('Presupuesto por hora')).toHaveValue('13,5');
  });

  test('a language switch checks number fields again, by the new language\'s rules and in its words', async ({ page }) => {
    await signInAs(page, client);
    const profile = new ClientProfilePage(page);
    const shell = new Shell(page);
    /** Types `text` into the field and leaves it, which checks it. */
    const enter = async (label: string, text: string): Promise<void> => {
      await profile.field(label).fill(text);
      await profile.field(label).blur();
    };
    // A decimal comma is no number in English.
    await enter('Hourly budget (USD)', '12,5');
    await enter('Number of staff', '40,5');
    await enter('Paper copies per invoice', 'two');
    await profile.expectFieldError('Hourly budget (USD)', 'Enter a number, like 12.5.');
    await profile.expectFieldError('Number of staff', 'Enter a number, like 12.5.');
    await profile.expectFieldError('Paper copies per invoice', 'Enter a number, like 12.5.');

    await shell.switchLanguage('Español');

    // In Spanish it is one: "12,5" is fine, "40,5" is a number but not a whole one.
    await expectValid(profile.field('Hourly budget (USD)'));
    await expect(profile.field('Hourly budget (USD)')).toHaveValue('12,5');
    await profile.expectFieldError('Number of staff', 'Escribe un número entero, como 12.');
    await profile.expectFieldError('Paper copies per invoice', 'Escribe un número, como 12,5.');

    // A number typed in Spanish is the same number in English, shown with a point.
    await enter('Hourly budget (USD)', '7,25');
    await expectValid(profile.field('Hourly budget (USD)'));

    await shell.switchLanguage('English');

    await expect(profile.field('Hourly budget (USD)')).toHaveValue('7.25');
    await expectValid(profile.field('Hourly budget (USD)'));
    await profile.expectFieldError('Number of staff', 'Enter a number, like 12.5.');
    await profile.expectFieldError('Paper copies per invoice', 'Enter a number, like 12.5.');
    // Save reads them as shown.
    await profile.save();
    await expectValid(profile.field('Hourly budget (USD)'));
    expect(await profile.errorSummaryLines()).toContain('Number of staff: Enter a number, like 12.5.');
  });

  test('saved answers stay on this device after sign-out, for that account only; unsaved ones go, as the page says', async ({ page }) => {
    await signInAs(page, client, { keep: false });
    const profile = new ClientProfilePage(page);
    await expect(profile.localOnlyNote).toContainText('also after you sign out');
    await profile.field('Company name').fill('Kept Holdings SpA');
    await profile.fillPhone('Contact phone', 'Chile', '2 2345 6789');
    await profile.choose('Country', 'Chile');
    await profile.fillPhone('Billing phone', 'Chile', '9 8765 4321');
    await profile.save();
    await expect(profile.savedNotice).toContainText('also after you sign out');
    // Typed afterwards and not saved: a draft, which sign-out removes.
    await profile.field('Billing contact name').fill('Unsaved Person');
    await expect
      .poll(async () => (await new BrowserStorage(page).everything()).join('\n'))
      .toContain('Unsaved Person');

    await new Shell(page).signOut();
    const kept = (await new BrowserStorage(page).everything()).join('\n');
    expect(kept).toContain('Kept Holdings SpA');
    expect(kept).not.toContain('Unsaved Person');

    // Another account does not see them.
    await signInAs(page, accounts.cliente, { keep: false });
    await expect(new ClientProfilePage(page).saveButton).toBeVisible();
    const shown = await page
      .getByRole('main')
      .locator('input')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(shown).not.toContain('Kept Holdings SpA');
    await new Shell(page).signOut();

    await signInAs(page, client, { keep: false });
    await expect(profile.field('Company name')).toHaveValue('Kept Holdings SpA');
    await expect(profile.field('Billing contact name')).toHaveValue('');
  });

  test('the draft survives a reload and a 401 followed by sign-in', { tag: '@journey' }, async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 401 .*get_client_profile/);
    await signInAs(page, client);
    const profile = new ClientProfilePage(page);
    const signIn = new SignInPage(page);
    await expect(profile.draftNotice).toHaveCount(0);

    await profile.field('Billing contact name').fill('Marta Ruiz');
    await profile.choose('Country', 'Argentina');
    await profile.field('Notes for the billing team').fill('PO on every invoice');
    // The draft is written a moment after the last keystroke.
    await expect.poll(() => draftKeys(page)).toHaveLength(1);
    /** The page again, saying the draft was restored, with every answer typed above. */
    const expectDraftBack = async (): Promise<void> => {
      await profile.expectShown();
      await expect(profile.draftNotice).toBeVisible();
      await expect(profile.field('Billing contact name')).toHaveValue('Marta Ruiz');
      await expect(profile.field('Country')).toHaveValue('54');
      await expect(profile.field('Notes for the billing team')).toHaveValue('PO on every invoice');
    };

    await page.reload();

    await expectDraftBack();
    await expect(profile.field('Company name')).toHaveValue('Demo Hospitality SpA');

    // The session ends on the platform's side: the next call answers 401.
    await sim.fault('get_client_profile', 'unauthorized');
    await page.reload();
    await signIn.expectShown();
    await expect(signIn.sessionEndedNotice).toBeVisible();

    await signIn.signInWithPassword(client.email, client.password);

    await expectDraftBack();

    // Discarding puts the form back as it came.
    await profile.discardDraft();
    await expect(profile.field('Billing contact name')).toHaveValue('');
    await expect(profile.field('Country')).toHaveValue('');
    await expect(profile.draftNotice).toHaveCount(0);
    expect(await draftKeys(page)).toEqual([]);
  });

  test('a malformed answer shows a message with "Try again", which loads the forms', async ({ page, sim }) => {
    await sim.fault('get_client_profile', 'malformed_json');
    await signInAs(page, client);
    const profile = new ClientProfilePage(page);

    await expect(profile.loadError).toContainText('The platform sent an answer the app cannot read. Try again later.');
    await expect(profile.forms).toHaveCount(0);

    await profile.tryAgainButton.click();

    expect(await profile.formTitles()).toEqual(['Company profile', 'Billing details']);
    await expect(profile.loadError).toHaveCount(0);
    const requests = await sim.requests('get_client_profile');
    expect(requests.map((r) => r.fault)).toEqual(['malformed_json', null]);
  });
});

/** The client-profile draft keys in the browser's storage. */
async function draftKeys(page: import('@playwright/test').Page): Promise<string[]> {
  const all = await new BrowserStorage(page).everything();
  return all.filter((entry, index) => index % 2 === 0 && entry.startsWith('staffing.draft.client.'));
}

// After sign-in the client profile's page reads its definitions once: nothing else sends the read,
// and the page does not send it twice.
test.describe('The client profile is read once after sign-in', () => {
  test('get_client_profile is sent once, by the page', async ({ page, sim }) => {
    await page.addInitScript(() => {
      const order: string[] = [];
      (window as unknown as { __order: string[] }).__order = order;
      const fetch = window.fetch;
      window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.includes('get_client_profile')) order.push('get_client_profile');
        return fetch.call(this, input, init);
      };
    });
    const signIn = new SignInPage(page);
    const profile = new ClientProfilePage(page);
    await signIn.goto();
    await signIn.signInWithPassword(client.email, client.password);
    await profile.expectShown();
    expect(await profile.formTitles()).toEqual(['Company profile', 'Billing details']);

    const order = await page.evaluate(() => (window as unknown as { __order: string[] }).__order);
    expect(order).toEqual(['get_client_profile']);
    expect(await sim.requests('get_client_profile')).toHaveLength(1);
  });
});

// The narrowest phones in use are 320 CSS pixels wide: every kind of field, with its error, fits.
// As a phone (its meta viewport read, touch), where a page too wide would be zoomed out.
test.describe('The client profile at 320 pixels wide', () => {
  test.use({ viewport: { width: 320, height: 568 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('every kind of field, with its error after a failed Save, fits without scrolling sideways', async ({ page }) => {
    await signInAs(page, client);
    const profile = new ClientProfilePage(page);
    await profile.expectListsComplete();
    // An error on every kind that can have one, long words included. The boxes first, bottom to top:
    // leaving a field shows its error, which moves what is below it while it is being clicked.
    await profile.choice('Roles you hire for', 'Waiters').uncheck();
    await profile.choice('Roles you hire for', 'Cooks').uncheck();
    await profile.field('I accept the staffing terms').uncheck();
    await profile.field('Website').fill('javascript:alert(1)');
    await profile.field('Hourly budget (USD)').fill('cheap');
    await profile.field('Number of staff').fill('12.5');
    await profile.field('Company e-mail').fill('a-very-long-address-without-an-at-sign.example.com');
    await profile.field('Company name').fill('');
    await profile.save();
    await expect(profile.errorSummary).toBeVisible();
    await profile.expectFieldError('Roles you hire for', 'Tick at least one option.');
    await profile.expectFieldError('Contact phone', 'This field is required.');

    const layout = await page.evaluate(() => {
      const main = document.querySelector('main');
      const boxes = [...(main?.querySelectorAll('input, select, textarea, button, .field__error') ?? [])]
        .map((element) => {
          const rect = element.getBoundingClientRect();
          return {
            what: `${element.tagName.toLowerCase()}#${element.id || (element as HTMLInputElement).name || element.className}`,
            left: Math.round(rect.left),
            right: Math.round(rect.right),
          };
        });
      // Text too long for its box would be cut off, not scrolled to: every label, hint, error and
      // line of the summary fits.
      const cut = [...(main?.querySelectorAll('label, legend, p, li, h1, h2') ?? [])]
        .filter((element) => !element.closest('.visually-hidden') && element.scrollWidth > element.clientWidth)
        .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim()}`);
      return { scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth, boxes, cut };
    });
    expect(layout.viewport).toBe(320);
    const kinds = await page.locator('main [data-field-type]').evaluateAll((fields) =>
      [...new Set(fields.map((field) => field.getAttribute('data-field-type')))].sort(),
    );
    // Every kind the app knows is on the page.
    expect(kinds).toEqual([
      'checkbox', 'date', 'dropdown', 'email', 'integer', 'long_text', 'multiselect', 'number', 'phone', 'radio',
      'string', 'time', 'unknown', 'url',
    ]);
    expect(layout.boxes.length).toBeGreaterThan(30);
    const outside = layout.boxes.filter((box) => box.left < 0 || box.right > layout.viewport);
    expect(outside, 'controls outside the viewport').toEqual([]);
    expect(layout.cut, 'text wider than its box').toEqual([]);
    expect(layout.scrollWidth).toBeLessThanOrEqual(320);
  });
});
