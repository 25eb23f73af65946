import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser, type AppEnv } from '../http/env';
import { idempotent } from '../http/idempotency';
import { idParam, parseBody, validate } from '../http/body';
import { enforceRateLimit } from '../http/rate-limit';
import { COMMENT_MAX, POST_MAX, createComment, createPost, feedPage, type FeedPage } from '../services/community';
import { viewMemberProfile } from '../services/member-profiles';

/**
 * The community feed and other members' public pages.
 *
 * GET community/ answers a JSON LIST of posts (the shape the spec's client reads), newest first, each with its
 * comments oldest first. Paging travels in headers so the body stays that list:
 *   ?limit=1..100 (default 50; out-of-range values are clamped), ?before=<post id> for older posts;
 *   X-Has-More: true|false, X-Next-Before: <post id> (absent on the last page), and a Link rel="next".
 * A client that cannot read headers asks for limit+1 posts and shows limit: one extra means there are more.
 */
export const communityRoutes = new Hono<AppEnv>();

communityRoutes.use('/community', requireUser);
communityRoutes.use('/community/*', requireUser);
communityRoutes.use('/user/profile/:userId', requireUser);

const REQUIRED = 'This field is required.';

/** Text as typed, trimmed at the ends, 1..max characters. */
export const textField = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, 'This field may not be blank.')
    .max(max, `Ensure this field has no more than ${max} characters.`);

/** A positive integer id given as a number or a string of digits. */
export const idField = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : v),
  z.number({ error: 'A valid integer is required.' }).int('A valid integer is required.').min(1).max(2_147_483_647),
);

const optionalInt = z.preprocess(
  (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' && /^-?\d{1,10}$/.test(v) ? Number(v) : v),
  z.number({ error: 'A valid integer is required.' }).int().optional(),
);

/** ?before=<post id>&limit=n; the service clamps the limit to 1..100. */
const pageQuery = z.object({ before: optionalInt.pipe(z.number().min(1).max(2_147_483_647).optional()), limit: optionalInt });

const postBody = z.object({ content: textField(POST_MAX) });
const commentBody = z.object({ content: textField(COMMENT_MAX), post: idField });

function pagingHeaders(url: string, page: FeedPage): Record<string, string> {
  const headers: Record<string, string> = { 'X-Has-More': String(page.hasMore) };
  if (page.nextBefore !== null) {
    const next = new URL(url);
    next.searchParams.set('before', String(page.nextBefore));
    headers['X-Next-Before'] = String(page.nextBefore);
    headers['Link'] = `<${next.pathname}${next.search}>; rel="next"`;
  }
  return headers;
}

communityRoutes.get('/community', async (c) => {
  const query = validate(pageQuery, c.req.query());
  const page = await feedPage(c.var.rt, c.var.user.id, { ...query, hideBlockedAuthors: true });
  return c.json(page.posts, 200, pagingHeaders(c.req.url, page));
});

communityRoutes.post('/community', idempotent, async (c) => {
  const { content } = await parseBody(c, postBody);
  await enforceRateLimit(c, `post:user:${c.var.user.id}`, 30, 3600);
  return c.json(await createPost(c.var.rt, c.var.user.id, content), 201);
});

communityRoutes.post('/community/comment', idempotent, async (c) => {
  const { content, post } = await parseBody(c, commentBody);
  await enforceRateLimit(c, `comment:user:${c.var.user.id}`, 120, 3600);
  return c.json(await createComment(c.var.rt, c.var.user.id, post, content), 201);
});

// '/user/profile' without an id is the member's own profile (routes/profile.ts); this one needs a numeric id,
// anything else is a 404.
communityRoutes.get('/user/profile/:userId', async (c) => {
  const memberId = idParam(c, 'userId');
  const query = validate(pageQuery, c.req.query());
  return c.json(await viewMemberProfile(c.var.rt, c.var.user.id, memberId, query));
});
