import { api } from '../api';
import type { GoalsUpdate, ProgressJson } from '../contracts/progress';

/** The member's goals (their progress is read by lib/stores/progress.ts, staff's view by lib/stores/admin-members.ts). */
export const progress = {
  /** PUT user/goals/: replaces the goals ([] clears them) and the sharing choice; answers the progress anew. */
  saveGoals: (update: GoalsUpdate): Promise<ProgressJson> => api.put<ProgressJson>('user/goals/', update),
};
