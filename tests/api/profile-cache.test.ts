import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { openTwoRuntimes } from '../helpers/two-runtimes';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { fileOf, png } from '../fixtures/profile/images';
import { dailyLogs, weeklyLogs } from '../../src/server/db/schema';
import { profileCacheOf } from '../../src/server/services/profile-cache';
import { ownProfileDocument } from '../../src/server/services/profiles';
import { createUser, setPaid } from '../../src/server/services/accounts';
import type { Runtime } from '../../src/server/runtime';
import { okValue } from '../helpers/result';

/**
 * A member's own profile (GET user/profile/) is kept in memory while their change counter stands still and their
 * membership week is the same. Every kind of change the answer shows moves the counter, so the next read shows it,
 * and a kept answer is byte for byte a fresh one.
 */

const JPEG = readFileSync('tests/fixtures/weekly/progress.jpg');

let t: TestContext;
let member: Member;
let staff: Member;
beforeAll(async () => {
  t = await createTestContext();
  member = await t.createMember({ name: 'Pat Paid', paid: true });
  staff = await t.createMember({ name: 'Sam Staff', staff: true });
});
afterAll(async () => {
  await t.close();
});

type Answer = Awaited<ReturnType<TestContext['request']>>;
type Week = {
  id: number;
  week_number: number;
  waist: string | null;
  journal: string | null;
  progress_picture: string | null;
  daily_logs: { id: number; day: string; workout: string }[];
};

const profile = (m: Member = member): Promise<Answer> => t.request('GET', 'user/profile/', { token: m.access });

/** Moves the clock and signs the member in again (their access token would have expired). */
async function later(ms: number, m: Member = member): Promise<void> {
  t.clock.set(new Date(t.clock.now().getTime() + ms));
  const res = await t.request('POST', 'user/token/', { body: { email: m.email, password: m.password } });
  expect(res.status).toBe(200);
  m.access = res.json.access;
}

/** The same answer read afresh from the database (nothing kept). */
async function freshProfile(m: Member = member): Promise<Answer> {
  profileCacheOf(t.rt.db).clear();
  return profile(m);
}

/** Counts the SQL statements Drizzle sends while `work` runs (PGlite and PostgreSQL). */
async function countQueries(rt: Runtime, work: () => Promise<unknown>): Promise<number> {
  const session = (rt.db as unknown as { session: { logger: { logQuery(q: string, p: unknown[]): void } } }).session;
  const original = session.logger;
  let count = 0;
  session.logger = { logQuery: () => void count++ };
  try {
    await work();
  } finally {
    session.logger = original;
  }
  return count;
}

/** Reads the profile (so it is kept), makes the change, and gives the next read, checked against a fresh read. */
async function afterChange(change: () => Promise<unknown>, m: Member = member) {
  const before = await profile(m);
  expect((await profile(m)).text).toBe(before.text);
  await change();
  const after = await profile(m);
  expect(after.status).toBe(200);
  expect(after.text).toBe((await freshProfile(m)).text);
  return { before: before.json, after: after.json };
}

const weeksOf = (answer: { weekly_logs: Week[] }): Week[] => answer.weekly_logs;

describe('a kept profile', () => {
  it('is served again with one tiny query while nothing changed, byte for byte what the database answers', async () => {
    const first = await profile();
    expect(first.status).toBe(200);
    expect(weeksOf(first.json)).toHaveLength(1);
    const queries = await countQueries(t.rt, () => ownProfileDocument(t.rt, member.id));
    expect(queries).toBe(1);
    const again = await profile();
    expect(again.text).toBe(first.text);
    expect(again.text).toBe((await freshProfile()).text);
  });

  it('costs the auth query and the counter query over HTTP (the counter query alone on the embedded database, which keeps token checks)', async () => {
    await profile();
    expect(await countQueries(t.rt, () => profile())).toBe(t.rt.database.kind === 'pglite' ? 1 : 2);
  });

  it('is kept per member: another member gets their own', async () => {
    const other = await t.createMember({ name: 'Olly Other' });
    await profile();
    const theirs = await profile(other);
    expect(theirs.json.full_name).toBe('Olly Other');
    expect(theirs.json.weekly_logs).toEqual([]);
    expect((await profile()).json.full_name).toBe('Pat Paid');
  });
});

