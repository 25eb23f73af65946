import { Hono } from 'hono';
import { requireUser, type AppEnv } from '../http/env';
import { idempotent } from '../http/idempotency';
import { parseBody } from '../http/body';
import { enforceRateLimit } from '../http/rate-limit';
import { LIMITS } from '../services/rate-limits';
import { contactSupport } from '../services/support';
import { supportMessageSchema } from '../../lib/contracts/support';

/** A member's message to the support address. */
export const supportRoutes = new Hono<AppEnv>();

supportRoutes.post('/support/contact', requireUser, idempotent, async (c) => {
  const input = await parseBody(c, supportMessageSchema);
  await enforceRateLimit(c, `support:user:${c.var.user.id}`, LIMITS.support);
  return c.json(await contactSupport(c.var.rt, c.var.user, input), 201);
});
