import type { Context } from 'hono';
import { addressBucket, countHit, type Limit } from '../services/rate-limits';
import { fail } from '../result';
import { clientIp, type AppEnv } from './env';
import { httpErrorOf } from './outcomes';

/** Counts a hit against `key`; past `limit` in the window, the request is answered 429 with Retry-After. */
export async function enforceRateLimit(c: Context<AppEnv>, key: string, limit: Limit): Promise<void> {
  const retryAfter = await countHit(c.var.rt, key, limit);
  if (retryAfter !== null) throw httpErrorOf(fail('rate_limited', { retryAfter }));
}

/**
 * Counts a hit against the caller's address. Without a real address there is no per-IP bucket: one shared
 * bucket would let a single client lock everybody out (the other limits still apply).
 */
export async function enforceIpRateLimit(c: Context<AppEnv>, action: string, limit: Limit): Promise<void> {
  const ip = clientIp(c);
  if (ip) await enforceRateLimit(c, `${action}:ip:${addressBucket(ip)}`, limit);
}
