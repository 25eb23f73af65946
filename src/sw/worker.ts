/**
 * The site's service worker (issue 30), bundled by integrations/service-worker.ts into `<outDir>/client/sw.js` with
 * the build's file list inlined. The layout registers it on signed-in pages only, as `/sw.js?m=<member id>`: the
 * pages it keeps belong to that member (see routes.ts for what it does with each request).
 *
 * It takes over at once (skipWaiting) and takes the pages already open (clients.claim): it only ever answers with
 * hashed build files, whose content never changes under a name, and with the network's own answer for a page
 * (falling back to the last copy only when the network fails). So an old page and a new worker never disagree
 * about a file's content, and waiting for every tab to close would only leave a member on the old build's worker,
 * or, on the first visit, with no worker at all while the page that registered it is open (its day dialog would
 * then not open offline).
 */
import { precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core';
import { ASSET_CACHE, CLEAR_PAGES_MESSAGE, OUTBOX_SYNC_TAG, PAGE_CACHE_PREFIX, REPLAY_MESSAGE } from './cache-names';
import type { BuildFiles } from './precache-list';
import {
  isAsset,
  isKeptPage,
  isOtherPageCache,
  memberOfWorker,
  missingAssets,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  pageCacheKey,
  pageCacheName,
} from './routes';

/** Inlined by the build (integrations/service-worker.ts). */
declare const __BUILD_FILES__: BuildFiles;

/** The little of ServiceWorkerGlobalScope used here (the project's types are the page's, not a worker's). */
interface WaitingEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
  data?: unknown;
  /** A sync event's tag. */
  tag?: string;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate' | 'message' | 'sync', listener: (event: WaitingEvent) => void): void;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window' }): Promise<ReadonlyArray<{ url: string; postMessage(data: unknown): void }>>;
  };
}

const worker = self as unknown as WorkerScope;
const origin = worker.location.origin;
const member = memberOfWorker(worker.location.href);
const known = new Set(__BUILD_FILES__.assets);

/** Only a page's or a file's own full answer is kept: no redirect (the sign-in page), no error, no other origin. */
const okOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && response.type === 'basic' && !response.redirected ? response : null,
};

/**
 * A kept page the server now sends elsewhere: the session ended on the server (a sanction, "sign out everywhere", a
 * password changed on another device) while this device's tokens still look valid, so no page ended it here. The
 * member's kept pages go at once, before a lost phone in airplane mode could show them.
 */
const endedElsewhere: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.type === 'opaqueredirect' || response.redirected) await deletePageCaches(() => true);
    return response;
  },
};

worker.addEventListener('install', () => void worker.skipWaiting());

precacheAndRoute(__BUILD_FILES__.precache.map((url) => ({ url, revision: null })));

registerRoute(({ url }) => isAsset(url, origin), new CacheFirst({ cacheName: ASSET_CACHE, plugins: [okOnly] }));

if (member !== null) {
  const pages = pageCacheName(member);
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && isKeptPage(url, origin),
    new NetworkFirst({
      cacheName: pages,
      networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
      plugins: [
        okOnly,
        endedElsewhere,
        { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(new URL(request.url)) },
      ],
    }),
  );
}

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await worker.clients.claim();
      await dropWhatIsNotOurs();
      await keepOpenPages();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data === CLEAR_PAGES_MESSAGE) event.waitUntil(deletePageCaches(() => true));
});

// The replay's Background Sync (src/lib/offline/replay.ts): the worker has no token, so the open pages send.
worker.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window' }).then((pages) => {
      for (const page of pages) page.postMessage(REPLAY_MESSAGE);
    }),
  );
});

function deletePageCaches(which: (name: string) => boolean): Promise<unknown> {
  return caches
    .keys()
    .then((names) =>
      Promise.all(names.filter((n) => n.startsWith(PAGE_CACHE_PREFIX) && which(n)).map((n) => caches.delete(n))),
    );
}

/**
 * Another member's pages (this device changed hands without a logout), pages that name files of an older build,
 * and large files of an older build all go.
 */
async function dropWhatIsNotOurs(): Promise<void> {
  await deletePageCaches((name) => isOtherPageCache(name, member));
  if (member !== null) {
    const pages = await caches.open(pageCacheName(member));
    for (const request of await pages.keys()) {
      const html = (await (await pages.match(request))?.text()) ?? '';
      if (missingAssets(html, known).length > 0) await pages.delete(request);
    }
  }
  const assets = await caches.open(ASSET_CACHE);
  for (const request of await assets.keys()) {
    if (!known.has(new URL(request.url).pathname)) await assets.delete(request);
  }
}

/**
 * The page that registered the worker was loaded before the worker existed, so no copy of it was kept: fetch it
 * again now, so the first visit already leaves a page to show offline.
 */
async function keepOpenPages(): Promise<void> {
  if (member === null) return;
  const pages = await caches.open(pageCacheName(member));
  for (const client of await worker.clients.matchAll({ type: 'window' })) {
    const url = new URL(client.url);
    if (!isKeptPage(url, origin) || (await pages.match(pageCacheKey(url)))) continue;
    try {
      const response = await fetch(url, { credentials: 'same-origin', redirect: 'manual' });
      // A navigation the worker answered meanwhile kept a newer copy: this one must not replace it.
      if (response.status !== 200 || response.type !== 'basic' || (await pages.match(pageCacheKey(url)))) continue;
      await pages.put(pageCacheKey(url), response);
    } catch {
      // Offline already: nothing to keep.
    }
  }
}
