import type { DailyLogJson, DayFields } from '../contracts/weekly-logs';
import { dayBody, dayPath, weeklyLogs } from '../client/weekly-logs';
import { sendOrKeep } from '../offline/offline-save';
import { createMutatorStore } from './query';
import { putWeekInCache, weekWithDay } from './week-save';

export interface DaySave {
  log: DailyLogJson;
  values: DayFields;
}

// Re-exported for the day dialog, which comes with this module.
export { keptMessage, wasKept } from '../offline/offline-save';

/**
 * Save Changes of a day (PUT daily-log/{id}/). The day's card shows what was sent at once; the answer replaces it,
 * and a failure puts back what was there (the dialog, still open, says why). Without a network the save is kept on
 * the device (offline-save.ts, on the day's version the member edited) and the card keeps showing it.
 */
export const $saveDay = createMutatorStore<DaySave, DailyLogJson>(async ({ data: { log, values } }) => {
  const before = weekWithDay(log);
  const sent = { ...log, ...values, duration: values.duration ?? '' } as DailyLogJson;
  const optimistic = weekWithDay(sent);
  if (optimistic) putWeekInCache(optimistic);
  try {
    const saved = await sendOrKeep(
      { kind: 'day', method: 'PUT', path: dayPath(log), body: dayBody(log, values), ifMatch: log.version },
      (headers) => weeklyLogs.saveDay(log, values, headers),
      sent,
    );
    const week = weekWithDay(saved);
    if (week) putWeekInCache(week);
    return saved;
  } catch (err) {
    if (before) putWeekInCache(before);
    throw err;
  }
});
