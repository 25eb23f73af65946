import type * as z from 'zod/mini';
import { fieldErrorsOf } from '../lib/contracts/common';
import { DAY_NAMES as DAY_NAMES_BY_DAY, byDay, type DailyLogJson, type Measurement, type WeeklyLogJson } from '../lib/contracts/weekly-logs';

/** The weekly and daily logs as the browser reads them from GET user/profile/ (`weekly_logs`). */
export type DailyLog = DailyLogJson;
export type WeeklyLog = WeeklyLogJson;

/** Day names keyed by any day text (an unknown one reads as undefined, and callers fall back to it). */
export const DAY_NAMES: Record<string, string> = DAY_NAMES_BY_DAY;

export const MEASUREMENT_LABELS: Record<Measurement, string> = {
  biceps: 'Biceps',
  chest: 'Chest',
  waist: 'Waist',
  hips: 'Hips',
  thighs: 'Thighs',
};

/** Weeks by week number, each with its days Sun..Sat. */
export function sortedWeeks(weeks: WeeklyLog[]): WeeklyLog[] {
  return [...weeks].sort((a, b) => a.week_number - b.week_number).map((w) => ({ ...w, daily_logs: [...(w.daily_logs ?? [])].sort(byDay) }));
}

/**
 * The Save Week form's weight to start from: the week's own, else the profile's weight (only a default in the form:
 * nothing is saved until the member saves the week), else blank.
 */
export function weightDraft(week: Pick<WeeklyLog, 'weight'>, profileWeight: string | null | undefined): string {
  return inputValue(week.weight ?? profileWeight ?? null);
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

/** The day's fields as its card lists them, with the spec's fallbacks, in the spec's order. */
export const DAY_ROWS: ReadonlyArray<{ field: Exclude<keyof DailyLog, 'id' | 'day' | 'weekly_log'>; label: string; fallback: string }> = [
  { field: 'workout', label: 'Workout', fallback: 'No Workout' },
  { field: 'duration', label: 'Duration', fallback: 'No Time' },
  { field: 'notes', label: 'Notes', fallback: 'No Notes' },
  { field: 'breakfast', label: 'Breakfast', fallback: 'N/A' },
  { field: 'lunch', label: 'Lunch', fallback: 'N/A' },
  { field: 'dinner', label: 'Dinner', fallback: 'N/A' },
  { field: 'snack1', label: 'Snack 1', fallback: 'N/A' },
  { field: 'snack2', label: 'Snack 2', fallback: 'N/A' },
  { field: 'water_intake_oz', label: 'Water Intake (oz)', fallback: 'N/A' },
];

/** Nothing logged for the day: every field of its card would show its fallback. */
export function isBlankDay(log: DailyLog): boolean {
  return DAY_ROWS.every(({ field }) => inputValue(log[field]).trim() === '');
}

/** The dashboard shows a picture only when its value looks like a file (contains a dot), as the spec says. */
export function hasPicture(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.includes('.');
}

/** A number input's value for the contract's decimal fields: '' stays blank, anything else as the number it reads ('1e1' is 10). */
export const numberOf = (text: string): string | number => (text.trim() === '' ? '' : Number(text));

/**
 * Runs the contract's schema over a form's fields before anything is sent: the values to send, or the first
 * problem as the page shows it ('❌ Biceps: Ensure this value is less than or equal to 200.').
 */
export function checkFields<S extends z.ZodMiniType>(
  schema: S,
  values: Record<string, unknown>,
  labels: Record<string, string>,
): { ok: true; value: z.output<S> } | { ok: false; message: string } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const [field, messages] = Object.entries(fieldErrorsOf(parsed.error))[0]!;
  return { ok: false, message: `❌ ${labels[field] ?? field}: ${messages[0]}` };
}
