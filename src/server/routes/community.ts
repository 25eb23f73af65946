import { Hono } from 'hono';
import { requireUser, type AppEnv } from '../http/env';
import { idempotent } from '../http/idempotency';
import { idParam, parseBody, validate } from '../http/body';
import { enforceRateLimit } from '../http/rate-limit';
import { LIMITS } from '../services/rate-limits';
import { respond, valueOrThrow } from '../http/outcomes';
import { pagingHeaders } from '../http/paging';
import { createComment, createPost, deleteComment, deletePost, editComment, editPost } from '../services/community';
import { feedPageText } from '../services/feed';
import {
  commentEditSchema,
  newCommentSchema,
  newPostSchema,
  pageQuerySchema,
  postEditSchema,
} from '../../lib/contracts/community';

/**
 * The community feed: GET community/ answers a JSON list of posts, newest first, each with its comments oldest
 * first (paging in headers: see src/lib/contracts/community.ts); members post and comment, and edit or delete
 * what they wrote (anyone else's: 403).
 */
export const communityRoutes = new Hono<AppEnv>();

communityRoutes.get('/community', requireUser, async (c) => {
  const query = validate(pageQuerySchema, c.req.query());
  // The counter requireUser read with the member: the page kept for it is served without another round trip.
  const page = await feedPageText(c.var.rt, c.var.user.id, { ...query, hideBlockedAuthors: true }, c.var.feedVersion);
  // The database wrote the JSON (see feedPageText): sent as its ready bytes, as c.json would send the text.
  return c.body(page.bytes, 200, { 'Content-Type': 'application/json', ...pagingHeaders(c.req.url, page) });
});

communityRoutes.post('/community', requireUser, idempotent, async (c) => {
  const { content } = await parseBody(c, newPostSchema);
  await enforceRateLimit(c, `post:user:${c.var.user.id}`, LIMITS.post);
  return c.json(await createPost(c.var.rt, c.var.user.id, content), 201);
});

communityRoutes.post('/community/comment', requireUser, idempotent, async (c) => {
  const { content, post } = await parseBody(c, newCommentSchema);
  await enforceRateLimit(c, `comment:user:${c.var.user.id}`, LIMITS.comment);
  return respond(c, await createComment(c.var.rt, c.var.user.id, post, content), 201);
});

communityRoutes.put('/community/comment/:id', requireUser, async (c) => {
  const { content } = await parseBody(c, commentEditSchema);
  await enforceRateLimit(c, `own-content:user:${c.var.user.id}`, LIMITS.ownContentChanges);
  return respond(c, await editComment(c.var.rt, c.var.user.id, idParam(c, 'id'), content));
});

communityRoutes.delete('/community/comment/:id', requireUser, async (c) => {
  await enforceRateLimit(c, `own-content:user:${c.var.user.id}`, LIMITS.ownContentChanges);
  valueOrThrow(await deleteComment(c.var.rt, c.var.user.id, idParam(c, 'id')));
  return c.body(null, 204);
});

communityRoutes.put('/community/:id', requireUser, async (c) => {
  const { content } = await parseBody(c, postEditSchema);
  await enforceRateLimit(c, `own-content:user:${c.var.user.id}`, LIMITS.ownContentChanges);
  return respond(c, await editPost(c.var.rt, c.var.user.id, idParam(c, 'id'), content));
});

communityRoutes.delete('/community/:id', requireUser, async (c) => {
  await enforceRateLimit(c, `own-content:user:${c.var.user.id}`, LIMITS.ownContentChanges);
  valueOrThrow(await deletePost(c.var.rt, c.var.user.id, idParam(c, 'id')));
  return c.body(null, 204);
});
