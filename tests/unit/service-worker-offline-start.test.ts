// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initSession } from '../../src/lib/api';
import { $session, endSession } from '../../src/lib/session';
import { getAccessToken, getRefreshToken, setTokens } from '../../src/lib/tokens';
import { clearPageCaches } from '../../src/lib/offline/page-caches';
import { fakeApi } from '../helpers/fake-api';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (name: string, expInSeconds: number) =>
  `${b64({ alg: 'HS256' })}.${b64({ user_id: 5, username: `${name}@example.com`, token_type: name, exp: Math.floor(Date.now() / 1000) + expInSeconds })}.sig`;

const expiredAccess = token('access', -10);
const refresh = token('refresh', 86_400);

beforeEach(() => endSession());
afterEach(() => vi.unstubAllGlobals());

describe('a start without the network (a page the service worker served offline)', () => {
  it('keeps the member signed in when the refresh of an expired token cannot reach the server', async () => {
    setTokens(expiredAccess, refresh);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await initSession();
    expect(getRefreshToken()).toBe(refresh);
    expect(getAccessToken()).toBe(expiredAccess);
    expect($session.get().allUserData.user_id).toBe(5);
  });

  it('keeps the member signed in when the server answers the refresh with a 5xx', async () => {
    setTokens(expiredAccess, refresh);
    const calls = fakeApi([[502, null]]);
    await initSession();
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/user/token/refresh/']);
    expect(getRefreshToken()).toBe(refresh);
    expect($session.get().tokens.refresh).toBe(refresh);
  });

  it('still signs the member out when the server refuses the refresh', async () => {
    setTokens(expiredAccess, refresh);
    fakeApi([[401, { detail: 'Token is invalid or expired', code: 'token_not_valid' }]]);
    await initSession();
    expect(getRefreshToken()).toBeNull();
    expect($session.get().tokens).toEqual({ access: null, refresh: null });
  });
});

describe('the member pages kept on the device, when the session ends', () => {
  it('are deleted, the other caches kept, and the worker is told', async () => {
    const names = ['fitgroup-pages-5', 'fitgroup-pages-9', 'workbox-precache-v2-http://localhost/', 'fitgroup-assets'];
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => names,
      delete: async (name: string) => deleted.push(name) > 0,
    });
    const postMessage = vi.fn();
    vi.stubGlobal('navigator', { serviceWorker: { controller: { postMessage } } });
    await clearPageCaches();
    expect(deleted.sort()).toEqual(['fitgroup-pages-5', 'fitgroup-pages-9']);
    expect(postMessage).toHaveBeenCalledWith('fitgroup:clear-pages');
  });

  it('are left alone where the browser has no caches at all', async () => {
    vi.stubGlobal('caches', undefined);
    await expect(clearPageCaches()).resolves.toBeUndefined();
  });
});
