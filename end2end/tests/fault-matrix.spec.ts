import type { Locator, Page } from '@playwright/test';
import {
  accounts,
  UNREACHABLE,
  expect,
  test,
  type Account,
  type Endpoint,
  type FaultKind,
  type SimClient,
} from '../fixtures';
import { CredentialsPage, JobseekerProfilePage, Shell, SignInPage, signInAs } from '../pages';
import { pauseClock } from '../support/clock';

/**
 * Fault tolerance: every API call the app makes, against every way the platform can fail, a rate
 * limit (429 with Retry-After) included. One row per call (`CALLS`), one column per fault
 * (`FAULTS`); each cell is one test that
 *
 * 1. brings the page to just before the call, with what a user would have typed;
 * 2. arms the fault in the simulator and lets the user make the call;
 * 3. expects the fault's clear message in an alert, a "Try again" only where retrying can help,
 *    everything typed still there, no crash screen, and (the diagnostics fixture) no page error and
 *    no console error but the failed request itself;
 * 4. then, the platform being well again: "Try again" makes exactly one more call, which succeeds;
 *    or, after a 401 on a call made with the user's token, signing in again brings the user back to
 *    the same page with what they typed.
 *
 * The calls (src/api/public.rs, src/api/authorized.rs; reference 4.1 to 4.5): sign_in with a
 * password and with a one-time code, request_one_time_password, create_or_update_jobseeker,
 * get_credentials_requirements from the credentials page and from the profile's onboarding
 * overview, and get_client_profile.
 */

/** The app's timeout for the `hang` column: short, so that "Try again" is not the hang's to wait out. */
const SHORT_TIMEOUT_MS = 2_000;

type Expected =
  /** An alert with this text, "Try again" offered or not. */
  | { kind: 'message'; text: string; retry: boolean }
  /**
   * A 429: this text, and "Try again" unavailable for the platform's wait (`RETRY_AFTER_S`): pressed
   * meanwhile, it sends nothing; afterwards it makes exactly one call.
   */
  | { kind: 'wait'; text: string }
  /** The session ends: the sign-in page says so; signing in again comes back. */
  | { kind: 'session-ended' };

interface Fault {
  kind: FaultKind;
  /** What the user is told, for a call made with the API key and with the user's token. */
  withApiKey: Expected;
  withToken: Expected;
  /** The console errors Chromium logs for the failed request itself, for `path`. */
  consoleErrors: (path: string) => RegExp[];
  /** Abort: Chromium retries once by itself when a kept-alive connection closes unanswered. */
  times?: number;
}

const unreadable = 'The platform sent an answer the app cannot read. Try again later.';

/**
 * The `too_many_requests` column's Retry-After: long, so that the wait is surely still on when the
 * test stops the page's clock to press "Try again" in it; the test then runs it out at once.
 */
const RETRY_AFTER_S = 30;
const throttled = `Too many attempts. Try again in ${RETRY_AFTER_S} seconds.`;

const FAULTS: Fault[] = [
  {
    kind: 'status500',
    withApiKey: { kind: 'message', text: 'The platform refused the request: Internal Server Error', retry: true },
    withToken: { kind: 'message', text: 'The platform refused the request: Internal Server Error', retry: true },
    consoleErrors: (path) => [new RegExp(`status of 500 .*${path}`)],
  },
  {
    kind: 'abort',
    withApiKey: { kind: 'message', text: UNREACHABLE, retry: true },
    withToken: { kind: 'message', text: UNREACHABLE, retry: true },
    consoleErrors: (path) => [new RegExp(`net::ERR_\\w+ .*${path}`)],
    times: 2,
  },
  {
    kind: 'hang',
    withApiKey: { kind: 'message', text: 'The platform took too long to answer. Try again.', retry: true },
    withToken: { kind: 'message', text: 'The platform took too long to answer. Try again.', retry: true },
    // The app aborts the request itself; Chromium may log that abort.
    consoleErrors: (path) => [new RegExp(`net::ERR_\\w+ .*${path}`)],
  },
  {
    kind: 'malformed_json',
    withApiKey: { kind: 'message', text: unreadable, retry: true },
    withToken: { kind: 'message', text: unreadable, retry: true },
    consoleErrors: () => [],
  },
  {
    kind: 'wrong_shape',
    withApiKey: { kind: 'message', text: unreadable, retry: true },
    withToken: { kind: 'message', text: unreadable, retry: true },
    consoleErrors: () => [],
  },
  {
    kind: 'unauthorized',
    // The platform refused the app's key: nothing the user can retry, and no session to end.
    withApiKey: {
      kind: 'message',
      text: "The platform is not accepting sign-ins from this app right now (it refused the app's access key). Please tell your organization; trying again will not help.",
      retry: false,
    },
    withToken: { kind: 'session-ended' },
    consoleErrors: (path) => [new RegExp(`status of 401 .*${path}`)],
  },
  {
    kind: 'too_many_requests',
    withApiKey: { kind: 'wait', text: throttled },
    withToken: { kind: 'wait', text: throttled },
    consoleErrors: (path) => [new RegExp(`status of 429 .*${path}`)],
  },
];

