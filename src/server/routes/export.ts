import { Hono } from 'hono';
import { requireUser, type AppEnv } from '../http/env';
import { enforceRateLimit } from '../http/rate-limit';
import { requestLanguage, valueOrThrow } from '../http/outcomes';
import { EXPORT_LIMIT, exportMemberData } from '../services/data-export';

/**
 * "Download my data" (issue 16): the signed-in member's own export, nothing else. No parameter names a member (a
 * `user_id` in the query is not read): the token's member is the only one, staff included.
 */
export const exportRoutes = new Hono<AppEnv>();

exportRoutes.get('/user/export', requireUser, async (c) => {
  const userId = c.var.user.id;
  await enforceRateLimit(c, `export:user:${userId}`, EXPORT_LIMIT);
  const { filename, body } = valueOrThrow(await exportMemberData(c.var.rt, userId, requestLanguage(c)));
  // A stream: the ZIP leaves as it is made (no Content-Length; chunked).
  return c.body(body, 200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
});
