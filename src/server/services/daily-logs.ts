import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Runtime } from '../runtime';
import { DAYS, dailyLogs, weeklyLogs } from '../db/schema';
import { fieldErrors, notFound } from '../http/errors';
import { dailyLogJson, type DailyLogJson } from './weeks';
import { decimalInput, textInput } from './weekly-logs';
import { DAILY_TEXT_LIMITS, WATER_MAX_OZ } from '../../lib/contracts/weekly-logs';

export { DAILY_TEXT_LIMITS, WATER_MAX_OZ };

const weekReference = z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/).transform(Number)], {
  error: 'A valid integer is required.',
});

/** PUT daily-log/{id}/ (JSON). weekly_log is required and must be the log's own week; other fields not sent stay. */
export const dailyLogUpdate = z.object({
  weekly_log: z.unknown().refine((v) => v !== undefined && v !== null && v !== '', 'This field is required.').pipe(weekReference),
  day: z.enum(DAYS, { error: 'Not a valid day.' }).optional(),
  workout: textInput(DAILY_TEXT_LIMITS.workout).optional(),
  duration: textInput(DAILY_TEXT_LIMITS.duration).optional(),
  notes: textInput(DAILY_TEXT_LIMITS.notes).optional(),
  breakfast: textInput(DAILY_TEXT_LIMITS.breakfast).optional(),
  lunch: textInput(DAILY_TEXT_LIMITS.lunch).optional(),
  dinner: textInput(DAILY_TEXT_LIMITS.dinner).optional(),
  snack1: textInput(DAILY_TEXT_LIMITS.snack1).optional(),
  snack2: textInput(DAILY_TEXT_LIMITS.snack2).optional(),
  water_intake_oz: decimalInput(WATER_MAX_OZ).optional(),
});
export type DailyLogUpdate = z.output<typeof dailyLogUpdate>;

const TEXT_FIELDS = Object.keys(DAILY_TEXT_LIMITS) as Array<keyof typeof DAILY_TEXT_LIMITS>;

/** Saves a member's own daily log; anyone else's is a 404 and nothing changes. */
export async function saveDailyLog(rt: Runtime, userId: number, dayId: number, input: DailyLogUpdate): Promise<DailyLogJson> {
  const [row] = await rt.db
    .select({ id: dailyLogs.id, day: dailyLogs.day, weeklyLogId: dailyLogs.weeklyLogId })
    .from(dailyLogs)
    .innerJoin(weeklyLogs, eq(weeklyLogs.id, dailyLogs.weeklyLogId))
    .where(and(eq(dailyLogs.id, dayId), eq(weeklyLogs.userId, userId)));
  if (!row) throw notFound();
  if (input.weekly_log !== row.weeklyLogId) throw fieldErrors({ weekly_log: ['This daily log belongs to another week.'] });
  if (input.day !== undefined && input.day !== row.day) throw fieldErrors({ day: ['The day of a daily log cannot change.'] });

  const changes: Partial<typeof dailyLogs.$inferInsert> = {};
  for (const name of TEXT_FIELDS) if (input[name] !== undefined) changes[name] = input[name];
  if (input.water_intake_oz !== undefined) changes.waterIntakeOz = input.water_intake_oz;
  const [saved] =
    Object.keys(changes).length > 0
      ? await rt.db.update(dailyLogs).set(changes).where(eq(dailyLogs.id, row.id)).returning()
      : await rt.db.select().from(dailyLogs).where(eq(dailyLogs.id, row.id));
  if (!saved) throw notFound();
  return dailyLogJson(saved);
}
