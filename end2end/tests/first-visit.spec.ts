import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Page } from '@playwright/test';
import { accounts, expect, SIM_URL, tenantNames, test } from '../fixtures';
import { ClientProfilePage, CredentialsPage, JobseekerProfilePage, SignInPage, signInAs } from '../pages';
import { apiCalls, recordApiCalls } from '../support/api-calls';
import { builtApp } from '../support/built-app';
import { withPictures } from '../support/nginx';
import { holdConfig, holdWasm, visit } from '../support/hold';

/**
 * The sign-in page before the app (docs/architecture.md): index.html carries the sign-in page, which
 * src/pages/sign_in/first_paint.js shows in the visitor's language and organization and hands over
 * to the app's own page once the app is here. Each test holds the app's wasm back, so what it sees
 * before releasing it is index.html alone (its stylesheet and that script are inline).
 */

const { ana } = accounts;

/**
 * How many frames a check of what the page shows while something is held waits for: the page
 * before the app draws its first frame with what it knows from the start, and more frames show
 * anything that follows from a task of its own.
 */
const FRAMES_HELD = 10;

/** What each frame showed, recorded just before it was drawn (requestAnimationFrame). */
interface Frame {
  lang: string;
  heading: string | null;
  tenantLine: string | null;
  signInForm: boolean;
  title: string;
}
async function recordFrames(page: Page): Promise<() => Promise<Frame[]>> {
  await page.addInitScript(() => {
    const frames: unknown[] = [];
    (window as unknown as { __frames: unknown[] }).__frames = frames;
    const shown = (element: Element | null) => (element?.checkVisibility() ? element : null);
    const record = () => {
      frames.push({
        lang: document.documentElement.lang,
        heading: shown(document.querySelector('main h1'))?.textContent ?? null,
        tenantLine: shown(document.querySelector('.sign-in__tenant'))?.textContent ?? null,
        signInForm: [...document.querySelectorAll('#sign-in-email')].some((e) => e.checkVisibility()),
        title: document.title,
      });
      if (frames.length < 5000) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  return () => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
}

/** Resolves once the page before the app has handed over to the app's own sign-in page. */
async function handedOver(page: Page): Promise<void> {
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('#sign-in-email')).toHaveCount(1);
}

/** Every focus change, with whether the element was the page before the app's or the app's. */
async function recordFocus(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { __focus: string[] }).__focus = log;
    const name = (node: EventTarget | null) =>
      node instanceof Element ? `${node.closest('#first-paint') ? 'before' : 'app'} #${node.id || node.localName}` : 'nothing';
    document.addEventListener('focusin', (event) => log.push(`in ${name(event.target)}`), true);
    document.addEventListener('focusout', (event) => log.push(`out ${name(event.target)} to ${name((event as FocusEvent).relatedTarget)}`), true);
  });
  return () => page.evaluate(() => (window as unknown as { __focus: string[] }).__focus);
}

