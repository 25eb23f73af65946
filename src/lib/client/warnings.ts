import { api } from '../api';
import type { WarningJson } from '../contracts/admin';

/** A member's own moderation warnings. */
export const warnings = {
  open: () => api.get<WarningJson[]>('user/warnings/'),
  dismiss: (id: number) => api.post<null>(`user/warnings/${id}/dismiss/`),
};
