// The report printed at the end of a run (sections 1-7 and the budgets; section 8 is slow-visit.mjs's).
import * as path from 'node:path';
import { accessibilityDetail } from './accessibility-tree.mjs';
import { LARGE, MIXED } from './client-form.mjs';
import { repoRoot } from './harness.mjs';
import { fmt, kb, mb, named, table } from './print.mjs';
import { printSlow } from './slow-visit.mjs';

export function printReport(results, options) {
  const m = results.machine;
  const out = [];
  out.push(`Benchmark ${m.date}  (${m.cores} cores, ${(m.memory_bytes / 2 ** 30).toFixed(1)} GiB, ${m.cpu})`);
  out.push(`Chromium ${m.chromium}, Playwright ${m.playwright}, load average at start ${m.load_average_at_start.join(' ')}`);
  out.push(`medians of ${options.runs} run(s)${options.vsync ? ', 60 Hz frame clock (--vsync)' : ', frame rate unlimited'}; "Sign in" clicked ${options.clickPause} ms after the form was filled in; KB = 1000 B, MB = 10^6 B`);
  if (results.options.api_latency_ms) {
    out.push(`every API answer held back by ${results.options.api_latency_ms} ms (BENCH_SIM_LATENCY): not comparable with a loopback run`);
  }
  for (const restart of m.browser_restarts ?? []) {
    out.push(`the browser exited during "${restart.step}" and was relaunched; that step was repeated (${restart.error})`);
  }
  out.push('');
  out.push(`1. Initial load size (${path.relative(repoRoot, options.dist) || options.dist}/)`);
  out.push(
    table(
      ['file', 'raw KB', 'gzip -9 KB', 'brotli -q 11 KB'],
      [
        ...results.sizes.files.map((f) => [f.file, kb(f.raw), kb(f.gzip), kb(f.brotli)]),
        ['total wasm + JS + CSS', kb(results.sizes.total_wasm_js_css.raw), kb(results.sizes.total_wasm_js_css.gzip), kb(results.sizes.total_wasm_js_css.brotli)],
      ],
    ),
  );
  out.push('');
  const med = results.medians;
  out.push(
    `2. Sign-in form in the page: ${fmt(med.sign_in_ready_ms)} ms after navigation start (the frame that shows it ${fmt(med.sign_in_ready_frame_ms)} ms; wasm instantiated at ${fmt(med.sign_in_wasm_instantiated_ms)} ms; on screen at ${fmt(med.sign_in_presented_ms)} ms (its first Largest Contentful Paint); the app's own form from ${med.sign_in_handed_over_ms === null ? 'its first frame (nothing drawn before the app)' : `${fmt(med.sign_in_handed_over_ms)} ms (hand-over)`})`,
    ...Object.entries(med.rehearsals ?? {}).map(
      ([name, r]) => `   rehearsal of ${name} in idle time: ${fmt(r.duration_ms)} ms, starting ${fmt(r.after_ready_ms)} ms after the form was usable`,
    ),
  );
  out.push('');
  printClientForm(results, options, out);
  const tree = results.accessibility_tree;
  if (tree) {
    out.push(`accessibility tree, N = ${tree.fields.toLocaleString('en')}: controls in the tree / fields: ${accessibilityDetail(tree)}; ` +
      `by role: ${Object.entries(tree.controls_by_role).map(([role, n]) => `${role} ${n}`).join(', ') || 'none'} — ${tree.passed ? 'met' : 'FAILED'}`);
  }
  printSideBySide(results, options, out);
  printSlow(results, options, out);
  printBudgets(results, out);
  printProfileAndTrace(results, out);
  console.log(named(out.join('\n'), options));
}

