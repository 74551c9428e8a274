// The budgets and goals (results.json's "budgets", the report's last table): each figure against
// its limit, "met", "missed", "reported" (no limit) or "not measured".
import { accessibilityTreeBudget } from './accessibility-tree.mjs';
import { LARGE, LARGE_BUDGETS } from './client-form.mjs';
import { fmt } from './print.mjs';
import { FIRST_DOWNLOAD_CAP_KB } from './sizes.mjs';
import { slowBudgets } from './slow-visit.mjs';
import { KB, MB, round } from './stats.mjs';

export function verdicts(results) {
  const big = results.medians.by_fields[1000];
  const verdict = (value, limit) =>
    value === null || value === undefined ? 'not measured' : value <= limit ? 'met' : 'missed';
  // `painted` is the same figure taken one task later, after the frame's style, layout and paint:
  // shown beside the budget's own definition (the next animation frame), not instead of it.
  const budget = (figure, value, limit, unit, extra = {}) => ({
    figure,
    value: value === null || value === undefined ? null : round(value, 2),
    budget: limit,
    goal: extra.goal ?? null,
    unit,
    // No budget: the figure is reported only.
    verdict: limit === null && value !== null && value !== undefined ? 'reported' : verdict(value, limit),
    ...(extra.detail ? { detail: extra.detail } : {}),
    ...(extra.painted !== undefined
      ? { painted_value: round(extra.painted, 2), painted_verdict: verdict(extra.painted, limit) }
      : {}),
  });
  return [
    budget('initial load, wasm + JS + CSS, brotli', results.sizes.total_wasm_js_css.brotli / KB, 160, 'KB', { goal: 130 }),
    // Every field laid out, for the accessibility tree: 60 → 150 ms
    // (docs/performance.md#every-field-laid-out).
    budget('1,000-field form render after the response', big?.render_ms, 150, 'ms', { painted: big?.render_painted_ms }),
    budget('typing in the 1,000-field form, keydown → next frame, p75', big?.typing_next_frame_p75_ms, 8, 'ms', {
      painted: big?.typing_painted_p75_ms,
    }),
    budget('typing in the 1,000-field form, keydown → next frame, max', big?.typing_next_frame_max_ms, 16, 'ms', {
      painted: big?.typing_painted_max_ms,
    }),
    budget('JS heap after rendering 1,000 fields', big ? big.js_heap_used / MB : null, 8, 'MB'),
    ...mixedBudgets(results, budget),
    ...largeBudgets(results, budget),
    ...accessibilityTreeBudget(results.accessibility_tree),
    ...budgetsAgainstPeer(results),
    ...slowBudgets(results),
  ];
}

/**
 * The 1,000-field form of every kind (benchmixed1000): the same render and typing budgets, and its
 * render within 1.2× of the 1,000-field form's in the same run. None without the mixed runs.
 */
function mixedBudgets(results, budget) {
  const mixed = results.medians.mixed;
  if (!mixed) return [];
  const big = results.medians.by_fields[1000];
  return [
    budget('every kind, 1,000-field form render after the response', mixed.render_ms, 150, 'ms', { painted: mixed.render_painted_ms }),
    budget('every kind, render ÷ the 1,000-field form\'s', big ? mixed.render_ms / big.render_ms : null, 1.2, '×', {
      detail: `${mixed.render_ms?.toFixed(1)} / ${big?.render_ms?.toFixed(1) ?? '-'} ms`,
    }),
    budget('every kind, typing in the 1,000-field form, keydown → next frame, p75', mixed.typing_next_frame_p75_ms, 8, 'ms', {
      painted: mixed.typing_painted_p75_ms,
    }),
    budget('every kind, typing in the 1,000-field form, keydown → next frame, max', mixed.typing_next_frame_max_ms, 16, 'ms', {
      painted: mixed.typing_painted_max_ms,
    }),
    budget('every kind, JS heap after rendering 1,000 fields', mixed.js_heap_used / MB, 8, 'MB'),
  ];
}

/**
 * The 5,000-field form (bench5000): its render, also against the 1,000-field form's in the same run
 * (no more than in proportion to the fields: a figure the machine's load moves much less); typing,
 * before Save (reported) and with Save's errors shown; and Save with every required field empty,
 * from the click to the next paint (the task after the frame that shows the errors). None without
 * the large runs.
 */
function largeBudgets(results, budget) {
  const large = results.medians.large;
  if (!large) return [];
  const n = LARGE.fields.toLocaleString('en');
  const big = results.medians.by_fields[1000];
  return [
    budget(`${n}-field form render after the response`, large.render_ms, LARGE_BUDGETS.render_ms, 'ms', { painted: large.render_painted_ms }),
    ...(big
      ? [
          budget(`${n}-field form render ÷ the 1,000-field form's`, large.render_ms / big.render_ms, LARGE.fields / 1000, '×', {
            detail: `${fmt(large.render_ms)} / ${fmt(big.render_ms)} ms`,
          }),
        ]
      : []),
    budget(`typing in the ${n}-field form, keydown → next frame, p75`, large.typing_next_frame_p75_ms, null, 'ms', {
      detail: `→ painted ${fmt(large.typing_painted_p75_ms)} ms`,
    }),
    budget(`typing in the ${n}-field form with Save's errors shown, keydown → next frame, p75`, large.typing_after_errors_next_frame_p75_ms,
      LARGE_BUDGETS.typing_after_errors_p75_ms, 'ms', { painted: large.typing_after_errors_painted_p75_ms }),
    budget(`Save with every required field empty, ${n} fields: click → next paint`, large.save_painted_ms, LARGE_BUDGETS.save_ms, 'ms', {
      detail: `→ next frame ${fmt(large.save_next_frame_ms)} ms, → handled ${fmt(large.save_handled_ms)} ms; ` +
        `${fmt(large.save_error_links, 0)} error links for ${large.save_expected_errors} required fields; the focus on the first in error`,
    }),
  ];
}

