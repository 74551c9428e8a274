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
});
