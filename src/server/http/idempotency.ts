import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { requestMediaType, type AppEnv } from './env';
import { fail } from '../result';
import { httpErrorOf } from './outcomes';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from '../services/idempotency';

/** Printable ASCII, as in the IETF Idempotency-Key draft's examples (UUIDs, random strings). */
const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * Creation endpoints (after requireUser): a request sent again with the same Idempotency-Key by the same member
 * gets the first response again and creates nothing new. Without the header, nothing changes.
 */
export const idempotent: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return next();
  if (!KEY.test(key)) {
    throw httpErrorOf(fail('invalid_idempotency_key'));
  }
  // Only JSON is hashed (within its 64 KB budget): any other body would be read whole here before the route
  // could refuse it.
  if (requestMediaType(c) !== 'application/json') throw httpErrorOf(fail('unsupported_body'));
  const { rt, user } = c.var;
  // Hono keeps the body it read, so the handler reads it again for free.
  const requestHash = createHash('sha256')
    .update(new Uint8Array(await c.req.arrayBuffer()))
    .digest('hex');
  const claim = await claimIdempotencyKey(rt, user.id, key, `${c.req.method} ${routePath(c)}`, requestHash);
  if (claim.kind === 'replay') {
    return c.body(claim.body, claim.status as 201, {
      'Content-Type': 'application/json; charset=utf-8',
      'Idempotent-Replayed': 'true',
    });
  }
  if (claim.kind === 'in_progress') {
    throw httpErrorOf(fail('idempotency_in_progress'));
  }
  if (claim.kind === 'other_request') {
    throw httpErrorOf(fail('idempotency_key_reused'));
  }
  try {
    await next();
  } catch (err) {
    await releaseIdempotencyKey(rt, user.id, key);
    throw err;
  }
  // Hono has already turned a thrown error into c.res. A refusal is an answer worth repeating, but not one that
  // depends on the moment (a 408, 409 or 429) nor a failure of ours (5xx): those created nothing, so a retry runs.
  const status = c.res.status;
  if (status >= 500 || status === 408 || status === 409 || status === 429)
    await releaseIdempotencyKey(rt, user.id, key);
  else await completeIdempotencyKey(rt, user.id, key, c.res.status, await c.res.clone().text());
};
