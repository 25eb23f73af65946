import type { DailyLogJson, WeeklyLogJson } from '../lib/contracts/weekly-logs';

import { DAYS } from '../lib/contracts/weekly-logs';

export { DAYS, DAILY_TEXT_LIMITS, JOURNAL_MAX_LENGTH, MEASUREMENT_MAX, WATER_MAX_OZ } from '../lib/contracts/weekly-logs';

/** The weekly and daily logs as the browser reads them from GET user/profile/ (`weekly_logs`). */
export type DailyLog = DailyLogJson;
export type WeeklyLog = WeeklyLogJson;

export const DAY_NAMES: Record<string, string> = {
  Sun: 'Sunday',
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
};

export const MEASUREMENTS = [
  { name: 'biceps', label: 'Biceps' },
  { name: 'chest', label: 'Chest' },
  { name: 'waist', label: 'Waist' },
  { name: 'hips', label: 'Hips' },
  { name: 'thighs', label: 'Thighs' },
] as const;
export type MeasurementName = (typeof MEASUREMENTS)[number]['name'];
/** Sun..Sat by the day's place in the week (never alphabetically). */
export function sortedDays(days: DailyLog[]): DailyLog[] {
  return [...days].sort((a, b) => DAYS.indexOf(a.day as (typeof DAYS)[number]) - DAYS.indexOf(b.day as (typeof DAYS)[number]));
}

export function sortedWeeks(weeks: WeeklyLog[]): WeeklyLog[] {
  return [...weeks].sort((a, b) => a.week_number - b.week_number).map((w) => ({ ...w, daily_logs: sortedDays(w.daily_logs ?? []) }));
}

/** A value for an input: '' for nothing. */
export function inputValue(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Shown text with the spec's fallback when blank. */
export function orFallback(value: string | number | null | undefined, fallback: string): string {
  const text = inputValue(value).trim();
  return text === '' ? fallback : text;
}

/** The dashboard shows a picture only when its value looks like a file (contains a dot), as the spec says. */
export function hasPicture(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.includes('.');
}

/** '' (not given) or a number within 0..max; anything else is not a valid entry. */
export function isValidDecimal(text: string, max: number): boolean {
  if (text.trim() === '') return true;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 && n <= max;
}
