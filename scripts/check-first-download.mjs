#!/usr/bin/env node
// make test's guard on the first download: the release build's wasm, JS and CSS, brotli, must stay
// within the cap. `make bench` reports the same figure (bench/sizes.mjs) but judges no budget, so
// without this a change could cross the cap unnoticed.
//
//   node scripts/check-first-download.mjs [DIST]        # default: dist
//   node scripts/check-first-download.mjs --cap 280     # another cap, in KB of 1000 B
import { FIRST_DOWNLOAD_CAP_KB, measureSizes } from '../bench/sizes.mjs';

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
process.exit(kb <= cap ? 0 : 1);
