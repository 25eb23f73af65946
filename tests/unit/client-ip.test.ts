import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { clientIp, type AppEnv } from '../../src/server/http/env';
import type { Runtime } from '../../src/server/runtime';

function appWith(trustProxy: number) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('rt', { config: { trustProxy } } as unknown as Runtime);
    await next();
  });
  app.get('/', (c) => c.json({ ip: clientIp(c) }));
  return app;
}

const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const ipOf = async (app: Hono<AppEnv>, socket: string, forwarded?: string) => {
  const res = await app.request('/', { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }, from(socket));
  return ((await res.json()) as { ip: string | null }).ip;
};

describe('the client address used by per-IP rate limits', () => {
  it('is the socket address, and a forged X-Forwarded-For is ignored without TRUST_PROXY', async () => {
    expect(await ipOf(appWith(0), '203.0.113.5', '198.51.100.7')).toBe('203.0.113.5');
  });

  it('is the address our one proxy appended, whatever the client wrote to the left of it', async () => {
    expect(await ipOf(appWith(1), '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    expect(await ipOf(appWith(1), '10.0.0.2', '1.1.1.1, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('is the second entry from the right behind two proxies', async () => {
    expect(await ipOf(appWith(2), '10.0.0.3', 'forged, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
  });

  it('is unknown for loopback, so local traffic never shares one bucket', async () => {
    expect(await ipOf(appWith(0), '127.0.0.1')).toBeNull();
    expect(await ipOf(appWith(0), '::1')).toBeNull();
  });
});
