import { defineConfig, devices, type Project } from '@playwright/test';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { APP_DIR, APP_URL, BASE_APP_PORT, BASE_SIM_PORT, DEFAULT_SIM_PORT, WORKERS } from './support/env';

const repoRoot = path.resolve(__dirname, '..');
/** The release build to test (Trunk's dist/). */
const appDir = APP_DIR;

/**
 * Debian's chromium (Playwright 1.64 bundles the same major, 156). `npx playwright install` cannot
 * work on these machines: only the package registries are reachable.
 */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Shared with bench/bench.mjs: without the background-networking flags Chromium's connections are
  // refused by this machine's closed network.
  args: JSON.parse(fs.readFileSync(path.join(__dirname, 'support', 'chromium-args.json'), 'utf8')) as string[],
};

/**
 * A simulator serves the API on `simPort` and the built app on `appPort` (two origins, so every
 * API call goes through CORS). On other ports than public/config.json's, the app gets a copy of
 * dist/config.json pointing at `simPort`.
 */
function simulatorCommand(simPort: number, appPort: number): string {
  const args = [`--port ${simPort}`, `--app-dir ${JSON.stringify(appDir)}`, `--app-port ${appPort}`];
  // Without a build (a listing such as `--list` on a fresh clone) there is nothing to copy; the
  // global setup says what to build before any test runs.
  const built = path.join(appDir, 'config.json');
  if (simPort !== DEFAULT_SIM_PORT && fs.existsSync(built)) {
    const config = JSON.parse(fs.readFileSync(built, 'utf8'));
    config.base_url = `http://127.0.0.1:${simPort}`;
    config.app_url = config.base_url;
    const file = path.join(os.tmpdir(), `staffing-e2e-config-${simPort}.json`);
    fs.writeFileSync(file, JSON.stringify(config, null, 2));
    args.push(`--app-config ${JSON.stringify(file)}`);
  }
  // SIMULATOR_BIN: a prebuilt binary (the Makefile builds it); otherwise cargo builds it if needed.
  const bin = process.env.SIMULATOR_BIN ?? 'cargo run -q -p simulator --';
  return `${bin} ${args.join(' ')}`;
}

/** One simulator per worker: each test resets its worker's, so workers never share one. */
const simulators = Array.from({ length: WORKERS }, (_, slot) => ({
  command: simulatorCommand(BASE_SIM_PORT + slot, BASE_APP_PORT + slot),
  cwd: repoRoot,
  url: `http://127.0.0.1:${BASE_SIM_PORT + slot}/__sim/health`,
  reuseExistingServer: !process.env.CI,
  // A cold `cargo run` may compile the simulator first.
  timeout: 300_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
}));

const desktop: Project = {
  name: 'desktop',
  use: { ...devices['Desktop Chrome'] },
};

/**
 * Phone, where most job seekers are: at 390x844 with touch, the tests tagged `@phone`, whose
 * outcome the phone's layout can change (the axe checks; journeys through the header, the long
 * forms with their sticky Save and the profile's narrow summary, tapped). A journey whose checks a
 * phone's viewport does not change (the wire, storage, drafts, messages, focus) runs on desktop
 * only: docs/testing.md lists them. `--project=desktop` leaves the phone out.
 */
const phone: Project = {
  name: 'phone',
  grep: /@phone/,
  use: {
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  },
};

export default defineConfig({
  testDir: 'tests',
  // Never hide flakiness: a test that fails once is a bug to fix.
  retries: 0,
  // Each worker has a simulator of its own (support/env.ts), which every test resets. Two by
  // default (E2E_WORKERS): a test mostly waits on the network, timers and rendering, so two share
  // a 2-core machine well; the tests of a file are spread over both.
  workers: WORKERS,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // `list` ends with the summary ("N passed (time)"); JUnit XML for CI tools.
  reporter: [['list'], ['junit', { outputFile: 'playwright-report/junit.xml' }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: APP_URL,
    launchOptions,
    // The app's service worker (docs/offline.md) is tested where it is the subject, with
    // `test.use({ serviceWorkers: 'allow' })` (offline.spec.ts, nginx.spec.ts). Elsewhere each
    // test's fresh context would install it and precache the whole build in the background.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [desktop, phone],
  webServer: simulators,
});
