// Tracing (--trace): a Chromium trace of the largest form's render and of typing into it, and
// where the renderer's main thread spent that time (scripting, style, layout, paint...).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fillSignIn, newContext } from './browser.mjs';
import { repoRoot } from './harness.mjs';
import { round } from './stats.mjs';
import { typeInLastTextField } from './typing.mjs';

export async function traceRun(browser, options, fields) {
  const tenant = `bench${fields}`;
  const context = await newContext(browser, fields);
  const outDir = path.join(repoRoot, 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  try {
    const page = await context.newPage();
    await page.goto(`${options.appUrl}/sign-in?tenant=${tenant}`);
    await page.evaluate(() => window.__bench.signInDone);
    const signIn = await fillSignIn(page, options, `bench@${tenant}.test`);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'toplevel', 'blink'],
    });
    await signIn.click();
    await page.evaluate(() => window.__bench.profileDone);
    await typeInLastTextField(page, options.keys);
    const buffer = await browser.stopTracing();
    const file = path.join(outDir, `trace-${fields}.json`);
    fs.writeFileSync(file, buffer);
    return { file: path.relative(repoRoot, file), ...analyzeTrace(JSON.parse(buffer.toString())) };
  } finally {
    await context.close();
  }
}

/** Main-thread self time per trace event name between two of the page's bench:* marks. */
function analyzeTrace(trace) {
  const events = trace.traceEvents ?? trace;
  const marks = events.filter((e) => typeof e.name === 'string' && e.name.startsWith('bench:'));
  if (marks.length === 0) throw new Error('the trace has none of the page\'s bench:* marks');
  const pid = marks[0].pid;
  const thread = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  );
  const tid = thread ? thread.tid : marks[0].tid;
  const slices = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const at = (name) => marks.filter((e) => e.name === `bench:${name}`).map((e) => e.ts);
  const selfTime = (from, to) => {
    const inside = slices.filter((e) => e.ts >= from && e.ts < to);
    const stack = [];
    const children = new Map();
    for (const e of inside) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      if (stack.length) children.set(stack.at(-1), (children.get(stack.at(-1)) ?? 0) + e.dur);
      stack.push(e);
    }
    const self = new Map();
    for (const e of inside) {
      const own = Math.min(e.ts + e.dur, to) - e.ts - (children.get(e) ?? 0);
      self.set(e.name, (self.get(e.name) ?? 0) + Math.max(0, own));
    }
    return self;
  };
  const top = (map, divisor = 1, count = 15) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => ({ event: name, ms: round(us / 1000 / divisor, 2) }));
  const [response] = at('response');
  const [painted] = at('fields-painted');
  const tasks = slices
    .filter((e) => e.name === 'RunTask' && e.ts + e.dur > response && e.ts < painted && e.dur > 10_000)
    .map((e) => ({ start_ms: round((e.ts - response) / 1000, 1), ms: round(e.dur / 1000, 1) }));
  const keyPhase = (fromMark, toMark) => {
    const from = at(fromMark);
    const to = at(toMark);
    const n = Math.min(from.length, to.length);
    const sum = new Map();
    let span = 0;
    for (let i = 0; i < n; i++) {
      span += to[i] - from[i];
      for (const [name, us] of selfTime(from[i], to[i])) sum.set(name, (sum.get(name) ?? 0) + us);
    }
    return { keys: n, mean_ms: round(span / Math.max(n, 1) / 1000, 2), self: top(sum, Math.max(n, 1), 8) };
  };
  return {
    render: { ms: round((painted - response) / 1000, 1), tasks_over_10ms: tasks, self: top(selfTime(response, painted)) },
    typing: {
      'keydown → handled': keyPhase('keydown', 'key-handled'),
      'handled → next frame': keyPhase('key-handled', 'key-frame'),
      'next frame → painted': keyPhase('key-frame', 'key-painted'),
    },
  };
}
