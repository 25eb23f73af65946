import { ApiError, request, UPLOAD_TIMEOUT_MS } from '../api';
import { weekForm } from '../client/weekly-logs';
import { $identity, endSession } from '../session';
import { getRefreshToken } from '../tokens';
import { OUTBOX_SYNC_TAG, REPLAY_MESSAGE } from '../../sw/cache-names';
import { showToast } from '../toast';
import { OUTBOX_EFFECTS } from './outbox-effects';
import { forgetOthers, rebase, refuse, remove, tried, waiting, type OutboxEntry } from './outbox';
import { showOutboxCount } from './outbox-badge';
import { HELD, keptTooLong } from './outbox-hold';

/**
 * Sends what waits in the outbox (outbox.ts), in the order it was saved: when the network comes back (`online`),
 * when the page is shown or focused again, and after a failed try once its backoff ends (started on the page where a
 * save was kept, and on every later page while saves wait: the shell reads their count). A try that gets no answer (no network, a timeout, 408/409/429, 5xx)
 * stops the round: the saves after it wait for it, so a week's later save never lands before an earlier one. A
 * refusal (400, 403, 404, 412 version_conflict, 413, 415, 422) keeps the entry, marked, for the member to settle
 * (components/offline/OutboxUi.tsx), and the round goes on; so does a save older than the server's memory of its key
 * (outbox-hold.ts), held unsent. Background Sync, where the browser has it, only wakes a page: the worker
 * never sends saves itself (it holds no token).
 */

/** Answers that changed nothing because of the moment: tried again later, as the server keeps none of them. */
const tryLater = (err: unknown): boolean =>
  !(err instanceof ApiError) ||
  err.network ||
  [401, 408, 409, 429].includes(err.status) ||
  err.status >= 500 ||
  // Sent with another member's token: the entry waits for its own member, as it is.
  (err.data as { code?: unknown } | null)?.code === 'other_member';

/** Set while the device forgets its data (the session ends, endRounds): a round stops at its next step. */
let ending = false;
/** Aborts the send under way when the session ends. */
let stopping = new AbortController();

/**
 * Whether a round of `member`'s saves may go on: the session is still theirs and not ending. Checked before each send
 * and each write, as the session can end (logout) or change hands (another tab signs in) while a round runs.
 */
export const stillFor = (member: number): boolean => !ending && $identity.get().user_id === member;

/** The round stopped before a send: the session is no longer the entry's member's. Nothing is sent or written. */
class NotTheirs extends Error {}

/**
 * One entry as the API takes it, with its Idempotency-Key, and If-Match when it edits a known version: `ifMatch`,
 * the version the server holds now when a save of the same path went before it in this round. Sent only while the
 * session is its member's (the session store, which follows other tabs), and named as theirs (`Member-Id`): in the
 * moment before this page hears of another tab's sign-in, the token the transport reads from storage is the other
 * member's, and the server refuses it (`other_member`) instead of writing to their account. Aborted when the
 * session ends.
 */
export function sendEntry(entry: OutboxEntry, ifMatch = entry.ifMatch): Promise<unknown> {
  if (!stillFor(entry.member)) return Promise.reject(new NotTheirs());
  // Member-Id: the server refuses the entry when the token the transport sends is another member's.
  const headers: Record<string, string> = { 'Idempotency-Key': entry.id, 'Member-Id': String(entry.member) };
  if (ifMatch !== undefined) headers['If-Match'] = `"${ifMatch}"`;
  const body = entry.form
    ? weekForm(entry.form.fields, entry.form.picture, entry.form.pictureName ?? undefined)
    : entry.body;
  return request(entry.method, entry.path, {
    body,
    headers,
    signal: stopping.signal,
    timeoutMs: entry.form?.picture ? UPLOAD_TIMEOUT_MS : undefined,
  });
}

/** A toast, in the page's region or, when no island mounted one, in the outbox's own (outbox-review-root.ts). */
async function sayPageWide(kind: 'success' | 'error', text: string): Promise<void> {
  if (!document.querySelector('[data-testid="toast-region"]'))
    await import('./outbox-review-root').then(({ mountOutboxUi }) => mountOutboxUi()).catch(() => undefined);
  showToast(kind, text);
}

/** What one round did: the entries sent, refused, and whether it stopped on one to try later. */
export interface RoundResult {
  sent: number;
  refused: number;
  stopped: boolean;
}

