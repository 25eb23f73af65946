import type { Runtime } from '../runtime';

/** A week as the client reads it (spec section 3), daily logs Sun..Sat. */
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

/**
 * Makes sure weeks 1..current exist for a paying member (idempotent, safe under concurrent reads) and returns
 * them sorted by week number; unpaid members get []. Implemented by the weekly-log work (issue 5).
 */
export async function weeklyLogsFor(
  _rt: Runtime,
  _member: { userId: number; hasPaid: boolean; paidSince: string | null },
): Promise<WeeklyLogJson[]> {
  return [];
}
