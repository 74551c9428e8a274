#!/usr/bin/env node
// Trunk post_build hook (Trunk.toml), run on every build, `trunk serve` included, on the staging
// directory before Trunk moves it to dist/.
//
// 1. A strict Content-Security-Policy (no 'unsafe-inline'): Trunk writes its loader as an inline
//    <script type="module">. This moves it, unchanged but for the wasm fetch, to an external file
//    named by its hash (`loader-<hash>.js`), referenced with an `integrity` attribute.
// 2. Subresource integrity on everything that runs: the loader script tag (integrity=), the
//    wasm-bindgen JS (Trunk's <link rel=modulepreload integrity=>, which fills the module map the
//    loader's import then uses), and the wasm (the loader fetches it with `{ integrity }`; Trunk's
//    `init('/x_bg.wasm')` fetches it without). Trunk's integrity values are checked against the
//    files; any mismatch or any surprise in Trunk's output fails the build.
// 3. The phone numbering plans (public/phone-plans.txt, written by scripts/phone-plans.mjs): not in
//    the first download. Copied as `phone-plans-<hash>.txt` and named, with its integrity, in
//    `<meta name="phone-plans" content=… data-integrity=…>`; the app fetches it when a phone control
//    first appears (src/api/phone_plans.rs), and hosts may cache it for a year like the other
//    hashed assets.
// 4. The service worker (service-worker/sw.js, docs/offline.md) as dist/sw.js, with the list of this
//    build's files and their integrity written into it. Debug builds (`make dev`) get a worker that
//    only removes itself and its caches: the app registers none there.
// 5. Release builds only: `.br` (brotli -q 11) and `.gz` (gzip -9) next to every hashed asset and
//    next to index.html, for servers that serve pre-compressed files (nginx `gzip_static on;`).
// 6. Release builds only: the wasm-bindgen JS minified (esbuild, from package.json), before any
//    integrity is taken, and the service worker minified.
// 7. The sign-in page before the app (docs/architecture.md): its script,
//    src/pages/sign_in/first_paint.js, inline first in <head> after the title (a classic script: it
//    must run before the page's markup is parsed), and the stylesheet inline in a <style> in place
//    of Trunk's <link>, so that the first paint waits for index.html alone
//    (docs/performance.md#sign-in-page-in-one-file); minified in release. It requests config.json
//    and the wasm for the loader (after the page's first paint when it draws the sign-in page), so
//    Trunk's preload of the wasm is removed. Release builds only: a
//    `<meta http-equiv="Content-Security-Policy">` first in <head> gives script-src and style-src
//    with the 'sha256-…' of these two elements, which change with every build; the deployment's
//    header (deploy/nginx/security-headers.conf) gives the rest and no script-src or style-src.
// 8. Release builds only: wasm-bindgen's output slimmed before any integrity is taken
//    (scripts/wasm-bindgen-slim.mjs): short import names in the wasm and its JS, and no stream
//    classes for server functions the app does not have.
//
// Environment (set by Trunk): TRUNK_STAGING_DIR, TRUNK_PROFILE, TRUNK_PUBLIC_URL.
// It expects Trunk's output, so it runs once per build, not again on a processed dist/.

import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync, readdirSync, existsSync, unlinkSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { dropStreamClasses, shortenImports } from './wasm-bindgen-slim.mjs';

const run = promisify(execFile);

/** JavaScript minified by esbuild (a dev dependency in package.json): whitespace, comments and local names. */
async function minified(source, format) {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    fail('esbuild is missing from node_modules (package.json): run `make bootstrap`');
  }
  return (await esbuild.transform(source, { minify: true, format })).code;
}

/**
 * The wasm through wasm-opt -Oz once more (binaryen from package.json, the version Trunk.toml
 * names; it takes the wasm's features from its target_features section, as Trunk's flags give them).
 */
