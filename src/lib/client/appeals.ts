import { ApiError, api, apiUrl } from '../api';
import type { AdminAppealJson, AppealDecisionRequest, AppealJson, AppealRequest, StandingJson } from '../contracts/appeals';

const TIMEOUT_MS = 10_000;

/**
 * A call with the restricted standing token of a refused sign-in: the session's transport (api.ts) sends the
 * session's own token and refreshes it, which a suspended member does not have. This one sends the given token once.
 */
async function withStandingToken<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, null, true);
  } finally {
    clearTimeout(timer);
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!response.ok) throw new ApiError(response.status, data);
  return data as T;
}

/**
 * A member's standing and appeals, and staff's decisions: one function per endpoint. The member's two calls take the
 * standing token when the member came from a refused sign-in (the standing page), and the session otherwise
 * (account settings).
 */
export const appealsClient = {
  standing: (token?: string | null) =>
    token ? withStandingToken<StandingJson>('GET', 'user/standing/', token) : api.get<StandingJson>('user/standing/'),

  file: (sanctionId: number, text: string, token?: string | null) => {
    const body = { sanction_id: sanctionId, text } satisfies AppealRequest;
    return token ? withStandingToken<AppealJson>('POST', 'user/appeals/', token, body) : api.post<AppealJson>('user/appeals/', body);
  },

  list: () => api.get<AdminAppealJson[]>('admin/appeals/'),

  decide: (id: number, verdict: 'accept' | 'reject', reply: string) =>
    api.post<AdminAppealJson>(`admin/appeals/${id}/${verdict}/`, { reply } satisfies AppealDecisionRequest),
};
