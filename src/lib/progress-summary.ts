import type {
  ChangeJson,
  GoalJson,
  ProgressSummaryJson,
  ProgressWeekJson,
  SeriesSummaryJson,
} from './contracts/progress';
import { PROGRESS_SERIES, SAFE_WEEKLY_WEIGHT_CHANGE, type ProgressSeries } from './contracts/progress-limits';
import { DAYS, type Day } from './contracts/weekly-log-limits';

/**
 * The arithmetic of GET user/progress/ (issue 15), pure: the database hands over rows, these functions build the
 * series, the check-in summary and the goals' progress from them. The islands use it too: after a save they work the
 * progress out from the saved week (lib/stores/progress-after-save.ts) instead of reading it again. Values are decimal text with at most 2 decimals
 * (numeric(6,2) columns), so they are computed in hundredths, as integers: 32.1 − 32 is 0.1, not 0.10000000000000142.
 */

const DAY_MS = 86_400_000;

/** A stored week as the service reads it: its values as numeric text, whether anything is saved, the days with a field filled. */
export interface StoredWeek {
  weekNumber: number;
  values: Record<ProgressSeries, string | null>;
  pictureKey: string | null;
  journal: string | null;
  filledDays: readonly string[];
}

/** A numeric column's text ("12.50") as whole hundredths (1250). */
const hundredths = (value: string): number => Math.round(Number(value) * 100);

/** Hundredths back to the shortest decimal text: 1250 → "12.5", -125 → "-1.25", 0 → "0". */
const decimalOf = (h: number): string => (h === 0 ? '0' : String(h / 100));

/** A numeric column's text in its shortest form ("12.50" → "12.5"), as the weekly logs write values. */
export const shortest = (value: string | null): string | null => (value === null ? null : decimalOf(hundredths(value)));

/** Rounds half away from zero, so a loss and a gain of the same size read the same. */
const roundHalfAway = (x: number): number => Math.sign(x) * Math.round(Math.abs(x));

/** The change from `older` to `newer` (both decimal text): amount newer − older, percent of older with one decimal. */
export function changeBetween(older: { week: number; value: string }, newer: { value: string }): ChangeJson {
  const before = hundredths(older.value);
  const amount = hundredths(newer.value) - before;
  const percent = before === 0 ? null : roundHalfAway((amount / before) * 1000) / 10;
  return {
    from_week: older.week,
    amount: decimalOf(amount),
    percent: percent === null ? null : String(percent === 0 ? 0 : percent),
  };
}

/** YYYY-MM-DD `days` after `date` (UTC, like the membership's weeks). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Week N's first day: week N covers the 7 days from paid_since + 7(N-1). */
export const weekStart = (firstDay: string, weekNumber: number): string => addDays(firstDay, 7 * (weekNumber - 1));

/** The member saved something this week: a value, the journal, the picture, or any field of a day. */
export function isSaved(week: StoredWeek): boolean {
  return (
    PROGRESS_SERIES.some((s) => week.values[s] !== null) ||
    (week.journal !== null && week.journal !== '') ||
    week.pictureKey !== null ||
    week.filledDays.length > 0
  );
}

/**
 * The series for the charts: weeks 1..current and any stored week beyond (left from an earlier membership), by
 * number; a week with no row is all nulls and not saved. Pictures are linked by `link` (signed, or null).
 */
export function seriesWeeks(
  stored: readonly StoredWeek[],
  current: number,
  firstDay: string,
  link: (key: string) => string | null,
): ProgressWeekJson[] {
  const byNumber = new Map(stored.map((w) => [w.weekNumber, w]));
  const numbers = new Set<number>(stored.map((w) => w.weekNumber));
  for (let n = 1; n <= current; n++) numbers.add(n);
  return [...numbers]
    .sort((a, b) => a - b)
    .map((n) => {
      const week = byNumber.get(n);
      const startsOn = weekStart(firstDay, n);
      const value = (s: ProgressSeries) => shortest(week?.values[s] ?? null);
      return {
        week_number: n,
        starts_on: startsOn,
        ends_on: addDays(startsOn, 6),
        biceps: value('biceps'),
        chest: value('chest'),
        waist: value('waist'),
        hips: value('hips'),
        thighs: value('thighs'),
        weight: value('weight'),
        progress_picture: week?.pictureKey ? link(week.pictureKey) : null,
        saved: week ? isSaved(week) : false,
      };
    });
}

/** The weeks up to the current one that have a value of `series`, oldest first. */
function logged(weeks: readonly ProgressWeekJson[], series: ProgressSeries, current: number) {
  return weeks
    .filter((w) => w.week_number <= current && w[series] !== null)
    .map((w) => ({ week: w.week_number, value: w[series]! }));
}

