import { ApiError } from '../api';
import { offlineText } from '../i18n/en/offline';
import { textNow } from '../i18n/text';
import { $identity, syncSession } from '../session';
import { keep, queuedBefore, type NewEntry } from './outbox';
import { showOutboxCount } from './outbox-badge';

/**
 * A save that is kept on the device when there is no network (issue 30), for the data layer's mutators. The save is
 * sent at once with its client id as `Idempotency-Key`; when it fails for lack of network (or the browser knows it
 * is offline and it is not tried), the same write, with the same id, goes into the outbox, and the mutator answers
 * what the member saved (`shown`), marked as kept. A save of something with an earlier save still waiting is kept
 * behind it without a try, so the two land in the order they were made. Any other failure is the mutator's.
 */

const kept = new WeakSet<object>();

/** Whether a mutator's answer is a save kept on the device (not yet on the server). */
export const wasKept = (answer: unknown): boolean => typeof answer === 'object' && answer !== null && kept.has(answer);

/** What the member reads beside the control of a save kept on the device. */
export const keptMessage = (): string => textNow(offlineText.save).kept;

/** What a save's control says after it: `saved`, or that the save is kept on the device. */
export const savedOrKept = (answer: unknown, saved: string): string => (wasKept(answer) ? keptMessage() : saved);

/** A failure that keeps the save: no answer from the server (no network, a timeout, a download that failed). */
export const forLackOfNetwork = (err: unknown): boolean => err instanceof ApiError && err.network;

/**
 * The replay listens for the network from now on. Its code comes now; a page whose code is not kept offline (no
 * worker yet) fetches it when the network is back.
 */
function startReplayHere(): void {
  import('./replay')
    .then(({ startReplay }) => startReplay())
    .catch(() => window.addEventListener('online', startReplayHere, { once: true }));
}

let persistAsked = false;

/**
 * Asks the browser, once a page, to keep this site's storage under storage pressure: an evicted origin would lose the
 * saves not yet sent. Some browsers grant it silently, some ask the member, some refuse; the save is kept either way.
 */
function askToKeepStorage(): void {
  if (persistAsked) return;
  persistAsked = true;
  navigator.storage?.persist?.().catch(() => undefined);
}

/** The browser says it has no network: the save is kept without trying (a try would only wait for its timeout). */
const knownOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

export type KeptSave = Omit<NewEntry, 'member'>;

/**
 * Sends a save with `send` (given its Idempotency-Key header), or keeps `entry` in the outbox when the network is
 * missing and answers `shown` marked as kept. Signed out, or with nothing to show (`shown` undefined: what was saved
 * is not in the cache), nothing is kept: the failure is the save's.
 */
export async function sendOrKeep<T extends object>(
  entry: KeptSave,
  send: (headers: Record<string, string>) => Promise<T>,
  shown: T | undefined,
): Promise<T> {
  const id = crypto.randomUUID();
  let failure: unknown = new ApiError(0, null, true);
  // The stored tokens, read again: a tab whose session store fell behind (a page restored from the back-forward
  // cache after another member signed in) must not keep a save as the member before, which would delete the new one's.
  syncSession();
  const member = $identity.get().user_id;
  const behind = member !== null && shown !== undefined && (await queuedBefore(member, entry.path).catch(() => false));
  if (!knownOffline() && !behind) {
    try {
      const answer = await send({ 'Idempotency-Key': id });
      // Once the mutator has put the answer into the cache, the device keeps the member's data as it now is.
      // Best effort: a device without IndexedDB keeps nothing, and the save is made all the same.
      setTimeout(
        () => void import('./device-data').then(({ rememberOwnData }) => rememberOwnData()).catch(() => undefined),
        0,
      );
      return answer;
    } catch (err) {
      if (!forLackOfNetwork(err)) throw err;
      failure = err;
    }
  }
  if (member === null || shown === undefined) throw failure;
  try {
    await keep({ ...entry, member, shown }, id);
  } catch (err) {
    // No IndexedDB here (a private window of some browsers): the save fails as it did before the outbox.
    console.error('outbox: the save could not be kept on this device', err);
    throw failure;
  }
  showOutboxCount();
  askToKeepStorage();
  startReplayHere();
  kept.add(shown);
  return shown;
}
