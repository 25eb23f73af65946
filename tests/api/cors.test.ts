import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCors, CORS_MAX_AGE_SECONDS } from '../../src/server/http/cors';
import { ConfigError, corsOrigins, DEFAULT_CORS_ORIGINS, loadConfig } from '../../src/server/config';

/** A stand-in for the API: the middleware on /api/v1/*, a JSON route, a failing route and a 404. */
function apiWith(origins: readonly string[]) {
  const app = new Hono({ strict: false }).basePath('/api/v1');
  app.use('*', apiCors(origins));
  app.get('/health', (c) => c.json({ status: 'ok' }));
  app.put('/user/profile', (c) => c.json({ saved: true }));
  app.get('/boom', () => {
    throw new Error('boom');
  });
  app.onError((_err, c) => c.json({ detail: 'Something went wrong on our side. Please try again.' }, 500));
  app.notFound((c) => c.json({ detail: 'Not found.' }, 404));
  return app;
}

const wrapperApi = apiWith(DEFAULT_CORS_ORIGINS);
const preflight = (origin: string, method = 'PUT', headers = 'authorization, content-type, idempotency-key') =>
  wrapperApi.request('/api/v1/user/profile', {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers },
  });
const corsHeaders = (res: Response) => [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('CORS on the API', () => {
  it('allows the wrapper origins, answering with the listed value, no credentials, and Vary: Origin', async () => {
    for (const origin of ['capacitor://localhost', 'https://localhost']) {
      const res = await wrapperApi.request('/api/v1/health', { headers: { Origin: origin } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
    }
  });

  it("answers a listed origin's preflight: methods, the Authorization, Content-Type and Idempotency-Key headers, and a max-age", async () => {
    const res = await preflight('capacitor://localhost');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('capacitor://localhost');
    expect(res.headers.get('access-control-allow-methods')).toMatch(/\bPUT\b/);
    expect(res.headers.get('access-control-allow-methods')).toMatch(/\bDELETE\b/);
    const allowedHeaders = res.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of ['authorization', 'content-type', 'idempotency-key']) expect(allowedHeaders).toContain(header);
    expect(res.headers.get('access-control-max-age')).toBe(String(CORS_MAX_AGE_SECONDS));
    expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
    expect(await res.text()).toBe('');
  });

  it('gives an unlisted origin no CORS header at all, and never echoes it', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost',
      'https://localhost.evil.example',
      'null',
      'capacitor://localhost/',
    ]) {
      const res = await wrapperApi.request('/api/v1/health', { headers: { Origin: origin } });
      expect(res.status).toBe(200);
      expect(corsHeaders(res)).toEqual([]);
    }
  });

  it('answers no preflight from an unlisted origin: the OPTIONS goes on to the API, which has no such route', async () => {
    const res = await preflight('https://evil.example');
    expect(res.status).toBe(404);
    expect(corsHeaders(res)).toEqual([]);
  });

  it('puts the header on failures too, so the wrapper can read the error body', async () => {
    const failed = await wrapperApi.request('/api/v1/boom', { headers: { Origin: 'https://localhost' } });
    expect(failed.status).toBe(500);
    expect(failed.headers.get('access-control-allow-origin')).toBe('https://localhost');
    const missing = await wrapperApi.request('/api/v1/nothing', { headers: { Origin: 'https://localhost' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('https://localhost');
  });

  it('adds nothing to same-origin requests (no Origin header) but Vary', async () => {
    const res = await wrapperApi.request('/api/v1/health');
    expect(corsHeaders(res)).toEqual([]);
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it('with an empty list, allows nobody and adds nothing', async () => {
    const closed = apiWith([]);
    const res = await closed.request('/api/v1/health', { headers: { Origin: 'capacitor://localhost' } });
    expect(corsHeaders(res)).toEqual([]);
    expect(res.headers.get('vary')).toBeNull();
  });
});

describe('CORS_ORIGINS', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fitgroup-cors-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('defaults to the wrapper origins capacitor://localhost and https://localhost', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).corsOrigins).toEqual(['capacitor://localhost', 'https://localhost']);
  });

  it('takes a comma list of origins (a trailing slash tolerated, duplicates dropped); empty allows none', () => {
    expect(
      corsOrigins({ CORS_ORIGINS: ' https://app.example.com , capacitor://localhost/,https://app.example.com' }),
    ).toEqual(['https://app.example.com', 'capacitor://localhost']);
    expect(corsOrigins({ CORS_ORIGINS: 'http://localhost:8100' })).toEqual(['http://localhost:8100']);
    expect(corsOrigins({ CORS_ORIGINS: 'https://App.Example.com' })).toEqual(['https://app.example.com']);
    expect(corsOrigins({ CORS_ORIGINS: '' })).toEqual([]);
  });

  it('refuses wildcards, paths and non-URLs, naming the variable on one line', () => {
    for (const bad of [
      '*',
      'https://*.example.com',
      'https://app.example.com/api',
      'app.example.com',
      'https://user:pw@app.example.com',
    ]) {
      let error: unknown = null;
      try {
        corsOrigins({ CORS_ORIGINS: bad });
      } catch (err) {
        error = err;
      }
      expect(error, bad).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^Invalid configuration: CORS_ORIGINS /);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
