import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestContext, type Member, type TestContext } from '../helpers/context';
import { weeklyLogsFor, type WeeklyLogJson } from '../../src/server/services/weeks';
import { dailyLogs, profiles } from '../../src/server/db/schema';
import { fieldTexts } from '../helpers/field-texts';

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

/** A week whose days have all come: the member's membership started on Sunday 25 Oct, the week before the clock's. */
const PAST_START = '2026-10-25';

async function tuesdayOf(member: Member) {
  await t.rt.db.update(profiles).set({ paidSince: PAST_START }).where(eq(profiles.userId, member.id));
  const [week] = await weeksOf(member);
  return week!.daily_logs.find((d) => d.day === 'Tue')!;
}

async function storedDay(id: number) {
  const [row] = await t.rt.db.select().from(dailyLogs).where(eq(dailyLogs.id, id));
  return row!;
}

const put = (member: Member, id: number, body: unknown) =>
  t.request('PUT', `daily-log/${id}/`, { token: member.access, body });

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
    expect(res.json).toEqual({
      ...FULL_DAY,
      id: tuesday.id,
      day: 'Tue',
      weekly_log: tuesday.weekly_log,
      water_intake_oz: '64',
      date: '2026-10-27',
      version: 2,
    });
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
    expect(Object.keys(fieldTexts(res.json) as object)).toEqual([field]);
    expect(await storedDay(tuesday.id)).toEqual(before);
  });

  it("requires weekly_log, and it must be the log's own week", async () => {
    const member = await t.createMember({ paid: true });
    const tuesday = await tuesdayOf(member);
    const start = t.clock.now();
    t.clock.advanceDays(7);
    const [, week2] = await weeksOf(member);
    t.clock.set(start);
    const missing = await put(member, tuesday.id, { lunch: 'Soup' });
    expect(missing.status).toBe(400);
    expect(fieldTexts(missing.json)).toEqual({ weekly_log: ['This field is required.'] });
    const wrong = await put(member, tuesday.id, { weekly_log: week2!.id, lunch: 'Soup' });
    expect(wrong.status).toBe(400);
    expect(fieldTexts(wrong.json)).toEqual({ weekly_log: ['This daily log belongs to another week.'] });
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

describe('the days of a week (issue 26)', () => {
  it("carry their dates from the week's first day: a week that starts on a Thursday runs Thu..Wed", async () => {
    const member = await t.createMember({ paid: true });
    // Thursday 22 Oct 2026: week 2 starts on Thursday 29 Oct, and the clock (Sunday 1 Nov) is in it.
    await t.rt.db.update(profiles).set({ paidSince: '2026-10-22' }).where(eq(profiles.userId, member.id));
    const profile = await t.request('GET', 'user/profile/', { token: member.access });
    const weeks = profile.json.weekly_logs as WeeklyLogJson[];
    expect(weeks.map((w) => [w.week_number, w.start_date, w.end_date])).toEqual([
      [1, '2026-10-22', '2026-10-28'],
      [2, '2026-10-29', '2026-11-04'],
    ]);
    const dates = Object.fromEntries(weeks[1]!.daily_logs.map((d) => [d.day, d.date]));
    expect(dates).toEqual({
      Thu: '2026-10-29',
      Fri: '2026-10-30',
      Sat: '2026-10-31',
      Sun: '2026-11-01',
      Mon: '2026-11-02',
      Tue: '2026-11-03',
      Wed: '2026-11-04',
    });
    // The API keeps the spec's order, Sun..Sat: the browser lists them from the week's first day.
    expect(weeks[1]!.daily_logs.map((d) => d.day)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('refuses a daily log for a day that has not come yet with 400 and a clear message, and changes nothing', async () => {
    const member = await t.createMember({ paid: true });
    // The member joined today (Sunday 1 Nov, 12:00 UTC): Tuesday 3 Nov has not begun anywhere.
    const [week] = await weeksOf(member);
    const tuesday = week!.daily_logs.find((d) => d.day === 'Tue')!;
    expect(tuesday.date).toBe('2026-11-03');
    const before = await storedDay(tuesday.id);
    const res = await put(member, tuesday.id, { weekly_log: tuesday.weekly_log, workout: "Tomorrow's run" });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      detail: 'This day has not come yet. You can fill in its log from that day on.',
      code: 'future_day',
    });
    expect(await storedDay(tuesday.id)).toEqual(before);
    // In the member's language too.
    const french = await t.request('PUT', `daily-log/${tuesday.id}/`, {
      token: member.access,
      body: { weekly_log: tuesday.weekly_log, workout: 'x' },
      headers: { 'Accept-Language': 'fr' },
    });
    expect(french.json.detail).toBe(
      'Ce jour n’est pas encore arrivé. Vous pourrez remplir son journal à partir de ce jour-là.',
    );
  });

  it('takes today, and tomorrow while it is already tomorrow somewhere (UTC+14), but not the day after', async () => {
    const member = await t.createMember({ paid: true });
    const [week] = await weeksOf(member);
    const day = (name: string) => week!.daily_logs.find((d) => d.day === name)!;
    const save = (name: string) => put(member, day(name).id, { weekly_log: week!.id, workout: name });
    expect((await save('Sun')).status).toBe(200);
    // 12:00 UTC on Sunday is 02:00 on Monday in Kiribati.
    expect((await save('Mon')).status).toBe(200);
    expect((await save('Tue')).status).toBe(400);
  });
});
