import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { APP_DIR } from './env';

/** A file index.html refers to, with the integrity it declares. */
export interface Subresource {
  /** The URL path, `/name-<hash>.js`. */
  url: string;
  /** The `integrity` attribute, or '' when there is none. */
  integrity: string;
  /** The file in dist/. */
  file: string;
}

/** An element inline in index.html, and the CSP source that allows exactly its text. */
export interface Inline {
  text: string;
  /** `'sha256-<base64>'` of the text, as a browser computes it for the policy. */
  hash: string;
}

/** What the built index.html loads (scripts/post-build.mjs writes the loader). */
export interface BuiltApp {
  html: string;
  /** The `<meta http-equiv="Content-Security-Policy">` content: script-src and style-src. */
  pagePolicy: string;
  /** The inline `<script>` first in <head>: the sign-in page before the app (first_paint.js). */
  firstPaint: Inline;
  /** `<script type="module" src=…>`: the loader moved out of index.html. */
  loader: Subresource;
  /** `<link rel="modulepreload">`: the wasm-bindgen JS the loader imports. */
  bindings: Subresource;
  /** The wasm, as the loader fetches it (the sign-in page's script too), with its integrity. */
  wasm: Subresource;
  /** The inline `<style>`: the app's stylesheet. */
  stylesheet: Inline;
  /** Inline `<script>` elements, whole (the first-paint script must be the only one). */
  inlineScripts: string[];
}

function attr(attrs: string, name: string): string | undefined {
  const m = attrs.match(
    new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=[\\s/]|$)`, 'i'),
  );
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : undefined;
}

/** `'sha256-<base64>'` of an inline element's text, as a CSP source names it. */
export function cspHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** `sha384-<base64>` of a file's bytes, as a browser computes it. */
export function sri(bytes: Buffer | string): string {
  return `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
}

/** Reads dist/index.html (or APP_DIR's) and finds what it loads. */
export function builtApp(dir = APP_DIR): BuiltApp {
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const resource = (url: string | undefined, integrity: string | undefined, what: string): Subresource => {
    if (!url) throw new Error(`${dir}/index.html has no ${what}`);
    return { url, integrity: integrity ?? '', file: path.join(dir, url.replace(/^\//, '')) };
  };
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  const external = scripts.filter((m) => attr(m[1], 'src') !== undefined);
  const links = [...html.matchAll(/<link\b([^>]*)>/gi)].map((m) => m[1]);
  const link = (pred: (attrs: string) => boolean) => links.find(pred);
  const rel = (attrs: string) => (attr(attrs, 'rel') ?? '').toLowerCase();
  const modulePreload = link((a) => rel(a) === 'modulepreload');
  if (link((a) => rel(a) === 'stylesheet')) throw new Error('index.html links a stylesheet: post-build.mjs inlines it');
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]);
  if (styles.length !== 1) throw new Error(`expected one <style> in index.html, found ${styles.length}`);
  const inline = scripts.filter((m) => attr(m[1], 'src') === undefined);
  if (external.length !== 1) throw new Error(`expected one external script in index.html (the loader), found ${external.length}`);
  if (inline.length < 1) throw new Error('index.html has no inline script: the sign-in page before the app is missing');
  const loader = external.find((m) => attr(m[1], 'type') === 'module');
  const policy = [...html.matchAll(/<meta\b([^>]*)>/gi)].map((m) => m[1]).find((a) => (attr(a, 'http-equiv') ?? '').toLowerCase() === 'content-security-policy');
  if (!policy) throw new Error('index.html has no <meta http-equiv="Content-Security-Policy"> (a release build writes one)');
  const loaderUrl = loader && attr(loader[1], 'src');
  const loaderText = loaderUrl ? fs.readFileSync(path.join(dir, loaderUrl.replace(/^\//, '')), 'utf8') : '';
  const wasm = loaderText.match(/fetch\("([^"]+_bg\.wasm)", \{ integrity: "([^"]+)" \}\)/);
  return {
    html,
    pagePolicy: attr(policy, 'content') ?? '',
    firstPaint: { text: inline[0][2], hash: cspHash(inline[0][2]) },
    loader: resource(loader && attr(loader[1], 'src'), loader && attr(loader[1], 'integrity'), 'loader script'),
    bindings: resource(modulePreload && attr(modulePreload, 'href'), modulePreload && attr(modulePreload, 'integrity'), 'modulepreload'),
    wasm: resource(wasm?.[1], wasm?.[2], "the loader's wasm request"),
    stylesheet: { text: styles[0], hash: cspHash(styles[0]) },
    inlineScripts: inline.map((m) => m[0]),
  };
}
