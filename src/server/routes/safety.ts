import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser, type AppEnv } from '../http/env';
import { idempotent } from '../http/idempotency';
import { idParam, parseBody } from '../http/body';
import { CONTENT_TYPES, REPORT_TYPES } from '../db/schema';
import { enforceRateLimit } from '../http/rate-limit';
import { createReport } from '../services/reports';
import { blockMember, unblockMember } from '../services/blocks';
import { idField, textField } from './community';

/** Reporting content or members to the moderation team, and blocking members. */
export const safetyRoutes = new Hono<AppEnv>();

safetyRoutes.use('/report', requireUser);
safetyRoutes.use('/block', requireUser);
safetyRoutes.use('/unblock/*', requireUser);

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Choose one of: ${values.join(', ')}.` });

const reportBody = z.object({
  reported_user: idField,
  content_type: choice(CONTENT_TYPES),
  content_id: idField,
  report_type: choice(REPORT_TYPES),
  description: textField(2000),
});
const blockBody = z.object({ blocked: idField });

safetyRoutes.post('/report', idempotent, async (c) => {
  const input = await parseBody(c, reportBody);
  await enforceRateLimit(c, `report:user:${c.var.user.id}`, 20, 3600);
  return c.json(await createReport(c.var.rt, c.var.user.id, input), 201);
});

safetyRoutes.post('/block', async (c) => {
  const { blocked } = await parseBody(c, blockBody);
  return c.json(await blockMember(c.var.rt, c.var.user.id, blocked), 201);
});

safetyRoutes.delete('/unblock/:userId', async (c) => {
  await unblockMember(c.var.rt, c.var.user.id, idParam(c, 'userId'));
  return c.body(null, 204);
});
