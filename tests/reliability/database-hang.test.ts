import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { eventually } from '../helpers/eventually';

/**
 * A PostgreSQL that stops answering without closing anything (a hung server, a black-holed route): a TCP proxy
 * between the pool and the server that, on command, swallows every byte both ways and accepts new connections
 * without ever forwarding them. Requests must answer 503 within the pool's timeouts instead of hanging, and the
 * app must recover by itself once traffic flows again.
 */
const ADMIN_URL = process.env['DATABASE_URL'];
const UNAVAILABLE = { detail: 'The service is temporarily unavailable. Please try again shortly.' };

interface Proxy {
  port: number;
  /** true: bytes are dropped and new connections never reach the server; false: everything is forwarded. */
  swallow: boolean;
  close(): Promise<void>;
}

async function startProxy(target: { host: string; port: number }): Promise<Proxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    // A connection opened while swallowing hangs for good: the server never hears of it.
    if (proxy.swallow) return void client.on('data', () => undefined);
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.on('data', (chunk) => void (proxy.swallow || upstream.write(chunk)));
    upstream.on('data', (chunk) => void (proxy.swallow || client.write(chunk)));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy: Proxy = {
    port: (server.address() as net.AddressInfo).port,
    swallow: false,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return proxy;
}

describe.skipIf(!ADMIN_URL)('a PostgreSQL that stops answering', () => {
  let proxy: Proxy;
  let t: TestContext;
  let member: Member;

  beforeAll(async () => {
    const target = new URL(ADMIN_URL!);
    proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
    // The scratch database is created through the proxy, and the app's pool connects through it.
    const viaProxy = new URL(ADMIN_URL!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    process.env['DATABASE_URL'] = viaProxy.toString();
    try {
      t = await createTestContext();
    } finally {
      process.env['DATABASE_URL'] = ADMIN_URL;
    }
    member = await t.createMember();
  });

  afterAll(async () => {
    if (proxy) proxy.swallow = false;
    await t?.close();
    await proxy?.close();
  });

  const profile = () => t.request('GET', 'user/profile/', { token: member.access });
  // A refresh runs in a transaction: a client checked out of the pool, not a single pool.query.
  const refresh = () => t.request('POST', 'user/token/refresh/', { body: { refresh: member.refresh } });

  it('answers 503 within the timeouts instead of hanging, and recovers when traffic flows again', async () => {
    expect((await profile()).status).toBe(200);
    // Fill the pool (10 connections), so the hang meets idle connections as well as new ones.
    await Promise.all(Array.from({ length: 20 }, () => profile()));

    proxy.swallow = true;
    const timed = async (call: () => ReturnType<typeof profile>) => {
      const started = Date.now();
      const res = await call();
      return { res, took: Date.now() - started };
    };
    // At once: every idle connection gets a transaction whose `begin` never gets a reply; a connection that is
    // not given back would be lost to the pool for good. Then one by one, on connections that never open.
    const answers = [
      ...(await Promise.all(Array.from({ length: 12 }, () => timed(refresh)))),
      await timed(profile),
      await timed(refresh),
    ];
    for (const { res, took } of answers) {
      expect(res.status).toBe(503);
      expect(res.json).toEqual(UNAVAILABLE);
      expect(res.headers.get('retry-after')).toBe('5');
      // The reply timeout (5 s) or the connection timeout (5 s), with room for a slow machine; never 15-20 s.
      expect(took).toBeLessThan(12_000);
    }
    expect(t.events('db.unavailable')).toHaveLength(1);
    expect(t.logs().filter((entry) => entry['msg'] === 'request failed')).toEqual([]);

    proxy.swallow = false;
    // Connections that lost bytes while swallowed were dropped; new ones work.
    await eventually(async () => {
      expect((await profile()).status).toBe(200);
    }, 15_000);
    // Every pooled connection works again, not just one: no connection is left waiting for a lost reply.
    const again = await Promise.all(Array.from({ length: 12 }, () => profile()));
    expect(again.map((res) => res.status)).toEqual(Array(12).fill(200));
    const refreshed = await refresh();
    expect(refreshed.status).toBe(200);
    await eventually(async () => expect(t.events('db.recovered')).toHaveLength(1), 5_000);
  }, 60_000);
});
