import { defineConfig, devices } from '@playwright/test';
import suite from '../playwright.config';

/**
 * Measurements, not tests (docs/offline.md, "Repeat visit, measured"): the suite's browser and
 * simulator, this directory's specs, desktop Chrome only.
 *
 *   cd end2end && npx playwright test --config measure/playwright.config.ts
 */
export default defineConfig({
  ...suite,
  testDir: '.',
  globalSetup: '../support/global-setup.ts',
  reporter: [['list']],
  projects: [{ name: 'measure', use: { ...devices['Desktop Chrome'] } }],
  timeout: 600_000,
});
