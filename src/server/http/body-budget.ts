import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fail } from '../result';
import { answerFailure } from './outcomes';
import { requestHeader, requestMediaType, type AppEnv } from './env';
import { UPLOAD_BODY_LIMIT } from './picture-form';

/**
 * A JSON body of any route: the largest the API takes (a journal of 10,000 characters, a support message of 5,000)
 * fits many times over.
 */
export const JSON_BODY_LIMIT = 64 * 1024;

const tooLarge = (c: Context) => answerFailure(c, fail('body_too_large'));
const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });

/**
 * A URL-encoded form: only the one-click unsubscribe reads one (RFC 8058 posts `List-Unsubscribe=One-Click`), and
 * does not even need its fields; the JSON reader refuses it everywhere else.
 */
export const URLENCODED_BODY_LIMIT = 1024;
const urlencodedLimit = bodyLimit({ maxSize: URLENCODED_BODY_LIMIT, onError: tooLarge });

/** Whether the request says it carries a body (HTTP/1.1: a length above zero, or chunks). */
function announcesBody(c: Context): boolean {
  const length = requestHeader(c, 'content-length');
  if (requestHeader(c, 'transfer-encoding') !== undefined) return true;
  if (length !== undefined) return length.trim() !== '0';
  // In-process requests (tests) carry no length: their body says.
  return c.req.raw.body !== null && !(c.env as { incoming?: unknown } | undefined)?.incoming;
}

/**
 * Every body's budget, decided on its headers before anything reads it (and before anything checks who is asking):
 * - a declared length past the largest upload is refused at once;
 * - JSON is read up to JSON_BODY_LIMIT, chunked bodies included (Hono's bodyLimit counts as it reads);
 * - a URL-encoded form is read up to URLENCODED_BODY_LIMIT (the one-click unsubscribe);
 * - multipart passes untouched: only the routes that take a picture read it (picture-form.ts), with the picture's
 *   own limits; on any other route the JSON reader refuses it with 415 without reading a byte, and the node server
 *   throws away what was sent without keeping it;
 * - any other type that carries a body is refused with 415.
 * A body that is refused unread is never buffered: @hono/node-server drains it (at most 64 MB, 500 ms) or closes
 * the connection.
 */
export const bodyBudget: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
  const declared = Number(requestHeader(c, 'content-length') ?? NaN);
  if (declared > UPLOAD_BODY_LIMIT) return tooLarge(c);
  const type = requestMediaType(c);
  if (type === 'application/json') return jsonLimit(c, next);
  if (type === 'multipart/form-data') return next();
  if (type === 'application/x-www-form-urlencoded') return urlencodedLimit(c, next);
  if (announcesBody(c)) return answerFailure(c, fail('unsupported_body'));
  return next();
};
