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
 * How a session's end was found, where that changes what goes: 'start', the page's start found the session ended
 * (replay.ts startReplay, which the shell starts on a page shown offline or with saves waiting, after lib/api.ts
 * initSession checked the tokens). A page the server rendered for the member shown then is the worker's copy, their
 * data in its HTML: it hides and loads again, signed out.
 */
export type SessionEnd = 'start';

/** Whether the page was rendered for a member (src/layouts/AppLayout.astro: `null` for nobody, none on prerendered pages). */
const renderedForMember = (): boolean => (document.documentElement.dataset['shellMember'] ?? 'null') !== 'null';

/** The forgetting under way: a second end (a refresh refused, then the start's own) waits for the first. */
let forgetting: Promise<void> = Promise.resolve();

/**
 * What goes with every end of a session (lib/session.ts endSession, fetched only then; and a page started signed
 * out, in case the page that ended it closed first): the kept pages and the member's data read on the device
 * (device-data.ts), which a signed-out device never shows.
 *
 * The saves waiting (the outbox) stay. An end the member did not ask for (the refresh refused after its 7 days, a
 * session revoked elsewhere, a sanction) must not delete a week logged offline: they are sent when the same
 * member signs in again, and deleted, never sent nor shown, when a different member signs in on this device
 * (outbox.ts forgetOthers). An explicit logout asks first and deletes them (device-data.ts forgetDeviceData).
 */
export function forgetSessionData(end?: SessionEnd): Promise<void> {
  const leaving = end === 'start' && renderedForMember();
  if (leaving) hideMemberPage();
  forgetting = forgetting.then(async () => {
    // Imported here, not by this module: the shell's script names this module's chunk only, not the database's.
    const reads = async () => {
      if (typeof indexedDB === 'undefined') return;
      const { offlineDb } = await import('./offline-db');
      await (await offlineDb()).clear('reads');
    };
    await Promise.all([clearPageCaches(), reads()]).catch((err: unknown) =>
      console.error('offline: the device data could not be cleared', err),
    );
  });
  // Loaded again once the device has forgotten (leaving mid-way could cut a deletion short): online, the page guard
  // (src/middleware.ts) finds nobody and sends the visitor to the sign-in page, back to this page after; offline, the
  // worker has no copy left to serve, and the browser shows its own error page.
  if (leaving) void forgetting.then(() => location.reload());
  return forgetting;
}

/** Nothing of the member stays on screen while the device forgets them (the page's own islands go with it). */
function hideMemberPage(): void {
  document.querySelector('main')?.replaceChildren();
  document.body.hidden = true;
}

/**
 * A sign-in (lib/signed-in.ts), before the landing page loads: whoever the device kept pages, data or saves for, the
 * member now signed in finds none of another's (issue 30). A session that ended elsewhere (revoked, a sanction, a
 * password changed on another device) left them here, and no page of it ran to clear them. Every page and read goes
 * (the member's own are fetched again); the member's own saves waiting stay, to be sent.
 */
export async function forgetOthersAtSignIn(member: number | null): Promise<void> {
  await forgetSessionData();
  if (member === null || typeof indexedDB === 'undefined') return;
  const { forgetOthers } = await import('./device-data');
  await forgetOthers(member).catch((err: unknown) =>
    console.error('outbox: another member’s saves could not be deleted', err),
  );
}
