import { asc, inArray, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { goals, profiles, weeklyLogs } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { signedMediaUrl } from './media';
import { currentWeekNumber } from './weeks';
import {
  goalJson,
  latestValues,
  progressSummary,
  seriesWeeks,
  type StoredGoal,
  type StoredWeek,
} from '../../lib/progress-summary';
import { PROGRESS_SERIES, type ProgressJson, type ProgressSeries } from '../../lib/contracts/progress';
import type { Reader } from './reader';
import { memberWithProfile } from './member-row';
import { readInTransaction, recordAccess, seenInWeeks, type Viewer } from './staff-access';

/**
 * A member's progress (issue 15): the weekly series, the check-in summary and the goals, for GET user/progress/ and
 * staff's GET admin/members/:id/progress/. Three queries at most (the member, their weeks with the days they filled,
 * their goals), read only: weeks that have no row yet are listed empty, never created. The arithmetic is
 * progress-summary.ts's.
 */

/** The member's membership, profile weight and sharing choice; undefined when no such member. */
export async function readMember(db: Db, userId: number) {
  const member = await memberWithProfile(db, userId, {
    hasPaid: profiles.hasPaid,
    paidSince: profiles.paidSince,
    weight: profiles.weight,
    shareGoalsWithStaff: profiles.shareGoalsWithStaff,
  });
  if (!member) return undefined;
  return {
    hasPaid: member.hasPaid ?? false,
    paidSince: member.paidSince,
    weight: member.weight,
    shareGoalsWithStaff: member.shareGoalsWithStaff ?? false,
  };
}
export type MemberProgressRow = NonNullable<Awaited<ReturnType<typeof readMember>>>;

/** Whether a day has any field filled: any text with a visible character, or water. */
const DAY_FILLED = sql.raw(
  `(d.workout || d.duration || d.notes || d.breakfast || d.lunch || d.dinner || d.snack1 || d.snack2) ~ '[^[:space:]]' or d.water_intake_oz is not null`,
);

/** The member's stored weeks: values, journal, picture key, and the names of the days with a field filled. */
export async function readStoredWeeks(db: Db, userId: number): Promise<StoredWeek[]> {
  return (await readStoredWeeksOf(db, [userId])).get(userId) ?? [];
}

/** readStoredWeeks for several members in one query (the attention queue's off_track), by member id. */
export async function readStoredWeeksOf(db: Db, userIds: readonly number[]): Promise<Map<number, StoredWeek[]>> {
  const byMember = new Map<number, StoredWeek[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byMember;
  const rows = await db
    .select({
      userId: weeklyLogs.userId,
      weekNumber: weeklyLogs.weekNumber,
      biceps: weeklyLogs.biceps,
      chest: weeklyLogs.chest,
      waist: weeklyLogs.waist,
      hips: weeklyLogs.hips,
      thighs: weeklyLogs.thighs,
      weight: weeklyLogs.weight,
      journal: weeklyLogs.journal,
      pictureKey: weeklyLogs.progressPictureKey,
      // Qualified by hand: drizzle writes a lone table's columns unqualified, and "id" would be the day's own.
      filledDays: sql<
        string[]
      >`array(select d.day from daily_logs d where d.weekly_log_id = "weekly_logs"."id" and (${DAY_FILLED}))`,
    })
    .from(weeklyLogs)
    .where(inArray(weeklyLogs.userId, [...userIds]))
    .orderBy(asc(weeklyLogs.userId), asc(weeklyLogs.weekNumber));
  for (const r of rows)
    byMember.get(r.userId)?.push({
      weekNumber: r.weekNumber,
      values: { biceps: r.biceps, chest: r.chest, waist: r.waist, hips: r.hips, thighs: r.thighs, weight: r.weight },
      journal: r.journal,
      pictureKey: r.pictureKey,
      filledDays: r.filledDays ?? [],
    });
  return byMember;
}

/** The member's goals, in the series' order. */
export async function readGoals(db: Db, userId: number): Promise<StoredGoal[]> {
  return (await readGoalsOf(db, [userId])).get(userId) ?? [];
}

/** readGoals for several members in one query, by member id. */
export async function readGoalsOf(db: Db, userIds: readonly number[]): Promise<Map<number, StoredGoal[]>> {
  const byMember = new Map<number, StoredGoal[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byMember;
  const rows = await db
    .select({
      userId: goals.userId,
      series: goals.series,
      target: goals.target,
      targetDate: goals.targetDate,
      start: goals.start,
    })
    .from(goals)
    .where(inArray(goals.userId, [...userIds]));
  const order = (s: ProgressSeries) => PROGRESS_SERIES.indexOf(s);
  for (const { userId, ...goal } of rows.sort((a, b) => order(a.series) - order(b.series)))
    byMember.get(userId)?.push(goal);
  return byMember;
}

/** Today, as the membership's weeks count days (UTC). */
export const todayOf = (rt: Pick<Runtime, 'clock'>): string => rt.clock.now().toISOString().slice(0, 10);

/** The membership's first day (a membership without a start date starts today, as currentWeekOf says) and current week. */
export function membershipWeek(
  rt: Pick<Runtime, 'clock'>,
  paidSince: string | null,
): { firstDay: string; current: number } {
  const firstDay = paidSince ?? todayOf(rt);
  return { firstDay, current: currentWeekNumber(firstDay, rt.clock.now()) };
}

/** The series of stored weeks up to now, with the latest value of each series (what goals are measured with). */
export function seriesOf(rt: Reader, member: MemberProgressRow, stored: readonly StoredWeek[]) {
  const { firstDay, current } = membershipWeek(rt, member.paidSince);
  const weeks = seriesWeeks(stored, current, firstDay, (key) => signedMediaUrl(rt, key));
  return { weeks, current, latest: latestValues(weeks, current, member.weight) };
}

/** The answer, from what was read. `withGoals` false: goals left out (staff, while the member does not share them). */
export function buildProgress(
  rt: Reader,
  member: MemberProgressRow,
  stored: readonly StoredWeek[],
  storedGoals: readonly StoredGoal[],
  withGoals: boolean,
): ProgressJson {
  const today = todayOf(rt);
  const { weeks, current, latest } = seriesOf(rt, member, stored);
  const currentFilled = stored.find((w) => w.weekNumber === current)?.filledDays ?? [];
  return {
    weeks,
    summary: progressSummary(weeks, current, today, currentFilled),
    goals: withGoals ? storedGoals.map((g) => goalJson(g, latest[g.series], today)) : [],
    share_goals_with_staff: withGoals ? member.shareGoalsWithStaff : false,
  };
}

/** GET user/progress/: the member's own series, summary and goals (3 queries). */
export async function memberProgress(rt: Reader, userId: number): Promise<Result<ProgressJson, 'not_found'>> {
  const member = await readMember(rt.db, userId);
  if (!member) return fail('not_found');
  const [stored, storedGoals] = await Promise.all([readStoredWeeks(rt.db, userId), readGoals(rt.db, userId)]);
  return ok(buildProgress(rt, member, stored, storedGoals, true));
}

/**
 * GET admin/members/:id/progress/: the same series and summary for staff; the goals and the sharing flag only while
 * the member shares them (their goals are not even read otherwise). 2 or 3 queries, and in the same transaction the
 * access log's row for `viewer` (staff-access.ts): 'progress_pictures' when the answer links a picture, 'weeks' when
 * it holds weeks without one, none when the member has no weeks at all.
 */
export async function progressForStaff(
  rt: Reader,
  viewer: Viewer,
  userId: number,
): Promise<Result<ProgressJson, 'member_not_found'>> {
  return readInTransaction(rt, async (txRt) => {
    const member = await readMember(txRt.db, userId);
    if (!member) return fail('member_not_found');
    const shared = member.shareGoalsWithStaff;
    const [stored, storedGoals] = await Promise.all([
      readStoredWeeks(txRt.db, userId),
      shared ? readGoals(txRt.db, userId) : [],
    ]);
    const progress = buildProgress(txRt, member, stored, storedGoals, shared);
    if (stored.length > 0) {
      await recordAccess(txRt, viewer, [userId], seenInWeeks(progress.weeks));
    }
    return ok(progress);
  });
}
