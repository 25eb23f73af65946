import { CLEAR_PAGES_MESSAGE, PAGE_CACHE_PREFIX } from '../../sw/cache-names';

/**
 * Deletes the member pages the service worker kept on this device (they hold the member's data as the server
 * rendered it), and tells the worker to do the same, in case a page it is fetching lands after this.
 */
export async function clearPageCaches(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage(CLEAR_PAGES_MESSAGE);
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PAGE_CACHE_PREFIX)).map((name) => caches.delete(name)));
}

/**
 * What goes with every end of a session (lib/session.ts endSession, fetched only then; and a page started signed
 * out, in case the page that ended it closed first): the kept pages and the member's data read on the device
 * (device-data.ts), which a signed-out device never shows.
 *
 * The saves waiting (the outbox) stay. An end the member did not ask for (the refresh refused after its 7 days, a
 * session revoked elsewhere, a sanction) must not delete a week logged offline: they are sent when the same member
 * signs in again, and deleted, never sent nor shown, when a different member signs in on this device
 * (outbox.ts forgetOthers). An explicit logout asks first and deletes them (device-data.ts forgetDeviceData).
 */
export async function forgetSessionData(): Promise<void> {
  // Imported here, not by this module: the shell's script names this module's chunk only, not the database's.
  const reads = async () => {
    if (typeof indexedDB === 'undefined') return;
    const { offlineDb } = await import('./offline-db');
    await (await offlineDb()).clear('reads');
  };
  await Promise.all([clearPageCaches(), reads()]).catch((err: unknown) =>
    console.error('offline: the device data could not be cleared', err),
  );
}
