// The benchmark's small HTTP servers, shared by bench.mjs and second-landing.mjs: the peer's static
// server, the proxy that forwards the same-origin recipe's platform prefixes, and how nginx with
// deploy/nginx/nginx.conf would encode an answer; bench.mjs's own: the same-origin deployment's
// proxy and our app served compressed for the slow first visit.
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';

const CONTENT_TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

/**
 * Forwards a request to `target` + the path after `prefix`, as deploy/nginx/platform-proxy.conf
 * does: method, headers (Host: the target's), body and query string untouched.
 */
export async function forward(req, res, target, prefix) {
  const http = await import('node:http');
  const url = new URL(target);
  const upstream = http.request(
    {
      host: url.hostname,
      port: url.port,
      method: req.method,
      path: `${url.pathname.replace(/\/$/, '')}${req.url.slice(prefix.length) || '/'}`,
      headers: { ...req.headers, host: url.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end(`bench proxy: ${error.message}`);
  });
  req.pipe(upstream);
}

/** The platform's two prefixes of the same-origin recipe (deploy/nginx/platform-proxy.conf). */
const PLATFORM_PREFIXES = ['/platform/', '/platform-app/'];
export const platformPrefix = (url) => PLATFORM_PREFIXES.find((prefix) => url.startsWith(prefix));

/**
 * The peer's static server, on `port` (0: a free one; `portVariable` names the setting that moves
 * it, for the error when it is taken). `compressed` (the slow first visit): its answers compressed as our
 * nginx recipe would (`nginxEncoding`), its page, script and stylesheets compressed at the settings
 * of our build's own pre-compressed files, as a build step would have written them beside them (ours
 * writes them for its page and hashed assets): all of them here, before any run (brotli at quality
 * 11 takes seconds, which no run may include).
 */
export async function servePeer(dist, port, { sameOriginApi = null, compressed = false, portVariable = 'BENCH_PEER_PORT' } = {}) {
  const http = await import('node:http');
  const root = path.resolve(dist);
  const precompressed = new Map();
  if (compressed) {
    const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    for (const file of walk(root).filter((f) => /\.(html|js|css)$/.test(f))) {
      const raw = fs.readFileSync(file);
      for (const encoding of ['br', 'gzip']) precompressed.set(`${file} ${encoding}`, compressBest(raw, encoding));
    }
  }
  const server = http.createServer((req, res) => {
    // The same-origin deployment of the peer: the platform under /platform on its own origin.
    const prefix = sameOriginApi && platformPrefix(req.url);
    if (prefix) {
      forward(req, res, sameOriginApi, prefix.slice(0, -1));
      return;
    }
    const urlPath = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (urlPath === '/favicon.ico') {
      // The peer has no icon; the browser asks anyway, and a 404 would be logged as an error.
      res.writeHead(204);
      res.end();
      return;
    }
    const file = path.resolve(root, `.${urlPath === '/' ? '/index.html' : urlPath}`);
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('not found');
      return;
    }
    const raw = fs.readFileSync(file);
    const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    const { body, encoding } = compressed
      ? nginxEncoding(req.headers['accept-encoding'], contentType, raw, (wanted) => precompressed.get(`${file} ${wanted}`) ?? null)
      : { body: raw, encoding: null };
    res.writeHead(200, {
      'Content-Type': contentType,
      'Content-Length': body.length,
      'Cache-Control': 'no-cache',
      ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
    });
    res.end(body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`the peer's server on port ${port}: ${error.message}${portVariable ? ` (set ${portVariable})` : ''}`)));
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}

/** The encodings a request accepts (Accept-Encoding, a q=0 refusing one). */
function acceptedEncodings(header = '') {
  const accepted = new Set();
  for (const part of String(header).split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';').map((x) => x.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) accepted.add(token);
  }
  return accepted;
}

/** The types deploy/nginx/nginx.conf compresses on the fly (`gzip on`: text/html always, and its gzip_types). */
const GZIP_ON_THE_FLY = /^(text\/html|application\/json|image\/svg\+xml|text\/plain)\b/;
const onTheFly = new Map();

/** Brotli and gzip at the settings of the build's own pre-compressed files (and of bench/sizes.mjs). */
function compressBest(buffer, encoding) {
  return encoding === 'br'
    ? zlib.brotliCompressSync(buffer, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        },
      })
    : zlib.gzipSync(buffer, { level: 9 });
}

