import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { accounts, expect, SIM_URL, test as base } from '../fixtures';
import { CredentialsPage, JobseekerProfilePage, Shell, SignInPage, signInAs } from '../pages';
import { builtApp } from '../support/built-app';
import { NginxServer, securityHeaders } from '../support/nginx';

/**
 * The example nginx configuration (deploy/nginx/nginx.conf) with Debian's nginx, serving the release
 * build with a config.json that points at the simulator: the app works through it, under its CSP,
 * and the headers are the ones docs/deployment.md documents.
 */
const test = base.extend<object, { nginx: NginxServer }>({
  nginx: [
    async ({}, use) => {
      const nginx = await NginxServer.start();
      await use(nginx);
      await nginx.stop();
    },
    { scope: 'worker' },
  ],
  // Every page of these tests opens the app through nginx.
  baseURL: async ({ nginx }, use) => {
    await use(nginx.url);
  },
});

// The app as deployed, its service worker included: it must not trip the CSP either.
test.use({ serviceWorkers: 'allow' });

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Collects the page's Content-Security-Policy violations (also logged as console errors). */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** GET with a given Accept-Encoding, body left compressed. */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/**
 * What nginx sends for `url` per Accept-Encoding, from the build's copies of `file`: its `.br` to a
 * browser that takes brotli (`brotli_static`), its `.gz` to one that takes gzip only (`gzip_static`
 * sends the file itself, byte for byte: on-the-fly gzip would differ), and `file` as it is to one
 * that takes neither. Returns the headers of the brotli answer, what browsers get.
 */
async function expectSentPrecompressed(url: string, file: string): Promise<http.IncomingHttpHeaders> {
  const br = await rawGet(url, 'gzip, deflate, br');
  expect(br.headers['content-encoding'], url).toBe('br');
  expect(br.headers['vary'], url).toMatch(/Accept-Encoding/i);
  expect(br.body.equals(fs.readFileSync(`${file}.br`)), `${url}: the bytes of ${path.basename(file)}.br`).toBe(true);
  const gz = await rawGet(url, 'gzip');
  expect(gz.headers['content-encoding'], url).toBe('gzip');
  expect(gz.body.equals(fs.readFileSync(`${file}.gz`)), `${url}: the bytes of ${path.basename(file)}.gz`).toBe(true);
  const plain = await rawGet(url, 'identity');
  expect(plain.headers['content-encoding'], url).toBeUndefined();
  expect(plain.body.equals(fs.readFileSync(file)), url).toBe(true);
  return br.headers;
}

