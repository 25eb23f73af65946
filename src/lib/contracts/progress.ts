import * as z from 'zod/mini';
import { INVALID_BOOLEAN, INVALID_DATE, REQUIRED, choiceOf, message, refuse, schema, tooManyItems } from './common';
import { issueMessage } from './field-errors';
import { decimalField } from './form-fields';
import { GOALS_MAX, PROGRESS_SERIES, SERIES_MAX, type ProgressSeries } from './progress-limits';
import { DAYS, type Day } from './weekly-log-limits';

/**
 * A member's progress on the wire (issue 15): the weekly series for the charts, the weekly check-in summary and the
 * goals, in one answer (`GET user/progress/`, and `GET admin/members/:id/progress/` for staff, goals hidden unless
 * shared), and the goals a member saves (`PUT user/goals/`). Values are decimal STRINGS in their shortest form, as in
 * the weekly logs ("14", "12.5"), or null when not logged.
 */

export * from './progress-limits';
export * from './goal-date-messages';

/** One week of the series: what was logged that week (null when not), its dates and its picture link. */
export interface ProgressWeekJson {
  week_number: number;
  /** YYYY-MM-DD, the week's first and last day (week N covers the 7 days from paid_since + 7(N-1)). */
  starts_on: string;
  ends_on: string;
  biceps: string | null;
  chest: string | null;
  waist: string | null;
  hips: string | null;
  thighs: string | null;
  weight: string | null;
  /** A signed link, as in the weekly logs, or null. */
  progress_picture: string | null;
  /** The member saved something this week (a value, the journal, the picture or a day): what the streak counts. */
  saved: boolean;
}

/** A change of one series between two weeks: the difference (signed decimal text) and its percent of the older value. */
export interface ChangeJson {
  /** The week compared against. */
  from_week: number;
  /** Signed, shortest form: "-1.25", "0.5", "0". */
  amount: string;
  /** Signed percent of the older value, one decimal: "-3.1"; null when the older value is 0. */
  percent: string | null;
}

/** One series in the check-in summary: its latest value and how it moved. */
export interface SeriesSummaryJson {
  series: ProgressSeries;
  /** The latest logged value (of the current week, or the last week that has one), and its week. */
  latest: string | null;
  latest_week: number | null;
  /** Against the logged week just before `latest_week` (null when there is none). */
  since_previous: ChangeJson | null;
  /** Against the first week that has a value (null when that is `latest_week` itself). */
  since_first: ChangeJson | null;
}

export interface ProgressSummaryJson {
  current_week: number;
  /** Weeks in a row with a save, ending at the current week (or at last week while this one has none yet). */
  streak: number;
  /** Days of the current week, up to and including today, with no daily log yet (Sun..Sat order). */
  days_without_log: Day[];
  series: SeriesSummaryJson[];
}

export interface GoalJson {
  series: ProgressSeries;
  target: string;
  /** YYYY-MM-DD. */
  target_date: string;
  /** The value when the goal was set (the latest logged then), null when nothing was logged yet. */
  start: string | null;
  /** 0..100: how much of the way from `start` to `target` the latest value has come; null without start or latest. */
  progress_percent: number | null;
  /** A weight goal that asks for more than SAFE_WEEKLY_WEIGHT_CHANGE of body weight a week. */
  faster_than_safe: boolean;
}

/** GET user/progress/ (and staff's view of a member: `goals` empty unless `share_goals_with_staff`). */
export interface ProgressJson {
  weeks: ProgressWeekJson[];
  summary: ProgressSummaryJson;
  goals: GoalJson[];
  share_goals_with_staff: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not). */
function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

export const ONE_GOAL_PER_SERIES = message('progress.oneGoalPerMeasurement', 'One goal per measurement.');

/** One goal as sent: a series, a target within that series' limits (required), and a date (checked for range by the service, which knows today). */
export const goalInput = schema(() =>
  z.pipe(
    z.object({
      series: z.enum(PROGRESS_SERIES, choiceOf(PROGRESS_SERIES)),
      target: z.unknown(),
      target_date: z.string(REQUIRED).check(z.refine(isCalendarDate, INVALID_DATE)),
    }),
    z.transform((goal, ctx) => {
      const target = decimalField(SERIES_MAX[goal.series], 'round').safeParse(goal.target);
      if (!target.success) return refuse(ctx, issueMessage(target.error.issues[0]!));
      if (target.data === null) return refuse(ctx, REQUIRED);
      return { series: goal.series, target: target.data, target_date: goal.target_date };
    }),
  ),
);
export type GoalInput = z.output<typeof goalInput>;

/** PUT user/goals/: the whole set of goals (replaces what was there; [] clears them) and the sharing choice. */
export const goalsUpdate = schema(() =>
  z.object({
    goals: z.array(goalInput).check(
      z.maxLength(GOALS_MAX, tooManyItems(GOALS_MAX)),
      z.refine((goals) => new Set(goals.map((g) => g.series)).size === goals.length, ONE_GOAL_PER_SERIES),
    ),
    share_goals_with_staff: z.optional(z.boolean(INVALID_BOOLEAN)),
  }),
);
export type GoalsUpdate = z.output<typeof goalsUpdate>;

export { DAYS };
