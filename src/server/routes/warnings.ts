import { Hono } from 'hono';
import { requireUser, type AppEnv } from '../http/env';
import { idParam } from '../http/body';
import { valueOrThrow } from '../http/outcomes';
import { dismissWarning, openWarnings } from '../services/warnings';

/** A member's own moderation warnings: read them, dismiss them. */
export const warningRoutes = new Hono<AppEnv>();

warningRoutes.get('/user/warnings', requireUser, async (c) => c.json(await openWarnings(c.var.rt, c.var.user.id)));

warningRoutes.post('/user/warnings/:id/dismiss', requireUser, async (c) => {
  valueOrThrow(await dismissWarning(c.var.rt, c.var.user.id, idParam(c, 'id')));
  return c.body(null, 204);
});
