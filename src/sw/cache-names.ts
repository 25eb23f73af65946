/**
 * The names the service worker, the pages and the build share (src/sw/worker.ts, src/lib/offline/page-caches.ts,
 * integrations/service-worker.ts). Kept apart from the worker's code so a page that clears the caches fetches only
 * these few strings.
 */

/** Every cache of member pages starts with this; the member's id follows (pageCacheName). */
export const PAGE_CACHE_PREFIX = 'fitgroup-pages-';

/** Hashed build files that are not precached (too large to fetch ahead), kept once a page has used them. */
export const ASSET_CACHE = 'fitgroup-assets';

/** What a page posts to the worker when the session ends: drop every cached page now. */
export const CLEAR_PAGES_MESSAGE = 'fitgroup:clear-pages';

/** The Background Sync tag the replay asks for (src/lib/offline/replay.ts). */
export const OUTBOX_SYNC_TAG = 'fitgroup-outbox';

/** What the worker posts to the open pages when the browser fires that sync: send what waits now. */
export const REPLAY_MESSAGE = 'fitgroup:replay';

/** Where the build's hashed files live; their names change with their content, so a copy never goes stale. */
export const ASSET_PREFIX = '/_astro/';
