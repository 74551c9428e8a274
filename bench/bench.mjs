#!/usr/bin/env node
// The benchmark driver (see README.md). It expects the simulator to serve the release build and the
// bench tenants (scripts/bench.sh starts it); it drives Debian's Chromium through Playwright.
//
//   node bench/bench.mjs [--app-url URL] [--api-url URL] [--runs 5] [--fields 10,100,1000] [--out FILE]
//                        [--smoke] [--vsync] [--profile] [--trace] [--dist DIR] [--mixed | --no-mixed]
//                        [--large | --no-large]
//                        [--peer-dist DIR] [--peer-port PORT] [--no-peer] [--floor] [--no-jobseeker]
//                        [--click-pause MS] [--same-origin-app URL --same-origin-api URL]
//                        [--same-origin-latency MS] [--no-same-origin]
//                        [--slow-runs N] [--no-slow] [--slow-only] [--no-accessibility-tree]

import * as fs from 'node:fs';
import * as path from 'node:path';
import * as os from 'node:os';
import { accessibilityDetail, accessibilityTreeRun, checksAccessibilityTree } from './accessibility-tree.mjs';
import { Lab } from './browser.mjs';
import { verdicts } from './budgets.mjs';
import { formRun, LARGE, LARGE_BUDGETS, MIXED } from './client-form.mjs';
import { formDefinition, peerAddress } from './harness.mjs';
import { jobseekerRun } from './jobseeker.mjs';
import { machineInfo } from './machine.mjs';
import { parseArgs } from './options.mjs';
import { peerRun } from './peer.mjs';
import { profileRun } from './profile.mjs';
import { printReport, printSlowOnly } from './report.mjs';
import { serveOursCompressed, servePeer, serveSameOrigin } from './servers.mjs';
import { signInRun } from './sign-in.mjs';
import { measurePeerSizes, measureSizes } from './sizes.mjs';
import { SLOW, slowBudgets, slowRun, summarizeSlow } from './slow-visit.mjs';
import { round } from './stats.mjs';
import { summarize } from './summary.mjs';
import { traceRun } from './trace.mjs';
import { floorRun } from './typing.mjs';

/** Each form's definition as the API gives it (harness.mjs's formDefinition), read before any run. */
async function readDefinitions(options) {
  const definitions = {};
  if (!options.slowOnly) {
    for (const n of options.fields) definitions[n] = await formDefinition(options, n);
    if (options.mixed) definitions.mixed = await formDefinition(options, MIXED.fields, MIXED.tenant);
    if (options.large) definitions.large = await formDefinition(options, LARGE.fields, LARGE.tenant);
  }
  if (options.slow) definitions.slow = definitions[SLOW.fields] ?? (await formDefinition(options, SLOW.fields));
  return definitions;
}

/** The servers of ours the runs need: the peer's, the same-origin proxy, the slow visit's. */
async function startServers(options) {
  const servers = [];
  if (!options.slowOnly) {
    if (options.peer) servers.push(await servePeer(options.peerDist, options.peerPort, { sameOriginApi: options.sameOrigin?.api }));
    if (options.sameOrigin) servers.push(await serveSameOrigin(options));
  }
  // The slow first visit's origins: both apps compressed as deployed.
  if (options.slow) {
    servers.push(await serveOursCompressed(options));
    if (options.peer) {
      servers.push(await servePeer(options.peerDist, options.slowPeerPort, { compressed: true, portVariable: 'BENCH_SLOW_PEER_PORT' }));
    }
  }
  return servers;
}

