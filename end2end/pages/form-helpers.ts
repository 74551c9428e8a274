import { expect, type Locator, type Page } from '@playwright/test';

/** `text` as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The control labelled exactly `label` inside `scope`, by its `<label>` (or `aria-labelledby`).
 * A required field's label ends with a " *" mark, which is not part of its name.
 */
export function labelledControl(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}(\\s*\\*)?\\s*$`));
}

/**
 * The error message of `control`: the element its `aria-describedby` names whose id ends in
 * `-error` (how every form of the app ties its messages to its fields).
 */
export async function errorOf(control: Locator): Promise<Locator> {
  const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
  const id = describedBy.split(/\s+/).find((part) => part.endsWith('-error'));
  expect(id, `the control has an error message in aria-describedby ("${describedBy}")`).toBeTruthy();
  return control.page().locator(`[id="${id}"]`);
}

/**
 * `control` shows `message` as its error the accessible way: `aria-invalid`, the message in its
 * accessible description, and visible.
 */
export async function expectInvalid(control: Locator, message: string | RegExp): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(
    typeof message === 'string' ? new RegExp(escapeRegExp(message)) : message,
  );
  await expect(await errorOf(control)).toHaveText(message);
}

/** `control` shows no error. */
export async function expectValid(control: Locator): Promise<void> {
  await expect(control).not.toHaveAttribute('aria-invalid', 'true');
}

/**
 * The value shown for `term` in a description list (`<dt>term</dt><dd>value</dd>`) inside `scope`.
 */
export function definitionOf(scope: Locator, term: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(term)}\\s*$`) })
    .locator('xpath=following-sibling::dd[1]');
}

const touchScreens = new WeakMap<object, boolean>();

/**
 * Presses `target` as the device would: a tap on a touch screen (the `phone` project), a click
 * otherwise. Taps send touch and pointer events of type "touch", which mouse clicks do not.
 */
export async function press(target: Locator): Promise<void> {
  const page = target.page();
  let touch = touchScreens.get(page);
  if (touch === undefined) {
    touch = await page.evaluate(() => navigator.maxTouchPoints > 0);
    touchScreens.set(page, touch);
  }
  if (touch) {
    await target.tap();
  } else {
    await target.click();
  }
}

/** Nothing of a user's on `page`: none of `texts`, neither as text nor as a box's value. */
export async function expectNothingOf(page: Page, ...texts: string[]): Promise<void> {
  for (const text of texts) {
    await expect(page.getByText(text)).toHaveCount(0);
    expect(await page.evaluate((text) => [...document.querySelectorAll('input')].some((input) => input.value === text), text)).toBe(false);
  }
}
