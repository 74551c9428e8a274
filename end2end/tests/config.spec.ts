import { expect, test } from '../fixtures';
import { ConfigErrorPage, SignInPage } from '../pages';

test.describe('A broken config.json is explained, never a blank page', () => {
  test('malformed JSON names the problem', async ({ page, appConfig }) => {
    await appConfig.serveRaw('{ "base_url": "http://127.0.0.1:8787", ');
    const error = new ConfigErrorPage(page);

    await page.goto('/sign-in');

    await expect(error.heading).toBeVisible();
    await expect(error.alert).toContainText('config.json is not valid JSON');
    await expect(error.alert).toContainText('Ask the site\'s administrator to fix config.json.');
    await expect(page).toHaveTitle('The app is not configured');
    await expect(new SignInPage(page).heading).toHaveCount(0);
  });

  test('a missing file (404) names the HTTP status', async ({ page, appConfig, expectConsoleErrors }) => {
    expectConsoleErrors(/status of 404 .*\/config\.json/);
    await appConfig.missing();
    const error = new ConfigErrorPage(page);

    await page.goto('/');

    await expect(error.heading).toBeVisible();
    await expect(error.alert).toContainText('config.json answered with HTTP 404');
  });

  test('a file without the API key names the missing setting', async ({ page, appConfig }) => {
    await appConfig.patch({ api_key: undefined });
    const error = new ConfigErrorPage(page);

    await page.goto('/sign-in');

    await expect(error.heading).toBeVisible();
    await expect(error.alert).toContainText('config.json has no "api_key"');
  });

  test('a non-http API address is refused', async ({ page, appConfig }) => {
    await appConfig.patch({ base_url: 'javascript:alert(1)' });
    const error = new ConfigErrorPage(page);

    await page.goto('/sign-in');

    await expect(error.heading).toBeVisible();
    await expect(error.alert).toContainText('"base_url" in config.json must be an http(s) address');
  });

  test('a config.json that cannot be downloaded is explained, not a crash', async ({ page, expectConsoleErrors }) => {
    expectConsoleErrors(/config\.json|ERR_FAILED/);
    // The loader's own early request fails (scripts/post-build.mjs): the app must still get the error.
    await page.route('**/config.json', (route) => route.abort());
    const error = new ConfigErrorPage(page);

    await page.goto('/sign-in');

    await expect(error.heading).toBeVisible();
    await expect(error.alert).toContainText('config.json could not be downloaded');
    await expect(page.getByRole('heading', { name: /Something went wrong/ })).toHaveCount(0);
  });
});

test('config.json is requested once, while the wasm loads rather than after it', async ({ page }) => {
  // When the wasm module is ready (wasm-bindgen instantiates it with one of these two).
  await page.addInitScript(() => {
    for (const name of ['instantiateStreaming', 'instantiate'] as const) {
      const original = WebAssembly[name] as (...args: unknown[]) => Promise<unknown>;
      (WebAssembly as unknown as Record<string, unknown>)[name] = (...args: unknown[]) =>
        original.apply(WebAssembly, args).then((result) => {
          (window as unknown as { __wasmReady: number }).__wasmReady ??= performance.now();
          return result;
        });
    }
  });
  const configRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/config.json') configRequests.push(request.url());
  });
  await page.goto('/sign-in');
  await expect(new SignInPage(page).heading).toBeVisible();
  // The heading can be the page drawn before the app, which shows before config.json has answered;
  // once the app has drawn its own page, it has read config.json and the wasm is running.
  await expect(page.locator('#first-paint')).toHaveCount(0);

  expect(configRequests).toHaveLength(1);
  const timing = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const find = (test: (name: string) => boolean) => entries.find((entry) => test(new URL(entry.name).pathname));
    const config = find((path) => path === '/config.json');
    return { configStart: config?.startTime, wasmReady: (window as unknown as { __wasmReady?: number }).__wasmReady };
  });
  expect(timing.configStart, 'config.json was fetched').toBeDefined();
  expect(timing.wasmReady, 'the wasm was instantiated').toBeDefined();
  // Started by the page's loader (scripts/post-build.mjs), not by the app once its wasm is running.
  expect(timing.configStart!).toBeLessThan(timing.wasmReady!);
});