/** results.json's "options": what was measured, and how. */
function resultOptions(options, definitions) {
  return {
    runs: options.runs,
    fields: options.fields,
    mixed: options.mixed ? MIXED : null,
    large: options.large ? { ...LARGE, budgets: LARGE_BUDGETS } : null,
    keys: options.keys,
    vsync: options.vsync,
    app_url: options.appUrl,
    api_url: options.apiUrl,
    // scripts/bench.sh's BENCH_SIM_LATENCY: every API answer held back by this much (0: loopback).
    api_latency_ms: Number(process.env.BENCH_SIM_LATENCY || 0),
    smoke: options.smoke,
    // The same-origin deployment's row: its API answers held back by this much.
    same_origin: options.sameOrigin ? { ...options.sameOrigin, latency_ms: options.sameOriginLatency, fields: options.fields[0] } : null,
    // The peer is opened on its sign-in page (?signin=form), filled in and clicked like ours.
    peer: options.peer ? { dist: options.peerDist, url: peerAddress(`http://127.0.0.1:${options.peerPort}`, options.apiUrl, options, options.fields[0]), mode: 'signin=form' } : null,
    slow: options.slow
      ? {
          runs: options.slowRuns,
          visitors: options.slowVisitors,
          fields: SLOW.fields,
          latency_ms: SLOW.latencyMs,
          down_up_kbit_per_s: SLOW.kbitPerS,
          cpu_slowdown: SLOW.cpuSlowdown,
          app_url: `http://127.0.0.1:${options.slowAppPort}`,
          peer_url: options.peer ? peerAddress(`http://127.0.0.1:${options.slowPeerPort}`, options.apiUrl, options, SLOW.fields) : null,
        }
      : null,
    jobseeker: options.jobseeker ? `${options.jobseeker.email} (tenant ${options.jobseeker.tenant})` : null,
    definitions,
  };
}

/** One run of everything but the slow visit: sign-in, floor, job seeker, each N, mixed, large, same origin. */
async function runRound(lab, options, definitions, samples, run) {
  process.stderr.write(`run ${run}/${options.runs}: sign-in`);
  samples.sign_in.push({ run, ...(await lab.step('sign-in', (b) => signInRun(b, options, `bench${options.fields[0]}`))) });
  process.stderr.write(', floor');
  samples.floor.push({ run, ...(await lab.step('floor', (b) => floorRun(b, options))) });
  if (options.jobseeker) {
    process.stderr.write(', job seeker');
    samples.jobseeker.push({ run, ...(await lab.step('job seeker', (b) => jobseekerRun(b, options))) });
  }
  // Ours, then the peer, at each N: the two apps alternate run by run.
  for (const n of options.fields) {
    process.stderr.write(`, N=${n}`);
    samples.forms.push({ run, ...(await lab.step(`N=${n}`, (b) => formRun(b, options, n, definitions[n]))) });
    if (options.peer) {
      process.stderr.write(` peer`);
      samples.peer.push({ run, ...(await lab.step(`N=${n} peer`, (b) => peerRun(b, options, n, definitions[n]))) });
    }
  }
  await runMixedAndLarge(lab, options, definitions, samples, run);
  // The same-origin deployment, the smallest N: no preflight, every answer held back.
  if (options.sameOrigin) {
    const n = options.fields[0];
    process.stderr.write(`, same origin N=${n}`);
    const app = `http://127.0.0.1:${options.sameOriginPort}`;
    samples.same_origin.push({ run, ...(await lab.step(`same origin N=${n}`, (b) => formRun(b, options, n, definitions[n], app))) });
    if (options.peer) {
      process.stderr.write(' peer');
      const api = `http://127.0.0.1:${options.peerPort}/platform`;
      samples.same_origin_peer.push({ run, ...(await lab.step(`same origin N=${n} peer`, (b) => peerRun(b, options, n, definitions[n], api))) });
    }
  }
  process.stderr.write('\n');
}

/** The 1,000-field form of every kind, and the 5,000-field form with Save (then the peer's). */
async function runMixedAndLarge(lab, options, definitions, samples, run) {
  // Ours only: the peer's schema has no counterpart for most of the kinds.
  if (options.mixed) {
    process.stderr.write(`, mixed N=${MIXED.fields}`);
    samples.mixed.push({
      run,
      ...(await lab.step('mixed', (b) => formRun(b, options, MIXED.fields, definitions.mixed, options.appUrl, MIXED.tenant))),
    });
  }
  // The 5,000-field form, with Save; then the peer's same form (it has no Save figure).
  if (options.large) {
    process.stderr.write(`, N=${LARGE.fields} with Save`);
    samples.large.push({
      run,
      ...(await lab.step('large', (b) => formRun(b, options, LARGE.fields, definitions.large, options.appUrl, LARGE.tenant, { save: true }))),
    });
    if (options.peer) {
      process.stderr.write(' peer');
      samples.large_peer.push({ run, ...(await lab.step('large peer', (b) => peerRun(b, options, LARGE.fields, definitions.large))) });
    }
  }
}

