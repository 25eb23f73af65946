import type { OwnProfileJson } from '../contracts/profiles';
import type { ProgressJson } from '../contracts/progress';
import type { DailyLogJson, WeekFields, WeeklyLogJson } from '../contracts/weekly-logs';
import { sentWeekFields, weeklyLogs } from '../client/weekly-logs';
import { savedOrKept, sendOrKeep } from '../offline/offline-save';
import { PROFILE } from './profile';
import { PROGRESS } from './progress';
import { shortest } from '../progress-summary';
import { progressAfterSave, serverToday } from './progress-after-save';
import { cached, createMutatorStore, mutateCache, mutation } from './query';

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

/** The cached week `id` of the member's profile, or undefined. */
export const cachedWeek = (id: number | undefined): WeeklyLogJson | undefined =>
  cached<OwnProfileJson>(PROFILE)?.weekly_logs.find((w) => w.id === id);

/** The cached week of `day`, with `day` in place of its copy; undefined when the week is not cached. */
export function weekWithDay(day: DailyLogJson): WeeklyLogJson | undefined {
  const week = cachedWeek(day.weekly_log);
  return week && { ...week, daily_logs: week.daily_logs.map((d) => (d.id === day.id ? day : d)) };
}

export interface WeekSave {
  weekId: number;
  /** The filled measurements and journal, checked (weekFields); {} when only the picture goes. */
  values: WeekFields;
  picture: File | null;
}

/** The sent fields as the server would answer them: the measurements and weight in their shortest form ("14.5"). */
const shownFields = (fields: Record<string, string>): Record<string, string | null> =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, name === 'journal' ? value : shortest(value)]),
  );

/**
 * Save Week and Upload Selected Picture: the spec's connectivity GET, then the PUT (PATCH when the PUT was not
 * understood). The week the PUT answers goes into the cache. Without a network the save is kept on the device
 * (offline-save.ts: the fields and the picture's bytes, on the version the member edited) and the cache shows the
 * week as saved, its picture still the last one sent.
 */
export const $saveWeek = createMutatorStore<WeekSave, WeeklyLogJson>(async ({ data }) => {
  const before = cachedWeek(data.weekId);
  const fields = sentWeekFields(data.values);
  const saved = await sendOrKeep(
    {
      kind: 'week',
      method: 'PUT',
      path: `user/weekly-log/${data.weekId}/`,
      form: { fields, picture: data.picture, pictureName: data.picture?.name ?? null },
      ifMatch: before?.version,
    },
    (headers) => weeklyLogs.save(data.weekId, data.values, data.picture, headers),
    before && { ...before, ...shownFields(fields) },
  );
  putWeekInCache(saved);
  return saved;
});

/**
 * Save Week or Upload Selected Picture through $saveWeek (the week editor loads this module with its first save),
 * answering the week and what the control says: `saved`, or that the save is kept on the device.
 */
export async function saveWeek(data: WeekSave, saved: string): Promise<[WeeklyLogJson, string]> {
  const answer = await mutation($saveWeek, data);
  return [answer, savedOrKept(answer, saved)];
}
