import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { accounts, expect, type SimClient, test } from '../fixtures';
import {
  ClientProfilePage,
  ConfigErrorPage,
  CredentialsPage,
  JobseekerProfilePage,
  NotFoundPage,
  SignInPage,
  signInAs,
} from '../pages';

/** WCAG 2.0 and 2.1, levels A and AA: what the app promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now and fails on any violation, at any impact, listing each one
 * (rule, impact, the nodes' selectors) so the failure says what to fix.
 */
async function expectNoViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = results.violations
    .map(
      (v) =>
        `${v.id} [${v.impact ?? 'unknown impact'}]: ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`).join('\n'),
    )
    .join('\n');
  if (report) console.log(`axe violations in "${state}":\n${report}`);
  expect(results.violations, `axe violations in "${state}":\n${report}`).toEqual([]);
}

/** The focused element shows a focus indicator: an outline or a box-shadow. */
async function expectFocusVisible(page: Page): Promise<void> {
  const indicator = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { tag: 'body', outline: 'none', shadow: 'none' };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle === 'none' || style.outlineWidth === '0px' ? 'none' : `${style.outlineStyle} ${style.outlineWidth}`;
    return { tag: el.tagName.toLowerCase(), outline, shadow: style.boxShadow };
  });
  expect(
    indicator.outline !== 'none' || indicator.shadow !== 'none',
    `focus indicator of the focused <${indicator.tag}>: outline ${indicator.outline}, box-shadow ${indicator.shadow}`,
  ).toBe(true);
}

/** Presses Tab until `matches` holds for the focused element (at most `limit` presses). */
async function tabUntil(page: Page, matches: () => boolean, limit = 15): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(matches)) return;
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
}

/**
 * Every axe check runs in both languages (Spanish chosen with the switcher, as remembered in
 * storage, before the page opens) and, tagged `@phone`, on the phone project too: axe judges the
 * page as the phone lays it out (its contrast checks read the colours of what is drawn where).
 */
const A11Y = { tag: ['@a11y', '@phone'] };
const LANGUAGES = [
  { name: 'English', tag: 'en' },
  { name: 'Spanish', tag: 'es' },
] as const;

