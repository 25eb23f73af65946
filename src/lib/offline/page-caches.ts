import { CLEAR_PAGES_MESSAGE, PAGE_CACHE_PREFIX } from '../../sw/cache-names';

/**
 * Deletes the member pages the service worker kept on this device (they hold the member's data as the server
 * rendered it), and tells the worker to do the same, in case a page it is fetching lands after this. Called when
 * the session ends (lib/session.ts endSession), fetched only then.
 */
export async function clearPageCaches(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage(CLEAR_PAGES_MESSAGE);
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PAGE_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
