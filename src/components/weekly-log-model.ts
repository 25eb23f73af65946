import type { DailyLogJson, WeeklyLogJson } from '../lib/contracts/weekly-logs';
import { byDay } from '../lib/contracts/weekly-log-limits';
import type { TextValue } from '../lib/i18n';
import type { weeklyLogText } from '../lib/i18n/en/weekly-log';

/** The weekly and daily logs as the browser reads them from GET user/profile/ (`weekly_logs`). */
export type DailyLog = DailyLogJson;
export type WeeklyLog = WeeklyLogJson;

/**
 * The days of a week in the member's order: by date from the week's first day (a week that starts on a Thursday
 * runs Thu..Wed, issue 26); Sun..Sat when the days carry no dates.
 */
export function daysInOrder(days: readonly DailyLog[]): DailyLog[] {
  const dated = days.length > 0 && days.every((d) => typeof d.date === 'string');
  return [...days].sort(dated ? (a, b) => (a.date! < b.date! ? -1 : a.date! > b.date! ? 1 : 0) : byDay);
}

/** Weeks by week number, each with its days from the week's first day (daysInOrder). */
export function sortedWeeks(weeks: WeeklyLog[]): WeeklyLog[] {
  return [...weeks]
    .sort((a, b) => a.week_number - b.week_number)
    .map((w) => ({ ...w, daily_logs: daysInOrder(w.daily_logs ?? []) }));
}

/**
 * The weight a week's form starts from when the week has none (issue 26): the latest earlier week's weight, else the
 * profile's weight, else null.
 */
export function carriedWeight(
  weeks: readonly Pick<WeeklyLog, 'week_number' | 'weight'>[],
  weekNumber: number,
  profileWeight: string | null | undefined,
): string | null {
  const earlier = weeks
    .filter((w) => w.week_number < weekNumber && w.weight !== null)
    .sort((a, b) => b.week_number - a.week_number);
  return earlier[0]?.weight ?? profileWeight ?? null;
}

/**
 * The Save Week form's weight to start from: the week's own, else `carried` (carriedWeight: the last week's, else
 * the profile's; only a default in the form: nothing is saved until the member saves the week), else blank.
 */
export function weightDraft(week: Pick<WeeklyLog, 'weight'>, carried: string | null | undefined): string {
  return inputValue(week.weight ?? carried ?? null);
}

/** Whether a day comes after the member's today (both YYYY-MM-DD): it cannot be filled yet. */
export const isFutureDay = (log: Pick<DailyLog, 'date'>, today: string): boolean =>
  typeof log.date === 'string' && log.date > today;

/** A value for an input: '' for nothing. */
export function inputValue(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Shown text with the spec's fallback when blank. */
export function orFallback(value: string | number | null | undefined, fallback: string): string {
  const text = inputValue(value).trim();
  return text === '' ? fallback : text;
}

/** A key of the day fields' text (weeklyLogText.dayFields): a label or a fallback. */
type DayText = keyof TextValue<(typeof weeklyLogText)['dayFields']>;

/** The day's fields as its card lists them, with the spec's fallbacks (as catalogue keys), in the spec's order. */
export const DAY_ROWS: ReadonlyArray<{
  field: Exclude<keyof DailyLog, 'id' | 'day' | 'weekly_log'>;
  label: DayText;
  fallback: DayText;
}> = [
  { field: 'workout', label: 'workout', fallback: 'noWorkout' },
  { field: 'duration', label: 'duration', fallback: 'noTime' },
  { field: 'notes', label: 'notes', fallback: 'noNotes' },
  { field: 'breakfast', label: 'breakfast', fallback: 'notAvailable' },
  { field: 'lunch', label: 'lunch', fallback: 'notAvailable' },
  { field: 'dinner', label: 'dinner', fallback: 'notAvailable' },
  { field: 'snack1', label: 'snack1', fallback: 'notAvailable' },
  { field: 'snack2', label: 'snack2', fallback: 'notAvailable' },
  { field: 'water_intake_oz', label: 'water', fallback: 'notAvailable' },
];

/** Nothing logged for the day: every field of its card would show its fallback. */
export function isBlankDay(log: DailyLog): boolean {
  return DAY_ROWS.every(({ field }) => inputValue(log[field]).trim() === '');
}

/** The dashboard shows a picture only when its value looks like a file (contains a dot), as the spec says. */
export function hasPicture(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.includes('.');
}

/** The tab to show: the one asked for when it still exists, else the latest week (the one being lived now). */
export function pickWeek(weeks: readonly WeeklyLog[], wanted: number | null): number | null {
  if (wanted !== null && weeks.some((w) => w.id === wanted)) return wanted;
  return weeks.length ? weeks[weeks.length - 1]!.id : null;
}
