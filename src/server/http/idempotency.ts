import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { requestMediaType, type AppEnv } from './env';
import { fail } from '../result';
import { httpErrorOf } from './outcomes';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  PICTURE_HASH_PREFIX,
  releaseIdempotencyKey,
} from '../services/idempotency';

/** Printable ASCII, as in the IETF Idempotency-Key draft's examples (UUIDs, random strings). */
const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * What identifies a request's content: a picture route's form as pictureForm read it (multipart within the
 * picture's budgets: its fields in name order and the file's bytes; marked as a picture's when it carries one),
 * else the JSON body. Any other body would be read whole here before the route could refuse it, so it is refused.
 */
async function requestHashOf(c: Context<AppEnv>): Promise<string> {
  const hash = createHash('sha256');
  const form = c.var.form as Record<string, unknown> | undefined;
  if (form && requestMediaType(c) === 'multipart/form-data') {
    let picture = false;
    for (const name of Object.keys(form).sort()) {
      const value = form[name];
      hash.update(`${JSON.stringify(name)}=`);
      if (value instanceof File) {
        picture ||= value.size > 0;
        hash.update(`file:${value.size}:`);
        for await (const chunk of value.stream()) hash.update(chunk);
      } else hash.update(JSON.stringify(value ?? null));
      hash.update('\n');
    }
    return `${picture ? PICTURE_HASH_PREFIX : ''}${hash.digest('hex')}`;
  }
  if (requestMediaType(c) !== 'application/json') throw httpErrorOf(fail('unsupported_body'));
  // Hono keeps the body it read (within the JSON budget), so the handler reads it again for free.
  return hash.update(new Uint8Array(await c.req.arrayBuffer())).digest('hex');
}

/**
 * The path itself, not its pattern: the same key sent to another week or day is another request (422), never that
 * one's stored answer.
 */
export const requestRoute = (c: Context<AppEnv>): string => `${c.req.method} ${c.req.path}`;

/**
 * Writes a member may send again (after requireUser; after pictureForm on a picture route): a request sent again
 * with the same Idempotency-Key by the same member gets the first response again and changes nothing more. The
 * offline outbox (issue 30) sends every save with its key, so a save whose answer was lost is never made twice.
 * Without the header, nothing changes.
 */
export const idempotent: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return next();
  if (!KEY.test(key)) {
    throw httpErrorOf(fail('invalid_idempotency_key'));
  }
  const { rt, user } = c.var;
  const requestHash = await requestHashOf(c);
  const claim = await claimIdempotencyKey(rt, user.id, key, requestRoute(c), requestHash);
  if (claim.kind === 'replay') {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json; charset=utf-8',
      'Idempotent-Replayed': 'true',
    };
    if (claim.etag) headers.ETag = claim.etag;
    return c.body(claim.body, claim.status as 201, headers);
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
  // depends on the moment (a 408, 409, 412 or 429) nor a failure of ours (5xx): those changed nothing, so a retry
  // runs. A 412 is of the moment too: the member chooses their version and sends the save again with its key.
  const status = c.res.status;
  if (status >= 500 || status === 408 || status === 409 || status === 412 || status === 429)
    await releaseIdempotencyKey(rt, user.id, key);
  else {
    const etag = c.res.headers.get('ETag');
    await completeIdempotencyKey(rt, user.id, key, c.res.status, await c.res.clone().text(), etag);
  }
};
