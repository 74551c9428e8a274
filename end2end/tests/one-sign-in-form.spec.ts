import type { Page } from '@playwright/test';
import { accounts, expect, test } from '../fixtures';
import { JobseekerProfilePage, SignInPage } from '../pages';
import { accessibilityTree, CONTROL_ROLES } from '../support/accessibility-tree';
import { holdWasm, visit } from '../support/hold';

/**
 * One sign-in form at every moment. The page drawn before the app (src/pages/sign_in/first_paint.js)
 * hands over to the app's own sign-in page; from the navigation until the app's form is the one in
 * the page, the page holds one sign-in form, each id once, and each control one label, so that a QA
 * script's `page.locator('input[type=password]')` finds one box and a screen reader hears
 * "Password", not "Password Password *".
 */

const { ana } = accounts;

/** The page as a sample sees it: what must be one at every moment. */
interface Sample {
  when: string;
  signInForms: number;
  passwordBoxes: number;
  duplicateIds: string[];
  /** Controls with more than one `<label>`: each label's words are in the control's name. */
  labelledTwice: string[];
}

/**
 * From the navigation on, a sample of the page after every change of it (a MutationObserver, which
 * sees each batch of changes before anything else runs) and at every frame.
 */
async function sampleThePage(page: Page): Promise<() => Promise<Sample[]>> {
  await page.addInitScript(() => {
    const samples: Sample[] = [];
    (window as unknown as { __samples: Sample[] }).__samples = samples;
    const take = (when: string) => {
      const seen = new Map<string, number>();
      for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
      const controls = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')];
      samples.push({
        when,
        signInForms: [...document.forms].filter((form) => form.querySelector('input[type=password], input[type=email]')).length,
        passwordBoxes: document.querySelectorAll('input[type=password]').length,
        duplicateIds: [...seen].filter(([, count]) => count > 1).map(([id]) => id),
        labelledTwice: controls.filter((control) => (control.labels?.length ?? 0) > 1).map((control) => control.id || control.localName),
      });
    };
    new MutationObserver(() => take('change')).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['id', 'for', 'type'] });
    const everyFrame = () => {
      take('frame');
      if (samples.length < 20_000) requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  return () => page.evaluate(() => (window as unknown as { __samples: Sample[] }).__samples);
}

/** Every sample had one sign-in form, one password box, no id twice and no control labelled twice. */
function expectOneFormThroughout(samples: Sample[]): void {
  expect(samples.length).toBeGreaterThan(0);
  const wrong = samples.filter(
    (sample) => sample.signInForms > 1 || sample.passwordBoxes > 1 || sample.duplicateIds.length > 0 || sample.labelledTwice.length > 0,
  );
  expect(wrong.slice(0, 3), `${wrong.length} of ${samples.length} samples had more than one of something`).toEqual([]);
}

/**
 * Each control of the sign-in form is named once: "Password", never "Password Password *", in
 * Chrome's accessibility tree and as Playwright names it (it reads every label of a box, shown or
 * not). The locators are strict: a second box fails them.
 */
async function expectNamedOnce(page: Page): Promise<void> {
  await expect(page.locator('input[type=email]')).toHaveAccessibleName(/^(E-mail|Correo electrónico)$/);
  await expect(page.locator('input[type=password]')).toHaveAccessibleName(/^(Password|Contraseña)$/);
  const tree = await accessibilityTree(page);
  for (const name of [/^(E-mail|Correo electrónico)$/, /^(Password|Contraseña)$/, /^(Keep me signed in|Mantener la sesión iniciada)$/]) {
    expect(tree.filter((node) => CONTROL_ROLES.has(node.role) && name.test(node.name)), `one control named ${name}`).toHaveLength(1);
  }
  const doubled = tree.filter((node) => /(E-mail|Password|Contraseña|Correo).*(E-mail|Password|Contraseña|Correo)/.test(node.name)).map((node) => `${node.role} "${node.name}"`);
  expect(doubled).toEqual([]);
}

/** The page before the app is gone, and the app's form is there. */
async function handedOver(page: Page): Promise<void> {
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('#sign-in-email')).toHaveCount(1);
}

test.describe('One sign-in form at every moment of the hand-over to the app', () => {
  test('a QA script that fills the password box right after the page loaded finds one box, and the page never held two', async ({ page }) => {
    const samples = await sampleThePage(page);
    await page.goto('/sign-in');
    await page.locator('input[type=password]').fill(ana.password);
    await page.locator('input[type=email]').fill(ana.email);
    await handedOver(page);

    expectOneFormThroughout(await samples());
    await expectNamedOnce(page);
    const signIn = new SignInPage(page);
    await expect(signIn.email).toHaveValue(ana.email);
    await expect(signIn.password).toHaveValue(ana.password);
  });

  test('while the visitor is still in the e-mail box after the app has come, one form; what was typed carries over', async ({ page }) => {
    const samples = await sampleThePage(page);
    const wasm = await holdWasm(page);
    const signIn = new SignInPage(page);
    await visit(page, '/sign-in');
    await signIn.email.fill(ana.email);
    await expectNamedOnce(page);

    await wasm.release();
    // The app has come and drawn its page: the hand-over waits until the visitor leaves the box.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#first-paint')).toHaveCount(1);
    await expectNamedOnce(page);

    await page.keyboard.press('Tab');
    await handedOver(page);
    await expect(signIn.email).toHaveValue(ana.email);
    await expect(signIn.password).toBeFocused();
    await page.keyboard.type(ana.password);
    expectOneFormThroughout(await samples());
    await expectNamedOnce(page);

    await signIn.signInButton.click();
    await new JobseekerProfilePage(page).expectShown();
  });
});
