import type { Page } from '@playwright/test';
import { accounts, expect, queryParams, SEED_FILES_URL, SIM_URL, test as base } from '../fixtures';
import {
  BrowserStorage,
  ClientProfilePage,
  CredentialsPage,
  JobseekerProfilePage,
  Shell,
  SignInPage,
  signInAs,
} from '../pages';
import { NginxServer, SAME_ORIGIN_APP_UPSTREAM_PATH } from '../support/nginx';

/**
 * The same-origin recipe (deploy/nginx/platform-proxy.conf) as it would run, with
 * Debian's nginx, in front of a simulator that sends no CORS headers and refuses preflights (a
 * platform built only for mobile apps). The main journeys pass, the app calls nothing but its own
 * origin (connect-src 'self' alone), and nginx logs neither the token nor the query strings.
 */
const test = base.extend<object, { nginx: NginxServer }>({
  nginx: [
    async ({}, use) => {
      const nginx = await NginxServer.start({ sameOrigin: true });
      await use(nginx);
      await nginx.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, use) => {
    await use(nginx.url);
  },
});

/**
 * The page's requests to any origin but its own (none are expected), but for the pictures the
 * platform's answers link to: the seed's are on the simulator's origin (`/__sim/files/`), as
 * production's are on picture hosts of their own, and they are not calls of the app's.
 */
function recordForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol.startsWith('http') && !url.href.startsWith(SEED_FILES_URL)) {
      foreign.push(request.url());
    }
  });
  return foreign;
}

test.describe('Same origin: the platform behind nginx (deploy/nginx/platform-proxy.conf), with no CORS', () => {
  test.beforeEach(async ({ sim }) => {
    // The reset before every test turns CORS back on.
    await sim.setCors(false);
  });

  test('sign-in with a password, a profile save and the credentials; nothing of the token or the query is logged', { tag: '@journey' }, async ({ page, sim, nginx }) => {
    const foreign = recordForeignRequests(page, nginx.url);
    await signInAs(page, accounts.ana);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    const token = (await new BrowserStorage(page).tabSession())?.token ?? '';
    expect(token).not.toBe('');

    const address = 'Avenida Apoquindo 3000, Las Condes, Santiago';
    await profile.field('Address').fill(address);
    await profile.submit();
    await expect(profile.notice).toHaveText('Your profile was saved.');

    await new Shell(page).navLink('Credentials').click();
    const credentials = new CredentialsPage(page);
    await credentials.expectShown();
    await expect(credentials.cards.first()).toBeVisible();
    expect(foreign).toEqual([]);

    // What the platform received: base_url's calls at its root, app_url's under its own path; the
    // token, body and query string as the app sent them; the platform's own name as Host; no Origin.
    const signIn = await sim.onlyRequest('sign_in');
    expect(signIn.path).toBe('/api/v1/sign_in');
    expect(JSON.parse(signIn.body)).toEqual({ email: accounts.ana.email, password: accounts.ana.password, tenant: 'demo' });
    expect(signIn.headers['authentication']).toBe('demo-platform-key');
    expect(signIn.headers['host']).toBe(new URL(SIM_URL).host);
    expect(signIn.headers['origin']).toBeUndefined();
    const save = await sim.onlyRequest('create_or_update_jobseeker');
    expect(save.path).toBe(`${SAME_ORIGIN_APP_UPSTREAM_PATH}/api/v1/create_or_update_jobseeker`);
    expect(save.headers['authentication']).toBe(token);
    expect([...queryParams(save).entries()]).toEqual([
      ['tenant', 'demo'],
      ['address', address],
    ]);
    // The profile's overview and the credentials page each ask for the requirements.
    const requirements = await sim.requests('get_credentials_requirements');
    expect(requirements.length).toBeGreaterThan(0);
    for (const request of requirements) {
      expect(request.path).toBe(`${SAME_ORIGIN_APP_UPSTREAM_PATH}/api/v1/jobseeker/get_credentials_requirements`);
      expect(request.headers['authentication']).toBe(token);
    }

    // nginx's access log: each call, by its path only (no query string, no header).
    const log = nginx.output();
    const accessLines = log.split('\n').filter((line) => /^127\.0\.0\.1 \[/.test(line));
    expect(accessLines).toContainEqual(expect.stringMatching(/"POST \/platform\/api\/v1\/sign_in" 200 .* upstream=200$/));
    expect(accessLines).toContainEqual(expect.stringMatching(/"POST \/platform-app\/api\/v1\/create_or_update_jobseeker" 200 /));
    expect(accessLines).toContainEqual(
      expect.stringMatching(/"GET \/platform-app\/api\/v1\/jobseeker\/get_credentials_requirements" 200 /),
    );
    for (const line of accessLines) expect(line).not.toContain('?');
    for (const secret of [token, 'demo-platform-key', accounts.ana.password, accounts.ana.email, 'Apoquindo', 'tenant=']) {
      expect(log, `nginx's output holds "${secret}"`).not.toContain(secret);
    }
  });

  test('the CSP lets the app call its own origin only', async ({ request }) => {
    const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
    const connectSrc = csp
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'connect-src');
    expect(connectSrc).toEqual(['connect-src', "'self'"]);
  });

  test('a wrong password shows the platform\'s own message, passed through', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 404 .*\/platform\/api\/v1\/sign_in/);
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signInWithPassword(accounts.ana.email, 'not-the-password');
    await signIn.expectError('Invalid Email or Password');
  });

  test('sign-in with an e-mailed one-time code', { tag: '@journey' }, async ({ page, sim }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.requestCode(accounts.ana.email);
    const requested = await sim.onlyRequest('request_one_time_password');
    expect(Object.fromEntries(queryParams(requested))).toEqual({ email: accounts.ana.email, tenant: 'demo' });

    const { code } = await sim.outbox(accounts.ana.email);
    await signIn.signInWithCode(code);

    await new JobseekerProfilePage(page).expectShown();
    expect(JSON.parse((await sim.onlyRequest('sign_in')).body)).toEqual({
      email: accounts.ana.email,
      one_time_password: code,
      tenant: 'demo',
    });
  });

  test('the client form loads and saves', { tag: '@journey' }, async ({ page, sim }) => {
    await signInAs(page, accounts.client);
    const profile = new ClientProfilePage(page);
    expect(await profile.formTitles()).toEqual(['Company profile', 'Billing details']);
    await expect(profile.field('Company name')).toHaveValue('Demo Hospitality SpA');
    expect(await profile.optionTexts('Country')).toEqual(['Choose…', 'Chile', 'Argentina', 'United States', 'Other']);

    await profile.fillPhone('Contact phone', 'Chile', '2 2345 6789');
    await profile.choose('Country', 'Chile');
    await profile.fillPhone('Billing phone', 'Chile', '9 8765 4321');
    await profile.save();

    await expect(profile.savedNotice).toBeVisible();
    expect((await sim.onlyRequest('get_client_profile')).path).toBe('/api/v1/companies/get_client_profile');
  });
});
