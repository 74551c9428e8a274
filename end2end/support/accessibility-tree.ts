import type { Page } from '@playwright/test';

/**
 * Chrome's accessibility tree, read over the DevTools protocol (`Accessibility.getFullAXTree`): the
 * roles, names, descriptions and states the browser computes from the page, rather than the
 * attributes that ask for them. An attribute the browser ignores for a role (`aria-required` on a
 * checkbox, for one) is not in it.
 *
 * What a screen reader is given comes from the same computation; the protocol shows the required
 * state only for the roles that carry one in ARIA terms (a text box, a combo box you type in, a radio
 * group, a list box…), so a control of another role is heard as required only through its words.
 */

/** One node of the tree that is not ignored, as the protocol gives it. */
export interface AccessibleNode {
  role: string;
  name: string;
  description: string;
  /** `undefined` for a role the tree gives no required state. */
  required: boolean | undefined;
  /** `aria-invalid` or the browser's own check: `true` when the node is announced invalid. */
  invalid: boolean;
  /** The DOM node it stands for (`DOM.BackendNodeId`), when there is one. */
  domNode: number | undefined;
}

interface ProtocolValue {
  value?: unknown;
}
interface ProtocolNode {
  ignored: boolean;
  role?: ProtocolValue;
  name?: ProtocolValue;
  description?: ProtocolValue;
  properties?: { name: string; value: ProtocolValue }[];
  backendDOMNodeId?: number;
}

/** Every node of the page's accessibility tree that is not ignored, in tree order. */
export async function accessibilityTree(page: Page): Promise<AccessibleNode[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: ProtocolNode[] };
    return nodes
      .filter((node) => !node.ignored)
      .map((node) => {
        const property = (name: string) => node.properties?.find((p) => p.name === name)?.value.value;
        const required = property('required');
        const invalid = property('invalid');
        return {
          role: String(node.role?.value ?? ''),
          name: String(node.name?.value ?? ''),
          description: String(node.description?.value ?? ''),
          required: typeof required === 'boolean' ? required : undefined,
          invalid: invalid !== undefined && invalid !== 'false' && invalid !== false,
          domNode: node.backendDOMNodeId,
        };
      });
  } finally {
    await session.detach();
  }
}

/** The roles of the controls a form field can have: what a screen reader stops at in a form. */
export const CONTROL_ROLES = new Set(['textbox', 'combobox', 'checkbox', 'radiogroup', 'group', 'Date', 'InputTime', 'searchbox', 'spinbutton', 'listbox']);

/**
 * The controls named exactly `name`. A phone's `<fieldset>` and its number box share the legend's
 * name; the box is the control then, and a group only when it is the field's control (a group of
 * checkboxes).
 */
export function controlsNamed(tree: AccessibleNode[], name: string): AccessibleNode[] {
  const named = tree.filter((node) => CONTROL_ROLES.has(node.role) && node.name === name);
  const notGroups = named.filter((node) => node.role !== 'group');
  return notGroups.length > 0 ? notGroups : named;
}
