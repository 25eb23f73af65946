import { Hono, type Context } from 'hono';
import { requireStaff, requireUser, type AppEnv } from '../http/env';
import { idParam, parseBody, validate } from '../http/body';
import { respond, valueOrThrow } from '../http/outcomes';
import { pagingHeaders } from '../http/paging';
import { enforceRateLimit } from '../http/rate-limit';
import { LIMITS } from '../services/rate-limits';
import { answerWeek, deleteFeedback, editFeedback } from '../services/week-feedback';
import { memberThread, staffThread, threadList, writeAsMember, writeAsStaff, type Writer } from '../services/messages';
import { attentionQueue } from '../services/attention';
import { pageQuerySchema } from '../../lib/contracts/community';
import { feedbackRequest, messageRequest } from '../../lib/contracts/coaching';

/**
 * Coaching (issue 29): staff answers to weeks, one conversation per member, the needs-attention queue. Every admin
 * path is staff only, as admin.ts.
 */
export const coachingRoutes = new Hono<AppEnv>();

const writerOf = (c: Context<AppEnv>): Writer => ({
  id: c.var.user.id,
  fullName: c.var.user.fullName,
  isStaff: c.var.user.isStaff,
  status: c.var.user.status,
});

/**
 * A message's or a week's answer's text, counted against its writer's hourly budget (one per kind) once it is known
 * to be valid: each may mail a member.
 */
async function countedText(c: Context<AppEnv>, kind: 'messages' | 'feedback'): Promise<string> {
  const { text } = await parseBody(c, kind === 'messages' ? messageRequest : feedbackRequest);
  await enforceRateLimit(c, `${kind}:user:${c.var.user.id}`, LIMITS.messages);
  return text;
}

coachingRoutes.post('/admin/weekly-log/:id/feedback', requireUser, requireStaff, async (c) => {
  const id = idParam(c, 'id');
  const text = await countedText(c, 'feedback');
  return respond(c, await answerWeek(c.var.rt, writerOf(c), id, text), 201);
});

coachingRoutes.patch('/admin/feedback/:id', requireUser, requireStaff, async (c) => {
  const id = idParam(c, 'id');
  const { text } = await parseBody(c, feedbackRequest);
  return respond(c, await editFeedback(c.var.rt, c.var.user.id, id, text));
});

coachingRoutes.delete('/admin/feedback/:id', requireUser, requireStaff, async (c) => {
  valueOrThrow(await deleteFeedback(c.var.rt, c.var.user.id, idParam(c, 'id')));
  return c.body(null, 204);
});

/** The member's own conversation, a page at a time (newest page first, each oldest first); opening it reads it. */
coachingRoutes.get('/messages', requireUser, async (c) => {
  const page = await memberThread(c.var.rt, c.var.user.id, validate(pageQuerySchema, c.req.query()));
  return c.json(page.messages, 200, pagingHeaders(c.req.url, page.cursor));
});

coachingRoutes.post('/messages', requireUser, async (c) => {
  const text = await countedText(c, 'messages');
  return respond(c, await writeAsMember(c.var.rt, writerOf(c), text), 201);
});

/** Every member's thread, newest activity first, with its unread count. */
coachingRoutes.get('/admin/messages', requireUser, requireStaff, async (c) => {
  const list = await threadList(c.var.rt, validate(pageQuerySchema, c.req.query()));
  return c.json(list.threads, 200, pagingHeaders(c.req.url, list.cursor));
});

coachingRoutes.get('/admin/members/:id/messages', requireUser, requireStaff, async (c) => {
  const id = idParam(c, 'id');
  const page = valueOrThrow(await staffThread(c.var.rt, id, validate(pageQuerySchema, c.req.query())));
  return c.json(page.messages, 200, pagingHeaders(c.req.url, page.cursor));
});

coachingRoutes.post('/admin/members/:id/messages', requireUser, requireStaff, async (c) => {
  const id = idParam(c, 'id');
  const text = await countedText(c, 'messages');
  return respond(c, await writeAsStaff(c.var.rt, writerOf(c), id, text), 201);
});

coachingRoutes.get('/admin/attention', requireUser, requireStaff, async (c) => c.json(await attentionQueue(c.var.rt)));
