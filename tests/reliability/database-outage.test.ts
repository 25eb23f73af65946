import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { eventually } from '../helpers/eventually';

/**
 * A real PostgreSQL stops and starts again under a running app. It needs a cluster of its own (other test files run
 * on the main one at the same time): .ci/run creates it and sets OUTAGE_PG_CLUSTER ("15 outage", as pg_ctlcluster
 * takes it) and OUTAGE_DATABASE_URL (its postgres database, used to create a scratch database beside it).
 */
const CLUSTER = process.env['OUTAGE_PG_CLUSTER']?.split(/\s+/).filter(Boolean) ?? [];
const OUTAGE_URL = process.env['OUTAGE_DATABASE_URL'];
const UNAVAILABLE = { detail: 'The service is temporarily unavailable. Please try again shortly.' };

const cluster = (action: 'start' | 'stop') =>
  execFileSync('pg_ctlcluster', [...CLUSTER, action, ...(action === 'stop' ? ['-m', 'fast'] : [])], { stdio: 'pipe' });

describe.skipIf(CLUSTER.length < 2 || !OUTAGE_URL)('a PostgreSQL outage', () => {
  let t: TestContext;
  let member: Member;
  let stopped = false;

  beforeAll(async () => {
    // createTestContext makes its scratch database beside the one DATABASE_URL names: here, on the outage cluster.
    const mainUrl = process.env['DATABASE_URL'];
    process.env['DATABASE_URL'] = OUTAGE_URL;
    try {
      t = await createTestContext();
    } finally {
      if (mainUrl === undefined) delete process.env['DATABASE_URL'];
      else process.env['DATABASE_URL'] = mainUrl;
    }
    expect(t.rt.database.kind).toBe('postgres');
    member = await t.createMember();
  });

  afterAll(async () => {
    // Whatever happened, the cluster runs again for the next run (and for dropping the scratch database).
    if (stopped) {
      try {
        cluster('start');
      } catch {
        // already running
      }
    }
    await t?.close();
  });

  const profile = () => t.request('GET', 'user/profile/', { token: member.access });
  const signIn = () => t.request('POST', 'user/token/', { body: { email: member.email, password: member.password } });

  it('answers 503 with Retry-After while the server is down, logs it once, and recovers by itself', async () => {
    expect((await profile()).status).toBe(200);

    stopped = true;
    cluster('stop');

    for (const call of [profile, signIn, profile, signIn]) {
      const started = Date.now();
      const res = await call();
      expect(res.status).toBe(503);
      expect(res.json).toEqual(UNAVAILABLE);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.text).not.toMatch(/at .*\.[jt]s|Failed query|ECONNREFUSED/);
      // Refused at once, or at worst after the pool's connection timeout (5 s); never the old 20 s.
      expect(Date.now() - started).toBeLessThan(7_000);
    }
    const health = await t.request('GET', 'health');
    expect(health.status).toBe(503);
    expect(health.json).toMatchObject(UNAVAILABLE);
    expect(health.headers.get('retry-after')).toBe('5');

    // One line for the outage, none per request.
    expect(t.events('db.unavailable')).toHaveLength(1);
    expect(t.events('db.unavailable')[0]).toMatchObject({ level: 50 });
    expect(t.logs().filter((entry) => entry['msg'] === 'request failed')).toEqual([]);
    expect(t.events('db.recovered')).toEqual([]);

    cluster('start');
    stopped = false;

    // No restart of the app: the pool connects anew once the server accepts again.
    await eventually(async () => {
      expect((await profile()).status).toBe(200);
      expect((await signIn()).status).toBe(200);
    }, 10_000);
    await eventually(async () => expect(t.events('db.recovered')).toHaveLength(1), 5_000);
    expect(t.events('db.unavailable')).toHaveLength(1);
    expect((await t.request('GET', 'health')).status).toBe(200);
  });
});
