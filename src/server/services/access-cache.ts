import { LRUCache } from 'lru-cache';
import type { Runtime } from '../runtime';
import type { SessionUser } from './accounts';

/**
 * Access-token checks kept in memory, on the embedded database only. A check (the member, their session, standing
 * and flags, and the feed change counter) is what the database answered; it stays true until one of those rows
 * changes, and every such change is announced at its commit on the channel fitgroup_member_checks
 * (drizzle/0005_member_checks.sql). PGlite runs in this process, the only one that can open its data folder, and
 * delivers the announcement while the committing query returns: the writer's next step (its answer to a sign-out,
 * a ban, a password change) comes after every kept check is forgotten. A check read while a change committed is
 * not kept (the epoch moved). What depends on the time is checked on every use: the token's expiry (accessClaims)
 * and the session's.
 *
 * On PostgreSQL, other nodes write too, and a notification reaches this one only a moment after their commit: there
 * nothing is kept and every request asks the database.
 */

export interface KeptCheck {
  user: SessionUser;
  feedVersion: number;
}

interface Entry {
  user: SessionUser;
  /** When the session ends (ms), or Infinity for a check without one. */
  sessionExpiresAt: number;
}

/** Checks kept at most (one per access token in use). */
const MAX_ENTRIES = 10_000;

export class AccessCache {
  /** Moves with every announced change: a check read across one is not kept. */
  epoch = 0;
  private feedVersion: number | null = null;
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });

  /** The kept check of `token`, valid at `now` (ms), or undefined. */
  get(token: string, now: number): KeptCheck | undefined {
    const entry = this.entries.get(token);
    if (!entry || this.feedVersion === null) return undefined;
    if (entry.sessionExpiresAt <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return { user: entry.user, feedVersion: this.feedVersion };
  }

  /** Keeps a check the database answered, unless a change was announced since `epoch` (read before asking). */
  keep(token: string, check: KeptCheck, sessionExpiresAt: number, epoch: number): void {
    if (epoch !== this.epoch) return;
    this.feedVersion = check.feedVersion;
    // Shared by every request with this token from now on: nobody may change it.
    this.entries.set(token, { user: Object.freeze(check.user), sessionExpiresAt });
  }

  /** A change was announced: nothing kept is known to be true any more. */
  forget(): void {
    this.epoch++;
    this.feedVersion = null;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

const CHANNEL = 'fitgroup_member_checks';

interface Listening {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

type Held = { cache: AccessCache; ready: boolean };

/**
 * One cache per embedded database, kept on globalThis: the production server runs two copies of this module on one
 * database (the server bundle for the API, Astro's chunks for the pages' middleware), and one announcement must
 * reach both. Keyed by the PGlite client.
 */
const REGISTRY = Symbol.for('fitgroup.accessCaches');
const caches: WeakMap<object, Held> = ((globalThis as Record<symbol, unknown>)[REGISTRY] ??= new WeakMap()) as WeakMap<
  object,
  Held
>;

const clientOf = (rt: Pick<Runtime, 'db'>): Listening =>
  (rt.db as unknown as { _: { session: { client: Listening } } })._.session.client;

/** Listens for the announcements; the cache is used only once the database listens. */
function listen(client: Listening, held: Held): void {
  held.ready = false;
  client
    .listen(CHANNEL, () => held.cache.forget())
    .then(
      () => void (held.ready = true),
      () => undefined, // not listening: nothing is ever kept
    );
}

/**
 * The cache for the runtime's database, or null when checks must not be kept: on PostgreSQL, inside a transaction
 * (it may see its own uncommitted rows), and until the database listens for the announcements.
 */
export function accessCacheOf(rt: Pick<Runtime, 'db' | 'database'>): AccessCache | null {
  if (rt.database.kind !== 'pglite' || rt.db !== rt.database.db) return null;
  const client = clientOf(rt);
  let held = caches.get(client);
  if (!held) {
    caches.set(client, (held = { cache: new AccessCache(), ready: false }));
    listen(client, held);
  }
  return held.ready ? held.cache : null;
}

/**
 * The embedded database's session was reset (DISCARD ALL: prepared-statements.ts sees its statements gone), which
 * also ends every LISTEN. Until the database listens again an announcement would be missed, so nothing is kept:
 * everything kept is forgotten, and the cache waits for the new LISTEN.
 */
export function sessionWasReset(rt: Pick<Runtime, 'db' | 'database'>): void {
  if (rt.database.kind !== 'pglite') return;
  const client = clientOf(rt);
  const held = caches.get(client);
  if (!held) return;
  held.cache.forget();
  listen(client, held);
}
