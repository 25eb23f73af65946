import { api } from '../api';
import type { HealthAccessRequest, HealthDetailsJson } from '../contracts/health-access';

/** Need-to-know health access (issue 28): one function per endpoint. */
export const healthAccess = {
  /** Staff: a member's health and emergency details, opened with a reason (a row of the member's access log). */
  open: (memberId: number, reason: string) =>
    api.post<HealthDetailsJson>(`admin/members/${memberId}/health-access/`, { reason } satisfies HealthAccessRequest),
};
