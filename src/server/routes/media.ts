import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { valueOf } from '../http/outcomes';
import { readSignedMedia } from '../services/media';

export const mediaRoutes = new Hono<AppEnv>();

/** Stored pictures, through signed links only (no sign-in: the link is the permission): JPEG, never sniffed. */
mediaRoutes.get('/media/:kind/:name', async (c) => {
  const link = { key: `${c.req.param('kind')}/${c.req.param('name')}`, exp: c.req.query('exp') ?? '', sig: c.req.query('sig') ?? '' };
  const { bytes, maxAge } = valueOf(await readSignedMedia(c.var.rt, link));
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'image/jpeg',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': `private, max-age=${maxAge}`,
    'Content-Disposition': 'inline',
  });
});
