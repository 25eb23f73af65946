import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { DAYS, dailyLogs, weeklyLogs } from '../db/schema';
import { signedMediaUrl } from './media';

import type { DailyLogJson, WeeklyLogJson } from '../../lib/contracts/weekly-logs';

export type { DailyLogJson, WeeklyLogJson };

const DAY_MS = 86_400_000;

/** The week of the membership `now` falls in: week N covers the 7 days from paid_since + 7(N-1). At least 1. */
export function currentWeekNumber(paidSince: string, now: Date): number {
  const start = Date.parse(`${paidSince}T00:00:00Z`);
  if (Number.isNaN(start)) return 1;
  const days = Math.floor((now.getTime() - start) / DAY_MS);
  return days < 0 ? 1 : Math.floor(days / 7) + 1;
}

/** A numeric column's text ("12.50") in its shortest form ("12.5"); null stays null. */
export function decimalText(value: string | null): string | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? String(n) : value;
}

type WeekRow = typeof weeklyLogs.$inferSelect;
type DayRow = typeof dailyLogs.$inferSelect;

export function dailyLogJson(row: DayRow): DailyLogJson {
  return {
    id: row.id,
    day: row.day,
    weekly_log: row.weeklyLogId,
    workout: row.workout,
    duration: row.duration,
    notes: row.notes,
    breakfast: row.breakfast,
    lunch: row.lunch,
    dinner: row.dinner,
    snack1: row.snack1,
    snack2: row.snack2,
    water_intake_oz: decimalText(row.waterIntakeOz),
  };
}

/** Sun..Sat by the day's place in the week, not alphabetically. */
const byDay = (a: DayRow, b: DayRow) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day);

export function weeklyLogJson(rt: Pick<Runtime, 'config' | 'clock'>, week: WeekRow, days: DayRow[]): WeeklyLogJson {
  return {
    id: week.id,
    week_number: week.weekNumber,
    biceps: decimalText(week.biceps),
    chest: decimalText(week.chest),
    waist: decimalText(week.waist),
    hips: decimalText(week.hips),
    thighs: decimalText(week.thighs),
    journal: week.journal,
    progress_picture: signedMediaUrl(rt, week.progressPictureKey),
    daily_logs: days.filter((d) => d.weeklyLogId === week.id).sort(byDay).map(dailyLogJson),
  };
}

/** Reads weeks (all of a member's, or the given ids) with their daily logs, sorted by week number. */
export async function readWeeks(rt: Runtime, where: { userId: number; weekIds?: number[] }): Promise<WeeklyLogJson[]> {
  const weeks = await rt.db
    .select()
    .from(weeklyLogs)
    .where(
      where.weekIds
        ? and(eq(weeklyLogs.userId, where.userId), inArray(weeklyLogs.id, where.weekIds))
        : eq(weeklyLogs.userId, where.userId),
    )
    .orderBy(asc(weeklyLogs.weekNumber));
  if (weeks.length === 0) return [];
  const days = await rt.db
    .select()
    .from(dailyLogs)
    .where(inArray(dailyLogs.weeklyLogId, weeks.map((w) => w.id)));
  return weeks.map((w) => weeklyLogJson(rt, w, days));
}

/**
 * Creates weeks 1..current and their 7 days. Every statement is an INSERT … ON CONFLICT DO NOTHING on the unique
 * indexes, so concurrent readers can all run it: each week and day exists once, ever, and nobody waits on a lock.
 */
async function ensureWeeks(rt: Runtime, userId: number, current: number): Promise<void> {
  await rt.db.execute(sql`
    insert into weekly_logs (user_id, week_number)
    select ${userId}, n from generate_series(1, ${current}::int) as n
    on conflict (user_id, week_number) do nothing`);
  const days = sql.join(DAYS.map((d) => sql`${d}`), sql`, `);
  await rt.db.execute(sql`
    insert into daily_logs (weekly_log_id, day)
    select w.id, d.day from weekly_logs w cross join unnest(array[${days}]::text[]) as d(day)
    where w.user_id = ${userId} and w.week_number <= ${current}
    on conflict (weekly_log_id, day) do nothing`);
}

/**
 * Makes sure weeks 1..current exist for a paying member (idempotent, safe under concurrent reads) and returns
 * them sorted by week number; unpaid members get []. Weeks left from an earlier membership are kept and listed.
 */
export async function weeklyLogsFor(
  rt: Runtime,
  member: { userId: number; hasPaid: boolean; paidSince: string | null },
): Promise<WeeklyLogJson[]> {
  if (!member.hasPaid) return [];
  const current = currentWeekNumber(member.paidSince ?? rt.clock.now().toISOString().slice(0, 10), rt.clock.now());
  const existing = await readWeeks(rt, { userId: member.userId });
  const complete = (n: number) => existing.some((w) => w.week_number === n && w.daily_logs.length === DAYS.length);
  let allThere = true;
  for (let n = 1; n <= current && allThere; n++) allThere = complete(n);
  if (allThere) return existing;
  await ensureWeeks(rt, member.userId, current);
  return readWeeks(rt, { userId: member.userId });
}
