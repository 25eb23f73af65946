import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openTwoRuntimes } from '../helpers/two-runtimes';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import type { Runtime } from '../../src/server/runtime';
import { createUser } from '../../src/server/services/accounts';
import { users } from '../../src/server/db/schema';
import { AccessCache, accessCacheOf } from '../../src/server/services/access-cache';
import { revokeAllSessions, tokensFor } from '../../src/server/services/sessions';
import { checkAccessToken } from '../../src/server/services/access-tokens';
import type { SessionUser } from '../../src/server/services/accounts';
import { okValue } from '../helpers/result';

let t: TestContext;
let staff: Member;
beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true });
});
afterAll(async () => {
  await t.close();
});

const embedded = () => t.rt.database.kind === 'pglite';
const me = (m: Member) => t.request('GET', 'user/', { token: m.access });
const profileOf = (m: Member) => t.request('GET', 'user/profile/', { token: m.access });

/** A member whose token check is kept (on the embedded database): two requests, the second one from memory. */
async function keptMember(options: { paid?: boolean } = {}): Promise<Member> {
  const m = await t.createMember(options);
  expect((await me(m)).status).toBe(200);
  expect((await me(m)).status).toBe(200);
  if (embedded()) expect(accessCacheOf(t.rt)?.get(m.access, t.clock.now().getTime())?.user.id).toBe(m.id);
  return m;
}

describe('a kept access-token check sees, on the very next request', () => {
  it('a logout', async () => {
    const m = await keptMember();
    expect((await t.request('POST', 'user/logout/', { body: { refresh: m.refresh } })).status).toBe(204);
    expect((await me(m)).status).toBe(401);
  });

  it('every session cut at once (a password change)', async () => {
    const m = await keptMember();
    await revokeAllSessions(t.rt, m.id);
    expect((await me(m)).status).toBe(401);
  });

  it('a suspension (by staff) and a ban', async () => {
    const suspended = await keptMember();
    const until = new Date(t.clock.now().getTime() + 3 * 86_400_000).toISOString();
    const suspension = await t.request('POST', 'admin/suspend-user/', {
      token: staff.access,
      body: { user: suspended.id, reason: 'x', end_date: until },
    });
    expect(suspension.text).toContain('suspended');
    expect((await me(suspended)).status).toBe(401);
    const banned = await keptMember();
    // As moderation.ts's suspendUser writes a ban.
    await t.rt.db.update(users).set({ status: 'banned', suspendedUntil: null }).where(eq(users.id, banned.id));
    expect((await me(banned)).status).toBe(401);
  });

  it('a membership ended: paid pages are refused', async () => {
    const m = await keptMember({ paid: true });
    const week = (await profileOf(m)).json.weekly_logs[0];
    expect(week).toBeDefined();
    expect(
      (
        await t.request('POST', 'admin/set-paid/', {
          token: staff.access,
          body: { user: m.id, has_paid: false, reason: 'r' },
        })
      ).status,
    ).toBeLessThan(300);
    expect(
      (await t.request('PUT', `user/weekly-log/${week.id}/`, { token: m.access, body: { journal: 'x' } })).status,
    ).toBe(403);
  });

  it('a new name, and a change made by hand in SQL', async () => {
    const m = await keptMember();
    await t.rt.db.update(users).set({ fullName: 'Renamed Member' }).where(eq(users.id, m.id));
    expect((await me(m)).json.full_name ?? (await checkAccessToken(t.rt, m.access))?.user.fullName).toBe(
      'Renamed Member',
    );
    await t.rt.db.execute(sql`update users set token_version = token_version + 1 where id = ${m.id}`);
    expect((await me(m)).status).toBe(401);
  });

  it("the session's end, by the clock", async () => {
    const m = await keptMember();
    const check = await checkAccessToken(t.rt, m.access);
    expect(check).not.toBeNull();
    await t.rt.db.execute(
      sql`update sessions set expires_at = ${new Date(t.clock.now().getTime() + 60_000).toISOString()}::timestamptz where user_id = ${m.id}`,
    );
    expect((await me(m)).status).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + 61_000));
    expect((await me(m)).status).toBe(401);
  });

  it('a change of the feed: the feed counter it carries is read again', async () => {
    const m = await keptMember();
    const before = (await checkAccessToken(t.rt, m.access))!.feedVersion;
    expect(
      (await t.request('POST', 'community/', { token: m.access, body: { content: 'moves the counter' } })).status,
    ).toBe(201);
    expect((await checkAccessToken(t.rt, m.access))!.feedVersion).toBeGreaterThan(before);
  });
});

