import type { Page } from '@playwright/test';
import { accounts, bundledSeed, expect, type SimClient, test } from '../fixtures';
import { ClientProfilePage, JobseekerProfilePage, press, Shell, SignInPage, signInAs } from '../pages';
import { accessibilityTree, controlsNamed, type AccessibleNode } from '../support/accessibility-tree';

/**
 * Every mark a sighted visitor sees is heard: a control whose label shows the red `*` ("Fields
 * marked * are required") is announced as required, through its required state or, for a role that
 * has none (a dropdown, a checkbox, a date box, a group of checkboxes), the word in its accessible
 * description; a control without the mark is not. After a failed Save or Sign in, each control
 * whose field shows an error is announced invalid, with the error's words in its description.
 * What is checked is Chrome's accessibility tree (support/accessibility-tree.ts), not the markup.
 */

const LANGUAGES = [
  { name: 'English', tag: 'en', required: 'Required' },
  { name: 'Spanish', tag: 'es', required: 'Obligatorio' },
] as const;

/** A field as a sighted visitor sees it: its label's words, its `*`, and its error line. */
interface SeenField {
  name: string;
  marked: boolean;
  error: string | null;
}

/**
 * The label of every field of the page's `<main>` that is shown: a `<label>` or a group's `<legend>`,
 * the first in its field (a phone's "Country code" is a part of the field its legend names, and an
 * option's label a part of its group), with whether it shows the `*` (in its text, or drawn by CSS
 * after it) and its field's error line, read as `textContent`.
 */
async function fieldsAsSeen(page: Page): Promise<SeenField[]> {
  return page.locator('main').evaluate((main) => {
    const labels = [...main.querySelectorAll<HTMLElement>('label, legend')].filter((element) => {
      const field = element.closest('.field');
      return element.checkVisibility() && (!field || field.querySelector('label, legend') === element);
    });
    return labels.map((element) => {
      const after = getComputedStyle(element, '::after').content;
      const text = element.textContent ?? '';
      const error = element.closest('.field')?.querySelector<HTMLElement>('.field__error');
      return {
        name: text.replace(/\s*\*\s*$/, '').trim(),
        marked: text.includes('*') || after.includes('*'),
        error: error?.checkVisibility() ? (error.textContent ?? '').trim() : null,
      };
    });
  });
}

/** How `node` is heard: its role, name, description and states, for a failure message. */
function heard(node: AccessibleNode): string {
  return `${node.role} "${node.name}", description "${node.description}", required ${node.required}, invalid ${node.invalid}`;
}

/**
 * How each field seen is heard: what differs from what is seen (required exactly when marked,
 * invalid with its message exactly when it shows an error), and the roles of the marked fields'
 * controls.
 */
async function hearing(page: Page, requiredWord: string): Promise<{ problems: string[]; markedRoles: Set<string> }> {
  const seen = await fieldsAsSeen(page);
  // Read without scrolling: every field is in the tree from the first paint.
  const tree = await accessibilityTree(page);
  const says = new RegExp(`(^|\\s)${requiredWord}\\.?(\\s|$)`);
  const problems = seen.length > 0 ? [] : ['no field on the page'];
  const markedRoles = new Set<string>();
  for (const field of seen) {
    const controls = controlsNamed(tree, field.name);
    if (controls.length === 0 || (field.marked && controls.length > 1)) {
      problems.push(`"${field.name}": ${controls.length} controls of that name`);
      continue;
    }
    for (const control of controls) {
      if (field.marked) markedRoles.add(control.role);
      const heardRequired = control.required === true || says.test(control.description) || says.test(control.name);
      if (heardRequired !== field.marked) {
        problems.push(`"${field.name}" is ${field.marked ? '' : 'not '}marked *, but is heard as ${heard(control)}`);
      }
      const invalidAsShown = control.invalid === (field.error !== null) && (field.error === null || control.description.includes(field.error));
      if (!invalidAsShown) {
        problems.push(`"${field.name}" shows ${field.error === null ? 'no error' : `the error "${field.error}"`}, but is heard as ${heard(control)}`);
      }
    }
  }
  return { problems, markedRoles };
}

/** Each field seen is heard as it is seen (`hearing`). */
async function expectHeardAsSeen(page: Page, requiredWord: string, state: string): Promise<void> {
  const { problems } = await hearing(page, requiredWord);
  expect(problems, `${state}:\n${problems.join('\n')}`).toEqual([]);
}

/** The demo client's forms, each value taken away, so that Save finds every required field empty. */
function clientFormsWithoutValues() {
  const seed = bundledSeed();
  for (const form of seed.tenants.demo.client_profile) {
    for (const field of form.fields) delete field.value;
  }
  return seed;
}

