import { Hono } from 'hono';
import { requireUser, type AppEnv } from '../http/env';
import { parseBody } from '../http/body';
import { setUnits } from '../services/units';
import { unitsUpdate } from '../../lib/contracts/units';

/** The signed-in member's units (issue 26): the browser shows and reads their numbers in them. */
export const unitsRoutes = new Hono<AppEnv>();

unitsRoutes.put('/user/units', requireUser, async (c) => {
  const { units } = await parseBody(c, unitsUpdate);
  return c.json(await setUnits(c.var.rt.db, c.var.user.id, units));
});
