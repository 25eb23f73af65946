import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import type { Db } from '../../src/server/db/client';
import { createTestContext, type TestContext } from '../helpers/context';

/**
 * GET /api/v1/ready: 200 only when the database answers and has every migration; 503 with the API's error body
 * otherwise. A real outage of PostgreSQL is in tests/reliability/readiness.test.ts; here the database's failure is
 * injected, so the check runs on PGlite too.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

/** The runtime's database, with every statement failing as a refused connection does while `down` holds. */
function failingWhileDown(db: Db): { db: Db; down: boolean } {
  const state = { db, down: false };
  state.db = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key !== 'execute' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (!state.down) return value.apply(target, args);
        const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        return Promise.reject(new Error('Failed query: select max(created_at)', { cause: refused }));
      };
    },
  });
  return state;
}

describe('GET /api/v1/ready', () => {
  it('is 200 when the database answers and every migration is applied', async () => {
    const res = await t.request('GET', 'ready');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ready', database: 'reachable', migrations: 'applied' });
  });

  it('is 503 with the error body and Retry-After while the database is out, and 200 again once it answers', async () => {
    const flaky = failingWhileDown(t.rt.db);
    const app = createApp({ ...t.rt, db: flaky.db });
    const ready = async () => {
      const res = await app.request('/api/v1/ready/');
      return { status: res.status, retryAfter: res.headers.get('retry-after'), json: await res.json() };
    };

    flaky.down = true;
    expect(await ready()).toEqual({
      status: 503,
      retryAfter: '5',
      json: { detail: UNAVAILABLE, code: 'not_ready', database: 'unreachable', migrations: 'unknown' },
    });
    // The outage is logged once, as any request that meets it logs it.
    expect(t.events('db.unavailable')).toHaveLength(1);

    flaky.down = false;
    expect(await ready()).toMatchObject({ status: 200, json: { status: 'ready' } });
  });

  it('is 503 with migrations pending when the newest migration is not recorded, and 200 once it is', async () => {
    const other = await createTestContext();
    try {
      const removed = await other.rt.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
      );
      const row = (removed as unknown as { rows: { id: number; hash: string; created_at: string }[] }).rows[0]!;

      const pending = await other.request('GET', 'ready');
      expect(pending.status).toBe(503);
      expect(pending.json).toEqual({
        detail: UNAVAILABLE,
        code: 'not_ready',
        database: 'reachable',
        migrations: 'pending',
      });

      await other.rt.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
      expect((await other.request('GET', 'ready')).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('is 503 with the database unreachable once the database is closed', async () => {
    const other = await createTestContext();
    await other.rt.database.close();
    const res = await other.request('GET', 'ready');
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ code: 'not_ready', database: 'unreachable' });
    await other.close();
  });

  it('leaves GET /api/v1/health as it was: the liveness check, 200 while the process and database answer', async () => {
    const res = await t.request('GET', 'health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok', database: 'reachable' });
  });
});