interface Ctx {
  page: Page;
  sim: SimClient;
}

interface Call {
  name: string;
  endpoint: Endpoint;
  /** The path Chromium names in its console errors. */
  path: string;
  credential: 'api key' | 'token';
  /** The account that makes the call (signs in again after a 401). */
  account: Account;
  /** Opens the page and does what comes before the call (sign-in, typing). */
  prepare(ctx: Ctx): Promise<void>;
  /** The user's action that makes the call. */
  act(ctx: Ctx): Promise<void>;
  /** Where the failure is shown. */
  alert(ctx: Ctx): Locator;
  /** What the user typed, still there after the failure. */
  expectKept(ctx: Ctx): Promise<void>;
  /** The call succeeded (after "Try again" or after signing in again). */
  expectDone(ctx: Ctx): Promise<void>;
}

const TRY_AGAIN = /^(Try again|Reintentar)$/;
const ana = accounts.ana;

/** The profile edit the save cells type: a name the seed does not have. */
const EDITED_NAME = 'Ana María Pérez Soto';

/** What the sign-in page's calls share: made with the API key, by Ana, failing into the form's error box. */
const ON_THE_SIGN_IN_PAGE: Pick<Call, 'credential' | 'account' | 'alert'> = {
  credential: 'api key',
  account: ana,
  alert: ({ page }) => new SignInPage(page).error,
};

/** sign_in, with a password or with a code: once it succeeds, Ana lands on her profile. */
const SIGN_IN: Pick<Call, 'endpoint' | 'path' | 'credential' | 'account' | 'alert' | 'expectDone'> = {
  endpoint: 'sign_in',
  path: '/api/v1/sign_in',
  ...ON_THE_SIGN_IN_PAGE,
  async expectDone({ page }) {
    await new JobseekerProfilePage(page).expectShown();
  },
};

