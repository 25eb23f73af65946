import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers/context';

/** The API app as built for the server: CORS for the wrapper's origins only, on every route, refusals included. */
describe('the API app answers cross-origin requests', () => {
  let ctx: Awaited<ReturnType<typeof createTestContext>>;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("lets the mobile wrapper's origin read an answer", async () => {
    const res = await ctx.app.request('/api/v1/health', { headers: { Origin: 'capacitor://localhost' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('capacitor://localhost');
    expect(res.headers.get('vary') ?? '').toMatch(/origin/i);
  });

  it('answers a preflight from a listed origin before any route', async () => {
    const res = await ctx.app.request('/api/v1/user/token/', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://localhost',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://localhost');
    expect(res.headers.get('access-control-allow-methods') ?? '').toContain('POST');
  });

  it('gives another origin no CORS header, and never echoes it', async () => {
    const res = await ctx.app.request('/api/v1/health', { headers: { Origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps the CORS header on a refusal, so the wrapper can read the error', async () => {
    const res = await ctx.app.request('/api/v1/user/profile/', { headers: { Origin: 'capacitor://localhost' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('capacitor://localhost');
  });
});
