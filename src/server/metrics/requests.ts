import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../http/env';
import { observeRequest } from './registry';

/**
 * The API's requests in http_requests_total and http_request_duration_seconds, labelled with the route the app
 * matched (`/api/v1/user/profile/:userId`; `/api/v1/*` for a path no route takes), never the path itself: ids and
 * emails in paths would make a series per member. An increment and an observation per request, nothing else.
 */
export const countApiRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  try {
    await next();
  } finally {
    observeRequest(c.req.method, routePath(c, -1), c.res.status, (performance.now() - started) / 1000);
  }
};

/** The route label of what the API does not answer: a file of the client build, or a page Astro renders. */
export const STATIC_ROUTE = '(static)';
export const PAGE_ROUTE = '(page)';

/**
 * Counts a request the API app does not answer once its response is done (499 when the client left first, as the
 * access log writes it). It counts as a static file unless `page()` says Astro took it.
 */
export function countWebRequest(req: IncomingMessage, res: ServerResponse): { page(): void } {
  const started = performance.now();
  let route = STATIC_ROUTE;
  res.once('close', () => {
    const status = res.writableFinished ? res.statusCode : 499;
    observeRequest(req.method ?? 'GET', route, status, (performance.now() - started) / 1000);
  });
  return {
    page: () => {
      route = PAGE_ROUTE;
    },
  };
}