test.describe('The sign-in page before the app, with the wasm held back', () => {
  test('it is painted from index.html and can be typed into; values, focus and caret carry over, the focus once', async ({ page }) => {
    const wasm = await holdWasm(page);
    const signIn = new SignInPage(page);
    await visit(page, '/sign-in');
    await expect(signIn.heading).toBeVisible();
    await signIn.expectTenant(tenantNames.demo);

    await signIn.email.fill(ana.email);
    await signIn.keepSignedIn.check();
    await signIn.password.click();
    await page.keyboard.type(ana.password);
    // The caret two characters before the end.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    const focusLog = await recordFocus(page);
    // Nothing from the app yet.
    expect(await page.evaluate(() => document.querySelectorAll('h1').length)).toBe(1);

    await wasm.release();
    await handedOver(page);

    await expect(signIn.email).toHaveValue(ana.email);
    await expect(signIn.password).toHaveValue(ana.password);
    await expect(signIn.keepSignedIn).toBeChecked();
    await expect(signIn.password).toBeFocused();
    // One focus change, from the box the user was in to the same box of the app's page: nothing
    // reads the field twice, and the focus never fell to the page body.
    expect(await focusLog()).toEqual(['out before #sign-in-password to app #sign-in-password', 'in app #sign-in-password']);
    // The caret is where it was: the next key goes there.
    await page.keyboard.type('X');
    await expect(signIn.password).toHaveValue(`${ana.password.slice(0, -2)}X${ana.password.slice(-2)}`);
    await page.keyboard.press('Backspace');

    await signIn.signInButton.click();
    await new JobseekerProfilePage(page).expectShown();
  });

  test('the e-mail box keeps its caret: the hand-over waits until the user leaves it', async ({ page }) => {
    const wasm = await holdWasm(page);
    const signIn = new SignInPage(page);
    await visit(page, '/sign-in');
    await signIn.email.fill('ana@demotest');
    // The caret after "ana@demo".
    await page.keyboard.press('Home');
    for (let i = 0; i < 'ana@demo'.length; i++) await page.keyboard.press('ArrowRight');

    await wasm.release();
    // The app has drawn its page (out of the document while this one is shown) ...
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-paint app drawn').length)).toBe(1);
    await expect(page.locator('#first-paint')).toHaveCount(1);
    // ... and the user is still in the box, at their caret.
    await page.keyboard.type('.');
    await page.keyboard.press('Tab');
    await handedOver(page);

    await expect(signIn.email).toHaveValue(ana.email);
    await expect(signIn.password).toBeFocused();
  });

  test('values a password manager filled in (no key pressed) carry over', async ({ page }) => {
    const wasm = await holdWasm(page);
    const signIn = new SignInPage(page);
    await visit(page, '/sign-in');
    await expect(signIn.email).toBeVisible();
    await page.evaluate(
      ([email, password]) => {
        (document.getElementById('sign-in-email') as HTMLInputElement).value = email;
        (document.getElementById('sign-in-password') as HTMLInputElement).value = password;
      },
      [ana.email, ana.password],
    );

    await wasm.release();
    await handedOver(page);

    await expect(signIn.email).toHaveValue(ana.email);
    await expect(signIn.password).toHaveValue(ana.password);
    await signIn.signInButton.click();
    await new JobseekerProfilePage(page).expectShown();
  });

  test('Enter and clicks before the app is ready send sign_in once, at the press, and the app takes its answer', async ({ page, sim }) => {
    await recordApiCalls(page);
    const wasm = await holdWasm(page);
    const signIn = new SignInPage(page);
    const carrying: string[] = [];
    page.on('request', (request) => {
      const where = `${request.method()} ${request.url()}`;
      if (where.includes(ana.password) || where.includes(encodeURIComponent(ana.email)) || (request.postData() ?? '').includes(ana.password)) {
        carrying.push(where);
      }
    });
    await visit(page, '/sign-in');
    await signIn.email.fill(ana.email);
    await signIn.password.fill(ana.password);

    const sent = page.waitForRequest(`${SIM_URL}/api/v1/sign_in`);
    await signIn.password.press('Enter');
    // The button says the sign-in is under way, and takes no second press.
    const busy = page.getByRole('main').getByRole('button', { name: 'Signing in…' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    // sign_in left at the press, while the app's code is still held back.
    await sent;
    await busy.click({ force: true });
    await signIn.password.press('Enter');
    // A sign_in either press sent would be in the page's list once the press has been handled.
    expect(await apiCalls(page, 'sign_in'), 'sign_in sent once').toHaveLength(1);
    await expect(page).toHaveURL(/\/sign-in$/);

    await wasm.release();
    await new JobseekerProfilePage(page).expectShown();

    // The app took that answer: no second sign_in, and nothing else carried the password.
    expect(carrying, 'one sign_in, and nothing else carried the password').toEqual([`POST ${SIM_URL}/api/v1/sign_in`]);
    const request = await sim.onlyRequest('sign_in');
    expect(request.method).toBe('POST');
    expect(JSON.parse(request.body)).toEqual({ email: ana.email, password: ana.password, tenant: 'demo' });
    expect(page.url()).not.toContain(ana.password);
    expect(await page.evaluate(() => '__staffingEarly' in window), 'taken once, and gone').toBe(false);
    // A job seeker's page reads nothing first, so nothing else was sent ahead.
    expect(await sim.requests('get_client_profile')).toHaveLength(0);
  });

  test('a client who presses Sign in before the app is ready has the profile read sent too, and the app takes it', async ({ page, sim }) => {
    const wasm = await holdWasm(page);
    const signIn = new SignInPage(page);
    const { client } = accounts;
    await visit(page, '/sign-in');
    await signIn.email.fill(client.email);
    await signIn.password.fill(client.password);
    const readSent = page.waitForRequest((request) => request.method() === 'GET' && request.url().includes('/companies/get_client_profile'));
    await signIn.signInButton.click();
    // The read left once sign_in answered, while the app's code is still held back.
    const read = await readSent;
    expect(new URL(read.url()).searchParams.get('tenant')).toBe('demo');
    await expect(page).toHaveURL(/\/sign-in$/);

    await wasm.release();
    expect(await new ClientProfilePage(page).formTitles()).toEqual(['Company profile', 'Billing details']);
    // The app took both answers: one sign_in, one read, sent with the token the session keeps.
    await sim.onlyRequest('sign_in');
    await sim.onlyRequest('get_client_profile');
    const token = await page.evaluate(() => {
      const kept = sessionStorage.getItem('staffing.session') ?? localStorage.getItem('staffing.session');
      return kept ? (JSON.parse(kept) as { token?: string }).token ?? null : null;
    });
    expect(token).toBeTruthy();
    expect(read.headers()['authentication']).toBe(token);
    expect(await page.evaluate(() => '__staffingEarly' in window), 'taken once, and gone').toBe(false);
  });

  test('an address changed after the press is the one signed in: the app sends its own sign_in', async ({ page, sim }) => {
    const wasm = await holdWasm(page);
    const signIn = new SignInPage(page);
    const client = accounts.client;
    await visit(page, '/sign-in');
    await signIn.email.fill(ana.email);
    await signIn.password.fill(ana.password);
    const sent = page.waitForRequest(`${SIM_URL}/api/v1/sign_in`);
    await signIn.signInButton.click();
    await sent;
    // Before the app is here, the user puts another account's address and password.
    await signIn.email.fill(client.email);
    await signIn.password.fill(client.password);

    await wasm.release();
    await expect(page).toHaveURL(/\/client\/profile$/);
    const bodies = (await sim.requests('sign_in')).map((request) => JSON.parse(request.body).email);
    expect(bodies).toEqual([ana.email, client.email]);
  });

  test('with the location to be shared, nothing leaves before the app has asked the browser', async ({ page, context, sim }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -33.4489, longitude: -70.66926 });
    await recordApiCalls(page);
    const wasm = await holdWasm(page);
    const signIn = new SignInPage(page);
    await visit(page, '/sign-in');
    await signIn.email.fill(ana.email);
    await signIn.password.fill(ana.password);
    await signIn.shareLocation.check();
    await signIn.signInButton.click();
    // A sign_in sent at the press would be in the page's list once the press has been handled (the
    // one sent without the location is, in the test above).
    await expect(page.getByRole('main').getByRole('button', { name: 'Signing in…' })).toHaveAttribute('aria-disabled', 'true');
    expect(await apiCalls(page, 'sign_in')).toEqual([]);

    await wasm.release();
    await new JobseekerProfilePage(page).expectShown();
    const request = await sim.onlyRequest('sign_in');
    expect(JSON.parse(request.body)).toMatchObject({ email: ana.email, latitude: expect.any(String), longitude: expect.any(String) });
  });

  test('a wrong password sent that way gets the app\'s answer: its error, which takes the focus', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 404 .*\/api\/v1\/sign_in/);
    const wasm = await holdWasm(page);
    const signIn = new SignInPage(page);
    await visit(page, '/sign-in');
    await signIn.email.fill(ana.email);
    await signIn.password.fill('not-the-password');
    await signIn.signInButton.click();

    await wasm.release();

    const error = page.getByRole('main').getByText('Invalid Email or Password');
    await expect(error).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Invalid Email or Password');
    await expect(signIn.signInButton).not.toHaveAttribute('aria-disabled', 'true');
    await expect(signIn.email).toHaveValue(ana.email);
  });

  test('a QA script that fills the form in and clicks Sign in as soon as the fields appear signs in', async ({ page }) => {
    const wasm = await holdWasm(page);
    await visit(page, '/sign-in');
    await page.getByLabel('E-mail').fill(ana.email);
    await page.getByLabel('Password').fill(ana.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await wasm.release();

    await new JobseekerProfilePage(page).expectShown();
  });

  test('"E-mail me a one-time code" pressed before the app is ready is asked for once the app is here', async ({ page, sim }) => {
    const wasm = await holdWasm(page);
    const signIn = new SignInPage(page);
    await visit(page, '/sign-in');
    await signIn.email.fill(ana.email);
    await signIn.emailMeACodeButton.click();
    await expect(page.getByRole('main').getByRole('button', { name: 'Sending the code…' })).toHaveAttribute('aria-disabled', 'true');

    await wasm.release();

    await expect(signIn.code).toBeVisible();
    await expect(signIn.codeSentNotice).toContainText(ana.email);
    expect((await sim.requests('request_one_time_password')).length).toBe(1);
  });

  test('a signed-out deep link comes back to its page after a sign-in pressed before the app was ready', async ({ page }) => {
    const wasm = await holdWasm(page);
    const signIn = new SignInPage(page);
    await visit(page, '/jobseeker/credentials');
    await signIn.email.fill(ana.email);
    await signIn.password.fill(ana.password);
    await signIn.signInButton.click();

    await wasm.release();

    await new CredentialsPage(page).expectShown();
  });

  test('a configuration error replaces it, as it replaced the loading line', async ({ page, appConfig }) => {
    await appConfig.serveRaw('{ "base_url": ');
    const wasm = await holdWasm(page);
    await visit(page, '/sign-in');
    await expect(new SignInPage(page).email).toBeVisible();

    await wasm.release();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The app is not configured');
    await expect(page.locator('#first-paint')).toHaveCount(0);
  });
});

