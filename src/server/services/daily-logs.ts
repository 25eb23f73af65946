import { and, eq, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { preparedStatement, runPrepared, type StatementValue } from './prepared-statements';
import { dailyLogs, profiles, weeklyLogs } from '../db/schema';
import { dayDateSql, weekStartSql } from './weeks';
import { fail, invalid, ok, type Result } from '../result';
import {
  DAILY_TEXT_LIMITS,
  toDailyLogJson,
  type DailyLogJson,
  type DailyLogRow,
  type DailyLogUpdate,
} from '../../lib/contracts/weekly-logs';
import { latestDateAnywhere } from '../../lib/contracts/week-dates';
import { apiMessage } from '../i18n';

const TEXT_FIELDS = Object.keys(DAILY_TEXT_LIMITS) as Array<keyof typeof DAILY_TEXT_LIMITS>;

/** SQL: the first day of the log's week (a date; null for a membership without a start). */
const WEEK_START = weekStartSql(profiles.paidSince, weeklyLogs.weekNumber);
/** SQL: the day's own date. */
const DAY_DATE = dayDateSql(WEEK_START, dailyLogs.day);

/**
 * A day that has not come yet cannot be filled (issue 26). The server knows its clock (rt.clock, UTC), not the
 * member's time zone, so "not come yet" is: after the latest date anywhere on Earth now (UTC+14,
 * week-dates.ts latestDateAnywhere). A member's own today is never refused; the browser, which knows the member's
 * date, disables the days after it. A membership without a start date has no dated days, and nothing is refused.
 */
const NOT_FUTURE = sql`(${profiles.paidSince} is null or ${DAY_DATE} <= ${sql.placeholder('latest')}::date)`;

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
        TEXT_FIELDS.map(
          (name) =>
            sql`${sql.identifier(dailyLogs[name].name)} = coalesce(${sql.placeholder(name)}::text, ${dailyLogs[name]})`,
        ),
        sql`, `,
      )},
      ${sql.identifier(dailyLogs.waterIntakeOz.name)} = case when ${sql.placeholder('setWater')}::boolean
        then ${sql.placeholder('water')}::numeric else ${dailyLogs.waterIntakeOz} end,
      ${sql.identifier(dailyLogs.version.name)} = ${dailyLogs.version} + 1
    from ${weeklyLogs} left join ${profiles} on ${profiles.userId} = ${weeklyLogs.userId}
    where ${dailyLogs.id} = ${sql.placeholder('dayId')}::int
      and ${weeklyLogs.id} = ${dailyLogs.weeklyLogId}
      and ${weeklyLogs.userId} = ${sql.placeholder('userId')}::int
      and ${dailyLogs.weeklyLogId} = ${sql.placeholder('weeklyLogId')}::int
      and (${sql.placeholder('day')}::text is null or ${dailyLogs.day} = ${sql.placeholder('day')}::text)
      and ${NOT_FUTURE}
      and (${sql.placeholder('ifVersion')}::int is null or ${dailyLogs.version} = ${sql.placeholder('ifVersion')}::int)
    returning ${dailyLogs.id} as "id", ${dailyLogs.day} as "day", ${dailyLogs.weeklyLogId} as "weeklyLogId",
      ${sql.join(
        TEXT_FIELDS.map((name) => sql`${dailyLogs[name]} as ${sql.identifier(name)}`),
        sql`, `,
      )},
      ${dailyLogs.waterIntakeOz}::text as "waterIntakeOz", ${dailyLogs.version} as "version",
      to_char(${WEEK_START}, 'YYYY-MM-DD') as "weekStart"`,
);

/** Why a day's save can be refused. */
export type DailyLogFailure = 'not_found' | 'invalid' | 'future_day' | 'version_conflict';

/**
 * Saves a member's own daily log; anyone else's is not_found and nothing changes. With `ifVersion` (the request's
 * If-Match) the save happens only on that version of the day, else version_conflict carries the day as it is.
 */
export async function saveDailyLog(
  rt: Runtime,
  userId: number,
  dayId: number,
  input: DailyLogUpdate,
  ifVersion: number | null = null,
): Promise<Result<DailyLogJson, DailyLogFailure>> {
  const latest = latestDateAnywhere(rt.clock.now());
  const values: Record<string, StatementValue> = {
    latest,
    dayId,
    userId,
    weeklyLogId: input.weekly_log,
    day: input.day ?? null,
    setWater: input.water_intake_oz !== undefined,
    water: input.water_intake_oz ?? null,
    ifVersion,
  };
  for (const name of TEXT_FIELDS) values[name] = input[name] ?? null;
  const [saved] = await runPrepared<DailyLogRow & { weekStart: string | null }>(rt, saveStatement, values);
  return saved ? ok(toDailyLogJson(saved, saved.weekStart)) : whyNotSaved(rt, userId, dayId, input, latest, ifVersion);
}

/**
 * Nothing was saved: the day is not the member's (not_found), the request named another week or day (invalid), the
 * day has not come yet (future_day), or it has moved past the version the request was made on (version_conflict).
 */
async function whyNotSaved(
  rt: Runtime,
  userId: number,
  dayId: number,
  input: DailyLogUpdate,
  latest: string,
  ifVersion: number | null,
): Promise<Result<never, DailyLogFailure>> {
  const [row] = await rt.db
    .select({
      day: {
        id: dailyLogs.id,
        day: dailyLogs.day,
        weeklyLogId: dailyLogs.weeklyLogId,
        ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, dailyLogs[name]])),
        waterIntakeOz: sql<string | null>`${dailyLogs.waterIntakeOz}::text`,
        version: dailyLogs.version,
      },
      weekStart: sql<string | null>`to_char(${WEEK_START}, 'YYYY-MM-DD')`,
      notFuture: sql<boolean>`${sql`(${profiles.paidSince} is null or ${DAY_DATE} <= ${latest}::date)`}`,
    })
    .from(dailyLogs)
    .innerJoin(weeklyLogs, eq(weeklyLogs.id, dailyLogs.weeklyLogId))
    .leftJoin(profiles, eq(profiles.userId, weeklyLogs.userId))
    .where(and(eq(dailyLogs.id, dayId), eq(weeklyLogs.userId, userId)));
  if (!row) return fail('not_found');
  if (input.weekly_log !== row.day.weeklyLogId) return invalid({ weekly_log: [apiMessage('weeklyLogs.otherWeek')] });
  if (input.day !== undefined && input.day !== row.day.day)
    return invalid({ day: [apiMessage('weeklyLogs.dayFixed')] });
  if (!row.notFuture) return fail('future_day');
  if (ifVersion !== null && row.day.version !== ifVersion) {
    const current = toDailyLogJson(row.day as DailyLogRow, row.weekStart);
    return fail('version_conflict', { extra: { current } });
  }
  // Changed between the two statements (deleted with its account): as good as gone.
  return fail('not_found');
}
