import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../log';
import { requestHeader, type AppEnv } from './env';

/** A caller's request id is kept when it looks like one (a proxy's), so one id follows the request end to end. */
const GIVEN_ID = /^[\w.-]{8,64}$/;

export function requestIdFrom(header: string | undefined | null): string {
  return header && GIVEN_ID.test(header) ? header : randomUUID();
}

export interface AccessEntry {
  method: string;
  /** The route pattern (`/api/v1/community/:id`), or the path for pages: never the query string, which can hold codes. */
  route: string;
  status: number;
  ms: number;
  requestId: string;
}

/** One line per request. */
export function logAccess(log: Logger, entry: AccessEntry): void {
  log.info({ event: 'http.access', ...entry, ms: Math.round(entry.ms * 10) / 10 }, 'request');
}

/** The API's access log: every response gets its line and carries its X-Request-Id. */
export const apiAccessLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const requestId = requestIdFrom(requestHeader(c, 'x-request-id'));
  c.header('X-Request-Id', requestId);
  try {
    await next();
  } finally {
    logAccess(c.var.rt.log, {
      method: c.req.method,
      route: routePath(c, -1),
      status: c.res.status,
      ms: performance.now() - started,
      requestId,
    });
  }
};

/**
 * The access log of everything the API app does not answer (pages, static files): one line when the response has
 * been sent, or when the client went away first (status 499, as nginx writes it).
 */
export function logNodeAccess(log: Logger, req: IncomingMessage, res: ServerResponse, route: string): void {
  const started = performance.now();
  const requestId = requestIdFrom(req.headers['x-request-id'] as string | undefined);
  res.setHeader('X-Request-Id', requestId);
  let logged = false;
  const done = (status: number) => {
    if (logged) return;
    logged = true;
    logAccess(log, { method: req.method ?? 'GET', route, status, ms: performance.now() - started, requestId });
  };
  res.once('finish', () => done(res.statusCode));
  res.once('close', () => done(res.writableFinished ? res.statusCode : 499));
}
