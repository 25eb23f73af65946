import { Hono } from 'hono';
import { requireUser, type AppEnv } from '../http/env';
import { idParam, validate } from '../http/body';
import { valueOrThrow } from '../http/outcomes';
import { pagingHeaders } from '../http/paging';
import { viewMemberProfile } from '../services/member-profiles';
import { pageQuerySchema } from '../../lib/contracts/community';

/** Other members' public pages: who they are, their posts (paged like the feed), and the block state both ways. */
export const memberProfileRoutes = new Hono<AppEnv>();

// '/user/profile' without an id is the member's own profile (routes/profile.ts); this one needs a numeric id,
// anything else is a 404.
memberProfileRoutes.get('/user/profile/:userId', requireUser, async (c) => {
  const memberId = idParam(c, 'userId');
  const query = validate(pageQuerySchema, c.req.query());
  const page = valueOrThrow(await viewMemberProfile(c.var.rt, c.var.user.id, memberId, query));
  return c.json(page.body, 200, pagingHeaders(c.req.url, page.cursor));
});
