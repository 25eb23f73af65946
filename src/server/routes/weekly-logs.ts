import { Hono, type Context } from 'hono';
import { requirePaid, requireUser, type AppEnv } from '../http/env';
import { idParam, parseBody, validate } from '../http/body';
import { pictureForm } from '../http/picture-form';
import { respond } from '../http/outcomes';
import { saveWeeklyLog } from '../services/weekly-logs';
import { saveDailyLog } from '../services/daily-logs';
import { dailyLogUpdate, weeklyLogUpdate } from '../../lib/contracts/weekly-logs';

/** Weekly and daily logs: paying members, their own logs only (anyone else's is a 404). */
export const weeklyLogRoutes = new Hono<AppEnv>();

/** PUT and PATCH follow the same rules: fields not sent stay as they are. */
async function saveWeek(c: Context<AppEnv>) {
  const id = idParam(c, 'id');
  const input = validate(weeklyLogUpdate, c.var.form);
  return respond(c, await saveWeeklyLog(c.var.rt, c.var.user.id, id, input));
}
weeklyLogRoutes.put('/user/weekly-log/:id', requireUser, requirePaid, pictureForm('progress_picture'), saveWeek);
weeklyLogRoutes.patch('/user/weekly-log/:id', requireUser, requirePaid, pictureForm('progress_picture'), saveWeek);

weeklyLogRoutes.put('/daily-log/:id', requireUser, requirePaid, async (c) => {
  const id = idParam(c, 'id');
  const input = await parseBody(c, dailyLogUpdate);
  return respond(c, await saveDailyLog(c.var.rt, c.var.user.id, id, input));
});