/** The version the server now holds, from a save's answer (a replayed answer carries it in its body). */
const versionOf = (answer: unknown): number | undefined => {
  const version = (answer as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : undefined;
};

/**
 * One round over `member`'s entries (exported for the unit tests): each is sent in order; `force` sends the first
 * even before its backoff ends (the network just came back).
 */
export async function sendWaiting(member: number, force = false, now = Date.now()): Promise<RoundResult> {
  const result: RoundResult = { sent: 0, refused: 0, stopped: false };
  // The version each path's save moved the server to in this round (the entries were read before).
  const moved = new Map<string, number>();
  for (const read of await waiting(member)) {
    const entry =
      read.ifMatch !== undefined && moved.has(read.path) ? { ...read, ifMatch: moved.get(read.path) } : read;
    if (entry.refused) continue;
    // Older than the server's memory of its key: held for the member (outbox-hold.ts), never sent as it is.
    if (keptTooLong(entry, now)) {
      await refuse(entry, HELD);
      result.refused += 1;
      continue;
    }
    if (entry.next_at > now && !(force && result.sent === 0)) {
      result.stopped = true;
      break;
    }
    try {
      const answer = await sendEntry(entry);
      // Sent: out of the outbox whoever is signed in now; what follows (the next entries, the cache) is the member's only.
      await remove(entry);
      if (!stillFor(member)) {
        result.stopped = true;
        break;
      }
      const version = versionOf(answer);
      if (version !== undefined) {
        moved.set(entry.path, version);
        await rebase(entry.path, version);
      }
      const effect = OUTBOX_EFFECTS[entry.kind];
      if (effect) {
        effect.apply(answer);
        await sayPageWide('success', effect.success(answer));
      }
      result.sent += 1;
    } catch (err) {
      if (err instanceof NotTheirs || !stillFor(member)) {
        result.stopped = true;
        break;
      }
      if (tryLater(err)) {
        await tried(entry, now);
        result.stopped = true;
        break;
      }
      const { status, data } = err as ApiError;
      await refuse(entry, { status, data });
      result.refused += 1;
    }
  }
  return result;
}

/**
 * Runs `send` while no other tab of this site sends (a Web Lock): two tabs both hear `online`, and the second one's
 * try of an entry the first is sending would get 409 and keep it, to be sent again and answered with the older
 * kept answer over a newer save. Where the browser has no Web Locks, as before.
 */
function oneTabAtATime<T>(send: () => Promise<T>): Promise<T> {
  return navigator.locks ? navigator.locks.request('fitgroup-outbox', send) : send();
}

let round: Promise<void> | undefined;
let again: ReturnType<typeof setTimeout> | undefined;

/** Sends what waits, one round at a time; then waits for the earliest backoff to end. */
export function replay(force = false): Promise<void> {
  round ??= (async () => {
    const member = $identity.get().user_id;
    if (member === null || navigator.onLine === false || !stillFor(member)) return;
    const result = await oneTabAtATime(() => sendWaiting(member, force));
    if (!stillFor(member)) return;
    if (result.sent > 0)
      await import('./device-data').then(({ rememberOwnData }) => rememberOwnData(member)).catch(() => undefined);
    // A refusal opens the review, but never over a dialog the member is typing in: the top bar's count stays.
    if (result.refused > 0 && !document.querySelector('dialog[open]'))
      void import('./outbox-review-root').then(({ openOutboxReview }) => openOutboxReview());
    clearTimeout(again);
    const next = (await waiting(member)).find((e) => !e.refused)?.next_at;
    if (next !== undefined) again = setTimeout(() => void replay(), Math.max(0, next - Date.now()));
  })()
    .catch((err: unknown) => console.error('outbox: the replay failed', err))
    .finally(() => {
      round = undefined;
    });
  return round;
}

/**
 * The session ends: the round under way stops at its next step (its send is aborted), none goes on, and `then` (the
 * device forgetting its data) runs once that round has settled, so nothing of it is written back afterwards.
 */
export async function endRounds(then: () => Promise<void>): Promise<void> {
  ending = true;
  clearTimeout(again);
  stopping.abort();
  try {
    await round;
    await then();
  } finally {
    ending = false;
    stopping = new AbortController();
  }
}

let started = false;

/**
 * Whether a token's own `exp` has passed (an unreadable one has none). Read here rather than with tokens.ts
 * isExpired: the shell's script, on every page, would export that for this chunk (/weekly-log has no bytes to spare).
 */
function pastItsExpiry(token: string | null): boolean {
  try {
    const part = token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(part)) as { exp: number }).exp * 1000 <= Date.now();
  } catch {
    return false;
  }
}

/**
 * Starts the replay on this page (once): the top bar's count, a round now, and a round whenever the network comes
 * back or the page is shown again. Background Sync, where the browser has it, is asked to wake the page too.
 */
export function startReplay(): void {
  if (started) return;
  started = true;
  // Past its own expiry, the refresh token has ended the session, offline too: a native wrapper keeps it in
  // localStorage, which never drops it, and a refresh that cannot reach the server keeps the tokens.
  if (pastItsExpiry(getRefreshToken())) endSession();
  const member = $identity.get().user_id;
  // Signed out (a start on a page after the session ended): the member's data goes, in case the page that ended the
  // session closed before it went; their saves wait for them to sign in again (page-caches.ts says why). A page the
  // server rendered for the member (the worker's copy, shown offline, their data in its HTML) hides and loads again.
  if (member === null) {
    void import('./page-caches').then(({ forgetSessionData }) => forgetSessionData('start'));
    return;
  }
  // Another member's saves, left by a session that lapsed, go before anything counts or shows them.
  void forgetOthers(member)
    .catch((err: unknown) => console.error('outbox: another member’s saves could not be deleted', err))
    .then(() => startRounds());
}

/** The count, the device's data, a round now and a round whenever the network comes back or the page shows again. */
function startRounds(): void {
  showOutboxCount();
  window.addEventListener('online', () => void replay(true));
  window.addEventListener('focus', () => void replay());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void replay();
  });
  askBackgroundSync();
  // What the device knows first (a page loaded offline shows its newest values and the saves waiting), then a round.
  void import('./device-data')
    .then(({ showDeviceData }) => showDeviceData())
    .catch((err: unknown) => console.error('outbox: the device data could not be read', err))
    .then(() => replay());
}

/**
 * Where the browser has Background Sync (Chromium), a sync event is asked for: the browser fires it once it has a
 * network, and the worker then tells the open pages to send what waits (a page in the background, whose `online`
 * event may be held back). A closed app sends its saves when it is next opened.
 */
function askBackgroundSync(): void {
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if (event.data === REPLAY_MESSAGE) void replay(true);
  });
  void navigator.serviceWorker?.ready
    .then((registration) =>
      (registration as { sync?: { register(tag: string): Promise<void> } }).sync?.register(OUTBOX_SYNC_TAG),
    )
    .catch(() => undefined);
}
