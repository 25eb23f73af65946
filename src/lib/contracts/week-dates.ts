import { DAYS, type Day } from './weekly-log-limits';

/**
 * The calendar of a membership's weeks, for the API and the browser alike (no zod, no server code). Week N covers the
 * 7 days from paid_since + 7(N-1) (DESIGN.md, "Weeks"); its daily logs are named by weekday (Sun..Sat), so each day
 * is the one date of those 7 that falls on its weekday: a week that starts on a Thursday runs Thu, Fri, …, Wed.
 * Dates are calendar dates (YYYY-MM-DD), computed in UTC so that no time zone moves them.
 */

const DAY_MS = 86_400_000;

/** `iso` plus `days` days. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Week N's first day; null without a membership start. */
export function weekStartDate(paidSince: string | null, weekNumber: number): string | null {
  if (!paidSince || Number.isNaN(Date.parse(`${paidSince}T00:00:00Z`))) return null;
  return addDays(paidSince, 7 * (weekNumber - 1));
}

/** The date of a week's day (by its weekday name), within the 7 days from `weekStart`; null when either is unknown. */
export function dayDate(weekStart: string | null, day: string): string | null {
  const index = DAYS.indexOf(day as Day);
  if (weekStart === null || index < 0) return null;
  const startDay = new Date(`${weekStart}T00:00:00Z`).getUTCDay();
  return addDays(weekStart, (index - startDay + 7) % 7);
}

/**
 * The latest calendar date anywhere on Earth now (UTC+14): the server's rule for "a day that has not come yet". The
 * server knows its clock, not the member's time zone, so it refuses a daily log only for a day that has not begun
 * in any time zone; the browser is stricter with its own date (`localToday`).
 */
export const latestDateAnywhere = (now: Date): string =>
  new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/** Today in the browser's own time zone (YYYY-MM-DD): the member's today. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
