import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { weeklyLogs } from '../db/schema';
import { signedMediaUrl } from './media';
import { DAYS, type WeeklyLogJson } from '../../lib/contracts/weekly-logs';
import type { Reader } from './reader';
import { weekFeedbackJson } from './week-feedback-json';

export type { WeeklyLogJson };

const DAY_MS = 86_400_000;

/** The week of the membership `now` falls in: week N covers the 7 days from paid_since + 7(N-1). At least 1. */
export function currentWeekNumber(paidSince: string, now: Date): number {
  const start = Date.parse(`${paidSince}T00:00:00Z`);
  if (Number.isNaN(start)) return 1;
  const days = Math.floor((now.getTime() - start) / DAY_MS);
  return days < 0 ? 1 : Math.floor(days / 7) + 1;
}

/** A week as read, with the member it belongs to (staff list many members' weeks at once). */
export interface MemberWeek {
  userId: number;
  week: WeeklyLogJson;
}

/*
 * The weeks are written as JSON by the database, the one writer of a week (WeeklyLogJson): the contract's keys in
 * its order (`weight`, `start_date`, `end_date` last, after the days; each day's `date` after its water, as
 * toDailyLogJson writes a saved day), numbers as their shortest decimal text (trim_scale), days Sun..Sat, dates
 * YYYY-MM-DD from the member's paid_since (contracts/week-dates.ts). The member's profile then goes out without being
 * parsed and re-serialized (profiles.ts): on PGlite every query runs on the main thread, and building 84 days as
 * objects, sorting them and stringifying them again cost more than the query. tests/api/weeks-json-bytes.test.ts
 * holds the bytes to JSON.stringify of the contract's shape.
 *
 * The one thing the database cannot write is a picture's link (it is signed with the app's secret):
 * `progress_picture` holds the stored key until withPictureLinks turns it into a link.
 */

/** The DAYS order as an SQL array literal (constant strings of our own). */
export const DAY_ORDER = sql.raw(`array[${DAYS.map((d) => `'${d}'`).join(',')}]::text[]`);

/** SQL: week `weekNumber`'s first day (a date, null without a start), as week-dates.ts weekStartDate. */
export const weekStartSql = (paidSince: SQLWrapper, weekNumber: SQLWrapper): SQL =>
  sql`(${paidSince} + 7 * (${weekNumber} - 1))`;

/** SQL: the date of the day named `day` (Sun..Sat) in the week starting `start`, as week-dates.ts dayDate. */
export const dayDateSql = (start: SQLWrapper, day: SQLWrapper): SQL =>
  sql`(${start} + ((array_position(${DAY_ORDER}, ${day}) - 1 - extract(dow from ${start})::int + 7) % 7))`;

const isoDate = (date: SQLWrapper): SQL => sql`to_char(${date}, 'YYYY-MM-DD')`;

/**
 * SQL: the JSON text of the week `w` (a weekly_logs row in scope), with its days, dated from the member's
 * paid_since (read once per week, as `s.start`).
 */
const weekJson = (w: SQL) => sql`
  (select left((select row_to_json(wj) from (select ${w}.id, ${w}.week_number, trim_scale(${w}.biceps)::text as biceps,
      trim_scale(${w}.chest)::text as chest, trim_scale(${w}.waist)::text as waist, trim_scale(${w}.hips)::text as hips,
      trim_scale(${w}.thighs)::text as thighs, ${w}.journal, ${w}.progress_picture_key as progress_picture) wj)::text, -1)
  || ',"daily_logs":' || (select coalesce('[' || string_agg(row_to_json(dj)::text, ',' order by array_position(${DAY_ORDER}, dj.day)) || ']', '[]')
      from (select d.id, d.day, d.weekly_log_id as weekly_log, d.workout, d.duration, d.notes, d.breakfast, d.lunch,
          d.dinner, d.snack1, d.snack2, trim_scale(d.water_intake_oz)::text as water_intake_oz,
          ${isoDate(dayDateSql(sql`s.start`, sql`d.day`))} as date, d.version
        from daily_logs d where d.weekly_log_id = ${w}.id) dj)
  || ',"weight":' || coalesce(to_json(trim_scale(${w}.weight)::text)::text, 'null')
  || ',"start_date":' || coalesce(to_json(${isoDate(sql`s.start`)})::text, 'null')
  || ',"end_date":' || coalesce(to_json(${isoDate(sql`s.start + 6`)})::text, 'null')
  || ',"feedback":' || ${weekFeedbackJson(w)}
  || ',"version":' || ${w}.version
  || '}'
  from (select ${weekStartSql(sql`(select p.paid_since from profiles p where p.user_id = ${w}.user_id)`, sql`${w}.week_number`)} as start) s)`;

const W = sql.raw('w');

/**
 * SQL: the weeks of the member `userId` (a value, a placeholder or a column of the outer query) as the JSON text of
 * WeeklyLogJson[], sorted by week number, pictures as keys (see withPictureLinks).
 */
export function memberWeeksJson(userId: SQLWrapper | number): SQL {
  return sql`(select coalesce('[' || string_agg(${weekJson(W)}, ',' order by w.week_number, w.id) || ']', '[]')
    from weekly_logs w where w.user_id = ${userId})`;
}

/** SQL: the numbers of the member's weeks that have all their days (int[]), for weeksAreComplete. */
export function completeWeekNumbers(userId: SQLWrapper | number): SQL {
  return sql`array(select w.week_number from weekly_logs w where w.user_id = ${userId}
    and (select count(*) from daily_logs d where d.weekly_log_id = w.id) = ${sql.raw(String(DAYS.length))})`;
}