async function optimizedAgain(wasm) {
  const wasmOpt = fileURLToPath(new URL('../node_modules/.bin/wasm-opt', import.meta.url));
  if (!existsSync(wasmOpt)) fail('wasm-opt is missing from node_modules (package.json): run `make bootstrap`');
  const dir = mkdtempSync(join(tmpdir(), 'post-build-'));
  try {
    writeFileSync(join(dir, 'in.wasm'), wasm);
    await run(wasmOpt, ['-Oz', join(dir, 'in.wasm'), '-o', join(dir, 'out.wasm')]);
    return readFileSync(join(dir, 'out.wasm'));
  } catch (error) {
    fail(`wasm-opt: ${error.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function fail(message) {
  console.error(`post-build: ${message}`);
  process.exit(1);
}

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) fail('TRUNK_STAGING_DIR is not set (this runs as a Trunk post_build hook)');
const release = process.env.TRUNK_PROFILE === 'release';
const base = process.env.TRUNK_PUBLIC_URL || '/';
const htmlPath = join(staging, 'index.html');
let html = readFileSync(htmlPath, 'utf8');

const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
/** A URL path the loader or the HTML uses (`/name.js`), as a file in the staging directory. */
function stagedFile(url) {
  if (!url.startsWith(base)) fail(`${url} is not under the public URL ${base}`);
  const name = url.slice(base.length);
  if (!/^[\w.-]+$/.test(name)) fail(`unexpected asset path ${url}`);
  const path = join(staging, name);
  if (!existsSync(path)) fail(`${url} is referenced by index.html but missing from the build`);
  return path;
}

/** `name=value`, `name="value"` or `name='value'` in a tag's attribute text (minified or not). */
function attr(attrs, name) {
  const m = attrs.match(new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=[\\s/]|$)`, 'i'));
  if (!m) return undefined;
  return m[1] ?? m[2] ?? m[3] ?? '';
}

const scriptRe = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const inlineScripts = [...html.matchAll(scriptRe)].filter((m) => attr(m[1], 'src') === undefined);
/** Trunk's live-reload client, injected by `trunk serve` only; it never reaches a release. */
const isAutoreload = (body) => body.includes('.well-known/trunk/ws');
const loaders = inlineScripts.filter((m) => /\bimport\s+init\b/.test(m[2]));
if (loaders.length !== 1) {
  fail(`expected exactly one inline Trunk loader in index.html, found ${loaders.length}`);
}
const [loaderTag, loaderAttrs, loaderBody] = loaders[0];
if (attr(loaderAttrs, 'type') !== 'module') fail('the Trunk loader is not a module script');

