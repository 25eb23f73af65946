import type { WeeklyLogJson } from '../../src/lib/contracts/weekly-logs';

/** A week as the API answers it: week 1, nothing measured, no days, no feedback, version 1, with `fields` over it. */
export const weeklyLogJson = (fields: Partial<WeeklyLogJson> = {}): WeeklyLogJson => ({
  id: 1,
  week_number: 1,
  biceps: null,
  chest: null,
  waist: null,
  hips: null,
  thighs: null,
  journal: null,
  progress_picture: null,
  daily_logs: [],
  weight: null,
  start_date: null,
  end_date: null,
  feedback: [],
  version: 1,
  ...fields,
});