test.describe('Served by nginx (deploy/nginx/nginx.conf)', () => {
  test('the job seeker signs in and moves between pages, with no CSP violation', async ({ page, nginx, sim }) => {
    const violations = await recordCspViolations(page);
    await signInAs(page, accounts.ana);
    expect(new URL(page.url()).origin).toBe(nginx.url);
    const profile = new JobseekerProfilePage(page);
    await expect(profile.heading).toBeVisible();

    await new Shell(page).navLink('Credentials').click();
    await new CredentialsPage(page).expectShown();
    await page.reload();
    await new CredentialsPage(page).expectShown();

    // The API calls went to the simulator, from the nginx origin (CORS, connect-src).
    const signIn = await sim.onlyRequest('sign_in');
    expect(signIn.headers['origin']).toBe(nginx.url);
    expect(await violations()).toEqual([]);
    // Console errors (a CSP violation is one) fail the test through the diagnostics fixture.
  });

  test('deep links fall back to index.html; missing files are 404', async ({ page, request, nginx }) => {
    const index = fs.readFileSync(path.join(nginx.root, 'index.html'), 'utf8');
    for (const route of ['/client/profile', '/jobseeker/profile', '/jobseeker/credentials?filter=expired', '/no/such/page', '/']) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type'], route).toMatch(/^text\/html/);
      expect(await response.text(), route).toBe(index);
    }
    for (const missing of ['/missing.js', '/staffing-web-0000000000000000_bg.wasm', '/img/logo.png']) {
      expect((await request.get(missing)).status(), missing).toBe(404);
    }

    // In the browser: a signed-out deep link asks for sign-in and comes back to it.
    const violations = await recordCspViolations(page);
    await page.goto('/jobseeker/credentials');
    const signIn = new SignInPage(page);
    await signIn.expectShown();
    await signIn.signInWithPassword(accounts.ana.email, accounts.ana.password);
    await new CredentialsPage(page).expectShown();
    expect(await violations()).toEqual([]);
  });

  test('headers: the security headers everywhere, caching per kind of file, wasm as application/wasm', async ({ request }) => {
    const app = builtApp();
    const expected = securityHeaders(SIM_URL);
    const csp = expected.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
    // What the app promises of the policy, checked here, so that weakening the shared file fails.
    const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v.join(' ')]));
    // Scripts and styles: index.html's own policy (its <meta>), which a browser enforces beside this
    // one; a default-src or script-src here would refuse its inline script and stylesheet.
    for (const absent of ['default-src', 'script-src', 'style-src']) expect(directives.has(absent), absent).toBe(false);
    expect(app.pagePolicy).toMatch(/^script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/]+=*'; style-src 'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(directives.get('connect-src')).toBe(`'self' ${SIM_URL}`);
    expect(directives.get('img-src')).toBe("'self' https: data:");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('object-src')).toBe("'none'");
    // The service worker, from the app's own origin only.
    expect(directives.get('worker-src')).toBe("'self'");
    // Every other kind of request is named, since there is no default-src to fall back on.
    for (const kind of ['font-src', 'media-src', 'frame-src', 'manifest-src']) expect(directives.get(kind), kind).toBe("'self'");
    expect(csp).not.toMatch(/unsafe-inline|'unsafe-eval'/);

    const files: [string, string, RegExp?][] = [
      ['/', 'no-cache', /^text\/html/],
      ['/index.html', 'no-cache', /^text\/html/],
      ['/client/profile', 'no-cache', /^text\/html/],
      ['/config.json', 'no-cache', /^application\/json/],
      ['/favicon.svg', 'no-cache', /^image\/svg\+xml/],
      ['/robots.txt', 'no-cache', /^text\/plain/],
      // The service worker: checked at every navigation, so a new build reaches users.
      ['/sw.js', 'no-cache', /^application\/javascript/],
      ['/manifest.webmanifest', 'no-cache', /^application\/manifest\+json/],
      ['/icons/icon-192.png', 'no-cache', /^image\/png$/],
      [app.loader.url, IMMUTABLE, /^application\/javascript/],
      [app.bindings.url, IMMUTABLE, /^application\/javascript/],
      [app.wasm.url, IMMUTABLE, /^application\/wasm$/],
      ['/missing.js', '', undefined],
    ];
    // What the test's nginx sends: the same, but for the simulator's origin in img-src, where the
    // seed's pictures are (support/nginx.ts, withPictures).
    const served = securityHeaders(SIM_URL, SIM_URL);
    expect(served.find(([name]) => name === 'Content-Security-Policy')?.[1]).toBe(csp.replace("img-src 'self' https: data:;", `img-src 'self' https: data: ${SIM_URL};`));
    for (const [url, cacheControl, contentType] of files) {
      const response = await request.get(url);
      const headers = response.headers();
      for (const [name, value] of served) {
        expect(headers[name.toLowerCase()], `${url}: ${name}`).toBe(value);
      }
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      if (cacheControl) expect(headers['cache-control'], url).toBe(cacheControl);
      if (contentType) expect(headers['content-type'], url).toMatch(contentType);
      expect(headers['server'], url).toBe('nginx');
    }
  });

  test('hashed assets are sent pre-compressed (.br and .gz written by the build)', async ({ nginx }) => {
    const app = builtApp();
    for (const asset of [app.wasm, app.bindings, app.loader]) {
      await expectSentPrecompressed(nginx.url + asset.url, asset.file);
    }
    expect(nginx.output()).not.toMatch(/\[(emerg|alert|crit|error)\]/);
  });

  test('the page is sent pre-compressed (its .br, else its .gz) for every route; config.json, which a deployment edits, on the fly', async ({ nginx }) => {
    const page = path.join(nginx.root, 'index.html');
    const [plain, br, gz] = ['', '.br', '.gz'].map((suffix) => fs.readFileSync(`${page}${suffix}`));
    // The build's copies are of the page as it is (a stale copy would be a different page).
    expect(zlib.brotliDecompressSync(br).equals(plain)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(plain)).toBe(true);
    for (const route of ['/', '/index.html', '/sign-in', '/client/profile?x=1']) {
      const headers = await expectSentPrecompressed(nginx.url + route, page);
      expect(headers['cache-control'], route).toBe('no-cache');
    }
    // config.json: the deployment's copy (nginx.root's differs from the build's), gzipped as served.
    expect(fs.existsSync(path.join(nginx.root, 'config.json.gz'))).toBe(false);
    const config = await rawGet(`${nginx.url}/config.json`, 'gzip, deflate, br');
    expect(config.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(config.body).equals(fs.readFileSync(path.join(nginx.root, 'config.json')))).toBe(true);
    expect(nginx.output()).not.toMatch(/\[(emerg|alert|crit|error)\]/);
  });

  test('the phone numbering plans are a hashed asset named in the page with their integrity: a year in caches, pre-compressed, under 40 KB brotli', async ({ nginx }) => {
    const app = builtApp();
    const meta = app.html.match(/<meta name="phone-plans" content="(\/phone-plans-[0-9a-f]{16}\.txt)" data-integrity="(sha384-[^"]+)">/);
    expect(meta, 'index.html names the plans file').not.toBeNull();
    const [, url, integrity] = meta!;
    const file = path.join(path.dirname(app.wasm.file), url.slice(1));
    expect(`sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`).toBe(integrity);
    const { headers, body } = await rawGet(nginx.url + url, 'gzip, deflate, br');
    expect(headers['cache-control']).toBe(IMMUTABLE);
    expect(headers['content-encoding']).toBe('br');
    expect(body.equals(fs.readFileSync(`${file}.br`))).toBe(true);
    expect(body.length).toBeLessThanOrEqual(40_000);
  });

  test('a hash with its leading zeros dropped (15 hex digits: one Trunk build in sixteen) is still a hashed asset', async ({ nginx }) => {
    const app = builtApp();
    const name = 'staffing-web-0123456789abcde_bg.wasm';
    for (const suffix of ['', '.br', '.gz']) {
      fs.copyFileSync(`${app.wasm.file}${suffix}`, path.join(nginx.root, `${name}${suffix}`));
    }
    const { headers, body } = await rawGet(`${nginx.url}/${name}`, 'gzip, deflate, br');
    expect(headers['cache-control']).toBe(IMMUTABLE);
    expect(headers['content-encoding']).toBe('br');
    expect(body.equals(fs.readFileSync(`${app.wasm.file}.br`))).toBe(true);
  });

  test('docs/deployment.md lists the security headers of deploy/nginx/security-headers.conf', async () => {
    const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'deployment.md'), 'utf8');
    const missing = securityHeaders('<API origins>')
      .map(([name, value]) => `${name}: ${value}`)
      .filter((line) => !readme.includes(line));
    expect(missing, 'header lines missing from docs/deployment.md').toEqual([]);
  });
});
