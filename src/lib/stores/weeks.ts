import { atom, onMount } from 'nanostores';
import type { OwnProfileJson } from '../contracts/profiles';
import type { ProgressJson } from '../contracts/progress';
import type { WeekFields, WeeklyLogJson } from '../contracts/weekly-logs';
import { weeklyLogs } from '../client/weekly-logs';
import { $profile, PROFILE } from './profile';
import { PROGRESS } from './progress';
import { progressAfterSave, serverToday } from './progress-after-save';
import { cached, createMutatorStore, mutateCache, seedCache } from './query';
import type { LogsFirstScreenJson } from '../contracts/logs-first-screen';

/**
 * The member's weeks live in their profile (GET user/profile/ answers them in `weekly_logs`): a saved week or day
 * replaces its copy there, and the progress is worked out anew from it (progress-after-save.ts).
 */
export function putWeekInCache(week: WeeklyLogJson): void {
  const profile = cached<OwnProfileJson>(PROFILE);
  if (profile) mutateCache(PROFILE, { ...profile, weekly_logs: profile.weekly_logs.map((w) => (w.id === week.id ? week : w)) });
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
 * understood). The week the PUT answers goes into the cache; nothing is read again.
 */
export const $saveWeek = createMutatorStore<WeekSave, WeeklyLogJson>(async ({ data }) => {
  const saved = await weeklyLogs.save(data.weekId, data.values, data.picture);
  putWeekInCache(saved);
  return saved;
});

/** How long a page whose progress sits above its weeks waits for it once the weeks are in. */
export const PROGRESS_WAIT_MS = 1000;

/**
 * True PROGRESS_WAIT_MS after the weeks came in: a page draws its weeks and their progress together when both come
 * close together (so the progress never pushes the weeks down), and the weeks alone when the progress is slow,
 * since they are what the page is for.
 */
export const $progressLate = atom(false);
onMount($progressLate, () => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = $profile.subscribe(({ data }) => {
    if (data && !timer) timer = setTimeout(() => $progressLate.set(true), PROGRESS_WAIT_MS);
  });
  return () => {
    stop();
    clearTimeout(timer);
  };
});

/** The page's server render (the profile with its weeks, and the progress) goes into the cache as the stores' start. */
export function seedLogsFirstScreen(first: LogsFirstScreenJson | undefined): void {
  if (first) seedCache({ [PROFILE]: first.profile, [PROGRESS]: first.progress });
}
