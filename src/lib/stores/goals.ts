import { progress } from '../client/progress';
import type { GoalJson, GoalsUpdate, ProgressJson } from '../contracts/progress';
import { cached, createMutatorStore, mutation } from './query';

/** Where the member's progress is cached: the path of GET user/progress/ (lib/client/progress.ts). */
const PROGRESS_KEY = 'user/progress/';

/**
 * The progress as the member saved its goals, until the server works it out anew: each goal keeps what the server
 * last said of its series (start, progress) while its target and date are unchanged, and says nothing yet otherwise.
 */
function withGoals(shown: ProgressJson, update: GoalsUpdate): ProgressJson {
  const goals = update.goals.map((goal): GoalJson => {
    const held = shown.goals.find((g) => g.series === goal.series);
    const same = held?.target === goal.target && held.target_date === goal.target_date;
    return same ? held : { ...goal, start: held?.start ?? null, progress_percent: null, faster_than_safe: false };
  });
  return { ...shown, goals, share_goals_with_staff: update.share_goals_with_staff ?? shown.share_goals_with_staff };
}

/**
 * PUT user/goals/: replaces the member's goals and the sharing choice. The server answers the progress anew (the
 * goals measured against the latest weeks), which replaces the cached progress: nothing reads it again. Without a
 * network the save is kept on the device (offline-save.ts, fetched with this save: the goals form's chunk stays as
 * it was) and the cache shows the goals as saved.
 */
export const $saveGoals = createMutatorStore<GoalsUpdate, ProgressJson>(async ({ data, getCacheUpdater }) => {
  const { sendOrKeep } = await import('../offline/offline-save');
  const before = cached<ProgressJson>(PROGRESS_KEY);
  const next = await sendOrKeep(
    { kind: 'goals', method: 'PUT', path: 'user/goals/', body: data },
    (headers) => progress.saveGoals(data, headers),
    before && withGoals(before, data),
  );
  const [updateProgress] = getCacheUpdater(PROGRESS_KEY, false);
  updateProgress(next);
  return next;
});

/**
 * Saves the goals through $saveGoals, answering the progress and, when the save is kept on the device, what the card
 * says instead of its usual success ('' when the server has it).
 */
export async function saveGoals(update: GoalsUpdate): Promise<[ProgressJson, string]> {
  const next = await mutation($saveGoals, update);
  const { savedOrKept } = await import('../offline/offline-save');
  return [next, savedOrKept(next, '')];
}
