// The accessibility tree at N = 5,000: every control of the 5,000-field form (the simulator's
// bench5000) is in Chrome's accessibility tree, and not ignored there, from the form's first paint,
// not scrolled. Checked once per `make bench` when N = 5,000 is measured (--large, on by default, or
// --fields with 5000), in a page of its own: once Chrome has built the tree of a page it keeps it up
// to date, which would slow every later figure of that page (typing, Save). One read of the tree
// (`Accessibility.getFullAXTree`, as end2end/support/accessibility-tree.ts reads it), as soon as
// the form's controls are all in the DOM and painted; then the controls in the DOM are counted. The
// check fails when the tree holds fewer of the form's controls than the DOM does.
import { fillSignIn, newContext, openPage, withTimeout } from './browser.mjs';
import { LARGE } from './client-form.mjs';
import { OUR_FORM_ROOT } from './harness.mjs';

/**
 * The roles of a form field's own controls as Chrome names them (an <input> by its type, a
 * <select>, a <textarea>): what a screen reader stops at. Not their containers (a phone's
 * <fieldset>, a group of radio buttons: group, radiogroup), which a field's controls are counted
 * without, as the DOM's controls are.
 */
const CONTROL_ROLES = new Set([
  'textbox', 'searchbox', 'spinbutton', 'combobox', 'listbox', 'checkbox', 'radio', 'switch', 'slider',
  'Date', 'DateTime', 'InputTime', 'ColorWell',
]);

/** Whether this run checks the tree: N = 5,000 measured, and not --no-accessibility-tree. */
export function checksAccessibilityTree(options) {
  return options.accessibilityTree && !options.slowOnly && (options.large || options.fields.includes(LARGE.fields));
}

/** One page of ours signed in as bench5000, its form drawn, its tree read once: the check's figures. */
export async function accessibilityTreeRun(browser, options, form) {
  const { fields, tenant } = LARGE;
  const context = await newContext(browser, fields, { controls: { root: OUR_FORM_ROOT, expected: form.ours } });
  try {
    const { page, errors } = await openPage(context);
    await page.goto(`${options.appUrl}/sign-in?tenant=${tenant}`);
    await withTimeout(page.evaluate(() => window.__bench.signInDone), 30_000, 'sign-in form');
    await (await fillSignIn(page, options, `bench@${tenant}.test`)).click();
    // Every control in the DOM, the next frame and the task after it (painted).
    await withTimeout(page.evaluate(() => window.__bench.controlsDone), 120_000, `${fields}-field form's controls`);
    const cdp = await context.newCDPSession(page);
    const tree = await readTree(cdp);
    const dom = await page.evaluate(domControls, OUR_FORM_ROOT);
    await cdp.detach();
    if (errors.length) throw new Error(`the accessibility tree's run, ${fields} fields: ${errors.join('; ')}`);
    if (dom.scroll_y !== 0) throw new Error(`the page was scrolled (${dom.scroll_y} px) before its tree was read`);
    return accessibilityFigures(fields, form, tree, dom);
  } finally {
    await context.close();
  }
}

/**
 * The tree, read once, and the form's place in it: the node of the form's root element
 * (`.dynamic-form`, found by its DOM node), or the whole page's tree if Chrome made none for it.
 */
async function readTree(cdp) {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: OUR_FORM_ROOT });
  if (!nodeId) throw new Error(`no ${OUR_FORM_ROOT} in the page`);
  const { node } = await cdp.send('DOM.describeNode', { nodeId });
  const start = performance.now();
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  const read_ms = performance.now() - start;
  const byId = new Map(nodes.map((n) => [n.nodeId, n]));
  const formNode = nodes.find((n) => n.backendDOMNodeId === node.backendNodeId);
  // The form's subtree, walked through its children (ignored nodes included: their children may not be).
  const inForm = [];
  for (const stack = formNode ? [formNode] : nodes.filter((n) => !n.parentId); stack.length; ) {
    const n = stack.pop();
    inForm.push(n);
    for (const id of n.childIds ?? []) if (byId.has(id)) stack.push(byId.get(id));
  }
  return { nodes: nodes.length, read_ms, form_found: Boolean(formNode), inForm };
}

/** In the page: the form's controls in the DOM (hidden inputs aside), and how far the page is scrolled. */
const domControls = (root) => ({
  controls: [...document.querySelectorAll(`${root} :is(input, select, textarea)`)].filter((c) => c.type !== 'hidden' && !c.hidden).length,
  fields: document.querySelectorAll(`${root} [data-field-type]`).length,
  scroll_y: window.scrollY,
});

/** What results.json keeps of the check (`accessibility_tree`), with its verdict. */
function accessibilityFigures(fields, form, tree, dom) {
  const role = (n) => String(n.role?.value ?? '');
  const controls = tree.inForm.filter((n) => !n.ignored && CONTROL_ROLES.has(role(n)));
  const byRole = {};
  for (const n of controls) byRole[role(n)] = (byRole[role(n)] ?? 0) + 1;
  return {
    fields,
    tenant: LARGE.tenant,
    // The form's fields and their controls in the DOM, and as the form's definition counts them.
    dom_fields: dom.fields,
    dom_controls: dom.controls,
    expected_controls: form.ours,
    // The tree: its nodes, those under the form's root, and the form's controls not ignored there.
    tree_nodes: tree.nodes,
    form_in_tree: tree.form_found,
    form_nodes: tree.inForm.length,
    form_nodes_ignored: tree.inForm.filter((n) => n.ignored).length,
    controls_in_tree: controls.length,
    controls_by_role: byRole,
    read_ms: tree.read_ms,
    passed: controls.length >= dom.controls,
  };
}

/** The check's row among the budgets: the form's controls in the tree, at least every one in the DOM. */
export function accessibilityTreeBudget(check) {
  if (!check) return [];
  return [
    {
      figure: `accessibility tree, N = ${check.fields.toLocaleString('en')}: controls in the tree / fields`,
      value: check.controls_in_tree,
      budget: check.dom_controls,
      goal: null,
      unit: 'controls',
      minimum: true,
      verdict: check.passed ? 'met' : 'failed',
      detail: accessibilityDetail(check),
    },
  ];
}

/** The check in words, as the report prints it. */
export function accessibilityDetail(check) {
  return `${check.controls_in_tree.toLocaleString('en')} of the form's ${check.dom_controls.toLocaleString('en')} controls ` +
    `(${check.dom_fields.toLocaleString('en')} fields) in Chrome's accessibility tree, not ignored, at the form's first paint, not scrolled` +
    `${check.form_in_tree ? '' : ' (the form\'s root has no node in the tree: counted over the whole page)'}; ` +
    `the tree ${check.tree_nodes.toLocaleString('en')} nodes, read in ${Math.round(check.read_ms)} ms`;
}
