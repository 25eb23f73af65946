import { and, eq, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { preparedStatement, runPrepared, type StatementValue } from './prepared-statements';
import { dailyLogs, weeklyLogs } from '../db/schema';
import { fail, invalid, ok, type Result } from '../result';
import {
  DAILY_TEXT_LIMITS,
  toDailyLogJson,
  type DailyLogJson,
  type DailyLogRow,
  type DailyLogUpdate,
} from '../../lib/contracts/weekly-logs';

const TEXT_FIELDS = Object.keys(DAILY_TEXT_LIMITS) as Array<keyof typeof DAILY_TEXT_LIMITS>;

/**
 * The save as ONE prepared statement of a fixed shape: it changes the day only when it is the member's own, in the
 * week the request names (and on the day it names, if any), and answers the saved row. A field not sent is a null
 * value and keeps its value (text fields are never null: the contract turns a null into ''); water is the one field
 * that can be cleared, so it says apart whether it was sent. Prepared by name (prepared-statements.ts): planned once,
 * and on the embedded database run in one trip through its simple protocol. The water comes back as text, as the
 * row's type says.
 */
const saveStatement = preparedStatement(
  'save_daily_log',
  sql`update ${dailyLogs} set
      ${sql.join(
        TEXT_FIELDS.map((name) => sql`${sql.identifier(dailyLogs[name].name)} = coalesce(${sql.placeholder(name)}::text, ${dailyLogs[name]})`),
        sql`, `,
      )},
      ${sql.identifier(dailyLogs.waterIntakeOz.name)} = case when ${sql.placeholder('setWater')}::boolean
        then ${sql.placeholder('water')}::numeric else ${dailyLogs.waterIntakeOz} end
    from ${weeklyLogs}
    where ${dailyLogs.id} = ${sql.placeholder('dayId')}::int
      and ${weeklyLogs.id} = ${dailyLogs.weeklyLogId}
      and ${weeklyLogs.userId} = ${sql.placeholder('userId')}::int
      and ${dailyLogs.weeklyLogId} = ${sql.placeholder('weeklyLogId')}::int
      and (${sql.placeholder('day')}::text is null or ${dailyLogs.day} = ${sql.placeholder('day')}::text)
    returning ${dailyLogs.id} as "id", ${dailyLogs.day} as "day", ${dailyLogs.weeklyLogId} as "weeklyLogId",
      ${sql.join(
        TEXT_FIELDS.map((name) => sql`${dailyLogs[name]} as ${sql.identifier(name)}`),
        sql`, `,
      )},
      ${dailyLogs.waterIntakeOz}::text as "waterIntakeOz"`,
);

/** Saves a member's own daily log; anyone else's is not_found and nothing changes. */
export async function saveDailyLog(
  rt: Runtime,
  userId: number,
  dayId: number,
  input: DailyLogUpdate,
): Promise<Result<DailyLogJson, 'not_found' | 'invalid'>> {
  const values: Record<string, StatementValue> = {
    dayId,
    userId,
    weeklyLogId: input.weekly_log,
    day: input.day ?? null,
    setWater: input.water_intake_oz !== undefined,
    water: input.water_intake_oz ?? null,
  };
  for (const name of TEXT_FIELDS) values[name] = input[name] ?? null;
  const [saved] = await runPrepared<DailyLogRow>(rt, saveStatement, values);
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
