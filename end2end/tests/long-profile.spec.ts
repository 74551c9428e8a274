import type { Page } from '@playwright/test';
import { accounts, bundledSeed, expect, test, type Seed } from '../fixtures';
import { ClientProfilePage, signInAs } from '../pages';
import { accessibilityTree, CONTROL_ROLES, type AccessibleNode } from '../support/accessibility-tree';

/**
 * A long client profile as a screen reader and a QA script meet it: every field is in Chrome's
 * accessibility tree from the first paint, before anything is scrolled (a screen reader's list of
 * form fields is built from that tree), and "Next required question" goes on from where the client
 * is: the form a task list's link took her to, or the field she last clicked or tabbed into.
 */

const FORMS = 40;
const REGIONS = { north: 'North', centre: 'Centre', south: 'South' };

/** `Site n`: a required name, a required region, an optional opening time; `answered` forms have a name. */
function site(n: number, answered: boolean): Seed {
  return {
    id: `site_${n}`,
    form_title: `Site ${n}`,
    form_description: '',
    form_category: 'sites',
    custom_form_content: '',
    fields: [
      { key: 'site_name', id: 'site_name', label: 'Site name', field_type: 'string', required_level: 'required', description: '', ...(answered ? { value: `Site number ${n}` } : {}) },
      { key: 'region', id: 'region', label: 'Region', field_type: 'dropdown', required_level: 'required', options: REGIONS, description: '' },
      { key: 'gate_opens', id: 'gate_opens', label: 'Gate opens at', field_type: 'time', required_level: 'optional', description: '' },
    ],
  };
}

/** The demo client with 40 site forms; the sites in `answered` have their name already. */
function sitesSeed(answered: number[] = []): Seed {
  const seed = bundledSeed();
  seed.tenants.demo.client_profile = Array.from({ length: FORMS }, (_, i) => site(i + 1, answered.includes(i + 1)));
  return seed;
}

/** The nodes of the tree that are a form's control named `name`. */
function controls(tree: AccessibleNode[], name: string): AccessibleNode[] {
  return tree.filter((node) => CONTROL_ROLES.has(node.role) && node.name === name);
}

/** The page has not been scrolled: what the tree holds is what the first screen gives. */
async function expectNotScrolled(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

test.describe('A long client profile', () => {
  test('every field of 40 forms is in the accessibility tree before anything is scrolled', async ({ page, sim }) => {
    await sim.seed(sitesSeed());
    await signInAs(page, accounts.client);
    await new ClientProfilePage(page).expectListsComplete();
    await expectNotScrolled(page);

    const tree = await accessibilityTree(page);

    const names = controls(tree, 'Site name');
    const regions = controls(tree, 'Region');
    const gates = controls(tree, 'Gate opens at');
    expect(names.map((node) => node.role)).toEqual(Array(FORMS).fill('textbox'));
    expect(regions.map((node) => node.role)).toEqual(Array(FORMS).fill('combobox'));
    expect(gates.map((node) => node.role)).toEqual(Array(FORMS).fill('InputTime'));
    // With their states and descriptions: a required text box has the required state, a dropdown
    // (no required state in the tree) says it in words; the optional time box says neither.
    expect(names.every((node) => node.required === true)).toBe(true);
    expect(regions.every((node) => /^Required\b/.test(node.description))).toBe(true);
    expect(gates.every((node) => node.required !== true && !/Required/.test(node.description))).toBe(true);
    await expectNotScrolled(page);
  });

  test('every field of the 1,000-field form is in the accessibility tree before anything is scrolled', async ({ page, sim }) => {
    const seed = bundledSeed();
    seed.bench = true;
    await sim.seed(seed);
    await signInAs(page, { email: 'bench@bench1000.test', password: 'demo1234', tenant: 'bench1000', userType: 'client' });
    // The form is drawn: its last field is in the page (its dropdowns' lists may still be filling in).
    await expect(page.locator('#cf-base_form-field_1000')).toBeAttached({ timeout: 20_000 });
    await expectNotScrolled(page);

    const tree = await accessibilityTree(page);

    const named = new Set(tree.filter((node) => CONTROL_ROLES.has(node.role)).map((node) => node.name));
    // Field n is a text box, a phone or a dropdown as n % 3 is 1, 2 or 0 (the simulator's seed.rs).
    const kind = ['Choice', 'Text', 'Phone'];
    const missing = Array.from({ length: 1000 }, (_, i) => `${kind[(i + 1) % 3]} field ${i + 1}`).filter((name) => !named.has(name));
    expect(missing, `${missing.length} of 1,000 fields are not in the tree`).toEqual([]);
  });

  test('"Next required question" goes on from the form a task list link took her to, then from the field she clicked', async ({ page, sim }) => {
    // Site 37 has its name: its first question left is its Region.
    await sim.seed(sitesSeed([37]));
    await signInAs(page, accounts.client);
    const profile = new ClientProfilePage(page);
    await profile.expectListsComplete();

    await profile.taskLink('Site 37').click();
    await expect(profile.form('Site 37').getByRole('heading', { name: 'Site 37' })).toBeFocused();
    await profile.nextRequiredButton.click();
    await expect(profile.field('Region', 'Site 37')).toBeFocused();

    // A form whose first field is unanswered: that field is where it goes.
    await profile.taskLink('Site 12').click();
    await profile.nextRequiredButton.click();
    await expect(profile.field('Site name', 'Site 12')).toBeFocused();

    // A click into a field: it goes on from that field, as before.
    await profile.field('Gate opens at', 'Site 20').click();
    await profile.nextRequiredButton.click();
    await expect(profile.field('Site name', 'Site 21')).toBeFocused();

    // From the last form's last question it goes round to the first.
    await profile.taskLink('Site 40').click();
    await profile.nextRequiredButton.click();
    await expect(profile.field('Site name', 'Site 40')).toBeFocused();
    await profile.nextRequiredButton.click();
    await expect(profile.field('Region', 'Site 40')).toBeFocused();
    await profile.nextRequiredButton.click();
    await expect(profile.field('Site name', 'Site 1')).toBeFocused();
  });
});