for (const language of LANGUAGES) {
  test.describe(`Accessibility in ${language.name}: axe finds no WCAG 2.1 AA violation`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((tag) => localStorage.setItem('staffing.lang', tag), language.tag);
    });

    test.afterEach(async ({ page }) => {
      // The checks ran in the language they were meant for.
      await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
    });

    test('sign-in', A11Y, async ({ page }) => {
      await new SignInPage(page).goto();
      await expectNoViolations(page, 'sign-in');
    });

    test('sign-in, one-time code sent', A11Y, async ({ page }) => {
      const signIn = new SignInPage(page);
      await signIn.goto();
      await signIn.requestCode(accounts.ana.email);
      await expect(signIn.codeSentNotice).toBeVisible();
      await expectNoViolations(page, 'code sent');
    });

    test('sign-in with a wrong password', A11Y, async ({ page, expectConsoleErrors }) => {
      expectConsoleErrors(/status of 404 .*\/api\/v1\/sign_in/);
      const signIn = new SignInPage(page);
      await signIn.goto();
      await signIn.signInWithPassword(accounts.ana.email, 'not-the-password');
      await signIn.expectError('Invalid Email or Password');
      await expectNoViolations(page, 'wrong password');
    });

    test('job seeker profile, create mode with errors', A11Y, async ({ page }) => {
      await signInAs(page, accounts.newcomer);
      const profile = new JobseekerProfilePage(page);
      await profile.expectCreateMode();
      await profile.submit();
      await expect(profile.errorSummary).toBeVisible();
      await expectNoViolations(page, 'profile create with errors');
    });

    test('job seeker profile, edit mode', A11Y, async ({ page }) => {
      await signInAs(page, accounts.ana);
      const profile = new JobseekerProfilePage(page);
      await profile.expectEditMode();
      await expect(profile.summary).toBeVisible();
      await expectNoViolations(page, 'profile edit');
    });

    test('credentials', A11Y, async ({ page }) => {
      await signInAs(page, accounts.ana);
      const credentials = new CredentialsPage(page);
      await credentials.goto();
      await credentials.expectShown();
      await expect(credentials.cards.first()).toBeVisible();
      await expectNoViolations(page, 'credentials');
    });

    test('client profile with errors', A11Y, async ({ page }) => {
      await signInAs(page, accounts.client);
      const profile = new ClientProfilePage(page);
      await profile.field('Company name').fill('');
      await profile.save();
      await expect(profile.errorSummary).toBeVisible();
      await expectNoViolations(page, 'client profile with errors');
    });

    test('client profile with errors on boxes, groups and checked boxes', A11Y, async ({ page }) => {
      await signInAs(page, accounts.client);
      const profile = new ClientProfilePage(page);
      // Labels in both languages are the seed's English ones: the API's text is shown as sent.
      // Bottom to top, the boxes before the text: leaving a field shows its error, which moves what
      // is below it while it is being clicked.
      await profile.choice('Roles you hire for', 'Waiters').uncheck();
      await profile.choice('Roles you hire for', 'Cooks').uncheck();
      await profile.field('I accept the staffing terms').uncheck();
      await profile.choice('Usual shift', 'Night').check();
      await profile.field('Company e-mail').fill('jobs.demo.test');
      await profile.field('Number of staff').fill('4.5');
      await profile.field('Website').fill('ftp://demo.test');
      await profile.save();
      await expect(profile.errorSummary).toBeVisible();
      await expect(profile.field('Roles you hire for')).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page, 'client profile with errors on every kind');
    });

    test('not found', A11Y, async ({ page }) => {
      await page.goto('/no-such-page');
      await expect(new NotFoundPage(page).heading).toBeVisible();
      await expectNoViolations(page, 'not found');
    });

    test('config error', A11Y, async ({ page, appConfig }) => {
      await appConfig.serveRaw('{ broken');
      await page.goto('/sign-in');
      await expect(new ConfigErrorPage(page).heading).toBeVisible();
      await expectNoViolations(page, 'config error');
    });
  });
}

test.describe('Accessibility: keyboard only', () => {
  test('signing in with the keyboard alone reaches the profile, with the focus always visible', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();

    await tabUntil(page, () => (document.activeElement as HTMLInputElement | null)?.type === 'email');
    await expect(signIn.email).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.type(accounts.ana.email);

    await tabUntil(page, () => (document.activeElement as HTMLInputElement | null)?.type === 'password');
    await expect(signIn.password).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.type(accounts.ana.password);
    await page.keyboard.press('Enter');

    const profile = new JobseekerProfilePage(page);
    await profile.expectEditMode();
    // The route change moved the focus to the page's heading.
    await expect(profile.heading).toBeFocused();

    // Tabbing on reaches a control of the form, and its focus shows.
    await tabUntil(page, () => document.activeElement?.closest('form') != null, 40);
    await expectFocusVisible(page);
  });

  test('a client picks a dropdown option and a calling code with the keyboard alone', async ({ page }) => {
    await signInAs(page, accounts.client);
    const profile = new ClientProfilePage(page);
    await expect(profile.field('Country')).toBeVisible();

    // The dropdown gets its list when Tab reaches it; typing the start of a name chooses it.
    await tabUntil(page, () => (document.activeElement as HTMLSelectElement | null)?.labels?.[0]?.textContent?.trim() === 'Country', 40);
    await expectFocusVisible(page);
    await expect(profile.field('Country')).toBeFocused();
    await page.keyboard.type('Arg');
    await expect(profile.field('Country')).toHaveValue('54');

    // The phone's calling-code selector the same way, then its number box. It comes before Country,
    // so Tab goes round the page to it: the rest of both forms (a time box is three stops), the
    // buttons, the header and the task list.
    await tabUntil(
      page,
      () => {
        const el = document.activeElement;
        return el?.tagName === 'SELECT' && el.closest('fieldset')?.querySelector('legend')?.textContent?.startsWith('Contact phone') === true;
      },
      80,
    );
    await expectFocusVisible(page);
    await page.keyboard.type('Chile');
    await expect(profile.phoneCode('Contact phone')).toHaveValue('CL');
    await page.keyboard.press('Tab');
    await expect(profile.field('Contact phone')).toBeFocused();
    await page.keyboard.type('2 2345 6789');
    await expect(profile.field('Contact phone')).toHaveValue('2 2345 6789');
  });
});