/**
 * The accessibility tree at N = 5,000 (accessibility-tree.mjs), once, after every other run:
 * results.json's accessibility_tree, only when it was checked.
 */
async function runAccessibilityTree(lab, options, definitions, results) {
  if (!checksAccessibilityTree(options)) return;
  process.stderr.write(`accessibility tree N=${LARGE.fields}\n`);
  const form = definitions.large ?? definitions[LARGE.fields];
  results.accessibility_tree = await lab.step('accessibility tree', (b) => accessibilityTreeRun(b, options, form));
}

/** The slow first visit, after the rest: each visitor, ours then the peer, run after run. */
async function runSlowVisits(lab, options, definitions, samples) {
  for (let run = 1; options.slow && run <= options.slowRuns; run++) {
    process.stderr.write(`slow first visit ${run}/${options.slowRuns}:`);
    for (const visitor of options.slowVisitors) {
      process.stderr.write(` ${visitor.name}`);
      samples.slow.push({ run, ...(await lab.step(`slow, ${visitor.name}`, (b) => slowRun(b, options, 'ours', visitor, definitions.slow))) });
      if (options.peer) {
        process.stderr.write(' peer');
        samples.slow.push({ run, ...(await lab.step(`slow, ${visitor.name}, peer`, (b) => slowRun(b, options, 'peer', visitor, definitions.slow))) });
      }
      process.stderr.write(';');
    }
    process.stderr.write('\n');
  }
}

/** --profile and --trace, on the largest N. */
async function runProfileAndTrace(lab, options, results) {
  if (options.profile && !options.slowOnly) {
    const n = Math.max(...options.fields);
    process.stderr.write(`profiling N=${n}\n`);
    results.profile = await lab.step('profile', (b) => profileRun(b, options, n));
  }
  if (options.trace && !options.slowOnly) {
    const n = Math.max(...options.fields);
    process.stderr.write(`tracing N=${n}\n`);
    results.trace = await lab.step('trace', (b) => traceRun(b, options, n));
  }
}

/** The medians and budgets of the samples, results.json written and the report printed. */
function finish(results, lab, options) {
  results.machine.browser_restarts = lab.restarts;
  results.machine.load_average_at_end = os.loadavg().map((x) => round(x, 2));
  if (options.slowOnly) {
    results.medians = { slow: summarizeSlow(results.samples.slow) };
    results.budgets = slowBudgets(results);
  } else {
    results.medians = summarize(results, options);
    results.budgets = verdicts(results);
  }
  fs.mkdirSync(path.dirname(options.out), { recursive: true });
  fs.writeFileSync(options.out, `${JSON.stringify(results, null, 2)}\n`);
  if (options.slowOnly) printSlowOnly(results, options);
  else printReport(results, options);
  console.log(`\nwrote ${path.relative(process.cwd(), options.out) || options.out}`);
  // A check, not a figure: a control missing from the accessibility tree fails `make bench`.
  if (results.accessibility_tree && !results.accessibility_tree.passed) {
    console.error(`bench: FAILED: the accessibility tree at N = ${LARGE.fields.toLocaleString('en')}: ${accessibilityDetail(results.accessibility_tree)}`);
    process.exitCode = 1;
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const sizes = measureSizes(options.dist);
  const definitions = await readDefinitions(options);
  const servers = await startServers(options);
  const lab = await Lab.launch(options);
  const results = {
    machine: machineInfo(lab.browser.version(), options),
    options: resultOptions(options, definitions),
    sizes,
    peer_sizes: options.peer ? measurePeerSizes(options.peerDist) : null,
    samples: {
      sign_in: [], forms: [], mixed: [], large: [], large_peer: [], floor: [], peer: [], jobseeker: [], same_origin: [], same_origin_peer: [], slow: [],
    },
  };
  try {
    for (let run = 1; run <= (options.slowOnly ? 0 : options.runs); run++) await runRound(lab, options, definitions, results.samples, run);
    await runSlowVisits(lab, options, definitions, results.samples);
    await runProfileAndTrace(lab, options, results);
    // Last: no later step shares a browser that has built a page's accessibility tree.
    await runAccessibilityTree(lab, options, definitions, results);
  } finally {
    await lab.close();
    for (const server of servers) server.close();
  }
  finish(results, lab, options);
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error}`);
  process.exit(1);
});
