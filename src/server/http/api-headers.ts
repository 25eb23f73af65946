import type { MiddlewareHandler } from 'hono';
import { requestHeader } from './env';

/**
 * The endpoints that take or hand out credentials (tokens, reset codes, new passwords): their answers are
 * personal even when the request carries no Authorization header.
 */
const AUTH_ENDPOINT =
  /^\/api\/v1\/user\/(token|register|logout|password-reset|password-change|passkeys\/sign-in)(\/|$)/;

/**
 * API response headers (the headers every response gets are set by src/server.ts, see security-headers.ts):
 * - JSON says its charset (Hono's c.json sends a bare `application/json`).
 * - Personal answers are never stored by any cache: every response to a request with an Authorization header,
 *   and every answer of an auth endpoint (tokens). A route that already chose private caching keeps it: the
 *   media route serves a signed link's picture `private, max-age=<seconds until the link expires>` (at most
 *   about an hour), the link itself being the permission.
 */
export const apiHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type');
  if (type && /^application\/json\s*$/i.test(type)) c.header('Content-Type', 'application/json; charset=utf-8');

  const personal = requestHeader(c, 'authorization') !== undefined || AUTH_ENDPOINT.test(c.req.path);
  const caching = c.res.headers.get('cache-control') ?? '';
  if (personal && !/\b(private|no-store)\b/i.test(caching)) c.header('Cache-Control', 'no-store');
};
