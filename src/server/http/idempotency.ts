import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { HttpError } from './errors';
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
    throw new HttpError(400, { detail: 'Idempotency-Key must be 1 to 255 visible ASCII characters.', code: 'invalid_idempotency_key' });
  }
  const { rt, user } = c.var;
  const claim = await claimIdempotencyKey(rt, user.id, key, `${c.req.method} ${c.req.routePath}`);
  if (claim.kind === 'replay') {
    return c.body(claim.body, claim.status as 201, { 'Content-Type': 'application/json; charset=utf-8', 'Idempotent-Replayed': 'true' });
  }
  if (claim.kind === 'in_progress') {
    throw new HttpError(409, { detail: 'A request with this Idempotency-Key is still being processed.', code: 'idempotency_in_progress' });
  }
  if (claim.kind === 'other_request') {
    throw new HttpError(422, { detail: 'This Idempotency-Key was already used for another request.', code: 'idempotency_key_reused' });
  }
  try {
    await next();
  } catch (err) {
    await releaseIdempotencyKey(rt, user.id, key);
    throw err;
  }
  // Hono has already turned a thrown error into c.res. A refusal (4xx) is an answer worth repeating; a failure of
  // ours (5xx) created nothing, so a retry may run again.
  if (c.res.status >= 500) await releaseIdempotencyKey(rt, user.id, key);
  else await completeIdempotencyKey(rt, user.id, key, c.res.status, await c.res.clone().text());
};
