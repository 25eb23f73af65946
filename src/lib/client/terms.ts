import { api } from '../api';
import type { TermsJson, TermsStatusJson } from '../contracts/terms';

/** The Terms of Service: one function per endpoint. */
export const terms = {
  /** The terms in force; anyone may read them. */
  current: () => api.get<TermsJson>('terms/', { auth: false }),

  status: () => api.get<TermsStatusJson>('terms/status/'),

  accept: () => api.post<TermsStatusJson>('terms/accept/'),
};
