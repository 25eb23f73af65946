import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../helpers/context';
import { setPaid } from '../../src/server/services/accounts';
import { currentWeekNumber, weeklyLogsFor } from '../../src/server/services/weeks';
import { dailyLogs, profiles, weeklyLogs } from '../../src/server/db/schema';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

/** The member's weeks as GET user/profile/ reads them. */
async function weeksOf(userId: number) {
  const [profile] = await t.rt.db.select().from(profiles).where(eq(profiles.userId, userId));
  return weeklyLogsFor(t.rt, { userId, hasPaid: profile!.hasPaid, paidSince: profile!.paidSince });
}

async function rowCounts(userId: number) {
  const weeks = await t.rt.db.select().from(weeklyLogs).where(eq(weeklyLogs.userId, userId));
  const days = weeks.length
    ? await t.rt.db
        .select()
        .from(dailyLogs)
        .where(
          inArray(
            dailyLogs.weeklyLogId,
            weeks.map((w) => w.id),
          ),
        )
    : [];
  return { weeks: weeks.length, days: days.length };
}

describe('the current week of a membership', () => {
  it('is week 1 on the first seven days and week 2 from the eighth', () => {
    expect(currentWeekNumber('2026-11-01', new Date('2026-11-01T00:00:00Z'))).toBe(1);
    expect(currentWeekNumber('2026-11-01', new Date('2026-11-07T23:59:59Z'))).toBe(1);
    expect(currentWeekNumber('2026-11-01', new Date('2026-11-08T00:00:00Z'))).toBe(2);
    expect(currentWeekNumber('2026-11-01', new Date('2026-12-01T12:00:00Z'))).toBe(5);
  });

  it('is never below week 1, even when the clock is before paid_since', () => {
    expect(currentWeekNumber('2026-11-10', new Date('2026-11-01T00:00:00Z'))).toBe(1);
  });
});

