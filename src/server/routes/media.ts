import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { forbidden, notFound } from '../http/errors';
import { verifyMediaUrl } from '../services/media';

export const mediaRoutes = new Hono<AppEnv>();

/** Stored pictures, through signed links only: re-encoded JPEG, never sniffed as anything else. */
mediaRoutes.get('/media/:kind/:name', async (c) => {
  const key = `${c.req.param('kind')}/${c.req.param('name')}`;
  const exp = c.req.query('exp') ?? '';
  const sig = c.req.query('sig') ?? '';
  if (!verifyMediaUrl(c.var.rt, key, exp, sig)) throw forbidden('This link is invalid or has expired.');
  const bytes = await c.var.rt.storage.get(key);
  if (!bytes) throw notFound();
  const maxAge = Math.max(0, Number(exp) - Math.floor(c.var.rt.clock.now().getTime() / 1000));
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'image/jpeg',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': `private, max-age=${maxAge}`,
    'Content-Disposition': 'inline',
  });
});
