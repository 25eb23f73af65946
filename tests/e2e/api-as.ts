import { expect, type APIRequestContext } from '@playwright/test';

/** Someone the e2e server knows (tests/e2e/users/*.txt). */
export interface Who {
  email: string;
  password: string;
}

/**
 * Signs in through the API and answers a request helper carrying the account's Bearer token: what a spec does as
 * another member or as staff beside the page under test.
 */
export async function apiAs(request: APIRequestContext, who: Who) {
  const res = await request.post('/api/v1/user/token/', { data: { email: who.email, password: who.password } });
  expect(res.status(), await res.text()).toBe(200);
  const { access } = (await res.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  return {
    get: (path: string) => request.get(`/api/v1/${path}`, { headers }),
    post: (path: string, data?: unknown) => request.post(`/api/v1/${path}`, { headers, data }),
    patch: (path: string, data: unknown) => request.patch(`/api/v1/${path}`, { headers, data }),
    /** The account's id, as GET user/ says. */
    id: async () => ((await (await request.get('/api/v1/user/', { headers })).json()) as { id: number }).id,
  };
}
