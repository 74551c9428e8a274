// The app's service worker, hand-written (docs/offline.md). scripts/post-build.mjs writes
// it to dist/sw.js with BUILD filled in: the files of this build with their integrity. Served from
// the site root, so its scope is every route; served with Cache-Control: no-cache, so the browser
// finds a new build at the next navigation (every build changes BUILD, hence these bytes).
//
// It caches an allow-list and nothing else:
// - the build's files (BUILD.files: index.html, with the sign-in page's script and the stylesheet
//   inline, the hashed loader, JS and wasm, the icons and the manifest), fetched at install with
//   their integrity; served from the cache;
// - /config.json, the deployment's file: network first, the last copy when offline;
// - navigations (every route is index.html): network first, this build's index.html when offline.
// Every other request is left alone (no respondWith): the browser fetches it as if there were no
// worker. That is the API (on other origins, or same-origin under a proxy prefix), pictures, and
// anything that carries the user's token, none of which is ever stored.
'use strict';

const BUILD = /* BUILD */ { version: 'unbuilt', base: '/', files: [] } /* END BUILD */;
const CACHE = `staffing-${BUILD.version}`;
const DOCUMENT = `${BUILD.base}index.html`;
const CONFIG = `${BUILD.base}config.json`;
const FILES = new Set(BUILD.files.map((file) => file.url));

self.addEventListener('install', (event) => {
  routeAroundTheWorker(event);
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // A file that fails its integrity check fails the install: no half-cached build.
      await Promise.all(
        BUILD.files.map(async ({ url, integrity }) => {
          const response = await fetch(new Request(url, { integrity, cache: 'no-cache' }));
          if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
          await cache.put(url, response);
        }),
      );
      // config.json now, so that the very first reload without a connection already starts.
      await refresh(cache, new Request(CONFIG, { cache: 'no-store' })).catch(() => {});
      // The new build takes over at once; the page then offers to reload (src/browser/service_worker.rs).
      await self.skipWaiting();
    })(),
  );
});

/**
 * Tells the browser which requests this worker answers (the `fetch` handler below) and sends every
 * other one, the platform's calls and pictures above all, straight to the network: a stopped
 * worker (one idle for 30 s) then does not have to start before sign_in can leave
 * (docs/performance.md#requests-that-skip-the-worker). Chromium 123+ (static routing);
 * elsewhere, and if the browser refuses the rules, every request goes through the handler, which
 * answers only the allow-list.
 */
function routeAroundTheWorker(event) {
  if (typeof event.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  const here = new URL(self.location.href);
  const origin = { protocol: here.protocol.slice(0, -1), hostname: here.hostname, port: here.port };
  // A file of this build or config.json, as the handler matches them: same origin, no query.
  const exactly = (pathname) => ({
    urlPattern: new URLPattern({ ...origin, pathname: pathname.replace(/[\\:*?+(){}]/g, '\\$&'), search: '' }),
  });
  const answered = [{ requestMode: 'navigate' }, exactly(CONFIG), ...[...FILES].map(exactly)];
  try {
    event
      .addRoutes([
        ...answered.map((condition) => ({ condition, source: 'fetch-event' })),
        { condition: { urlPattern: new URLPattern({}) }, source: 'network' },
      ])
      .catch(() => {});
  } catch {
    // Rules this browser does not understand: the handler sees every request and answers only the
    // allow-list.
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const old = (await caches.keys()).filter((name) => name.startsWith('staffing-') && name !== CACHE);
      await Promise.all(old.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, DOCUMENT));
  } else if (url.pathname === CONFIG && url.search === '') {
    event.respondWith(networkFirst(request, CONFIG));
  } else if (FILES.has(url.pathname) && url.search === '') {
    event.respondWith(cacheFirst(request));
  }
});

/** Fetches `request`; a 200 is kept as the copy of `CONFIG` (the only network answer ever stored). */
async function refresh(cache, request) {
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname === CONFIG) {
    await cache.put(CONFIG, response.clone());
  }
  return response;
}

/** The network's answer; without a network, the cached `fallback`. */
async function networkFirst(request, fallback) {
  const cache = await caches.open(CACHE);
  try {
    return await refresh(cache, request);
  } catch (error) {
    const cached = await cache.match(fallback);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  return (await cache.match(request, { ignoreVary: true })) ?? fetch(request);
}
