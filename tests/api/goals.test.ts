import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { goals, profiles } from '../../src/server/db/schema';
import { GOAL_DATE_PAST, GOAL_DATE_TOO_FAR, GOALS_MAX, type GoalJson } from '../../src/lib/contracts/progress';
import type { WeeklyLogJson } from '../../src/lib/contracts/weekly-logs';
import { fieldTexts } from '../helpers/field-texts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

// The clock reads 2026-11-01; the member is in week 3 of a membership from 2026-10-14.
async function member(): Promise<{ member: Member; weeks: WeeklyLogJson[] }> {
  const m = await t.createMember({ paid: true });
  await t.rt.db.update(profiles).set({ paidSince: '2026-10-14', weight: '200.00' }).where(eq(profiles.userId, m.id));
  const res = await t.request('GET', 'user/profile/', { token: m.access });
  return { member: m, weeks: res.json.weekly_logs as WeeklyLogJson[] };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const saveWeek = (m: Member, week: WeeklyLogJson, fields: Record<string, string>) =>
  t.request('PUT', `user/weekly-log/${week.id}/`, { token: m.access, form: form(fields) });

const putGoals = (m: Member, body: unknown) => t.request('PUT', 'user/goals/', { token: m.access, body });

const goalOf = (list: GoalJson[], series: string) => list.find((g) => g.series === series);

describe('saving goals (PUT user/goals/)', () => {
  it('stores each goal with the latest value as its start and answers the progress anew', async () => {
    const { member: m, weeks } = await member();
    await saveWeek(m, weeks[0]!, { waist: '34', biceps: '14' });
    const res = await putGoals(m, {
      goals: [
        { series: 'waist', target: '30', target_date: '2027-03-01' },
        { series: 'biceps', target: 15.5, target_date: '2027-06-30' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.goals).toEqual([
      {
        series: 'biceps',
        target: '15.5',
        target_date: '2027-06-30',
        start: '14',
        progress_percent: 0,
        faster_than_safe: false,
      },
      {
        series: 'waist',
        target: '30',
        target_date: '2027-03-01',
        start: '34',
        progress_percent: 0,
        faster_than_safe: false,
      },
    ]);
    expect(res.json.weeks).toHaveLength(3);
    expect(res.json.summary.current_week).toBe(3);

    // Progress follows the weeks logged after the goal was set.
    await saveWeek(m, weeks[2]!, { waist: '33' });
    const progress = await t.request('GET', 'user/progress/', { token: m.access });
    expect(goalOf(progress.json.goals, 'waist')).toMatchObject({ start: '34', progress_percent: 25 });
  });

  it("starts a weight goal from the profile's weight while no week has one, and flags a pace above 1% a week", async () => {
    const { member: m } = await member();
    const res = await putGoals(m, { goals: [{ series: 'weight', target: '180', target_date: '2026-11-29' }] });
    expect(res.status).toBe(200);
    expect(res.json.goals).toEqual([
      {
        series: 'weight',
        target: '180',
        target_date: '2026-11-29',
        start: '200',
        progress_percent: 0,
        faster_than_safe: true,
      },
    ]);
    const slower = await putGoals(m, { goals: [{ series: 'weight', target: '180', target_date: '2027-06-01' }] });
    expect(slower.json.goals[0].faster_than_safe).toBe(false);
  });

  it('has no start and no progress for a series never logged', async () => {
    const { member: m } = await member();
    const res = await putGoals(m, { goals: [{ series: 'hips', target: '36', target_date: '2027-01-01' }] });
    expect(res.json.goals).toEqual([
      {
        series: 'hips',
        target: '36',
        target_date: '2027-01-01',
        start: null,
        progress_percent: null,
        faster_than_safe: false,
      },
    ]);
  });

  it('replaces the whole set: goals not sent go, a goal kept keeps its start, [] clears them', async () => {
    const { member: m, weeks } = await member();
    await saveWeek(m, weeks[0]!, { waist: '34', chest: '40' });
    await putGoals(m, {
      goals: [
        { series: 'waist', target: '30', target_date: '2027-03-01' },
        { series: 'chest', target: '42', target_date: '2027-03-01' },
      ],
    });
    await saveWeek(m, weeks[2]!, { waist: '32' });
    const moved = await putGoals(m, { goals: [{ series: 'waist', target: '31', target_date: '2027-04-01' }] });
    expect(moved.status).toBe(200);
    expect(moved.json.goals).toEqual([
      {
        series: 'waist',
        target: '31',
        target_date: '2027-04-01',
        start: '34',
        progress_percent: 67,
        faster_than_safe: false,
      },
    ]);
    const cleared = await putGoals(m, { goals: [] });
    expect(cleared.json.goals).toEqual([]);
    expect(await t.rt.db.select().from(goals).where(eq(goals.userId, m.id))).toEqual([]);
  });

  it('sets the sharing choice only when sent, off by default', async () => {
    const { member: m } = await member();
    const goal = { series: 'waist', target: '30', target_date: '2027-03-01' };
    expect((await putGoals(m, { goals: [goal] })).json.share_goals_with_staff).toBe(false);
    expect((await putGoals(m, { goals: [goal], share_goals_with_staff: true })).json.share_goals_with_staff).toBe(true);
    expect((await putGoals(m, { goals: [goal] })).json.share_goals_with_staff).toBe(true);
    expect((await putGoals(m, { goals: [], share_goals_with_staff: false })).json.share_goals_with_staff).toBe(false);
  });
});

describe('goal validation', () => {
  const refused = async (body: unknown) => {
    const { member: m } = await member();
    const res = await putGoals(m, body);
    expect(res.status).toBe(400);
    expect(await t.rt.db.select().from(goals).where(eq(goals.userId, m.id))).toEqual([]);
    return res.json;
  };
  const one = (goal: Record<string, unknown>) => ({
    goals: [{ series: 'waist', target: '30', target_date: '2027-03-01', ...goal }],
  });

  it('refuses a date today or in the past, and one more than five years ahead', async () => {
    expect(fieldTexts(await refused(one({ target_date: '2026-11-01' })))).toEqual({ goals: [GOAL_DATE_PAST.text] });
    expect(fieldTexts(await refused(one({ target_date: '2025-01-01' })))).toEqual({ goals: [GOAL_DATE_PAST.text] });
    expect(fieldTexts(await refused(one({ target_date: '2032-01-01' })))).toEqual({ goals: [GOAL_DATE_TOO_FAR.text] });
  });

  it('refuses a date that does not exist, an unknown series, a target out of range or missing', async () => {
    expect(JSON.stringify(await refused(one({ target_date: '2027-02-30' })))).toContain(
      'Enter a valid date (YYYY-MM-DD).',
    );
    expect(JSON.stringify(await refused(one({ series: 'neck' })))).toContain('Choose one of');
    expect(JSON.stringify(await refused(one({ target: '201' })))).toContain('less than or equal to 200');
    expect(JSON.stringify(await refused(one({ series: 'weight', target: '1501' })))).toContain(
      'less than or equal to 1500',
    );
    expect(JSON.stringify(await refused(one({ target: '-1' })))).toContain('greater than or equal to 0');
    expect(JSON.stringify(await refused(one({ target: '' })))).toContain('This field is required.');
  });

  it('refuses two goals for one series and more goals than series', async () => {
    const goal = { series: 'waist', target: '30', target_date: '2027-03-01' };
    expect(JSON.stringify(await refused({ goals: [goal, { ...goal, target: '31' }] }))).toContain(
      'One goal per measurement.',
    );
    expect(JSON.stringify(await refused({ goals: Array.from({ length: GOALS_MAX + 1 }, () => goal) }))).toContain(
      `no more than ${GOALS_MAX} elements`,
    );
  });

  it('refuses a body without the goals list', async () => {
    await refused({ share_goals_with_staff: true });
  });

  it('rounds a target to two decimals, like the weekly log', async () => {
    const { member: m } = await member();
    const res = await putGoals(m, one({ target: '30.126' }));
    expect(res.json.goals[0].target).toBe('30.13');
  });
});

describe('who may save goals', () => {
  it('is paying, signed-in members only, for their own goals', async () => {
    const unpaid = await t.createMember();
    const body = { goals: [{ series: 'waist', target: '30', target_date: '2027-03-01' }] };
    expect((await putGoals(unpaid, body)).status).toBe(403);
    expect((await t.request('PUT', 'user/goals/', { body })).status).toBe(401);
    // Another member's save never touches this member's goals.
    const { member: a } = await member();
    const { member: b } = await member();
    await putGoals(a, body);
    await putGoals(b, { goals: [] });
    expect((await t.request('GET', 'user/progress/', { token: a.access })).json.goals).toHaveLength(1);
  });
});