describe('weekly logs of a member', () => {
  it('are empty while the member has not paid, and no rows are created', async () => {
    const member = await t.createMember();
    expect(await weeksOf(member.id)).toEqual([]);
    expect(await rowCounts(member.id)).toEqual({ weeks: 0, days: 0 });
  });

  it('appear as week 1 with seven empty days Sun..Sat once the member is set paid', async () => {
    const member = await t.createMember();
    await setPaid(t.rt, member.id, true);
    const weeks = await weeksOf(member.id);
    expect(weeks).toHaveLength(1);
    const [week] = weeks;
    expect(week).toMatchObject({
      week_number: 1,
      biceps: null,
      chest: null,
      waist: null,
      hips: null,
      thighs: null,
      journal: null,
      progress_picture: null,
    });
    expect(week!.daily_logs.map((d) => d.day)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    for (const day of week!.daily_logs) {
      expect(day).toMatchObject({ weekly_log: week!.id, workout: '', duration: '', notes: '', water_intake_oz: null });
    }
  });

  it('grow by one week every seven days as the clock advances, sorted by week number', async () => {
    const member = await t.createMember();
    await setPaid(t.rt, member.id, true);
    const start = t.clock.now();
    try {
      expect((await weeksOf(member.id)).map((w) => w.week_number)).toEqual([1]);
      t.clock.advanceDays(6);
      expect((await weeksOf(member.id)).map((w) => w.week_number)).toEqual([1]);
      t.clock.advanceDays(1);
      expect((await weeksOf(member.id)).map((w) => w.week_number)).toEqual([1, 2]);
      t.clock.advanceDays(14);
      const weeks = await weeksOf(member.id);
      expect(weeks.map((w) => w.week_number)).toEqual([1, 2, 3, 4]);
      for (const week of weeks)
        expect(week.daily_logs.map((d) => d.day)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
      expect(await rowCounts(member.id)).toEqual({ weeks: 4, days: 28 });
    } finally {
      t.clock.set(start);
    }
  });

  it('are created once per week and day by 20 concurrent reads', async () => {
    const member = await t.createMember();
    await setPaid(t.rt, member.id, true);
    const start = t.clock.now();
    try {
      t.clock.advanceDays(7 * 5 + 2);
      const results = await Promise.all(Array.from({ length: 20 }, () => weeksOf(member.id)));
      for (const weeks of results) {
        expect(weeks.map((w) => w.week_number)).toEqual([1, 2, 3, 4, 5, 6]);
        for (const week of weeks) expect(week.daily_logs).toHaveLength(7);
      }
      expect(await rowCounts(member.id)).toEqual({ weeks: 6, days: 42 });
      // Every reader saw the same rows.
      const ids = results.map((weeks) => weeks.flatMap((w) => [w.id, ...w.daily_logs.map((d) => d.id)]).join(','));
      expect(new Set(ids).size).toBe(1);
    } finally {
      t.clock.set(start);
    }
  });

  it('fill in days missing from an existing week without duplicating the others', async () => {
    const member = await t.createMember();
    await setPaid(t.rt, member.id, true);
    const [week] = await weeksOf(member.id);
    await t.rt.db.delete(dailyLogs).where(inArray(dailyLogs.id, [week!.daily_logs[2]!.id, week!.daily_logs[5]!.id]));
    const [again] = await weeksOf(member.id);
    expect(again!.daily_logs.map((d) => d.day)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(again!.daily_logs[0]!.id).toBe(week!.daily_logs[0]!.id);
    expect(await rowCounts(member.id)).toEqual({ weeks: 1, days: 7 });
  });

  it('are kept for a member who stops paying, but not listed until they pay again', async () => {
    const member = await t.createMember({ paid: true });
    expect(await weeksOf(member.id)).toHaveLength(1);
    await setPaid(t.rt, member.id, false);
    expect(await weeksOf(member.id)).toEqual([]);
    expect(await rowCounts(member.id)).toEqual({ weeks: 1, days: 7 });
    await setPaid(t.rt, member.id, true);
    expect(await weeksOf(member.id)).toHaveLength(1);
  });
});

/** A fresh access token: moving the clock by days expires the one from sign-in. */
async function accessTokenOf(member: { email: string; password: string }): Promise<string> {
  const res = await t.request('POST', 'user/token/', { body: { email: member.email, password: member.password } });
  return res.json.access;
}

describe('GET user/profile/', () => {
  it('lists weekly_logs sorted by week number, each with daily_logs Sun..Sat', async () => {
    const member = await t.createMember({ paid: true });
    const start = t.clock.now();
    try {
      t.clock.advanceDays(15);
      const res = await t.request('GET', 'user/profile/', { token: await accessTokenOf(member) });
      expect(res.status).toBe(200);
      expect(res.json.weekly_logs.map((w: { week_number: number }) => w.week_number)).toEqual([1, 2, 3]);
      for (const week of res.json.weekly_logs) {
        expect(week.daily_logs.map((d: { day: string }) => d.day)).toEqual([
          'Sun',
          'Mon',
          'Tue',
          'Wed',
          'Thu',
          'Fri',
          'Sat',
        ]);
        expect(week.progress_picture).toBeNull();
      }
    } finally {
      t.clock.set(start);
    }
  });

  it('creates each week once under 20 concurrent profile reads', async () => {
    const member = await t.createMember({ paid: true });
    const start = t.clock.now();
    try {
      t.clock.advanceDays(7 * 3);
      const token = await accessTokenOf(member);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => t.request('GET', 'user/profile/', { token })),
      );
      for (const res of responses) {
        expect(res.status).toBe(200);
        expect(res.json.weekly_logs).toHaveLength(4);
      }
      expect(await rowCounts(member.id)).toEqual({ weeks: 4, days: 28 });
    } finally {
      t.clock.set(start);
    }
  });

  it('gives an unpaid member no weekly logs', async () => {
    const member = await t.createMember();
    const res = await t.request('GET', 'user/profile/', { token: member.access });
    expect(res.status).toBe(200);
    expect(res.json.weekly_logs).toEqual([]);
  });
});