describe('the next profile read shows', () => {
  it('a daily-log save', async () => {
    const week = weeksOf((await profile()).json)[0]!;
    // Today, the membership's first day: days that have not come yet cannot be filled (issue 26).
    const day = week.daily_logs[0]!;
    const { after } = await afterChange(async () => {
      const res = await t.request('PUT', `daily-log/${day.id}/`, {
        token: member.access,
        body: {
          weekly_log: week.id,
          day: day.day,
          workout: 'Rowing',
          duration: '30 min',
          notes: 'Easy',
          breakfast: 'Oats',
          lunch: 'Soup',
          dinner: 'Fish',
          snack1: '',
          snack2: '',
          water_intake_oz: 48.5,
        },
      });
      expect(res.status, res.text).toBe(200);
    });
    expect(weeksOf(after)[0]!.daily_logs[0]!.workout).toBe('Rowing');
  });

  it('a week save with measurements, journal and picture', async () => {
    const week = weeksOf((await profile()).json)[0]!;
    const form = new FormData();
    form.append('waist', '33.5');
    form.append('journal', 'Felt strong "today"');
    form.append('progress_picture', new Blob([JPEG], { type: 'image/jpeg' }), 'progress.jpg');
    const { after } = await afterChange(async () => {
      const res = await t.request('PUT', `user/weekly-log/${week.id}/`, { token: member.access, form });
      expect(res.status).toBe(200);
    });
    const saved = weeksOf(after)[0]!;
    expect(saved).toMatchObject({ waist: '33.5', journal: 'Felt strong "today"' });
    expect(saved.progress_picture).toMatch(/^\/api\/v1\/media\/progress\/[A-Za-z0-9_-]+\.jpg\?exp=\d+&sig=/);
  });

  it('a profile edit, with a new picture', async () => {
    const form = new FormData();
    form.append('occupation', 'Carpenter');
    form.append('image', fileOf(await png(40, 40), 'me.png', 'image/png'));
    const { after } = await afterChange(async () => {
      const res = await t.request('PUT', 'user/profile/', { token: member.access, form });
      expect(res.status).toBe(200);
    });
    expect(after.occupation).toBe('Carpenter');
    expect(after.image).toMatch(/^\/api\/v1\/media\/profile\//);
  });

  it('a name change', async () => {
    const { after } = await afterChange(() =>
      t.request('PATCH', 'user/profile/', { token: member.access, body: { full_name: 'Pat Renamed' } }),
    );
    expect(after.full_name).toBe('Pat Renamed');
  });

  it('the paid flag changed by staff, either way', async () => {
    const off = await afterChange(async () => {
      const res = await t.request('POST', 'admin/set-paid/', {
        token: staff.access,
        body: { user: member.id, has_paid: false },
      });
      expect(res.status).toBe(200);
    });
    expect(off.after.has_paid).toBe(false);
    expect(off.after.weekly_logs).toEqual([]);
    const on = await afterChange(async () => {
      const res = await t.request('POST', 'admin/set-paid/', {
        token: staff.access,
        body: { user: member.id, has_paid: true },
      });
      expect(res.status).toBe(200);
    });
    expect(on.after.has_paid).toBe(true);
    expect(on.after.weekly_logs.length).toBeGreaterThan(0);
  });

  it('a new week starting as the clock moves: it is created and shown', async () => {
    const before = weeksOf((await profile()).json);
    const { after } = await afterChange(() => later(7 * 86_400_000));
    expect(weeksOf(after).map((w) => w.week_number)).toEqual([...before.map((w) => w.week_number), before.length + 1]);
    expect(weeksOf(after).at(-1)!.daily_logs).toHaveLength(7);
  });

  it('rows changed by hand in the database (tools, other nodes)', async () => {
    const week = weeksOf((await profile()).json)[0]!;
    const journal = await afterChange(() =>
      t.rt.db.update(weeklyLogs).set({ journal: 'Edited by hand' }).where(eq(weeklyLogs.id, week.id)),
    );
    expect(weeksOf(journal.after)[0]!.journal).toBe('Edited by hand');
    const day = await afterChange(() =>
      t.rt.db.update(dailyLogs).set({ workout: 'Swim' }).where(eq(dailyLogs.id, week.daily_logs[0]!.id)),
    );
    expect(weeksOf(day.after)[0]!.daily_logs[0]!.workout).toBe('Swim');
    const email = await afterChange(() =>
      t.rt.db.execute(sql`update users set email = 'pat.new@example.com' where id = ${member.id}`),
    );
    expect(email.after.user_email).toBe('pat.new@example.com');
    member.email = 'pat.new@example.com';
  });
});

describe('picture links in a kept profile', () => {
  it('are signed for the time of each read: a link never outlives its window', async () => {
    const before = (await profile()).json;
    const link = before.image as string;
    const weekLink = weeksOf(before).find((w) => w.progress_picture)!.progress_picture!;
    await later(11 * 60_000);
    const afterwards = await profile();
    const exp = (url: string) => Number(new URL(url, 'http://x').searchParams.get('exp'));
    expect(exp(afterwards.json.image)).toBeGreaterThan(exp(link));
    expect(exp(weeksOf(afterwards.json).find((w) => w.progress_picture)!.progress_picture!)).toBeGreaterThan(
      exp(weekLink),
    );
    expect(afterwards.text).toBe((await freshProfile()).text);
  });
});

describe("a member's change counter", () => {
  const version = async (id: number) =>
    Number(
      (
        (await t.rt.db.execute(sql`select version from profile_changes where user_id = ${id}`)) as unknown as {
          rows: { version: unknown }[];
        }
      ).rows[0]?.version ?? 0,
    );

  it('moves once per transaction, only for the member whose rows change, and not for a rolled-back one', async () => {
    const other = await t.createMember({ name: 'Still Other', paid: true });
    await profile(other);
    const start = await version(member.id);
    const otherStart = await version(other.id);
    await t.rt.db
      .update(dailyLogs)
      .set({ notes: 'bulk' })
      .where(sql`weekly_log_id in (select id from weekly_logs where user_id = ${member.id})`);
    expect(await version(member.id)).toBe(start + 1);
    await t.rt.db
      .transaction(async (tx) => {
        await tx.update(weeklyLogs).set({ journal: 'never committed' }).where(eq(weeklyLogs.userId, member.id));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await version(member.id)).toBe(start + 1);
    expect(await version(other.id)).toBe(otherStart);
  });

  it('stays still for what the answer does not show (sign-ins, posts)', async () => {
    const start = await version(member.id);
    const signIn = await t.request('POST', 'user/token/', { body: { email: staff.email, password: staff.password } });
    expect(signIn.status).toBe(200);
    await t.request('POST', 'community/', { token: member.access, body: { content: 'Hello' } });
    expect(await version(member.id)).toBe(start);
  });

  it("is removed with the member's account", async () => {
    const leaver = await t.createMember({ name: 'Lee Leaver', paid: true });
    await profile(leaver);
    await t.rt.db.execute(sql`delete from users where id = ${leaver.id}`);
    const rows = (await t.rt.db.execute(
      sql`select 1 from profile_changes where user_id = ${leaver.id}`,
    )) as unknown as { rows: unknown[] };
    expect(rows.rows).toHaveLength(0);
  });
});

describe.skipIf(!process.env['DATABASE_URL'])('two app nodes on one PostgreSQL', () => {
  let nodes: Awaited<ReturnType<typeof openTwoRuntimes>>;
  let nodeA: Runtime;
  let nodeB: Runtime;
  beforeAll(async () => {
    nodes = await openTwoRuntimes('profile-cache');
    ({ nodeA, nodeB } = nodes);
  });
  afterAll(async () => {
    await nodes?.close();
  });

  it("see each other's changes on their next read, and keep the same bytes", async () => {
    const { id } = okValue(
      await createUser(nodeA, { email: 'both@example.com', password: 'correct horse battery', fullName: 'Both Nodes' }),
    );
    const read = async (rt: Runtime) => {
      const answer = await ownProfileDocument(rt, id);
      if (!answer.ok) throw new Error('no profile');
      return answer.value;
    };
    expect(JSON.parse(await read(nodeB)).weekly_logs).toEqual([]);
    await setPaid(nodeA, id, true);
    const paid = JSON.parse(await read(nodeB));
    expect(paid.has_paid).toBe(true);
    expect(paid.weekly_logs).toHaveLength(1);
    expect(await read(nodeA)).toBe(await read(nodeB));

    const dayId = paid.weekly_logs[0].daily_logs[0].id as number;
    await nodeB.db.update(dailyLogs).set({ workout: 'Saved on node B' }).where(eq(dailyLogs.id, dayId));
    expect(JSON.parse(await read(nodeA)).weekly_logs[0].daily_logs[0].workout).toBe('Saved on node B');
    await nodeA.db.execute(sql`update users set full_name = 'Renamed on A' where id = ${id}`);
    expect(JSON.parse(await read(nodeB)).full_name).toBe('Renamed on A');
    expect(await read(nodeA)).toBe(await read(nodeB));
  });
});
