import type { OwnProfileJson } from '../contracts/profiles';
import type { ProgressJson } from '../contracts/progress';
import type { WeekFields, WeeklyLogJson } from '../contracts/weekly-logs';
import { weeklyLogs } from '../client/weekly-logs';
import { PROFILE } from './profile';
import { PROGRESS } from './progress';
import { progressAfterSave, serverToday } from './progress-after-save';
import { cached, createMutatorStore, mutateCache } from './query';

/**
 * The saves of a week, fetched with the first save (WeekEditor, DailyLogDialog): a page that only shows weeks loads
 * none of it.
 *
 * A saved week (or a week with a saved day) replaces its copy in the cached profile, and the progress is worked
 * out anew from it (progress-after-save.ts): nothing is read again.
 */
export function putWeekInCache(week: WeeklyLogJson): void {
  const profile = cached<OwnProfileJson>(PROFILE);
  if (profile)
    mutateCache(PROFILE, { ...profile, weekly_logs: profile.weekly_logs.map((w) => (w.id === week.id ? week : w)) });
  const progress = cached<ProgressJson>(PROGRESS);
  if (progress) mutateCache(PROGRESS, progressAfterSave(progress, week, profile?.weight ?? null, serverToday()));
}

export interface WeekSave {
  weekId: number;
  /** The filled measurements and journal, checked (weekFields); {} when only the picture goes. */
  values: WeekFields;
  picture: File | null;
}

/**
 * Save Week and Upload Selected Picture: the spec's connectivity GET, then the PUT (PATCH when the PUT was not
 * understood). The week the PUT answers goes into the cache.
 */
export const $saveWeek = createMutatorStore<WeekSave, WeeklyLogJson>(async ({ data }) => {
  const saved = await weeklyLogs.save(data.weekId, data.values, data.picture);
  putWeekInCache(saved);
  return saved;
});
