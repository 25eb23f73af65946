import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/context';
import { eventually } from '../helpers/eventually';

/**
 * GET /api/v1/ready through a real PostgreSQL outage: the app's database closed to connections (ALTER DATABASE x
 * ALLOW_CONNECTIONS false, which holds superusers too) and its connections ended, as database-refusals.test.ts
 * does; the cluster keeps running for the other test files. Then opened again: ready again, without a restart.
 */
const ADMIN_URL = process.env['DATABASE_URL'];

describe.skipIf(!ADMIN_URL)('readiness through a PostgreSQL outage', () => {
  let t: TestContext;
  let admin: pg.Client;
  let dbName: string;

  beforeAll(async () => {
    t = await createTestContext();
    expect(t.rt.database.kind).toBe('postgres');
    dbName = new URL(t.config.databaseUrl!).pathname.slice(1);
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
  });

  afterAll(async () => {
    if (admin) {
      await admin.query(`alter database ${dbName} allow_connections true`).catch(() => undefined);
      await admin.end();
    }
    await t?.close();
  });

  it('is 503 while the database refuses connections and 200 once it takes them again', async () => {
    expect((await t.request('GET', 'ready')).status).toBe(200);

    await admin.query(`alter database ${dbName} allow_connections false`);
    await admin.query(
      'select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    await eventually(async () => {
      const res = await t.request('GET', 'ready');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.json).toEqual({
        detail: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'not_ready',
        database: 'unreachable',
        migrations: 'unknown',
      });
    }, 10_000);

    await admin.query(`alter database ${dbName} allow_connections true`);
    await eventually(async () => {
      const res = await t.request('GET', 'ready');
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status: 'ready', database: 'reachable', migrations: 'applied' });
    }, 10_000);
  });
});
