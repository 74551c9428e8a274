// bench.mjs's command line (the comment at the top of bench.mjs lists it), and what a smoke run,
// the floor and the peer imply.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { here, repoRoot } from './harness.mjs';
import { VISITORS } from './slow-visit.mjs';

export function parseArgs(argv) {
  const options = defaultOptions();
  settle(options, readArgs(argv, options));
  return options;
}

/** The options before the command line: the defaults, some of them from the environment. */
function defaultOptions() {
  return {
    appUrl: process.env.BENCH_APP_URL ?? 'http://127.0.0.1:18090',
    dist: path.join(repoRoot, 'dist'),
    runs: 5,
    fields: [10, 100, 1000],
    // The 1,000-field form that mixes every kind of field (the simulator's benchmixed1000), beside
    // the others; off in a smoke run unless --mixed.
    mixed: true,
    // The 5,000-field form with optional fields among the required (the simulator's bench5000),
    // where Save with every required field empty is timed; off in a smoke run unless --large.
    large: true,
    out: null,
    smoke: false,
    vsync: false,
    profile: false,
    trace: false,
    chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    keys: 20,
    // The API (the simulator), for the peer's ?api= and for reading the bench forms' definitions.
    apiUrl: process.env.BENCH_API_URL ?? 'http://127.0.0.1:18797',
    apiKey: 'demo-platform-key',
    // The peer (react-jsonschema-form), built by scripts/bench.sh; null with --no-peer.
    peerDist: null,
    peerPort: Number(process.env.BENCH_PEER_PORT ?? 18096),
    peer: true,
    // The job seeker whose landing page is timed: the simulator's demo tenant (the bench tenants
    // have clients only).
    jobseeker: { tenant: 'demo', email: 'ana@demo.test', password: 'demo1234' },
    // Between filling in the sign-in form and clicking "Sign in", ms (see fillSignIn).
    clickPause: 1000,
    // The same-origin deployment (README.md, "Same origin"): the app served by a second simulator
    // whose API answers are held back (its --latency), with the platform under /platform on the
    // app's own origin (scripts/bench.sh starts it); null without it.
    sameOrigin: null,
    sameOriginLatency: Number(process.env.BENCH_SAME_ORIGIN_LATENCY ?? 100),
    sameOriginPort: Number(process.env.BENCH_SAME_ORIGIN_PORT ?? 18095),
    // The slow first visit (README.md, "A slow first visit"): runs per visitor and app, on by
    // default; each app is served compressed by a server of ours on these ports.
    slow: true,
    slowOnly: false,
    slowRuns: 3,
    // The accessibility tree at N = 5,000 (accessibility-tree.mjs), checked when N = 5,000 is measured.
    accessibilityTree: true,
    slowAppPort: Number(process.env.BENCH_SLOW_APP_PORT ?? 18092),
    slowPeerPort: Number(process.env.BENCH_SLOW_PEER_PORT ?? 18093),
  };
}

