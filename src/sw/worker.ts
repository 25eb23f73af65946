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
  assetCacheKey,
  isAsset,
  isAssetToKeep,
  isKeptPage,
  isOtherPageCache,
  isPageToKeep,
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
  cacheWillUpdate: async ({ response }) => (isPageToKeep(response) ? response : null),
};

/**
 * A kept page the server now sends elsewhere: most often the session ended on the server (a sanction, "sign out
 * everywhere", a password changed on another device) while this device's tokens still look valid, so no page ended
 * it here. A navigation's redirect is opaque, so the worker cannot tell that from a page the member may no longer
 * open (a membership that lapsed): it errs on the side of privacy, and the member's kept pages all go at once,
 * before a lost phone in airplane mode could show them. The next visits online keep them again.
 */
const endedElsewhere: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.type === 'opaqueredirect' || response.redirected) await deletePageCaches(() => true);
    return response;
  },
};

worker.addEventListener('install', () => void worker.skipWaiting());

precacheAndRoute(__BUILD_FILES__.precache.map((url) => ({ url, revision: null })));

registerRoute(
  ({ url }) => isAsset(url, origin, known),
  new CacheFirst({
    cacheName: ASSET_CACHE,
    plugins: [okOnly, { cacheKeyWillBeUsed: async ({ request }) => assetCacheKey(new URL(request.url)) }],
  }),
);

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
      const dropped = await dropWhatIsNotOurs();
      const open = (await worker.clients.matchAll({ type: 'window' })).map((page) => page.url);
      // The open pages first (one of them may have registered this worker, and was loaded before it kept anything),
      // then the pages dropped for naming an older build: the member who opens the app once after a deploy still
      // finds them all offline.
      await keepPages(open);
      await keepPages(dropped);
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
 * and large files of an older build (or kept under a query by an older worker) all go. Answers the addresses of the member's pages dropped for the build, to
 * be fetched again.
 */
async function dropWhatIsNotOurs(): Promise<string[]> {
  await deletePageCaches((name) => isOtherPageCache(name, member));
  const dropped: string[] = [];
  if (member !== null) {
    const pages = await caches.open(pageCacheName(member));
    for (const request of await pages.keys()) {
      const html = (await (await pages.match(request))?.text()) ?? '';
      if (missingAssets(html, known).length > 0 && (await pages.delete(request))) dropped.push(request.url);
    }
  }
  const assets = await caches.open(ASSET_CACHE);
  for (const request of await assets.keys()) {
    if (!isAssetToKeep(request.url, origin, known)) await assets.delete(request);
  }
  return dropped;
}

/**
 * Keeps a copy of each of `urls` (the member's own pages only) that has none yet, fetched as the member's browser
 * would: with their cookies, a redirect not followed (the sign-in page is never kept as the page), the answer kept
 * only when the page's own (isPageToKeep). A redirect means the session ended on the server: every kept page goes.
 * Each fetch is bounded by the pages' network timeout: a navigation waits while the worker activates, so a page slow
 * to come is left for the member's next visit online.
 */
async function keepPages(urls: readonly string[]): Promise<void> {
  if (member === null) return;
  const pages = await caches.open(pageCacheName(member));
  const keep = async (url: URL): Promise<void> => {
    if (!isKeptPage(url, origin) || (await pages.match(pageCacheKey(url)))) return;
    try {
      const signal = AbortSignal.timeout(PAGE_NETWORK_TIMEOUT_SECONDS * 1000);
      const response = await fetch(url, { credentials: 'same-origin', redirect: 'manual', signal });
      if (response.type === 'opaqueredirect') await deletePageCaches(() => true);
      // A navigation the worker answered meanwhile kept a newer copy: this one must not replace it.
      if (!isPageToKeep(response) || (await pages.match(pageCacheKey(url)))) return;
      await pages.put(pageCacheKey(url), response);
    } catch {
      // Offline, or too slow: nothing to keep now.
    }
  };
  await Promise.all([...new Set(urls)].map((url) => keep(new URL(url))));
}