const jsUrl = loaderBody.match(/\bimport\s+init\b[^;]*?\bfrom\s*['"]([^'"]+)['"]/)?.[1];
const wasmRef = loaderBody.match(/\bmodule_or_path\s*:\s*(['"])([^'"]+)\1/);
if (!jsUrl || !wasmRef) {
  fail("Trunk's loader is not the expected `import init from '…js'; init({ module_or_path: '…wasm' })`");
}
const wasmUrl = wasmRef[2];

/**
 * Replaces the staged file at `path`, whose content index.html names by integrity as `before`,
 * with `after`, and index.html's integrity with the new one: the release trims happen after Trunk
 * took its integrity values.
 */
function rewriteStaged(path, before, after) {
  const integrity = sri(before);
  if (!html.includes(integrity)) fail(`index.html does not name ${basename(path)} with its integrity ${integrity}`);
  writeFileSync(path, after);
  html = html.split(integrity).join(sri(after));
}

// Release: wasm-bindgen's output slimmed (scripts/wasm-bindgen-slim.mjs), for a smaller first
// download (docs/performance.md#wasm-bindgen-output-slimmed): the ~230 imports between the wasm and
// its JS renamed short in both files (their names end in 16 random hex digits, written twice), and
// the stream classes of server functions the app does not have dropped, the wasm then optimized
// again. Trunk's integrity values in index.html are rewritten to match, as for the minification
// below. A profiling build, whose wasm keeps its names, is left as it is.
if (release) {
  const jsPath = stagedFile(jsUrl);
  const wasmPath = stagedFile(wasmUrl);
  const js = readFileSync(jsPath);
  const wasm = readFileSync(wasmPath);
  let short;
  let slim;
  try {
    short = shortenImports(wasm, js.toString('utf8'));
    slim = short && dropStreamClasses(short.wasm, short.js);
  } catch (error) {
    fail(`slimming ${basename(wasmPath)} and its JS: ${error.message}`);
  }
  if (slim) {
    const slimWasm = slim.dropped.length > 0 ? await optimizedAgain(slim.wasm) : slim.wasm;
    rewriteStaged(jsPath, js, Buffer.from(slim.js));
    rewriteStaged(wasmPath, wasm, slimWasm);
    console.log(
      `post-build: ${short.renamed} imports renamed short, ${slim.dropped.length} stream-class exports dropped; ` +
        `wasm ${wasm.length} -> ${slimWasm.length} bytes`,
    );
  } else {
    console.log('post-build: the wasm keeps its names (a profiling build), so it is not slimmed');
  }
}

// Release: wasm-bindgen's JS minified with esbuild (Trunk's own minifier gives up on its
// `export default` with a warning), for a smaller first download
// (docs/performance.md#minified-js-and-worker). Only whitespace and local names change (the
// module's exports and the wasm's import names are kept). Its <link rel=modulepreload> integrity is
// rewritten to match; Trunk's hash in the file name, taken before, still changes whenever the JS
// does.
if (release) {
  const jsPath = stagedFile(jsUrl);
  const original = readFileSync(jsPath);
  const code = await minified(original.toString('utf8'), 'esm');
  rewriteStaged(jsPath, original, Buffer.from(code));
  console.log(`post-build: ${basename(jsPath)} minified, ${original.length} -> ${Buffer.byteLength(code)} bytes`);
}
const jsIntegrity = sri(readFileSync(stagedFile(jsUrl)));
const wasmIntegrity = sri(readFileSync(stagedFile(wasmUrl)));

// Trunk's own integrity attributes (data-integrity="sha384" in index.html) must be there and right:
// the JS one is what makes the browser check the wasm-bindgen module.
const linkRe = /<link\b([^>]*)>/gi;
const checked = new Set();
for (const [, attrs] of html.matchAll(linkRe)) {
  const href = attr(attrs, 'href');
  const integrity = attr(attrs, 'integrity');
  if (!href || !href.startsWith(base) || /^[a-z]+:/i.test(href)) continue;
  const rel = (attr(attrs, 'rel') ?? '').toLowerCase();
  // Icons and the web app manifest are not code; the service worker's list checks them (below).
  if (['icon', 'apple-touch-icon', 'manifest'].includes(rel)) continue;
  if (!integrity) fail(`<link rel=${rel} href=${href}> has no integrity attribute`);
  const actual = sri(readFileSync(stagedFile(href)));
  if (integrity !== actual) fail(`${href}: index.html says ${integrity}, the file is ${actual}`);
  checked.add(href);
}
for (const url of [jsUrl, wasmUrl]) {
  if (!checked.has(url)) fail(`index.html preloads ${url} without an integrity attribute`);
}

// The stylesheets, checked above, inline in one <style> in place of the first one's <link>, in the
// page's order (the form renderer's, then the app's): the first paint then waits for index.html
// alone (docs/performance.md#sign-in-page-in-one-file). Their files are not shipped.
const stylesheets = [...html.matchAll(linkRe)].filter(([, attrs]) => (attr(attrs, 'rel') ?? '').toLowerCase() === 'stylesheet');
if (stylesheets.length === 0) fail('expected a <link rel=stylesheet> from Trunk, found none');
const stylesheetUrls = stylesheets.map(([, attrs]) => attr(attrs, 'href'));
const css = stylesheetUrls.map((url) => readFileSync(stagedFile(url), 'utf8')).join('\n');
if (/<\/style/i.test(css)) fail(`${stylesheetUrls.join(' or ')} contains </style, which would end the inline element`);
stylesheets.forEach(([link], index) => {
  html = html.replace(link, () => (index === 0 ? `<style>${css}</style>` : ''));
});
for (const url of stylesheetUrls) {
  unlinkSync(stagedFile(url));
  checked.delete(url);
}
const stylesheetUrl = stylesheetUrls.join(' and ');
// The wasm is not preloaded by the page: the sign-in page's script (below) requests it, after the
// first paint when it draws the sign-in page (docs/architecture.md), at once otherwise. Why:
// docs/performance.md#wasm-after-the-first-paint.
const wasmPreloads = [...html.matchAll(linkRe)].filter(([, attrs]) => attr(attrs, 'href') === wasmUrl);
if (wasmPreloads.length !== 1) fail(`expected one <link> preloading ${wasmUrl}, found ${wasmPreloads.length}`);
html = html.replace(wasmPreloads[0][0], '');

// The loader, as Trunk wrote it, except that the wasm is fetched with its integrity, and that
// config.json is requested at the same moment (`api::config_file` takes that request), so the app's
// first screen does not wait for one more round trip after the wasm
// (docs/performance.md#config-requested-with-the-wasm). The catch only marks the promise handled:
// a failure still reaches the app, which shows its configuration error (an unhandled rejection
// would be the crash screen, src/panic.rs).
// The sign-in page's script (below) starts that request before the page is parsed; the loader
// starts it only if that script did not run. The sign-in page drawn before the app goes unless that
// script showed it: hidden, it would still lend its ids to the app's labels.
const earlyConfig =
  `const config = globalThis.__staffingConfig ?? fetch(${JSON.stringify(`${base}config.json`)}, { cache: 'no-store' });\n` +
  'config.catch(() => {});\n' +
  'globalThis.__staffingConfig = config;\n' +
  "if (!document.documentElement.classList.contains('first-paint')) document.getElementById('first-paint')?.remove();\n";
const initCall = loaderBody.match(/\n\s*const\s+wasm\s*=\s*await\s+init\(/)?.[0];
if (!initCall) fail("Trunk's loader has no `const wasm = await init(` line to start config.json before");
const loaderJs =
  '// Trunk\'s loader, moved out of index.html by scripts/post-build.mjs (strict CSP).\n' +
  loaderBody
    .trim()
    .replace(initCall.trimStart(), `${earlyConfig}${initCall.trimStart()}`)
    .replace(
      wasmRef[0],
      `module_or_path: globalThis.__staffingWasm ?? fetch(${JSON.stringify(wasmUrl)}, { integrity: ${JSON.stringify(wasmIntegrity)} })`,
    ) +
  '\n';
const loaderName = `loader-${createHash('sha256').update(loaderJs).digest('hex').slice(0, 16)}.js`;
for (const old of readdirSync(staging).filter((f) => /^loader-[0-9a-f]{16}\.js/.test(f))) {
  unlinkSync(join(staging, old));
}
writeFileSync(join(staging, loaderName), loaderJs);
const loaderIntegrity = sri(Buffer.from(loaderJs));
const loaderElement = `<script type="module" src="${base}${loaderName}" integrity="${loaderIntegrity}"></script>`;

// The external loader goes last in <head>, after the (module)preload links, so the preloads with
// their integrity are in flight before the loader's import asks for the same module.
html = html.replace(loaderTag, '');
if (/<\/head>/i.test(html)) {
  html = html.replace(/<\/head>/i, `${loaderElement}</head>`);
} else {
  fail('index.html has no </head>');
}

// The sign-in page before the app: its script, inline right after the title, before anything the
// page's markup would wait for.
const firstPaintSource = readFileSync(new URL('../src/pages/sign_in/first_paint.js', import.meta.url), 'utf8');
const configLine = "const CONFIG = '/config.json';";
if (!firstPaintSource.includes(configLine)) fail(`first_paint.js has no \`${configLine}\` line to give the build's public URL`);
const wasmLine = 'const WASM = null;';
if (!firstPaintSource.includes(wasmLine)) fail(`first_paint.js has no \`${wasmLine}\` line to name the wasm`);
const firstPaintWithBase = firstPaintSource
  .replace(configLine, () => `const CONFIG = ${JSON.stringify(`${base}config.json`)};`)
  .replace(wasmLine, () => `const WASM = ${JSON.stringify({ url: wasmUrl, integrity: wasmIntegrity })};`);
const firstPaintJs = (release ? await minified(firstPaintWithBase, 'iife') : firstPaintWithBase).trim();
if (/<\/script|<!--/i.test(firstPaintJs)) fail('first_paint.js contains </script or <!--, which would end or change the inline element');
if (!/\bid=["']?first-paint["'\s>]/.test(html)) fail('index.html has no #first-paint (src/pages/sign_in/first_paint.rs writes it)');
if (!/<\/title>/i.test(html)) fail('index.html has no <title>');
html = html.replace(/<\/title>/i, (end) => `${end}<script>${firstPaintJs}</script>`);

// Release: the policy for the two inline elements, first in <head> (a <meta> policy governs only
// what follows it). Without 'unsafe-inline', an inline script or style runs only if its exact text
// has the hash named here; the header adds the deployment's directives (connect-src and the rest).
// Debug builds get none: `make dev` sends no CSP, and `trunk serve` injects its live-reload script.
const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
if (release) {
  const policy = `script-src 'self' 'wasm-unsafe-eval' ${sha256(firstPaintJs)}; style-src 'self' ${sha256(css)}`;
  const charset = html.match(/<meta charset=["']?utf-8["']?\s*\/?>/i)?.[0];
  if (!charset) fail('index.html has no <meta charset=utf-8> to put the policy after');
  html = html.replace(charset, (tag) => `${tag}<meta http-equiv="Content-Security-Policy" content="${policy}">`);
}

// The numbering plans, hashed, and named in the page for the app (not fetched before it asks).
const plansBytes = readFileSync(new URL('../public/phone-plans.txt', import.meta.url));
const plansName = `phone-plans-${createHash('sha256').update(plansBytes).digest('hex').slice(0, 16)}.txt`;
for (const old of readdirSync(staging).filter((f) => /^phone-plans-[0-9a-f]{16}\.txt/.test(f))) {
  unlinkSync(join(staging, old));
}
writeFileSync(join(staging, plansName), plansBytes);
const plansMeta = `<meta name="phone-plans" content="${base}${plansName}" data-integrity="${sri(plansBytes)}">`;
html = html.replace(/<\/head>/i, `${plansMeta}</head>`);

const leftInline = [...html.matchAll(scriptRe)].filter((m) => attr(m[1], 'src') === undefined && m[2] !== firstPaintJs);
for (const m of leftInline) {
  if (release || !isAutoreload(m[2])) {
    fail(`index.html still has an inline script, which the CSP blocks: ${m[0].slice(0, 120)}…`);
  }
}
for (const [tag] of html.replace(scriptRe, '').matchAll(/<[a-z][^>]*>/gi)) {
  if (/\son[a-z]+\s*=/i.test(tag)) fail(`index.html has an inline event handler, which the CSP blocks: ${tag}`);
}
writeFileSync(htmlPath, html);
console.log(`post-build: loader moved to ${loaderName}; the sign-in page's script and ${stylesheetUrl} inline; ${plansName} named in the page; integrity checked for ${[...checked].join(', ')}`);

// The service worker: the files a page of this build loads, each with its integrity, written into
// service-worker/sw.js. A change to any of them changes the worker's bytes, so browsers install the
// new build's worker at their next navigation.
const workerTemplate = readFileSync(new URL('../service-worker/sw.js', import.meta.url), 'utf8');
const buildMarker = /\/\* BUILD \*\/[^\n]*\/\* END BUILD \*\//;
if (!buildMarker.test(workerTemplate)) fail('service-worker/sw.js has no /* BUILD */ … /* END BUILD */ line');
let worker;
if (release) {
  const manifestPath = join(staging, 'manifest.webmanifest');
  if (!existsSync(manifestPath)) fail('manifest.webmanifest is missing from the build (index.html copies it)');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    fail(`manifest.webmanifest is not JSON: ${error.message}`);
  }
  const iconUrls = (manifest.icons ?? []).map((icon) => icon.src);
  const buildUrls = [`${base}index.html`, `${base}${loaderName}`, ...checked, `${base}${plansName}`, `${base}favicon.svg`, `${base}manifest.webmanifest`, ...iconUrls];
  const files = [...new Set(buildUrls)].map((url) => {
    if (!url.startsWith(base) || !/^[\w./-]+$/.test(url.slice(base.length)) || url.includes('..')) {
      fail(`unexpected file for the service worker: ${url}`);
    }
    const path = join(staging, url.slice(base.length));
    if (!existsSync(path)) fail(`${url} is in the service worker's list but missing from the build`);
    return { url, integrity: sri(readFileSync(path)) };
  });
  const version = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16);
  const build = JSON.stringify({ version, base, files }, null, 2);
  // Minified like the JS: the worker is on the first download
  // (docs/performance.md#minified-js-and-worker).
  worker = await minified(workerTemplate.replace(buildMarker, () => build), 'iife');
  console.log(`post-build: sw.js (build ${version}) precaches ${files.length} files, ${Buffer.byteLength(worker)} bytes`);
} else {
  worker =
    "// Debug build (`make dev`): no offline support. This worker replaces a release build's worker\n" +
    '// that may still control this origin, then removes itself and its caches (docs/offline.md).\n' +
    "self.addEventListener('install', () => self.skipWaiting());\n" +
    "self.addEventListener('activate', (event) => event.waitUntil((async () => {\n" +
    "  for (const name of await caches.keys()) if (name.startsWith('staffing-')) await caches.delete(name);\n" +
    '  await self.registration.unregister();\n' +
    '})()));\n';
}
writeFileSync(join(staging, 'sw.js'), worker);

// Pre-compressed copies of the hashed assets (release only: brotli -q 11 on the wasm takes seconds).
// The files are the ones index.html and the loader name, not a pattern over file names: Trunk's
// hash is a u64 in hex without leading zeros, so one build in sixteen has a 15-digit hash, which
// a `{16}` pattern missed (the wasm then went out uncompressed).
// index.html too, in its final form (written above): the sign-in page is that one file, and brotli
// at quality 11 sends it in about 1.8 KB less than nginx's gzip on the fly
// (docs/performance.md#sign-in-page-pre-compressed). config.json never: a deployment edits it.
if (release) {
  // `checked` holds every asset with an integrity attribute, the JS and the wasm among them (see above).
  const hashed = [...[...checked].map(stagedFile), join(staging, loaderName), join(staging, plansName)];
  await Promise.all(
    [...hashed, htmlPath].flatMap((path) => [
      run('brotli', ['-q', '11', '-f', '-k', '-o', `${path}.br`, path]),
      run('gzip', ['-9', '-n', '-k', '-f', path]),
    ]),
  ).catch((error) => fail(`compressing: ${error.message} (brotli and gzip come from scripts/bootstrap.sh)`));
  console.log(`post-build: .br and .gz written for ${[...hashed, htmlPath].map((path) => basename(path)).join(', ')}`);
}