/** One series in the summary: the latest value up to the current week, and its change since the previous and the first logged week. */
export function seriesSummary(
  weeks: readonly ProgressWeekJson[],
  series: ProgressSeries,
  current: number,
): SeriesSummaryJson {
  const values = logged(weeks, series, current);
  const latest = values.at(-1);
  if (!latest) return { series, latest: null, latest_week: null, since_previous: null, since_first: null };
  const previous = values.at(-2);
  const first = values[0]!;
  return {
    series,
    latest: latest.value,
    latest_week: latest.week,
    since_previous: previous ? changeBetween(previous, latest) : null,
    since_first: first.week === latest.week ? null : changeBetween(first, latest),
  };
}

/**
 * Saved weeks in a row ending at the current week; while the current week has no save yet, ending at last week
 * (a member mid-week does not see 0). 0 when neither is saved.
 */
export function streakOf(weeks: readonly ProgressWeekJson[], current: number): number {
  const saved = new Set(weeks.filter((w) => w.saved).map((w) => w.week_number));
  let n = saved.has(current) ? current : current - 1;
  let streak = 0;
  while (n >= 1 && saved.has(n)) {
    streak += 1;
    n -= 1;
  }
  return streak;
}

/** The weekday name of a date, as daily logs are named ('Sun'..'Sat'). */
export const dayName = (date: string): Day => DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/**
 * The current week's days from its first day up to today whose daily log has no field filled, listed Sun..Sat.
 * `filledDays` are the names of the week's days with a field filled.
 */
export function daysWithoutLog(weekStartsOn: string, today: string, filledDays: readonly string[]): Day[] {
  const passed = Math.min(6, daysBetween(weekStartsOn, today));
  const missing = new Set<Day>();
  for (let i = 0; i <= passed; i++) {
    const name = dayName(addDays(weekStartsOn, i));
    if (!filledDays.includes(name)) missing.add(name);
  }
  return DAYS.filter((d) => missing.has(d));
}

/** The check-in summary of a member's series. */
export function progressSummary(
  weeks: readonly ProgressWeekJson[],
  current: number,
  today: string,
  currentFilledDays: readonly string[],
): ProgressSummaryJson {
  const currentWeek = weeks.find((w) => w.week_number === current);
  return {
    current_week: current,
    streak: streakOf(weeks, current),
    days_without_log: currentWeek ? daysWithoutLog(currentWeek.starts_on, today, currentFilledDays) : [],
    series: PROGRESS_SERIES.map((s) => seriesSummary(weeks, s, current)),
  };
}

/** A stored goal. */
export interface StoredGoal {
  series: ProgressSeries;
  target: string;
  targetDate: string;
  start: string | null;
}

/**
 * How much of the way from `start` to `target` `latest` has come, 0..100 in whole percent (either direction: a
 * waist going down, biceps going up); null without a start or a latest value; 100 when the start was the target.
 */
export function progressPercent(start: string | null, latest: string | null, target: string): number | null {
  if (start === null || latest === null) return null;
  const from = hundredths(start);
  const to = hundredths(target);
  if (from === to) return 100;
  const share = ((from - hundredths(latest)) / (from - to)) * 100;
  return Math.min(100, Math.max(0, Math.round(share)));
}

/**
 * A weight goal that asks for more than SAFE_WEEKLY_WEIGHT_CHANGE of body weight a week: the change still needed
 * (|target − latest|, or from the start while nothing is logged) over the weeks left, against that share of the
 * latest (or start) weight. False once the date is today or past (nothing left to plan), and for measurements.
 */
export function fasterThanSafe(goal: StoredGoal, latest: string | null, today: string): boolean {
  if (goal.series !== 'weight') return false;
  const now = latest ?? goal.start;
  if (now === null) return false;
  const daysLeft = daysBetween(today, goal.targetDate);
  if (daysLeft <= 0) return false;
  const perWeek = Math.abs(hundredths(goal.target) - hundredths(now)) / (daysLeft / 7);
  return perWeek > SAFE_WEEKLY_WEIGHT_CHANGE * hundredths(now);
}

/** A goal on the wire, with its progress against the latest value of its series. */
export function goalJson(goal: StoredGoal, latest: string | null, today: string): GoalJson {
  const start = shortest(goal.start);
  return {
    series: goal.series,
    target: shortest(goal.target)!,
    target_date: goal.targetDate,
    start,
    progress_percent: progressPercent(start, latest, goal.target),
    faster_than_safe: fasterThanSafe(goal, latest, today),
  };
}

/**
 * The latest value of each series up to the current week (what a goal's progress and its start are measured
 * with). Weight falls back to the profile's weight while no week has one: it is the member's weight until they log
 * one (the Save Week form starts from it too).
 */
export function latestValues(
  weeks: readonly ProgressWeekJson[],
  current: number,
  profileWeight: string | null,
): Record<ProgressSeries, string | null> {
  const latest = Object.fromEntries(
    PROGRESS_SERIES.map((s) => [s, logged(weeks, s, current).at(-1)?.value ?? null]),
  ) as Record<ProgressSeries, string | null>;
  latest.weight ??= shortest(profileWeight);
  return latest;
}
