import type { Locator, Page } from '@playwright/test';
import { accounts, expect, queryParams, SEED_FILES_URL, SIM_URL, test, type LoggedRequest } from '../fixtures';
import { BrowserStorage, CredentialsPage, JobseekerProfilePage, Shell, SignInPage, signInAs } from '../pages';

const { ana, newcomer } = accounts;

/** Signs `account` in from the sign-in page and returns the token the sign_in answer carried. */
async function signInAndReadToken(page: Page, account: typeof ana | typeof newcomer): Promise<string> {
  const signIn = new SignInPage(page);
  await signIn.goto(account.tenant);
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/sign_in') && response.request().method() === 'POST',
  );
  await signIn.signInWithPassword(account.email, account.password);
  const body = (await (await answer).json()) as { user: { authentication_token: string } };
  await new JobseekerProfilePage(page).expectShown();
  return body.user.authentication_token;
}

/** The parameters of a create_or_update_jobseeker call (all in its query string). */
function params(request: LoggedRequest): URLSearchParams {
  return queryParams(request);
}

test.describe('The job seeker profile', () => {
  test('a new freelancer creates a profile; the platform receives it in its formats at app_url', { tag: ['@journey', '@phone'] }, async ({ page, sim, appConfig }) => {
    // app_url gets a path of its own, so the request log tells it from base_url (sign_in).
    await appConfig.patch({ app_url: `${SIM_URL}/app` });
    const token = await signInAndReadToken(page, newcomer);
    const profile = new JobseekerProfilePage(page);
    await profile.expectCreateMode();
    await expect(profile.createIntro).toBeVisible();
    await expect(profile.summary).toHaveCount(0);

    // The Country box suggests every country (a datalist) once it is focused, as a tap does.
    const suggestions = page.locator(`datalist#${await profile.field('Country').getAttribute('list')} option`);
    await expect(suggestions).toHaveCount(0);
    await profile.field('Country').focus();
    await expect(suggestions.and(page.locator('[value="Chile"]'))).toHaveCount(1);
    expect(await suggestions.count()).toBeGreaterThan(200);

    await profile.fill({
      'Full name': 'Nora Nuñez',
      'Country code': 'Chile',
      Phone: '9 8765 4321',
      Address: 'Avenida Providencia 1208, Providencia, Santiago',
      Country: 'Chile',
      City: 'Santiago',
      Gender: 'Female',
      'Date of birth': '1994-03-07',
      'Resume link': 'https://files.demo.test/cv/nora-nunez.pdf',
    });
    await profile.addPicture('https://images.demo.test/profiles/nora.jpg');
    await profile.submit();

    await expect(profile.notice).toHaveText('Your profile was created.');
    await profile.expectEditMode();
    await expect(new Shell(page).liveRegion).toHaveText('Your profile was created.');

    // What the platform received.
    const signInRequest = await sim.onlyRequest('sign_in');
    expect(signInRequest.path).toBe('/api/v1/sign_in');
    expect(signInRequest.status).toBe(200);
    const request = await sim.onlyRequest('create_or_update_jobseeker');
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/app/api/v1/create_or_update_jobseeker');
    expect(request.status).toBe(200);
    // The user's token, exactly as the sign_in answer gave it, with no prefix.
    expect(request.headers['authentication']).toBe(token);
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/);
    // `+` encoded, so that it is not read as a space.
    expect(request.query).toContain('contact_phone=%2B56');
    const sent = params(request);
    expect(sent.get('tenant')).toBe('demo');
    expect(sent.get('name')).toBe('Nora Nuñez');
    expect(sent.get('contact_phone')).toBe('+56 9 8765 4321');
    expect(sent.get('date_of_birth')).toBe('Mar 07, 1994');
    expect(sent.get('country_id')).toBe('Chile');
    expect(sent.get('city_id')).toBe('Santiago');
    expect(sent.get('gender')).toBe('Female');
    expect(sent.get('address')).toBe('Avenida Providencia 1208, Providencia, Santiago');
    expect(sent.get('profiletype')).toBe('https://files.demo.test/cv/nora-nunez.pdf');
    // One picture, still sent as an array.
    expect(sent.has('profile_url')).toBe(false);
    expect(sent.getAll('profile_url[]')).toEqual(['https://images.demo.test/profiles/nora.jpg']);

    // The summary shows the record the platform answered with.
    await expect(profile.summary.getByText('Nora Nuñez', { exact: true })).toBeVisible();
    await expect(profile.summaryValue('Phone')).toHaveText('+56 9 8765 4321');
    await expect(profile.summaryValue('Date of birth')).toHaveText('Mar 7, 1994');
    await expect(profile.summaryValue('City')).toHaveText('Santiago');
    await expect(profile.summaryValue('Country')).toHaveText('Chile');
    await expect(profile.summaryValue('Contact e-mail')).toHaveText(newcomer.email);
    await expect(profile.summaryValue('Resume link')).toHaveText(/Open my resume/);
    await expect(profile.summaryPicture).toBeVisible();
    await expect(profile.summary.getByText('Not verified', { exact: true })).toBeVisible();
    // Everything the checklist asks for was given.
    await expect(profile.checklistDone).toBeVisible();
    await expect(profile.completeness).toHaveText('Your profile is 100% complete');
  });

  test('a partial update sends only the changed field, plus the tenant', { tag: '@journey' }, async ({ page, sim }) => {
    const token = await signInAndReadToken(page, ana);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    await expect(profile.field('Full name')).toHaveValue('Ana Torres');
    await expect(profile.field('Phone')).toHaveValue('9 8765 4321');
    await expect(profile.field('Country code')).toHaveValue('CL');

    await profile.field('Address').fill('Avenida Apoquindo 3000, Las Condes, Santiago');
    await profile.submit();

    await expect(profile.notice).toHaveText('Your profile was saved.');
    const request = await sim.onlyRequest('create_or_update_jobseeker');
    expect(request.headers['authentication']).toBe(token);
    expect([...params(request).entries()]).toEqual([
      ['tenant', 'demo'],
      ['address', 'Avenida Apoquindo 3000, Las Condes, Santiago'],
    ]);
    expect(request.status).toBe(200);
    await expect(profile.summaryValue('Address')).toHaveText('Avenida Apoquindo 3000, Las Condes, Santiago');
    // Unchanged values stay as they were.
    await expect(profile.summaryValue('Phone')).toHaveText('+56 9 8765 4321');

    // Saving again without changes sends nothing.
    await profile.submit();
    await expect(profile.notice).toHaveText('There are no changes to save.');
    expect(await sim.requests('create_or_update_jobseeker')).toHaveLength(1);
  });

  test('a save answered while the focus is in the header leaves the focus where it was', async ({ page, sim }) => {
    await signInAs(page, ana);
    const profile = new JobseekerProfilePage(page);
    const shell = new Shell(page);
    await profile.expectEditMode();
    await sim.fault('create_or_update_jobseeker', 'delay', { delayMs: 1500 });

    await profile.field('Address').fill('Avenida Apoquindo 3000, Las Condes, Santiago');
    await profile.submit();
    // While the save is on its way, the user moves on to the header.
    for (const control of [shell.signOutButton, shell.navLink('Credentials')]) {
      await control.focus();
      await expect(control).toBeFocused();
    }
    await shell.signOutButton.focus();

    // The answer updates the signed-in record: the header stays as it is, focus included.
    await expect(profile.notice).toHaveText('Your profile was saved.');
    await expect(shell.signOutButton).toBeFocused();
  });

  test('a save answered while she types in another box: the box keeps the focus and what she typed, in the draft too', async ({ page, sim }) => {
    await signInAs(page, ana);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    await sim.fault('create_or_update_jobseeker', 'delay', { delayMs: 1500 });

    await profile.field('Address').fill('Avenida Apoquindo 3000, Las Condes, Santiago');
    await profile.submit();
    // While the save is on its way, she goes on with her city.
    const city = profile.field('City');
    await city.fill('Viña del');
    await expect(city).toBeFocused();

    // The answer comes: the form takes the saved record, and her box stays hers.
    await expect(profile.notice).toHaveText('Your profile was saved.');
    await expect(city).toBeFocused();
    await expect(city).toHaveValue('Viña del');
    await page.keyboard.type(' Mar');
    await expect(city).toHaveValue('Viña del Mar');
    await expect(profile.field('Address')).toHaveValue('Avenida Apoquindo 3000, Las Condes, Santiago');
    await expect(profile.discardDraftButton).toBeVisible();

    await page.reload();
    await profile.expectEditMode();
    await expect(profile.field('City')).toHaveValue('Viña del Mar');
  });

  test('a phone number without a country code is stopped in the browser, and nothing is sent', async ({ page, sim }) => {
    await signInAs(page, newcomer);
    const profile = new JobseekerProfilePage(page);
    await profile.expectCreateMode();

    await profile.fill({ 'Full name': 'Nora Nuñez', Phone: '987654321', Country: 'Chile', City: 'Santiago' });
    await profile.submit();

    const message =
      'Choose the country code, or write the number starting with + and the code, like +56 9 8765 4321.';
    await expect(profile.errorSummary).toBeVisible();
    expect(await profile.errorSummaryLines()).toEqual([`Phone: ${message}`]);
    await expect(profile.field('Phone')).toBeFocused();
    await profile.expectFieldError('Phone', message);
    await expect(profile.field('Phone')).toHaveValue('987654321');
    expect(await sim.requests('create_or_update_jobseeker')).toEqual([]);

    // The summary's link leads back to the field.
    await profile.field('Full name').focus();
    await profile.errorSummaryLinks.first().click();
    await expect(profile.field('Phone')).toBeFocused();

    // With the code chosen, the same number goes through.
    await profile.chooseCountryCode('Chile');
    await profile.submit();
    await expect(profile.notice).toHaveText('Your profile was created.');
    expect(params(await sim.onlyRequest('create_or_update_jobseeker')).get('contact_phone')).toBe('+56 9 8765 4321');
  });

  test('required fields block creating, with the focus on the first one and a linked summary', async ({ page, sim }) => {
    await signInAs(page, newcomer);
    const profile = new JobseekerProfilePage(page);
    await profile.expectCreateMode();

    await profile.submit();

    await expect(profile.field('Full name')).toBeFocused();
    expect(await profile.errorSummaryLines()).toEqual([
      'Full name: required',
      'Phone: required',
      'Country: required',
      'City: required',
    ]);
    await profile.expectFieldError('Full name', 'Required to create your profile.');
    await profile.expectFieldError('City', 'Required to create your profile.');
    await expect(profile.field('Full name')).toHaveAttribute('aria-required', 'true');
    await profile.errorSummaryLinks.filter({ hasText: 'City' }).click();
    await expect(profile.field('City')).toBeFocused();
    expect(await sim.requests('create_or_update_jobseeker')).toEqual([]);
  });

  test('a picture link typed wrong stops Save on its own box, named by its number in the summary, whose link leads there too', async ({ page, sim }) => {
    await signInAs(page, newcomer);
    const profile = new JobseekerProfilePage(page);
    await profile.expectCreateMode();
    await profile.fill({ 'Full name': 'Nora Nuñez', 'Country code': 'Chile', Phone: '9 8765 4321', Country: 'Chile', City: 'Santiago' });
    await profile.addPicture('https://images.demo.test/profiles/nora.jpg');
    await profile.addPicture('javascript:alert(1)');

    await profile.submit();

    const message = 'Picture 2: Enter a full web link that starts with http:// or https://.';
    await expect(profile.field('Picture 2 link')).toBeFocused();
    await profile.expectFieldError('Picture 2 link', message);
    await expect(profile.field('Picture 1 link')).not.toHaveAttribute('aria-invalid', 'true');
    expect(await profile.errorSummaryLines()).toEqual([message]);
    expect(await sim.requests('create_or_update_jobseeker')).toEqual([]);
    // The summary's link leads to the same box.
    await profile.field('Full name').focus();
    await profile.errorSummaryLinks.first().click();
    await expect(profile.field('Picture 2 link')).toBeFocused();

    await profile.field('Picture 2 link').fill('https://images.demo.test/profiles/nora-2.jpg');
    await profile.submit();
    await expect(profile.notice).toHaveText('Your profile was created.');
    expect(params(await sim.onlyRequest('create_or_update_jobseeker')).getAll('profile_url[]')).toEqual([
      'https://images.demo.test/profiles/nora.jpg',
      'https://images.demo.test/profiles/nora-2.jpg',
    ]);
  });

  test('Save pressed straight from a link typed wrong is not lost when its error line pushes the button down', async ({ page, sim }) => {
    await signInAs(page, ana);
    const resume = page.getByLabel('Resume link');
    const save = page.getByRole('button', { name: 'Save changes' });
    await resume.fill('not a link');

    // Pressing Save moves the focus off the box, and its error line appears above the button
    // before the press ends.
    await save.click();

    await expect(resume).toBeFocused();
    await expect(page.getByTestId('error-summary')).toBeVisible();
    await expect(page).toHaveTitle(/^Error: /);
    expect(await sim.requests('create_or_update_jobseeker')).toEqual([]);
  });

  test('a 500 on save shows the platform message; trying again saves, with nothing lost', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 500 .*create_or_update_jobseeker/);
    await signInAs(page, ana);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    await sim.fault('create_or_update_jobseeker', 'status500');

    await profile.fill({ City: 'Valparaíso', 'Date of birth': '1994-03-17' });
    await profile.submit();

    await expect(profile.saveError).toContainText('The platform refused the request: Internal Server Error');
    await expect(profile.field('City')).toHaveValue('Valparaíso');
    await expect(profile.field('Date of birth')).toHaveValue('1994-03-17');
    await expect(profile.summaryValue('Date of birth')).toHaveText('Mar 7, 1994');
    await expect(profile.submitButton).toBeEnabled();

    await profile.tryAgainButton.click();

    await expect(profile.notice).toHaveText('Your profile was saved.');
    await expect(profile.saveError).toHaveCount(0);
    const [failed, saved] = await sim.requests('create_or_update_jobseeker');
    expect(failed.status).toBe(500);
    expect(failed.fault).toBe('status500');
    expect(saved.status).toBe(200);
    // The retry sends the very same values.
    expect(saved.query).toBe(failed.query);
    expect(Object.fromEntries(params(saved))).toEqual({
      tenant: 'demo',
      city_id: 'Valparaíso',
      date_of_birth: 'Mar 17, 1994',
    });
    await expect(profile.summaryValue('Date of birth')).toHaveText('Mar 17, 1994');
    await expect(profile.summaryValue('City')).toHaveText('Valparaíso');
  });

  test('a 401 in the middle of an edit: after signing in again the draft is back', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 401 .*create_or_update_jobseeker/);
    await signInAs(page, ana);
    const profile = new JobseekerProfilePage(page);
    const signIn = new SignInPage(page);
    await profile.expectEditMode();
    await profile.fill({ Address: 'Calle Larga 45, Valparaíso', City: 'Valparaíso' });
    await sim.fault('create_or_update_jobseeker', 'unauthorized');

    await profile.submit();

    await signIn.expectShown();
    await expect(signIn.sessionEndedNotice).toBeVisible();
    expect(await new BrowserStorage(page).tabSession()).toBeNull();

    await signIn.signInWithPassword(ana.email, ana.password);

    await profile.expectEditMode();
    await expect(profile.draftRestoredNotice).toBeVisible();
    await expect(profile.field('Address')).toHaveValue('Calle Larga 45, Valparaíso');
    await expect(profile.field('City')).toHaveValue('Valparaíso');
    await expect(profile.field('Full name')).toHaveValue('Ana Torres');

    await profile.submit();
    await expect(profile.notice).toHaveText('Your profile was saved.');
    const [refused, saved] = await sim.requests('create_or_update_jobseeker');
    expect(refused.status).toBe(401);
    expect(Object.fromEntries(params(saved))).toEqual({
      tenant: 'demo',
      address: 'Calle Larga 45, Valparaíso',
      city_id: 'Valparaíso',
    });
    // A token of the new sign-in.
    const [, second] = await sim.requests('sign_in');
    expect(second.status).toBe(200);
    expect(saved.headers['authentication']).not.toBe(refused.headers['authentication']);
    await expect(profile.draftRestoredNotice).toHaveCount(0);
  });

  test('an unsaved edit survives a reload, and can be discarded', async ({ page }) => {
    await signInAs(page, ana);
    const profile = new JobseekerProfilePage(page);
    await profile.field('Full name').fill('Ana María Torres');

    await page.reload();

    await profile.expectEditMode();
    await expect(profile.draftRestoredNotice).toBeVisible();
    await expect(profile.field('Full name')).toHaveValue('Ana María Torres');

    await profile.discardDraft();

    await expect(profile.field('Full name')).toHaveValue('Ana Torres');
    await expect(profile.notice).toHaveText('Unsaved changes discarded.');
    await expect(profile.discardDraftButton).toHaveCount(0);
    await page.reload();
    await profile.expectEditMode();
    await expect(profile.field('Full name')).toHaveValue('Ana Torres');
    await expect(profile.draftRestoredNotice).toHaveCount(0);
  });

  test('the summary shows the saved picture, or a placeholder when it fails to load', async ({ page, seedImages, expectConsoleErrors }) => {
    await signInAs(page, ana);
    const profile = new JobseekerProfilePage(page);
    await expect(profile.summaryPicture).toBeVisible();
    expect(seedImages.served).toContain(`${SEED_FILES_URL}profiles/ana-torres.svg`);
    await expect(profile.summaryNoPicture).toHaveCount(0);

    expectConsoleErrors(/status of 404 .*\/__sim\/files\/profiles\/ana-torres\.svg/);
    seedImages.breakThem();
    await page.reload();

    await profile.expectEditMode();
    await expect(profile.summaryNoPicture).toBeAttached();
    await expect(profile.summaryPicture).toHaveCount(0);
    await expect(profile.summary.getByText('Ana Torres', { exact: true })).toBeVisible();
  });

  test('the demo job seeker\'s pictures and documents come from the simulator: her profile and credentials load with no console error and no failed request', async ({ page, diagnostics, seedImages, request }) => {
    // As `make dev` on a machine with no outside network: every link of the seed is the
    // simulator's own (end2end/simulator/README.md, "Demo files").
    await signInAs(page, ana);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();

    // Her picture, drawn (decoded, not the placeholder), from the simulator.
    await expect(profile.summaryPicture).toBeVisible();
    await expect(profile.summaryNoPicture).toHaveCount(0);
    // Visible comes before loaded: its address is read once the picture has loaded.
    const loaded = () => profile.summaryPicture.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : ''));
    await expect.poll(loaded).toBe(`${SEED_FILES_URL}profiles/ana-torres.svg`);
    expect(seedImages.served).toContain(await loaded());

    /** The links of `scope` that open one of the simulator's files, each checked to open a PDF. */
    async function documents(links: Locator): Promise<string[]> {
      const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        expect(href.startsWith(SEED_FILES_URL), href).toBe(true);
        const file = await request.get(href);
        expect(file.status(), href).toBe(200);
        expect(file.headers()['content-type'], href).toBe('application/pdf');
        expect((await file.body()).subarray(0, 5).toString(), href).toBe('%PDF-');
      }
      return hrefs;
    }
    const resume = await documents(profile.summaryValue('Resume link').getByRole('link'));
    expect(resume).toEqual([`${SEED_FILES_URL}resumes/ana-torres-cv.pdf`]);
    // It opens, in a new tab (Chromium's PDF viewer).
    const [opened] = await Promise.all([page.waitForEvent('popup'), profile.summaryValue('Resume link').getByRole('link').click()]);
    await expect(opened).toHaveURL(resume[0]);
    await opened.waitForLoadState();
    await opened.close();

    await new Shell(page).navLink('Credentials').click();
    const credentials = new CredentialsPage(page);
    await credentials.expectShown();
    const certificateLinks = page.getByRole('main').getByRole('link', { name: /^View the file/ });
    // evaluateAll does not wait: the page's read may still be on its way.
    await expect(certificateLinks).toHaveCount(3);
    const certificates = await documents(certificateLinks);
    expect(certificates.sort()).toEqual(
      ['ana-first-aid.pdf', 'ana-food-handler.pdf', 'ana-os10.pdf'].map((name) => `${SEED_FILES_URL}certs/${name}`),
    );

    // Back on the profile (its picture again), then nothing failed anywhere.
    await new Shell(page).navLink('My profile').click();
    await expect(profile.summaryPicture).toBeVisible();
    expect(diagnostics.failedRequests).toEqual([]);
    expect(diagnostics.messages.filter((m) => m.type === 'error' || m.type === 'pageerror')).toEqual([]);
  });

  test('the onboarding overview lists what is missing and counts the credentials', async ({ page }) => {
    await signInAs(page, newcomer);
    const profile = new JobseekerProfilePage(page);

    expect(await profile.checklistItems()).toEqual([
      'A profile picture',
      'Your resume',
      'Your phone number',
      'Your address',
      'Your date of birth',
      'Your name',
      'Your country',
      'Your city',
      'A contact e-mail',
    ]);
    await expect(profile.progressBar).toBeVisible();
    await profile.checklistLink('Your date of birth').click();
    await expect(profile.field('Date of birth')).toBeFocused();

    // new@demo.test has supplied none of the six credentials.
    await expect(profile.credentialCountLink('Missing')).toHaveText('Missing: 6');
    expect(await profile.credentialCount('Expired')).toBe(0);
    expect(await profile.credentialCount('Expiring')).toBe(0);
    await profile.credentialCountLink('Missing').click();
    await expect(page).toHaveURL(/\/jobseeker\/credentials\?filter=missing$/);
  });
});
