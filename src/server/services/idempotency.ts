import { and, eq, lt } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { idempotencyKeys } from '../db/schema';

/**
 * How long a first response is kept for retries: longer than a save may wait on a device (the offline log keeps a
 * week's saves, and a lapsed session keeps them until the member signs in again), so a replay whose first answer was
 * lost is answered, never written twice.
 */
export const IDEMPOTENCY_HOURS = 8 * 24;
/** A first request that has not finished after this long is taken to have died with its node. */
const ABANDONED_MS = 60_000;

export type Claim =
  | { kind: 'first' }
  | { kind: 'replay'; status: number; body: string; etag: string | null }
  | { kind: 'in_progress' }
  | { kind: 'other_request' };

/**
 * Claims `key` for this member's request on `route`. The first request with a key runs; a retry gets the stored
 * response; a retry while the first is still running, or the key reused for another endpoint, is refused.
 */
export async function claimIdempotencyKey(
  rt: Pick<Runtime, 'db' | 'clock'>,
  userId: number,
  key: string,
  route: string,
  requestHash: string,
): Promise<Claim> {
  const now = rt.clock.now();
  const [inserted] = await rt.db
    .insert(idempotencyKeys)
    .values({ userId, key, route, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted) return { kind: 'first' };
  const [row] = await rt.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return claimIdempotencyKey(rt, userId, key, route, requestHash);
  const age = now.getTime() - row.createdAt.getTime();
  const stale = age > IDEMPOTENCY_HOURS * 3_600_000 || (row.status === null && age > ABANDONED_MS);
  if (stale) {
    // Take the key over only if nobody else did meanwhile (the row is still the one just read).
    const [taken] = await rt.db
      .update(idempotencyKeys)
      .set({ route, requestHash, status: null, body: null, etag: null, createdAt: now })
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.createdAt, row.createdAt),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return taken ? { kind: 'first' } : { kind: 'in_progress' };
  }
  if (row.route !== route || row.requestHash !== requestHash) return { kind: 'other_request' };
  if (row.status === null || row.body === null) return { kind: 'in_progress' };
  return { kind: 'replay', status: row.status, body: row.body, etag: row.etag };
}

/** Whether this member's `key` holds a kept answer (a request sent again will be answered from it). */
export async function idempotencyKeyAnswered(rt: Pick<Runtime, 'db'>, userId: number, key: string): Promise<boolean> {
  const [row] = await rt.db
    .select({ status: idempotencyKeys.status })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row?.status != null;
}

/** Keeps the first response for retries. */
export async function completeIdempotencyKey(
  rt: Pick<Runtime, 'db'>,
  userId: number,
  key: string,
  status: number,
  body: string,
  etag: string | null = null,
) {
  await rt.db
    .update(idempotencyKeys)
    .set({ status, body, etag })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Lets a retry run again: the first attempt failed on our side, so nothing was created. */
export async function releaseIdempotencyKey(rt: Pick<Runtime, 'db'>, userId: number, key: string) {
  await rt.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Forgets keys past their 24 hours (the daily purge). */
export async function purgeIdempotencyKeys(rt: Pick<Runtime, 'db' | 'clock'>): Promise<void> {
  const cutoff = new Date(rt.clock.now().getTime() - IDEMPOTENCY_HOURS * 3_600_000);
  await rt.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}
