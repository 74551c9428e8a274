// The job seeker's landing page (/jobseeker/profile), signed in as a user would: from the start of
// the sign_in request until its heading, its onboarding overview (the completeness bar) and the
// profile form with its submit button enabled are in the DOM.
import { fillSignIn, newContext, openPage, withTimeout } from './browser.mjs';
import { landingFrom } from './landing.mjs';

/** The seed's picture and file hosts (images.demo.test, files.demo.test): see `launchArgs`. */
const SEED_HOST = /^https?:\/\/[^/]+\.test\//;

export async function jobseekerRun(browser, options) {
  const who = options.jobseeker;
  const context = await newContext(browser, 0, { landing: 'jobseeker' });
  try {
    // The demo job seeker's pictures are on the seed's hosts, which the browser is told do not
    // exist (launchArgs): the page shows its stand-in for a picture that fails, and the browser's
    // "Failed to load resource" for them is not an error of the page's.
    const { page, errors } = await openPage(context, (message) => SEED_HOST.test(message.location().url ?? ''));
    await page.goto(`${options.appUrl}/sign-in?tenant=${who.tenant}`);
    const signInPage = await withTimeout(page.evaluate(() => window.__bench.signInDone), 30_000, 'sign-in form');
    await (await fillSignIn(page, options, who.email, who.password)).click();
    const controls = await withTimeout(page.evaluate(() => window.__bench.controlsDone), 60_000, 'job seeker landing page');
    const landing = await landingFrom(page, controls, 0);
    const where = await page.evaluate(() => ({
      path: location.pathname,
      heading: document.querySelector('main h1')?.textContent.trim() ?? null,
      overview: document.querySelector('main progress')?.closest('section')?.querySelector('h2')?.textContent.trim() ?? null,
    }));
    if (!where.path.startsWith('/jobseeker')) throw new Error(`the job seeker landed on ${where.path}`);
    if (errors.length) throw new Error(`job seeker landing: ${errors.join('; ')}`);
    const handed = await page.evaluate(() => window.__bench.handedOver());
    return { account: `${who.email} (tenant ${who.tenant})`, sign_in_page: { ready: signInPage.ready, frame: signInPage.frame, handed_over: handed }, landing, ...where };
  } finally {
    await context.close();
  }
}
