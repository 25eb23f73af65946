// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, initSession, logout } from '../../src/lib/api';
import { $session, endSession, startSession } from '../../src/lib/session';
import { getAccessToken, getRefreshToken, setTokens } from '../../src/lib/tokens';
import { termsAccepted } from '../../src/lib/terms-step';
import { fakeApi, type ApiCall } from '../helpers/fake-api';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token shaped like the server's (the client never verifies signatures). */
const token = (name: string, expInSeconds: number) =>
  `${b64({ alg: 'HS256' })}.${b64({ user_id: 3, username: `${name}@example.com`, token_type: name, exp: Math.floor(Date.now() / 1000) + expInSeconds })}.sig`;

let calls: ApiCall[] = [];
const serve = (...answers: Array<[number, unknown]>) => {
  calls = fakeApi(answers);
};

const access = token('access', 900);
const refresh = token('refresh', 86_400);
const newAccess = token('access2', 900);
const newRefresh = token('refresh2', 86_400);

beforeEach(() => {
  calls = [];
  endSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client', () => {
  it('sends JSON with the Bearer token to /api/v1/', async () => {
    startSession(access, refresh);
    serve([200, { ok: true }]);
    expect(await api.post('community/', { content: 'hi' })).toEqual({ ok: true });
    expect(calls[0]).toMatchObject({
      url: '/api/v1/community/',
      method: 'POST',
      authorization: `Bearer ${access}`,
      body: { content: 'hi' },
    });
  });

  it('on a 401 refreshes exactly once and retries once with the new token', async () => {
    startSession(access, refresh);
    serve([401, { detail: 'expired' }], [200, { access: newAccess, refresh: newRefresh }], [200, { id: 1 }]);
    expect(await api.get('user/')).toEqual({ id: 1 });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/user/', '/api/v1/user/token/refresh/', '/api/v1/user/']);
    expect(calls[1]!.body).toEqual({ refresh });
    expect(calls[2]!.authorization).toBe(`Bearer ${newAccess}`);
    expect(getAccessToken()).toBe(newAccess);
    expect(getRefreshToken()).toBe(newRefresh);
    expect($session.get().tokens).toEqual({ access: newAccess, refresh: newRefresh });
  });

  it('does not refresh a second time when the retry is refused too', async () => {
    startSession(access, refresh);
    serve([401, {}], [200, { access: newAccess, refresh: newRefresh }], [401, { detail: 'still no' }]);
    const error = await api.get('user/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls).toHaveLength(3);
  });

  it('ends the session when the refresh is refused', async () => {
    startSession(access, refresh);
    serve([401, {}], [401, { detail: 'Token is invalid or expired' }]);
    await expect(api.get('user/')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect($session.get()).toEqual({ tokens: { access: null, refresh: null }, allUserData: {}, member: undefined });
  });

  it('refreshes an expired access token before the request', async () => {
    startSession(token('access', -10), refresh);
    serve([200, { access: newAccess, refresh: newRefresh }], [200, { id: 1 }]);
    await api.get('user/');
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/user/token/refresh/', '/api/v1/user/']);
    expect(calls[1]!.authorization).toBe(`Bearer ${newAccess}`);
  });

  it('shares one refresh between concurrent requests', async () => {
    startSession(token('access', -10), refresh);
    serve([200, { access: newAccess, refresh: newRefresh }], [200, 1], [200, 2]);
    await Promise.all([api.get('a/'), api.get('b/')]);
    expect(calls.filter((c) => c.url.endsWith('token/refresh/'))).toHaveLength(1);
  });

  it('turns a network failure into an ApiError marked network', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('health/', { auth: false })).rejects.toMatchObject({ status: 0, network: true });
  });

  it('gives up after the timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted')))),
      ),
    );
    await expect(api.get('slow/', { auth: false, timeoutMs: 20 })).rejects.toMatchObject({ network: true });
  });
});

describe('the session on start and at logout', () => {
  it('refreshes an expired token on start and fills the store', async () => {
    setTokens(token('access', -10), refresh);
    serve([200, { access: newAccess, refresh: newRefresh }]);
    await initSession();
    expect($session.get().allUserData.username).toBe('access2@example.com');
    expect($session.get().tokens.access).toBe(newAccess);
  });

  it('on start, an expired access token without a refresh token means signed out', async () => {
    window.localStorage.setItem('access_token', token('access', -10));
    serve();
    await initSession();
    expect(getAccessToken()).toBeNull();
    expect($session.get().allUserData).toEqual({});
    expect($session.get().tokens.access).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('on start, a valid access token fills the store without any call', async () => {
    setTokens(access, refresh);
    serve();
    await initSession();
    expect($session.get().allUserData.user_id).toBe(3);
    expect(calls).toHaveLength(0);
  });

  it('logout clears tokens and user, and asks the server to revoke the refresh token', async () => {
    startSession(access, refresh);
    serve([204, null]);
    await logout();
    expect(calls[0]).toMatchObject({ url: '/api/v1/user/logout/', method: 'POST', body: { refresh } });
    expect(getAccessToken()).toBeNull();
    expect($session.get()).toEqual({ tokens: { access: null, refresh: null }, allUserData: {}, member: undefined });
  });
});

describe('after login, the terms status check', () => {
  it('reports the answer of GET terms/status/', async () => {
    startSession(access, refresh);
    serve([200, { has_accepted: false }]);
    expect(await termsAccepted()).toBe(false);
    expect(calls[0]!.url).toBe('/api/v1/terms/status/');
  });

  it('fails open: a failed check counts as accepted', async () => {
    startSession(access, refresh);
    serve([500, { detail: 'down' }]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await termsAccepted()).toBe(true);
  });
});
