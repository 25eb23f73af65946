/**
 * The weekly and daily logs as the browser reads them from GET user/profile/ (`weekly_logs`).
 * Numbers arrive as decimal strings ("14", "12.5") or null; they go straight into inputs and text.
 */
export interface DailyLog {
  id: number;
  day: string;
  weekly_log: number;
  workout: string;
  duration: string;
  notes: string;
  breakfast: string;
  lunch: string;
  dinner: string;
  snack1: string;
  snack2: string;
  water_intake_oz: string | number | null;
}

export interface WeeklyLog {
  id: number;
  week_number: number;
  biceps: string | number | null;
  chest: string | number | null;
  waist: string | number | null;
  hips: string | number | null;
  thighs: string | number | null;
  journal: string | null;
  progress_picture: string | null;
  daily_logs: DailyLog[];
}

export const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
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
export const MEASUREMENT_MAX = 200;
export const WATER_MAX_OZ = 1000;
export const JOURNAL_MAX_LENGTH = 10_000;
/** Mirrors the server's limits so the dialog stops typing before the server would refuse. */
export const DAILY_TEXT_LIMITS = {
  workout: 200,
  duration: 100,
  notes: 2000,
  breakfast: 500,
  lunch: 500,
  dinner: 500,
  snack1: 500,
  snack2: 500,
} as const;

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
