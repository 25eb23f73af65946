import type { WeekFeedbackJson } from './coaching';
import * as z from 'zod/mini';
import {
  REQUIRED,
  choiceOf,
  failure,
  idField,
  preprocess,
  schema,
  tooLong,
  INVALID_STRING,
  type FailureTable,
} from './common';
import { decimalField, pictureField } from './form-fields';
import { PROFILE_LIMITS } from './profile-limits';
import { DAILY_TEXT_LIMITS, DAYS, JOURNAL_MAX_LENGTH, MEASUREMENT_MAX, WATER_MAX_OZ } from './weekly-log-limits';
import { dayDate } from './week-dates';

export * from './weekly-log-limits';

/**
 * The weekly and daily logs on the wire (GET user/profile/ `weekly_logs`, the admin's profiles), the limits both
 * sides check (weekly-log-limits.ts, re-exported here), the request schemas and the one serializer of each shape: one definition for the API and the browser.
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
  /** The day's date, YYYY-MM-DD (issue 26; null without a membership start); last, after the spec's fields. */
  date: string | null;
  /** Moves on each save of the day, as a week's `version` does. */
  version: number;
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
  /** Body weight that week in pounds (issue 15), decimal text or null; last, after the spec's fields. */
  weight: string | null;
  /** The 7 days the week covers, YYYY-MM-DD, first and last (issue 26; null without a membership start). */
  start_date: string | null;
  end_date: string | null;
  /**
   * Staff's answers to the week, oldest first (issue 29): in the member's own answers and staff's views, never in
   * another member's or a public one.
   */
  feedback: WeekFeedbackJson[];
  /** Moves on each save (issue 30): sent back as `If-Match: "<version>"`, a save on an older one answers 412. */
  version: number;
}

/** A log's text as typed (not trimmed); null counts as empty. Form posts' CRLF line ends become LF. */
const logText = (max: number) =>
  preprocess(
    (v) => (v === null ? '' : typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v),
    z.string(INVALID_STRING).check(z.maxLength(max, tooLong(max))),
  );

/** A measurement: 0..200 inches, kept to 2 decimals; '' or null clears it. */
const measurement = schema(() => z.optional(decimalField(MEASUREMENT_MAX, 'round')));

/** Body weight of the week: 0..PROFILE_LIMITS.weight pounds, kept to 2 decimals like the measurements; '' or null clears it. */
const weekWeight = schema(() => z.optional(decimalField(PROFILE_LIMITS.weight, 'round')));

/** The fields of a week a member fills in (what Save Week sends; the islands check them with this too). */
export const weekFields = schema(() =>
  z.object({
    biceps: measurement,
    chest: measurement,
    waist: measurement,
    hips: measurement,
    thighs: measurement,
    weight: weekWeight,
    journal: z.optional(logText(JOURNAL_MAX_LENGTH)),
  }),
);
/** A week's fields once checked: measurements and weight as 2-decimal text or null (clear), the journal as typed. */
export type WeekFields = z.output<typeof weekFields>;

/** PUT and PATCH user/weekly-log/{id}/ (multipart). Every field is optional: what is not sent stays as it is. */
export const weeklyLogUpdate = schema(() => z.extend(weekFields, { progress_picture: pictureField }));
export type WeeklyLogUpdate = z.output<typeof weeklyLogUpdate>;

/** The fields of a day a member fills in (the Edit Daily Log dialog checks them with this too). */
export const dayFields = schema(() =>
  z.object({
    workout: z.optional(logText(DAILY_TEXT_LIMITS.workout)),
    duration: z.optional(logText(DAILY_TEXT_LIMITS.duration)),
    notes: z.optional(logText(DAILY_TEXT_LIMITS.notes)),
    breakfast: z.optional(logText(DAILY_TEXT_LIMITS.breakfast)),
    lunch: z.optional(logText(DAILY_TEXT_LIMITS.lunch)),
    dinner: z.optional(logText(DAILY_TEXT_LIMITS.dinner)),
    snack1: z.optional(logText(DAILY_TEXT_LIMITS.snack1)),
    snack2: z.optional(logText(DAILY_TEXT_LIMITS.snack2)),
    water_intake_oz: z.optional(decimalField(WATER_MAX_OZ, 'round')),
  }),
);
/** A day's fields once checked: text as typed, water as 2-decimal text or null (clear). */
export type DayFields = z.output<typeof dayFields>;

/** PUT daily-log/{id}/ (JSON). weekly_log is required and must be the log's own week; other fields not sent stay. */
export const dailyLogUpdate = schema(() =>
  z.extend(dayFields, {
    weekly_log: z.pipe(
      z.unknown().check(z.refine((v) => v !== undefined && v !== null && v !== '', REQUIRED)),
      idField,
    ),
    day: z.optional(z.enum(DAYS, choiceOf(DAYS))),
  }),
);
export type DailyLogUpdate = z.output<typeof dailyLogUpdate>;

/** A stored day, as the serializer needs it. */
export interface DailyLogRow extends Pick<DailyLogJson, 'id' | 'day' | 'version' | keyof typeof DAILY_TEXT_LIMITS> {
  weeklyLogId: number;
  waterIntakeOz: string | null;
}

/** A numeric column's text ("12.50") in its shortest form ("12.5"); null stays null. */
export function decimalText(value: string | null): string | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? String(n) : value;
}

/**
 * THE daily log JSON of a save's answer. Weeks and their days are read as JSON written by the database
 * (services/weeks.ts), with the same keys in the same order (tests/api/weeks-json-bytes.test.ts). `weekStart` is
 * its week's first day (week-dates.ts), which dates the day.
 */
export function toDailyLogJson(row: DailyLogRow, weekStart: string | null): DailyLogJson {
  return {
    id: row.id,
    day: row.day,
    weekly_log: row.weeklyLogId,
    workout: row.workout,
    duration: row.duration,
    notes: row.notes,
    breakfast: row.breakfast,
    lunch: row.lunch,
    dinner: row.dinner,
    snack1: row.snack1,
    snack2: row.snack2,
    water_intake_oz: decimalText(row.waterIntakeOz),
    date: dayDate(weekStart, row.day),
    version: row.version,
  };
}

/** Why a weekly-logs request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const weeklyLogsFailures = {
  /** A daily log of a day that has not begun anywhere yet (services/daily-logs.ts says when that is). */
  future_day: failure(
    400,
    'weeklyLogs.futureDay',
    'This day has not come yet. You can fill in its log from that day on.',
  ),
  /**
   * A save sent with `If-Match` naming a version the log has moved past (another device saved meanwhile, issue 30):
   * nothing changes and the body carries the log as it is now (`current`), so the member can choose.
   */
  version_conflict: failure(
    412,
    'weeklyLogs.versionConflict',
    'This log was changed somewhere else since you opened it. Choose which version to keep.',
  ),
} as const satisfies FailureTable;
