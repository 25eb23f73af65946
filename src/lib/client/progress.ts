import { api } from '../api';
import type { GoalsUpdate, ProgressJson } from '../contracts/progress';

/** The member's goals, and staff's view of a member's progress (the member's own is read by lib/stores/progress.ts). */
export const progress = {
  /** PUT user/goals/: replaces the goals ([] clears them) and the sharing choice; answers the progress anew. */
  saveGoals: (update: GoalsUpdate): Promise<ProgressJson> => api.put<ProgressJson>('user/goals/', update),

  /** Staff: a member's progress (their goals only when the member shares them). */
  ofMember: (userId: number, signal?: AbortSignal): Promise<ProgressJson> =>
    api.get<ProgressJson>(`admin/members/${userId}/progress/`, { signal }),
};
