import { sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { rateLimits } from '../db/schema';
import { tooManyRequests } from '../http/errors';

/**
 * Counts one hit against `key` in a fixed window kept in the database (shared by every app node).
 * Throws 429 with Retry-After once more than `limit` hits fall in the window.
 */
export async function hitRateLimit(
  rt: Pick<Runtime, 'db' | 'clock'>,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<void> {
  // Keys carry client text (an email from a URL); PostgreSQL text cannot hold NUL.
  key = key.replace(/\u0000/g, '');
  const now = rt.clock.now();
  const windowEnd = new Date(now.getTime() + windowSeconds * 1000);
  // One statement: start a new window when the old one ended, otherwise count up.
  const [row] = await rt.db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz then ${windowEnd.toISOString()}::timestamptz else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt });
  if (row && row.count > limit) {
    const retryAfter = Math.max(1, Math.ceil((row.windowEndsAt.getTime() - now.getTime()) / 1000));
    throw tooManyRequests(retryAfter);
  }
}
