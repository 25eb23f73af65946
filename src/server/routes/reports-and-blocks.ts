import { Hono } from 'hono';
import { requireUser, type AppEnv } from '../http/env';
import { idempotent } from '../http/idempotency';
import { idParam, parseBody } from '../http/body';
import { enforceRateLimit } from '../http/rate-limit';
import { LIMITS } from '../services/rate-limits';
import { respond } from '../http/outcomes';
import { createReport } from '../services/reports';
import { blockedMembers, blockMember, unblockMember } from '../services/blocks';
import { blockSchema, newReportSchema } from '../../lib/contracts/safety';

/** Reporting content or members to the moderation team, and blocking members. */
export const reportsAndBlocksRoutes = new Hono<AppEnv>();

reportsAndBlocksRoutes.post('/report', requireUser, idempotent, async (c) => {
  const input = await parseBody(c, newReportSchema);
  await enforceRateLimit(c, `report:user:${c.var.user.id}`, LIMITS.report);
  return respond(c, await createReport(c.var.rt, c.var.user.id, input), 201);
});

/** The members the signed-in member blocks, newest first (Account Settings lists them, each with Unblock). */
reportsAndBlocksRoutes.get('/block', requireUser, async (c) => c.json(await blockedMembers(c.var.rt, c.var.user.id)));

reportsAndBlocksRoutes.post('/block', requireUser, async (c) => {
  const { blocked } = await parseBody(c, blockSchema);
  return respond(c, await blockMember(c.var.rt, c.var.user.id, blocked), 201);
});

reportsAndBlocksRoutes.delete('/unblock/:userId', requireUser, async (c) => {
  await unblockMember(c.var.rt, c.var.user.id, idParam(c, 'userId'));
  return c.body(null, 204);
});
