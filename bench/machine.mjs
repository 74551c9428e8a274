// The machine, browser and build a run was taken on (results.json's "machine").
import * as os from 'node:os';
import { execFileSync } from 'node:child_process';
import { playwrightVersion } from './browser.mjs';
import { launchArgs, repoRoot } from './harness.mjs';
import { round } from './stats.mjs';

export function machineInfo(browserVersion, options) {
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  let commit = null;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: repoRoot }).toString().trim();
    if (dirty) commit += '-dirty';
  } catch (_) {
    // not a git checkout
  }
  return {
    date: new Date().toISOString(),
    host: os.hostname(),
    cores: os.cpus().length,
    cpu,
    memory_bytes: os.totalmem(),
    os: `${os.type()} ${os.release()}`,
    load_average_at_start: os.loadavg().map((x) => round(x, 2)),
    node: process.version,
    playwright: playwrightVersion,
    chromium: browserVersion,
    chromium_path: options.chromium,
    chromium_args: launchArgs(options),
    // Filling in the sign-in form -> clicking "Sign in" (--click-pause).
    click_pause_ms: options.clickPause,
    commit,
  };
}
