import { Hono, type Context } from 'hono';
import { requirePaid, requireUser, type AppEnv } from '../http/env';
import { idParam, parseBody } from '../http/body';
import { saveWeeklyLog, weeklyLogUpdate } from '../services/weekly-logs';
import { dailyLogUpdate, saveDailyLog } from '../services/daily-logs';

/** Weekly and daily logs: paying members, their own logs only (anyone else's is a 404). */
export const logRoutes = new Hono<AppEnv>();

// PUT and PATCH follow the same rules: fields not sent stay as they are.
const saveWeek = async (c: Context<AppEnv>) => {
  const id = idParam(c, 'id');
  const input = await parseBody(c, weeklyLogUpdate);
  return c.json(await saveWeeklyLog(c.var.rt, c.var.user.id, id, input));
};
logRoutes.put('/user/weekly-log/:id', requireUser, requirePaid, saveWeek);
logRoutes.patch('/user/weekly-log/:id', requireUser, requirePaid, saveWeek);

logRoutes.put('/daily-log/:id', requireUser, requirePaid, async (c) => {
  const id = idParam(c, 'id');
  const input = await parseBody(c, dailyLogUpdate);
  return c.json(await saveDailyLog(c.var.rt, c.var.user.id, id, input));
});