/**
 * What nginx with deploy/nginx/nginx.conf sends for an answer of `contentType`: the pre-compressed
 * file beside a hashed asset, brotli first when the browser takes it (`brotli_static`), else gzip
 * (`gzip_static`): `precompressed(encoding)` gives it, or null; else, for the types its `gzip on`
 * covers, gzip on the fly at nginx's default level (1); else the body as it is.
 */
export function nginxEncoding(acceptEncoding, contentType, body, precompressed) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const encoding of ['br', 'gzip']) {
    const ready = accepted.has(encoding) ? precompressed(encoding) : null;
    if (ready) return { body: ready, encoding };
  }
  if (accepted.has('gzip') && GZIP_ON_THE_FLY.test(contentType ?? '')) {
    // (Cached by content: the same index.html and config.json come back in every run.)
    const key = crypto.createHash('sha256').update(body).digest('hex');
    if (!onTheFly.has(key)) onTheFly.set(key, zlib.gzipSync(body, { level: 1 }));
    return { body: onTheFly.get(key), encoding: 'gzip' };
  }
  return { body, encoding: null };
}

/**
 * Our app in the same-origin deployment: /platform/ and /platform-app/ forwarded to the API of the
 * second simulator (its answers held back), everything else to that simulator's app listener, which
 * serves dist/ with a config.json naming /platform and /platform-app.
 */
export async function serveSameOrigin(options) {
  const http = await import('node:http');
  const { app, api } = options.sameOrigin;
  const server = http.createServer((req, res) => {
    const prefix = platformPrefix(req.url);
    forward(req, res, prefix ? api : app, prefix ? prefix.slice(0, -1) : '');
  });
  await new Promise((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`the same-origin proxy on port ${options.sameOriginPort}: ${error.message} (set BENCH_SAME_ORIGIN_PORT)`)));
    server.listen(options.sameOriginPort, '127.0.0.1', resolve);
  });
  return server;
}

/**
 * Our app, compressed as deployed: a proxy in front of the simulator's app listener (which sends the
 * deployment's headers: CSP, COOP and the rest, and never compresses) that keeps its status and
 * headers and replaces the body per `nginxEncoding`: the build's own `.br`/`.gz` beside a file of
 * dist/ when the answer is that very file (a hashed asset, or index.html, which is also the answer
 * for a route), else gzip on the fly (config.json).
 */
export async function serveOursCompressed(options) {
  const http = await import('node:http');
  const upstreamUrl = new URL(options.appUrl);
  const dist = path.resolve(options.dist);
  const files = new Map();
  const read = (file) => {
    if (!files.has(file)) files.set(file, fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file) : null);
    return files.get(file);
  };
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET') {
      forward(req, res, options.appUrl, '');
      return;
    }
    const upstream = http.request(
      {
        host: upstreamUrl.hostname,
        port: upstreamUrl.port,
        method: 'GET',
        path: req.url,
        headers: { ...req.headers, host: upstreamUrl.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const raw = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          if (answer.statusCode !== 200 || headers['content-encoding']) {
            res.writeHead(answer.statusCode, headers);
            res.end(raw);
            return;
          }
          // The file nginx sends: the one asked for, or index.html for a route (its SPA fallback).
          const asked = path.resolve(dist, `.${decodeURIComponent(new URL(req.url, 'http://x').pathname)}`);
          const page = path.join(dist, 'index.html');
          const file = [asked, page].find((f) => f.startsWith(dist + path.sep) && read(f)?.equals(raw));
          const { body, encoding } = nginxEncoding(req.headers['accept-encoding'], headers['content-type'], raw, (wanted) =>
            file ? read(`${file}.${wanted === 'br' ? 'br' : 'gz'}`) : null,
          );
          delete headers['transfer-encoding'];
          headers['content-length'] = String(body.length);
          if (encoding) Object.assign(headers, { 'content-encoding': encoding, vary: 'Accept-Encoding' });
          res.writeHead(200, headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`bench proxy: ${error.message}`);
    });
    upstream.end();
  });
  await new Promise((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`the slow visit's server of this app on port ${options.slowAppPort}: ${error.message} (set BENCH_SLOW_APP_PORT)`)));
    server.listen(options.slowAppPort, '127.0.0.1', resolve);
  });
  return server;
}