/** Reads the command line into `options`; returns what was asked for explicitly. */
function readArgs(argv, options) {
  // What a smoke run does not override, and the same-origin deployment's parts.
  const asked = { mixed: false, large: false, slowRuns: false, sameOrigin: {} };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new Error(`${arg} needs a value`);
      return argv[++i];
    };
    switch (arg) {
      case '--app-url': options.appUrl = value(); break;
      case '--dist': options.dist = path.resolve(value()); break;
      case '--runs': options.runs = Number(value()); break;
      case '--fields': options.fields = value().split(',').map(Number); break;
      case '--mixed': options.mixed = true; asked.mixed = true; break;
      case '--no-mixed': options.mixed = false; break;
      case '--large': options.large = true; asked.large = true; break;
      case '--no-large': options.large = false; break;
      case '--out': options.out = path.resolve(value()); break;
      case '--smoke': options.smoke = true; break;
      case '--vsync': options.vsync = true; break;
      case '--profile': options.profile = true; break;
      case '--trace': options.trace = true; break;
      case '--lists-timeout': options.listsTimeout = Number(value()); break;
      case '--click-pause': options.clickPause = Number(value()); break;
      case '--chromium': options.chromium = value(); break;
      case '--api-url': options.apiUrl = value(); break;
      case '--api-key': options.apiKey = value(); break;
      case '--peer-dist': options.peerDist = path.resolve(value()); break;
      case '--peer-port': options.peerPort = Number(value()); break;
      case '--no-peer': options.peer = false; break;
      case '--floor': options.floor = true; break;
      case '--no-jobseeker': options.jobseeker = null; break;
      case '--same-origin-app': asked.sameOrigin.app = value(); break;
      case '--same-origin-api': asked.sameOrigin.api = value(); break;
      case '--same-origin-latency': options.sameOriginLatency = Number(value()); break;
      case '--no-same-origin': asked.sameOrigin.off = true; break;
      case '--slow-runs': options.slowRuns = Number(value()); asked.slowRuns = true; break;
      case '--no-slow': options.slow = false; break;
      case '--slow-only': options.slowOnly = true; break;
      case '--no-accessibility-tree': options.accessibilityTree = false; break;
      case '-h': case '--help':
        // The comment at the top of bench.mjs, up to its first blank line.
        console.log(fs.readFileSync(path.join(here, 'bench.mjs'), 'utf8').split('\n\n')[0].split('\n').slice(1).join('\n'));
        process.exit(0);
        break;
      default: throw new Error(`unknown option ${arg}`);
    }
  }
  return asked;
}

/** What the options imply (a smoke run, the floor, the output file), and their checks. */
function settle(options, asked) {
  if (options.smoke) {
    options.runs = 1;
    options.fields = [10];
    options.mixed = asked.mixed;
    options.large = asked.large;
    // The slow first visit's path, cheaply: one run of one visitor (who fills in the form at once),
    // for each app, unless --slow-runs asks for more.
    if (!asked.slowRuns) options.slowRuns = 1;
  }
  options.slowVisitors = options.smoke ? VISITORS.slice(0, 1) : VISITORS;
  if (options.slowOnly && !options.slow) throw new Error('--slow-only and --no-slow contradict each other');
  if (!Number.isInteger(options.slowRuns) || options.slowRuns < 1) throw new Error('--slow-runs must be a positive integer');
  settleSameOrigin(options, asked.sameOrigin);
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs must be a positive integer');
  if (!Number.isInteger(options.clickPause) || options.clickPause < 0) throw new Error('--click-pause: milliseconds, 0 or more');
  if (options.fields.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--fields: positive integers');
  // The floor (bench/floor): a page with no framework in the peer's place, the least any app can take.
  if (options.floor) {
    if (!options.peer) throw new Error('--floor and --no-peer contradict each other');
    options.peerDist = path.join(here, 'floor');
    // Its files are a few hundred bytes: the slow visit's transfer checks have nothing to measure.
    options.slow = false;
  }
  if (options.peer && !options.peerDist) throw new Error('--peer-dist DIR is needed (the built peer), or --no-peer');
  if (options.peer && !fs.existsSync(path.join(options.peerDist, 'index.html'))) {
    throw new Error(`${options.peerDist}/index.html is missing: build the peer (scripts/bench.sh does), or --no-peer`);
  }
  options.out ??= options.floor
    ? path.join(repoRoot, 'bench', 'results', 'floor.json')
    : options.smoke
    ? path.join(repoRoot, 'bench', 'results', 'smoke.json')
    : options.slowOnly
      ? path.join(repoRoot, 'bench', 'results', 'slow.json')
      : path.join(repoRoot, 'bench', 'results.json');
}

/** The same-origin deployment's app and API (--same-origin-app, --same-origin-api), unless --no-same-origin. */
function settleSameOrigin(options, sameOrigin) {
  if (!sameOrigin.off && (sameOrigin.app || sameOrigin.api)) {
    if (!sameOrigin.app || !sameOrigin.api) throw new Error('--same-origin-app and --same-origin-api go together');
    options.sameOrigin = { app: sameOrigin.app.replace(/\/$/, ''), api: sameOrigin.api.replace(/\/$/, '') };
  }
}
