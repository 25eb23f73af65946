import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { countQueries } from '../helpers/query-count';
import { goals, profiles, weeklyLogs } from '../../src/server/db/schema';
import { memberProgress, progressForStaff } from '../../src/server/services/progress';
import type { ProgressJson } from '../../src/lib/contracts/progress';
import type { WeeklyLogJson } from '../../src/lib/contracts/weekly-logs';

let t: TestContext;
let staff: Member;
beforeAll(async () => {
  t = await createTestContext();
  staff = await t.createMember({ staff: true });
});
afterAll(async () => {
  await t.close();
});

// The clock reads Sunday 2026-11-01, 12:00 UTC. A membership from Wednesday 2026-10-14 is in week 3, which began
// Wednesday 2026-10-28: Wed, Thu, Fri, Sat and Sun have passed.
const PAID_SINCE = '2026-10-14';

/** A paying member in their third week, with weeks 1..3 created (as reading the profile does). */
async function memberInWeek3(): Promise<{ member: Member; weeks: WeeklyLogJson[] }> {
  const member = await t.createMember({ paid: true });
  await t.rt.db.update(profiles).set({ paidSince: PAID_SINCE, weight: '200.00' }).where(eq(profiles.userId, member.id));
  const res = await t.request('GET', 'user/profile/', { token: member.access });
  return { member, weeks: res.json.weekly_logs as WeeklyLogJson[] };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const saveWeek = (member: Member, week: WeeklyLogJson, fields: Record<string, string>) =>
  t.request('PUT', `user/weekly-log/${week.id}/`, { token: member.access, form: form(fields) });

const progressOf = async (member: Member): Promise<ProgressJson> => {
  const res = await t.request('GET', 'user/progress/', { token: member.access });
  expect(res.status).toBe(200);
  return res.json as ProgressJson;
};

describe('GET user/progress/', () => {
  it('lists weeks 1..current with their dates and values, a week not saved as nulls', async () => {
    const { member, weeks } = await memberInWeek3();
    await saveWeek(member, weeks[0]!, { waist: '34', chest: '40.5', weight: '200' });
    await saveWeek(member, weeks[2]!, { waist: '32.75', weight: '198.5' });
    const progress = await progressOf(member);
    expect(
      progress.weeks.map((w) => [w.week_number, w.starts_on, w.ends_on, w.waist, w.chest, w.weight, w.saved]),
    ).toEqual([
      [1, '2026-10-14', '2026-10-20', '34', '40.5', '200', true],
      [2, '2026-10-21', '2026-10-27', null, null, null, false],
      [3, '2026-10-28', '2026-11-03', '32.75', null, '198.5', true],
    ]);
  });

  it('summarises each series against the previous logged week and week 1, skipping missing weeks', async () => {
    const { member, weeks } = await memberInWeek3();
    await saveWeek(member, weeks[0]!, { waist: '34', chest: '40' });
    await saveWeek(member, weeks[2]!, { waist: '32.75', biceps: '14.25' });
    const { summary } = await progressOf(member);
    const of = (series: string) => summary.series.find((s) => s.series === series);
    expect(summary.current_week).toBe(3);
    expect(of('waist')).toEqual({
      series: 'waist',
      latest: '32.75',
      latest_week: 3,
      since_previous: { from_week: 1, amount: '-1.25', percent: '-3.7' },
      since_first: { from_week: 1, amount: '-1.25', percent: '-3.7' },
    });
    // Logged in week 1 only: the latest is week 1's, with nothing to compare.
    expect(of('chest')).toEqual({
      series: 'chest',
      latest: '40',
      latest_week: 1,
      since_previous: null,
      since_first: null,
    });
    expect(of('biceps')).toMatchObject({ latest: '14.25', latest_week: 3, since_previous: null, since_first: null });
    expect(of('hips')).toMatchObject({ latest: null, latest_week: null });
  });

  it('counts the streak of saved weeks and names the days of this week with no log yet', async () => {
    const { member, weeks } = await memberInWeek3();
    await saveWeek(member, weeks[0]!, { waist: '34' });
    await saveWeek(member, weeks[1]!, { journal: 'Rest week.' });
    let progress = await progressOf(member);
    // This week is not saved yet: the streak ends at last week.
    expect(progress.summary.streak).toBe(2);
    expect(progress.summary.days_without_log).toEqual(['Sun', 'Wed', 'Thu', 'Fri', 'Sat']);

    const thursday = weeks[2]!.daily_logs.find((d) => d.day === 'Thu')!;
    const res = await t.request('PUT', `daily-log/${thursday.id}/`, {
      token: member.access,
      body: { weekly_log: weeks[2]!.id, day: 'Thu', workout: 'Run' },
    });
    expect(res.status).toBe(200);
    progress = await progressOf(member);
    expect(progress.summary.streak).toBe(3);
    expect(progress.summary.days_without_log).toEqual(['Sun', 'Wed', 'Fri', 'Sat']);
    expect(progress.weeks[2]!.saved).toBe(true);
  });

  it('has a first week only for a member who just joined', async () => {
    const member = await t.createMember({ paid: true });
    const progress = await progressOf(member);
    expect(progress.weeks).toHaveLength(1);
    expect(progress.summary).toMatchObject({ current_week: 1, streak: 0, days_without_log: ['Sun'] });
    expect(progress.goals).toEqual([]);
    expect(progress.share_goals_with_staff).toBe(false);
  });

  it("links a week's picture as the weekly log does", async () => {
    const { member, weeks } = await memberInWeek3();
    const key = 'weekly/aaaaaaaaaaaaaaaaaaaa.jpg';
    await t.rt.db.update(weeklyLogs).set({ progressPictureKey: key }).where(eq(weeklyLogs.id, weeks[1]!.id));
    const progress = await progressOf(member);
    const profile = await t.request('GET', 'user/profile/', { token: member.access });
    expect(progress.weeks[1]!.progress_picture).toMatch(/^\/api\/v1\/media\/weekly\/a{20}\.jpg\?exp=\d+&sig=/);
    expect(progress.weeks[1]!.progress_picture).toBe(profile.json.weekly_logs[1].progress_picture);
    expect(progress.weeks[1]!.saved).toBe(true);
  });

  it('reads everything in at most 3 queries', async () => {
    const { member, weeks } = await memberInWeek3();
    await saveWeek(member, weeks[0]!, { waist: '34' });
    await t.request('PUT', 'user/goals/', {
      token: member.access,
      body: { goals: [{ series: 'waist', target: '30', target_date: '2027-03-01' }] },
    });
    expect(await countQueries(t.rt, () => memberProgress(t.rt, member.id))).toBeLessThanOrEqual(3);
    // Staff's read, and its row of the member's access log in the same transaction.
    const viewer = { id: staff.id, fullName: staff.fullName };
    expect(await countQueries(t.rt, () => progressForStaff(t.rt, viewer, member.id))).toBeLessThanOrEqual(4);
  });

  it('is for paying members only, and their own progress only', async () => {
    const unpaid = await t.createMember();
    expect((await t.request('GET', 'user/progress/', { token: unpaid.access })).status).toBe(403);
    expect((await t.request('GET', 'user/progress/')).status).toBe(401);
    // There is no way to name another member: the path has no id.
    const { member, weeks } = await memberInWeek3();
    await saveWeek(member, weeks[0]!, { waist: '34' });
    const other = await t.createMember({ paid: true });
    expect((await progressOf(other)).summary.series.find((s) => s.series === 'waist')!.latest).toBeNull();
  });
});

describe('GET admin/members/:id/progress/ (staff)', () => {
  async function memberWithGoal() {
    const { member, weeks } = await memberInWeek3();
    await saveWeek(member, weeks[0]!, { waist: '34' });
    await saveWeek(member, weeks[2]!, { waist: '33' });
    const res = await t.request('PUT', 'user/goals/', {
      token: member.access,
      body: { goals: [{ series: 'waist', target: '32', target_date: '2027-02-01' }] },
    });
    expect(res.status).toBe(200);
    return member;
  }

  it("shows staff the member's series and summary, but not their goals while they do not share them", async () => {
    const member = await memberWithGoal();
    const own = await progressOf(member);
    const res = await t.request('GET', `admin/members/${member.id}/progress/`, { token: staff.access });
    expect(res.status).toBe(200);
    expect(res.json.weeks).toEqual(own.weeks);
    expect(res.json.summary).toEqual(own.summary);
    expect(res.json.goals).toEqual([]);
    expect(res.json.share_goals_with_staff).toBe(false);
  });

  it('shows the goals once the member shares them, and hides them again when they stop', async () => {
    const member = await memberWithGoal();
    const shared = await t.request('PUT', 'user/goals/', {
      token: member.access,
      body: { goals: [{ series: 'waist', target: '32', target_date: '2027-02-01' }], share_goals_with_staff: true },
    });
    expect(shared.json.share_goals_with_staff).toBe(true);
    let res = await t.request('GET', `admin/members/${member.id}/progress/`, { token: staff.access });
    expect(res.json.share_goals_with_staff).toBe(true);
    expect(res.json.goals).toEqual([
      {
        series: 'waist',
        target: '32',
        target_date: '2027-02-01',
        start: '33',
        progress_percent: 0,
        faster_than_safe: false,
      },
    ]);

    await t.request('PUT', 'user/goals/', {
      token: member.access,
      body: { goals: [{ series: 'waist', target: '32', target_date: '2027-02-01' }], share_goals_with_staff: false },
    });
    res = await t.request('GET', `admin/members/${member.id}/progress/`, { token: staff.access });
    expect(res.json.goals).toEqual([]);
  });

  it('is staff only, and answers 404 for a member who does not exist', async () => {
    const member = await memberWithGoal();
    const other = await t.createMember({ paid: true });
    expect((await t.request('GET', `admin/members/${member.id}/progress/`, { token: other.access })).status).toBe(403);
    expect((await t.request('GET', `admin/members/${member.id}/progress/`, { token: member.access })).status).toBe(403);
    expect((await t.request('GET', `admin/members/${member.id}/progress/`)).status).toBe(401);
    const missing = await t.request('GET', 'admin/members/999999/progress/', { token: staff.access });
    expect(missing.status).toBe(404);
    expect(missing.json.detail).toBe('User not found.');
  });
});

describe('deleting the account', () => {
  it("removes the member's goals with it", async () => {
    const { member, weeks } = await memberInWeek3();
    await saveWeek(member, weeks[0]!, { waist: '34' });
    await t.request('PUT', 'user/goals/', {
      token: member.access,
      body: { goals: [{ series: 'waist', target: '30', target_date: '2027-03-01' }] },
    });
    expect(await t.rt.db.select().from(goals).where(eq(goals.userId, member.id))).toHaveLength(1);
    const res = await t.request('POST', 'user/delete-account/', {
      token: member.access,
      body: { confirmation: 'DELETE MY ACCOUNT', email: member.email, password: member.password },
    });
    expect(res.status).toBe(200);
    expect(await t.rt.db.select().from(goals).where(eq(goals.userId, member.id))).toEqual([]);
  });
});
