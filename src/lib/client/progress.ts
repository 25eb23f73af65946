import { api } from '../api';
import type { GoalsUpdate, ProgressJson } from '../contracts/progress';

/** The member's goals (their progress is read by lib/stores/progress.ts, staff's view by lib/stores/admin-members.ts). */
export const progress = {
  /**
   * PUT user/goals/: replaces the goals ([] clears them) and the sharing choice; answers the progress anew. `headers`:
   * the outbox's `Idempotency-Key` (the server keeps no answer for it: a replayed PUT replaces with the same goals).
   */
  saveGoals: (update: GoalsUpdate, headers?: Record<string, string>): Promise<ProgressJson> =>
    api.put<ProgressJson>('user/goals/', update, { headers }),
};
