import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { idempotencyKeys } from '../db/schema';
// How long a first response is kept for retries (the client holds a save that waited longer for the member's say).
import { IDEMPOTENCY_HOURS } from '../../lib/contracts/idempotency-limits';

/** A first request that has not finished after this long is taken to have died with its node. */
const ABANDONED_MS = 60_000;
/**
 * Kept answers per member; past it the member's oldest answers are forgotten. Each one may hold a whole week (tens of
 * KB, more with texts of multi-byte characters), so a script sending fresh keys keeps 200 weeks' worth at most,
 * whatever its pace, instead of growing the table for 8 days. A member never gets near it: an outbox replays tens of saves, and a first answer is needed only
 * until its replay, which follows the member's next connection, not 200 other saves.
 */
export const KEPT_ANSWERS_PER_MEMBER = 200;
/**
 * How a picture form's request hash starts (http/idempotency.ts): a kept answer to a picture may let the same
 * picture through again at the picture limit (http/picture-form.ts), no other kept answer may.
 */
export const PICTURE_HASH_PREFIX = 'picture:';
/**
 * Put before a kept picture's hash once another form came with its key: that form was read past the picture limit,
 * and one such read is enough. The kept answer is still sent to the picture itself.
 */
const SPENT = 'spent:';

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
  if (row.route !== route) return { kind: 'other_request' };
  const firstHash = row.requestHash.startsWith(SPENT) ? row.requestHash.slice(SPENT.length) : row.requestHash;
  if (firstHash !== requestHash) {
    if (row.requestHash.startsWith(PICTURE_HASH_PREFIX))
      await rt.db
        .update(idempotencyKeys)
        .set({ requestHash: SPENT + row.requestHash })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { kind: 'other_request' };
  }
  if (row.status === null || row.body === null) return { kind: 'in_progress' };
  return { kind: 'replay', status: row.status, body: row.body, etag: row.etag };
}

/**
 * Whether this member's `key` holds a kept, live answer to a picture sent to `route` (`METHOD path`): the same
 * picture sent again is answered from it, so it need not wait for the picture limit. Any other kept answer (another
 * route, a JSON save), or one whose key already came with another form (SPENT), says nothing about what this form is.
 */
export async function pictureAnswerKept(
  rt: Pick<Runtime, 'db' | 'clock'>,
  userId: number,
  key: string,
  route: string,
): Promise<boolean> {
  const [row] = await rt.db
    .select({
      route: idempotencyKeys.route,
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      createdAt: idempotencyKeys.createdAt,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row || row.status === null || row.route !== route || !row.requestHash.startsWith(PICTURE_HASH_PREFIX))
    return false;
  return rt.clock.now().getTime() - row.createdAt.getTime() <= IDEMPOTENCY_HOURS * 3_600_000;
}

/**
 * Keeps the first response for retries, and forgets this member's oldest answers past KEPT_ANSWERS_PER_MEMBER
 * (requests still running are not counted, nor forgotten: their answers are yet to come).
 */
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
  const answered = and(eq(idempotencyKeys.userId, userId), isNotNull(idempotencyKeys.status));
  // The member's rows are found by the primary key (user_id, key) and sorted: at most a few past the budget.
  const beyond = rt.db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(answered)
    .orderBy(desc(idempotencyKeys.createdAt), desc(idempotencyKeys.key))
    .offset(KEPT_ANSWERS_PER_MEMBER);
  await rt.db.delete(idempotencyKeys).where(and(answered, inArray(idempotencyKeys.key, beyond)));
}

/** Lets a retry run again: the first attempt failed on our side, so nothing was created. */
export async function releaseIdempotencyKey(rt: Pick<Runtime, 'db'>, userId: number, key: string) {
  await rt.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