/** Elements that move: a running animation or a transition, as the browser computes them now. */
async function movingElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((el) => {
      const style = getComputedStyle(el);
      const seconds = (value: string) => Math.max(...value.split(',').map((v) => parseFloat(v) || 0));
      const animated = style.animationName !== 'none' && seconds(style.animationDuration) > 0;
      const transition = seconds(style.transitionDuration) > 0;
      return animated || transition ? [`${el.tagName.toLowerCase()}.${el.className}`] : [];
    }),
  );
}

/** The first running animation of `locator`'s element: its delay, iterations, and whether it has started. */
async function motionOf(locator: Locator) {
  return locator.evaluate((el) => {
    const [animation] = el.getAnimations();
    if (!animation) return null;
    const timing = animation.effect?.getComputedTiming();
    return { delay: timing?.delay ?? null, iterations: timing?.iterations ?? null, started: timing?.progress !== null };
  });
}

/** Signs Ana in with sign_in answering after 2 s; the busy button's spinner, once it shows. */
async function signInSlowly(page: Page, sim: SimClient): Promise<Locator> {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.email.fill(accounts.ana.email);
  await signIn.password.fill(accounts.ana.password);
  await sim.fault('sign_in', 'delay', { delayMs: 2_000 });
  await signIn.signInButton.click();
  const spinner = page.getByRole('main').locator('.spinner');
  await expect(spinner).toBeVisible();
  return spinner;
}

/** From the job seeker's profile, opens Credentials with its read answering after 2 s; the loading skeleton, once it shows. */
async function openCredentialsSlowly(page: Page, sim: SimClient): Promise<Locator> {
  // The profile's overview reads the requirements first: once its counts show, the delay is the
  // credentials page's, not the overview's.
  await expect(new JobseekerProfilePage(page).credentialCountLink('Missing')).toBeVisible();
  await sim.fault('get_credentials_requirements', 'delay', { delayMs: 2_000 });
  await page.getByRole('banner').getByRole('link', { name: 'Credentials' }).click();
  const skeleton = page.getByRole('main').locator('.skeleton').first();
  await expect(skeleton).toBeVisible();
  return skeleton;
}

test.describe('Progress in motion after a moment', () => {
  test('the spinner and the skeleton show at once and start turning once the wait passes 0.3 s', async ({ page, sim }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const spinner = await signInSlowly(page, sim);
    // The rule as the browser computes it (an invalid shorthand would leave no animation at all).
    expect(await motionOf(spinner)).toMatchObject({ delay: 300, iterations: Infinity });
    await expect.poll(async () => (await motionOf(spinner))?.started).toBe(true);

    await new JobseekerProfilePage(page).expectShown();
    const skeleton = await openCredentialsSlowly(page, sim);
    expect(await motionOf(skeleton)).toMatchObject({ delay: 300, iterations: Infinity });
    await expect.poll(async () => (await motionOf(skeleton))?.started).toBe(true);
  });
});

test.describe('Accessibility: prefers-reduced-motion', () => {
  test('the spinner and the loading skeleton move, and stop when the user asks for reduced motion', async ({ page, sim }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const spinner = await signInSlowly(page, sim);
    // Without a preference the spinner turns (the check below can fail).
    expect(await movingElements(page)).toContain('span.spinner');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await movingElements(page)).toEqual([]);
    await expect(spinner).toHaveCSS('animation-duration', '0s');

    await new JobseekerProfilePage(page).expectShown();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const skeleton = await openCredentialsSlowly(page, sim);
    expect(await movingElements(page)).toContain('div.skeleton skeleton--title');

    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await movingElements(page)).toEqual([]);
    await expect(skeleton).toHaveCSS('animation-duration', '0s');
  });
});
