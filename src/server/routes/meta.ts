import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_DETAIL } from '../db/availability';
import { noteUnavailable } from '../db/outages';
import { respond } from '../http/outcomes';
import { checkReadiness } from '../services/readiness';

export const metaRoutes = new Hono<AppEnv>();

metaRoutes.get('/', (c) => c.json({ name: `${c.var.rt.config.siteName} API`, version: 'v1' }));

// Pings the database: a load balancer takes a node whose database is out of rotation. The body is the API's 503
// body, with the two fields monitors read.
metaRoutes.get('/health', async (c) => {
  try {
    await c.var.rt.database.ping();
    return c.json({ status: 'ok', database: 'reachable' });
  } catch (err) {
    if (isDatabaseUnavailable(err)) noteUnavailable(c.var.rt, err);
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json({ detail: UNAVAILABLE_DETAIL, status: 'unavailable', database: 'unreachable' }, 503);
  }
});

// Readiness, for a load balancer or an orchestrator: 200 only when the database answers and has every migration
// this version knows; 503 (the house's error body, with `database` and `migrations`) otherwise. /health above stays
// the liveness check.
metaRoutes.get('/ready', async (c) => respond(c, await checkReadiness(c.var.rt)));
