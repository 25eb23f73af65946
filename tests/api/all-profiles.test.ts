import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { profiles, users, weeklyLogs } from '../../src/server/db/schema';
import { seedDemo } from '../../scripts/seed-demo';
import { WEEKS_READ_BATCH } from '../../src/server/services/admin-profiles';
import { fieldTexts } from '../helpers/field-texts';

let t: TestContext;
let staff: Member;

/** Counts the SQL statements sent to the driver (PGlite or pg) while `fn` runs. */
async function countQueries<T>(fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const client = (t.rt.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let queries = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    queries += 1;
    return original.apply(this, args);
  };
  try {
    return { result: await fn(), queries };
  } finally {
    client.query = original;
  }
}

const weekCount = async () => (await t.rt.db.select({ n: sql<number>`count(*)::int` }).from(weeklyLogs))[0]!.n;

beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true, name: 'Stella Staff' });
});
afterAll(async () => {
  await t.close();
});

describe('GET admin/all-profiles/ entries', () => {
  it('carries weeks in the weekly-log shape with daily logs Sun..Sat and signed picture URLs', async () => {
    await seedDemo(t.rt, { members: 2, weeks: 2, paidShare: 1, quiet: true });
    const [someone] = await t.rt.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} like 'demo%'`)
      .limit(1);
    const [week1] = await t.rt.db
      .select()
      .from(weeklyLogs)
      .where(eq(weeklyLogs.userId, someone!.id))
      .orderBy(weeklyLogs.weekNumber);
    await t.rt.db
      .update(weeklyLogs)
      .set({ progressPictureKey: 'progress/abcdefghijklmnop1234.jpg' })
      .where(eq(weeklyLogs.id, week1!.id));
    await t.rt.db
      .update(profiles)
      .set({ imageKey: 'profile/abcdefghijklmnop1234.jpg' })
      .where(eq(profiles.userId, someone!.id));

    const res = await t.request('GET', 'admin/all-profiles/', { token: staff.access });
    expect(res.status).toBe(200);
    const entry = res.json.find((p: { user_id: number }) => p.user_id === someone!.id);
    expect(entry.has_paid).toBe(true);
    expect(entry.image).toMatch(/^\/api\/v1\/media\/profile\/abcdefghijklmnop1234\.jpg\?exp=\d+&sig=/);
    expect(entry.weekly_logs.map((w: { week_number: number }) => w.week_number)).toEqual([1, 2]);
    const week = entry.weekly_logs[0];
    expect(Object.keys(week).sort()).toEqual(
      // The spec's fields, and the week's weight (issue 15), dates (issue 26), staff's answers (issue 29) and version
      // (issue 30) after them.
      [
        'biceps',
        'chest',
        'daily_logs',
        'hips',
        'id',
        'journal',
        'progress_picture',
        'thighs',
        'waist',
        'week_number',
        'weight',
        'start_date',
        'end_date',
        'feedback',
        'version',
      ].sort(),
    );
    expect(week.progress_picture).toMatch(/^\/api\/v1\/media\/progress\/abcdefghijklmnop1234\.jpg\?exp=\d+&sig=/);
    expect(week.daily_logs.map((d: { day: string }) => d.day)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(Object.keys(week.daily_logs[0]).sort()).toEqual(
      [
        'breakfast',
        'day',
        'dinner',
        'duration',
        'id',
        'lunch',
        'notes',
        'snack1',
        'snack2',
        'water_intake_oz',
        'weekly_log',
        'workout',
        'date',
        'version',
      ].sort(),
    );
    expect(week.daily_logs[0].weekly_log).toBe(week.id);
    expect(typeof week.biceps).toBe('string');
  });

  it('carries the very weekly_logs the member reads on their own profile ("12.5" and "8", never "12.50" and "8.00")', async () => {
    const member = await t.createMember({ paid: true, name: 'Mia Measured' });
    const [week] = (await t.request('GET', 'user/profile/', { token: member.access })).json.weekly_logs;
    const measurements = new FormData();
    for (const [name, value] of Object.entries({
      biceps: '12.5',
      chest: '40',
      waist: '32.25',
      hips: '38.10',
      thighs: '22',
    })) {
      measurements.append(name, value);
    }
    expect(
      (await t.request('PUT', `user/weekly-log/${week.id}/`, { token: member.access, form: measurements })).status,
    ).toBe(200);
    // The first day: the member joined today, and days that have not come yet cannot be filled (issue 26).
    const sunday = week.daily_logs.find((d: { day: string }) => d.day === 'Sun');
    const day = { weekly_log: week.id, workout: 'Run', water_intake_oz: '8' };
    expect((await t.request('PUT', `daily-log/${sunday.id}/`, { token: member.access, body: day })).status).toBe(200);
    await t.rt.db
      .update(weeklyLogs)
      .set({ progressPictureKey: 'progress/mia0123456789abcdef.jpg' })
      .where(eq(weeklyLogs.id, week.id));

    const own = (await t.request('GET', 'user/profile/', { token: member.access })).json.weekly_logs;
    const staffView = (await t.request('GET', 'admin/all-profiles/', { token: staff.access })).json;
    const entry = staffView.find((p: { user_id: number }) => p.user_id === member.id);
    expect(entry.weekly_logs).toEqual(own);
    expect(own[0]).toMatchObject({ biceps: '12.5', chest: '40', waist: '32.25', hips: '38.1', thighs: '22' });
    expect(own[0].daily_logs[0]).toMatchObject({ day: 'Sun', workout: 'Run', water_intake_oz: '8' });
  });

  it('reads weeks and never creates them, even for a paid member whose weeks are missing', async () => {
    const m = await t.createMember({ paid: true });
    const before = await weekCount();
    const res = await t.request('GET', 'admin/all-profiles/', { token: staff.access });
    expect(res.json.find((p: { user_id: number }) => p.user_id === m.id).weekly_logs).toEqual([]);
    expect(await weekCount()).toBe(before);
  });

  it('shows an ended suspension as active', async () => {
    const m = await t.createMember();
    await t.rt.db
      .update(users)
      .set({ status: 'suspended', suspendedUntil: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(users.id, m.id));
    const res = await t.request('GET', 'admin/all-profiles/', { token: staff.access });
    expect(res.json.find((p: { user_id: number }) => p.user_id === m.id)).toMatchObject({
      status: 'active',
      suspended_until: null,
    });
  });
});

describe('GET admin/all-profiles/?page=&limit=', () => {
  const ids = (res: { json: Array<{ user_id: number }> }) => res.json.map((p) => p.user_id);

  it('answers every member when neither is given, as the spec says', async () => {
    const members = (await t.rt.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
    expect((await t.request('GET', 'admin/all-profiles/', { token: staff.access })).json).toHaveLength(members);
  });

  it('answers one page of the same list, in the same order, still a plain array with weeks', async () => {
    const all = await t.request('GET', 'admin/all-profiles/', { token: staff.access });
    const second = await t.request('GET', 'admin/all-profiles/?page=2&limit=3', { token: staff.access });
    expect(second.status).toBe(200);
    expect(Array.isArray(second.json)).toBe(true);
    expect(ids(second)).toEqual(ids(all).slice(3, 6));
    expect(second.json).toEqual(all.json.slice(3, 6));
  });

  it('pages the same members as the light member list', async () => {
    const light = await t.request('GET', 'admin/members/?page=2&limit=3', { token: staff.access });
    const full = await t.request('GET', 'admin/all-profiles/?page=2&limit=3', { token: staff.access });
    expect(ids(full)).toEqual(light.json.results.map((m: { user_id: number }) => m.user_id));
  });

  it('takes page 1 when only a limit is given, and 50 a page when only a page is given', async () => {
    const all = await t.request('GET', 'admin/all-profiles/', { token: staff.access });
    expect(ids(await t.request('GET', 'admin/all-profiles/?limit=2', { token: staff.access }))).toEqual(
      ids(all).slice(0, 2),
    );
    expect(ids(await t.request('GET', 'admin/all-profiles/?page=1', { token: staff.access }))).toEqual(
      ids(all).slice(0, 50),
    );
  });

  it('answers [] past the last page', async () => {
    const res = await t.request('GET', 'admin/all-profiles/?page=999&limit=100', { token: staff.access });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  it('ignores the cache-busting timestamp the screen adds', async () => {
    const res = await t.request('GET', `admin/all-profiles/?t=${Date.now()}&page=1&limit=1`, { token: staff.access });
    expect(res.json).toHaveLength(1);
  });

  it.each([
    ['page=0', { page: ['Ensure this value is greater than or equal to 1.'] }],
    ['limit=0', { limit: ['Ensure this value is greater than or equal to 1.'] }],
    ['limit=101', { limit: ['Ensure this value is less than or equal to 100.'] }],
    ['page=x&limit=y', { page: ['A valid integer is required.'], limit: ['A valid integer is required.'] }],
  ])('refuses ?%s with 400 and field errors', async (query, errors) => {
    const res = await t.request('GET', `admin/all-profiles/?${query}`, { token: staff.access });
    expect(res.status).toBe(400);
    expect(fieldTexts(res.json)).toEqual(errors);
  });
});

describe('GET admin/all-profiles/ at 1,000 members with 12 weeks each', () => {
  it('answers in one request, reading weeks in batches of members so no single database answer grows with the group', {
    timeout: 600_000,
  }, async () => {
    const seedStart = performance.now();
    await seedDemo(t.rt, { members: 1000, weeks: 12, paidShare: 1, quiet: true });
    const seedMs = performance.now() - seedStart;
    const members = (await t.rt.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

    const start = performance.now();
    const { result: res, queries } = await countQueries(() =>
      t.request('GET', `admin/all-profiles/?_=${Date.now()}`, { token: staff.access }),
    );
    const ms = performance.now() - start;
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(members);
    const demo = res.json.filter((p: { user: string }) => p.user.endsWith('@demo.fitgroup.example'));
    expect(demo.length).toBeGreaterThanOrEqual(1000);
    const full = demo.filter((p: { weekly_logs: unknown[] }) => p.weekly_logs.length === 12);
    expect(full.length).toBeGreaterThanOrEqual(1000);
    expect(full[0].weekly_logs[11].daily_logs).toHaveLength(7);

    // The staff token check, the members, and one read of weeks with their days per WEEKS_READ_BATCH members (so no
    // single answer of the database grows with the member count).
    expect(queries).toBeLessThanOrEqual(3 + Math.ceil(members / WEEKS_READ_BATCH));
    const paged = await countQueries(() =>
      t.request('GET', 'admin/all-profiles/?page=3&limit=50', { token: staff.access }),
    );
    expect(paged.result.json).toEqual(res.json.slice(100, 150));
    expect(paged.queries).toBeLessThanOrEqual(4);
    const lightStart = performance.now();
    const light = await countQueries(() => t.request('GET', 'admin/members/?page=3&limit=50', { token: staff.access }));
    const lightMs = performance.now() - lightStart;
    expect(light.result.json.count).toBe(members);
    expect(light.result.json.results.map((m: { user_id: number }) => m.user_id)).toEqual(
      res.json.slice(100, 150).map((p: { user_id: number }) => p.user_id),
    );
    // The staff token check plus one read for the page and its count.
    expect(light.queries).toBeLessThanOrEqual(3);
    const weeksStart = performance.now();
    const oneMember = await countQueries(() =>
      t.request('GET', `admin/members/${full[0].user_id}/weeks/`, { token: staff.access }),
    );
    const weeksMs = performance.now() - weeksStart;
    expect(oneMember.result.json).toEqual(full[0].weekly_logs);
    // The staff token check plus one read of the weeks with their days.
    expect(oneMember.queries).toBeLessThanOrEqual(3);

    console.log(
      `[all-profiles] ${members} members, ${full.length * 12} weeks, ${full.length * 84} days: ` +
        `${queries} queries, ${Math.round(ms)} ms, ${(res.text.length / 1e6).toFixed(1)} MB (seeding took ${Math.round(seedMs)} ms); ` +
        `members page: ${Math.round(lightMs)} ms, ${(light.result.text.length / 1e3).toFixed(1)} KB; ` +
        `one member's weeks: ${Math.round(weeksMs)} ms, ${(oneMember.result.text.length / 1e3).toFixed(1)} KB`,
    );
  });
});
