import { api } from '../api';

/** A member's own moderation warnings (read through the warnings store: GET user/warnings/). */
export const warnings = {
  dismiss: (id: number) => api.post<null>(`user/warnings/${id}/dismiss/`),
};
