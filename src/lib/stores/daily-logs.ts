import type { OwnProfileJson } from '../contracts/profiles';
import type { DailyLogJson, DayFields, WeeklyLogJson } from '../contracts/weekly-logs';
import { weeklyLogs } from '../client/weekly-logs';
import { PROFILE } from './profile';
import { cached, createMutatorStore } from './query';
import { putWeekInCache } from './week-save';

/** The cached week of `day`, with `day` in place of its copy; undefined when the week is not cached. */
function weekWithDay(day: DailyLogJson): WeeklyLogJson | undefined {
  const week = cached<OwnProfileJson>(PROFILE)?.weekly_logs.find((w) => w.id === day.weekly_log);
  return week && { ...week, daily_logs: week.daily_logs.map((d) => (d.id === day.id ? day : d)) };
}

export interface DaySave {
  log: DailyLogJson;
  values: DayFields;
}

/**
 * Save Changes of a day (PUT daily-log/{id}/). The day's card shows what was sent at once; the answer replaces it,
 * and a failure puts back what was there (the dialog, still open, says why).
 */
export const $saveDay = createMutatorStore<DaySave, DailyLogJson>(async ({ data: { log, values } }) => {
  const before = weekWithDay(log);
  const sent = { ...log, ...values, duration: values.duration ?? '' } as DailyLogJson;
  const optimistic = weekWithDay(sent);
  if (optimistic) putWeekInCache(optimistic);
  try {
    const saved = await weeklyLogs.saveDay(log, values);
    const week = weekWithDay(saved);
    if (week) putWeekInCache(week);
    return saved;
  } catch (err) {
    if (before) putWeekInCache(before);
    throw err;
  }
});
