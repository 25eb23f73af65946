import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../helpers/context';
import { dailyLogs, profiles, weeklyLogs } from '../../src/server/db/schema';
import { weeklyLogsDocument } from '../../src/server/services/weeks';
import { signedMediaUrl } from '../../src/server/services/media';
import { DAYS } from '../../src/lib/contracts/weekly-logs';

/**
 * The weeks' JSON is written by the database (weeks.ts), the one writer of a week: these tests hold it to the bytes
 * JSON.stringify would write for the contract's WeeklyLogJson, its keys in the contract's order.
 */

const WEEK_KEYS = [
  'id',
  'week_number',
  'biceps',
  'chest',
  'waist',
  'hips',
  'thighs',
  'journal',
  'progress_picture',
  'daily_logs',
  'weight',
  'start_date',
  'end_date',
  'feedback',
  'version',
];
const DAY_KEYS = [
  'id',
  'day',
  'weekly_log',
  'workout',
  'duration',
  'notes',
  'breakfast',
  'lunch',
  'dinner',
  'snack1',
  'snack2',
  'water_intake_oz',
  'date',
  'version',
];

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('the weeks written by the database', () => {
  it('are byte for byte JSON.stringify of the contract’s week: decimals, weight and dates last, text escaping, days Sun..Sat, pictures', async () => {
    const member = await t.createMember({ paid: true });
    await t.rt.db.update(profiles).set({ paidSince: '2026-10-14' }).where(eq(profiles.userId, member.id));
    const profile = await t.request('GET', 'user/profile/', { token: member.access });
    const ids = (profile.json.weekly_logs as Array<{ id: number }>).map((w) => w.id);
    expect(ids).toHaveLength(3);
    await t.rt.db
      .update(weeklyLogs)
      .set({
        biceps: '14.50',
        chest: '0.00',
        waist: '32.25',
        weight: '182.10',
        journal: 'Quote " backslash \\ \n tab\t \u2028 💪',
        progressPictureKey: 'weekly/abcdefghijklmnop0123.jpg',
      })
      .where(eq(weeklyLogs.id, ids[0]!));
    await t.rt.db.update(weeklyLogs).set({ weight: '1500.00', thighs: '200.00' }).where(eq(weeklyLogs.id, ids[1]!));
    await t.rt.db
      .update(dailyLogs)
      .set({ workout: 'Run "fast"', waterIntakeOz: '64.50' })
      .where(inArray(dailyLogs.weeklyLogId, ids));

    const written = await weeklyLogsDocument(t.rt, { userId: member.id, hasPaid: true, paidSince: '2026-10-14' });

    const weeks = JSON.parse(written) as Array<
      Record<string, unknown> & { daily_logs: Array<Record<string, unknown>> }
    >;
    expect(written).toBe(JSON.stringify(weeks));
    for (const week of weeks) {
      expect(Object.keys(week)).toEqual(WEEK_KEYS);
      expect(week.daily_logs.map((d) => d['day'])).toEqual([...DAYS]);
      for (const day of week.daily_logs) expect(Object.keys(day)).toEqual(DAY_KEYS);
    }
    expect(weeks[0]).toMatchObject({
      biceps: '14.5',
      chest: '0',
      waist: '32.25',
      hips: null,
      journal: 'Quote " backslash \\ \n tab\t \u2028 💪',
    });
    expect(weeks[0]!['progress_picture']).toBe(signedMediaUrl(t.rt, 'weekly/abcdefghijklmnop0123.jpg'));
    expect(weeks[1]).toMatchObject({ weight: '1500', thighs: '200', progress_picture: null });
    expect(weeks[0]!.daily_logs[0]).toMatchObject({
      workout: 'Run "fast"',
      water_intake_oz: '64.5',
      weekly_log: ids[0],
    });
    expect(written).toContain(
      '"weight":"182.1","start_date":"2026-10-14","end_date":"2026-10-20","feedback":[],"version":1}',
    );
    expect(written).toContain(
      '"weight":null,"start_date":"2026-10-28","end_date":"2026-11-03","feedback":[],"version":1}',
    );
    // 14 Oct 2026 is a Wednesday: week 1's Sunday is the 18th, its Wednesday the 14th.
    expect(written).toContain('"water_intake_oz":"64.5","date":"2026-10-18","version":1}');
    expect(written).toContain('"water_intake_oz":"64.5","date":"2026-10-14","version":1}');
  });
});