/** Sections 3-5: the client form's render, typing and memory at each N (and Save at N = 5,000). */
function printClientForm(results, options, out) {
  const med = results.medians;
  const ns = options.fields;
  // The 1,000-field form of every kind and the 5,000-field form, in the last columns when they ran.
  const extra = [...(med.mixed ? [med.mixed] : []), ...(med.large ? [med.large] : [])];
  const row = (label, f) => [label, ...ns.map((n) => f(med.by_fields[n])), ...extra.map(f)];
  out.push('3-5. Client profile form (ms unless stated)');
  out.push(
    table(
      [
        'figure',
        ...ns.map((n) => `N = ${n}`),
        ...(med.mixed ? [`every kind, N = ${MIXED.fields}`] : []),
        ...(med.large ? [`N = ${LARGE.fields}, with Save`] : []),
      ],
      [
        row('render: response → next frame', (x) => fmt(x.render_ms)),
        row('render: response → painted', (x) => fmt(x.render_painted_ms)),
        row('every select complete: response → next frame', (x) => fmt(x.lists_ms)),
        row('every select complete: response → painted', (x) => fmt(x.lists_painted_ms)),
        row('  of which reading the body', (x) => fmt(x.body_ms)),
        row('  body read → all fields in DOM', (x) => fmt(x.build_ms)),
        row('browser floor: same markup → next frame', (x) => fmt(x.floor_ms)),
        row('  the same with inputs for selects', (x) => fmt(x.floor_without_selects_ms)),
        row('  markup (KB)', (x) => kb(x.markup_bytes)),
        row('typing: keydown → next frame p75', (x) => fmt(x.typing_next_frame_p75_ms)),
        row('typing: keydown → next frame max', (x) => fmt(x.typing_next_frame_max_ms)),
        row('typing: worst key of all runs', (x) => fmt(x.typing_next_frame_worst_ms)),
        row('typing: keydown → handled p75', (x) => fmt(x.typing_work_p75_ms)),
        row('typing: keydown → painted p75', (x) => fmt(x.typing_painted_p75_ms)),
        row(`burst of ${options.keys} keys (in page)`, (x) => fmt(x.burst_total_ms)),
        row(`burst of ${options.keys} keys (Playwright wall)`, (x) => fmt(x.burst_wall_ms, 0)),
        row('JS heap used (MB)', (x) => mb(x.js_heap_used)),
        row('JS heap used after GC (MB)', (x) => mb(x.js_heap_used_after_gc)),
        row('wasm linear memory (MB)', (x) => mb(x.wasm_memory)),
        ...(med.large
          ? [
              row('Save, every required field empty: click → its first listener', (x) => fmt(x.save_queued_ms)),
              row('Save: click → handled', (x) => fmt(x.save_handled_ms)),
              row('Save: click → errors shown', (x) => fmt(x.save_shown_ms)),
              row('Save: click → next frame', (x) => fmt(x.save_next_frame_ms)),
              row('Save: click → painted (the next paint)', (x) => fmt(x.save_painted_ms)),
              row('Save: error links in the summary', (x) => fmt(x.save_error_links, 0)),
              row('typing, errors shown: keydown → next frame p75', (x) => fmt(x.typing_after_errors_next_frame_p75_ms)),
              row('typing, errors shown: keydown → next frame max', (x) => fmt(x.typing_after_errors_next_frame_max_ms)),
              row('typing, errors shown: keydown → painted p75', (x) => fmt(x.typing_after_errors_painted_p75_ms)),
            ]
          : []),
      ],
    ),
  );
  if (med.large) {
    out.push(
      `Save at N = ${LARGE.fields}: ${med.large.save_expected_errors} required fields, all empty; ${fmt(med.large.save_invalid_controls, 0)} controls marked invalid; ` +
        'the focus on the first field in error in every run (checked)',
    );
  }
  out.push(
    `harness floor (bare <input>): keydown → next frame p75 ${fmt(med.floor.typing_next_frame_p75_ms)}, max ${fmt(med.floor.typing_next_frame_max_ms)}, burst ${fmt(med.floor.burst_total_ms)}`,
  );
}

/** --profile's and --trace's summaries. */
function printProfileAndTrace(results, out) {
  if (results.profile) {
    out.push('');
    out.push(`CPU profile (${results.profile.files.join(', ')}): render, self time`);
    out.push(table(['function', 'ms'], results.profile.render.self.slice(0, 15).map((e) => [e.function, e.ms])));
    out.push('typing, self time');
    out.push(table(['function', 'ms'], results.profile.typing.self.slice(0, 10).map((e) => [e.function, e.ms])));
  }
  if (results.trace) {
    const t = results.trace;
    out.push('');
    out.push(`Trace (${t.file}): render ${t.render.ms} ms; main-thread tasks over 10 ms: ${t.render.tasks_over_10ms.map((x) => `${x.ms} ms at +${x.start_ms}`).join(', ')}`);
    out.push(table(['main-thread self time, render', 'ms'], t.render.self.map((e) => [e.event, e.ms])));
    for (const [phase, p] of Object.entries(t.typing)) {
      out.push(`typing, ${phase}: mean ${p.mean_ms} ms over ${p.keys} keys; ${p.self.slice(0, 5).map((e) => `${e.event} ${e.ms}`).join(', ')}`);
    }
  }
}