/**
 * The budgets set beside react-jsonschema-form (the peer), measured in the same run: this app's
 * times as ratios of the peer's, with the first-download cap and the job seeker / client landing
 * ratio that were set with them.
 */
/** The landing's budgets against the peer, per N: this app ÷ RJSF, from the click. */
const LANDING_BUDGETS = [[10, 0.8], [100, 0.6], [1000, 0.35]];

function budgetsAgainstPeer(results) {
  const m = results.medians;
  const fmtMs = (x) => (x === null || x === undefined ? '-' : `${x.toFixed(1)} ms`);
  const row = (figure, value, limit, unit, detail) => {
    const v = value === null || value === undefined || !Number.isFinite(value) ? null : value;
    return {
      figure,
      value: v === null ? null : round(v, unit === '×' ? 3 : 2),
      budget: limit,
      goal: null,
      unit,
      verdict: v === null ? 'not measured' : limit === null ? 'reported' : v <= limit ? 'met' : 'missed',
      detail,
    };
  };
  const rows = [
    row('first download cap, brotli', results.sizes.total_wasm_js_css.brotli / KB, FIRST_DOWNLOAD_CAP_KB, 'KB', 'wasm + JS + CSS'),
  ];
  // The landing, from the "Sign in" click, against the peer's ?signin=form page clicked the same way:
  // until every control is in the page, and until the next frame. The apps' own time (less the
  // requests in flight) is a detail, not a budget.
  for (const [n, limit] of LANDING_BUDGETS) {
    const x = m.by_fields[n];
    rows.push(
      row(`landing, click → all controls in the page, N = ${n}: this app / RJSF ?signin=form`, x?.ratio?.landing_from_click, limit, '×',
        `${fmtMs(x?.landing_from_click_ms)} / ${fmtMs(x?.peer?.landing_from_click_ms)}; from sign_in's start ${fmtMs(x?.landing_ms)} / ${fmtMs(x?.peer?.landing_ms)}; ` +
          `the apps' own ${fmtMs(x?.landing_app_own_ms)} / ${fmtMs(x?.peer?.landing_app_own_ms)}`),
      row(`landing, click → next frame, N = ${n}: this app / RJSF ?signin=form`, x?.ratio?.landing_from_click_frame, limit, '×',
        `${fmtMs(x?.landing_from_click_frame_ms)} / ${fmtMs(x?.peer?.landing_from_click_frame_ms)}; from sign_in's start ${fmtMs(x?.landing_frame_ms)} / ${fmtMs(x?.peer?.landing_frame_ms)}`),
    );
  }
  // Never slower than RJSF where its forms are usual, well ahead where they are large.
  for (const [n, limit] of [[100, 1], [1000, 0.35]]) {
    const t = m.by_fields[n];
    rows.push(
      row(`typing p75 at N = ${n}: this app / RJSF`, t?.ratio?.typing_next_frame_p75, limit, '×',
        `keydown → next frame: ${fmtMs(t?.typing_next_frame_p75_ms)} / ${fmtMs(t?.peer?.typing_next_frame_p75_ms)}; ` +
          `→ painted: ${fmtMs(t?.typing_painted_p75_ms)} / ${fmtMs(t?.peer?.typing_painted_p75_ms)}`),
    );
  }
  const c10 = m.by_fields[10]?.landing_ms;
  rows.push(
    row('job seeker landing / client form landing at N = 10', m.jobseeker && c10 ? m.jobseeker.landing_ms / c10 : null, 1, '×',
      `sign_in start → heading, overview, form: ${fmtMs(m.jobseeker?.landing_ms)} / ${fmtMs(c10)}`),
  );
  rows.push(
    row('navigation → sign-in form on screen: this app / RJSF ?signin=form', m.navigation.ratio, 0.4, '×',
      `the frame that shows its e-mail box: ${fmtMs(m.navigation.ours_sign_in_on_screen_ms)} / ${fmtMs(m.navigation.peer_sign_in_on_screen_ms)}`),
    row('navigation → the app\'s own sign-in form / RJSF ?signin=form on screen', m.navigation.app_ratio, null, '×',
      `the hand-over: ${fmtMs(m.navigation.ours_app_sign_in_ms)} / ${fmtMs(m.navigation.peer_sign_in_on_screen_ms)}`),
  );
  if (m.same_origin?.peer) {
    rows.push(
      row(`same origin, API ${results.options.same_origin.latency_ms} ms, N = ${m.same_origin.fields}, click → all controls: this app / RJSF ?signin=form`, m.same_origin.from_click_ratio, null, '×',
        `${fmtMs(m.same_origin.landing_from_click_ms)} / ${fmtMs(m.same_origin.peer.landing_from_click_ms)}; from sign_in's start ${fmtMs(m.same_origin.landing_ms)} / ${fmtMs(m.same_origin.peer.landing_ms)}; the apps' own ${fmtMs(m.same_origin.landing_app_own_ms)} / ${fmtMs(m.same_origin.peer.landing_app_own_ms)}`),
    );
  }
  const nMax = Math.max(...Object.keys(m.by_fields).map(Number));
  const lists = m.by_fields[nMax];
  rows.push(
    row(`every select complete, N = ${nMax}, sign_in start → next frame`, lists?.lists_from_sign_in_ms, null, 'ms',
      `response → next frame ${fmtMs(lists?.lists_ms)}`),
  );
  return rows;
}
