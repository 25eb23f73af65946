import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { weeklyLogsFor, type WeeklyLogJson } from '../../src/server/services/weeks';
import { dailyLogs, profiles } from '../../src/server/db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

async function weeksOf(member: Member): Promise<WeeklyLogJson[]> {
  const [profile] = await t.rt.db.select().from(profiles).where(eq(profiles.userId, member.id));
  return weeklyLogsFor(t.rt, { userId: member.id, hasPaid: profile!.hasPaid, paidSince: profile!.paidSince });
}

async function tuesdayOf(member: Member) {
  const [week] = await weeksOf(member);
  return week!.daily_logs.find((d) => d.day === 'Tue')!;
}

async function storedDay(id: number) {
  const [row] = await t.rt.db.select().from(dailyLogs).where(eq(dailyLogs.id, id));
  return row!;
}

const put = (member: Member, id: number, body: unknown) => t.request('PUT', `daily-log/${id}/`, { token: member.access, body });

const FULL_DAY = {
  workout: 'Leg day',
  duration: '45 min',
  notes: 'Squats felt heavy.',
  breakfast: 'Oats',
  lunch: 'Chicken salad',
  dinner: 'Salmon and rice',
  snack1: 'Apple',
  snack2: 'Greek yogurt',
  water_intake_oz: 64,
};

describe('saving a daily log (PUT daily-log/{id}/)', () => {
  it('saves every field and answers with the saved log', async () => {
    const member = await t.createMember({ paid: true });
    const tuesday = await tuesdayOf(member);
    const res = await put(member, tuesday.id, { ...tuesday, ...FULL_DAY });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...FULL_DAY, id: tuesday.id, day: 'Tue', weekly_log: tuesday.weekly_log, water_intake_oz: '64' });
    const [week] = await weeksOf(member);
    expect(week!.daily_logs[2]).toEqual(res.json);
  });

  it('accepts water as a decimal string and an empty duration, and clears water with null', async () => {
    const member = await t.createMember({ paid: true });
    const tuesday = await tuesdayOf(member);
    let res = await put(member, tuesday.id, { weekly_log: tuesday.weekly_log, duration: '', water_intake_oz: '12.5' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ duration: '', water_intake_oz: '12.5' });
    res = await put(member, tuesday.id, { weekly_log: tuesday.weekly_log, water_intake_oz: null });
    expect(res.json.water_intake_oz).toBeNull();
  });

  it('stores text exactly as typed, quotes, backslashes, line ends and SQL-looking text included', async () => {
    const member = await t.createMember({ paid: true });
    const tuesday = await tuesdayOf(member);
    const odd = {
      workout: "Rock 'n' roll; drop table users; --",
      notes: String.raw`C:\logs\day 1 \' E'x'` + '\nsecond line\ttab',
      breakfast: 'Crêpes 🥞 ’quoted’',
      lunch: '$1 $$ $tag$ ); select 1',
    };
    const res = await put(member, tuesday.id, { weekly_log: tuesday.weekly_log, ...odd });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject(odd);
    expect(await storedDay(tuesday.id)).toMatchObject(odd);
  });

  it('leaves fields that were not sent as they were', async () => {
    const member = await t.createMember({ paid: true });
    const tuesday = await tuesdayOf(member);
    await put(member, tuesday.id, { weekly_log: tuesday.weekly_log, ...FULL_DAY });
    const res = await put(member, tuesday.id, { weekly_log: String(tuesday.weekly_log), lunch: 'Soup' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ...FULL_DAY, lunch: 'Soup', water_intake_oz: '64' });
  });

  it.each([
    [{ water_intake_oz: -1 }, 'water_intake_oz'],
    [{ water_intake_oz: 1000.5 }, 'water_intake_oz'],
    [{ water_intake_oz: 'lots' }, 'water_intake_oz'],
    [{ water_intake_oz: '1e309' }, 'water_intake_oz'],
    [{ workout: 'w'.repeat(201) }, 'workout'],
    [{ notes: 'n'.repeat(2001) }, 'notes'],
    [{ snack2: 's'.repeat(501) }, 'snack2'],
    [{ duration: 45 }, 'duration'],
  ])('refuses %j with a field error on %s and changes nothing', async (bad, field) => {
    const member = await t.createMember({ paid: true });
    const tuesday = await tuesdayOf(member);
    const before = await storedDay(tuesday.id);
    const res = await put(member, tuesday.id, { weekly_log: tuesday.weekly_log, lunch: 'Changed', ...bad });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json)).toEqual([field]);
    expect(await storedDay(tuesday.id)).toEqual(before);
  });

  it('requires weekly_log, and it must be the log\'s own week', async () => {
    const member = await t.createMember({ paid: true });
    const tuesday = await tuesdayOf(member);
    const start = t.clock.now();
    t.clock.advanceDays(7);
    const [, week2] = await weeksOf(member);
    t.clock.set(start);
    const missing = await put(member, tuesday.id, { lunch: 'Soup' });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ weekly_log: ['This field is required.'] });
    const wrong = await put(member, tuesday.id, { weekly_log: week2!.id, lunch: 'Soup' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ weekly_log: ['This daily log belongs to another week.'] });
    expect((await storedDay(tuesday.id)).lunch).toBe('');
  });

  it('does not move a log to another day', async () => {
    const member = await t.createMember({ paid: true });
    const tuesday = await tuesdayOf(member);
    const res = await put(member, tuesday.id, { weekly_log: tuesday.weekly_log, day: 'Wed' });
    expect(res.status).toBe(400);
    expect((await storedDay(tuesday.id)).day).toBe('Tue');
  });

  it("answers 404 for another member's daily log and changes nothing", async () => {
    const owner = await t.createMember({ paid: true });
    const other = await t.createMember({ paid: true });
    const tuesday = await tuesdayOf(owner);
    await put(owner, tuesday.id, { weekly_log: tuesday.weekly_log, ...FULL_DAY });
    const before = await storedDay(tuesday.id);
    const res = await put(other, tuesday.id, { weekly_log: tuesday.weekly_log, workout: 'Hijacked' });
    expect(res.status).toBe(404);
    expect(await storedDay(tuesday.id)).toEqual(before);
    expect((await put(other, 999999, { weekly_log: 1 })).status).toBe(404);
  });

  it('answers 403 to a member who has not paid', async () => {
    const owner = await t.createMember({ paid: true });
    const tuesday = await tuesdayOf(owner);
    const unpaid = await t.createMember();
    const res = await put(unpaid, tuesday.id, { weekly_log: tuesday.weekly_log, workout: 'Run' });
    expect(res.status).toBe(403);
    expect((await storedDay(tuesday.id)).workout).toBe('');
  });

  it('refuses malformed JSON with a 400', async () => {
    const member = await t.createMember({ paid: true });
    const tuesday = await tuesdayOf(member);
    const res = await t.request('PUT', `daily-log/${tuesday.id}/`, {
      token: member.access,
      body: '{"workout": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});
