// Profiling (--profile): a CPU profile of the largest form's render and of typing into it.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fillSignIn, newContext } from './browser.mjs';
import { repoRoot } from './harness.mjs';
import { round } from './stats.mjs';
import { typeInLastTextField } from './typing.mjs';

export async function profileRun(browser, options, fields) {
  const tenant = `bench${fields}`;
  // The page itself starts and stops the profiler (console.profile) exactly at the measured points:
  // from the get_client_profile response to the painted frame, and around each key.
  const context = await newContext(browser, fields, { consoleProfile: true });
  const outDir = path.join(repoRoot, 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const profiles = [];
    cdp.on('Profiler.consoleProfileFinished', (event) => profiles.push(event));
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await page.goto(`${options.appUrl}/sign-in?tenant=${tenant}`);
    await page.evaluate(() => window.__bench.signInDone);
    await (await fillSignIn(page, options, `bench@${tenant}.test`)).click();
    await page.evaluate(() => window.__bench.profileDone);
    await typeInLastTextField(page, options.keys);
    const render = profiles.filter((p) => p.title === 'bench-render').map((p) => p.profile);
    const keys = profiles.filter((p) => p.title === 'bench-key').map((p) => p.profile);
    if (render.length !== 1 || keys.length === 0) {
      throw new Error(`expected the page's profiles, got ${profiles.map((p) => p.title).join(', ')}`);
    }
    fs.writeFileSync(path.join(outDir, `render-${fields}.cpuprofile`), JSON.stringify(render[0]));
    keys.forEach((profile, i) =>
      fs.writeFileSync(path.join(outDir, `key-${fields}-${String(i + 1).padStart(2, '0')}.cpuprofile`), JSON.stringify(profile)),
    );
    return {
      render: summarizeProfile([render[0]]),
      typing: summarizeProfile(keys),
      files: [`bench/results/render-${fields}.cpuprofile`, `bench/results/key-${fields}-NN.cpuprofile`],
    };
  } finally {
    await context.close();
  }
}

/** Self time per function, and time including callees, summed over CDP CPU profiles. */
function summarizeProfile(profiles) {
  const self = new Map();
  const total = new Map();
  let sampled = 0;
  for (const profile of profiles) sampled += addProfile(profile, self, total);
  const top = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 30)
      .map(([k, ms]) => ({ function: k, ms: round(ms, 1) }));
  return { profiles: profiles.length, sampled_ms: round(sampled, 1), self: top(self), total: top(total) };
}

function addProfile(profile, self, total) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (n) => {
    const f = n.callFrame;
    const where = f.url ? ` ${f.url.split('/').pop().replace(/-[0-9a-f]{8,16}/, '')}` : '';
    // Rust symbols end in a hash (::h0123456789abcdef); long generic names are cut.
    const fn = (f.functionName || '(anonymous)').replace(/::h[0-9a-f]{16}/g, '');
    return `${fn.length > 110 ? `${fn.slice(0, 107)}...` : fn}${where}`;
  };
  let sampled = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    // A sample's duration is the gap to the next one.
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = nodes.get(profile.samples[i]);
    const key = name(node);
    self.set(key, (self.get(key) ?? 0) + dt);
    sampled += dt;
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const k = name(nodes.get(id));
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + dt);
    }
  }
  return sampled;
}
