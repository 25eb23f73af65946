import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedMediaUrl } from '../../src/server/services/media';
import { securityHeadersFor } from '../../src/server/http/security-headers';
import { createTestContext, type Member, type TestContext } from '../helpers/context';

const JSON_UTF8 = 'application/json; charset=utf-8';

describe('API response headers', () => {
  let t: TestContext;
  let member: Member;

  beforeAll(async () => {
    t = await createTestContext();
    member = await t.createMember({ email: 'headers@example.com', password: 'headers member password' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET user/profile/ (medical data) is never stored, and says its charset', async () => {
    const res = await t.request('GET', 'user/profile/', { token: member.access });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe(JSON_UTF8);
  });

  it('every answer of the token endpoints is never stored (tokens, and refusals)', async () => {
    const ok = await t.request('POST', 'user/token/', { body: { email: member.email, password: member.password } });
    expect(ok.status).toBe(200);
    expect(ok.json.access).toEqual(expect.any(String));
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(ok.headers.get('content-type')).toBe(JSON_UTF8);

    const wrong = await t.request('POST', 'user/token/', {
      body: { email: member.email, password: 'not the password at all' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('cache-control')).toBe('no-store');

    const refreshed = await t.request('POST', 'user/token/refresh/', { body: { refresh: ok.json.refresh } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('cache-control')).toBe('no-store');
  });

  it('the passkey sign-in answers (a challenge, then tokens or a refusal) are never stored', async () => {
    const options = await t.request('POST', 'user/passkeys/sign-in/options/', { body: {} });
    expect(options.status).toBe(200);
    expect(options.headers.get('cache-control')).toBe('no-store');

    const refused = await t.request('POST', 'user/passkeys/sign-in/verify/', { body: { response: {} } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('any response to a request with an Authorization header is never stored, errors included', async () => {
    const bad = await t.request('GET', 'user/profile/', { token: 'not-a-token' });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('cache-control')).toBe('no-store');
    expect(bad.headers.get('content-type')).toBe(JSON_UTF8);

    const missing = await t.request('GET', 'no-such-endpoint/', { token: member.access });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('JSON without a token says its charset too (health, 404, validation errors)', async () => {
    for (const res of [
      await t.request('GET', 'health'),
      await t.request('GET', 'no-such-endpoint/'),
      await t.request('POST', 'user/register/', { body: {} }),
    ]) {
      expect(res.headers.get('content-type')).toBe(JSON_UTF8);
    }
  });

  it('a signed picture link keeps its own short private caching', async () => {
    const key = 'profile/securityheaderstest01.jpg';
    await t.rt.storage.put(key, Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg');
    const url = signedMediaUrl(t.rt, key)!;
    for (const token of [null, member.access]) {
      const res = await t.app.request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const caching = res.headers.get('cache-control') ?? '';
      expect(caching).toMatch(/^private, max-age=\d+$/);
      expect(Number(caching.split('=')[1])).toBeLessThanOrEqual(70 * 60);
    }
  });
});

/** The headers src/server.ts sets on every response, decided per request. */
describe('securityHeadersFor', () => {
  const request = (url: string, headers: Record<string, string> = {}, encrypted = false) =>
    ({ url, headers, socket: { encrypted } }) as unknown as IncomingMessage;
  const options = (trustProxy: unknown) => ({ outDir: '/nonexistent-build', trustProxy });

  it('sends HSTS only over TLS, or when a trusted proxy says the request came over HTTPS', () => {
    const hsts = 'max-age=31536000; includeSubDomains';
    expect(securityHeadersFor(request('/login/'), options(0))['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeadersFor(request('/login/', {}, true), options(0))['Strict-Transport-Security']).toBe(hsts);
    const forwarded = request('/login/', { 'x-forwarded-proto': 'https' });
    expect(securityHeadersFor(forwarded, options(0))['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeadersFor(forwarded, options(false))['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeadersFor(forwarded, options(1))['Strict-Transport-Security']).toBe(hsts);
    expect(securityHeadersFor(forwarded, options(true))['Strict-Transport-Security']).toBe(hsts);
    const plain = request('/login/', { 'x-forwarded-proto': 'http' });
    expect(securityHeadersFor(plain, options(2))['Strict-Transport-Security']).toBeUndefined();
  });

  it('keeps the reset page (its URL carries the code) out of Referer headers and caches', () => {
    for (const url of [
      '/create-new-password',
      '/create-new-password/',
      '/create-new-password/?otp=1&uuidb64=Mg&refresh_token=x',
      '/create-new-password?otp=1',
    ]) {
      const headers = securityHeadersFor(request(url), options(0));
      expect(headers['Referrer-Policy'], url).toBe('no-referrer');
      expect(headers['Cache-Control'], url).toBe('no-store');
    }
    const login = securityHeadersFor(request('/login/'), options(0));
    expect(login['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(login['Cache-Control']).toBeUndefined();
  });

  it('gives pages a CSP without inline script, and the API one that allows nothing', () => {
    const page = securityHeadersFor(request('/favicon.svg'), options(0))['Content-Security-Policy']!;
    expect(page).toMatch(/(^|;\s*)script-src 'self'(;|$)/);
    expect(page).not.toContain("'unsafe-eval'");
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"])
      expect(page).toContain(directive);
    const api = securityHeadersFor(request('/api/v1/health'), options(0));
    expect(api['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api['X-Content-Type-Options']).toBe('nosniff');
  });
});
