// The app's first download, measured the same way by `make bench` (bench.mjs) and by make test's
// guard on the cap (scripts/check-first-download.mjs): the wasm, JS and CSS of a build directory,
// files or inline in index.html, brotli at the CLI's settings.
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

/**
 * The cap on the first download (wasm + JS + CSS, brotli), in KB of 1000 B: 294, the build as it
 * is (292.68 KB, once the job seeker's profile went through the form engine and its own field
 * stack went) and a kilobyte and a bit more: brotli moves by a few hundred bytes for changes that
 * do not (a file name's hash). The product's goal, 292, is missed by less than a kilobyte. How it
 * moved, and what each step cost or won: docs/performance-log.md.
 */
export const FIRST_DOWNLOAD_CAP_KB = 294;

export function brotli(buffer) {
  return zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      // The brotli CLI's default window (24) rather than zlib's 22.
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;
}

export function measureSizes(dist) {
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist}/index.html is missing: build the app first (trunk build --release)`);
  }
  const files = fs
    .readdirSync(dist)
    .filter((name) => fs.statSync(path.join(dist, name)).isFile())
    // Pre-compressed copies, if the build writes them, are the same bytes again.
    .filter((name) => !/\.(br|gz)$/.test(name))
    .sort()
    .map((name) => {
      const buffer = fs.readFileSync(path.join(dist, name));
      const ext = path.extname(name).slice(1);
      return {
        file: name,
        kind: name.endsWith('.wasm') ? 'wasm' : ext,
        raw: buffer.length,
        gzip: zlib.gzipSync(buffer, { level: 9 }).length,
        brotli: brotli(buffer),
      };
    });
  // Script and style inline in index.html (ours: the sign-in page's script and the stylesheet,
  // scripts/post-build.mjs) count as the files they would otherwise be.
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const inline = [
    ...[...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => ['index.html <script>', 'js', m[1]]),
    ...[...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => ['index.html <style>', 'css', m[1]]),
  ].filter(([, , text]) => text.trim() !== '');
  for (const [file, kind, text] of inline) {
    const buffer = Buffer.from(text);
    files.push({ file, kind, raw: buffer.length, gzip: zlib.gzipSync(buffer, { level: 9 }).length, brotli: brotli(buffer) });
  }
  const initial = files.filter((f) => ['wasm', 'js', 'css'].includes(f.kind));
  const sum = (key) => initial.reduce((total, f) => total + f[key], 0);
  return {
    files,
    total_wasm_js_css: { files: initial.map((f) => f.file), raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') },
  };
}

/** The peer's files (for the record: its first download beside ours). */
export function measurePeerSizes(dist) {
  const files = [];
  const walk = (dir) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else if (!name.startsWith('.')) {
        const buffer = fs.readFileSync(file);
        files.push({ file: path.relative(dist, file), raw: buffer.length, gzip: zlib.gzipSync(buffer, { level: 9 }).length, brotli: brotli(buffer) });
      }
    }
  };
  walk(dist);
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  return { files, total: { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') } };
}
