// The landing with nothing left to warm up: how fast the client form's landing can get when every
// function of it has already run once in the page. The figure is the second landing in one page:
// sign in, land, sign out, sign in again. The wasm is already compiled, the JS glue has run, and
// the browser has matched every style once. No rehearsal or other warm-up of the first landing can
// beat it. It is timed the same way as react-jsonschema-form's first landing (?signin=form), in the
// same run. bench/README.md ("The second landing") says when to use it; a tool, not a test.
//
//   node bench/second-landing.mjs --app URL --api URL --peer-dist DIR [--fields 10,100,1000] [--runs 5]
//
// --app: our release build, served with a config.json pointing at --api (scripts/bench.sh serves
// both from the simulator). --peer-dist: the peer's build (scripts/bench.sh builds it into
// target/peer-rjsf/dist), served here as a plain static site on a free port.
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { OUR_FORM_ROOT, PEER_FORM_ROOT, SIGN_IN_FORMS, formDefinition, launchArgs, median, peerAddress } from './harness.mjs';
import { servePeer } from './servers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../end2end/package.json'));
const { chromium } = require('playwright-core');

const PASSWORD = 'demo1234';
const PAUSE_MS = 1000;

function parseArgs(argv) {
  // The simulator's demo key, as bench.mjs's default.
  const options = { fields: [10, 100, 1000], runs: 5, apiKey: 'demo-platform-key' };
  for (let i = 0; i < argv.length; i++) {
    const value = () => argv[++i];
    switch (argv[i]) {
      case '--app': options.app = value().replace(/\/$/, ''); break;
      case '--api': options.apiUrl = value().replace(/\/$/, ''); break;
      case '--peer-dist': options.peerDist = value(); break;
      case '--fields': options.fields = value().split(',').map(Number); break;
      case '--runs': options.runs = Number(value()); break;
      default: throw new Error(`unknown argument ${argv[i]}`);
    }
  }
  for (const [key, flag] of [['app', '--app'], ['apiUrl', '--api'], ['peerDist', '--peer-dist']]) {
    if (!options[key]) throw new Error(`${flag} is required`);
  }
  return options;
}

// Click -> the first moment the landing form holds all its controls (none of them a password box).
const WATCH = `(() => {
  const w = (window.__landing = { armed: false, click: null, dom: null, frame: null, root: null, expected: 0 });
  addEventListener('click', () => { if (w.armed && w.click === null) w.click = performance.now(); }, true);
  new MutationObserver(() => {
    if (w.click === null || w.dom !== null || document.querySelector('input[type=password]')) return;
    const root = document.querySelector(w.root);
    if (root && root.querySelectorAll('input, select, textarea').length >= w.expected) {
      w.dom = performance.now();
      requestAnimationFrame(() => { w.frame = performance.now(); });
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

/**
 * Fills the sign-in form (`form`, harness.mjs's SIGN_IN_FORMS) with the standard calls, waits as a
 * person would, clicks, and times the landing until `root` holds `expected` controls.
 */
async function land(page, form, root, fields, expected) {
  await page.locator(form.email).fill(`bench@bench${fields}.test`);
  await page.locator(form.password).fill(PASSWORD);
  await page.waitForTimeout(PAUSE_MS);
  await page.evaluate(({ root, expected }) => Object.assign(window.__landing, { armed: true, click: null, dom: null, frame: null, root, expected }), { root, expected });
  await page.locator(form.button).click();
  await page.waitForFunction(() => window.__landing.frame !== null, null, { timeout: 30_000 });
  const w = await page.evaluate(() => window.__landing);
  await page.evaluate(() => { window.__landing.armed = false; });
  return { dom: w.dom - w.click, frame: w.frame - w.click };
}

async function oursRun(browser, options, fields, expected) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: WATCH });
    const page = await context.newPage();
    await page.goto(`${options.app}/sign-in?tenant=bench${fields}`);
    // The app's own sign-in page (the page drawn before it has gone), idle, as in bench.mjs.
    await page.waitForFunction(() => !document.getElementById('first-paint') && document.querySelectorAll('#sign-in-email').length === 1, null, { timeout: 30_000 });
    await page.waitForTimeout(1500);
    const first = await land(page, SIGN_IN_FORMS.ours, OUR_FORM_ROOT, fields, expected);
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForFunction(() => document.querySelectorAll('#sign-in-email').length === 1, null, { timeout: 30_000 });
    await page.waitForTimeout(1500);
    const second = await land(page, SIGN_IN_FORMS.ours, OUR_FORM_ROOT, fields, expected);
    if (new URL(page.url()).pathname !== '/client/profile') throw new Error(`ours landed on ${page.url()}`);
    return { first, second };
  } finally {
    await context.close();
  }
}

async function peerRun(browser, options, peerUrl, fields, expected) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: WATCH });
    const page = await context.newPage();
    await page.goto(peerAddress(peerUrl, options.apiUrl, options, fields));
    await page.locator(SIGN_IN_FORMS.peer.email).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(1500);
    const first = await land(page, SIGN_IN_FORMS.peer, PEER_FORM_ROOT, fields, expected);
    if (new URL(page.url()).pathname !== '/client/profile') throw new Error(`the peer landed on ${page.url()}`);
    return { first };
  } finally {
    await context.close();
  }
}

const ms = (value) => value.toFixed(1);

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // As bench.mjs launches it by default (no --vsync).
    args: launchArgs({ vsync: false }),
  });
  const server = await servePeer(options.peerDist, 0, { portVariable: null });
  const peerUrl = `http://127.0.0.1:${server.address().port}`;
  console.log(`second landing: ${options.runs} runs per N, Chromium ${browser.version()}, load ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log('N | ours, first landing | ours, second landing | RJSF, first landing | second ÷ RJSF (controls / next frame)');
  try {
    for (const fields of options.fields) {
      const expected = await formDefinition(options, fields).catch((error) => {
        throw new Error(`the bench tenant's form at ${options.apiUrl}: ${error.message} (is the simulator running with --bench?)`);
      });
      const ours = [];
      const peer = [];
      for (let run = 0; run < options.runs; run++) {
        // Alternating which app goes first, as bench.mjs interleaves its runs.
        if (run % 2) peer.push(await peerRun(browser, options, peerUrl, fields, expected.peer));
        ours.push(await oursRun(browser, options, fields, expected.ours));
        if (!(run % 2)) peer.push(await peerRun(browser, options, peerUrl, fields, expected.peer));
      }
      const m = (runs, which, key) => median(runs.map((r) => r[which][key]));
      console.log(
        `${fields} | ${ms(m(ours, 'first', 'dom'))} ms | ${ms(m(ours, 'second', 'dom'))} ms | ${ms(m(peer, 'first', 'dom'))} ms | ` +
          `${(m(ours, 'second', 'dom') / m(peer, 'first', 'dom')).toFixed(2)}× / ${(m(ours, 'second', 'frame') / m(peer, 'first', 'frame')).toFixed(2)}×` +
          `  (first landing ÷ RJSF ${(m(ours, 'first', 'dom') / m(peer, 'first', 'dom')).toFixed(2)}×)`,
      );
      console.log(`   ours second, each run: ${ours.map((r) => Math.round(r.second.dom)).join(' ')}; RJSF: ${peer.map((r) => Math.round(r.first.dom)).join(' ')}`);
    }
  } finally {
    server.close();
    await browser.close();
  }
}

main().catch((error) => {
  console.error(`second-landing: ${error.message}`);
  process.exit(1);
});