function printBudgets(results, out) {
  out.push('');
  out.push('Budgets');
  out.push(
    table(
      ['figure', 'value', 'budget', 'verdict', 'painted (for reference) / detail'],
      results.budgets.map((b) => [
        b.figure,
        b.value === null ? '-' : b.unit === '×' ? `${b.value.toFixed(2)}×` : `${b.value} ${b.unit}`,
        b.budget === null ? '(none)' : b.minimum ? `≥ ${b.budget} ${b.unit}` : b.unit === '×' ? `≤ ${b.budget}×` : `≤ ${b.budget} ${b.unit}${b.goal ? ` (goal ${b.goal})` : ''}`,
        b.verdict.toUpperCase(),
        b.painted_value === undefined ? b.detail ?? '' : `${b.painted_value} ${b.unit}, ${b.painted_verdict}`,
      ]),
    ),
  );
}

/** The report of a --slow-only run: the slow first visit and its goals. */
export function printSlowOnly(results, options) {
  const m = results.machine;
  const out = [
    `Benchmark ${m.date}  (${m.cores} cores, ${(m.memory_bytes / 2 ** 30).toFixed(1)} GiB, ${m.cpu}), the slow first visit only (--slow-only)`,
    `Chromium ${m.chromium}, Playwright ${m.playwright}, load average at start ${m.load_average_at_start.join(' ')}`,
  ];
  for (const restart of m.browser_restarts ?? []) {
    out.push(`the browser exited during "${restart.step}" and was relaunched; that step was repeated (${restart.error})`);
  }
  printSlow(results, options, out);
  printBudgets(results, out);
  console.log(named(out.join('\n'), options));
}

