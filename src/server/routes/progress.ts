import { Hono } from 'hono';
import { requirePaid, requireUser, type AppEnv } from '../http/env';
import { parseBody } from '../http/body';
import { respond } from '../http/outcomes';
import { memberProgress } from '../services/progress';
import { saveGoals } from '../services/goals';
import { goalsUpdate } from '../../lib/contracts/progress';

/** A member's progress and goals (issue 15): paying members, their own only, like the weekly logs. */
export const progressRoutes = new Hono<AppEnv>();

progressRoutes.get('/user/progress', requireUser, requirePaid, async (c) =>
  respond(c, await memberProgress(c.var.rt, c.var.user.id)),
);

progressRoutes.put('/user/goals', requireUser, requirePaid, async (c) => {
  const input = await parseBody(c, goalsUpdate);
  return respond(c, await saveGoals(c.var.rt, c.var.user.id, input));
});
