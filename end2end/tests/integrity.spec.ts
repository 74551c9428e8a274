import * as fs from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { APP_URL, expect, test } from '../fixtures';
import { SignInPage } from '../pages';
import { builtApp, sri, type BuiltApp, type Subresource } from '../support/built-app';

/**
 * Subresource integrity: every script file and the wasm of the release build are checked by the
 * browser against the hash index.html declares, so a changed file does not run; the inline script
 * and stylesheet of index.html run only with the hash its own policy names.
 */
test.describe('Subresource integrity', () => {
  test('index.html declares the sha384 of the loader, the wasm-bindgen JS and the wasm, and its policy the sha256 of its inline script and stylesheet', async ({ request }) => {
    const app = builtApp();
    expect(app.inlineScripts, 'one inline script: the sign-in page before the app').toHaveLength(1);
    expect(app.pagePolicy).toBe(`script-src 'self' 'wasm-unsafe-eval' ${app.firstPaint.hash}; style-src 'self' ${app.stylesheet.hash}`);
    // A <meta> policy governs only what follows it: it must come before any script or style.
    const policyAt = app.html.search(/<meta http-equiv="Content-Security-Policy"/i);
    expect(policyAt).toBeGreaterThan(-1);
    expect(policyAt).toBeLessThan(app.html.search(/<script\b/i));
    expect(policyAt).toBeLessThan(app.html.search(/<style\b/i));
    const served = await (await request.get('/')).text();
    expect(served, 'the server sends dist/index.html').toBe(app.html);

    for (const resource of [app.loader, app.bindings, app.wasm]) {
      expect(resource.integrity, `${resource.url} has an integrity attribute`).toMatch(/^sha384-[A-Za-z0-9+/]+=*$/);
      expect(resource.integrity, `${resource.url}: the file in dist/`).toBe(sri(fs.readFileSync(resource.file)));
      const response = await request.get(resource.url);
      expect(response.status()).toBe(200);
      expect(resource.integrity, `${resource.url}: the bytes served`).toBe(sri(await response.body()));
    }

    // The loader imports the preloaded wasm-bindgen JS and fetches the wasm with its integrity
    // (the wasm-bindgen default, `fetch(url)`, would not check it).
    const loader = fs.readFileSync(app.loader.file, 'utf8');
    expect(loader).toContain(`from '${app.bindings.url}'`);
    expect(loader).toContain(`fetch(${JSON.stringify(app.wasm.url)}, { integrity: ${JSON.stringify(app.wasm.integrity)} })`);
  });

  /** A copy of the file that would still run if nothing checked it. */
  function tamper(resource: Subresource): Buffer {
    const original = fs.readFileSync(resource.file);
    if (resource.url.endsWith('.wasm')) {
      // A custom section appended: still a valid module, which would be instantiated without SRI.
      const name = Buffer.from('tampered');
      return Buffer.concat([original, Buffer.from([0x00, name.length + 1, name.length]), name]);
    }
    return Buffer.concat([Buffer.from('window.__tampered = true;\n'), original]);
  }

  /**
   * Opens /sign-in in a context of its own, its requests routed by `route` first, and collects the
   * page's errors. A context of its own: the errors this provokes are the test's subject, checked
   * by the tests, not failures for the suite's diagnostics fixture.
   */
  async function openRouted(browser: Browser, route: (context: BrowserContext) => Promise<unknown>) {
    const context = await browser.newContext({ baseURL: APP_URL });
    const errors: string[] = [];
    context.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    context.on('weberror', (e) => errors.push(`pageerror: ${e.error().message}`));
    await route(context);
    const page = await context.newPage();
    await page.goto('/sign-in');
    return { context, page, errors };
  }

  /** Opens /sign-in with `resource` answered by `body`. */
  function openWith(browser: Browser, resource: Subresource, body: Buffer) {
    return openRouted(browser, (context) =>
      context.route(new URL(resource.url, APP_URL).href, (route) =>
        route.fulfill({
          status: 200,
          body,
          contentType: resource.url.endsWith('.wasm') ? 'application/wasm' : 'text/javascript',
        }),
      ),
    );
  }

  /** Opens /sign-in with a changed copy of `resource`, and waits for the browser to refuse it. */
  async function openTampered(browser: Browser, resource: Subresource) {
    const body = tamper(resource);
    expect(sri(body)).not.toBe(resource.integrity);
    const opened = await openWith(browser, resource, body);
    await expect
      .poll(() => opened.errors.join('\n'), { message: 'the browser reports the integrity failure' })
      .toContain(`Failed to find a valid digest in the 'integrity' attribute for resource '${APP_URL}${resource.url}'`);
    return opened;
  }

  const tampered = (page: Page) => page.evaluate(() => (window as { __tampered?: boolean }).__tampered === true);

  for (const which of ['loader', 'bindings', 'wasm'] as const satisfies readonly (keyof BuiltApp)[]) {
    test(`a changed ${which} file is refused and the app does not start`, async ({ browser }) => {
      const resource = builtApp()[which];

      // Control: the same routing with the file unchanged starts the app.
      {
        const { context, page, errors } = await openWith(browser, resource, fs.readFileSync(resource.file));
        await new SignInPage(page).expectShown();
        expect(errors).toEqual([]);
        await context.close();
      }

      const { context, page } = await openTampered(browser, resource);
      await page.waitForLoadState('networkidle');
      expect(await tampered(page), 'the changed script never ran').toBe(false);
      // The sign-in page drawn before the app (index.html) goes too: no form that waits forever.
      await expect(page.getByRole('main')).toHaveCount(0);
      await expect(page.locator('body')).not.toContainText('Sign in');
      await context.close();
    });
  }

  /** Opens /sign-in with index.html's text `from` changed to `to`. */
  function openChangedPage(browser: Browser, from: string, to: string) {
    return openRouted(browser, (context) =>
      context.route(`${APP_URL}/sign-in`, async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        expect(html).toContain(from);
        await route.fulfill({ response, body: html.replace(from, () => to) });
      }),
    );
  }

  test('a changed stylesheet in index.html is refused by the page\'s policy', async ({ browser }) => {
    const { stylesheet } = builtApp();
    // Control: the page as built applies its stylesheet, with nothing refused.
    {
      const { context, page, errors } = await openChangedPage(browser, stylesheet.text, stylesheet.text);
      await new SignInPage(page).expectShown();
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    }
    const { context, page, errors } = await openChangedPage(browser, stylesheet.text, `body{color:red}${stylesheet.text}`);
    await expect.poll(() => errors.join('\n')).toMatch(/inline style violates the following Content Security Policy directive 'style-src [^\n]*blocked/);
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(0);
    await context.close();
  });

  test('a changed script of the sign-in page before the app is refused; the app starts as without it', async ({ browser }) => {
    const { firstPaint } = builtApp();
    const { context, page, errors } = await openChangedPage(browser, firstPaint.text, `window.__tampered = true;${firstPaint.text}`);
    await expect.poll(() => errors.join('\n')).toMatch(/inline script violates the following Content Security Policy directive 'script-src [^\n]*blocked/);
    await new SignInPage(page).expectShown();
    expect(await tampered(page), 'the changed script never ran').toBe(false);
    // The markup that script would have shown is gone, not left hidden under the app's page with
    // the same ids (the app's labels would name it instead).
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await new SignInPage(page).email.fill('ana@demo.test');
    await expect(page.getByLabel('E-mail')).toHaveValue('ana@demo.test');
    await context.close();
  });
});