/**
 * The three forms, each opened as a test would use it and made to fail the way a user would: the
 * demo client's forms (every kind of field, values taken away), the job seeker's profile in create
 * mode, and the sign-in page (the app's own, after the page drawn before it has handed over).
 */
const FORMS = [
  {
    name: 'the client form of every kind of field',
    failure: 'a failed Save',
    async open(page: Page, sim: SimClient) {
      await sim.seed(clientFormsWithoutValues());
      await signInAs(page, accounts.client);
      await new ClientProfilePage(page).expectListsComplete();
    },
    async fail(page: Page) {
      const profile = new ClientProfilePage(page);
      await profile.save();
      await expect(profile.errorSummary).toBeVisible();
    },
  },
  {
    name: "the job seeker's profile",
    failure: 'a failed Save',
    async open(page: Page) {
      await signInAs(page, accounts.newcomer);
      await expect(new JobseekerProfilePage(page).submitButton).toBeVisible();
    },
    async fail(page: Page) {
      const profile = new JobseekerProfilePage(page);
      await press(profile.submitButton);
      await expect(profile.errorSummary).toBeVisible();
    },
  },
  {
    name: 'the sign-in page',
    failure: 'a failed Sign in',
    async open(page: Page) {
      await new SignInPage(page).goto();
      await expect(page.locator('#first-paint')).toHaveCount(0);
    },
    async fail(page: Page) {
      await new SignInPage(page).signInButton.click();
      await expect(page.locator('main .field__error').first()).toBeVisible();
    },
  },
] as const;

for (const language of LANGUAGES) {
  test.describe(`Every required mark is heard, in ${language.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((tag) => localStorage.setItem('staffing.lang', tag), language.tag);
    });

    for (const form of FORMS) {
      test(`${form.name}, as loaded: each * is heard as required`, async ({ page, sim }) => {
        await form.open(page, sim);
        await expectHeardAsSeen(page, language.required, 'as loaded');
      });

      test(`${form.name}, after ${form.failure}: each error is heard as invalid, with its message`, async ({ page, sim }) => {
        await form.open(page, sim);
        await form.fail(page);
        await expectHeardAsSeen(page, language.required, `after ${form.failure}`);
      });
    }

    test("a phone's calling-code selector is heard as required exactly when its phone is", async ({ page, sim }) => {
      const countryCode = language.tag === 'es' ? 'Código de país' : 'Country code';
      const says = new RegExp(`^${language.required}\\b`);
      // The demo's Contact phone is required; its Billing phone is made optional here.
      const seed = clientFormsWithoutValues();
      const phones: { label: string; field_type: string; required_level?: string }[] = seed.tenants.demo.client_profile.flatMap(
        (form: { fields: { label: string; field_type: string; required_level?: string }[] }) =>
          form.fields.filter((field) => field.field_type === 'phone'),
      );
      const billing = phones.find((phone) => phone.label === 'Billing phone');
      if (billing) billing.required_level = 'optional';
      expect(phones.map((phone) => phone.required_level)).toEqual(['required', 'optional']);
      await sim.seed(seed);
      await signInAs(page, accounts.client);
      await new ClientProfilePage(page).expectListsComplete();
      for (const phone of phones) {
        const code = page.getByRole('group', { name: phone.label, exact: true }).getByRole('combobox', { name: countryCode });
        if (phone.required_level === 'required') await expect(code).toHaveAccessibleDescription(says);
        else await expect(code).not.toHaveAccessibleDescription(says);
      }

      await new Shell(page).signOut();
      await FORMS[1].open(page);
      const code = page.getByRole('group', { name: language.tag === 'es' ? 'Teléfono' : 'Phone', exact: true }).getByRole('combobox', { name: countryCode });
      await expect(code).toHaveAccessibleDescription(says);
    });

    test('the client form: every kind of control is among those checked, and what is marked is what the platform requires', async ({ page, sim }) => {
      await FORMS[0].open(page, sim);
      const { markedRoles } = await hearing(page, language.required);
      expect([...markedRoles].sort()).toEqual(expect.arrayContaining(['checkbox', 'combobox', 'group', 'radiogroup', 'textbox']));
      const required = clientFormsWithoutValues().tenants.demo.client_profile.flatMap(
        (form: { fields: { label: string; required_level?: string }[] }) =>
          form.fields.filter((field) => field.required_level === 'required').map((field) => field.label),
      );
      const marked = (await fieldsAsSeen(page)).filter((field) => field.marked).map((field) => field.name);
      expect(marked.sort()).toEqual(required.sort());
    });
  });
}
