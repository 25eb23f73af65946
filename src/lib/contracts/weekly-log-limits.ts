/**
 * The weekly logs' days, measurements and limits, apart from their schemas (weekly-logs.ts): islands show and sort
 * with these on load and load the schemas only when a form is checked, so a page that only shows a week loads no zod.
 */

/** The days of a week, in order: daily logs are always listed Sun..Sat. */
export const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type Day = (typeof DAYS)[number];
/* Each day's name, full and short, is the interface's text: src/lib/i18n/<lang>/weekly-log.ts (dayNames, dayShort). */

/** Inches; decimals allowed. */
export const MEASUREMENT_MAX = 200;
export const JOURNAL_MAX_LENGTH = 10_000;
export const WATER_MAX_OZ = 1000;
/** Maximum lengths of the daily log's text fields. */
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

export const MEASUREMENTS = ['biceps', 'chest', 'waist', 'hips', 'thighs'] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

/** Days in the week's order, Sun..Sat (never alphabetically): sort with `byDay`. */
export const byDay = (a: { day: string }, b: { day: string }): number =>
  DAYS.indexOf(a.day as Day) - DAYS.indexOf(b.day as Day);
