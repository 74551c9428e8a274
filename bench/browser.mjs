// The browser and its pages, as every measurement of bench.mjs uses them: Playwright's Chromium
// (relaunched once if it exits under a step: Lab), a context with instrument.js in every page, the
// page's errors, time-outs, and our sign-in form filled in as a person would.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { createRequire } from 'node:module';
import { here, launchArgs, repoRoot } from './harness.mjs';

// Playwright comes from end2end's node_modules (installed by `make bootstrap`); no copy of our own.
const require = createRequire(path.join(repoRoot, 'end2end', 'package.json'));
const { chromium } = require('playwright-core');
export const playwrightVersion = require('playwright-core/package.json').version;

// The browser process's own output (its stderr), kept so that a browser that exits mid-run can be
// explained (Playwright only says "Target page, context or browser has been closed"). Playwright
// logs it through the `debug` module under "pw:browser"; if a later Playwright moves it, only this
// diagnostic is lost.
const browserLog = [];
try {
  const { debug } = require('playwright-core/lib/utilsBundle');
  debug.log = (...parts) => {
    const line = parts.join(' ');
    // Chromium's complaints about the missing D-Bus come by the dozen and explain nothing.
    if (line.includes('ERROR:dbus/')) return;
    browserLog.push(line);
    if (browserLog.length > 200) browserLog.splice(0, 100);
  };
  debug.enable([process.env.DEBUG, 'pw:browser'].filter(Boolean).join(','));
} catch {
  // (no diagnostics)
}

const instrument = fs.readFileSync(path.join(here, 'instrument.js'), 'utf8');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function newContext(browser, fields, extra = {}, contextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions });
  await context.addInitScript({
    content: `window.__BENCH_CONFIG = ${JSON.stringify({ fields, ...extra })};\n${instrument}`,
  });
  return context;
}

/**
 * A new page of the context, with its errors collected (`watchErrors`; `isExpected`, if given, picks
 * the console errors that are not the page's).
 */
export async function openPage(context, isExpected) {
  const page = await context.newPage();
  return { page, errors: watchErrors(page, isExpected) };
}

/** Page errors and console errors fail the run: a benchmark of a broken page means nothing. */
function watchErrors(page, isExpected = () => false) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !isExpected(message)) errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

/**
 * Fills our sign-in form by its labels, as a user or their password manager would, waits as a person
 * would before clicking (--click-pause: nobody types an e-mail address and a password in under a
 * second), and returns its Sign in button (clicked by the caller, so that a trace can start in
 * between). None of the landing figures includes the pause: they start at the sign_in request or
 * at the click.
 */
export async function fillSignIn(page, options, email, password = 'demo1234') {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await main.getByLabel('Password').fill(password);
  await sleep(options.clickPause);
  return main.getByRole('button', { name: 'Sign in', exact: true });
}

/**
 * The browser, relaunched once if its process exits under a step. A page error, a missing field or
 * a lost keystroke still fails the step (the browser is alive then); only a browser that is gone is
 * retried: Debian's Chromium has been seen to exit between two steps on a bare page (the floor's
 * <input>), which says nothing about either app. The restart and the browser's last output are
 * printed and recorded (machine.browser_restarts); a second exit fails the run.
 */
export class Lab {
  static async launch(options) {
    const lab = new Lab(options);
    lab.browser = await lab.start();
    return lab;
  }

  constructor(options) {
    this.options = options;
    this.browser = null;
    this.restarts = [];
  }

  start() {
    return chromium.launch({ executablePath: this.options.chromium, args: launchArgs(this.options) });
  }

  async step(label, run) {
    for (;;) {
      try {
        return await run(this.browser);
      } catch (error) {
        if (this.browser.isConnected()) throw error;
        const first = String(error.message ?? error).split('\n')[0];
        const output = browserLog.slice(-40);
        process.stderr.write(`\nbench: the browser exited during "${label}" (${first}); its last output:\n${output.join('\n') || '(none)'}\n`);
        if (this.restarts.length > 0) {
          throw new Error(`the browser exited twice (during "${this.restarts[0].step}", then during "${label}")`);
        }
        this.restarts.push({ step: label, error: first, browser_output: output });
        process.stderr.write(`bench: relaunching the browser and repeating "${label}"\n`);
        this.browser = await this.start();
      }
    }
  }

  async close() {
    if (this.browser?.isConnected()) await this.browser.close();
  }
}
