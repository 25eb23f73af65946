import { Hono, type Context } from 'hono';
import { requirePaid, requireUser, type AppEnv } from '../http/env';
import { idParam, parseBody, validate } from '../http/body';
import { countedPicture, pictureForm } from '../http/picture-form';
import { respond } from '../http/outcomes';
import { idempotent } from '../http/idempotency';
import { ifMatchVersion, versionTag } from '../http/if-match';
import { saveWeeklyLog } from '../services/weekly-logs';
import { saveDailyLog } from '../services/daily-logs';
import { dailyLogUpdate, weeklyLogUpdate } from '../../lib/contracts/weekly-logs';

/**
 * Weekly and daily logs: paying members, their own logs only (anyone else's is a 404). Saves may carry an
 * Idempotency-Key (a replay answers as the first save did) and `If-Match: "<version>"` (a save on an older version
 * is refused with 412 and the log as it is); each answer's ETag is the version saved.
 */
export const weeklyLogRoutes = new Hono<AppEnv>();

/** PUT and PATCH follow the same rules: fields not sent stay as they are. */
async function saveWeek(c: Context<AppEnv>) {
  const id = idParam(c, 'id');
  const input = validate(weeklyLogUpdate, c.var.form);
  const saved = await saveWeeklyLog(c.var.rt, c.var.user.id, id, input, ifMatchVersion(c));
  if (saved.ok) c.header('ETag', versionTag(saved.value.version));
  return respond(c, saved);
}
const weekSave = [
  requireUser,
  requirePaid,
  pictureForm('progress_picture'),
  idempotent,
  countedPicture('progress_picture'),
  saveWeek,
] as const;
weeklyLogRoutes.put('/user/weekly-log/:id', ...weekSave);
weeklyLogRoutes.patch('/user/weekly-log/:id', ...weekSave);

weeklyLogRoutes.put('/daily-log/:id', requireUser, requirePaid, idempotent, async (c) => {
  const id = idParam(c, 'id');
  const input = await parseBody(c, dailyLogUpdate);
  const saved = await saveDailyLog(c.var.rt, c.var.user.id, id, input, ifMatchVersion(c));
  if (saved.ok) c.header('ETag', versionTag(saved.value.version));
  return respond(c, saved);
});
