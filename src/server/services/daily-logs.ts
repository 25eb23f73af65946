import { and, eq, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { dailyLogs, weeklyLogs } from '../db/schema';
import { fail, invalid, ok, type Result } from '../result';
import {
  DAILY_TEXT_LIMITS,
  toDailyLogJson,
  type DailyLogJson,
  type DailyLogUpdate,
} from '../../lib/contracts/weekly-logs';

const TEXT_FIELDS = Object.keys(DAILY_TEXT_LIMITS) as Array<keyof typeof DAILY_TEXT_LIMITS>;

/**
 * The save as ONE statement of a fixed shape, prepared once per database: it changes the day only when it is the
 * member's own, in the week the request names (and on the day it names, if any), and answers the saved row. A
 * field not sent is a null parameter and keeps its value (text fields are never null: the contract turns a null
 * into ''); water is the one field that can be cleared, so it says apart whether it was sent.
 */
function prepareSave(db: Db) {
  const text = (name: (typeof TEXT_FIELDS)[number]) => sql`coalesce(${sql.placeholder(name)}::text, ${dailyLogs[name]})`;
  return db
    .update(dailyLogs)
    .set({
      ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, text(name)])) as Record<(typeof TEXT_FIELDS)[number], ReturnType<typeof text>>),
      waterIntakeOz: sql`case when ${sql.placeholder('setWater')}::boolean then ${sql.placeholder('water')}::numeric else ${dailyLogs.waterIntakeOz} end`,
    })
    .from(weeklyLogs)
    .where(
      and(
        eq(dailyLogs.id, sql.placeholder('dayId')),
        eq(weeklyLogs.id, dailyLogs.weeklyLogId),
        eq(weeklyLogs.userId, sql.placeholder('userId')),
        eq(dailyLogs.weeklyLogId, sql.placeholder('weeklyLogId')),
        sql`(${sql.placeholder('day')}::text is null or ${dailyLogs.day} = ${sql.placeholder('day')}::text)`,
      ),
    )
    .returning({
      id: dailyLogs.id,
      day: dailyLogs.day,
      weeklyLogId: dailyLogs.weeklyLogId,
      workout: dailyLogs.workout,
      duration: dailyLogs.duration,
      notes: dailyLogs.notes,
      breakfast: dailyLogs.breakfast,
      lunch: dailyLogs.lunch,
      dinner: dailyLogs.dinner,
      snack1: dailyLogs.snack1,
      snack2: dailyLogs.snack2,
      waterIntakeOz: dailyLogs.waterIntakeOz,
    })
    .prepare('save_daily_log');
}
const saveQueries = new WeakMap<Db, ReturnType<typeof prepareSave>>();

/** Saves a member's own daily log; anyone else's is not_found and nothing changes. */
export async function saveDailyLog(
  rt: Runtime,
  userId: number,
  dayId: number,
  input: DailyLogUpdate,
): Promise<Result<DailyLogJson, 'not_found' | 'invalid'>> {
  let save = saveQueries.get(rt.db);
  if (!save) saveQueries.set(rt.db, (save = prepareSave(rt.db)));
  const params: Record<string, unknown> = {
    dayId,
    userId,
    weeklyLogId: input.weekly_log,
    day: input.day ?? null,
    setWater: input.water_intake_oz !== undefined,
    water: input.water_intake_oz ?? null,
  };
  for (const name of TEXT_FIELDS) params[name] = input[name] ?? null;
  const [saved] = await save.execute(params);
  return saved ? ok(toDailyLogJson(saved)) : whyNotSaved(rt, userId, dayId, input);
}

/** Nothing was saved: the day is not the member's (not_found), or the request named another week or day. */
async function whyNotSaved(
  rt: Runtime,
  userId: number,
  dayId: number,
  input: DailyLogUpdate,
): Promise<Result<never, 'not_found' | 'invalid'>> {
  const [row] = await rt.db
    .select({ day: dailyLogs.day, weeklyLogId: dailyLogs.weeklyLogId })
    .from(dailyLogs)
    .innerJoin(weeklyLogs, eq(weeklyLogs.id, dailyLogs.weeklyLogId))
    .where(and(eq(dailyLogs.id, dayId), eq(weeklyLogs.userId, userId)));
  if (!row) return fail('not_found');
  if (input.weekly_log !== row.weeklyLogId) return invalid({ weekly_log: ['This daily log belongs to another week.'] });
  if (input.day !== undefined && input.day !== row.day) return invalid({ day: ['The day of a daily log cannot change.'] });
  // Changed between the two statements (deleted with its account): as good as gone.
  return fail('not_found');
}
