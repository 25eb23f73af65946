import type { DailyLogJson } from '../../src/lib/contracts/weekly-logs';

/** A day as the API answers it: nothing logged, version 1, with `fields` over it. */
export const dailyLogJson = (fields: Partial<DailyLogJson> = {}): DailyLogJson => ({
  id: 1,
  day: 'Mon',
  weekly_log: 1,
  workout: '',
  duration: '',
  notes: '',
  breakfast: '',
  lunch: '',
  dinner: '',
  snack1: '',
  snack2: '',
  water_intake_oz: null,
  date: null,
  version: 1,
  ...fields,
});