/** Whether weeks 1..current all exist with their days (given the numbers of the complete ones). */
export function weeksAreComplete(completeNumbers: readonly number[], current: number): boolean {
  const complete = new Set(completeNumbers);
  for (let n = 1; n <= current; n++) if (!complete.has(n)) return false;
  return true;
}

/** The week a paying member is in now (a membership without a start date is in its first week). */
export function currentWeekOf(rt: Pick<Runtime, 'clock'>, paidSince: string | null): number {
  const now = rt.clock.now();
  return currentWeekNumber(paidSince ?? now.toISOString().slice(0, 10), now);
}

// `"progress_picture":"` with bare quotes is only ever the key itself: a quote inside a JSON string is escaped.
const PICTURE_KEY = /"progress_picture":("(?:[^"\\]|\\.)*")/g;

/** A weeks document with its picture keys turned into signed links (unknown keys become null, as signedMediaUrl says). */
export function withPictureLinks(rt: Pick<Runtime, 'config' | 'clock'>, doc: string): string {
  if (!doc.includes('"progress_picture":"')) return doc;
  return doc.replace(
    PICTURE_KEY,
    (_, key: string) => `"progress_picture":${JSON.stringify(signedMediaUrl(rt, JSON.parse(key) as string))}`,
  );
}

/**
 * The weeks that match `where` (all of them without it) with their days, sorted by member and week number, in ONE
 * query whatever their number, written by the database as the contract's JSON (see above): the member and staff
 * read the same JSON.
 */
export async function readMemberWeeks(rt: Reader, where?: SQL): Promise<MemberWeek[]> {
  const result = (await rt.db.execute(sql`
    select coalesce('[' || string_agg('{"userId":' || weekly_logs.user_id || ',"week":' || ${weekJson(sql`weekly_logs`)} || '}', ','
      order by weekly_logs.user_id, weekly_logs.week_number, weekly_logs.id) || ']', '[]') as doc
    from ${weeklyLogs} ${where ? sql`where ${where}` : sql``}`)) as unknown as { rows: Array<{ doc: string }> };
  const weeks = JSON.parse(result.rows[0]!.doc) as Array<{ userId: number; week: WeeklyLogJson }>;
  for (const { week } of weeks)
    if (week.progress_picture !== null) week.progress_picture = signedMediaUrl(rt, week.progress_picture);
  return weeks;
}

/** Reads a member's weeks (all, or the given ids) with their daily logs, sorted by week number. */
export async function readWeeks(rt: Reader, where: { userId: number; weekIds?: number[] }): Promise<WeeklyLogJson[]> {
  const own = eq(weeklyLogs.userId, where.userId);
  const weeks = await readMemberWeeks(rt, where.weekIds ? and(own, inArray(weeklyLogs.id, where.weekIds)) : own);
  return weeks.map((w) => w.week);
}

/**
 * Creates weeks 1..current and their 7 days. Every statement is an INSERT … ON CONFLICT DO NOTHING on the unique
 * indexes, so concurrent readers can all run it: each week and day exists once, ever, and nobody waits on a lock.
 */
export async function ensureWeeks(rt: Pick<Runtime, 'db'>, userId: number, current: number): Promise<void> {
  await rt.db.execute(sql`
    insert into weekly_logs (user_id, week_number)
    select ${userId}, n from generate_series(1, ${current}::int) as n
    on conflict (user_id, week_number) do nothing`);
  await rt.db.execute(sql`
    insert into daily_logs (weekly_log_id, day)
    select w.id, d.day from weekly_logs w cross join unnest(${DAY_ORDER}) as d(day)
    where w.user_id = ${userId} and w.week_number <= ${current}
    on conflict (weekly_log_id, day) do nothing`);
}

/**
 * The member's weeks as the JSON text of WeeklyLogJson[], links made: weeks 1..current are created first for a
 * paying member when some are missing (idempotent, safe under concurrent reads); unpaid members get "[]". Weeks
 * left from an earlier membership are kept and listed. `known` is what the caller already read in its own query
 * (profiles.ts reads the weeks with the profile, in one query); without it they are read here.
 */
export async function weeklyLogsDocument(
  rt: Runtime,
  member: { userId: number; hasPaid: boolean; paidSince: string | null },
  known?: { doc: string; completeNumbers: number[] },
): Promise<string> {
  if (!member.hasPaid) return '[]';
  const current = currentWeekOf(rt, member.paidSince);
  let read = known ?? (await readDocument(rt, member.userId));
  if (!weeksAreComplete(read.completeNumbers, current)) {
    await ensureWeeks(rt, member.userId, current);
    read = await readDocument(rt, member.userId);
  }
  return withPictureLinks(rt, read.doc);
}

async function readDocument(
  rt: Pick<Runtime, 'db'>,
  userId: number,
): Promise<{ doc: string; completeNumbers: number[] }> {
  const result = (await rt.db.execute(
    sql`select ${memberWeeksJson(userId)} as doc, ${completeWeekNumbers(userId)} as "completeNumbers"`,
  )) as unknown as { rows: Array<{ doc: string; completeNumbers: number[] }> };
  return result.rows[0]!;
}

/**
 * Makes sure weeks 1..current exist for a paying member (idempotent, safe under concurrent reads) and returns
 * them sorted by week number; unpaid members get []. Weeks left from an earlier membership are kept and listed.
 */
export async function weeklyLogsFor(
  rt: Runtime,
  member: { userId: number; hasPaid: boolean; paidSince: string | null },
): Promise<WeeklyLogJson[]> {
  return JSON.parse(await weeklyLogsDocument(rt, member)) as WeeklyLogJson[];
}
