// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearTokens, decodeClaims, getAccessToken, getRefreshToken, isExpired, setTokens } from '../../src/lib/tokens';

/** The cookies the page writes, as the strings given to document.cookie. */
const cookieWrites = () => vi.spyOn(Document.prototype, 'cookie', 'set');

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: Record<string, unknown>) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`;
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const inSeconds = (s: number) => Math.floor(NOW / 1000) + s;

describe('decodeClaims', () => {
  it('reads the claims of a token, names with accents included', () => {
    const claims = decodeClaims(
      token({ user_id: 7, username: 'zoe@example.com', full_name: 'Zoë Ångström', exp: inSeconds(60) }),
    );
    expect(claims).toMatchObject({ user_id: 7, username: 'zoe@example.com', full_name: 'Zoë Ångström' });
  });

  it('is null for a missing, malformed or exp-less token', () => {
    expect(decodeClaims(null)).toBeNull();
    expect(decodeClaims('garbage')).toBeNull();
    expect(decodeClaims('a.!!!.c')).toBeNull();
    expect(decodeClaims(token({ user_id: 7 }))).toBeNull();
  });
});

describe('isExpired', () => {
  it('is false for a token valid well beyond the margin', () => {
    expect(isExpired(token({ exp: inSeconds(600) }), 30, NOW)).toBe(false);
  });

  it('is true for a token already expired', () => {
    expect(isExpired(token({ exp: inSeconds(-1) }), 30, NOW)).toBe(true);
  });

  it('is true for a token expiring within the margin, so it is refreshed before use', () => {
    expect(isExpired(token({ exp: inSeconds(20) }), 30, NOW)).toBe(true);
    expect(isExpired(token({ exp: inSeconds(20) }), 0, NOW)).toBe(false);
  });

  it('is true for no token or an unreadable one', () => {
    expect(isExpired(null, 30, NOW)).toBe(true);
    expect(isExpired('nope', 30, NOW)).toBe(true);
  });
});

describe('token storage', () => {
  afterEach(() => {
    clearTokens();
    delete (window as { Capacitor?: unknown }).Capacitor;
    vi.restoreAllMocks();
  });

  it('keeps both tokens in cookies (access 1 day, refresh 7 days, path /, sameSite lax) and the access token in localStorage', () => {
    const set = cookieWrites();
    const before = Date.now();
    setTokens('the-access', 'the-refresh');
    expect(getAccessToken()).toBe('the-access');
    expect(getRefreshToken()).toBe('the-refresh');
    expect(window.localStorage.getItem('access_token')).toBe('the-access');
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    const written = Object.fromEntries(
      set.mock.calls.map(([cookie]) => [String(cookie).split('=')[0], String(cookie)]),
    );
    const days = (cookie: string) =>
      Math.round((Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!) - before) / 86_400_000);
    expect(days(written['access_token']!)).toBe(1);
    expect(days(written['refresh_token']!)).toBe(7);
    expect(written['access_token']).toMatch(/; Path=\/; .*SameSite=Lax/);
    expect(written['refresh_token']).toMatch(/; Secure$/);
  });

  it('inside a native wrapper keeps both tokens in localStorage only', () => {
    (window as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => true };
    const set = cookieWrites();
    setTokens('native-access', 'native-refresh');
    expect(set).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('access_token')).toBe('native-access');
    expect(window.localStorage.getItem('refresh_token')).toBe('native-refresh');
    expect(getRefreshToken()).toBe('native-refresh');
  });

  it('clearTokens forgets everything', () => {
    setTokens('a', 'r');
    clearTokens();
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });
});