const CALLS: Call[] = [
  {
    name: 'sign_in with a password',
    ...SIGN_IN,
    async prepare({ page }) {
      await new SignInPage(page).goto();
    },
    async act({ page }) {
      await new SignInPage(page).signInWithPassword(ana.email, ana.password, { keep: true });
    },
    async expectKept({ page }) {
      const signIn = new SignInPage(page);
      await expect(signIn.email).toHaveValue(ana.email);
      await expect(signIn.password).toHaveValue(ana.password);
      await expect(signIn.keepSignedIn).toBeChecked();
      await expect(signIn.signInButton).toBeEnabled();
    },
  },
  {
    name: 'sign_in with a one-time code',
    ...SIGN_IN,
    async prepare({ page, sim }) {
      const signIn = new SignInPage(page);
      await signIn.goto();
      await signIn.requestCode(ana.email);
      await signIn.code.fill((await sim.outbox(ana.email)).code);
    },
    async act({ page }) {
      await new SignInPage(page).signInWithCodeButton.click();
    },
    async expectKept({ page, sim }) {
      const signIn = new SignInPage(page);
      await expect(signIn.email).toHaveValue(ana.email);
      await expect(signIn.code).toHaveValue((await sim.outbox(ana.email)).code);
      await expect(signIn.signInWithCodeButton).toBeEnabled();
    },
  },
  {
    name: 'request_one_time_password',
    endpoint: 'request_one_time_password',
    path: '/api/v1/request_one_time_password',
    ...ON_THE_SIGN_IN_PAGE,
    async prepare({ page }) {
      const signIn = new SignInPage(page);
      await signIn.goto();
      await signIn.email.fill(ana.email);
    },
    async act({ page }) {
      await new SignInPage(page).emailMeACodeButton.click();
    },
    async expectKept({ page }) {
      const signIn = new SignInPage(page);
      await expect(signIn.email).toHaveValue(ana.email);
      await expect(signIn.email).toBeEnabled();
      await expect(signIn.emailMeACodeButton).toBeEnabled();
      await expect(signIn.code).toHaveCount(0);
    },
    async expectDone({ page, sim }) {
      const signIn = new SignInPage(page);
      await expect(signIn.codeSentNotice).toBeVisible();
      await expect(signIn.code).toBeVisible();
      expect((await sim.outbox(ana.email)).code).toMatch(/^\d{6}$/);
    },
  },
  {
    name: 'create_or_update_jobseeker (saving the profile)',
    endpoint: 'create_or_update_jobseeker',
    path: '/api/v1/create_or_update_jobseeker',
    credential: 'token',
    account: ana,
    async prepare({ page }) {
      await signInAs(page, ana);
      const profile = new JobseekerProfilePage(page);
      await profile.expectEditMode();
      await profile.fill({ 'Full name': EDITED_NAME, Address: 'Avenida Italia 1400, Ñuñoa' });
    },
    async act({ page }) {
      await new JobseekerProfilePage(page).submit();
    },
    alert: ({ page }) => new JobseekerProfilePage(page).saveError,
    async expectKept({ page }) {
      const profile = new JobseekerProfilePage(page);
      await expect(profile.field('Full name')).toHaveValue(EDITED_NAME);
      await expect(profile.field('Address')).toHaveValue('Avenida Italia 1400, Ñuñoa');
      await expect(profile.submitButton).toBeEnabled();
    },
    async expectDone({ page, sim }) {
      const profile = new JobseekerProfilePage(page);
      await expect(profile.notice).toHaveText('Your profile was saved.');
      await expect(profile.summary.getByText(EDITED_NAME, { exact: true })).toBeVisible();
      const saves = await sim.requests('create_or_update_jobseeker');
      expect(new URLSearchParams(saves.at(-1)?.query).get('name')).toBe(EDITED_NAME);
    },
  },
  {
    name: 'get_credentials_requirements (credentials page)',
    endpoint: 'get_credentials_requirements',
    path: '/api/v1/jobseeker/get_credentials_requirements',
    credential: 'token',
    account: ana,
    async prepare({ page }) {
      await signInAs(page, ana);
      // The profile's overview makes its own call first: let it finish before arming the fault.
      await expect(new JobseekerProfilePage(page).credentialCountLink('Missing')).toBeVisible();
    },
    async act({ page }) {
      await new Shell(page).navigateTo('Credentials');
    },
    alert: ({ page }) => new CredentialsPage(page).loadError,
    async expectKept({ page }) {
      await new CredentialsPage(page).expectShown();
    },
    async expectDone({ page }) {
      const credentials = new CredentialsPage(page);
      await credentials.expectShown();
      await expect(credentials.cards.first()).toBeVisible();
    },
  },
  {
    name: 'get_credentials_requirements (profile overview)',
    endpoint: 'get_credentials_requirements',
    path: '/api/v1/jobseeker/get_credentials_requirements',
    credential: 'token',
    account: ana,
    async prepare({ page }) {
      await new SignInPage(page).goto();
    },
    async act({ page }) {
      await new SignInPage(page).signInWithPassword(ana.email, ana.password);
    },
    // The overview's own short message; the rest of the page is unaffected.
    alert: ({ page }) =>
      new JobseekerProfilePage(page).onboarding.getByTestId('error-box'),
    async expectKept({ page }) {
      const profile = new JobseekerProfilePage(page);
      await profile.expectEditMode();
      await expect(profile.field('Full name')).toHaveValue('Ana Torres');
      await expect(profile.completeness).toBeVisible();
    },
    async expectDone({ page }) {
      await expect(new JobseekerProfilePage(page).credentialCountLink('Missing')).toBeVisible();
    },
  },
  {
    name: 'get_client_profile',
    endpoint: 'get_client_profile',
    path: '/api/v1/companies/get_client_profile',
    credential: 'token',
    account: accounts.client,
    async prepare({ page }) {
      await new SignInPage(page).goto();
    },
    async act({ page }) {
      await new SignInPage(page).signInWithPassword(accounts.client.email, accounts.client.password);
    },
    // Only a test id and roles here, not the client form renderer's markup.
    alert: ({ page }) => page.getByRole('main').getByTestId('error-box'),
    async expectKept({ page }) {
      await expect(page).toHaveURL(/\/client\/profile$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Company profile' })).toBeVisible();
    },
    async expectDone({ page }) {
      await expect(page.getByRole('main').getByRole('button', { name: 'Save' })).toBeVisible();
      await expect(page.getByRole('main').getByTestId('error-box')).toHaveCount(0);
    },
  },
];

/** Overview messages differ from the error box's: the overview says what could not be done. */
function expectedText(call: Call, expected: { text: string }): string {
  return call.name.includes('overview') ? 'Your credentials could not be checked right now.' : expected.text;
}

test.describe('Fault matrix: every API call against every fault', () => {
  for (const call of CALLS) {
    test.describe(call.name, () => {
      for (const fault of FAULTS) {
        const expected = call.credential === 'token' ? fault.withToken : fault.withApiKey;
        const outcome =
          expected.kind === 'session-ended'
            ? 'ends the session, and signing in again comes back'
            : expected.kind === 'wait'
              ? 'says how long to wait, sends nothing meanwhile, and "Try again" works after it'
              : `says so${expected.retry ? ', and "Try again" works' : ', without a retry'}`;

        test(`${fault.kind}: ${outcome}`, async ({ page, sim, appConfig, expectConsoleErrors }) => {
          expectConsoleErrors(...fault.consoleErrors(call.path));
          if (fault.kind === 'hang') await appConfig.patch({ request_timeout_ms: SHORT_TIMEOUT_MS });
          // The page's clock is the test's in these columns: the app's timeout and the platform's
          // wait pass when the test moves the clock on, not seconds later.
          if (fault.kind === 'hang' || fault.kind === 'too_many_requests') await page.clock.install();
          const ctx = { page, sim };
          await call.prepare(ctx);
          const before = (await sim.requests(call.endpoint)).length;

          await sim.fault(call.endpoint, fault.kind, {
            times: fault.times ?? 1,
            // The connection stays open well past the app's timeout.
            ...(fault.kind === 'hang' ? { delayMs: SHORT_TIMEOUT_MS * 4 } : {}),
            ...(fault.kind === 'too_many_requests' ? { retryAfter: RETRY_AFTER_S } : {}),
          });
          await call.act(ctx);
          if (fault.kind === 'hang') {
            // The call is on its way and the platform holds it: the app's timeout comes due.
            await expect.poll(async () => (await sim.requests(call.endpoint)).length).toBeGreaterThan(before);
            await page.clock.runFor(SHORT_TIMEOUT_MS);
          }

          if (expected.kind === 'session-ended') {
            const signIn = new SignInPage(page);
            await signIn.expectShown();
            await expect(signIn.sessionEndedNotice).toBeVisible();
            await sim.clearFaults();
            await signIn.signInWithPassword(call.account.email, call.account.password);
            // Back where the user was, with what they typed (the draft).
            await call.expectKept(ctx);
            if (call.endpoint === 'create_or_update_jobseeker') {
              await expect(new JobseekerProfilePage(page).draftRestoredNotice).toBeVisible();
              await call.act(ctx);
            }
            await call.expectDone(ctx);
          } else if (expected.kind === 'wait') {
            const alert = call.alert(ctx);
            await expect(alert).toBeVisible();
            await expect(alert).toContainText(expectedText(call, expected));
            const tryAgain = alert.getByRole('button', { name: TRY_AGAIN });
            await expect(tryAgain).toHaveAttribute('aria-disabled', 'true');
            await expect(tryAgain).toHaveAccessibleDescription(/^Available again in \d+ seconds?\.$/);
            // Pressed during the wait, which stands still meanwhile, with the keyboard as with a
            // click: nothing is sent.
            await pauseClock(page);
            await tryAgain.focus();
            await page.keyboard.press('Enter');
            await tryAgain.click({ force: true });
            await sim.clearFaults();
            const afterThrottle = (await sim.requests(call.endpoint)).length;
            expect(afterThrottle - before).toBe(1);
            // The wait runs out, and nothing is sent by itself.
            await page.clock.runFor(RETRY_AFTER_S * 1000);
            await expect(tryAgain).not.toHaveAttribute('aria-disabled');
            expect(await sim.requests(call.endpoint)).toHaveLength(afterThrottle);
            await page.clock.resume();
            // Nothing typed was lost meanwhile.
            await call.expectKept(ctx);
            await tryAgain.click();
            await call.expectDone(ctx);
            const retried = (await sim.requests(call.endpoint)).slice(afterThrottle);
            expect(retried.map((r) => r.status)).toEqual([200]);
          } else {
            const alert = call.alert(ctx);
            await expect(alert).toBeVisible();
            await expect(alert).toContainText(expectedText(call, expected));
            const tryAgain = alert.getByRole('button', { name: TRY_AGAIN });
            await expect(tryAgain).toHaveCount(expected.retry ? 1 : 0);
            await call.expectKept(ctx);
            // The request got there, and faulted, once (Chromium's own retry of an abort aside).
            const faulted = (await sim.requests(call.endpoint)).slice(before);
            expect(faulted.length).toBeGreaterThanOrEqual(1);
            expect(faulted.every((r) => r.fault === fault.kind)).toBe(true);

            if (expected.retry) {
              await sim.clearFaults();
              const beforeRetry = (await sim.requests(call.endpoint)).length;
              await tryAgain.click();
              await call.expectDone(ctx);
              const retried = (await sim.requests(call.endpoint)).slice(beforeRetry);
              expect(retried.map((r) => r.status)).toEqual([200]);
            }
          }
          await expect(page.getByRole('heading', { name: /^(Something went wrong|Algo salió mal)$/ })).toHaveCount(0);
        });
      }
    });
  }
});
