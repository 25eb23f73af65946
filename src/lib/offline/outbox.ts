import type { IDBPObjectStore } from 'idb';
import { offlineDb as db, type OfflineDb } from './offline-db';
import { WAITING_KEY } from './waiting-key';

/**
 * The outbox (issue 30): the saves made without a network, kept in IndexedDB until they are sent (replay.ts). Each
 * entry is one write as the API takes it, with a client id sent as `Idempotency-Key`: a replay whose answer was lost
 * is sent again with the same key, and the server answers what it answered the first time instead of writing twice.
 * Entries are sent in the order they were made (their `seq`), so a later save of a week lands after an earlier one.
 *
 * How many entries wait is mirrored in localStorage (waiting-key.ts), so the top bar's badge reads a few bytes, never
 * IndexedDB.
 */

export type OutboxKind = 'week' | 'day' | 'goals' | 'post' | 'comment';

/**
 * A week's multipart form, kept as its fields and a copy of the picture's bytes (keep() makes it): a File the member
 * picked may be a reference to a file on the device (a camera's temporary file), unreadable once that file is gone,
 * while a Blob made of its bytes is kept whole in IndexedDB.
 */
export interface OutboxForm {
  fields: Record<string, string>;
  picture: Blob | null;
  pictureName: string | null;
}

/** Why the server refused an entry on replay: its status and body (a 412's `current`, a 400's field errors). */
export interface OutboxRefusal {
  status: number;
  data: unknown;
}

export interface OutboxEntry {
  /** The order of the saves (IndexedDB's own counter). */
  seq?: number;
  /** The client's id of the save: its `Idempotency-Key`, the same on every try. */
  id: string;
  /** Whose save it is: only the signed-in member's entries are sent. */
  member: number;
  kind: OutboxKind;
  method: 'PUT' | 'PATCH' | 'POST';
  /** The API path (`user/weekly-log/12/`). */
  path: string;
  /** A JSON body; a week's multipart form goes in `form` instead. */
  body?: unknown;
  form?: OutboxForm;
  /** The version the save was made on (`If-Match`), when it edits a known version. */
  ifMatch?: number;
  /** What the member saw the save as (the week or day as it would be saved): the replay's effects and the chooser read it. */
  shown?: unknown;
  created_at: number;
  attempts: number;
  /** Not tried again before this time (ms): the backoff after a failed try. */
  next_at: number;
  /** Set when the server refused the replay: the entry waits for the member, it is never dropped. */
  refused?: OutboxRefusal;
}

/** The event a page's badge listens to when the count changes in this tab (another tab's change is a `storage` event). */
// i18n-lint: not interface text (event name)
export const OUTBOX_EVENT = 'fitgroup:outbox';

/** The first wait after a failed try, and the longest. */
export const FIRST_BACKOFF_MS = 2_000;
export const LONGEST_BACKOFF_MS = 5 * 60_000;

