import { Hono } from 'hono';
import type { AppEnv } from '../http/env';

export const metaRoutes = new Hono<AppEnv>();

metaRoutes.get('/', (c) => c.json({ name: `${c.var.rt.config.siteName} API`, version: 'v1' }));

metaRoutes.get('/health', async (c) => {
  try {
    await c.var.rt.database.ping();
    return c.json({ status: 'ok', database: 'reachable' });
  } catch {
    return c.json({ status: 'unavailable', database: 'unreachable' }, 503);
  }
});
