import * as fs from 'node:fs';
import * as path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { accounts, expect, OFFLINE as OFFLINE_ERROR, test as base } from '../fixtures';
import { BrowserStorage, CredentialsPage, JobseekerProfilePage, Shell, SignInPage, signInAs } from '../pages';
import { builtApp, sri } from '../support/built-app';
import { NginxServer } from '../support/nginx';

/**
 * Offline-ready (docs/offline.md): the release build served by deploy/nginx/nginx.conf,
 * its service worker (service-worker/sw.js) and `context.setOffline`. Each test gets its own nginx
 * and copy of dist/, so a test can change the served build (a new worker) without touching dist/.
 */
const test = base.extend<{ nginx: NginxServer }>({
  nginx: async ({}, use) => {
    const nginx = await NginxServer.start();
    await use(nginx);
    await nginx.stop();
  },
  baseURL: async ({ nginx }, use) => {
    await use(nginx.url);
  },
});

test.use({ serviceWorkers: 'allow' });

const { ana } = accounts;
const OFFLINE = "You're offline. You can keep working with what this device last received; changes you save are sent when you're back online.";
const KEPT = "You're offline. Your changes are kept on this device and will be sent when you're back online.";

/** Chromium's console errors for requests made without a connection (the app's calls, the worker's). */
const OFFLINE_ERRORS = [/net::ERR_INTERNET_DISCONNECTED/, /Failed to fetch/, /ServiceWorker|service worker|fetching the script/i];

/** Waits until the page is controlled by the service worker, its build precached. */
async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
}

/** Every URL in Cache Storage, with the text of the entries that are text. */
async function cacheStorage(page: Page): Promise<{ url: string; text: string }[]> {
  return page.evaluate(async () => {
    const out: { url: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('content-type') ?? '';
        const text = response && !type.includes('wasm') ? await response.text() : '';
        out.push({ url: request.url, text });
      }
    }
    return out;
  });
}

async function offline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect(page.evaluate(() => navigator.onLine)).resolves.toBe(false);
}

/** Ana's profile, signed in and controlled by the service worker, then the connection cut. */
async function profileOffline(context: BrowserContext, page: Page): Promise<JobseekerProfilePage> {
  await signInAs(page, ana);
  const profile = new JobseekerProfilePage(page);
  await profile.expectEditMode();
  await waitForWorker(page);
  await offline(context, page);
  return profile;
}

/** Saves `name` as the full name without a connection: the page says it is kept to be sent. */
async function saveOffline(profile: JobseekerProfilePage, name: string): Promise<void> {
  await profile.fill({ 'Full name': name });
  await profile.submit();
  await expect(profile.pendingSave).toHaveText(KEPT);
}

