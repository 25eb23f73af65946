import { atom, onMount } from 'nanostores';
import type { LogsFirstScreenJson } from '../contracts/logs-first-screen';
import { $profile, PROFILE } from './profile';
import { PROGRESS } from './progress';
import { seedCache } from './query';

/**
 * The member's weeks live in their profile (GET user/profile/ answers them in `weekly_logs`), read with the
 * progress by /weekly-log and /dashboard. Their saves are week-save.ts's and daily-logs.ts's.
 */

/** The page's server render (the profile with its weeks, and the progress) goes into the cache as the stores' start. */
export function seedLogsFirstScreen(first: LogsFirstScreenJson | undefined): void {
  if (first) seedCache({ [PROFILE]: first.profile, [PROGRESS]: first.progress });
}

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
