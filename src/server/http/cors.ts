import type { MiddlewareHandler } from 'hono';

/**
 * CORS for /api/v1/* (config CORS_ORIGINS; by default the Capacitor wrapper's own origins capacitor://localhost and
 * https://localhost, for a build whose pages run there and call the deployed API).
 *
 * - Only a listed origin gets `Access-Control-Allow-Origin`, and always the listed value itself: the request's
 *   Origin is compared, never echoed. Unlisted origins get no CORS header at all, preflights included (their
 *   OPTIONS goes on to the API like any request), so the browser refuses to hand them the answer.
 * - No `Access-Control-Allow-Credentials`: the API authenticates by the Bearer header, never by cookies.
 * - `Vary: Origin` on every answer while any origin is listed: the same URL answers differently per origin, and a
 *   shared cache must not give one origin's answer to another.
 */
export const CORS_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
export const CORS_REQUEST_HEADERS = 'Authorization, Content-Type, Accept, Idempotency-Key, If-Match, Member-Id';
/**
 * Headers a cross-origin page may read besides the safelisted ones: how long a 429 or 503 asks it to wait, a saved
 * log's version, and whether an answer is the replay of an earlier one.
 */
export const CORS_EXPOSED_HEADERS = 'Retry-After, ETag, Idempotent-Replayed';
/** Ten minutes of cached preflights (Chromium caps this at two hours). */
export const CORS_MAX_AGE_SECONDS = 600;

export function apiCors(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  if (allowed.size === 0) return async (_c, next) => next();

  return async (c, next) => {
    const origin = c.req.header('origin');
    const listed = origin !== undefined && allowed.has(origin) ? origin : null;

    if (listed && c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': listed,
        'Access-Control-Allow-Methods': CORS_METHODS,
        'Access-Control-Allow-Headers': CORS_REQUEST_HEADERS,
        'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
        Vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      });
    }

    await next();
    c.header('Vary', 'Origin', { append: true });
    if (listed) {
      c.header('Access-Control-Allow-Origin', listed);
      c.header('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
    }
    return undefined;
  };
}
