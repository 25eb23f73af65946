import { progress } from '../client/progress';
import type { GoalsUpdate, ProgressJson } from '../contracts/progress';
import { createMutatorStore } from './query';

/** Where the member's progress is cached: the path of GET user/progress/ (lib/client/progress.ts). */
const PROGRESS_KEY = 'user/progress/';

/**
 * PUT user/goals/: replaces the member's goals and the sharing choice. The server answers the progress anew (the
 * goals measured against the latest weeks), which replaces the cached progress: nothing reads it again.
 */
export const $saveGoals = createMutatorStore<GoalsUpdate, ProgressJson>(async ({ data, getCacheUpdater }) => {
  const next = await progress.saveGoals(data);
  const [updateProgress] = getCacheUpdater(PROGRESS_KEY, false);
  updateProgress(next);
  return next;
});