test.describe('Offline-ready (service worker, served by nginx)', () => {
  test.beforeEach(({ expectConsoleErrors }) => {
    expectConsoleErrors(...OFFLINE_ERRORS);
  });

  test('after a first visit, a reload without a connection opens the profile, with the offline notice', { tag: '@journey' }, async ({ page, context }) => {
    const profile = await profileOffline(context, page);
    await page.reload();

    await profile.expectEditMode();
    // The last record this device had (the session's), in the summary and the form.
    await expect(profile.summary.getByText('Ana Torres', { exact: true })).toBeVisible();
    await expect(profile.field('Full name')).toHaveValue('Ana Torres');
    const shell = new Shell(page);
    await expect(shell.connectionNotice).toHaveText(OFFLINE);
    await expect(shell.liveRegion).toHaveText(OFFLINE);

    await context.setOffline(false);
    await expect(shell.connectionNotice).toHaveText("You're back online.");
    await expect(shell.liveRegion).toHaveText("You're back online.");
  });

  test('a save made offline is sent once when the connection is back: the latest version, then the success message', { tag: '@journey' }, async ({ page, context, sim }) => {
    const profile = await profileOffline(context, page);
    await saveOffline(profile, 'Ana Offline');
    await expect(new Shell(page).liveRegion).toHaveText(KEPT);
    await expect(profile.saveError).toHaveCount(0);
    // Saved again, still offline: only this version is to be sent.
    await saveOffline(profile, 'Ana Latest');
    expect(await sim.requests('create_or_update_jobseeker')).toHaveLength(0);

    await context.setOffline(false);

    await expect(profile.notice).toHaveText('Your profile was saved.');
    await expect(profile.pendingSave).toHaveCount(0);
    await expect(profile.summary.getByText('Ana Latest', { exact: true })).toBeVisible();
    const saves = await sim.requests('create_or_update_jobseeker');
    expect(saves).toHaveLength(1);
    expect(new URLSearchParams(saves[0].query).get('name')).toBe('Ana Latest');
    expect(saves[0].status).toBe(200);
    // Pressing Save as well sends nothing more.
    await profile.submit();
    await expect(profile.notice).toHaveText('There are no changes to save.');
    expect(await sim.requests('create_or_update_jobseeker')).toHaveLength(1);
  });

  test('a save made offline survives a reload made offline, and is sent once back online', { tag: '@journey' }, async ({ page, context, sim }) => {
    const profile = await profileOffline(context, page);
    await saveOffline(profile, 'Ana Reloaded');

    await page.reload();
    await profile.expectEditMode();
    await expect(profile.field('Full name')).toHaveValue('Ana Reloaded');
    await expect(profile.pendingSave).toHaveText(KEPT);
    expect(await sim.requests('create_or_update_jobseeker')).toHaveLength(0);

    await context.setOffline(false);

    await expect(profile.notice).toHaveText('Your profile was saved.');
    await expect(profile.summary.getByText('Ana Reloaded', { exact: true })).toBeVisible();
    const saves = await sim.requests('create_or_update_jobseeker');
    expect(saves.map((r) => [new URLSearchParams(r.query).get('name'), r.status])).toEqual([['Ana Reloaded', 200]]);
    // Nothing is left to send after another reload.
    await page.reload();
    await profile.expectEditMode();
    await expect(profile.pendingSave).toHaveCount(0);
    await expect(profile.field('Full name')).toHaveValue('Ana Reloaded');
    expect(await sim.requests('create_or_update_jobseeker')).toHaveLength(1);
  });

  test('a save made offline is sent by itself while another page is open, and the profile then shows it saved', async ({ page, context, sim }) => {
    const profile = await profileOffline(context, page);
    await saveOffline(profile, 'Ana Elsewhere');
    const shell = new Shell(page);
    await shell.navigateTo('Credentials');
    await new CredentialsPage(page).expectShown();

    await context.setOffline(false);

    // Sent with the credentials page open, and announced there.
    await expect(shell.liveRegion).toHaveText('Your profile was saved.');
    const saves = await sim.requests('create_or_update_jobseeker');
    expect(saves.map((r) => [new URLSearchParams(r.query).get('name'), r.status])).toEqual([['Ana Elsewhere', 200]]);

    await shell.navigateTo('My profile');
    await profile.expectEditMode();
    await expect(profile.notice).toHaveText('Your profile was saved.');
    await expect(profile.pendingSave).toHaveCount(0);
    await expect(profile.field('Full name')).toHaveValue('Ana Elsewhere');
    await expect(profile.summary.getByText('Ana Elsewhere', { exact: true })).toBeVisible();
    expect(await sim.requests('create_or_update_jobseeker')).toHaveLength(1);
  });

  test('a kept save that meets a 401 is sent after signing in again', async ({ page, context, sim, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 401/);
    await signInAs(page, ana);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    await offline(context, page);
    await saveOffline(profile, 'Ana After Sign-in');

    await sim.fault('create_or_update_jobseeker', 'unauthorized');
    await context.setOffline(false);
    const signIn = new SignInPage(page);
    await signIn.expectShown();
    await expect(signIn.sessionEndedNotice).toBeVisible();
    await signIn.signInWithPassword(ana.email, ana.password);

    await expect(profile.notice).toHaveText('Your profile was saved.');
    const saves = await sim.requests('create_or_update_jobseeker');
    expect(saves.map((r) => [new URLSearchParams(r.query).get('name'), r.status])).toEqual([
      ['Ana After Sign-in', 401],
      ['Ana After Sign-in', 200],
    ]);
  });

  test('a new build offers "A new version is available: reload", and reloading keeps the draft', async ({ page, nginx }) => {
    await signInAs(page, ana);
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    await waitForWorker(page);
    await profile.fill({ 'Full name': 'Ana Draft', Address: 'Calle Nueva 12' });
    const shell = new Shell(page);
    await expect(shell.updateNotice).toHaveCount(0);

    // A new build is deployed: the worker's bytes change. The browser finds it at the next
    // navigation; the new worker takes over this page.
    fs.appendFileSync(path.join(nginx.root, 'sw.js'), '\n// the next build\n');
    await page.reload();
    await expect(shell.updateNotice).toContainText('A new version is available.');
    await expect(shell.liveRegion).toHaveText('A new version is available.');
    await expect(profile.field('Full name')).toHaveValue('Ana Draft');

    await shell.reloadButton.click();
    await profile.expectEditMode();
    await expect(profile.field('Full name')).toHaveValue('Ana Draft');
    await expect(profile.field('Address')).toHaveValue('Calle Nueva 12');
    await expect(profile.draftRestoredNotice).toBeVisible();
    await expect(shell.updateNotice).toHaveCount(0);
  });

  test('the credentials page shows the last answer seen on this device, with its time, while offline', async ({ page, context }) => {
    await signInAs(page, ana);
    const shell = new Shell(page);
    await shell.navigateTo('Credentials');
    const credentials = new CredentialsPage(page);
    await credentials.expectShown();
    const names = await credentials.cardNames();
    expect(names.length).toBeGreaterThan(0);
    await expect(credentials.lastSeen).toHaveCount(0);

    await offline(context, page);
    await shell.navigateTo('My profile');
    await shell.navigateTo('Credentials');

    await expect(credentials.lastSeen).toHaveText(
      /^You're seeing what this device last received, on \d{4}-\d{2}-\d{2} \d{2}:\d{2}\. It may have changed since\.$/,
    );
    expect(await credentials.cardNames()).toEqual(names);
    await expect(credentials.loadError).toHaveCount(0);

    await context.setOffline(false);
    await expect(credentials.lastSeen).toHaveCount(0);
    expect(await credentials.cardNames()).toEqual(names);
  });

  test('sign-out warns before discarding a save made offline, and clears what the device kept', async ({ page, context }) => {
    await signInAs(page, ana, { keep: true });
    const shell = new Shell(page);
    await shell.navigateTo('Credentials');
    await new CredentialsPage(page).expectShown();
    await shell.navigateTo('My profile');
    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    await waitForWorker(page);
    const storage = new BrowserStorage(page);
    const token = (await storage.localSession())?.token ?? '';
    expect(token).not.toBe('');

    await offline(context, page);
    await saveOffline(profile, 'Ana Unsent');

    // First the user keeps it: nothing happens.
    const questions: string[] = [];
    page.once('dialog', (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await shell.signOutButton.click();
    await expect.poll(() => questions.length).toBe(1);
    expect(questions[0]).toMatch(/has not been sent yet.*Sign out anyway\?$/);
    await expect(profile.pendingSave).toHaveText(KEPT);
    expect(await storage.localSession()).not.toBeNull();

    // Then they agree.
    page.once('dialog', (dialog) => void dialog.accept());
    await shell.signOut();

    const kept = (await storage.everything()).join('\n');
    for (const personal of [token, 'staffing.session', 'staffing.draft.', 'Ana Unsent', 'Ana Torres', ana.email]) {
      expect(kept, personal).not.toContain(personal);
    }
    // Cache Storage holds the build and config.json only: no API answer, nothing personal.
    const cached = await cacheStorage(page);
    expect(cached.length).toBeGreaterThan(0);
    for (const { url, text } of cached) {
      expect(new URL(url).pathname, url).not.toMatch(/\/api\//);
      for (const personal of [token, 'Ana Torres', 'Ana Unsent', ana.email]) {
        expect(text, `${url} holds ${personal}`).not.toContain(personal);
      }
    }
    // Signing out without a waiting save asks nothing (no dialog handler: one would fail the test).
  });

  test('offline, the sign-in page before the app comes from the worker\'s copies, checked by their integrity, and hands over as online', async ({ page, context }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await waitForWorker(page);
    // The worker's list names index.html (the sign-in page's script and stylesheet inline in it)
    // and the loader with the integrity of what is served; it installed, so both matched.
    const app = builtApp();
    const worker = await (await page.request.get('/sw.js')).text();
    for (const [url, integrity] of [[app.loader.url, app.loader.integrity], ['/index.html', sri(app.html)]]) {
      expect(worker).toMatch(new RegExp(`url:\\s*"${url}",\\s*integrity:\\s*"${integrity.replace(/[+/]/g, '\\$&')}"`));
    }
    await offline(context, page);

    await page.reload();

    await signIn.expectShown();
    await expect(new Shell(page).connectionNotice).toHaveText(OFFLINE);
    expect(await page.evaluate(() => performance.getEntriesByName('first-paint handed over').length)).toBe(1);
    await expect(page.locator('#first-paint')).toHaveCount(0);
  });

  test('signing in and asking for a code without a connection say there is no connection', async ({ page, context }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await offline(context, page);
    await signIn.signInWithPassword(ana.email, ana.password);
    await signIn.expectError(OFFLINE_ERROR);
    await expect(signIn.tryAgainButton).toBeVisible();

    await signIn.email.fill(ana.email);
    await signIn.emailMeACodeButton.click();
    await signIn.expectError(OFFLINE_ERROR);
    await expect(signIn.email).toHaveValue(ana.email);
  });

  test('the platform\'s requests go to the network without starting a stopped worker; the build\'s files still go through it', async ({ page, context }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await waitForWorker(page);
    const api = await page.evaluate(async () => ((await (await fetch('/config.json')).json()) as { base_url: string }).base_url);
    expect(api).toMatch(/^http:\/\/127\.0\.0\.1:/);

    // The worker's running status, as Chromium reports it (a stopped worker starts for a request it
    // is asked to handle).
    const cdp = await context.newCDPSession(page);
    const statuses: string[] = [];
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions) statuses.push(version.runningStatus);
    });
    await cdp.send('ServiceWorker.enable');
    // Stops the worker; returns the statuses reported from then on.
    const stopWorker = async () => {
      await cdp.send('ServiceWorker.stopAllWorkers');
      await expect.poll(() => statuses.at(-1)).toBe('stopped');
      const from = statuses.length;
      return () => statuses.slice(from);
    };
    const status = (url: string) => page.evaluate(async (url) => (await fetch(url)).status, url);

    // The platform on its own origin (sign_in's origin; its health URL answers a plain GET), and a
    // same-origin file the worker does not keep (as the platform's calls are behind the same-origin
    // proxy): both reach the network while the worker stays stopped.
    // A worker that handles a request starts before it answers, and the browser reports the start
    // as it happens, on the same channel as the page's answers: so once both answers are back, a
    // start either caused has been reported.
    const sinceStopped = await stopWorker();
    expect(await status(`${api}/__sim/health`)).toBe(200);
    expect(await status('/robots.txt')).toBe(200);
    expect(sinceStopped()).toEqual([]);

    // config.json is the worker's (its last copy serves offline): asking for it starts the worker.
    expect(await status('/config.json')).toBe(200);
    await expect.poll(sinceStopped).toContain('running');
  });

  test('installable: the manifest, its icons and theme colour; its start_url keeps the tenant', async ({ page, request }) => {
    const response = await request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as { start_url: string; theme_color: string; icons: { src: string; sizes: string; type: string }[] };
    await page.goto('/sign-in?tenant=latam');
    await new SignInPage(page).expectShown();
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
    expect(manifest.start_url).toBe('/');
    for (const size of ['192x192', '512x512']) {
      expect(manifest.icons.some((icon) => icon.sizes === size && icon.type === 'image/png'), size).toBe(true);
    }
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toMatch(new RegExp(`^${icon.type.replace('+', '\\+')}(;|$)`));
    }

    // The tenant came with the link the organization sent (`?tenant=latam` above); the installed
    // app opens start_url, "/", and the app remembers the tenant (src/session/state.rs).
    await page.goto(manifest.start_url);
    await expect(new SignInPage(page).tenantLine).toHaveText(/LatAm Talento$/);
  });
});
