#!/usr/bin/env node
// make test's guard on the first download: the release build's wasm, JS and CSS, brotli, must stay
// within the cap; and what the sign-in page drawn before the app adds within its 6 KB. `make bench` reports the same figure (bench/sizes.mjs) but judges no budget, so
// without this a change could cross the cap unnoticed.
//
//   node scripts/check-first-download.mjs [DIST]        # default: dist
//   node scripts/check-first-download.mjs --cap 280     # another cap, in KB of 1000 B
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_DOWNLOAD_CAP_KB, brotli, measureSizes } from '../bench/sizes.mjs';

/** The sign-in page drawn before the app: its markup and script together, brotli, in bytes. */
const FIRST_PAINT_ALLOWANCE_B = 6000;

const args = process.argv.slice(2);
let cap = FIRST_DOWNLOAD_CAP_KB;
let dist = 'dist';
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--cap') cap = Number(args[++i]);
  else dist = args[i];
}
if (!Number.isFinite(cap) || cap <= 0) {
  console.error('check-first-download: --cap takes a number of KB');
  process.exit(2);
}

let sizes;
try {
  sizes = measureSizes(dist);
} catch (error) {
  console.error(`check-first-download: ${error.message}`);
  process.exit(2);
}
const total = sizes.total_wasm_js_css;
for (const f of sizes.files.filter((f) => total.files.includes(f.file))) {
  console.log(`${f.file.padEnd(48)} ${String(f.raw).padStart(8)} B raw ${String(f.brotli).padStart(8)} B brotli`);
}
const kb = total.brotli / 1000;
const verdict = kb <= cap ? 'within' : 'OVER';
console.log(`first download: ${kb.toFixed(2)} KB brotli, ${verdict} the ${cap} KB cap`);

// What the sign-in page drawn before the app adds (docs/architecture.md): its markup in index.html
// and its script (counted above too), brotli each, against their own allowance.
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const markup = html.match(/<div id=["']?first-paint["'\s>][\s\S]*<\/main><\/div>/)?.[0];
const script = sizes.files.find((f) => f.file === 'index.html <script>');
let extraOk = true;
if (!markup || !script) {
  console.log('sign-in page before the app: not in this build');
} else {
  const extra = brotli(Buffer.from(markup)) + script.brotli;
  extraOk = extra <= FIRST_PAINT_ALLOWANCE_B;
  console.log(
    `sign-in page before the app: markup ${brotli(Buffer.from(markup))} B + script ${script.brotli} B brotli = ` +
      `${(extra / 1000).toFixed(2)} KB, ${extraOk ? 'within' : 'OVER'} its ${FIRST_PAINT_ALLOWANCE_B / 1000} KB`,
  );
}
process.exit(kb <= cap && extraOk ? 0 : 1);
