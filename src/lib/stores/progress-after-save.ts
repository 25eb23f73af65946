import type { ProgressJson, ProgressWeekJson } from '../contracts/progress';
import { PROGRESS_SERIES } from '../contracts/progress-limits';
import { DAILY_TEXT_LIMITS } from '../contracts/weekly-log-limits';
import type { DailyLogJson, WeeklyLogJson } from '../contracts/weekly-logs';
import { goalJson, latestValues, progressSummary, shortest } from '../progress-summary';

/**
 * The member's progress after they saved a week or a day, worked out from the saved week with the server's own
 * arithmetic (lib/progress-summary.ts): Save Week sends the connectivity check and the PUT, and nothing reads the
 * progress again.
 */

/** A day with any field filled (text with a visible character, or water): what the streak and "days without a log" count. */
export const isFilledDay = (day: DailyLogJson): boolean =>
  day.water_intake_oz !== null ||
  Object.keys(DAILY_TEXT_LIMITS).some((f) => /\S/.test(day[f as keyof typeof DAILY_TEXT_LIMITS] ?? ''));

/** The week as the progress lists it: its values in their shortest form, its picture, whether anything is saved. */
function progressWeek(before: ProgressWeekJson, week: WeeklyLogJson): ProgressWeekJson {
  const values = Object.fromEntries(PROGRESS_SERIES.map((s) => [s, shortest(week[s])])) as Record<
    (typeof PROGRESS_SERIES)[number],
    string | null
  >;
  const saved =
    PROGRESS_SERIES.some((s) => values[s] !== null) ||
    !!week.journal ||
    week.progress_picture !== null ||
    week.daily_logs.some(isFilledDay);
  return { ...before, ...values, progress_picture: week.progress_picture, saved };
}

/**
 * `progress` with `week` as saved. `today` is the server's (UTC) date, which "days without a log" count to;
 * `profileWeight` is what a weight goal is measured with while no week has a weight.
 */
export function progressAfterSave(
  progress: ProgressJson,
  week: WeeklyLogJson,
  profileWeight: string | null,
  today: string,
): ProgressJson {
  const weeks = progress.weeks.map((w) => (w.week_number === week.week_number ? progressWeek(w, week) : w));
  const current = progress.summary.current_week;
  const filled = week.week_number === current ? week.daily_logs.filter(isFilledDay).map((d) => d.day) : null;
  const summary = progressSummary(weeks, current, today, filled ?? []);
  // Another week's days do not change this week's list.
  if (filled === null) summary.days_without_log = progress.summary.days_without_log;
  const latest = latestValues(weeks, current, profileWeight);
  const goals = progress.goals.map((g) =>
    goalJson(
      { series: g.series, target: g.target, targetDate: g.target_date, start: g.start },
      latest[g.series],
      today,
    ),
  );
  return { ...progress, weeks, summary, goals };
}

/** The server's today: the membership's weeks count UTC days. */
export const serverToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
