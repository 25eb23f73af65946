import { progress } from '../client/progress';
import type { GoalsUpdate, ProgressJson } from '../contracts/progress';
import type { OwnProfileJson } from '../contracts/profiles';
import { sendOrKeep } from '../offline/offline-save';
import { goalJson, latestValues } from '../progress-summary';
import { PROFILE } from './profile';
import { serverToday } from './progress-after-save';
import { cached, createMutatorStore } from './query';

// Re-exported for the goals form, which comes with this module.
export { keptMessage, wasKept } from '../offline/offline-save';

/** Where the member's progress is cached: the path of GET user/progress/ (lib/client/progress.ts). */
const PROGRESS_KEY = 'user/progress/';

/**
 * The progress with `update`'s goals as the server would answer it (its own arithmetic, lib/progress-summary.ts): a
 * goal kept keeps its start, a new one starts from the latest value of its series.
 */
function withGoals(shown: ProgressJson, update: GoalsUpdate): ProgressJson {
  const latest = latestValues(
    shown.weeks,
    shown.summary.current_week,
    cached<OwnProfileJson>(PROFILE)?.weight ?? null,
  );
  const goals = update.goals.map((g) =>
    goalJson(
      {
        series: g.series,
        target: g.target,
        targetDate: g.target_date,
        start: shown.goals.find((old) => old.series === g.series)?.start ?? latest[g.series],
      },
      latest[g.series],
      serverToday(),
    ),
  );
  return { ...shown, goals, share_goals_with_staff: update.share_goals_with_staff ?? shown.share_goals_with_staff };
}

/**
 * PUT user/goals/: replaces the member's goals and the sharing choice. The server answers the progress anew (the
 * goals measured against the latest weeks), which replaces the cached progress: nothing reads it again. Without a
 * network the goals are kept on the device (offline-save.ts) and the progress shows them as the server would.
 */
export const $saveGoals = createMutatorStore<GoalsUpdate, ProgressJson>(async ({ data, getCacheUpdater }) => {
  const [updateProgress, shown] = getCacheUpdater<ProgressJson>(PROGRESS_KEY, false);
  const next = await sendOrKeep<ProgressJson>(
    { kind: 'goals', method: 'PUT', path: 'user/goals/', body: data },
    (headers) => progress.saveGoals(data, headers),
    shown && withGoals(shown, data),
  );
  updateProgress(next);
  return next;
});
