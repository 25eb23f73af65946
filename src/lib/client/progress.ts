import { api } from '../api';
import type { GoalsUpdate, ProgressJson } from '../contracts/progress';

/** The member's progress (charts, check-in summary, goals) and their goals: one function per endpoint. */
export const progress = {
  /** GET user/progress/: the weekly series, the summary and the goals in one answer. */
  get: (signal?: AbortSignal): Promise<ProgressJson> => api.get<ProgressJson>('user/progress/', { signal }),

  /** PUT user/goals/: replaces the goals ([] clears them) and the sharing choice; answers the progress anew. */
  saveGoals: (update: GoalsUpdate): Promise<ProgressJson> => api.put<ProgressJson>('user/goals/', update),

  /** Staff: a member's progress (their goals only when the member shares them). */
  ofMember: (userId: number, signal?: AbortSignal): Promise<ProgressJson> =>
    api.get<ProgressJson>(`admin/members/${userId}/progress/`, { signal }),
};
