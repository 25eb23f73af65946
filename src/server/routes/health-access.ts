import { Hono } from 'hono';
import { requireStaff, requireUser, type AppEnv } from '../http/env';
import { idParam, parseBody } from '../http/body';
import { respond } from '../http/outcomes';
import { enforceRateLimit } from '../http/rate-limit';
import { LIMITS } from '../services/rate-limits';
import { openHealthDetails } from '../services/health-access';
import { ownAccessLog } from '../services/staff-access';
import { healthAccessRequest } from '../../lib/contracts/health-access';

/**
 * Need-to-know health access (issue 28): staff open a member's health details with a reason, and the member reads
 * who saw what of their data. The staff reads of weeks and pictures are logged by their own routes (admin.ts).
 */
export const healthAccessRoutes = new Hono<AppEnv>();

/** Staff only: the member's medical history, emergency contact, address and phone; a row of their access log. */
healthAccessRoutes.post('/admin/members/:id/health-access', requireUser, requireStaff, async (c) => {
  const id = idParam(c, 'id');
  const { reason } = await parseBody(c, healthAccessRequest);
  await enforceRateLimit(c, `health-access:staff:${c.var.user.id}`, LIMITS.healthAccessReads);
  return respond(c, await openHealthDetails(c.var.rt, c.var.user, id, reason));
});

/** The signed-in member's own access log, newest first. */
healthAccessRoutes.get('/user/access-log', requireUser, async (c) => {
  return c.json(await ownAccessLog(c.var.rt, c.var.user.id));
});