describe('the kept checks', () => {
  const user = {
    id: 1,
    email: 'a@b.co',
    fullName: 'A',
    isStaff: false,
    hasPaid: false,
    status: 'active',
    suspendedUntil: null,
    tokenVersion: 0,
  } as SessionUser;

  it('do not keep a check read while a change was announced', () => {
    const cache = new AccessCache();
    const epoch = cache.epoch;
    cache.forget(); // announced while the check was being read
    cache.keep('token', { user: { ...user }, feedVersion: 3 }, Infinity, epoch);
    expect(cache.get('token', 0)).toBeUndefined();
    cache.keep('token', { user: { ...user }, feedVersion: 3 }, Infinity, cache.epoch);
    expect(cache.get('token', 0)).toMatchObject({ feedVersion: 3, user: { id: 1 } });
  });

  it('are frozen: no request can change what the next one reads', () => {
    const cache = new AccessCache();
    cache.keep('token', { user: { ...user }, feedVersion: 1 }, Infinity, cache.epoch);
    expect(() => {
      (cache.get('token', 0)!.user as { isStaff: boolean }).isStaff = true;
    }).toThrow();
  });

  it.skipIf(Boolean(process.env['DATABASE_URL']))(
    'forget everything and listen again after the embedded session is reset (DISCARD ALL)',
    async () => {
      const m = await keptMember();
      const other = await t.createMember();
      // DISCARD ALL drops the prepared statements and every LISTEN: the next token check read from the database finds
      // its statement gone, and everything kept is forgotten.
      await (t.rt.database.db as unknown as { $client: { exec(q: string): Promise<unknown> } }).$client.exec(
        'discard all',
      );
      expect((await me(other)).status).toBe(200);
      expect(accessCacheOf(t.rt)?.get(m.access, t.clock.now().getTime())).toBeUndefined();
      // Kept again once the database listens again.
      await vi.waitFor(() => expect(accessCacheOf(t.rt)).not.toBeNull());
      expect((await me(m)).status).toBe(200);
      expect((await me(m)).status).toBe(200);
      // A ban written by hand is announced by the trigger, and heard again.
      await t.rt.db.update(users).set({ status: 'banned', suspendedUntil: null }).where(eq(users.id, m.id));
      expect((await me(m)).status).toBe(401);
    },
  );

  it('are never kept on PostgreSQL, nor inside a transaction', async () => {
    if (!embedded()) expect(accessCacheOf(t.rt)).toBeNull();
    await t.rt.db.transaction(async (tx) => {
      expect(accessCacheOf({ ...t.rt, db: tx as unknown as typeof t.rt.db })).toBeNull();
    });
  });
});

describe.skipIf(!process.env['DATABASE_URL'])('two app nodes on one PostgreSQL', () => {
  let nodes: Awaited<ReturnType<typeof openTwoRuntimes>>;
  let nodeA: Runtime;
  let nodeB: Runtime;
  beforeAll(async () => {
    nodes = await openTwoRuntimes('access-cache');
    ({ nodeA, nodeB } = nodes);
  });
  afterAll(async () => {
    await nodes?.close();
  });

  it('refuse on one node, at once, a token whose sessions the other node cut: nothing is kept on PostgreSQL', async () => {
    const { id } = okValue(
      await createUser(nodeA, {
        email: 'two-nodes@example.com',
        password: 'correct horse battery',
        fullName: 'Two Nodes',
      }),
    );
    const { access } = await tokensFor(nodeA, id);
    for (const node of [nodeA, nodeB, nodeA, nodeB]) expect((await checkAccessToken(node, access))?.user.id).toBe(id);
    expect(accessCacheOf(nodeA)).toBeNull();
    await revokeAllSessions(nodeB, id);
    expect(await checkAccessToken(nodeA, access)).toBeNull();
    expect(await checkAccessToken(nodeB, access)).toBeNull();
  });
});
