import { accounts, API_KEY, expect, jsonBody, test } from '../fixtures';
import { BrowserStorage, JobseekerProfilePage, Shell, SignInPage, signInAs } from '../pages';

const ana = accounts.ana;

test.describe('Signing in with a password', () => {
  test('the demo freelancer signs in and lands in the job seeker area', { tag: ['@journey', '@phone'] }, async ({ page, sim }) => {
    const signIn = new SignInPage(page);
    const shell = new Shell(page);
    await signIn.goto();
    await signIn.expectTenant('Demo Staffing');

    await signIn.signInWithPassword(ana.email, ana.password);

    await new JobseekerProfilePage(page).expectShown();
    await expect(shell.navLink('My profile')).toBeVisible();
    await expect(shell.navLink('Credentials')).toBeVisible();
    await expect(shell.signOutButton).toBeVisible();
    await shell.expectTenant('Demo Staffing');
    await expect(shell.liveRegion).toHaveText('Signed in.');

    // What the platform received: the API key in `Authentication`, a JSON body, no mobile fields.
    const request = await sim.onlyRequest('sign_in');
    expect(request.method).toBe('POST');
    expect(request.status).toBe(200);
    expect(request.headers['authentication']).toBe(API_KEY);
    expect(request.headers['content-type']).toContain('application/json');
    expect(request.headers['origin']).toBe(new URL(page.url()).origin);
    const body = jsonBody(request);
    expect(body).toEqual({ email: ana.email, password: ana.password, tenant: 'demo' });
    expect(body).not.toHaveProperty('os_type');
    expect(body).not.toHaveProperty('device_id');
  });

  test('a wrong password shows the platform message at the form, ready to try again', async ({ page, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 404 .*\/api\/v1\/sign_in/);
    const signIn = new SignInPage(page);
    await signIn.goto();

    await signIn.signInWithPassword(ana.email, 'not-the-password');

    await signIn.expectError('Invalid Email or Password');
    await expect(signIn.signInButton).toBeEnabled();
    await expect(signIn.email).toHaveValue(ana.email);
    await signIn.expectShown();
    expect((await sim.onlyRequest('sign_in')).status).toBe(404);

    // Correcting the password then works.
    await signIn.password.fill(ana.password);
    await signIn.signInButton.click();
    await new JobseekerProfilePage(page).expectShown();
  });

  test('"Keep me signed in" keeps the session across a reload', { tag: '@journey' }, async ({ page }) => {
    const storage = new BrowserStorage(page);
    const profile = new JobseekerProfilePage(page);

    await signInAs(page, ana, { keep: true });

    const kept = await storage.localSession();
    expect(kept?.token).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(await storage.tabSession()).toBeNull();

    await page.reload();
    await profile.expectShown();
    await expect(new Shell(page).signOutButton).toBeVisible();
    expect((await storage.localSession())?.token).toBe(kept?.token);

    // Kept for the browser, so a new tab is signed in too.
    const tab = await page.context().newPage();
    await tab.goto('/jobseeker/profile');
    await new JobseekerProfilePage(tab).expectShown();
  });

  test('without "Keep me signed in" the session stays in this tab only', async ({ page }) => {
    const storage = new BrowserStorage(page);
    const profile = new JobseekerProfilePage(page);

    await signInAs(page, ana);

    expect((await storage.tabSession())?.token).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(await storage.localSession()).toBeNull();

    // The tab survives a reload; a new tab starts signed out.
    await page.reload();
    await profile.expectShown();
    const tab = await page.context().newPage();
    await tab.goto('/jobseeker/profile');
    await new SignInPage(tab).expectShown();
  });

  test('signing out clears the session from both storages and returns to sign-in', { tag: '@journey' }, async ({ page }) => {
    const signIn = new SignInPage(page);
    const shell = new Shell(page);
    const storage = new BrowserStorage(page);
    await signInAs(page, ana, { keep: true });
    const token = (await storage.localSession())?.token;
    expect(token).toBeTruthy();

    await shell.signOut();

    await signIn.expectShown();
    await expect(shell.liveRegion).toHaveText('You are signed out.');
    await expect(shell.signOutButton).toBeHidden();
    await expect(shell.navigation).toBeHidden();
    expect(await storage.localSession()).toBeNull();
    expect(await storage.tabSession()).toBeNull();
    expect((await storage.everything()).join('\n')).not.toContain(token);

    // Nothing is left to sign in with: the job seeker area asks for sign-in again.
    await page.goto('/jobseeker/profile');
    await signIn.expectShown();
    await page.reload();
    await signIn.expectShown();
  });
});

test.describe('Signing in with "Share my location"', () => {
  test.use({ geolocation: { latitude: -33.4489, longitude: -70.66926 }, permissions: ['geolocation'] });

  test('the browser\'s position goes with sign_in, spelled as the browser spells the numbers', async ({ page, sim }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await page.getByLabel('Share my location').check();
    await signIn.signInWithPassword(ana.email, ana.password);
    await new JobseekerProfilePage(page).expectShown();

    const body = jsonBody(await sim.onlyRequest('sign_in'));
    expect(body).toMatchObject({ email: ana.email, latitude: '-33.4489', longitude: '-70.66926' });
  });
});
