import type { FailureTable } from './common';

/**
 * The weekly and daily logs on the wire (GET user/profile/ `weekly_logs`, the admin's profiles) and the limits both
 * sides check: one definition for the API and the browser.
 * Numbers (measurements, water) are decimal STRINGS in their shortest form ("14", "12.5") or null when not logged:
 * they go straight into number inputs and text, and strings never lose precision.
 */
export interface DailyLogJson {
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
  water_intake_oz: string | null;
}

export interface WeeklyLogJson {
  id: number;
  week_number: number;
  biceps: string | null;
  chest: string | null;
  waist: string | null;
  hips: string | null;
  thighs: string | null;
  journal: string | null;
  progress_picture: string | null;
  daily_logs: DailyLogJson[];
}

/** The days of a week, in order: daily logs are always listed Sun..Sat. */
export const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type Day = (typeof DAYS)[number];

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

/** Why a weekly-logs request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const weeklyLogsFailures = {} as const satisfies FailureTable;
