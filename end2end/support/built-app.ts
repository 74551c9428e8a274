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

/** What the built index.html loads (scripts/post-build.mjs writes the loader). */
export interface BuiltApp {
  html: string;
  /** `<script src=…>` first in <head>: the sign-in page before the app (first_paint.js). */
  firstPaint: Subresource;
  /** `<script type="module" src=…>`: the loader moved out of index.html. */
  loader: Subresource;
  /** `<link rel="modulepreload">`: the wasm-bindgen JS the loader imports. */
  bindings: Subresource;
  /** The wasm, as the loader fetches it (the sign-in page's script too), with its integrity. */
  wasm: Subresource;
  stylesheet: Subresource;
  /** Inline `<script>` elements (there must be none). */
  inlineScripts: string[];
}

function attr(attrs: string, name: string): string | undefined {
  const m = attrs.match(
    new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=[\\s/]|$)`, 'i'),
  );
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : undefined;
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
  const css = link((a) => rel(a) === 'stylesheet');
  if (external.length !== 2) throw new Error(`expected two external scripts in index.html, found ${external.length}`);
  const loader = external.find((m) => attr(m[1], 'type') === 'module');
  const firstPaint = external.find((m) => attr(m[1], 'type') === undefined);
  const loaderUrl = loader && attr(loader[1], 'src');
  const loaderText = loaderUrl ? fs.readFileSync(path.join(dir, loaderUrl.replace(/^\//, '')), 'utf8') : '';
  const wasm = loaderText.match(/fetch\("([^"]+_bg\.wasm)", \{ integrity: "([^"]+)" \}\)/);
  return {
    html,
    firstPaint: resource(firstPaint && attr(firstPaint[1], 'src'), firstPaint && attr(firstPaint[1], 'integrity'), 'first-paint script'),
    loader: resource(loader && attr(loader[1], 'src'), loader && attr(loader[1], 'integrity'), 'loader script'),
    bindings: resource(modulePreload && attr(modulePreload, 'href'), modulePreload && attr(modulePreload, 'integrity'), 'modulepreload'),
    wasm: resource(wasm?.[1], wasm?.[2], "the loader's wasm request"),
    stylesheet: resource(css && attr(css, 'href'), css && attr(css, 'integrity'), 'stylesheet'),
    inlineScripts: scripts.filter((m) => attr(m[1], 'src') === undefined).map((m) => m[0]),
  };
}