test.describe('The sign-in page before the app: language and organization from the first paint', () => {
  test.describe('a first visit in a Spanish browser', () => {
    test.use({ locale: 'es-CL' });

    test('the browser\'s language from the first frame; the organization once config.json is read, never another one; no inline script or style', async ({ page }) => {
      const frames = await recordFrames(page);
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      const wasm = await holdWasm(page);
      const config = await holdConfig(page);
      const response = await visit(page, '/sign-in?tenant=latam');
      const signIn = new SignInPage(page);
      await expect(signIn.heading).toHaveText('Iniciar sesión');

      // Until config.json is read, the organization's line is empty: no other organization's name,
      // in any of the frames drawn while it is held.
      await expect.poll(async () => (await frames()).filter((frame) => frame.heading !== null).length).toBeGreaterThanOrEqual(FRAMES_HELD);
      await config.release();
      await expect(signIn.tenantLine).toHaveText(`Inicias sesión en ${tenantNames.latam}`);
      await expect(page).toHaveTitle(`Iniciar sesión · ${tenantNames.latam}`);
      const seen = await frames();
      const painted = seen.filter((frame) => frame.heading !== null);
      expect(painted.length).toBeGreaterThan(0);
      for (const frame of painted) {
        expect(frame).toMatchObject({ lang: 'es', heading: 'Iniciar sesión' });
        expect([null, '', `Inicias sesión en ${tenantNames.latam}`]).toContain(frame.tenantLine?.trim() ?? null);
      }

      await wasm.release();
      await handedOver(page);
      await expect(signIn.tenantLine).toHaveText(`Inicias sesión en ${tenantNames.latam}`);

      // The CSP header is the deployment's, unchanged but for the simulator's origin in img-src
      // (where the seed's pictures are, support/nginx.ts withPictures); the page's own policy allows
      // its one inline script and stylesheet by their hashes, and nothing was refused.
      const app = builtApp();
      expect(app.inlineScripts).toHaveLength(1);
      expect(app.pagePolicy).toContain(app.firstPaint.hash);
      expect(app.html).not.toMatch(/\sstyle=/);
      const csp = fs.readFileSync(path.join(__dirname, '..', '..', 'deploy', 'nginx', 'security-headers.conf'), 'utf8').match(/Content-Security-Policy "([^"]*)"/)![1];
      expect(response!.headers()['content-security-policy']).toBe(withPictures(csp.replace('$api_origins', SIM_URL), SIM_URL));
      expect(violations).toEqual([]);
    });
  });

  test('a returning visitor\'s organization and language are in the first frame, before config.json arrives', async ({ page }) => {
    const signIn = new SignInPage(page);
    // The first visit: the organization from the link, the language chosen with the switcher.
    await visit(page, '/sign-in?tenant=latam');
    await handedOver(page);
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
    await expect(signIn.heading).toHaveText('Iniciar sesión');

    const frames = await recordFrames(page);
    await holdWasm(page);
    await holdConfig(page);
    await visit(page, '/sign-in');

    await expect(signIn.tenantLine).toHaveText(`Inicias sesión en ${tenantNames.latam}`);
    const painted = (await frames()).filter((frame) => frame.heading !== null);
    expect(painted.length).toBeGreaterThan(0);
    expect(painted[0]).toMatchObject({
      lang: 'es',
      heading: 'Iniciar sesión',
      tenantLine: `Inicias sesión en ${tenantNames.latam}`,
      title: `Iniciar sesión · ${tenantNames.latam}`,
    });
    await expect(page.getByRole('banner')).toContainText(`Organización: ${tenantNames.latam}`);
  });

  test('an organization chosen with ?tenant= before the app has arrived is remembered, as the app remembers it', async ({ page }) => {
    const signIn = new SignInPage(page);
    // The link opened on a slow network: the app never arrives in this test.
    await holdWasm(page);
    await visit(page, '/sign-in?tenant=latam');
    await expect(signIn.tenantLine).toHaveText(`Signing in to ${tenantNames.latam}`);

    // The visitor reloads the plain address before the app has run.
    await visit(page, '/sign-in');

    await expect(signIn.tenantLine).toHaveText(`Signing in to ${tenantNames.latam}`);
    expect(await page.evaluate(() => localStorage.getItem('staffing.tenant'))).toBe('latam');
  });

  test('a signed-in user never sees the sign-in form on the way to their page', async ({ page }) => {
    await signInAs(page, ana, { keep: true });
    for (const address of ['/', '/sign-in', '/jobseeker/profile']) {
      const frames = await recordFrames(page);
      const wasm = await holdWasm(page);
      await visit(page, address);
      // Frames drawn while the app is held: what the page before the app shows by itself.
      await expect.poll(async () => (await frames()).length).toBeGreaterThanOrEqual(FRAMES_HELD);
      await wasm.release();
      await new JobseekerProfilePage(page).expectShown();
      const seen = await frames();
      expect(seen.length).toBeGreaterThan(10);
      expect(seen.filter((frame) => frame.signInForm), `the sign-in form in a frame at ${address}`).toEqual([]);
      await page.unrouteAll();
    }
  });
});