/** Section 6: this app beside react-jsonschema-form, and the figures from the sign_in request's start. */
function printSideBySide(results, options, out) {
  const m = results.medians;
  const ratio = (x) => (x === null || x === undefined ? '-' : `${x.toFixed(2)}×`);
  // The client forms of the bench<N> family: each N, then the 5,000-field form when it ran.
  const forms = [...options.fields.map((n) => [n, m.by_fields[n]]), ...(m.large ? [[LARGE.fields, m.large]] : [])];
  out.push('');
  out.push('6. From the start of the sign_in request (this app: its Resource Timing entry; ms, medians)');
  out.push(
    table(
      ['landing page', 'runs', '→ all controls in DOM', 'the app\'s own (less requests)', '→ next frame', '→ painted', 'every select complete → next frame', 'click → sign_in sent', 'click → all controls'],
      [
        ...forms.map(([n, x]) => [`client form, N = ${n}`, x.runs, fmt(x.landing_ms), fmt(x.landing_app_own_ms), fmt(x.landing_frame_ms), fmt(x.landing_painted_ms), fmt(x.lists_from_sign_in_ms), fmt(x.click_to_request_ms), fmt(x.landing_from_click_ms)]),
        ...(m.mixed
          ? [[`client form of every kind, N = ${MIXED.fields}`, m.mixed.runs, fmt(m.mixed.landing_ms), fmt(m.mixed.landing_app_own_ms), fmt(m.mixed.landing_frame_ms), fmt(m.mixed.landing_painted_ms), fmt(m.mixed.lists_from_sign_in_ms), fmt(m.mixed.click_to_request_ms), fmt(m.mixed.landing_from_click_ms)]]
          : []),
        ...(m.jobseeker
          ? [[`job seeker (${m.jobseeker.account})`, m.jobseeker.runs, fmt(m.jobseeker.landing_ms), fmt(m.jobseeker.landing_app_own_ms), fmt(m.jobseeker.landing_frame_ms), fmt(m.jobseeker.landing_painted_ms), '', fmt(m.jobseeker.click_to_request_ms), fmt(m.jobseeker.landing_from_click_ms)]]
          : []),
      ],
    ),
  );
  out.push(
    `phases (medians): ${forms
      .map(([n, x]) => {
        const p = x.landing_phases;
        const peer = x.peer?.landing_phases;
        return `N = ${n}: sign_in ${fmt(p.sign_in_ms)}, → get_client_profile sent ${fmt(p.to_profile_request_ms)}, its request ${fmt(p.profile_request_ms)}, → controls ${fmt(p.to_controls_ms)}${
          peer ? ` (RJSF: sign_in ${fmt(peer.sign_in_ms)}, → definitions ${fmt(peer.to_data_ms)}, → controls ${fmt(peer.to_controls_ms)})` : ''
        }`;
      })
      .join('\n  ')}`,
  );
  if (!results.samples.peer.length) {
    out.push('(the peer was not measured: --no-peer)');
    return;
  }
  const ps = results.peer_sizes?.total;
  out.push('');
  out.push(
    `7. This app beside react-jsonschema-form 6 on React 19 (the peer, ${ps ? `${kb(ps.brotli)} KB brotli` : '?'}), alternating run by run; medians, ms`,
    `   the peer opened with ?signin=form: its sign-in page filled in and "Sign in" clicked like ours, ${options.clickPause} ms after filling in`,
  );
  const rows = [];
  for (const [n, x] of forms) {
    if (!x.peer) continue;
    rows.push(
      [`N = ${n}: click → all controls in the page`, `${x.runs}/${x.peer.runs}`, fmt(x.landing_from_click_ms), fmt(x.peer.landing_from_click_ms), ratio(x.ratio.landing_from_click)],
      ['  click → next frame', '', fmt(x.landing_from_click_frame_ms), fmt(x.peer.landing_from_click_frame_ms), ratio(x.ratio.landing_from_click_frame)],
      ['  click → painted', '', fmt(x.landing_from_click_painted_ms), fmt(x.peer.landing_from_click_painted_ms), ratio(x.ratio.landing_from_click_painted)],
      ['  click → sign_in sent', '', fmt(x.click_to_request_ms), fmt(x.peer.click_to_request_ms), ''],
      ['  sign_in start → all controls in the page', '', fmt(x.landing_ms), fmt(x.peer.landing_ms), ratio(x.ratio.landing)],
      ['  sign_in start → next frame', '', fmt(x.landing_frame_ms), fmt(x.peer.landing_frame_ms), ratio(x.ratio.landing_frame)],
      ['  sign_in start → painted', '', fmt(x.landing_painted_ms), fmt(x.peer.landing_painted_ms), ratio(x.ratio.landing_painted)],
      ['  the apps\' own, from sign_in (less both requests in flight)', '', fmt(x.landing_app_own_ms), fmt(x.peer.landing_app_own_ms), ratio(x.ratio.landing_app_own)],
      ['  typing: keydown → next frame p75', '', fmt(x.typing_next_frame_p75_ms), fmt(x.peer.typing_next_frame_p75_ms), ratio(x.ratio.typing_next_frame_p75)],
      ['  typing: keydown → next frame max', '', fmt(x.typing_next_frame_max_ms), fmt(x.peer.typing_next_frame_max_ms), ratio(x.ratio.typing_next_frame_max)],
      ['  typing: keydown → painted p75', '', fmt(x.typing_painted_p75_ms), fmt(x.peer.typing_painted_p75_ms), ratio(x.ratio.typing_painted_p75)],
      ['  JS heap used (MB)', '', mb(x.js_heap_used), mb(x.peer.js_heap_used), ratio(x.ratio.js_heap_used)],
    );
  }
  const nav = m.navigation;
  rows.push(
    ['navigation → sign-in form on screen (the frame that shows its e-mail box)', `${nav.ours_loads}/${nav.peer_loads}`, fmt(nav.ours_sign_in_on_screen_ms), fmt(nav.peer_sign_in_on_screen_ms), ratio(nav.ratio)],
    ['navigation → the app\'s own sign-in form (hand-over) | the peer\'s on screen', '', fmt(nav.ours_app_sign_in_ms), fmt(nav.peer_sign_in_on_screen_ms), ratio(nav.app_ratio)],
  );
  const so = m.same_origin;
  if (so?.peer) {
    const latency = results.options.same_origin.latency_ms;
    rows.push(
      [`same origin (no preflight), API answers ${latency} ms late, N = ${so.fields}: click → all controls`, `${so.runs}/${so.peer.runs}`, fmt(so.landing_from_click_ms), fmt(so.peer.landing_from_click_ms), ratio(so.from_click_ratio)],
      ['  sign_in start → all controls', '', fmt(so.landing_ms), fmt(so.peer.landing_ms), ratio(so.ratio)],
      ['  the apps\' own, from sign_in (less both requests in flight)', '', fmt(so.landing_app_own_ms), fmt(so.peer.landing_app_own_ms), ratio(so.app_own_ratio)],
    );
  }
  out.push(table(['figure', 'runs', 'this app', 'RJSF ?signin=form', 'ratio'], rows));
}
