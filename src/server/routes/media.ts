import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { valueOrThrow } from '../http/outcomes';
import { readSignedMedia } from '../services/media';

export const mediaRoutes = new Hono<AppEnv>();

/**
 * Stored pictures, through signed links only (no sign-in: the link is the permission). On S3 the answer is a 302 to
 * a presigned URL that works as long as the link does (the browser caches the redirect as long); on local storage,
 * the JPEG itself, never sniffed.
 */
mediaRoutes.get('/media/:kind/:name', async (c) => {
  const link = {
    key: `${c.req.param('kind')}/${c.req.param('name')}`,
    exp: c.req.query('exp') ?? '',
    sig: c.req.query('sig') ?? '',
  };
  const media = valueOrThrow(await readSignedMedia(c.var.rt, link));
  const cacheControl = `private, max-age=${media.maxAge}`;
  if ('location' in media) return c.body(null, 302, { Location: media.location, 'Cache-Control': cacheControl });
  return c.body(new Uint8Array(media.bytes), 200, {
    'Content-Type': 'image/jpeg',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': cacheControl,
    'Content-Disposition': 'inline',
  });
});
