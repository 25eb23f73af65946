import { api } from '../api';
import { requestAs } from '../api-calls';
import type {
  AdminAppealJson,
  AppealDecisionRequest,
  AppealJson,
  AppealRequest,
  StandingJson,
} from '../contracts/appeals';

/**
 * A member's standing and appeals, and staff's decisions: one function per endpoint. The member's two calls take the
 * standing token when the member came from a refused sign-in (the standing page), and the session otherwise
 * (account settings).
 */
export const appealsClient = {
  standing: (token?: string | null) =>
    token ? requestAs<StandingJson>(token, 'GET', 'user/standing/') : api.get<StandingJson>('user/standing/'),

  file: (sanctionId: number, text: string, token?: string | null) => {
    const body = { sanction_id: sanctionId, text } satisfies AppealRequest;
    return token
      ? requestAs<AppealJson>(token, 'POST', 'user/appeals/', { body })
      : api.post<AppealJson>('user/appeals/', body);
  },

  list: () => api.get<AdminAppealJson[]>('admin/appeals/'),

  decide: (id: number, verdict: 'accept' | 'reject', reply: string) =>
    api.post<AdminAppealJson>(`admin/appeals/${id}/${verdict}/`, { reply } satisfies AppealDecisionRequest),
};
