/**
 * The crew pages' service worker (docs/decisions/058), registered by src/crew-main.tsx for /crew only: it keeps
 * crew.html and the crew entry's built files, listed by the build (scripts/crew-service-worker.ts), so that a crew
 * member's phone opens /crew without signal. Pages are asked of the network first (a new build shows as soon as the
 * phone reaches it) and the kept shell answers when the network fails or is slower than NETWORK_WAIT_MS; the hashed
 * files answer from the cache. A new build is a new worker (its list differs): it keeps the new files, takes over
 * and drops the old ones. Everything else (the API, images) goes to the network as if there were no worker.
 */

type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

/** Written by the build: the shell's path first, then every file the crew pages may load, and their version. */
declare const __CREW_OFFLINE__: { version: string; files: string[] };

const worker = self as unknown as WorkerScope;
const { version, files } = __CREW_OFFLINE__;
const CACHE_PREFIX = 'crew-pages-';
const CACHE = `${CACHE_PREFIX}${version}`;
const SHELL = files[0];
const kept = new Set(files);
/** How long a page waits for the network before the kept shell answers: a weak signal is as good as none. */
const NETWORK_WAIT_MS = 4000;

/** A response as the cache should hold it: a redirected one (a host's /crew.html to /crew) cannot answer a navigation. */
async function storable(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers });
}

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await Promise.all(
        files.map(async (file) => {
          // The shell past the browser's HTTP cache: it must be this build's.
          const response = await fetch(file, { cache: file === SHELL ? 'no-cache' : 'default' });
          if (!response.ok) throw new Error(`${file} answered ${response.status}`);
          await cache.put(file, await storable(response));
        }),
      );
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
      await worker.clients.claim();
    })(),
  );
});

/** A crew page: the network's answer, or the kept shell when the network fails or keeps the phone waiting. */
async function page(request: Request): Promise<Response> {
  const network = fetch(request);
  const shell = await caches.match(SHELL, { cacheName: CACHE });
  if (!shell) return network;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(shell), NETWORK_WAIT_MS);
    network.then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      () => {
        clearTimeout(timer);
        resolve(shell);
      },
    );
  });
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') {
    if (/^\/crew(\/|$)/.test(url.pathname)) event.respondWith(page(request));
    return;
  }
  if (kept.has(url.pathname)) event.respondWith(caches.match(url.pathname, { cacheName: CACHE }).then((response) => response ?? fetch(request)));
});
