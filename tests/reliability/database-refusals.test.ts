import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, unavailabilityOf } from '../../src/server/db/availability';
import { createScratchDatabase, createTestContext, type Member, type TestContext } from '../helpers/context';
import { eventually } from '../helpers/eventually';

/**
 * A PostgreSQL that is up but refuses the app's connections: the database closed to connections (ALTER DATABASE x
 * ALLOW_CONNECTIONS false: 55000 "not currently accepting connections"), or at its connection limit (53300, for the
 * database or for the role). Each is "not now", like a stopped server (database-outage.test.ts): 503 with
 * Retry-After, one `db.unavailable` line for the whole outage, and the app recovers by itself once connections are
 * allowed again. A 55000 from a query in a live session is a bug, not an outage.
 *
 * The app connects as a role of its own that owns its scratch database: PostgreSQL does not hold superusers to
 * connection limits. The refusals are set from a separate superuser connection to the `postgres` database.
 */
const ADMIN_URL = process.env['DATABASE_URL'];
const UNAVAILABLE = { detail: 'The service is temporarily unavailable. Please try again shortly.' };

describe.skipIf(!ADMIN_URL)('a PostgreSQL that refuses connections', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let admin: pg.Client;
  let dbName: string;
  const role = `app_${randomBytes(6).toString('hex')}`;
  let t: TestContext;
  let member: Member;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const appUrl = new URL(scratch.url!);
    dbName = appUrl.pathname.slice(1);
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create role ${role} login password 'app-password'`);
    await admin.query(`alter database ${dbName} owner to ${role}`);
    appUrl.username = role;
    appUrl.password = 'app-password';
    t = await createTestContext({ DATABASE_URL: appUrl.toString() });
    expect(t.rt.database.kind).toBe('postgres');
    member = await t.createMember();
  });

  afterAll(async () => {
    // Whatever a test left behind, the database and the role take connections again, so that both can be dropped.
    if (admin) {
      await admin.query(`alter database ${dbName} allow_connections true connection limit -1`).catch(() => undefined);
      await admin.query(`alter role ${role} connection limit -1`).catch(() => undefined);
    }
    await t?.close();
    await scratch?.drop();
    if (admin) {
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    }
  });

  const profile = () => t.request('GET', 'user/profile/', { token: member.access });
  const signIn = () => t.request('POST', 'user/token/', { body: { email: member.email, password: member.password } });

  /** Ends every connection of the app's (the pool's idle ones included), so that its next query must connect anew. */
  async function terminateAppConnections() {
    // The second argument waits (up to 5 s) until each backend is gone.
    await admin.query(
      'select pg_terminate_backend(pid, 5000) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    // The pool hears of its clients' ends on their sockets: let it drop them before the next request.
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  /**
   * While `refuse` holds: every call answers 503 with Retry-After, at once; one `db.unavailable` line whose cause has
   * `code`; no `request failed` line. Then `allow` and the app recovers: 200, one `db.recovered` line.
   */
  async function expectOutage(refuse: string, allow: string, code: string, cause: RegExp) {
    expect((await profile()).status).toBe(200);
    const unavailableBefore = t.events('db.unavailable').length;
    const recoveredBefore = t.events('db.recovered').length;

    await admin.query(refuse);
    await terminateAppConnections();

    for (const call of [profile, signIn, profile, signIn]) {
      const started = Date.now();
      const res = await call();
      expect(res.status).toBe(503);
      expect(res.json).toEqual(UNAVAILABLE);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.text).not.toMatch(/accepting connections|too many connections|at .*\.[jt]s/);
      expect(Date.now() - started).toBeLessThan(3_000);
    }
    const health = await t.request('GET', 'health');
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');

    const unavailable = t.events('db.unavailable').slice(unavailableBefore);
    expect(unavailable).toHaveLength(1);
    expect(unavailable[0]).toMatchObject({ level: 50, code });
    expect(unavailable[0]!['cause']).toMatch(cause);
    expect(t.logs().filter((entry) => entry['msg'] === 'request failed')).toEqual([]);
    expect(t.events('db.recovered').slice(recoveredBefore)).toEqual([]);

    await admin.query(allow);
    // No restart: the pool connects anew at the next request.
    await eventually(async () => {
      expect((await profile()).status).toBe(200);
      expect((await signIn()).status).toBe(200);
    }, 10_000);
    await eventually(async () => expect(t.events('db.recovered').slice(recoveredBefore)).toHaveLength(1), 5_000);
    expect(t.events('db.unavailable').slice(unavailableBefore)).toHaveLength(1);
    expect((await t.request('GET', 'health')).status).toBe(200);
  }

  it('answers 503 while the database does not allow connections (55000), and recovers', async () => {
    await expectOutage(
      `alter database ${dbName} allow_connections false`,
      `alter database ${dbName} allow_connections true`,
      '55000',
      /not currently accepting connections/,
    );
  });

  it('answers 503 while the database is at its connection limit (53300), and recovers', async () => {
    await expectOutage(
      `alter database ${dbName} connection limit 0`,
      `alter database ${dbName} connection limit -1`,
      '53300',
      /too many connections for database/,
    );
  });

  it('answers 503 while the role is at its connection limit (53300), and recovers', async () => {
    await expectOutage(
      `alter role ${role} connection limit 0`,
      `alter role ${role} connection limit -1`,
      '53300',
      /too many connections for role/,
    );
  });

  it('takes a 55000 from a query in a live session for a failure, not an outage', async () => {
    // currval before nextval in this session: object_not_in_prerequisite_state, from a connection that works.
    const err = await t.rt.database.db.execute(sql`select currval('users_id_seq')`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeTruthy();
    const cause = (err as { cause?: { code?: string } }).cause;
    expect(cause?.code).toBe('55000');
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('takes a connection ended under a running query (57P01 admin_shutdown) for an outage, and recovers', async () => {
    const running = t.rt.database.db.execute(sql`select pg_sleep(3)`).then(
      () => null,
      (e: unknown) => e,
    );
    await eventually(async () => {
      const { rows } = await admin.query(
        `select pid from pg_stat_activity where datname = $1 and query like '%pg_sleep%' and pid <> pg_backend_pid()`,
        [dbName],
      );
      expect(rows).toHaveLength(1);
    }, 2_000);
    await terminateAppConnections();
    const err = await running;
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect((unavailabilityOf(err) as { code?: string } | null)?.code).toBe('57P01');
    // The pool dropped that client: the next request connects anew.
    expect((await profile()).status).toBe(200);
  });
});