/** How long to wait after `attempts` failed tries: doubling from FIRST_BACKOFF_MS up to LONGEST_BACKOFF_MS. */
export const backoffMs = (attempts: number): number =>
  Math.min(LONGEST_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

/** The count the badge shows, mirrored for the page's first paint; the page hears of it at once. */
function mirror(count: number): void {
  try {
    if (count > 0) localStorage.setItem(WAITING_KEY, String(count));
    else localStorage.removeItem(WAITING_KEY);
  } catch {
    // Without storage the badge shows nothing; the outbox still sends.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(OUTBOX_EVENT, { detail: count }));
}

/** The saves waiting (refused ones too), in order; only `member`'s when given. */
export async function waiting(member?: number): Promise<OutboxEntry[]> {
  const all = await (await db()).getAll('outbox');
  return member === undefined ? all : all.filter((e) => e.member === member);
}

/**
 * Whether an earlier save of `path` by `member` waits for the network (a refused one waits for the member instead):
 * a new save of the same thing then waits behind it, as sent first it would be written over by the earlier one's
 * replay (goals carry no version to refuse it).
 */
export async function queuedBefore(member: number, path: string): Promise<boolean> {
  return (await waiting(member)).some((e) => e.path === path && !e.refused);
}

async function recount(): Promise<void> {
  mirror(await (await db()).count('outbox'));
}

export type NewEntry = Omit<OutboxEntry, 'seq' | 'id' | 'created_at' | 'attempts' | 'next_at'>;

/** A copy of a picture's bytes, read now, with its type (its name is kept beside it, `pictureName`). */
async function bytesOf(picture: Blob): Promise<Blob> {
  return new Blob([await picture.arrayBuffer()], { type: picture.type });
}

/**
 * Keeps a save for later and answers it as kept. `id` is the Idempotency-Key it was first sent with (a try whose
 * answer was lost may have reached the server), a new one when it was never sent.
 */
export async function keep(entry: NewEntry, id: string = crypto.randomUUID()): Promise<OutboxEntry> {
  const kept: OutboxEntry = { ...entry, id, created_at: Date.now(), attempts: 0, next_at: 0 };
  // The picture's bytes are read first: a transaction left waiting on another promise would end before its write.
  if (entry.form?.picture) kept.form = { ...entry.form, picture: await bytesOf(entry.form.picture) };
  const tx = (await db()).transaction('outbox', 'readwrite');
  await deleteOthers(tx.store, entry.member);
  kept.seq = await tx.store.add(kept);
  await tx.done;
  await recount();
  return kept;
}

/** The outbox store inside a readwrite transaction (the one shape `keep` and `forgetOthers` share). */
type OutboxStore = IDBPObjectStore<OfflineDb, ['outbox'], 'outbox', 'readwrite'>;

async function deleteOthers(store: OutboxStore, member: number): Promise<void> {
  for (const entry of await store.getAll()) if (entry.member !== member) await store.delete(entry.seq!);
}

/**
 * Forgets the saves of every member but `member`. A session that lapsed (its refresh refused) leaves its member's
 * saves on the device, to be sent when they sign in again (lib/offline/page-caches.ts says why); once a different
 * member signs in here, or keeps a save here, the first member's saves are deleted, never sent and never shown.
 */
export async function forgetOthers(member: number): Promise<void> {
  const tx = (await db()).transaction('outbox', 'readwrite');
  await deleteOthers(tx.store, member);
  await tx.done;
  await recount();
}

/**
 * Puts an entry back as changed (a failed try's backoff, a refusal, a new If-Match), only while it is still kept: a
 * `put` of a deleted key would add it again, and an entry sent, let go or forgotten at the session's end meanwhile
 * (another tab, the logout) must stay gone. One transaction, so nothing deletes it between the look and the write.
 */
export async function update(entry: OutboxEntry): Promise<void> {
  if (entry.seq === undefined) return;
  const tx = (await db()).transaction('outbox', 'readwrite');
  if ((await tx.store.getKey(entry.seq)) !== undefined) await tx.store.put(entry);
  await tx.done;
  // What shows the entry (the review dialog) reads it again: a conflict kept mine offline is no longer a conflict.
  await recount();
}

/** A failed try: counted, and not tried again before the backoff ends. The entry keeps its id. */
export async function tried(entry: OutboxEntry, now = Date.now()): Promise<OutboxEntry> {
  const attempts = entry.attempts + 1;
  const next = { ...entry, attempts, next_at: now + backoffMs(attempts) };
  await update(next);
  return next;
}

/** The server refused the entry: it stays, marked, until the member edits it again or lets it go. */
export async function refuse(entry: OutboxEntry, refusal: OutboxRefusal): Promise<OutboxEntry> {
  const next = { ...entry, refused: refusal };
  await update(next);
  await recount();
  return next;
}

/** Takes an entry out (sent, or let go by the member). */
export async function remove(entry: OutboxEntry): Promise<void> {
  if (entry.seq !== undefined) await (await db()).delete('outbox', entry.seq);
  await recount();
}

/**
 * The server now holds `version` of `path` (an entry of it was sent): the later entries of the same path, made on
 * the version the device knew then, are sent on this one, so the member's own saves never conflict with each other.
 */
export async function rebase(path: string, version: number): Promise<void> {
  for (const entry of await waiting()) {
    if (entry.path === path && entry.ifMatch !== undefined && !entry.refused)
      await update({ ...entry, ifMatch: version });
  }
}

/** Forgets every entry (a logout, after what could be sent was sent; a session that lapses keeps them). */
export async function clearOutbox(): Promise<void> {
  await (await db()).clear('outbox');
  mirror(0);
}

/** The count the page starts with: what localStorage says waits (0 without storage). */
export function waitingCount(): number {
  try {
    return Number(localStorage.getItem(WAITING_KEY)) || 0;
  } catch {
    return 0;
  }
}
