import { and, eq } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { dailyLogs, weeklyLogs } from '../db/schema';
import { fail, invalid, ok, type Result } from '../result';
import {
  DAILY_TEXT_LIMITS,
  toDailyLogJson,
  type DailyLogJson,
  type DailyLogUpdate,
} from '../../lib/contracts/weekly-logs';

const TEXT_FIELDS = Object.keys(DAILY_TEXT_LIMITS) as Array<keyof typeof DAILY_TEXT_LIMITS>;

/** Saves a member's own daily log; anyone else's is not_found and nothing changes. */
export async function saveDailyLog(
  rt: Runtime,
  userId: number,
  dayId: number,
  input: DailyLogUpdate,
): Promise<Result<DailyLogJson, 'not_found' | 'invalid'>> {
  const [row] = await rt.db
    .select({ id: dailyLogs.id, day: dailyLogs.day, weeklyLogId: dailyLogs.weeklyLogId })
    .from(dailyLogs)
    .innerJoin(weeklyLogs, eq(weeklyLogs.id, dailyLogs.weeklyLogId))
    .where(and(eq(dailyLogs.id, dayId), eq(weeklyLogs.userId, userId)));
  if (!row) return fail('not_found');
  if (input.weekly_log !== row.weeklyLogId) return invalid({ weekly_log: ['This daily log belongs to another week.'] });
  if (input.day !== undefined && input.day !== row.day) return invalid({ day: ['The day of a daily log cannot change.'] });

  const changes: Partial<typeof dailyLogs.$inferInsert> = {};
  for (const name of TEXT_FIELDS) if (input[name] !== undefined) changes[name] = input[name];
  if (input.water_intake_oz !== undefined) changes.waterIntakeOz = input.water_intake_oz;
  const [saved] =
    Object.keys(changes).length > 0
      ? await rt.db.update(dailyLogs).set(changes).where(eq(dailyLogs.id, row.id)).returning()
      : await rt.db.select().from(dailyLogs).where(eq(dailyLogs.id, row.id));
  return saved ? ok(toDailyLogJson(saved)) : fail('not_found');
}