/**
 * The markup in index.html is the app's own sign-in page under the shell's header: the same
 * elements, classes, ids, names, types, autocomplete and texts, so the two cannot drift apart.
 */
for (const { locale, name } of [
  { locale: 'en-US', name: 'English' },
  { locale: 'es-ES', name: 'Spanish' },
]) {
  test.describe(`The sign-in page before the app is the app's own (${name})`, () => {
    test.use({ locale });

    test('elements, attributes and texts match', async ({ page }) => {
      const wasm = await holdWasm(page);
      await visit(page, '/sign-in');
      await expect(page.locator('#first-paint .sign-in__tenant')).not.toBeEmpty();
      const shape = () =>
        page.evaluate(() => {
          const before = document.getElementById('first-paint');
          const roots = before
            ? [...before.children]
            : [...document.body.children].filter((element) => element.matches('.skip-link, header, main'));
          const describe = (element: Element): unknown => {
            const attributes = [...element.attributes]
              .filter((attribute) => !attribute.name.startsWith('data-') && attribute.name !== 'selected')
              .map((attribute) => `${attribute.name}=${attribute.value}`)
              .sort();
            const text = [...element.childNodes]
              .filter((node) => node.nodeType === Node.TEXT_NODE)
              .map((node) => node.textContent)
              .join('');
            return {
              tag: element.localName,
              attributes,
              text,
              value: element instanceof HTMLSelectElement ? element.value : undefined,
              children: [...element.children].map(describe),
            };
          };
          return roots.map(describe);
        });
      const before = JSON.stringify(await shape());

      await wasm.release();
      await handedOver(page);
      const app = JSON.stringify(await shape());

      // Sign in is the one difference: a submit button only once the app can send what it submits.
      expect(before).toContain('"type=button"');
      expect(before.replace('"id=sign-in-submit","type=button"', '"id=sign-in-submit","type=submit"')).toBe(app);
    });
  });
}
