import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { goals, profiles } from '../db/schema';
import { fail, invalid, type Result } from '../result';
import { memberProgress, readGoals, readMember, readStoredWeeks, seriesOf, todayOf } from './progress';
import { addDays } from '../../lib/progress-summary';
import type { Message } from '../../lib/contracts/message';
import {
  GOAL_DATE_PAST,
  GOAL_DATE_TOO_FAR,
  GOAL_HORIZON_DAYS,
  type GoalsUpdate,
  type ProgressJson,
} from '../../lib/contracts/progress';

/** Why a goal's date is refused, given today (YYYY-MM-DD): after today, at most GOAL_HORIZON_DAYS ahead. */
export function goalDateProblem(targetDate: string, today: string): Message | null {
  if (targetDate <= today) return GOAL_DATE_PAST;
  if (targetDate > addDays(today, GOAL_HORIZON_DAYS)) return GOAL_DATE_TOO_FAR;
  return null;
}

/**
 * PUT user/goals/: replaces the member's goals with the set sent ([] clears them) and sets the sharing choice when
 * sent, in one transaction; answers the progress anew. A goal's `start` is the series' latest value when the goal
 * was set: a series that already had a goal keeps its start (moving the date or the target does not reset the
 * progress made), unless nothing was logged back then.
 */
export async function saveGoals(
  rt: Runtime,
  userId: number,
  update: GoalsUpdate,
): Promise<Result<ProgressJson, 'invalid' | 'not_found'>> {
  const today = todayOf(rt);
  for (const goal of update.goals) {
    const problem = goalDateProblem(goal.target_date, today);
    if (problem) return invalid({ goals: [problem] });
  }

  const saved = await rt.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // The profile row is the lock: two saves of the same member's goals run one after the other.
    await db.execute(sql`select 1 from ${profiles} where ${profiles.userId} = ${userId} for update`);
    const member = await readMember(db, userId);
    if (!member) return false;
    const [stored, before] = await Promise.all([readStoredWeeks(db, userId), readGoals(db, userId)]);
    const { latest } = seriesOf(rt, member, stored);
    const earlier = new Map(before.map((g) => [g.series, g.start]));

    const kept = update.goals.map((g) => g.series);
    const mine = eq(goals.userId, userId);
    await db.delete(goals).where(kept.length ? and(mine, notInArray(goals.series, kept)) : mine);
    if (update.goals.length) {
      const now = rt.clock.now();
      await db
        .insert(goals)
        .values(
          update.goals.map((g) => ({
            userId,
            series: g.series,
            target: g.target,
            targetDate: g.target_date,
            start: earlier.get(g.series) ?? latest[g.series],
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoUpdate({
          target: [goals.userId, goals.series],
          set: {
            target: sql`excluded.target`,
            targetDate: sql`excluded.target_date`,
            start: sql`excluded.start`,
            updatedAt: now,
          },
        });
    }
    if (update.share_goals_with_staff !== undefined && update.share_goals_with_staff !== member.shareGoalsWithStaff) {
      await db
        .update(profiles)
        .set({ shareGoalsWithStaff: update.share_goals_with_staff })
        .where(eq(profiles.userId, userId));
    }
    return true;
  });
  if (!saved) return fail('not_found');
  return memberProgress(rt, userId);
}
